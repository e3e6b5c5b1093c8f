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
