#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `posix_spawn` attributes of everything bench starts: a process group of its own, no blocked signals, and
/// default dispositions for the signals the harness may ignore (SIGPIPE) or handle (SIGINT).
enum SpawnAttributes {
    /// Sets them on initialised `attributes`.
    static func apply(to attributes: UnsafeMutablePointer<posix_spawnattr_t>) {
        posix_spawnattr_setflags(attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(attributes, &defaults)
    }
}
