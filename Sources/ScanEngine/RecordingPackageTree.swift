import AuditModel
import DependencyAudit
import Foundation

/// A disk package tree that notes every question asked of it and a digest of each answer in a `DiskReadLog`, so
/// that a result computed from it can later be checked still true (`DiskProbe.holds()`) without being recomputed.
///
/// A revision scan reads the revision from the object database, but its dependency audit may fall back to
/// `node_modules` on disk; a working-tree scan's audit reads the disk throughout. These probes are what makes
/// a cached report of either safe to reuse. Questions are noted by absolute path: one log serves several roots.
final class RecordingPackageTree: PackageTree, @unchecked Sendable {
    let base: DiskPackageTree
    let log: DiskReadLog

    init(_ base: DiskPackageTree, log: DiskReadLog = DiskReadLog()) {
        self.base = base
        self.log = log
    }

    /// Every question asked so far (of any tree sharing the log); nil when the disk changed while it was asked.
    var probes: [DiskProbe]? { log.probes }

    private func record(_ kind: DiskProbe.Kind, _ path: String, _ digest: UInt64) {
        // As `DiskPackageTree` resolves it: an absolute path stands as it is.
        let absolute = path.hasPrefix("/") ? path : path.isEmpty ? base.root : base.root == "/" ? "/" + path : base.root + "/" + path
        log.record(kind, absolute, digest)
    }

    func entryKind(at path: String) -> PackageTreeEntryKind? {
        let answer = base.entryKind(at: path)
        record(.entryKind, path, DiskProbe.digest(answer))
        return answer
    }

    func linkTarget(at path: String) -> String? {
        let answer = base.linkTarget(at: path)
        record(.linkTarget, path, DiskProbe.digest(answer.map { Array($0.utf8) }))
        return answer
    }

    func fileContents(at path: String) -> [UInt8]? {
        let answer = base.fileContents(at: path)
        record(.fileContents, path, DiskProbe.digest(answer))
        return answer
    }

    func directoryEntries(at path: String) -> [String]? {
        let answer = base.directoryEntries(at: path)
        record(.directoryEntries, path, DiskProbe.digest(answer))
        return answer
    }

    // A pure function of the roots: nothing on disk to record.
    func treePath(forAbsolute path: String) -> String? { base.treePath(forAbsolute: path) }
}
