import Foundation

/// Point statistics of one sample. Every function is defined for any non-empty input and returns nil
/// for an empty one, so that callers decide what "no data" means instead of reading a NaN.
public enum Descriptive {
    /// The middle value; the mean of the two middle values for an even count.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Median absolute deviation from the median, unscaled (multiply by 1.4826 for a normal-consistent σ).
    public static func medianAbsoluteDeviation(_ values: [Double]) -> Double? {
        guard let centre = median(values) else { return nil }
        return median(values.map { abs($0 - centre) })
    }

    /// Run-to-run variation as a fraction of the centre, robustly: 1.4826 × MAD / median (a normal-consistent σ
    /// over the median), so that one outlier does not set it. Nil for an empty sample or a median that is not positive.
    public static func robustCoefficientOfVariation(_ values: [Double]) -> Double? {
        guard let centre = median(values), centre > 0, let mad = medianAbsoluteDeviation(values) else { return nil }
        return 1.4826 * mad / centre
    }

    public static func mean(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        return values.reduce(0, +) / Double(values.count)
    }

    /// Sample standard deviation (n − 1 in the denominator); 0 for a single value.
    public static func standardDeviation(_ values: [Double]) -> Double? {
        guard let centre = mean(values) else { return nil }
        guard values.count > 1 else { return 0 }
        let squares = values.reduce(0) { $0 + ($1 - centre) * ($1 - centre) }
        return (squares / Double(values.count - 1)).squareRoot()
    }

    /// The p-quantile (0…1) with linear interpolation between order statistics (type 7, as R and NumPy).
    public static func quantile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let position = min(max(p, 0), 1) * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}
