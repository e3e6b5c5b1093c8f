import Foundation
import GitKit

/// A file source that notes whether any read failed, for the readers that treat a failure as an absent file
/// (configuration, lockfiles, package manifests): a report built while a blob was missing (a partial clone's
/// objects not fetched yet) must not be cached as the revision's report.
final class FailureNotingSource: FileSource, @unchecked Sendable {
    private let base: any FileSource
    // Guarded by `lock`.
    private var failed = false
    private let lock = NSLock()

    init(_ base: any FileSource) { self.base = base }

    /// True once a read or size lookup has thrown.
    var hasFailed: Bool { lock.withLock { failed } }

    func listFiles() throws -> FileListing { try base.listFiles() }

    func read(_ entry: SourceFileEntry) throws -> [UInt8] {
        do { return try base.read(entry) } catch {
            lock.withLock { failed = true }
            throw error
        }
    }

    func contentSize(of entry: SourceFileEntry) throws -> Int {
        do { return try base.contentSize(of: entry) } catch {
            lock.withLock { failed = true }
            throw error
        }
    }
}
