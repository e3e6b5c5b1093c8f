import DependencyAudit
import Foundation
import GitKit

/// Where a revision scan's whole report is cached, and what must still hold on disk for it to be reused.
///
/// The scanned folder's tree id stands for every path and blob under it; the request adds the settings that
/// change a report (configuration, skip policy, Vite target, shard). The one input outside the object database
/// is `node_modules` in the working directory, which the dependency audit falls back to when the revision has
/// none: what it read there is recorded with the report and checked before reuse. Working-tree scans are not
/// cached whole (their files have no tree id); their per-file results are.
struct ReportCacheKey {
    /// The scanned folder's tree at the revision.
    let treeID: String
    /// The settings and the scanned folder's place, folded with `treeID` into the entry's key.
    let variant: String
    /// The folder the dependency audit may read `node_modules` from; nil for a bare repository.
    let diskTree: DiskPackageTree?

    init?(input: ScanInput, request: ScanRequest) {
        guard !input.isWorkingTree, let revision = input.source as? RevisionSource else { return nil }
        treeID = revision.rootTreeID
        diskTree = Self.nodeModulesFallback(for: input)
        variant = [
            "report", input.rootInRepository, diskTree?.root ?? "", String(request.viteMajor),
            request.shard.map { "\($0.index)/\($0.count)" } ?? "",
        ].joined(separator: "\u{0}")
    }

    /// The working directory's copy of the scanned folder, where a revision scan looks for `node_modules`.
    static func nodeModulesFallback(for input: ScanInput) -> DiskPackageTree? {
        input.repository?.workdir.map {
            DiskPackageTree(root: URL(fileURLWithPath: $0).appendingPathComponent(input.rootInRepository).standardizedFileURL.path)
        }
    }
}
