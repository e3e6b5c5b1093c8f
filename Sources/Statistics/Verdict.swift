/// What a change means once its uncertainty is taken into account, for a metric where lower is better.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// The whole interval lies below 1 − margin.
    case improved
    /// The whole interval lies above 1 + margin.
    case regressed
    /// The whole interval lies within [1 − margin, 1 + margin]: any change is too small to matter.
    case equivalent
    /// The interval straddles a margin: more runs (or a quieter machine) are needed to say.
    case inconclusive

    /// Classifies an after/before interval against a practical margin (0.05 = 5%).
    public init(low: Double, high: Double, margin: Double) {
        if high < 1 - margin {
            self = .improved
        } else if low > 1 + margin {
            self = .regressed
        } else if low >= 1 - margin && high <= 1 + margin {
            self = .equivalent
        } else {
            self = .inconclusive
        }
    }

    public init(_ estimate: RatioEstimate, margin: Double) {
        self.init(low: estimate.low, high: estimate.high, margin: margin)
    }
}
