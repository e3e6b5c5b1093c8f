#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// glibc functions that Swift's Glibc module hides behind `_GNU_SOURCE`, looked up at run time.
/// Both are plain (non-variadic) C functions, so calling them through a typed pointer is exact.
enum GlibcExtras {
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        return dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)
        #else
        return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)
        #endif
    }

    /// A close-on-exec pipe, created atomically when `pipe2` exists (no descriptor can leak into a process
    /// another thread spawns in between), else with `pipe` + `fcntl`.
    static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        if let address = symbol("pipe2") {
            let pipe2 = unsafeBitCast(address, to: Pipe2.self)
            guard pipe2(&fds, O_CLOEXEC) == 0 else { return nil }
        } else {
            guard pipe(&fds) == 0 else { return nil }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }

    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    /// Makes this process the child subreaper (Linux `prctl(PR_SET_CHILD_SUBREAPER, 1)`): orphaned
    /// descendants are re-parented to it instead of init, so a daemon a subject left behind stays findable by
    /// its parent link. False where unsupported. (prctl is variadic in C; its arguments are plain integers,
    /// which the calling convention passes the same way.)
    static func becomeChildSubreaper() -> Bool {
        #if os(Linux)
        guard let address = symbol("prctl") else { return false }
        let prctl = unsafeBitCast(address, to: Prctl.self)
        return prctl(36, 1, 0, 0, 0) == 0  // PR_SET_CHILD_SUBREAPER
        #else
        return false
        #endif
    }

    /// Adds a `chdir` to spawn file actions; false when the C library lacks it (glibc < 2.29).
    static func addChdir(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String) -> Bool {
        guard let address = symbol("posix_spawn_file_actions_addchdir_np") else { return false }
        let addChdir = unsafeBitCast(address, to: AddChdir.self)
        return path.withCString { addChdir(actions, $0) } == 0
    }
}
