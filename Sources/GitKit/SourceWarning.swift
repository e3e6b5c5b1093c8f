/// A problem with one file or folder that does not stop the scan.
public struct SourceWarning: Sendable, Hashable, CustomStringConvertible {
    /// Path relative to the scan root.
    public let path: String
    /// What went wrong and what it means for the scan.
    public let message: String

    /// Builds a warning.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// "path: message".
    public var description: String { "\(path): \(message)" }
}
