/// A package tree held in memory: files, and links with their stored targets. Directories are implied by
/// the paths of their contents (or declared empty). Used by tests and by callers that already hold files.
public struct InMemoryPackageTree: PackageTree {
    private var files: [String: [UInt8]] = [:]
    private var links: [String: String] = [:]
    private var directories: Set<String> = [""]

    public init() {}

    /// Files from text, keyed by tree path.
    public init(files: [String: String], links: [String: String] = [:]) {
        for (path, text) in files { addFile(path, text) }
        for (path, target) in links { addLink(path, target: target) }
    }

    public mutating func addFile(_ path: String, _ text: String) {
        addFile(path, bytes: Array(text.utf8))
    }

    public mutating func addFile(_ path: String, bytes: [UInt8]) {
        let normal = PathUtilities.normalise(path)
        files[normal] = bytes
        addParents(of: normal)
    }

    /// A link at `path` whose stored target is `target` (relative to the link's directory or absolute).
    public mutating func addLink(_ path: String, target: String) {
        let normal = PathUtilities.normalise(path)
        links[normal] = target
        addParents(of: normal)
    }

    public mutating func addDirectory(_ path: String) {
        let normal = PathUtilities.normalise(path)
        directories.insert(normal)
        addParents(of: normal)
    }

    private mutating func addParents(of path: String) {
        var directory = PathUtilities.directory(of: path)
        while !directories.contains(directory) {
            directories.insert(directory)
            if directory.isEmpty { break }
            directory = PathUtilities.directory(of: directory)
        }
    }

    public func entryKind(at path: String) -> PackageTreeEntryKind? {
        if links[path] != nil { return .symlink }
        if files[path] != nil { return .file }
        if directories.contains(path) { return .directory }
        return nil
    }

    public func linkTarget(at path: String) -> String? { links[path] }

    public func fileContents(at path: String) -> [UInt8]? { files[path] }

    public func directoryEntries(at path: String) -> [String]? {
        guard directories.contains(path) else { return nil }
        let prefix = path.isEmpty ? "" : path + "/"
        var names = Set<String>()
        for key in files.keys where key.hasPrefix(prefix) { names.insert(firstComponent(key, after: prefix)) }
        for key in links.keys where key.hasPrefix(prefix) { names.insert(firstComponent(key, after: prefix)) }
        for key in directories where key.hasPrefix(prefix) && key != path { names.insert(firstComponent(key, after: prefix)) }
        return names.sorted()
    }

    private func firstComponent(_ path: String, after prefix: String) -> String {
        let rest = path.dropFirst(prefix.count)
        return String(rest.split(separator: "/", maxSplits: 1).first ?? rest)
    }

    /// Nothing outside the project is held in memory: an absolute link target always leaves it.
    public func treePath(forAbsolute path: String) -> String? { nil }
}
