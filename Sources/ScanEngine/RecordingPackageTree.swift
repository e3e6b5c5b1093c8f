import AuditModel
import DependencyAudit
import Foundation

/// A disk package tree that remembers every question asked of it and a digest of each answer, so that a
/// result computed from it can later be checked still true (`DiskProbe.holds(in:)`) without being recomputed.
///
/// A revision scan reads the revision from the object database, but its dependency audit may fall back to
/// `node_modules` on disk; these probes are what makes a cached report of such a scan safe to reuse.
final class RecordingPackageTree: PackageTree, @unchecked Sendable {
    let base: DiskPackageTree
    // Guarded by `lock`: the dependency audit may ask from several threads.
    private var answers: [DiskProbe.Question: UInt64] = [:]
    private var changedWhileAsked = false
    private let lock = NSLock()

    init(_ base: DiskPackageTree) { self.base = base }

    /// Every question asked so far with its answer's digest, in a stable order; nil when one question got two
    /// answers (the folder changed during the scan: what was computed from it is not worth keeping).
    var probes: [DiskProbe]? {
        let recorded: [DiskProbe.Question: UInt64]? = lock.withLock { changedWhileAsked ? nil : answers }
        guard let recorded else { return nil }
        let probes = recorded.map { DiskProbe(question: $0.key, digest: $0.value) }
        return probes.sorted(by: DiskProbe.precedes)
    }

    private func record(_ kind: DiskProbe.Kind, _ path: String, _ digest: UInt64) {
        lock.withLock {
            let previous = answers.updateValue(digest, forKey: DiskProbe.Question(kind: kind, path: path))
            if let previous, previous != digest { changedWhileAsked = true }
        }
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
