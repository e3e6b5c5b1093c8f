#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one dev-server run measured. Times are milliseconds from spawn.
public struct DevRunResult: Sendable, Equatable {
    /// Per readiness check name (`log`, `port`, `http`, `first-load`), when it was reached.
    public var readyMs: [String: Double] = [:]
    /// The tool's own number from its ready line, when it printed one.
    public var toolReportedMs: Double?
    public var firstLoadRequests: Int?
    public var firstLoadBytes: Int?
    /// First-load requests answered other than 200 (`url (status)`), and bare specifiers left unfetched.
    public var firstLoadFailures: [String] = []
    public var firstLoadUnresolved: [String] = []
    public var hmrMs: Double?
    /// The server's line that ended the HMR measurement, when it announced a full page reload, not a hot update.
    public var hmrFullReload: String?
    /// Why the HMR probe measured nothing on this run, when it was asked to and failed.
    public var hmrError: BenchError?
    /// Set when the port still accepted connections after teardown: what holds it, as far as is known.
    public var lingering: String?
    /// Whether teardown had to escalate to SIGKILL.
    public var killed = false
    /// The run's process group (empty again once the run returns).
    public var processGroup: pid_t = 0
}
