import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A dev server that detaches itself is still stopped when bench tears a run down.
@Suite struct BenchTeardownTests {
    static let nodeAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/node")
        || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/node")

    @Test(.enabled(if: nodeAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid"),
                   "node and setsid are needed to start a detached server"))
    func aServerStartedWithSetsidIsStoppedAndItsPortFreed() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("bench-setsid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try Data(#"{"scripts":{}}"#.utf8).write(to: project.appendingPathComponent("package.json"))
        let server = ToolProcess.packageRoot.appendingPathComponent("Tests/BenchKitTests/Fixtures/detached-server.js").path
        let pidFile = project.appendingPathComponent("server.pid").path
        // Without -w the setsid leader forks and exits at once: the server is orphaned, in its own session.
        let result = try ToolProcess.run([
            "bench", project.path, "--dev", "setsid node \"\(server)\" \"\(pidFile)\"", "--ready", "log:esbuild",
            "--metrics", "dev", "--runs", "1", "--warmup", "0", "--grace", "1000", "-f", "json",
        ])
        let pid = try #require(pid_t(try String(contentsOfFile: pidFile, encoding: .utf8)), "\(result.stderr)")
        let alive = kill(pid, 0) == 0 && !((try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.contains(") Z ") ?? true)
        if alive { kill(pid, SIGKILL) }
        #expect(!alive, "the detached server survived bench: \(result.stderr)")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("still accepted connections"), "\(result.stdout)")
    }
}
