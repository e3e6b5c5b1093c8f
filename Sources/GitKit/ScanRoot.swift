/// A sub-folder of a repository, as a "/"-separated path without leading or trailing slash ("" = the root).
struct ScanRoot: Sendable, Hashable {
    /// The folder as given, normalised.
    let path: String
    /// `path` + "/" as raw bytes, or empty for the root: the prefix every file under it starts with.
    let prefix: [UInt8]

    init(_ subdirectory: String) {
        let trimmed = subdirectory.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .joined(separator: "/")
        path = trimmed
        prefix = trimmed.isEmpty ? [] : Array(trimmed.utf8) + [UInt8(ascii: "/")]
    }

    /// The part of `repositoryPath` below this root, or nil when the file lies elsewhere.
    func relative(_ repositoryPath: [UInt8]) -> [UInt8]? {
        guard repositoryPath.count > prefix.count, repositoryPath.starts(with: prefix) else { return nil }
        return Array(repositoryPath[prefix.count...])
    }
}
