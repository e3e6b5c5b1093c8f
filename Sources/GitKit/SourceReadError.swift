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

extension SourceReadError {
    /// What went wrong, for a warning that names the file already: a read error's reason alone (so that files
    /// failing alike, every blob a partial clone lacks, read as one group), any other error in full.
    public static func reason(of error: any Error) -> String {
        (error as? SourceReadError)?.reason ?? "\(error)"
    }
}
