import GitKit

/// The listed files of a scan by path, with the reader that fetches their bytes on demand (configuration
/// files, `.env` files, `index.html`: read once each, only when asked for).
struct ProjectFileIndex: Sendable {
    let entries: [String: SourceFileEntry]
    let source: any FileSource

    init(files: [SourceFileEntry], source: any FileSource) {
        var entries: [String: SourceFileEntry] = [:]
        for file in files { entries[file.path] = file }
        self.entries = entries
        self.source = source
    }

    var paths: [String] { entries.keys.sorted() }

    func contains(_ path: String) -> Bool { entries[path] != nil }

    /// The bytes of a listed text file, or nil when it is absent, unreadable, binary or over `limit`.
    func text(_ path: String, limit: Int) -> [UInt8]? {
        guard let entry = entries[path], let content = try? source.loadText(entry, sizeLimit: limit),
            case .text(let bytes) = content
        else { return nil }
        return bytes
    }
}
