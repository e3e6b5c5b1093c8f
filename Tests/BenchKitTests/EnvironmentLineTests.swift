import Foundation
import Testing
@testable import BenchKit

/// The report's environment line gives memory in GiB, as `free -h` and system monitors do, not in millions of bytes.
struct EnvironmentLineTests {
    @Test func memoryReadsInGiB() {
        let record = BenchRecord(
            tool: .init(name: "migrate-audit", version: "test"),
            config: .init(runs: 1, maxRuns: 1, warmup: 0, cache: "cold", order: "sequential", seed: 1, margin: 0.05,
                          readiness: ["log"], timeoutMs: 1000, schedule: ["before"]),
            environment: .init(cpu: "cpu", cores: 2, memoryBytes: 26_503_938_048, os: "os", node: nil, loadBefore: 0, loadAfter: 0),
            sides: [], comparison: [], warnings: [])
        let report = BenchMarkdown.render(record)
        #expect(report.contains("memory 24.7 GiB"), "\(report)")
        #expect(!report.contains("MB)") && !report.contains("memory 26"), "\(report)")
    }
}

/// A build-only report speaks of builds only, and says when a ref's checkout had nothing installed.
struct BuildOnlyWordingTests {
    @Test func noDevServerWordingAndTheMissingInstallIsSaid() {
        let side = BenchRecord.Side(
            label: "before", ref: "A", commit: "0123456789", commands: .init(dev: nil, build: "webpack", install: nil), installMs: nil,
            metrics: .init(), failures: [])
        let record = BenchRecord(
            tool: .init(name: "migrate-audit", version: "test"),
            config: .init(runs: 1, maxRuns: 1, warmup: 0, cache: "cold", order: "sequential", seed: 1, margin: 0.05,
                          readiness: ["log", "first-load"], timeoutMs: 120_000, schedule: ["before"]),
            environment: .init(cpu: "cpu", cores: 2, memoryBytes: 1 << 30, os: "os", node: nil, loadBefore: 0, loadAfter: 0),
            sides: [side], comparison: [], warnings: [])
        let report = BenchMarkdown.render(record)
        #expect(!report.contains("Dev server ready") && !report.contains("Readiness:"), "\(report)")
        #expect(report.contains("- Timeout 120 s."), "\(report)")
        #expect(report.contains("- before: build `webpack`; no install (no lockfile at that ref, and no --install)"), "\(report)")
    }
}

/// A machine busy at the start contends with the early runs even when its load has dropped by the end.
struct LoadWarningTests {
    private func environment(before: Double, after: Double?) -> EnvironmentFingerprint {
        .init(cpu: "cpu", cores: 2, memoryBytes: 1 << 30, os: "os", node: nil, loadBefore: before, loadAfter: after)
    }

    @Test func eitherEndOfTheBenchmarkAboveTheCoresIsWarned() {
        #expect(BenchRunner.loadWarning(environment(before: 5.5, after: 1.2))
            == "load average 5.5 before the first run exceeded the 2 cores; timings include contention from other work")
        #expect(BenchRunner.loadWarning(environment(before: 0.4, after: 3))?.contains("3.0 after the last exceeded") == true)
        #expect(BenchRunner.loadWarning(environment(before: 4, after: 3))?.contains("4.0 before the first run and 3.0 after the last") == true)
        #expect(BenchRunner.loadWarning(environment(before: 2, after: 1.9)) == nil)
        #expect(BenchRunner.loadWarning(environment(before: 0.5, after: nil)) == nil)
    }
}
