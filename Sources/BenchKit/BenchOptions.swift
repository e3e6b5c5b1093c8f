/// Everything `bench` was asked to do; built by the CLI, validated there, consumed by `BenchRunner`.
public struct BenchOptions: Sendable {
    public enum CacheMode: String, Sendable, CaseIterable {
        /// Known tool caches are removed before every run.
        case cold
        /// Caches are kept; a discarded warm-up fills them.
        case warm
    }

    public enum MetricSelection: String, Sendable, CaseIterable {
        case dev, build
    }

    public var projectPath: String
    public var before: String?
    public var after: String?
    /// Label of a single-side run ("before" or "after").
    public var singleLabel = "before"
    public var devCommand: String?
    public var buildCommand: String?
    public var installCommand: String?
    /// Nil: every metric whose command exists.
    public var metrics: Set<MetricSelection>?
    public var runs = 5
    public var maxRuns = 5
    public var warmup = 1
    public var cache = CacheMode.cold
    /// Cache folders removed before each cold run, relative to the project; each must resolve inside it.
    public var cacheDirectories = defaultCacheDirectories
    public static let defaultCacheDirectories = ["node_modules/.vite", "node_modules/.cache"]
    public var readiness: [ReadinessCheck] = [.log(pattern: ReadinessPreset.anyPattern), .firstLoad(path: "/")]
    public var readinessText = ["log", "first-load"]
    public var hmrFile: String?
    public var hmrSignal = ReadinessPreset.updatePattern
    public var timeoutMs = 120_000
    public var graceMs = 3000
    public var margin = 0.05
    public var seed: UInt64 = 0
    public var outputDirectory: String?
    /// A/A calibration: the before side (its ref, or the working tree) measured as both sides.
    public var aa = false

    public init(projectPath: String) { self.projectPath = projectPath }
}
