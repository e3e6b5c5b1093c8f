import Statistics

/// The `bench --format json` document, schema version 1 (contract: bench-json-v1). Every raw sample is
/// kept so any statistic can be recomputed. Encoded with sorted keys for byte-stable output.
public struct BenchRecord: Sendable, Equatable, Codable {
    /// The schema this build writes and reads; a record of another is refused, as its fields may mean other things.
    public static let currentSchemaVersion = 1
    public static let currentKind = "bench"

    public var schemaVersion = currentSchemaVersion
    public var kind = currentKind
    public var tool: Tool
    public var config: Config
    public var environment: EnvironmentFingerprint
    public var sides: [Side]
    public var comparison: [Comparison]
    /// Sample-size and environment warnings, in the order they arose.
    public var warnings: [String]
    /// An A/A record's (`bench --aa`) judgement of the machine's noise, per timing metric compared; absent otherwise.
    public var calibration: [Calibration]? = nil

    public struct Tool: Sendable, Equatable, Codable {
        public var name: String
        public var version: String
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    public struct Config: Sendable, Equatable, Codable {
        public var runs: Int
        public var maxRuns: Int
        public var warmup: Int
        /// `cold` or `warm`.
        public var cache: String
        /// `interleaved` (balanced random AB/BA rounds) or `sequential` (single side).
        public var order: String
        public var seed: UInt64
        public var margin: Double
        /// The readiness checks, as given to `--ready`.
        public var readiness: [String]
        public var timeoutMs: Int
        /// Sides in the order they ran, e.g. ["before", "after", "after", "before", …].
        public var schedule: [String]
        /// True for an A/A calibration (`--aa`): both sides ran the same code. Absent otherwise.
        public var aa: Bool? = nil
    }

    public struct Side: Sendable, Equatable, Codable {
        public var label: String
        public var ref: String?
        public var commit: String?
        public var commands: Commands
        /// Wall time of the install command, when one ran.
        public var installMs: Double?
        public var metrics: Metrics
        public var failures: [Failure]

        enum CodingKeys: String, CodingKey {
            case label, ref, commit, commands, installMs, metrics, failures
        }

        /// `ref` and `commit` are written as null for the working tree, as the contract shows.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(label, forKey: .label)
            try container.encode(ref, forKey: .ref)
            try container.encode(commit, forKey: .commit)
            try container.encode(commands, forKey: .commands)
            try container.encodeIfPresent(installMs, forKey: .installMs)
            try container.encode(metrics, forKey: .metrics)
            try container.encode(failures, forKey: .failures)
        }
    }

    public struct Commands: Sendable, Equatable, Codable {
        public var dev: String?
        public var build: String?
        public var install: String?
    }

    public struct Metrics: Sendable, Equatable, Codable {
        public var devReady: TimingMetric?
        public var devFirstLoad: TimingMetric?
        public var hmr: TimingMetric?
        public var build: TimingMetric?
        public var bundle: BundleMetric?

        enum CodingKeys: String, CodingKey {
            case devReady = "dev-ready"
            case devFirstLoad = "dev-first-load"
            case hmr, build, bundle
        }

        public init() {}

        /// The timing metric named `name` (`dev-ready`, `dev-first-load`, `hmr`, `build`), when measured.
        public func timing(_ name: String) -> TimingMetric? {
            switch name {
            case "dev-ready": return devReady
            case "dev-first-load": return devFirstLoad
            case "hmr": return hmr
            case "build": return build
            default: return nil
            }
        }

        /// The timing metrics measured, by name, in report order.
        public var timings: [(name: String, metric: TimingMetric)] {
            ["dev-ready", "dev-first-load", "hmr", "build"].compactMap { name in timing(name).map { (name, $0) } }
        }
    }

    public struct TimingMetric: Sendable, Equatable, Codable {
        public var unit = "ms"
        public var samples: [Double]
        public var median: Double?
        public var mad: Double?
        public var min: Double?
        public var max: Double?
        public var mean: Double?
        public var stddev: Double?
        /// Indices (0-based, into `samples`) of samples with a modified Z-score above 3.5 that also lie at least
        /// 1 ms and 1% of the median from the median; kept in every statistic.
        public var outliers: [Int]
        /// The run (1-based, as progress and the Markdown number them) each sample came from; a failed run
        /// leaves a gap. Absent in records written before it was added.
        public var runs: [Int]?
        /// For dev-ready: which check defined "ready".
        public var readiness: String?
        /// For dev-ready: the other readiness checks given to --ready (`log`, `port`, `http`; not first-load,
        /// which is its own metric), each timed from spawn on every run. Shown, never given a verdict.
        public var checks: [String: TimingMetric]?
        /// The tool's self-reported number per run (null when it printed none); not comparable across tools.
        public var toolReportedMs: [Double?]?
        /// dev-first-load: requests and bytes per run.
        public var requests: [Int]?
        public var bytes: [Int]?
        /// build: CPU time, peak RSS and exit code per run.
        public var cpuMs: [Double]?
        public var peakRssBytes: [Int]?
        public var exitCodes: [Int32]?

        public init(samples: [Double], runs: [Int]? = nil) {
            self.samples = samples.map(Self.round)
            self.runs = runs
            // From the samples as recorded, so that every statistic recomputed from the record matches it.
            let summary = SampleSummary(self.samples, minimumOutlierDifference: Self.minimumOutlierMs,
                                        minimumOutlierFraction: Self.minimumOutlierFraction)
            median = summary.map { Self.round($0.median) }
            mad = summary.map { Self.round($0.mad) }
            min = summary.map { Self.round($0.min) }
            max = summary.map { Self.round($0.max) }
            mean = summary.map { Self.round($0.mean) }
            stddev = summary.map { Self.round($0.standardDeviation) }
            outliers = summary?.outlierIndices ?? []
        }

        /// Samples closer than this to the median are never outliers, whatever their score: below any clock's noise.
        static let minimumOutlierMs = 1.0
        static let minimumOutlierFraction = 0.01

        /// The run number of the sample at `index`: from `runs`, else its position (1-based).
        public func runNumber(ofSample index: Int) -> Int {
            guard let runs, runs.indices.contains(index) else { return index + 1 }
            return runs[index]
        }

        /// Hundredths of a millisecond: finer than any clock involved, and stable in text.
        static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    }

    public struct BundleMetric: Sendable, Equatable, Codable {
        public var unit = "bytes"
        public var files: [OutputSizer.File]
        public var total: Int
        public var gzipTotal: Int
        /// The files' brotli sizes summed; absent when any file has none (no `brotli` command).
        public var brotliTotal: Int?
        /// Files in the output folder that no build of this run wrote (unchanged since before the first build),
        /// left out of `files` and the totals; absent when there were none.
        public var ignoredStale: [String]?
        /// Source maps the build wrote (`*.map`), sized but left out of `files` and the totals: browsers fetch them only
        /// with the developer tools open, so they are not what a page ships (compressed-size-action excludes them too),
        /// and a side that writes them (CRA by default) must not look larger, nor one that stops look smaller, for it.
        public var sourceMaps: [OutputSizer.File]?

        /// `files` sized; source maps among them are set apart in `sourceMaps`.
        public init(files: [OutputSizer.File]) {
            let maps = files.filter { Self.isSourceMap($0.name) }
            self.files = files.filter { !Self.isSourceMap($0.name) }
            sourceMaps = maps.isEmpty ? nil : maps
            total = self.files.reduce(0) { $0 + $1.bytes }
            gzipTotal = self.files.reduce(0) { $0 + $1.gzipBytes }
            let brotli = self.files.compactMap(\.brotliBytes)
            brotliTotal = brotli.count == self.files.count ? brotli.reduce(0, +) : nil
        }

        static func isSourceMap(_ name: String) -> Bool { name.lowercased().hasSuffix(".map") }
    }

    public struct Failure: Sendable, Equatable, Codable {
        public var metric: String
        /// 0-based index of the measured run (run 1 is 0); −1 for a warm-up run. Human output says `run N`
        /// with N = run + 1.
        public var run: Int
        public var exitCode: Int32?
        public var message: String
        public var logTail: String
    }

    /// One timing metric of an A/A record: how far two identical sides differed, against the margin.
    public struct Calibration: Sendable, Equatable, Codable {
        public var metric: String
        /// `resolves` (equivalent), `unresolved` (inconclusive) or `false-positive` (improved or regressed).
        public var outcome: NoiseCalibration.Outcome
        /// The smallest margin (a whole percent) at which the A/A interval is equivalent; absent when the sides had too
        /// few samples for any verdict (the comparison's reason), since no margin would then resolve anything.
        public var smallestMargin: Double?
        /// Run-to-run variation of each side, in side order: 1.4826 × MAD / median, rounded to 4 decimals.
        public var robustCV: [Double?]
    }

    public struct Comparison: Sendable, Equatable, Codable {
        public var metric: String
        /// after / before (medians; gzip totals for bundle).
        public var ratio: Double
        public var ciLow: Double
        public var ciHigh: Double
        public var verdict: Verdict
        /// Samples per side the interval rests on (0 for deterministic sizes).
        public var samplesBefore: Int
        public var samplesAfter: Int
        /// Why the verdict is inconclusive regardless of the interval (too few samples), when it is.
        public var reason: String? = nil
    }
}
