#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CLOCK_MONOTONIC in nanoseconds: never jumps with NTP or the wall clock, so differences are durations.
public enum MonotonicClock {
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The instant `milliseconds` after `start`, saturating: a negative count is `start`, and no deadline lies
    /// past Int64.max nanoseconds, so `deadline &- now` read as Int64 stays positive (no trap, no wrap-around).
    public static func deadline(_ start: UInt64, plusMilliseconds milliseconds: Int) -> UInt64 {
        let limit = UInt64(Int64.max)
        guard milliseconds > 0 else { return start }
        let (nanoseconds, overflow) = UInt64(milliseconds).multipliedReportingOverflow(by: 1_000_000)
        guard !overflow, nanoseconds < limit, start < limit - nanoseconds else { return limit }
        return start + nanoseconds
    }

    /// `deadline(now(), plusMilliseconds:)`.
    public static func deadline(inMilliseconds milliseconds: Int) -> UInt64 {
        deadline(now(), plusMilliseconds: milliseconds)
    }

    /// Milliseconds between two readings, as a Double with sub-millisecond precision.
    public static func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(Int64(bitPattern: end &- start)) / 1_000_000
    }
}
