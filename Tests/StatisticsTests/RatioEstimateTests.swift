import Testing
@testable import Statistics

struct RatioEstimateTests {
    @Test func splitMixMatchesTheReferenceSequence() {
        // Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func boundedIndicesStayInRange() {
        var generator = SplitMix64(seed: 42)
        var seen = Set<Int>()
        for _ in 0..<1000 {
            let index = generator.nextIndex(below: 7)
            #expect((0..<7).contains(index))
            seen.insert(index)
        }
        #expect(seen.count == 7)
    }

    @Test func constantSamplesGiveAnExactInterval() throws {
        let estimate = try #require(RatioEstimate(before: [10, 10, 10, 10, 10, 10], after: [5, 5, 5, 5, 5, 5], seed: 1))
        #expect(estimate.ratio == 0.5)
        #expect(estimate.low == 0.5)
        #expect(estimate.high == 0.5)
        #expect(Verdict(estimate, margin: 0.05) == .improved)
    }

    @Test func intervalContainsTheRatioAndIsReproducible() throws {
        let before: [Double] = [100, 104, 98, 101, 99, 103, 97, 102]
        let after: [Double] = [60, 63, 58, 61, 59, 62, 64, 57]
        let first = try #require(RatioEstimate(before: before, after: after, seed: 1234))
        let second = try #require(RatioEstimate(before: before, after: after, seed: 1234))
        #expect(first == second)
        // medians 100.5 and 60.5.
        #expect(abs(first.ratio - 60.5 / 100.5) < 1e-12)
        #expect(first.low <= first.ratio && first.ratio <= first.high)
        // The extremes a resample can reach: min(after)/max(before) and max(after)/min(before).
        #expect(first.low >= 57.0 / 104.0 && first.high <= 64.0 / 97.0)
        #expect(first.high > first.low)
    }

    @Test func noRatioWithoutAPositiveBaseline() {
        #expect(RatioEstimate(before: [], after: [1], seed: 0) == nil)
        #expect(RatioEstimate(before: [0, 0], after: [1, 1], seed: 0) == nil)
    }
}
