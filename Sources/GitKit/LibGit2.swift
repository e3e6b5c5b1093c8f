import CLibgit2
import Foundation

/// Process-wide libgit2 state: initialised exactly once, and the global options that opening depends on.
enum LibGit2 {
    /// Swift initialises a static let lazily and exactly once, under a lock: the right place for
    /// `git_libgit2_init`, which must run before any other libgit2 call. Never shut down: the process ends first.
    private static let initialised: Int32 = {
        let status = git_libgit2_init()
        // Read objects as git does: not hashed again on every read (git checks hashes in fsck, not in grep or
        // checkout). zlib's own checksum still rejects a damaged object; the re-hash (SHA-1 with collision
        // detection over every blob) was ~4% of a scan's CPU.
        if status > 0 { _ = migrate_audit_git_set_strict_hash_verification(0) }
        return status
    }()

    /// Guards process-global options (owner validation) together with the open that depends on them.
    private static let optionsLock = NSLock()

    /// Makes sure libgit2 is initialised; cheap after the first call.
    static func ensureInitialised() {
        precondition(initialised > 0, "git_libgit2_init failed")
    }

    /// Runs `body` with libgit2's owner validation set as asked. The option is process-global, so the
    /// setting and the work that depends on it happen under one lock, and validation is switched back on after.
    static func withOwnerValidation<T>(_ enabled: Bool, _ body: () throws -> T) rethrows -> T {
        ensureInitialised()
        optionsLock.lock()
        defer { optionsLock.unlock() }
        if !enabled { _ = migrate_audit_git_set_owner_validation(0) }
        defer { if !enabled { _ = migrate_audit_git_set_owner_validation(1) } }
        return try body()
    }

    /// Throws a `GitError` carrying libgit2's message when `status` is negative.
    @inline(__always)
    static func check(_ status: Int32, _ operation: String, hint: String? = nil) throws(GitError) {
        if status < 0 { throw GitError.last(code: status, operation: operation, hint: hint) }
    }
}
