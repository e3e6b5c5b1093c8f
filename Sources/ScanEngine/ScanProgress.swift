/// Progress of a scan, for a progress bar on stderr.
public struct ScanProgress: Sendable, Equatable {
    public enum Phase: String, Sendable {
        case listing, lexing, configuration, dependencies, rules
    }

    public var phase: Phase
    public var done: Int
    public var total: Int

    public init(phase: Phase, done: Int, total: Int) {
        self.phase = phase
        self.done = done
        self.total = total
    }
}
