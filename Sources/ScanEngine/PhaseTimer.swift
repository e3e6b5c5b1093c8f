import Foundation

/// Wall time per pipeline phase, printed to stderr when `MIGRATE_AUDIT_TIMINGS=1`: where a slow scan
/// spends its time, without a profiler.
public struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["MIGRATE_AUDIT_TIMINGS"] == "1"
    private var last = DispatchTime.now().uptimeNanoseconds

    public init() {}

    /// Prints the time since the previous lap (or since `init`) as `phase`.
    public mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        FileHandle.standardError.write(Data((String(format: "timing: %-14@ %8.1f ms", phase as NSString, Double(now - last) / 1e6) + Self.memory() + "\n").utf8))
        last = now
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
