/// What an A/A comparison (the same code measured as both sides, interleaved) says about one metric on this
/// machine: identical sides must come out equivalent. A significant verdict is a false positive; an interval
/// wider than the margin means the machine cannot resolve changes that small with this many runs.
public struct NoiseCalibration: Sendable, Equatable {
    public enum Outcome: String, Sendable, Codable {
        /// Judged equivalent: changes beyond the margin would be told apart from noise.
        case resolves
        /// Inconclusive: the interval crosses the margin; more runs, a quieter machine or a wider margin.
        case unresolved
        /// Judged improved or regressed although both sides ran the same code.
        case falsePositive = "false-positive"
    }

    public var outcome: Outcome
    /// The smallest margin at which this A/A interval would have been judged equivalent, rounded up to a whole
    /// percent: what `--margin` can honestly be on this machine with this many runs.
    public var smallestMargin: Double

    /// `low`…`high` is the after/before interval of two identical sides; `verdict` its verdict at the margin used.
    public init(low: Double, high: Double, verdict: Verdict) {
        switch verdict {
        case .equivalent: outcome = .resolves
        case .inconclusive: outcome = .unresolved
        case .improved, .regressed: outcome = .falsePositive
        }
        let reach = max(1 - low, high - 1, 0)
        // A hair below a whole percent stays that percent: the interval is rounded to 4 decimals in the record.
        var percent = max((reach * 100 - 1e-9).rounded(.up), 1)
        // The margin must pass the verdict it is offered for: 1 − 0.18 is 0.8200000000000001 in binary, above a low of 0.82.
        while Verdict(low: low, high: high, margin: percent / 100) != .equivalent && percent < 1_000 { percent += 1 }
        smallestMargin = percent / 100
    }
}
