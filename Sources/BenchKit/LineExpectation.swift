/// A pattern waiting for a line; filled in by the reading thread under the process lock, read after
/// `ManagedProcess.waitForAny` returned it.
public final class LineExpectation: @unchecked Sendable {
    public struct Match: Sendable {
        public var line: String
        /// Index 0 is the whole match; then the capture groups.
        public var captures: [String?]
        /// Monotonic instant the line's last bytes were read.
        public var time: UInt64
    }

    public let pattern: LinePattern
    /// Lines read before this monotonic instant are ignored.
    public let notBefore: UInt64
    public internal(set) var match: Match?

    init(_ pattern: LinePattern, notBefore: UInt64 = 0) {
        self.pattern = pattern
        self.notBefore = notBefore
    }
}
