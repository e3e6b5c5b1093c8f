/// Everything a report states about one metric on one side: centre, spread, range and flagged outliers.
public struct SampleSummary: Sendable, Equatable {
    public var count: Int
    public var median: Double
    /// Unscaled median absolute deviation.
    public var mad: Double
    public var mean: Double
    /// Sample standard deviation (n − 1).
    public var standardDeviation: Double
    public var min: Double
    public var max: Double
    /// Indices (into the samples, in run order) whose modified Z-score exceeds the threshold.
    /// They stay in every statistic: the robust estimators already resist them.
    public var outlierIndices: [Int]

    /// Summarises `samples`; nil when there are none. An outlier must also lie `minimumOutlierDifference` and
    /// `minimumOutlierFraction` of the median away from the median (see `OutlierDetector`).
    public init?(_ samples: [Double], outlierThreshold: Double = OutlierDetector.defaultThreshold,
                 minimumOutlierDifference: Double = 0, minimumOutlierFraction: Double = 0) {
        guard let median = Descriptive.median(samples),
              let mad = Descriptive.medianAbsoluteDeviation(samples),
              let mean = Descriptive.mean(samples),
              let deviation = Descriptive.standardDeviation(samples),
              let low = samples.min(), let high = samples.max()
        else { return nil }
        self.count = samples.count
        self.median = median
        self.mad = mad
        self.mean = mean
        self.standardDeviation = deviation
        self.min = low
        self.max = high
        self.outlierIndices = OutlierDetector.outlierIndices(samples, threshold: outlierThreshold,
                                                             minimumDifference: minimumOutlierDifference,
                                                             minimumFraction: minimumOutlierFraction)
    }
}
