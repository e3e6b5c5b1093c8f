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
    /// Children that are not commands (`OrphanWatchdog`s): never taken for adopted orphans.
    private var helpers: Set<pid_t> = []
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

    /// Held around each spawn and its registration, and around the search for strays, so that a child
    /// spawned a moment ago is never taken for an orphan.
    private let spawnLock = NSLock()
    private var adoptsOrphans = false

    /// Set once an interruption's clean-up has begun (guarded by `lock`).
    private var interrupted = false

    private var isInterrupted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return interrupted
    }

    /// Runs `spawn` (which must register what it starts) so that no search for strays sees it half done.
    /// Once an interruption's clean-up has begun, the calling thread is held instead: the clean-up has already
    /// taken its list of groups to kill, and a process started now would outlive the run.
    func spawning<T>(_ spawn: () throws -> T) rethrows -> T {
        spawnLock.lock()
        holdIfInterrupted(releasing: spawnLock)
        defer { spawnLock.unlock() }
        return try spawn()
    }

    /// Runs `change`, an edit of the user's file that a registered restorer undoes (bench's HMR edit), so that Ctrl-C's
    /// clean-up, which runs that restorer, comes wholly before it (the thread is then held, the edit never made) or
    /// wholly after it (the edit is undone): never an edit written after the file was put back.
    func changingRestoredFile<T>(_ change: () throws -> T) rethrows -> T {
        try spawning(change)
    }

    /// Holds the calling thread for good once Ctrl-C's clean-up has begun; returns at once otherwise. The clean-up
    /// ends the process with 128 + signal when it is done; until then the run must not write a report of runs the
    /// clean-up broke (a killed build, a removed checkout), nor exit with a code of its own first. `held`: a lock the
    /// caller holds, released before holding, since the clean-up may need it.
    public func holdIfInterrupted(releasing held: NSLock? = nil) {
        guard isInterrupted else { return }
        held?.unlock()
        Self.holdForever()
    }

    private static func holdForever() -> Never {
        while true { sleep(3600) }
    }

    /// Marks the run interrupted once no spawn is half done; false when another signal's clean-up already runs.
    private func beginInterruption() -> Bool {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        lock.lock()
        defer { lock.unlock() }
        guard !interrupted else { return false }
        interrupted = true
        return true
    }

    /// Makes this process adopt the orphans of what it starts (Linux child subreaper), so that a server that
    /// detached itself (`setsid`, a double fork) is still found and stopped at teardown. Only for a process
    /// whose every child is a `ManagedProcess` (the command line): an adopted orphan is then any child that is
    /// not a registered leader. Returns whether this is in effect.
    @discardableResult
    public func adoptOrphans() -> Bool {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        if !adoptsOrphans { adoptsOrphans = GlibcExtras.becomeChildSubreaper() }
        return adoptsOrphans
    }

    /// Living processes the group led by `leader` started that left the group (their own session or group):
    /// descendants by parent links and, when adopting orphans, adopted orphans and their descendants.
    func strays(of leader: pid_t) -> [ProcessTable.Entry] {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        let table = ProcessTable.scan()
        var roots: Set<pid_t> = [leader]
        var found: [ProcessTable.Entry] = []
        if adoptsOrphans {
            let me = getpid()
            let leaders = Set(liveGroups).union(helperPids)
            for entry in table.entries.values where entry.parent == me && !leaders.contains(entry.pid) && !entry.isZombie {
                roots.insert(entry.pid)
                found.append(entry)
            }
        }
        found += table.descendants(of: roots)
        return found.filter { $0.group != leader }
    }

    /// Collects the exit status of strays that became this process's children (as adopted orphans), so they
    /// do not linger as zombies; a pid that is not a child is left alone. A process whose main thread has
    /// exited shows as a zombie while its other threads still finish, and is waitable only after them: each
    /// is polled for up to a second.
    func reap(_ strays: [ProcessTable.Entry]) {
        guard adoptsOrphans else { return }
        for stray in strays {
            let deadline = MonotonicClock.deadline(inMilliseconds: 1000)
            var status: Int32 = 0
            while waitpid(stray.pid, &status, WNOHANG) == 0 && MonotonicClock.now() < deadline { usleep(1000) }
        }
    }

    func add(_ group: pid_t, command: String) {
        lock.lock()
        groups.insert(group)
        history.append((group, command))
        lock.unlock()
    }

    func addHelper(_ pid: pid_t) {
        lock.lock()
        helpers.insert(pid)
        lock.unlock()
    }

    func removeHelper(_ pid: pid_t) {
        lock.lock()
        helpers.remove(pid)
        lock.unlock()
    }

    private var helperPids: Set<pid_t> {
        lock.lock()
        defer { lock.unlock() }
        return helpers
    }

    func remove(_ group: pid_t) {
        lock.lock()
        groups.remove(group)
        lock.unlock()
    }

    /// Registers an action (restoring an edited file) to run on interruption; returns its key.
    public func addRestorer(_ action: @escaping @Sendable () -> Void) -> Int {
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

    /// Kills every registered group, waits (up to two seconds) until they are gone, then runs every restorer.
    /// Called from the interruption handler. Processes first: a build still writing into a checkout refills the
    /// folder a restorer is removing, which then stays behind.
    func emergencyCleanup() {
        lock.lock()
        let pending = groups
        let actions = restorers.values
        restorers.removeAll()
        lock.unlock()
        var killed: [ProcessTable.Entry] = []
        for group in pending {
            let strays = strays(of: group)
            kill(-group, SIGKILL)
            for stray in strays where ProcessTable.isRunning(stray) { kill(stray.pid, SIGKILL) }
            killed += strays
        }
        Self.awaitGone(groups: Set(pending), strays: killed, deadline: MonotonicClock.deadline(inMilliseconds: 2000))
        for action in actions { action() }
    }

    /// Waits until no living process is in `groups` and none of `strays` runs, or `deadline` passes (a process
    /// stuck in uninterruptible sleep dies only when its system call returns).
    private static func awaitGone(groups: Set<pid_t>, strays: [ProcessTable.Entry], deadline: UInt64) {
        guard !groups.isEmpty else { return }
        while MonotonicClock.now() < deadline {
            let living = ProcessTable.scan().entries.values.contains { groups.contains($0.group) && !$0.isZombie }
            if !living && !strays.contains(where: ProcessTable.isRunning) { return }
            usleep(2000)
        }
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
                // A second signal (Ctrl-C pressed again) leaves the first one's clean-up to finish and exit.
                guard beginInterruption() else { return }
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
