import Testing
@testable import Statistics

struct VerdictTests {
    @Test func classifiesAgainstTheMargin() {
        #expect(Verdict(low: 0.80, high: 0.90, margin: 0.05) == .improved)
        #expect(Verdict(low: 1.10, high: 1.30, margin: 0.05) == .regressed)
        #expect(Verdict(low: 0.97, high: 1.04, margin: 0.05) == .equivalent)
        // Significantly below 1 but straddling −5%: not enough to call it an improvement.
        #expect(Verdict(low: 0.90, high: 0.97, margin: 0.05) == .inconclusive)
        #expect(Verdict(low: 0.70, high: 1.40, margin: 0.05) == .inconclusive)
    }

    @Test func sufficiencyWarnsBelowSixAndStopsOnlyWhenDecided() throws {
        #expect(SampleSufficiency.warning(count: 5, metric: "build") != nil)
        #expect(SampleSufficiency.warning(count: 6, metric: "build") == nil)
        let tight = RatioEstimate(exactRatio: 1.0)
        #expect(SampleSufficiency.isConclusive(tight, countPerSide: 6, margin: 0.05))
        #expect(!SampleSufficiency.isConclusive(tight, countPerSide: 5, margin: 0.05))
        let wide = try #require(RatioEstimate(before: [100, 140, 90, 130, 95, 150], after: [100, 60, 130, 90, 140, 80], seed: 7))
        #expect(!SampleSufficiency.isConclusive(wide, countPerSide: 6, margin: 0.05))
    }
}
