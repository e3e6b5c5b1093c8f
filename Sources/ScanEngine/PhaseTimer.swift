import Foundation

/// Wall time per pipeline phase, with the process's CPU time in it, printed to stderr when
/// `MIGRATE_AUDIT_TIMINGS=1`: where a slow scan spends its time, and how many cores each phase keeps busy,
/// without a profiler.
public struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["MIGRATE_AUDIT_TIMINGS"] == "1"
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lastCPU = Self.processCPUNanoseconds()

    public init() {}

    /// Prints the time since the previous lap (or since `init`) as `phase`.
    public mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let cpu = Self.processCPUNanoseconds()
        let wall = Double(now - last) / 1e6, busy = Double(cpu - lastCPU) / 1e6
        let line = String(format: "timing: %-14@ %8.1f ms   cpu %7.1f ms (%.1f cores)", phase as NSString, wall, busy, wall > 0 ? busy / wall : 0)
        FileHandle.standardError.write(Data((line + Self.memory() + "\n").utf8))
        last = now
        lastCPU = cpu
    }

    /// User and system time of all the process's threads so far.
    private static func processCPUNanoseconds() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Resident and peak resident memory so far (Linux), so that the phase holding the peak can be seen.
    private static func memory() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "" }
        func megabytes(_ key: String) -> String {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }),
                let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
            else { return "?" }
            return String(kilobytes / 1024)
        }
        return "   rss \(megabytes("VmRSS")) MB, peak \(megabytes("VmHWM")) MB"
    }
}
