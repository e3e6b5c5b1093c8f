import Testing
@testable import Statistics

/// A/A outcomes and the smallest margin an A/A interval allows; the robust coefficient of variation behind them.
struct NoiseCalibrationTests {
    @Test func outcomesFollowTheVerdictOfIdenticalSides() {
        #expect(NoiseCalibration(low: 0.98, high: 1.03, verdict: .equivalent).outcome == .resolves)
        #expect(NoiseCalibration(low: 0.90, high: 1.12, verdict: .inconclusive).outcome == .unresolved)
        #expect(NoiseCalibration(low: 1.07, high: 1.20, verdict: .regressed).outcome == .falsePositive)
        #expect(NoiseCalibration(low: 0.80, high: 0.93, verdict: .improved).outcome == .falsePositive)
    }

    @Test func smallestMarginIsTheIntervalsReachRoundedUpToAWholePercent() {
        // The interval reaches 12% below 1: a 12% margin would have held it.
        #expect(NoiseCalibration(low: 0.88, high: 1.03, verdict: .inconclusive).smallestMargin == 0.12)
        #expect(NoiseCalibration(low: 0.99, high: 1.061, verdict: .inconclusive).smallestMargin == 0.07)
        // A reach of exactly 4% (as rounded in the record) is 4%, not 5%.
        #expect(NoiseCalibration(low: 0.96, high: 1.0, verdict: .equivalent).smallestMargin == 0.04)
        // Never below 1% (a margin must be positive), also for an interval of zero width.
        #expect(NoiseCalibration(low: 1.0, high: 1.0, verdict: .equivalent).smallestMargin == 0.01)
    }

    @Test func theSmallestMarginIsOneTheVerdictJudgesEquivalent() {
        // Offered as "--margin X", it must hold the interval; float edges (1 − 0.18 > 0.82) must not make it inconclusive.
        for (low, high) in [(0.82, 1.0), (0.82, 1.0007), (0.96, 1.0), (0.99, 1.061), (1.0, 1.0), (0.5, 1.3)] {
            let margin = NoiseCalibration(low: low, high: high, verdict: .inconclusive).smallestMargin
            #expect(Verdict(low: low, high: high, margin: margin) == .equivalent, "\(low)–\(high): \(margin)")
            #expect(Verdict(low: low, high: high, margin: margin - 0.01) != .equivalent || margin == 0.01, "\(low)–\(high): \(margin)")
        }
    }

    @Test func robustVariationIgnoresOneOutlier() throws {
        let steady = try #require(Descriptive.robustCoefficientOfVariation([100, 102, 98, 101, 99, 400]))
        // MAD 1.5 around a median of 100.5: about 2.2%, whatever the 400.
        #expect(abs(steady - 1.4826 * 1.5 / 100.5) < 1e-12)
        #expect(Descriptive.robustCoefficientOfVariation([]) == nil)
        #expect(Descriptive.robustCoefficientOfVariation([0, 0, 0]) == nil)
    }
}
