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

    @Test func tooFewSamplesPerSideAreInconclusiveWhateverTheInterval() throws {
        // One run each: the bootstrap interval has zero width, here wholly above +5%.
        let single = try #require(RatioEstimate(before: [100], after: [120], seed: 1))
        #expect(single.low == single.high)
        let few = SampleSufficiency.verdict(single, countPerSide: 1, margin: 0.05)
        #expect(few.verdict == .inconclusive)
        #expect(few.reason?.contains("1 sample per side") == true)
        #expect(few.reason?.contains("--runs 4") == true)
        let three = SampleSufficiency.verdict(single, countPerSide: 3, margin: 0.05)
        #expect(three.verdict == .inconclusive && three.reason?.contains("3 samples") == true)
        let enough = SampleSufficiency.verdict(single, countPerSide: 4, margin: 0.05)
        #expect(enough.verdict == .regressed && enough.reason == nil)
    }
}
