import Foundation

/// One regular file listed by a `FileSource`.
public struct SourceFileEntry: Sendable, Hashable {
    /// Path relative to the scan root with "/" separators, for display: each byte that is not UTF-8 is written as
    /// git quotes it, `\377`, so that two names differing only there stay two paths (U+FFFD would merge them).
    public let path: String
    /// The exact bytes of the path relative to the scan root: the file's identity, used for reading and ordering.
    public let rawPath: [UInt8]
    /// Size in bytes when the listing knows it (files on disk); nil for revision listings, which would have to
    /// open every object to learn it: `FileSource.contentSize(of:)` asks when the file is about to be read.
    public private(set) var size: Int?
    /// The git blob id of the content when known (committed blobs, unmodified tracked files, hashed edits).
    public let blobID: String?
    /// Whether git records the file as executable (mode 100755).
    public let isExecutable: Bool

    /// Builds an entry from the raw path; the display `path` is derived from it.
    public init(rawPath: [UInt8], size: Int?, blobID: String?, isExecutable: Bool = false) {
        self.rawPath = rawPath
        self.path = Self.displayPath(rawPath)
        self.size = size
        self.blobID = blobID
        self.isExecutable = isExecutable
    }

    /// `raw` as text: valid UTF-8 as it is, each other byte as a backslash and three octal digits.
    public static func displayPath(_ raw: [UInt8]) -> String {
        if let valid = String(validating: raw, as: UTF8.self) { return valid }
        var text = ""
        var index = 0
        while index < raw.count {
            let lead = raw[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
            if length > 0, index + length <= raw.count, let scalar = String(validating: raw[index..<(index + length)], as: UTF8.self) {
                text += scalar
                index += length
            } else {
                text += String(format: "\\%03o", lead)
                index += 1
            }
        }
        return text
    }

    /// This entry with its content size known (learnt by reading it), so that a second read need not ask the
    /// object database for the size first.
    public func knowingSize(_ size: Int) -> SourceFileEntry {
        guard self.size == nil else { return self }
        var entry = self
        entry.size = size
        return entry
    }

    /// The file name extension without the dot ("js" for "src/App.js"), empty when there is none.
    public var fileExtension: Substring {
        // Bytes, not characters: asked several times per file, and a file system's names are bytes.
        let bytes = path.utf8
        let name = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        guard let dot = bytes[name...].lastIndex(of: UInt8(ascii: ".")), dot != name else { return "" }
        return path[bytes.index(after: dot)...]
    }

    /// Orders entries by raw path bytes, so listings are deterministic whatever the locale or encoding.
    public static func byRawPath(_ lhs: SourceFileEntry, _ rhs: SourceFileEntry) -> Bool {
        // memcmp: the generic element-wise comparison was most of sorting a large listing.
        lhs.rawPath.withUnsafeBufferPointer { a in
            rhs.rawPath.withUnsafeBufferPointer { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }
}
