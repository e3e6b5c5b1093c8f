/// The after/before ratio of medians with a 95% percentile-bootstrap confidence interval.
///
/// Method: each side is resampled with replacement independently (the sides are unpaired: an interleaved
/// schedule cancels drift but a run of one side is not matched to a particular run of the other), the ratio
/// of the two resample medians is recorded, and the 2.5% and 97.5% quantiles of those ratios bound the
/// interval. Resamples come from `SplitMix64` seeded with `seed`, so the interval is reproducible from the
/// record. With fewer than 6 samples per side a bootstrap has few distinct resamples and under-covers;
/// `SampleSufficiency` says so rather than hiding it.
public struct RatioEstimate: Sendable, Equatable {
    /// median(after) / median(before).
    public var ratio: Double
    public var low: Double
    public var high: Double
    public var confidence: Double
    public var resamples: Int
    public var seed: UInt64

    public static let defaultResamples = 10_000

    /// Nil when either side is empty or the before median is not positive (a ratio would be meaningless).
    public init?(before: [Double], after: [Double], seed: UInt64, resamples: Int = defaultResamples,
                 confidence: Double = 0.95) {
        guard let beforeMedian = Descriptive.median(before), let afterMedian = Descriptive.median(after),
              beforeMedian > 0, resamples > 0 else { return nil }
        var generator = SplitMix64(seed: seed)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        var scratchBefore = before
        var scratchAfter = after
        for _ in 0..<resamples {
            for index in scratchBefore.indices { scratchBefore[index] = before[generator.nextIndex(below: before.count)] }
            for index in scratchAfter.indices { scratchAfter[index] = after[generator.nextIndex(below: after.count)] }
            let resampledBefore = Descriptive.median(scratchBefore) ?? beforeMedian
            let resampledAfter = Descriptive.median(scratchAfter) ?? afterMedian
            // A resampled before-median of 0 has no finite ratio; skipping it keeps the quantiles finite.
            if resampledBefore > 0 { ratios.append(resampledAfter / resampledBefore) }
        }
        let tail = (1 - confidence) / 2
        self.ratio = afterMedian / beforeMedian
        self.low = Descriptive.quantile(ratios, tail) ?? afterMedian / beforeMedian
        self.high = Descriptive.quantile(ratios, 1 - tail) ?? afterMedian / beforeMedian
        self.confidence = confidence
        self.resamples = resamples
        self.seed = seed
    }

    /// An exact ratio without uncertainty, for deterministic quantities such as output sizes.
    public init(exactRatio: Double) {
        ratio = exactRatio
        low = exactRatio
        high = exactRatio
        confidence = 1
        resamples = 0
        seed = 0
    }

    /// Half the interval's width on the log scale, as a fraction: 0.02 means "about ±2%".
    public var relativeHalfWidth: Double {
        guard low > 0, high > 0 else { return .infinity }
        return (log(high) - log(low)) / 2
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
