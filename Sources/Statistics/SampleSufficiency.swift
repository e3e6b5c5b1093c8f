/// Whether a sample is large enough for the interval it feeds, and whether an adaptive run may stop.
public enum SampleSufficiency {
    /// The smallest per-side count for which a distribution-free 95% interval exists: with 5 values even
    /// min…max covers only 93.75% of the median's distribution (1 − 2 · 0.5⁵).
    public static let minimumForInterval = 6

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
