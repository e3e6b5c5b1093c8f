import BenchKit
import Reporting

/// The migration report's timing table, from a two-sided bench record.
enum TimingRows {
    static func rows(from record: BenchRecord) throws -> [TimingComparisonRow] {
        guard let before = record.sides.first(where: { $0.label == "before" }),
            let after = record.sides.first(where: { $0.label == "after" })
        else {
            throw CLIError("the bench record has no before and after sides; run `migrate-audit bench --before REF --after REF`")
        }
        var rows: [TimingComparisonRow] = []
        for comparison in record.comparison {
            guard let metric = TimingComparisonRow.Metric(rawValue: comparison.metric),
                let verdict = TimingComparisonRow.Verdict(rawValue: comparison.verdict.rawValue),
                let values = medians(metric, before.metrics, after.metrics)
            else { continue }
            rows.append(TimingComparisonRow(
                metric: metric, before: values.before, after: values.after, ratio: comparison.ratio,
                ciLow: comparison.ciLow, ciHigh: comparison.ciHigh, verdict: verdict))
        }
        return rows
    }

    /// One sentence per metric a side measured on no run (every attempt failed): no row can show it, and the
    /// report must not pass over it.
    static func notMeasured(in record: BenchRecord) -> [String] {
        UnmeasuredMetric.find(in: record).map { "\($0.summary); the bench record's failures say why." }
    }

    private static func medians(
        _ metric: TimingComparisonRow.Metric, _ before: BenchRecord.Metrics, _ after: BenchRecord.Metrics
    ) -> (before: Double, after: Double)? {
        func pair(_ path: KeyPath<BenchRecord.Metrics, BenchRecord.TimingMetric?>) -> (Double, Double)? {
            guard let b = before[keyPath: path]?.median, let a = after[keyPath: path]?.median else { return nil }
            return (b, a)
        }
        switch metric {
        case .devReady: return pair(\.devReady)
        case .devFirstLoad: return pair(\.devFirstLoad)
        case .hmr: return pair(\.hmr)
        case .build: return pair(\.build)
        case .bundle:
            guard let b = before.bundle?.gzipTotal, let a = after.bundle?.gzipTotal else { return nil }
            return (Double(b), Double(a))
        }
    }
}
