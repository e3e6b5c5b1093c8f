import AuditModel
import Foundation
import Testing

/// Runs the built `migrate-audit` executable as a real process, as a user would.
struct ToolProcess {
    struct Result {
        var exitCode: Int32
        var stdout: String
        var stderr: String
    }

    /// `.build/debug/migrate-audit` (or the build folder SwiftPM is testing from).
    static let executable: URL = {
        // The test bundle sits in the same products folder as the executable.
        var folder = URL(fileURLWithPath: Swift.CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("migrate-audit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/migrate-audit")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `standardOutput`: where the tool's standard output goes instead of the captured pipe (`/dev/full`).
    /// `launcher`: a command the tool is run through (its path first), such as `setpriv` to run it as another user.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], standardOutput: FileHandle? = nil,
                    launcher: [String] = []) throws -> Result {
        let process = Process()
        process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? executable
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [executable.path] + arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-audit-tests-cache").path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a large report cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var stdoutData = Data()
        nonisolated(unsafe) var stderrData = Data()
        group.enter()
        if standardOutput != nil { try? out.fileHandleForWriting.close() }
        DispatchQueue.global().async {
            stdoutData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        stderrData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// `scan ARGUMENTS --format json`, expected to succeed, as its decoded report.
    static func scanReport(_ arguments: [String], in directory: URL? = nil) throws -> ScanReport {
        let result = try run(["scan"] + arguments + ["--format", "json"], in: directory)
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        return try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
    }

    /// Runs `script` with `/bin/sh -c` (its `$0`, `$1`, … are `arguments`), for what the tool meets only through a shell
    /// (a deleted current folder, a path of raw bytes); its exit status and standard error.
    static func runInShell(_ script: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }
}
