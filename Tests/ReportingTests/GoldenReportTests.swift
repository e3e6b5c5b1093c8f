import AuditModel
import Foundation
import Testing
@testable import Reporting

@Suite struct GoldenReportTests {
    @Test func markdownReportMatchesGolden() throws {
        let text = MarkdownReportRenderer.render(SampleReport.report, rules: SampleReport.rules)
        try GoldenFile.check(text, named: "sample-report.md")
    }

    @Test func jsonReportMatchesGolden() throws {
        let data = try JSONReportRenderer.render(SampleReport.report)
        try GoldenFile.check(String(decoding: data, as: UTF8.self), named: "sample-report.json")
    }

    @Test func sarifMatchesGolden() throws {
        let data = try SARIFRenderer.render(SampleReport.report, rules: SampleReport.rules)
        try GoldenFile.check(String(decoding: data, as: UTF8.self), named: "sample-report.sarif")
    }

    @Test func migrationReportMatchesGolden() throws {
        let after = SampleReport.afterReport
        let timing = [
            TimingComparisonRow(metric: .devReady, unit: .milliseconds, before: 41_090, after: 1_120, ratio: 0.027, ciLow: 0.025, ciHigh: 0.029, verdict: .improved),
            TimingComparisonRow(metric: .devFirstLoad, unit: .milliseconds, before: 6_400, after: 2_100, ciLow: 0.30, ciHigh: 0.36, verdict: .improved),
            TimingComparisonRow(metric: .build, unit: .milliseconds, before: 94_000, after: 38_000, ciLow: 0.39, ciHigh: 0.42, verdict: .improved),
            TimingComparisonRow(metric: .bundle, unit: .bytes, before: 412_000, after: 418_000, verdict: .equivalent),
        ]
        let text = MigrationReportRenderer.render(
            ScanComparison(before: SampleReport.report, after: after), timing: timing, rules: SampleReport.rules)
        try GoldenFile.check(text, named: "sample-migration.md")
    }
}

extension GoldenReportTests {
    @Test func githubAndTerminalOutputMatchGolden() throws {
        try GoldenFile.check(
            String(decoding: try ReportFormat.github.render(SampleReport.report, rules: SampleReport.rules), as: UTF8.self),
            named: "sample-report.github.txt")
        try GoldenFile.check(
            String(decoding: try ReportFormat.text.render(SampleReport.report, rules: SampleReport.rules), as: UTF8.self),
            named: "sample-report.terminal.txt")
    }

    @Test func everyFormatRendersThroughTheSingleEntryPoint() throws {
        for format in ReportFormat.allCases {
            #expect(try !format.render(SampleReport.report, rules: SampleReport.rules).isEmpty, "\(format)")
        }
        #expect(try ReportFormat.parse("sarif") == .sarif)
        #expect(throws: InputError.self) { try ReportFormat.parse("xml") }
        let data = try SARIFRenderer.render(SampleReport.report, rules: SampleReport.rules, documentationBaseURL: "https://example.com/docs/rules/")
        #expect(String(decoding: data, as: UTF8.self).contains("\"helpUri\" : \"https://example.com/docs/rules/rr3-router.md\""))
    }
}
