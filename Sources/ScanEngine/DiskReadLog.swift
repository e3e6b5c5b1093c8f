import AuditModel
import Foundation

/// Every question a scan asked of the disk outside its listed files, with a digest of each answer, shared by the
/// recording trees of one scan (a monorepo package's audit reads both its workspace root and the folders above).
final class DiskReadLog: @unchecked Sendable {
    // Guarded by `lock`: the dependency audit may ask from several threads.
    private var answers: [DiskProbe.Question: UInt64] = [:]
    private var changedWhileAsked = false
    private let lock = NSLock()

    init() {}

    /// Every question so far with its answer's digest, in a stable order; nil when one question got two answers
    /// (the folder changed during the scan: what was computed from it is not worth keeping).
    var probes: [DiskProbe]? {
        let recorded: [DiskProbe.Question: UInt64]? = lock.withLock { changedWhileAsked ? nil : answers }
        guard let recorded else { return nil }
        return recorded.map { DiskProbe(question: $0.key, digest: $0.value) }.sorted(by: DiskProbe.precedes)
    }

    /// Notes that asking `kind` of the absolute `path` gave an answer digesting to `digest`.
    func record(_ kind: DiskProbe.Kind, _ path: String, _ digest: UInt64) {
        lock.withLock {
            let previous = answers.updateValue(digest, forKey: DiskProbe.Question(kind: kind, path: path))
            if let previous, previous != digest { changedWhileAsked = true }
        }
    }
}
