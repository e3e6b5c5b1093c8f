import Foundation
import GitKit

/// The listed files of a scan by path, with the reader that fetches their bytes on demand (configuration
/// files, `.env` files, `index.html`: read once each, only when asked for).
struct ProjectFileIndex: Sendable {
    let entries: [String: SourceFileEntry]
    let source: any FileSource
    /// Files asked for that could not be read as text (binary, over the size limit), for the report's warnings.
    let unreadText = UnreadTextLog()

    init(files: [SourceFileEntry], source: any FileSource) {
        var entries: [String: SourceFileEntry] = [:]
        for file in files { entries[file.path] = file }
        self.entries = entries
        self.source = source
    }

    var paths: [String] { entries.keys.sorted() }

    func contains(_ path: String) -> Bool { entries[path] != nil }

    /// The size of a listed file, binary or not, from the listing or the object's header; nil when absent or unknown.
    func size(_ path: String) -> Int? {
        entries[path].flatMap { try? source.contentSize(of: $0) }
    }

    /// The bytes of a listed text file, or nil when it is absent, unreadable, binary or over `limit`. A file that
    /// is not UTF-8 is read anyway, its invalid bytes as U+FFFD: a `.env` or `package.json` with one Latin-1
    /// comment still holds its configuration. Binary and too large files are noted in `unreadText`.
    func text(_ path: String, limit: Int) -> [UInt8]? {
        guard let entry = entries[path], let content = try? source.loadText(entry, sizeLimit: limit) else { return nil }
        switch content {
        case .text(let bytes): return bytes
        case .notUTF8:
            guard let bytes = try? source.read(entry) else { return nil }
            return Array(String(decoding: bytes, as: UTF8.self).utf8)
        case .binary:
            unreadText.note(path, "a binary file (it holds NUL bytes)")
            return nil
        case .tooLarge(let size):
            unreadText.note(path, "\(size) bytes, over the \(limit)-byte limit (skip.maxFileSize)")
            return nil
        }
    }
}
