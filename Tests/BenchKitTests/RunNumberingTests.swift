import Foundation
import Statistics
import Testing
@testable import BenchKit

/// Human output numbers runs from 1 as the progress does, with gaps where runs failed; samples a clock cannot
/// tell apart are not outliers.
struct RunNumberingTests {
    private func record(build: BenchRecord.TimingMetric, failures: [BenchRecord.Failure]) -> BenchRecord {
        var metrics = BenchRecord.Metrics()
        metrics.build = build
        let side = BenchRecord.Side(label: "before", ref: nil, commit: nil, commands: .init(dev: nil, build: "b", install: nil),
                                    installMs: nil, metrics: metrics, failures: failures)
        return BenchRecord(
            tool: .init(name: "migrate-audit", version: "test"),
            config: .init(runs: 5, maxRuns: 5, warmup: 0, cache: "cold", order: "sequential", seed: 1, margin: 0.05,
                          readiness: ["log"], timeoutMs: 1000, schedule: []),
            environment: .init(cpu: "cpu", cores: 2, memoryBytes: 1, os: "os", node: nil, loadBefore: 0, loadAfter: 0),
            sides: [side], comparison: [], warnings: [])
    }

    @Test func outliersAreNamedByTheRunTheyCameFrom() {
        // Run 2 failed: the samples are runs 1, 3, 4, 5, and the slow one (sample index 2) is run 4.
        let build = BenchRecord.TimingMetric(samples: [1000, 1002, 3000, 1001], runs: [1, 3, 4, 5])
        #expect(build.outliers == [2])
        let failure = BenchRecord.Failure(metric: "build", run: 1, exitCode: 1, message: "failed", logTail: "")
        let markdown = BenchMarkdown.render(record(build: build, failures: [failure]))
        #expect(markdown.contains("| before | build | 1.00 s, 1.00 s, 3.00 s, 1.00 s | run 4 |"), "\(markdown)")
        #expect(markdown.contains("- before build run 2: failed"))
    }

    @Test func samplesATenthOfAMillisecondApartAreNotOutliers() {
        let build = BenchRecord.TimingMetric(samples: [50.0, 50.01, 50.0, 49.99, 50.1])
        #expect(build.mad == 0.01)
        #expect(build.outliers.isEmpty)
        #expect(BenchRecord.TimingMetric(samples: [50.0, 50.01, 50.0, 49.99, 80]).outliers == [4])
    }

    /// A build's log is put in a fenced code block: a line of ``` in it (tools print Markdown too) must not close the
    /// block and let the rest of the log render as Markdown and HTML.
    @Test func aLogWithItsOwnFenceStaysInsideTheCodeBlock() {
        let tail = "error:\n```\n</details>\n<img src=x onerror=alert(1)>\n````x"
        let failure = BenchRecord.Failure(metric: "build", run: 0, exitCode: 2, message: "failed", logTail: tail)
        let markdown = BenchMarkdown.render(record(build: BenchRecord.TimingMetric(samples: []), failures: [failure]))
        #expect(markdown.contains("\n`````\n" + tail + "\n`````\n"), "\(markdown)")
        #expect(BenchMarkdown.codeBlock("plain") == "```\nplain\n```")
    }

    /// Commands, refs and output file names are shown as code: one with a backtick (shell command substitution) or,
    /// in a table, a `|` must not end the code span or the cell; `@` before a short SHA must not mention a GitHub user.
    @Test func commandsRefsAndFileNamesStayInTheirCodeSpans() {
        var record = record(build: BenchRecord.TimingMetric(samples: [1000, 1001]), failures: [])
        record.sides[0].commands.build = "NODE_ENV=production `npm bin`/webpack"
        record.sides[0].ref = "main"
        record.sides[0].commit = "deadbee0123456789"
        var bundle = BenchRecord.BundleMetric(files: [.init(name: "assets/a|b-`x`.js", bytes: 10, gzipBytes: 5)])
        bundle.ignoredStale = nil
        record.sides[0].metrics.bundle = bundle
        let markdown = BenchMarkdown.render(record)
        #expect(markdown.contains("build ``NODE_ENV=production `npm bin`/webpack``"), "\(markdown)")
        #expect(markdown.contains("| before | ``assets/a\\|b-`x`.js`` |"), "\(markdown)")
        #expect(markdown.contains("`main`@\u{200B}deadbee"), "\(markdown)")
        #expect(!markdown.contains("@deadbee"))
        #expect(BenchMarkdown.codeSpan("`x`") == "`` `x` ``")
    }
}


/// The record's statistics are those of the samples it keeps (rounded to 0.01 ms), so that anyone recomputing them
/// from the JSON, as the contract promises, gets the same numbers.
struct RecordedStatisticsTests {
    @Test func statisticsAreThoseOfTheRecordedSamples() throws {
        // Measured 10.004, 10.006, 20.0: recorded 10.0, 10.01, 20.0. The MAD of what was measured is 0.002 (→ 0.0);
        // of what was recorded, 0.01.
        let metric = BenchRecord.TimingMetric(samples: [10.004, 10.006, 20.0])
        #expect(metric.samples == [10.0, 10.01, 20.0])
        #expect(metric.mad == 0.01)
        #expect(metric.median == 10.01)
        #expect(metric.mad == Descriptive.medianAbsoluteDeviation(metric.samples).map { ($0 * 100).rounded() / 100 })
        #expect(metric.stddev == Descriptive.standardDeviation(metric.samples).map { ($0 * 100).rounded() / 100 })
        #expect(metric.mean == Descriptive.mean(metric.samples).map { ($0 * 100).rounded() / 100 })
    }
}
