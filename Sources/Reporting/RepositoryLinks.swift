import AuditModel

/// Web links to a line of a file at the scanned commit, when the repository's web address is known.
///
/// Links use the `…/blob/<commit>/<path>#L<line>` form that GitHub, Gitea and Forgejo share. Only `https://`
/// and `http://` addresses are linked, so a configured address can never become a `javascript:` link. A working-tree
/// file whose content is not the commit's (`source.uncommittedFiles`) gets no link: its lines there are other lines.
public struct RepositoryLinks: Sendable, Equatable {
    public var baseURL: String
    public var commit: String
    /// The scanned folder inside the repository ("" for the root), prefixed to finding paths.
    public var root: String
    /// The UTF-8 bytes of the paths not to link (`é.js` spelt two ways is two files).
    public var uncommitted: Set<[UInt8]>

    public init?(source: ScanReport.Source) {
        guard var url = source.repositoryURL, let commit = source.commit, !commit.isEmpty else { return nil }
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else { return nil }
        guard !url.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "(" || $0 == ")" })
        else { return nil }
        while url.hasSuffix("/") { url.removeLast() }
        if url.hasSuffix(".git") { url.removeLast(4) }
        guard commit.allSatisfy({ $0.isHexDigit }) else { return nil }
        self.baseURL = url
        self.commit = commit
        self.root = source.root
        self.uncommitted = Set((source.uncommittedFiles ?? []).map { Array($0.utf8) })
    }

    /// The file's path from the repository root.
    public func repositoryPath(_ file: String) -> String {
        ReportPaths.repositoryPath(file, root: root)
    }

    /// The link to `file` at `line` (to the file alone when `line` is 0), percent-encoded; nil when the scanned file
    /// is not the commit's.
    public func url(file: String, line: Int) -> String? {
        guard !uncommitted.contains(Array(file.utf8)) else { return nil }
        return "\(baseURL)/blob/\(commit)/\(MarkdownText.urlPath(repositoryPath(file)))" + (line >= 1 ? "#L\(line)" : "")
    }
}

/// Paths as CI systems want them: relative to the repository root rather than the scanned folder.
public enum ReportPaths {
    public static func repositoryPath(_ file: String, root: String) -> String {
        var root = root
        while root.hasSuffix("/") { root.removeLast() }
        while root.hasPrefix("./") { root.removeFirst(2) }
        guard !root.isEmpty, root != "." else { return file }
        // A file outside the scanned package (a sibling's shared webpack config, the workspace root's lockfile) is
        // `../webpack-config/webpack.base.js`: GitHub and SARIF viewers want `packages/webpack-config/webpack.base.js`.
        var folders = root.split(separator: "/")
        var rest = Substring(file)
        while rest.hasPrefix("../"), !folders.isEmpty {
            folders.removeLast()
            rest = rest.dropFirst(3)
        }
        return folders.isEmpty ? String(rest) : folders.joined(separator: "/") + "/" + rest
    }
}
