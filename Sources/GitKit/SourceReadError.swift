/// A file that could not be read from a source.
public struct SourceReadError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Path relative to the scan root.
    public let path: String
    /// Why it could not be read.
    public let reason: String

    /// Builds an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "cannot read 'path': reason".
    public var description: String { "cannot read '\(path)': \(reason)" }
}
