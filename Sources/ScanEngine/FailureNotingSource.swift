import Foundation
import GitKit

/// A file source that notes whether any read failed, for the readers that treat a failure as an absent file
/// (configuration, lockfiles, package manifests): a report built while a blob was missing (a partial clone's
/// objects not fetched yet) must not be cached as the revision's report. It also notes every path asked for: the
/// files a shard's digest must cover.
final class FailureNotingSource: FileSource, @unchecked Sendable {
    private let base: any FileSource
    // Guarded by `lock`.
    private var failures: [String: String] = [:]
    // Guarded by `lock`.
    private var asked: Set<String> = []
    private let lock = NSLock()

    init(_ base: any FileSource) { self.base = base }

    /// True once a read or size lookup has thrown.
    var hasFailed: Bool { lock.withLock { !failures.isEmpty } }

    /// Each path whose read failed, with the first error's words.
    var failedReads: [String: String] { lock.withLock { failures } }

    /// Every path whose content or size was asked for.
    var askedPaths: Set<String> { lock.withLock { asked } }

    func listFiles() throws -> FileListing { try base.listFiles() }

    func read(_ entry: SourceFileEntry) throws -> [UInt8] {
        lock.withLock { _ = asked.insert(entry.path) }
        do { return try base.read(entry) } catch {
            note(entry, error)
            throw error
        }
    }

    func contentSize(of entry: SourceFileEntry) throws -> Int {
        lock.withLock { _ = asked.insert(entry.path) }
        do { return try base.contentSize(of: entry) } catch {
            note(entry, error)
            throw error
        }
    }

    private func note(_ entry: SourceFileEntry, _ error: any Error) {
        lock.withLock { if failures[entry.path] == nil { failures[entry.path] = SourceReadError.reason(of: error) } }
    }
}
