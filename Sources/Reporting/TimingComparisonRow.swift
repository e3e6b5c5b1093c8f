/// One line of the before/after timing table. The CLI fills these from a bench record (contract:
/// bench-json-v1): `before`/`after` from each side's metric medians (for `bundle`, the gzip totals, which is
/// what the record's `comparison[]` ratio is computed on), `ratio`/`ciLow`/`ciHigh`/`verdict` from
/// `comparison[]`. Metric names and verdicts have the record's raw values, so `init(rawValue:)` maps them.
public struct TimingComparisonRow: Sendable, Equatable {
    /// The bench record's metric names.
    public enum Metric: String, Sendable, CaseIterable {
        case devReady = "dev-ready"
        case devFirstLoad = "dev-first-load"
        case hmr
        case build
        case bundle

        public var title: String {
            switch self {
            case .devReady: "Dev server start"
            case .devFirstLoad: "First page load (dev)"
            case .hmr: "Hot update"
            case .build: "Production build"
            case .bundle: "Bundle size (gzip)"
            }
        }

        /// What the metric counts: sizes for `bundle`, milliseconds for the rest.
        public var unit: Unit { self == .bundle ? .bytes : .milliseconds }
    }

    public enum Unit: String, Sendable {
        case milliseconds = "ms"
        case bytes
    }

    /// The bench record's verdicts: a confidence interval decides, never a single ratio.
    public enum Verdict: String, Sendable {
        case improved, regressed, equivalent, inconclusive
    }

    public var metric: Metric
    public var unit: Unit
    /// Median (or total, for sizes) of each side.
    public var before: Double
    public var after: Double
    /// after / before, with its confidence interval when the record has one.
    public var ratio: Double
    public var ciLow: Double?
    public var ciHigh: Double?
    public var verdict: Verdict

    public init(
        metric: Metric, unit: Unit? = nil, before: Double, after: Double, ratio: Double? = nil, ciLow: Double? = nil,
        ciHigh: Double? = nil, verdict: Verdict
    ) {
        self.metric = metric
        self.unit = unit ?? metric.unit
        self.before = before
        self.after = after
        self.ratio = ratio ?? (before > 0 ? after / before : .nan)
        self.ciLow = ciLow
        self.ciHigh = ciHigh
        self.verdict = verdict
    }
}
