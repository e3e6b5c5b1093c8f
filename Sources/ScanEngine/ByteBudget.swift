import Foundation

/// A shared allowance of bytes: phase A keeps a file's bytes for phase B while the allowance lasts, so that
/// phase B does not read (and, for revisions, inflate) the blob a second time. Bounded, so peak memory is too.
final class ByteBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int

    init(bytes: Int) { remaining = bytes }

    /// Takes `count` bytes from the allowance; false (and nothing taken) when too few are left.
    func take(_ count: Int) -> Bool {
        lock.withLock {
            guard count <= remaining else { return false }
            remaining -= count
            return true
        }
    }
}
