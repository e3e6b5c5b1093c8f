import DependencyAudit
import GitKit

/// A `PackageTree` over the files of a revision (node_modules committed, as fixture repositories do), with
/// an optional fallback to a folder on disk for `node_modules` when the revision has none.
struct RevisionPackageTree: PackageTree {
    private let files: [String: SourceFileEntry]
    private let directories: [String: [String]]
    private let source: any FileSource
    private let fallback: (any PackageTree)?

    /// The listing by path and folder: built apart from the tree, so that a scan can build it while it lexes.
    struct Index: Sendable {
        var files: [String: SourceFileEntry] = [:]
        var directories: [String: [String]] = [:]

        init(files listed: [SourceFileEntry]) {
            var directories: [String: Set<String>] = ["": []]
            for entry in listed {
                files[entry.path] = entry
                // Each folder on the path lists its next component, deepest first; a folder already known has its
                // ancestors' entries already, so the walk up stops there (one hash per file in a wide tree, not one
                // per folder of its path).
                let path = entry.path
                var end = path.endIndex
                while true {
                    let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/"))
                    let parent = slash.map { String(path[..<$0]) } ?? ""
                    let nameStart = slash.map { path.index(after: $0) } ?? path.startIndex
                    let name = path[nameStart..<end]
                    let known = directories[parent] != nil
                    if !name.isEmpty { directories[parent, default: []].insert(String(name)) }
                    guard !known, let slash else { break }
                    end = slash
                }
            }
            self.directories = directories.mapValues { $0.sorted() }
        }
    }

    init(files listed: [SourceFileEntry], source: any FileSource, nodeModulesFallback: (any PackageTree)?) {
        self.init(index: Index(files: listed), source: source, nodeModulesFallback: nodeModulesFallback)
    }

    init(index: Index, source: any FileSource, nodeModulesFallback: (any PackageTree)?) {
        self.files = index.files
        self.directories = index.directories
        self.source = source
        self.fallback = nodeModulesFallback
    }

    /// Paths in a `node_modules` folder the revision does not have are read from the disk (installed, not
    /// committed): the root's, and a monorepo package's own (`packages/web/node_modules`, pnpm's links).
    private func usesFallback(_ path: String) -> Bool {
        guard fallback != nil, let folder = Self.nodeModulesFolder(containing: path) else { return false }
        return directories[folder] == nil
    }

    /// The first `node_modules` folder on `path` (the path itself when it is one), or nil.
    static func nodeModulesFolder(containing path: String) -> String? {
        var componentStart = path.startIndex
        while componentStart < path.endIndex {
            let end = path[componentStart...].firstIndex(of: "/") ?? path.endIndex
            if path[componentStart..<end] == "node_modules" { return String(path[..<end]) }
            guard end < path.endIndex else { return nil }
            componentStart = path.index(after: end)
        }
        return nil
    }

    func entryKind(at path: String) -> PackageTreeEntryKind? {
        if usesFallback(path) { return fallback?.entryKind(at: path) }
        if files[path] != nil { return .file }
        return directories[path] != nil ? .directory : nil
    }

    func linkTarget(at path: String) -> String? {
        usesFallback(path) ? fallback?.linkTarget(at: path) : nil
    }

    func fileContents(at path: String) -> [UInt8]? {
        if usesFallback(path) { return fallback?.fileContents(at: path) }
        guard let entry = files[path] else { return nil }
        return try? source.read(entry)
    }

    func directoryEntries(at path: String) -> [String]? {
        if usesFallback(path) { return fallback?.directoryEntries(at: path) }
        var names = directories[path]
        let nodeModules = PathUtilities.join(path, "node_modules")
        if names != nil, fallback != nil, directories[nodeModules] == nil, fallback?.entryKind(at: nodeModules) == .directory {
            names = ((names ?? []) + ["node_modules"]).sorted()
        }
        return names
    }

    func treePath(forAbsolute path: String) -> String? {
        fallback?.treePath(forAbsolute: path)
    }
}
