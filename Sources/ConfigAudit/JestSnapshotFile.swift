import AuditModel

/// A Jest snapshot file (`__snapshots__/*.snap`) as the configuration rules read it: once, for every question they ask
/// of it (its format, and whether it recorded class names).
struct JestSnapshotFile {
    var path: String
    /// The 1-based line of its first value in Jest ≤ 28's format (`JestSnapshotFormat`), or nil.
    var legacyLine: Int?
    /// Whether it holds `className=`: rendered elements whose class names Jest's CSS-module mapping chose.
    var recordsClassNames: Bool

    /// Whether `path` is a Jest snapshot file of the project (not a package's).
    static func isSnapshot(_ path: String) -> Bool {
        guard path.hasSuffix(".snap") else { return false }
        let parts = path.split(separator: "/")
        return parts.contains("__snapshots__") && !parts.contains("node_modules")
    }

    init?(path: String, bytes: [UInt8]?) {
        guard let bytes else { return nil }
        self.path = path
        legacyLine = JestSnapshotFormat.firstLegacyLine(inSnapshotFile: bytes[...]).map { $0 + 1 }
        recordsClassNames = ByteSearch.firstOffset(of: Array("className=".utf8), in: bytes) != nil
    }
}
