import DependencyAudit
import Foundation
import GitKit

/// Where a scan's whole report is cached, and what must still hold on disk for it to be reused.
///
/// A revision's scanned folder has a tree id standing for every path and blob under it; a git working tree's
/// listing has a content id that does the same (`FileListing.contentID`). The request adds the settings that
/// change a report (configuration, skip policy, Vite target, shard). What the dependency audit read on disk
/// (`node_modules`, and for a working tree its manifests and the folders above it) is recorded with the report
/// as probes and checked before reuse. Scans outside git are not cached whole: their files have no ids.
struct ReportCacheKey {
    /// What the scanned files are: the tree id at the revision, or the working tree listing's content id.
    let contentID: String
    /// The settings and the scanned folder's place, folded with `contentID` into the entry's key.
    let variant: String
    /// The folder a revision scan's dependency audit may read `node_modules` from; nil for a bare repository and
    /// for a working tree (whose audit reads the disk throughout, through its own recording trees).
    let nodeModulesFallback: DiskPackageTree?

    /// The key of a revision scan: known before anything is listed. A monorepo package's report also depends on
    /// its workspace root (lockfile, manifests): that tree is part of the key; so is `siblingsFolder`'s, the folder
    /// whose tree decides the sibling packages a configuration may require (`SiblingPackages.atRevision`).
    init?(revisionOf input: ScanInput, workspace: RevisionWorkspace?, siblingsFolder: String? = nil, request: ScanRequest) {
        guard !input.isWorkingTree, let revision = input.source as? RevisionSource else { return nil }
        var contentID = workspace.map { revision.rootTreeID + "+" + $0.treeID } ?? revision.rootTreeID
        if let siblingsFolder, siblingsFolder != workspace?.workspace.root {
            // Not found at the revision: no key rather than one that misses what the audit reads.
            guard let tree = try? RevisionSource(repository: revision.repository, revision: revision.commitID, subdirectory: siblingsFolder) else { return nil }
            contentID += "+" + tree.rootTreeID
        }
        self.contentID = contentID
        nodeModulesFallback = Self.nodeModulesFallback(for: input, workspace: workspace)
        variant = Self.variant(
            "report", input: input, diskRoot: [workspace?.workspace.root ?? "", nodeModulesFallback?.root ?? ""].joined(separator: "\u{0}"),
            request: request)
    }

    /// The key of a git working tree's scan, from its listing; nil when a file's content id is unknown.
    init?(workingTreeOf input: ScanInput, listing: FileListing, request: ScanRequest) {
        guard input.isWorkingTree, input.repository != nil, let id = listing.contentID else { return nil }
        contentID = id
        nodeModulesFallback = nil
        variant = Self.variant("working tree report", input: input, diskRoot: Scanner.diskRoot(of: input, path: request.path), request: request)
    }

    private static func variant(_ kind: String, input: ScanInput, diskRoot: String, request: ScanRequest) -> String {
        [kind, input.rootInRepository, diskRoot, String(request.viteMajor), String(request.detectsViteMajor), request.shard.map { "\($0.index)/\($0.count)" } ?? ""]
            .joined(separator: "\u{0}")
    }

    /// The working directory's copy of the scanned folder (or of its workspace root), where a revision scan looks
    /// for `node_modules`.
    static func nodeModulesFallback(for input: ScanInput, workspace: RevisionWorkspace?) -> DiskPackageTree? {
        input.repository?.workdir.map {
            let folder = workspace?.workspace.root ?? input.rootInRepository
            return DiskPackageTree(root: URL(fileURLWithPath: $0).appendingPathComponent(folder).standardizedFileURL.path)
        }
    }
}
