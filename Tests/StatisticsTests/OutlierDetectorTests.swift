import Testing
@testable import Statistics

struct OutlierDetectorTests {
    @Test func modifiedZScoreUsesMAD() {
        // median 3, MAD 1: M(100) = 0.6745 · 97 = 65.4265; M(1) = −1.349.
        let scores = OutlierDetector.modifiedZScores([1, 2, 3, 4, 100])
        #expect(abs(scores[4] - 65.4265) < 1e-9)
        #expect(abs(scores[0] + 1.349) < 1e-9)
        #expect(OutlierDetector.outlierIndices([1, 2, 3, 4, 100]) == [4])
    }

    @Test func thresholdIsStrictlyAboveThreePointFive() {
        // median 10, MAD 1 (deviations 0,1,1,…): a value at 10 + 3.5/0.6745 sits exactly on the line.
        let edge = 10 + 3.5 / 0.6745
        #expect(OutlierDetector.outlierIndices([9, 10, 11, 10, edge]).isEmpty)
        #expect(OutlierDetector.outlierIndices([9, 10, 11, 10, edge + 0.01]) == [4])
    }

    @Test func zeroMADFallsBackToMeanAbsoluteDeviation() {
        // median 1, MAD 0; mean absolute deviation 9/5 = 1.8; M(10) = 9 / (1.253314 · 1.8) = 3.989…
        let scores = OutlierDetector.modifiedZScores([1, 1, 1, 1, 10])
        #expect(abs(scores[4] - 9 / (1.253314 * 1.8)) < 1e-9)
        #expect(OutlierDetector.outlierIndices([1, 1, 1, 1, 10]) == [4])
        #expect(OutlierDetector.outlierIndices([4, 4, 4]).isEmpty)
    }

    @Test func tinyDifferencesAreNotOutliersBelowTheFloors() {
        // MAD 0.01: 100.1 scores 6.7 but is 0.1 apart, under 1 (absolute) and 1% of the median.
        let tight = [100.0, 100.01, 100.0, 99.99, 100.1]
        #expect(OutlierDetector.outlierIndices(tight) == [4])
        #expect(OutlierDetector.outlierIndices(tight, minimumDifference: 1, minimumFraction: 0.01).isEmpty)
        #expect(OutlierDetector.outlierIndices([100, 100.01, 100, 99.99, 130], minimumDifference: 1,
                                               minimumFraction: 0.01) == [4])
        // The fraction floor alone: 2 ms off a 1000 ms median is under 1%.
        #expect(OutlierDetector.outlierIndices([1000, 1000.01, 1000, 999.99, 1002], minimumFraction: 0.01).isEmpty)
    }
}
