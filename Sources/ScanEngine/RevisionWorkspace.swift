import DependencyAudit
import Foundation
import GitKit

/// A monorepo package scanned at a revision: the workspace root above it, as the revision has it (its lockfile
/// and manifests), whose hoisted `node_modules` Vite and Node would find. The same walk as a working-tree scan's
/// (`EnclosingWorkspace`), asked of the commit's tree instead of the disk.
struct RevisionWorkspace {
    /// The workspace root relative to the repository root, and the scanned folder relative to it.
    let workspace: EnclosingWorkspace
    /// The workspace root's files at the revision; failures noted, like the scanned folder's.
    let source: FailureNotingSource
    /// The workspace root's tree at the revision: every package in it, the lockfile and manifests.
    let treeID: String

    /// The workspace above the scanned folder of a revision scan, or nil: not a revision, the repository root
    /// scanned, a lockfile of the folder's own, or no ancestor that looks like a workspace root.
    static func find(for input: ScanInput) -> RevisionWorkspace? {
        guard !input.isWorkingTree, !input.rootInRepository.isEmpty, let revision = input.source as? RevisionSource,
            let workspace = EnclosingWorkspace.find(above: input.rootInRepository, in: CommitTree(revision: revision)),
            let source = try? RevisionSource(repository: revision.repository, revision: revision.commitID, subdirectory: workspace.root)
        else { return nil }
        return RevisionWorkspace(workspace: workspace, source: FailureNotingSource(source), treeID: source.rootTreeID)
    }

    /// The commit's whole tree as far as the workspace walk asks: files and folders by repository path.
    private struct CommitTree: PackageTree {
        let revision: RevisionSource

        func entryKind(at path: String) -> PackageTreeEntryKind? {
            if revision.isFile(atRepositoryPath: path) { return .file }
            return revision.isFolder(atRepositoryPath: path) ? .directory : nil
        }

        func linkTarget(at path: String) -> String? { nil }
        func fileContents(at path: String) -> [UInt8]? { revision.contents(atRepositoryPath: path) }
        // The walk never lists a folder: it asks for known file names.
        func directoryEntries(at path: String) -> [String]? { nil }
        func treePath(forAbsolute path: String) -> String? { nil }
    }
}
