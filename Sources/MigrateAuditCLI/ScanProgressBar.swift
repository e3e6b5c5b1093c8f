import Foundation
import ScanEngine

/// A one-line progress bar on stderr, redrawn in place; only used when stderr is a terminal.
final class ScanProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private var lastDraw = Date.distantPast

    func update(_ progress: ScanProgress) {
        lock.withLock {
            let now = Date()
            guard now.timeIntervalSince(lastDraw) > 0.1 else { return }
            lastDraw = now
            var line = "\r\u{1B}[2K\(progress.phase.rawValue)"
            if progress.total > 0 {
                let width = 30
                let filled = min(width, width * progress.done / progress.total)
                line += " [" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(progress.done)/\(progress.total)"
            } else {
                line += "…"
            }
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
