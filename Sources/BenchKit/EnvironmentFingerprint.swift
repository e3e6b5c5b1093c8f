import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine a benchmark ran on, so that records from different machines are never compared unawares.
public struct EnvironmentFingerprint: Sendable, Equatable, Codable {
    public var cpu: String
    public var cores: Int
    public var memoryBytes: UInt64
    public var os: String
    public var node: String?
    /// 1-minute load average before the first run and after the last.
    public var loadBefore: Double
    public var loadAfter: Double?

    public static func capture() -> EnvironmentFingerprint {
        EnvironmentFingerprint(cpu: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount,
                               memoryBytes: ProcessInfo.processInfo.physicalMemory, os: operatingSystem(),
                               node: nodeVersion(), loadBefore: loadAverage(), loadAfter: nil)
    }

    public static func loadAverage() -> Double {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? (loads[0] * 100).rounded() / 100 : 0
    }

    private static func cpuModel() -> String {
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let colon = line.firstIndex(of: ":") {
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return "unknown"
    }

    private static func operatingSystem() -> String {
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let system = withUnsafeBytes(of: &name.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        var pretty = system
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
           let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) {
            pretty = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return "\(pretty) (\(system) \(kernel))"
    }

    private static func nodeVersion() -> String? {
        guard let process = try? ManagedProcess(command: "node --version", directory: "/") else { return nil }
        defer { process.terminate(graceMs: 500) }
        guard let exit = process.waitForExit(deadline: MonotonicClock.now() + 10_000_000_000), exit.code == 0 else {
            return nil
        }
        return process.lastLines(1).first
    }
}
