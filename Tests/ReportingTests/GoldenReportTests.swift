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
        // A bench comparison section in the shape BenchKit renders it (`BenchMarkdown.comparisonSection`).
        let timing = """
            **Verdict:** ✅ 3 improved · ≈ 1 equivalent · ❔ 0 inconclusive · ❌ 0 regressed (margin 5%, 95% CI, 6 interleaved runs per side, seed 2026)

            | Metric | Before | After | Change | 95% CI | Verdict |
            |:--|--:|--:|--:|:--:|:--:|
            | Dev server ready | 41.1 s ±210 ms | 1.12 s ±8.0 ms | −97.3% (36.7× faster) | 0.025–0.029× | ✅ improved |
            | Dev → first load | 6.40 s ±31.0 ms | 2.10 s ±12.0 ms | −67.2% (3.0× faster) | 0.300–0.360× | ✅ improved |
            | Production build | 94.0 s ±1.2 s | 38.0 s ±410 ms | −59.6% (2.5× faster) | 0.390–0.420× | ✅ improved |
            | Output (gzip) | 412.0 kB | 418.0 kB | +1.5% | exact | ≈ equivalent |

            _Times are medians from spawn, "±" is the MAD._

            """
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
