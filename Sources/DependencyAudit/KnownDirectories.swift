import Foundation

/// The paths a `DiskPackageTree` has seen to be directories, shared by its copies and safe across threads.
final class KnownDirectories: @unchecked Sendable {
    private let lock = NSLock()
    private var paths = Set<String>()

    func contains(_ path: String) -> Bool {
        lock.withLock { paths.contains(path) }
    }

    func insert(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }
}
