import Foundation

/// Project files a reader asked for but could not read as text, with why: each becomes a report warning,
/// so a binary `.env` or an oversized `package.json` is never taken for an absent one in silence.
final class UnreadTextLog: @unchecked Sendable {
    // Guarded by `lock`.
    private var reasons: [String: String] = [:]
    private let lock = NSLock()

    func note(_ path: String, _ reason: String) {
        lock.withLock { if reasons[path] == nil { reasons[path] = reason } }
    }

    /// Each path noted, with its first reason.
    var noted: [String: String] { lock.withLock { reasons } }
}
