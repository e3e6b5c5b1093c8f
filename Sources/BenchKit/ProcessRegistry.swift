import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process groups this process started and has not yet torn down, so that Ctrl-C (SIGINT/SIGTERM)
/// can kill them all and restore edited files before the harness exits.
public final class ProcessRegistry: @unchecked Sendable {
    public static let shared = ProcessRegistry()

    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var restorers: [Int: @Sendable () -> Void] = [:]
    private var nextRestorer = 0

    public var liveGroups: [pid_t] {
        lock.lock()
        defer { lock.unlock() }
        return groups.sorted()
    }

    /// Every group started by this process, with its command, in start order (for leak checks).
    public var spawnedGroups: [(group: pid_t, command: String)] {
        lock.lock()
        defer { lock.unlock() }
        return history
    }

    private var history: [(group: pid_t, command: String)] = []

    func add(_ group: pid_t, command: String) {
        lock.lock()
        groups.insert(group)
        history.append((group, command))
        lock.unlock()
    }

    func remove(_ group: pid_t) {
        lock.lock()
        groups.remove(group)
        lock.unlock()
    }

    /// Registers an action (restoring an edited file) to run on interruption; returns its key.
    func addRestorer(_ action: @escaping @Sendable () -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextRestorer += 1
        restorers[nextRestorer] = action
        return nextRestorer
    }

    func removeRestorer(_ key: Int) {
        lock.lock()
        restorers[key] = nil
        lock.unlock()
    }

    /// Kills every registered group and runs every restorer. Called from the interruption handler.
    public func emergencyCleanup() {
        lock.lock()
        let pending = groups
        let actions = restorers.values
        restorers.removeAll()
        lock.unlock()
        for action in actions { action() }
        for group in pending { kill(-group, SIGKILL) }
    }

    /// Installs SIGINT/SIGTERM/SIGHUP handlers (once) that clean up and exit with 128 + signal.
    /// Uses dispatch sources, so cleanup runs on a normal thread rather than in signal context.
    public func installInterruptHandlers() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in
                emergencyCleanup()
                FileHandle.standardError.write(Data("migrate-audit: signal \(signalNumber): \(BenchError.interrupted)\n".utf8))
                Foundation.exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    private var sources: [any DispatchSourceSignal] = []
}
