import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One command run as a benchmark subject: its own process group, an open stdin pipe (esbuild's serve mode
/// exits when stdin closes), stdout and stderr captured into one bounded `OutputLog`, a monotonic spawn
/// instant, and a teardown that leaves nothing behind.
///
/// The command runs as `/bin/sh -c <command>` so that package.json scripts (`$PORT`, `&&`) work as written.
/// CPU time and peak RSS come from `wait4` on the shell: Linux accounts there every descendant the tree
/// reaped itself, so they cover the whole tree of a command that exits normally. Peak RSS is the largest
/// single process's high-water mark (the kernel's `ru_maxrss`), not a sum. An `OrphanWatchdog` stops the group
/// should the harness be killed before teardown.
public final class ManagedProcess: @unchecked Sendable {
    /// How the leader ended.
    public struct Exit: Sendable, Equatable {
        /// Exit status, or 128 + signal number when killed by a signal (shell convention).
        public var code: Int32
        public var signal: Int32?
        public var cpuMs: Double
        public var peakRssBytes: Int
        /// Monotonic instant the exit was observed.
        public var time: UInt64
    }

    public let command: String
    public let pid: pid_t
    /// Equal to `pid`: the leader's group.
    public var processGroup: pid_t { pid }
    /// Monotonic instant taken immediately before `posix_spawn`.
    public let spawnTime: UInt64

    private let condition = NSCondition()
    private var log: OutputLog
    private var exitStatus: Exit?
    private var outputClosed = false
    private var stdinWriter: Int32
    /// Set once teardown finished (to whether it escalated), so later calls return at once.
    private var tornDown: Bool?
    /// Stops the group if this process is killed before its teardown.
    private var watchdog: OrphanWatchdog?

    /// Starts `command`. Throws `BenchError.spawnFailed` when the shell cannot be started.
    public init(command: String, directory: String, environment: [String: String] = [:],
                logCapacityBytes: Int = 4 << 20) throws {
        self.command = command
        log = OutputLog(capacityBytes: logCapacityBytes)

        guard let stdinEnds = GlibcExtras.closeOnExecPipe(), let stdoutEnds = GlibcExtras.closeOnExecPipe(),
              let stderrEnds = GlibcExtras.closeOnExecPipe() else {
            throw BenchError.spawnFailed(command: command, errno: errno)
        }
        let stdinPipe = [stdinEnds.read, stdinEnds.write]
        let stdoutPipe = [stdoutEnds.read, stdoutEnds.write]
        let stderrPipe = [stderrEnds.read, stderrEnds.write]

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        // Without addchdir_np the shell changes directory itself before running the command.
        let changedDirectory = GlibcExtras.addChdir(&actions, directory)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The harness may ignore SIGPIPE or handle SIGINT; the subject must start with default dispositions.
        SpawnAttributes.apply(to: &attributes)

        // Started first, so that it watches from the command's first instant, outside the timed interval; the
        // command's shell names its group to it before running anything of its own.
        let watchdog = OrphanWatchdog()
        watchdog?.passWritingEnd(to: &actions)
        let arming = watchdog == nil ? "" : OrphanWatchdog.armingPrefix

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let arguments = changedDirectory
            ? ["/bin/sh", "-c", arming + command]
            : ["/bin/sh", "-c", arming + "cd -- \"$1\" && eval \"$2\"", "sh", directory, command]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var child: pid_t = 0
        let (result, time) = ProcessRegistry.shared.spawning { () -> (Int32, UInt64) in
            let time = MonotonicClock.now()
            let result = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp)
            if result == 0 { ProcessRegistry.shared.add(child, command: command) }
            return (result, time)
        }
        spawnTime = time
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard result == 0 else {
            watchdog?.stop()
            close(stdinPipe[1])
            close(stdoutPipe[0])
            close(stderrPipe[0])
            throw BenchError.spawnFailed(command: command, errno: result)
        }
        pid = child
        stdinWriter = stdinPipe[1]
        self.watchdog = watchdog

        let readers = (stdoutPipe[0], stderrPipe[0])
        Thread.detachNewThread { [self] in readOutput(readers.0, readers.1) }
        Thread.detachNewThread { [self] in reap() }
    }

    deinit {
        if stdinWriter >= 0 { close(stdinWriter) }
    }

    // MARK: Reading and reaping

    private func readOutput(_ first: Int32, _ second: Int32) {
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var open = 2
        while open > 0 {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = read(descriptors[index].fd, &buffer, buffer.count)
                if count > 0 {
                    let time = MonotonicClock.now()
                    condition.lock()
                    log.append(buffer[0..<count], at: time)
                    condition.broadcast()
                    condition.unlock()
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(descriptors[index].fd)
                    descriptors[index].fd = -1
                    open -= 1
                }
            }
        }
        condition.lock()
        log.finish(at: MonotonicClock.now())
        outputClosed = true
        condition.broadcast()
        condition.unlock()
    }

    private func reap() {
        var status: Int32 = 0
        var usage = rusage()
        var result: pid_t
        repeat { result = wait4(pid, &status, 0, &usage) } while result < 0 && errno == EINTR
        let time = MonotonicClock.now()
        let signalled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
        let signal: Int32? = signalled ? status & 0x7F : nil
        let code: Int32 = signal.map { 128 + $0 } ?? ((status >> 8) & 0xFF)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        condition.lock()
        exitStatus = Exit(code: code, signal: signal, cpuMs: cpu, peakRssBytes: Int(usage.ru_maxrss) * 1024, time: time)
        condition.broadcast()
        condition.unlock()
    }

    // MARK: Waiting

    /// Waits until `predicate` (evaluated under the lock) holds or the monotonic `deadline` passes.
    /// Returns whether the predicate held.
    private func wait(until deadline: UInt64, _ predicate: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !predicate() {
            let now = MonotonicClock.now()
            if now >= deadline { return false }
            let remaining = Double(deadline - now) / 1e9
            _ = condition.wait(until: Date(timeIntervalSinceNow: min(remaining, 3600)))
        }
        return true
    }

    /// The leader's exit, once observed.
    public var exit: Exit? {
        condition.lock()
        defer { condition.unlock() }
        return exitStatus
    }

    /// Waits for the leader to exit and its output to close; nil on timeout.
    public func waitForExit(deadline: UInt64 = .max) -> Exit? {
        _ = wait(until: deadline) { exitStatus != nil && outputClosed }
        return exit
    }

    /// Waits for the leader alone to exit (its output may stay open in a daemon it left behind); nil on timeout.
    public func waitForLeaderExit(deadline: UInt64) -> Exit? {
        _ = wait(until: deadline) { exitStatus != nil }
        return exit
    }

    /// Starts matching `pattern` against lines arriving from now on (or since spawn, with `sinceSpawn`).
    public func expect(_ pattern: LinePattern, sinceSpawn: Bool = false, notBefore: UInt64 = 0) -> LineExpectation {
        let expectation = LineExpectation(pattern, notBefore: notBefore)
        condition.lock()
        log.register(expectation, includingRetained: sinceSpawn)
        condition.unlock()
        return expectation
    }

    /// Stops matching `expectation`.
    public func forget(_ expectation: LineExpectation) {
        condition.lock()
        log.unregister(expectation)
        condition.unlock()
    }

    /// Waits until any of `expectations` matched (returns it), the process exited (nil), or the deadline.
    public func waitForAny(_ expectations: [LineExpectation], deadline: UInt64) -> (LineExpectation?, timedOut: Bool) {
        var found: LineExpectation?
        let held = wait(until: deadline) {
            found = expectations.first { $0.match != nil }
            return found != nil || (exitStatus != nil && outputClosed)
        }
        return (found, !held)
    }

    /// The last `lines` lines of output, for error messages.
    public func logTail(_ lines: Int = 20) -> String {
        condition.lock()
        defer { condition.unlock() }
        return log.tail(lines)
    }

    /// Waits until no output has arrived for `quietMs` (a server settling after start), the process exits,
    /// or the deadline passes. Returns whether the output went quiet.
    func waitForQuiet(quietMs: Int, deadline: UInt64) -> Bool {
        let quiet = MonotonicClock.deadline(0, plusMilliseconds: quietMs)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let now = MonotonicClock.now()
            let silentSince = max(log.lastOutputTime, spawnTime)
            if now >= silentSince + quiet { return true }
            if exitStatus != nil || now >= deadline { return false }
            let until = min(silentSince + quiet, deadline)
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(until - now) / 1e9))
        }
    }

    /// The last `count` lines of output, ANSI stripped, oldest first.
    public func lastLines(_ count: Int) -> [String] {
        condition.lock()
        defer { condition.unlock() }
        return log.lastLines(count)
    }

    /// Bytes of output received and bytes retained in the ring.
    public var outputByteCounts: (total: Int, retained: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (log.totalBytes, log.retainedBytes)
    }

    // MARK: Teardown

    /// SIGTERM to the whole group and to every process it started that left the group (`setsid`, daemons),
    /// up to `grace` for them to go, then SIGKILL; returns once none of them lives and the leader is reaped.
    /// Safe to call more than once.
    @discardableResult
    public func terminate(graceMs: Int = 3000) -> Bool {
        condition.lock()
        if let done = tornDown {
            condition.unlock()
            return done
        }
        condition.unlock()
        // Found before anything is signalled, while parent links still lead from the leader to them.
        let strays = ProcessRegistry.shared.strays(of: pid)
        closeStdin()
        var escalated = false
        var empty = exit != nil && isGone(strays)
        if !empty {
            signal(SIGTERM, strays)
            let deadline = MonotonicClock.deadline(inMilliseconds: graceMs)
            // Output EOF means every holder of the pipes is gone: the event to wait for. Members that do not
            // hold the pipes (stdio ignored) are then given the rest of the grace period to finish exiting.
            _ = wait(until: deadline) { exitStatus != nil && outputClosed }
            empty = isGone(strays)
            while !empty && MonotonicClock.now() < deadline {
                usleep(1000)
                empty = isGone(strays)
            }
            if !empty || exit == nil {
                escalated = true
                signal(SIGKILL, strays)
            }
        }
        _ = waitForExit(deadline: MonotonicClock.now() + 10_000_000_000)
        if escalated {
            // After SIGKILL the kernel removes members promptly; confirm before declaring the group gone.
            var spins = 0
            while !isGone(strays) && spins < 5000 {
                signal(SIGKILL, strays)
                usleep(1000)
                spins += 1
            }
        }
        ProcessRegistry.shared.reap(strays)
        ProcessRegistry.shared.remove(pid)
        watchdog?.stop()
        condition.lock()
        tornDown = escalated
        condition.unlock()
        return escalated
    }

    /// True when no member of the group and none of `strays` is alive.
    private func isGone(_ strays: [ProcessTable.Entry]) -> Bool {
        ProcessGroupScanner.isEmpty(pid) && !strays.contains(where: ProcessTable.isRunning)
    }

    /// Sends `signal` to the group, to each stray still alive (checked by start time, so a reused pid is
    /// spared) and to the group each stray leads.
    private func signal(_ signal: Int32, _ strays: [ProcessTable.Entry]) {
        kill(-pid, signal)
        for stray in strays where ProcessTable.isRunning(stray) {
            kill(stray.pid, signal)
            if stray.group == stray.pid { kill(-stray.pid, signal) }
        }
    }

    /// Closes the subject's stdin (what a terminal's Ctrl-D would do).
    public func closeStdin() {
        condition.lock()
        defer { condition.unlock() }
        if stdinWriter >= 0 {
            close(stdinWriter)
            stdinWriter = -1
        }
    }
}
