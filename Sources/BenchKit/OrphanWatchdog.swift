import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops a command's process group when bench dies without its teardown (SIGKILL from a CI hard timeout, which
/// no handler sees). A small shell waits for the end of a pipe that only bench holds open (the command's shell
/// writes its group to it first and closes its copy); the kernel closes it when bench dies, and the shell then sends
/// the group SIGTERM and, after two seconds, SIGKILL to what is left.
///
/// This reaches the whole group, which `PR_SET_PDEATHSIG` would not (it covers one process, must be set between
/// fork and exec, which `posix_spawn` cannot, and fires when the spawning thread ends). Processes that left the
/// group (`setsid`, daemons) are out of its reach.
final class OrphanWatchdog: @unchecked Sendable {
    let pid: pid_t
    private let writer: Int32
    private let lock = NSLock()
    private var stopped = false

    /// Starts a watchdog, before the command so that no moment of the command's life goes unwatched; the command's
    /// shell then names its group (`armingPrefix`). Nil when it cannot be started (the run goes on without one).
    init?() {
        guard let ends = GlibcExtras.closeOnExecPipe() else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends.read, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own group, so that a terminal's Ctrl-C reaches bench (whose teardown stops the command), not it.
        SpawnAttributes.apply(to: &attributes)
        // The group's id arrives as the first line; the second `read` returns only at end of file. Then SIGTERM,
        // and SIGKILL for what is left after two seconds; the watchdog ends as soon as the group is gone.
        let script = #"read g || exit 0; case $g in ''|*[!0-9]*) exit 0;; esac; read _; kill -TERM -$g 2>/dev/null || exit 0; "#
            + #"for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do kill -0 -$g 2>/dev/null || exit 0; sleep 0.1; done; "#
            + #"kill -KILL -$g 2>/dev/null"#
        let arguments: [String] = ["/bin/sh", "-c", script]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let result = ProcessRegistry.shared.spawning { () -> Int32 in
            let result = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, environ)
            if result == 0 { ProcessRegistry.shared.addHelper(child) }
            return result
        }
        close(ends.read)
        guard result == 0 else {
            close(ends.write)
            return nil
        }
        pid = child
        writer = ends.write
    }

    deinit { stop() }

    /// The descriptor the command's shell finds the watchdog's pipe at, to name its own group.
    static let armingDescriptor: Int32 = 9

    /// What the command's shell runs first: it names its group (its own pid, the group's leader) to the watchdog and
    /// closes the pipe, so that nothing it starts holds the pipe open. The command itself arms the watchdog before
    /// any of its own code runs: bench killed at any instant after the spawn still leaves it watched. SIGPIPE is
    /// ignored meanwhile, so that a watchdog someone killed does not take the command with it.
    static let armingPrefix = "trap '' PIPE; printf '%s\\n' \"$$\" >&\(armingDescriptor); exec \(armingDescriptor)>&-; trap - PIPE; "

    /// Hands the command the pipe's writing end, at `armingDescriptor`, for `armingPrefix` to write to.
    func passWritingEnd(to actions: inout posix_spawn_file_actions_t) {
        posix_spawn_file_actions_adddup2(&actions, writer, Self.armingDescriptor)
    }

    /// Ends the watchdog without letting it act. It is this process's unreaped child, so its pid is still its own.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        close(writer)
        ProcessRegistry.shared.removeHelper(pid)
    }
}
