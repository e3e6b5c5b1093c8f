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
            let workspace = EnclosingWorkspace.find(above: input.rootInRepository, in: RevisionCommitTree(revision: revision)),
            let source = try? RevisionSource(repository: revision.repository, revision: revision.commitID, subdirectory: workspace.root)
        else { return nil }
        return RevisionWorkspace(workspace: workspace, source: FailureNotingSource(source), treeID: source.rootTreeID)
    }
}
