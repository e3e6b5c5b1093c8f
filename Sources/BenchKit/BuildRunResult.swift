/// What one production build measured.
public struct BuildRunResult: Sendable, Equatable {
    /// Spawn to exit, milliseconds.
    public var wallMs: Double
    /// User + system CPU of the build and every descendant it reaped.
    public var cpuMs: Double
    /// The largest single process's peak resident set.
    public var peakRssBytes: Int
    public var exitCode: Int32
    /// The tool's own number (`compiled … in 1234 ms`, `Done in 80ms`, `built in 1.2s`), when printed.
    public var toolReportedMs: Double?
    public var logTail: String
    /// The build's last output lines (up to `BuildSession.keptLines`): the file lists webpack, Vite and CRA print
    /// name output files a build left untouched because they were identical.
    public var logLines: [String] = []
}
