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
        FileHandle.standardError.write(Data(String(format: "timing: %-14@ %8.1f ms\n", phase as NSString, Double(now - last) / 1e6).utf8))
        last = now
    }
}
