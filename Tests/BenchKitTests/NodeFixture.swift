import Foundation
@testable import BenchKit

/// The Node scripts under Fixtures/ and whether `node` can run them here.
enum NodeFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// True when `node --version` runs. Tests that spawn fixtures are disabled otherwise, with that reason.
    static let available: Bool = {
        guard let process = try? ManagedProcess(command: "node --version", directory: "/") else { return false }
        defer { process.terminate(graceMs: 500) }
        return process.waitForExit(deadline: MonotonicClock.now() + 20_000_000_000)?.code == 0
    }()

    /// True when `git --version` runs (the runner tests commit two refs with it).
    static let gitAvailable: Bool = {
        guard let process = try? ManagedProcess(command: "git --version", directory: "/") else { return false }
        defer { process.terminate(graceMs: 500) }
        return process.waitForExit(deadline: MonotonicClock.now() + 20_000_000_000)?.code == 0
    }()

    static let skipReason: Comment = "node is not installed; the process tests need it to run their fixture servers"

    /// `node "<fixture>" args…` as a shell command.
    static func command(_ name: String, _ arguments: String...) -> String {
        (["node", "\"\(folder)/\(name)\""] + arguments.map { "\"\($0)\"" }).joined(separator: " ")
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "bench-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Whether a process is alive (exists and is not a zombie).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }
}

import Testing
