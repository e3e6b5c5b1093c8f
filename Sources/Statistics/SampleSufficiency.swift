/// Whether a sample is large enough for the interval it feeds, and whether an adaptive run may stop.
public enum SampleSufficiency {
    /// The smallest per-side count for which a distribution-free 95% interval exists: with 5 values even
    /// min…max covers only 93.75% of the median's distribution (1 − 2 · 0.5⁵).
    public static let minimumForInterval = 6

    /// The smallest per-side count that may get a verdict other than inconclusive. With 3 per side even a
    /// two-sided Mann–Whitney test cannot reach p < 0.05 (its smallest p is 0.10; 4 per side: 0.029), and
    /// with 1 the bootstrap interval has zero width whatever the noise: a verdict would be confidence
    /// without evidence.
    public static let minimumForVerdict = 4

    /// The verdict for an interval resting on `countPerSide` samples of the smaller side, and why it is
    /// inconclusive when too few samples decided that.
    public static func verdict(_ estimate: RatioEstimate, countPerSide: Int, margin: Double) -> (verdict: Verdict, reason: String?) {
        guard countPerSide >= minimumForVerdict else {
            return (.inconclusive, "\(countPerSide) sample\(countPerSide == 1 ? "" : "s") per side; a verdict needs at "
                + "least \(minimumForVerdict) (fewer cannot be significant at 95%): use --runs \(minimumForVerdict) or more")
        }
        return (Verdict(estimate, margin: margin), nil)
    }

    /// A warning sentence when `count` is too small, nil when it is enough.
    public static func warning(count: Int, metric: String) -> String? {
        guard count < minimumForInterval else { return nil }
        return "\(metric): \(count) sample\(count == 1 ? "" : "s") per side; a 95% interval needs at least "
            + "\(minimumForInterval), so this interval under-covers (use --runs \(minimumForInterval) or more)."
    }

    /// True when an adaptive run may stop: enough samples and an interval tight enough to decide against
    /// the margin (half-width under half the margin on the log scale), or already clear of both margins.
    public static func isConclusive(_ estimate: RatioEstimate, countPerSide: Int, margin: Double) -> Bool {
        guard countPerSide >= minimumForInterval else { return false }
        let verdict = Verdict(estimate, margin: margin)
        if verdict == .improved || verdict == .regressed { return true }
        return estimate.relativeHalfWidth < margin / 2
    }
}
