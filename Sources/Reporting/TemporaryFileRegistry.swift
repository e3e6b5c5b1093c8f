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

    /// Whether `action` is SIG_IGN, compared as the address the C constant is.
    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// Removes every temporary file being written and keeps the registry locked for good, for a clean-up on
    /// interruption that ends the process itself (bench's): a writer then waits in `remove` rather than renaming a
    /// removed file into place or starting another.
    public func removeAllForExit() {
        lock.lock()  // never unlocked: the process is ending
        for path in paths { unlink(path) }
    }

    /// Installs SIGINT/SIGTERM/SIGHUP handlers (once) that remove the temporary files, then die of the signal as
    /// the default action would (a calling shell sees the signal, and stops its loop on Ctrl-C). A signal the parent
    /// ignores (`nohup`, a background job) stays ignored. Dispatch sources: the clean-up runs on a normal thread,
    /// not in signal context.
    public func installInterruptHandlers() {
        lock.withLock {
            guard sources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                var current = sigaction()
                guard sigaction(signalNumber, nil, &current) == 0, !Self.isIgnored(current) else { continue }
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in
                    // Under the lock to the end: a writer whose temporary file just vanished waits in `remove` instead
                    // of exiting with its own error first.
                    lock.withLock {
                        for path in paths { unlink(path) }
                        signal(signalNumber, SIG_DFL)
                        // Delivered on this thread, unblocked here: dispatch may have masked the signal on every
                        // thread once its source took it. If the process outlives it anyway, it ends as it would have.
                        var set = sigset_t()
                        sigemptyset(&set)
                        sigaddset(&set, signalNumber)
                        pthread_sigmask(SIG_UNBLOCK, &set, nil)
                        raise(signalNumber)
                        _exit(128 + signalNumber)
                    }
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
