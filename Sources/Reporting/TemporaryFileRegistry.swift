import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `AtomicFileWriter` is writing, removed when the process is interrupted: Ctrl-C during the
/// write of a 60 MB report must not leave a 60 MB hidden file beside it.
public final class TemporaryFileRegistry: @unchecked Sendable {
    /// The registry `AtomicFileWriter` uses.
    public static let shared = TemporaryFileRegistry()

    // Guarded by `lock`.
    private var paths: Set<String> = []
    private var sources: [any DispatchSourceSignal] = []
    private let lock = NSLock()

    func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// Installs SIGINT/SIGTERM/SIGHUP handlers (once) that remove the temporary files and exit with 128 + signal,
    /// as the default action's status would say. Dispatch sources: the clean-up runs on a normal thread, not in
    /// signal context.
    public func installInterruptHandlers() {
        lock.withLock {
            guard sources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in
                    lock.withLock { for path in paths { unlink(path) } }
                    Foundation.exit(128 + signalNumber)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
