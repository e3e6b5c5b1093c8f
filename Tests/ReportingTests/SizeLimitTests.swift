import AuditModel
import Testing
@testable import Reporting

/// Markdown reports shortened to a size: the scan report and the migration report under `--max-length`, counted in
/// characters, with the title first and a note of what was left out.
@Suite struct SizeLimitTests {
    private func manyFindings(_ count: Int, message: String = String(repeating: "long message ", count: 20)) -> [Finding] {
        var findings = (1...count).map {
            Finding(ruleId: "env-process-env-static", severity: .autoFixable, file: "src/file\($0).js", line: $0, column: 1, message: message)
        }
        Fingerprinter.assign(&findings)
        return findings
    }

    @Test func aScanReportIsShortenedUnderTheTitleToTheCharactersGiven() {
        var report = SampleReport.report
        report.findings = manyFindings(3000, message: String(repeating: "é", count: 200))
        let limit = MarkdownSizeLimit.maxLength(65_536, whole: "Run it again without `--max-length`.")
        let text = MarkdownReportRenderer.render(report, options: MarkdownReportOptions(sizeLimit: limit))
        #expect(text.utf16.count <= 65_536)
        #expect(text.hasPrefix(MarkdownReportRenderer.title + "\n\n> [!WARNING]\n> This report was shortened to stay under 65536 characters"))
        #expect(text.contains("findings not listed. Run it again without `--max-length`.\n"))
        #expect(text.components(separatedBy: "<details>").count == text.components(separatedBy: "</details>").count)
        #expect(MarkdownReportRenderer.render(SampleReport.report, options: MarkdownReportOptions(sizeLimit: limit))
            == MarkdownReportRenderer.render(SampleReport.report))
    }

    @Test func aReportTooLongEvenShortenedIsCutAtALineCountingCharacters() {
        var report = SampleReport.report
        // Two bytes per character in UTF-8: a byte count would cut at half the length.
        report.dependencies = (1...5000).map {
            DependencyRecord(name: "paquete-\($0)-" + String(repeating: "é", count: 40), declared: "1.0.0", version: "1.0.0", format: .cjs,
                             field: "main", entry: nil, importedFrom: [])
        }
        let limit = MarkdownSizeLimit.maxLength(20_000, whole: "Run it again without `--max-length`.")
        let text = MarkdownReportRenderer.render(report, options: MarkdownReportOptions(sizeLimit: limit))
        #expect(text.utf16.count <= 20_000)
        #expect(text.utf8.count > 20_000, "counted in characters, not bytes: \(text.utf8.count)")
        #expect(text.hasPrefix(MarkdownReportRenderer.title + "\n"))
        #expect(text.hasSuffix("> This report was cut to stay under 20000 characters (`--max-length`). Run it again without `--max-length`.\n"))
        #expect(text.components(separatedBy: "<details>").count == text.components(separatedBy: "</details>").count)
    }

    @Test func aMigrationReportListsFewerNewFindingsRulesAndDependencyChanges() {
        let before = SampleReport.report
        var after = SampleReport.report
        after.findings += manyFindings(3000)
        after.dependencies = (1...300).map {
            DependencyRecord(name: "package-\($0)", declared: "1.0.0", version: "1.0.0", format: .cjs, field: "main", entry: nil, importedFrom: [])
        }
        let comparison = ScanComparison(before: before, after: after)
        let whole = MigrationReportRenderer.render(comparison)
        #expect(whole.utf16.count > 65_536)
        let limit = MarkdownSizeLimit.maxLength(65_536, whole: "See the whole report.")
        let text = MigrationReportRenderer.render(comparison, options: MarkdownReportOptions(sizeLimit: limit))
        #expect(text.utf16.count <= 65_536)
        #expect(text.hasPrefix(MigrationReportRenderer.title + "\n\n> [!WARNING]\n> This report was shortened to stay under 65536 characters (`--max-length`): "))
        #expect(text.contains(" new findings and ") && text.contains(" dependency changes not listed. See the whole report.\n"), "\(text.prefix(400))")
        #expect(text.contains("more new findings are not listed here._"))
        #expect(text.contains("more dependency changes are not listed here._"))
        // The counts stay whole: only lists are shortened.
        let progress = { (text: String) in text.components(separatedBy: "## By rule")[0].components(separatedBy: "## Progress")[1] }
        #expect(progress(text) == progress(whole))
    }

    @Test func theStepSummaryKeepsItsByteLimitAndWording() {
        var report = SampleReport.report
        report.findings = manyFindings(3000, message: String(repeating: "é", count: 200))
        let summary = GitHubActionsRenderer.stepSummary(report, limit: 200_000)
        #expect(summary.utf8.count <= 200_000)
        #expect(summary.hasPrefix(MarkdownReportRenderer.title + "\n\n> [!WARNING]\n> This summary was shortened to stay under GitHub's 1 MiB step-summary limit"))
        #expect(summary.contains("A scan with `--format json` lists them all."))
    }
}
