/// Where a scan's files come from: the working tree, a revision, or a plain folder.
public protocol FileSource: Sendable {
    /// Lists the regular files under the scan root, sorted by raw path bytes, with warnings for files that
    /// could not be listed (the rest is still listed).
    func listFiles() throws -> FileListing
    /// Reads the whole content of `entry`. Callers check its size first to skip files over their limit.
    func read(_ entry: SourceFileEntry) throws -> [UInt8]
    /// The size of `entry`'s content, without reading the content when the source can tell it cheaply.
    func contentSize(of entry: SourceFileEntry) throws -> Int
    /// A source that reads the same files for one thread at a time, free to keep state between reads (folders
    /// held open); the default is the source itself.
    func forOneThread() -> any FileSource
}

extension FileSource {
    public func forOneThread() -> any FileSource { self }

    /// The listed size, else the length of the content.
    public func contentSize(of entry: SourceFileEntry) throws -> Int {
        try entry.size ?? read(entry).count
    }

    /// Reads `entry` and classifies it for lexing, without reading it at all when it is larger than `sizeLimit`.
    public func loadText(_ entry: SourceFileEntry, sizeLimit: Int) throws -> FileContent {
        let size = try entry.size ?? contentSize(of: entry)
        if size > sizeLimit { return .tooLarge(size: size) }
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
