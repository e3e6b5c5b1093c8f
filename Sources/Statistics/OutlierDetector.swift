/// Outliers by the modified Z-score of Iglewicz and Hoaglin (1993): M = 0.6745 · (x − median) / MAD.
///
/// Values with |M| > 3.5 are flagged, never removed. When more than half the values are equal the MAD is 0;
/// the score then falls back to the mean absolute deviation, M = (x − median) / (1.253314 · MeanAD), as
/// IBM's and NIST's write-ups of the method do; when that is 0 too, all values are equal and none is an outlier.
public enum OutlierDetector {
    public static let defaultThreshold = 3.5

    /// One score per value, in input order; empty for empty input.
    public static func modifiedZScores(_ values: [Double]) -> [Double] {
        guard let centre = Descriptive.median(values),
              let mad = Descriptive.medianAbsoluteDeviation(values) else { return [] }
        if mad > 0 {
            return values.map { 0.6745 * ($0 - centre) / mad }
        }
        let meanDeviation = values.reduce(0) { $0 + abs($1 - centre) } / Double(values.count)
        guard meanDeviation > 0 else { return values.map { _ in 0 } }
        return values.map { ($0 - centre) / (1.253314 * meanDeviation) }
    }

    /// Indices of values whose |modified Z-score| exceeds `threshold` and that lie at least `minimumDifference`
    /// and `minimumFraction` of the median away from the median, ascending. The floors keep tightly clustered
    /// samples (0.1 ms apart, MAD 0.01) from being flagged for differences far below any clock's noise.
    public static func outlierIndices(_ values: [Double], threshold: Double = defaultThreshold,
                                      minimumDifference: Double = 0, minimumFraction: Double = 0) -> [Int] {
        guard let centre = Descriptive.median(values) else { return [] }
        let floor = max(minimumDifference, minimumFraction * abs(centre))
        return modifiedZScores(values).enumerated().compactMap { index, score in
            abs(score) > threshold && abs(values[index] - centre) >= floor ? index : nil
        }
    }
}
