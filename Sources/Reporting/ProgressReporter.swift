import Foundation

/// A one-line progress bar on stderr for long scans. Draws only when enabled (the standard-error factory
/// enables it on a TTY only), redraws only when the visible percentage changes, and erases itself at the end.
public final class ProgressReporter: @unchecked Sendable {
    // @unchecked: all mutable state is guarded by `lock`; advanced from the scanner's worker threads.
    private let lock = NSLock()
    private let total: Int
    private let label: String
    private let isEnabled: Bool
    private let write: @Sendable (String) -> Void
    private var done = 0
    private var lastDrawn: String?
    private var finished = false

    /// - Parameter write: receives raw terminal text (carriage returns and erase sequences included).
    public init(total: Int, label: String, isEnabled: Bool, write: @escaping @Sendable (String) -> Void) {
        self.total = max(total, 0)
        self.label = label
        self.isEnabled = isEnabled
        self.write = write
    }

    /// A reporter on standard error, enabled only when standard error is a terminal.
    public static func standardError(total: Int, label: String = "scanning") -> ProgressReporter {
        ProgressReporter(total: total, label: label, isEnabled: isatty(STDERR_FILENO) == 1) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    public func advance(by count: Int = 1) {
        lock.lock()
        defer { lock.unlock() }
        guard isEnabled, !finished else { return }
        done = min(done + count, total)
        let line = Self.line(done: done, total: total, label: label)
        guard line != lastDrawn else { return }
        lastDrawn = line
        write("\r" + line)
    }

    /// Erases the bar (if it was drawn); later calls do nothing.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard isEnabled, !finished else { return }
        finished = true
        if lastDrawn != nil { write("\r\u{1B}[2K") }
    }

    /// `[#############.................]  45% scanning`: no counts, so that only the percentage redraws it.
    public static func line(done: Int, total: Int, label: String, width: Int = 30) -> String {
        // Integer arithmetic: 29 of 100 is 29%, not the 28% that 0.29 * 100 gives in floating point.
        let done = min(max(done, 0), max(total, 0))
        let percent = total > 0 ? done * 100 / total : 100
        let filled = total > 0 ? done * width / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let percentText = String(repeating: " ", count: 3 - String(percent).count) + String(percent)
        return "[\(bar)] \(percentText)% \(label)"
    }
}
