import Statistics
import Testing
@testable import BenchKit

/// The adaptive run stops on the intervals the report gives, not on others drawn for the same samples.
struct AdaptiveStopTests {
    private func side(_ label: String, firstLoad: [Double]) -> BenchRecord.Side {
        var metrics = BenchRecord.Metrics()
        metrics.devFirstLoad = BenchRecord.TimingMetric(samples: firstLoad)
        return BenchRecord.Side(label: label, ref: label, commit: nil, commands: .init(dev: "dev", build: nil, install: nil),
                                installMs: nil, metrics: metrics, failures: [])
    }

    /// With seed 0 these samples give an interval wholly below −5% (0.892–0.949) when resampled with seed 0, and
    /// 0.893–0.950 (inconclusive, half-width 3.1% > 2.5%) with seed 1, the seed the report uses for dev-first-load.
    /// The stop used to resample dev-first-load with seed 0 (its metrics in another order than the report's), so it
    /// stopped on "improved" and the report said inconclusive although --max-runs allowed more runs.
    @Test func theStopJudgesTheReportedInterval() throws {
        let before = side("before", firstLoad: [98.61, 102.86, 102.75, 101.95, 101.64, 102.6])
        let after = side("after", firstLoad: [89.63, 96.27, 92.78, 93.68, 95.67, 95.92])
        let other = try #require(RatioEstimate(before: before.metrics.devFirstLoad!.samples,
                                               after: after.metrics.devFirstLoad!.samples, seed: 0))
        #expect(Verdict(other, margin: 0.05) == .improved, "\(other)")

        let reported = try #require(BenchRunner.timingEstimates(before, after, seed: 0).first { $0.metric == "dev-first-load" })
        #expect(reported.estimate.seed == 1)
        #expect(Verdict(reported.estimate, margin: 0.05) == .inconclusive, "\(reported.estimate)")
        #expect(!BenchRunner.intervalsAreDecisive(before, after, seed: 0, margin: 0.05))
        // With the record's seed at UInt64.max, dev-first-load (position 1) is resampled with seed 0: decided, so stop.
        let decided = try #require(BenchRunner.timingEstimates(before, after, seed: 18_446_744_073_709_551_615).first)
        #expect(decided.estimate.seed == 0 && Verdict(decided.estimate, margin: 0.05) == .improved)
        #expect(BenchRunner.intervalsAreDecisive(before, after, seed: 18_446_744_073_709_551_615, margin: 0.05))
    }
}
