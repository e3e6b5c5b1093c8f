import Foundation

/// Phase-A outcomes by blob id and extension, for the one scan: a blob at several paths (vendored copies,
/// generated one-line re-export modules: about a sixth of the files of Debian's node packages) is read and lexed once. Keyed like the
/// cache's summaries, whose contract is the same: the outcome depends on the bytes and the dialect only.
final class SummaryMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [String: Scanner.SummaryOutcome] = [:]

    func outcome(for key: String) -> Scanner.SummaryOutcome? {
        lock.withLock { outcomes[key] }
    }

    /// Keeps a summary or a skip; read failures are not kept (another path may read fine).
    func store(_ outcome: Scanner.SummaryOutcome, for key: String) {
        if case .failed = outcome { return }
        lock.withLock { outcomes[key] = outcome }
    }
}
