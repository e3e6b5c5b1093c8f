import Testing
@testable import Statistics

struct DescriptiveTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect(Descriptive.median([3, 1, 2]) == 2)
        #expect(Descriptive.median([4, 1, 3, 2]) == 2.5)
        #expect(Descriptive.median([]) == nil)
    }

    @Test func madIsTheMedianOfAbsoluteDeviations() {
        // median 3; deviations 2, 1, 0, 1, 97 → median 1.
        #expect(Descriptive.medianAbsoluteDeviation([1, 2, 3, 4, 100]) == 1)
    }

    @Test func sampleStandardDeviationUsesNMinusOne() throws {
        // mean 5; squared deviations sum to 32; 32 / 7 = 4.5714…; √ = 2.13809…
        let sd = try #require(Descriptive.standardDeviation([2, 4, 4, 4, 5, 5, 7, 9]))
        #expect(abs(sd - 2.138089935) < 1e-9)
        #expect(Descriptive.standardDeviation([7]) == 0)
        #expect(Descriptive.mean([2, 4, 4, 4, 5, 5, 7, 9]) == 5)
    }

    @Test func quantileInterpolatesLinearly() {
        #expect(Descriptive.quantile([1, 2, 3, 4], 0.25) == 1.75)
        #expect(Descriptive.quantile([1, 2, 3, 4], 1) == 4)
        #expect(Descriptive.quantile([5], 0.5) == 5)
    }

    @Test func summaryCollectsEverythingAndFlagsOutliers() throws {
        let summary = try #require(SampleSummary([1, 2, 3, 4, 100]))
        #expect(summary.count == 5)
        #expect(summary.median == 3)
        #expect(summary.mad == 1)
        #expect(summary.mean == 22)
        #expect(summary.min == 1)
        #expect(summary.max == 100)
        #expect(summary.outlierIndices == [4])
        #expect(SampleSummary([]) == nil)
    }
}
