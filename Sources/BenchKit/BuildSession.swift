import Foundation

/// One production build: spawn, wait for exit (bounded by the timeout). Output folders are cleared only when
/// the caller names them (in a temporary checkout); a working tree's files are never deleted.
public struct BuildSession: Sendable {
    public var command: String
    public var directory: String
    /// Absolute folders to remove before the build, already checked to lie inside a temporary checkout.
    public var clearing: [String]
    public var timeoutMs: Int
    public var environment: [String: String]

    /// webpack's `compiled … in N ms`, esbuild's `Done in Nms`, Vite/Rollup's `built in 1.2s` / `created … in`.
    static let reportedPattern = #"(?:compiled .* in|Done in|built in|created .* in) ([0-9.]+) ?(ms|s)\b"#

    /// Output lines kept for sizing: enough for the asset list of a large webpack build.
    static let keptLines = 5000

    public init(command: String, directory: String, clearing: [String] = [], timeoutMs: Int,
                environment: [String: String] = [:]) {
        self.command = command
        self.directory = directory
        self.clearing = clearing
        self.timeoutMs = timeoutMs
        self.environment = environment
    }

    public func run() throws -> BuildRunResult {
        for folder in clearing { try? FileManager.default.removeItem(atPath: folder) }
        var env = environment
        env["NO_COLOR"] = "1"
        env["FORCE_COLOR"] = "0"
        let process = try ManagedProcess(command: command, directory: directory, environment: env)
        let reported = process.expect(try LinePattern(Self.reportedPattern), sinceSpawn: true)
        defer { process.terminate(graceMs: 1000) }
        guard let exit = process.waitForLeaderExit(deadline: MonotonicClock.deadline(process.spawnTime, plusMilliseconds: timeoutMs)) else {
            throw BenchError.notReady(command: command, waitedMs: timeoutMs, condition: "build exit",
                                      logTail: process.logTail())
        }
        let wall = MonotonicClock.milliseconds(from: process.spawnTime, to: exit.time)
        // Let the last output drain (a helper the build left behind may hold the pipe; teardown ends it).
        _ = process.waitForExit(deadline: MonotonicClock.now() + 2_000_000_000)
        let reportedMs = process.waitForAny([reported], deadline: 0).0?.match
            .flatMap { ReadinessPreset.reportedMilliseconds($0.captures) }
        return BuildRunResult(wallMs: wall, cpuMs: exit.cpuMs, peakRssBytes: exit.peakRssBytes, exitCode: exit.code,
                              toolReportedMs: reportedMs, logTail: process.logTail(),
                              logLines: process.lastLines(Self.keptLines))
    }
}
