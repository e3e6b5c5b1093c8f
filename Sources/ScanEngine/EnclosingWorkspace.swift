import DependencyAudit
import Foundation

/// The monorepo a scanned folder belongs to, when it is one package of it: the nearest ancestor holding a
/// lockfile (or, lacking one, a package.json with `workspaces`). Vite and Node find a package by walking up to
/// the hoisted `node_modules` there, so the dependency audit reads that folder, not only the scanned one.
struct EnclosingWorkspace: Equatable {
    /// The workspace root, relative to the tree it was looked up in ("" for that tree's root).
    let root: String
    /// The scanned folder relative to the workspace root (never "").
    let package: String

    /// Looks from `folder` (a path in `tree`) up to the tree's root. Nil when the folder holds its own lockfile,
    /// or when no ancestor looks like a workspace root: the scanned folder is then the project, as before.
    /// `workspacesOnly` (outside a repository, where the walk may reach a home folder's stray lockfile): only an
    /// ancestor that declares workspaces counts.
    static func find(above folder: String, in tree: any PackageTree, workspacesOnly: Bool = false) -> EnclosingWorkspace? {
        if hasLockfile(folder, tree) { return nil }
        var workspaceCandidate: String?
        var current = folder
        while !current.isEmpty {
            current = PathUtilities.directory(of: current)
            if !workspacesOnly, hasLockfile(current, tree) { return EnclosingWorkspace(root: current, ancestorOf: folder) }
            if workspaceCandidate == nil, declaresWorkspaces(current, tree) {
                if workspacesOnly { return EnclosingWorkspace(root: current, ancestorOf: folder) }
                workspaceCandidate = current
            }
        }
        return workspaceCandidate.map { EnclosingWorkspace(root: $0, ancestorOf: folder) }
    }

    private init(root: String, ancestorOf folder: String) {
        self.root = root
        package = root.isEmpty ? folder : String(folder.dropFirst(root.count + 1))
    }

    private static func hasLockfile(_ folder: String, _ tree: any PackageTree) -> Bool {
        LockfileParser.fileNames.contains { tree.isFile(PathUtilities.join(folder, $0)) }
    }

    /// The nearest ancestor of `folder` that declares workspaces (package.json `workspaces`, pnpm-workspace.yaml,
    /// lerna.json), lockfiles or not: where the sibling packages a configuration requires by name are listed,
    /// also in a lerna monorepo whose packages each keep their own lockfile.
    static func declaring(above folder: String, in tree: any PackageTree) -> EnclosingWorkspace? {
        var current = folder
        while !current.isEmpty {
            current = PathUtilities.directory(of: current)
            if declaresWorkspaces(current, tree) { return EnclosingWorkspace(root: current, ancestorOf: folder) }
        }
        return nil
    }

    private static func declaresWorkspaces(_ folder: String, _ tree: any PackageTree) -> Bool {
        // lerna 2 and 3 monorepos list their packages in lerna.json, often with no `workspaces` in package.json.
        if tree.isFile(PathUtilities.join(folder, "pnpm-workspace.yaml")) || tree.isFile(PathUtilities.join(folder, "lerna.json")) { return true }
        let path = PathUtilities.join(folder, "package.json")
        guard let bytes = tree.read(path), case .success(let manifest) = PackageManifest.parse(path: path, bytes: bytes) else { return false }
        return !manifest.workspaceGlobs.isEmpty
    }
}
