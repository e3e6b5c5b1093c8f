/// A metric a side had a command for but measured on no run: every attempt failed. Such a side has nothing
/// to compare, so the report must say so rather than drop the row, and `bench` ends with exit code 2.
public struct UnmeasuredMetric: Sendable, Equatable {
    /// "before" or "after".
    public var side: String
    /// `dev` (the dev-server metrics, which one session measures together), `hmr` (when only the hot update
    /// failed) or `build`.
    public var kind: String
    /// The record's metric names left without samples, e.g. ["dev-ready", "dev-first-load"].
    public var metrics: [String]
    public var command: String
    /// Failed attempts, warm-ups included.
    public var attempts: Int
    /// The last failure: its exit status and output say why.
    public var failure: BenchRecord.Failure

    /// Every metric of `record` that failed on every attempt, in side order, dev before HMR before build; HMR
    /// only when the dev server itself was measured (else the dev entry covers it).
    public static func find(in record: BenchRecord) -> [UnmeasuredMetric] {
        var found: [UnmeasuredMetric] = []
        for side in record.sides {
            let metrics = side.metrics
            let dev: [(String, BenchRecord.TimingMetric?)] = [
                ("dev-ready", metrics.devReady), ("dev-first-load", metrics.devFirstLoad), ("hmr", metrics.hmr),
            ]
            let groups: [(kind: String, failureName: String, command: String?, metrics: [(String, BenchRecord.TimingMetric?)])] = [
                ("dev", "dev-ready", side.commands.dev, dev),
                // A failed hot update keeps the run's ready and first-load samples, so HMR can fail alone.
                ("hmr", "hmr", side.commands.dev, [("hmr", metrics.hmr)]),
                ("build", "build", side.commands.build, [("build", metrics.build)]),
            ]
            for group in groups {
                let present = group.metrics.compactMap { name, metric in metric.map { (name, $0) } }
                let failures = side.failures.filter { $0.metric == group.failureName }
                guard let command = group.command, !present.isEmpty, present.allSatisfy({ $0.1.samples.isEmpty }),
                      let last = failures.last,
                      !(group.kind == "hmr" && found.contains { $0.side == side.label && $0.kind == "dev" }) else { continue }
                found.append(UnmeasuredMetric(side: side.label, kind: group.kind, metrics: present.map(\.0),
                                              command: command, attempts: failures.count, failure: last))
            }
        }
        return found
    }

    /// `after build failed on all 2 attempts`.
    public var headline: String {
        "\(side) \(kind) failed on " + (attempts == 1 ? "its only attempt" : "all \(attempts) attempts")
    }

    /// `after build failed on all 2 attempts (`exit 1`, last exit status 1)`.
    public var summary: String {
        "\(headline) (`\(command)`" + (failure.exitCode.map { ", last exit status \($0)" } ?? "") + ")"
    }
}
