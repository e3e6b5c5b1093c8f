import AuditModel
import ConfigAudit
import DependencyAudit
import Foundation
import GitKit

/// The other packages of the monorepo a scanned package belongs to, for its configuration audit: a webpack config
/// that requires `@org/webpack-config/webpack.base.js` builds the app with that package's loaders, plugins and
/// aliases. Located through the nearest ancestor declaring workspaces (package.json `workspaces`,
/// pnpm-workspace.yaml, lerna.json), lockfiles or not, so a lerna package with its own lockfile finds them too, and
/// whether or not node_modules links them; and through the package's own `file:` and `link:` dependencies.
struct SiblingPackages: Sendable {
    /// The packages, with folders relative to the scanned folder.
    let packages: WorkspacePackages
    /// The repository's files (or the filesystem's, without git), by path in it.
    private let tree: any PackageTree
    /// The scanned folder's path in `tree`.
    private let package: String

    /// Reads a file of a sibling package given relative to the scanned folder (`../webpack-config/webpack.base.js`).
    func read(_ path: String) -> [UInt8]? {
        guard packages.contains(path) else { return nil }
        return tree.read(PathUtilities.normalise(PathUtilities.join(package, path)))
    }

    /// The siblings of a package scanned at a revision and the folder whose tree decides them (the workspace root that
    /// declares them, its packages and the scanned package's `file:` folders): a revision's report key must hold that
    /// tree, or a report cached before a shared config, a sibling or lerna.json changed would be reused after.
    /// Nil folder: no workspace above and no `file:` dependency.
    static func atRevision(input: ScanInput) -> (siblings: SiblingPackages?, treeFolder: String?) {
        guard !input.isWorkingTree, !input.rootInRepository.isEmpty, let revision = input.source as? RevisionSource else { return (nil, nil) }
        let tree = RevisionCommitTree(revision: revision)
        let root = EnclosingWorkspace.declaring(above: input.rootInRepository, in: tree)?.root
        var folders = Self.fileDependencyFolders(of: input.rootInRepository, in: tree)
        if let root { folders.append(root) }
        let siblings = SiblingPackages(tree: tree, workspaceRoot: root, package: input.rootInRepository)
        folders += siblings?.treeFolders ?? []
        guard var common = folders.first.map(PathUtilities.components) else { return (siblings, nil) }
        for folder in folders.dropFirst() {
            let parts = PathUtilities.components(folder)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return (siblings, common.joined(separator: "/"))
    }

    /// The siblings of a working-tree or plain-folder scan, read from the disk (through `disk`, which may note the
    /// reads for a cached report); nil for a folder with neither a workspace above nor a `file:` dependency.
    static func onDisk(input: ScanInput, scannedFolder: String, disk: (String) -> any PackageTree) -> SiblingPackages? {
        // Within the work tree, as the dependency audit walks; without git, up to the filesystem root.
        let ceiling = input.repository?.workdir.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? "/"
        let inCeiling = input.repository == nil ? String(scannedFolder.drop { $0 == "/" }) : input.rootInRepository
        guard scannedFolder != ceiling, !inCeiling.isEmpty else { return nil }
        let tree = disk(ceiling)
        let workspace = EnclosingWorkspace.declaring(above: inCeiling, in: tree)
        return SiblingPackages(tree: tree, workspaceRoot: workspace?.root, package: inCeiling)
    }

    /// A package.json `exports` as `require()` reads it, by subpath: a string is the package itself; an object of
    /// subpaths (`"./base": "./webpack.base.js"`) or of conditions, whose `require`, `node` or `default` string wins.
    /// Patterns (`./*`) and nested conditions are left out: a require they answer is said not to be exported.
    static func requireExports(_ value: JSONValue?) -> [String: String] {
        func target(_ value: JSONValue) -> String? {
            if let text = value.stringValue { return text }
            return ["require", "node", "default"].lazy.compactMap { value[$0]?.stringValue }.first
        }
        guard let value else { return [:] }
        guard let members = value.objectMembers, members.contains(where: { $0.key.hasPrefix(".") }) else {
            return target(value).map { [".": $0] } ?? [:]
        }
        var exports: [String: String] = [:]
        for member in members where member.key.hasPrefix(".") && !member.key.contains("*") {
            if let file = target(member.value) { exports[member.key] = file }
        }
        return exports
    }

    /// `folder` relative to `package` (both paths in the same tree): `../webpack-config` from `packages/web`.
    static func path(of folder: String, from package: String) -> String {
        var up = PathUtilities.components(package)[...]
        var down = PathUtilities.components(folder)[...]
        while let first = up.first, first == down.first {
            up = up.dropFirst()
            down = down.dropFirst()
        }
        return (Array(repeating: "..", count: up.count) + down).joined(separator: "/")
    }

    /// `tree` holds the repository (or, without git, the filesystem); `workspaceRoot`, the folder in it whose globs
    /// list the packages, when one above `package` declares them. Either way the scanned package's own `file:` and
    /// `link:` dependencies (`"@acme/webpack-config": "file:../webpack-config"`) name packages too.
    /// The folders (paths in `tree`) the scanned package's own `file:` and `link:` dependencies name, inside the tree only.
    private static func fileDependencyFolders(of package: String, in tree: any PackageTree) -> [String] {
        var folders: [String] = []
        let ownPath = PathUtilities.join(package, "package.json")
        if let bytes = tree.read(ownPath), case .success(let own) = PackageManifest.parse(path: ownPath, bytes: bytes) {
            for declaration in own.declarations {
                guard let colon = declaration.range.firstIndex(of: ":"), ["file", "link"].contains(declaration.range[..<colon]) else { continue }
                let folder = PathUtilities.normalise(PathUtilities.join(package, String(declaration.range[declaration.range.index(after: colon)...])))
                // Inside the tree only: the reads never leave the work tree (or the revision).
                if !folder.isEmpty, !folder.hasPrefix(".."), !folder.hasPrefix("/"), !folders.contains(folder) { folders.append(folder) }
            }
        }
        return folders
    }

    /// The packages' folders, as paths in `tree`.
    private let treeFolders: [String]

    private init?(tree: any PackageTree, workspaceRoot: String?, package: String) {
        var folders: [String] = []
        if let workspaceRoot {
            let manifestPath = PathUtilities.join(workspaceRoot, "package.json")
            let manifest = tree.read(manifestPath).flatMap { try? PackageManifest.parse(path: manifestPath, bytes: $0).get() }
            var ignored: [ScanWarning] = []
            let globs = WorkspaceLocator.globs(root: workspaceRoot, manifest: manifest, tree: tree, warnings: &ignored)
            folders = WorkspaceLocator.expand(globs, root: workspaceRoot, tree: tree)
        }
        for folder in Self.fileDependencyFolders(of: package, in: tree) where !folders.contains(folder) { folders.append(folder) }
        var found: [WorkspacePackages.Package] = []
        var treeFolders: [String] = []
        for folder in folders where folder != package {
            let path = PathUtilities.join(folder, "package.json")
            guard let bytes = tree.read(path), case .success(let sibling) = PackageManifest.parse(path: path, bytes: bytes), let name = sibling.name else { continue }
            found.append(.init(name: name, folder: Self.path(of: folder, from: package), main: sibling.document["main"]?.stringValue, exports: Self.requireExports(sibling.document["exports"])))
            treeFolders.append(folder)
        }
        guard !found.isEmpty else { return nil }
        self.tree = tree
        self.package = package
        self.treeFolders = treeFolders
        packages = WorkspacePackages(packages: found, scannedFolder: package) { [tree, package] path in
            tree.isFile(PathUtilities.normalise(PathUtilities.join(package, path)))
        }
    }
}
