#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An instant on the clock the kernel stamps files with, to tell whether a file changed after it.
public struct FileClock: Comparable, Sendable {
    let seconds: Int
    let nanoseconds: Int

    /// Now, as a file written at this moment would be stamped. Linux stamps files from the coarse clock, which
    /// lags the precise one by up to a tick: read the precise clock and a file written a moment later could
    /// carry an earlier stamp than this instant.
    public static func now() -> FileClock {
        var time = timespec()
        #if os(Linux)
        clock_gettime(CLOCK_REALTIME_COARSE, &time)
        #else
        clock_gettime(CLOCK_REALTIME, &time)
        #endif
        return FileClock(time)
    }

    init(_ time: timespec) {
        self.init(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }

    init(seconds: Int, nanoseconds: Int) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// This instant moved by whole seconds.
    func adding(seconds delta: Int) -> FileClock { FileClock(seconds: seconds + delta, nanoseconds: nanoseconds) }

    public static func < (a: FileClock, b: FileClock) -> Bool {
        (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds)
    }
}
