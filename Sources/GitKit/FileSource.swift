/// Where a scan's files come from: the working tree, a revision, or a plain folder.
public protocol FileSource: Sendable {
    /// Lists the regular files under the scan root, sorted by raw path bytes, with warnings for files that
    /// could not be listed (the rest is still listed).
    func listFiles() throws -> FileListing
    /// Reads the whole content of `entry`. Callers check `entry.size` first to skip files over their limit.
    func read(_ entry: SourceFileEntry) throws -> [UInt8]
}

extension FileSource {
    /// Reads `entry` and classifies it for lexing, without reading it at all when it is larger than `sizeLimit`.
    public func loadText(_ entry: SourceFileEntry, sizeLimit: Int) throws -> FileContent {
        if entry.size > sizeLimit { return .tooLarge(size: entry.size) }
        let bytes = try read(entry)
        // The file may have grown since it was listed.
        if bytes.count > sizeLimit { return .tooLarge(size: bytes.count) }
        switch ContentClassifier.classify(bytes) {
        case .text: return .text(bytes)
        case .binary: return .binary
        case .invalidUTF8: return .notUTF8
        }
    }
}

/// The outcome of `FileSource.loadText`: text bytes to lex, or why the file is skipped.
public enum FileContent: Sendable, Equatable {
    /// Valid UTF-8 without NUL bytes, exactly as stored (BOM and CRLF included).
    case text([UInt8])
    /// A NUL byte in the first 8 KB: not source code.
    case binary
    /// Not valid UTF-8.
    case notUTF8
    /// Larger than the limit; not read.
    case tooLarge(size: Int)
}

/// The files of a source plus the problems met while listing them.
public struct FileListing: Sendable, Equatable {
    /// Regular files, sorted by raw path bytes.
    public var files: [SourceFileEntry]
    /// One warning per file or folder that could not be listed (e.g. a blob missing from a partial clone).
    public var warnings: [SourceWarning]

    /// Builds a listing, sorting both parts so that output is deterministic.
    public init(files: [SourceFileEntry], warnings: [SourceWarning]) {
        self.files = files.sorted(by: SourceFileEntry.byRawPath)
        self.warnings = warnings.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}

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
