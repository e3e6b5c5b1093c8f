import AuditModel
import Foundation
import Testing
@testable import Reporting

@Suite struct MarkdownReportTests {
    static let hostileTexts = [
        "a|b<img src=x onerror=alert(1)>.js",
        "src/line\nbreak\r\n# Heading.js",
        "src/`code` **bold** [link](javascript:alert(1)).js",
        "src/</details><script>alert(1)</script>.js",
        "src/<!-- comment.js",
        "- list item.js",
        "1. ordered.js",
        "src/&amp;entity&#124;.js",
        "src/\\|escaped-pipe.js",
        "src/$x$ math.js",
        "`a|b` then `<img src=x onerror=alert(1)>`",
        "``x`|`y`` and `a\\|b` and ` | `",
        "`unclosed | <b>bold</b>",
        "`` ` `` | ```",
    ]

    private func hostileReport() -> ScanReport {
        var report = SampleReport.report
        report.findings = Self.hostileTexts.enumerated().map { index, text in
            Finding(ruleId: index.isMultiple(of: 2) ? "rr3-router" : "env-process-env-static",
                    severity: index.isMultiple(of: 2) ? .blocker : .autoFixable, file: text, line: index + 1, column: 1,
                    message: "message " + text, fix: "fix " + text, snippet: text)
        }
        Fingerprinter.assign(&report.findings)
        report.dependencies = Self.hostileTexts.map {
            DependencyRecord(name: $0, declared: $0, version: $0, format: .cjs, field: $0, entry: $0, importedFrom: [.init(file: $0, line: 1)])
        }
        report.warnings = Self.hostileTexts.map { ScanWarning(file: $0, message: $0) }
        report.source.ref = "main\n# Injected heading <b>"
        report.source.root = "web|<i>"
        return report
    }

    /// `line` without its code spans (matching backtick runs, as CommonMark pairs them), whose content
    /// GitHub shows literally.
    private func removingCodeSpans(_ line: Substring) -> String {
        var output = ""
        var index = line.startIndex
        while index < line.endIndex {
            guard line[index] == "`" else {
                output.append(line[index])
                index = line.index(after: index)
                continue
            }
            let openerEnd = line[index...].firstIndex(where: { $0 != "`" }) ?? line.endIndex
            let length = line.distance(from: index, to: openerEnd)
            var search = openerEnd
            var closerEnd: Substring.Index?
            while let start = line[search...].firstIndex(of: "`") {
                let end = line[start...].firstIndex(where: { $0 != "`" }) ?? line.endIndex
                if line.distance(from: start, to: end) == length { closerEnd = end; break }
                search = end
            }
            guard let closerEnd else {
                output += line[index..<openerEnd]
                index = openerEnd
                continue
            }
            output += "CODE"
            index = closerEnd
        }
        return output
    }

    /// Cell separators in a table row: GFM reads `\|` as a pipe inside the cell (the renderer never puts a
    /// backslash before an escaped pipe, where parsers disagree).
    private func cellSeparators(_ line: Substring) -> Int {
        #expect(!line.contains("\\\\|"), "a backslash before an escaped pipe: \(line)")
        var count = 0
        var previous: Character?
        for character in line {
            if character == "|" && previous != "\\" { count += 1 }
            previous = character
        }
        return count
    }

    /// Every table row has exactly the header's number of cell separators, and the only HTML is ours.
    private func checkStructure(_ markdown: String) {
        var columns: Int?
        var outsideCode = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            outsideCode += removingCodeSpans(line) + "\n"
            guard line.hasPrefix("|") else {
                columns = nil
                if line.hasPrefix("#") {
                    #expect(!line.contains("Injected"), "a heading came from repository text: \(line)")
                }
                continue
            }
            let pipes = cellSeparators(line)
            if let columns {
                #expect(pipes == columns, "row breaks its table: \(line)")
            } else {
                columns = pipes
            }
        }
        let allowedTags = ["<details>", "</details>", "<summary>", "</summary>"]
        var remainder = outsideCode
        for tag in allowedTags { remainder = remainder.replacingOccurrences(of: tag, with: "") }
        #expect(!remainder.contains("<"), "raw HTML from the repository")
        #expect(!remainder.contains("javascript:alert(1))"))
    }

    @Test func hostileRepositoryTextCannotBreakTheScanReport() {
        let markdown = MarkdownReportRenderer.render(hostileReport(), rules: SampleReport.rules)
        checkStructure(markdown)
        #expect(markdown.contains("a&#124;b&lt;img src=x onerror=alert\\(1\\)&gt;.js"))
        #expect(markdown.contains("**Ref:** main \\# Injected heading &lt;b&gt;"))
        #expect(markdown.contains("message `a\\|b` then `<img src=x onerror=alert(1)>`"))
        #expect(markdown.contains("message ``x`\\|`y`` and a\\\\&#124;b and `  \\|  `"))
        #expect(markdown.contains("message &#96;unclosed &#124; &lt;b&gt;bold&lt;/b&gt;"))
    }

    @Test func hostileRepositoryTextCannotBreakTheMigrationReport() {
        let before = hostileReport()
        var after = hostileReport()
        after.findings.removeFirst(3)
        after.findings.append(Finding(ruleId: "x-y", severity: .blocker, file: "new|<b>.js", line: 1, column: 1, message: "m|<i>", fingerprint: "new"))
        after.dependencies = after.dependencies.map { var dependency = $0; dependency.format = .esm; return dependency }
        let markdown = MigrationReportRenderer.render(ScanComparison(before: before, after: after))
        checkStructure(markdown)
        #expect(markdown.contains("new&#124;&lt;b&gt;.js:1"))
    }

    @Test func hostileRepositoryTextCannotBreakTheStepSummary() {
        checkStructure(GitHubActionsRenderer.stepSummary(hostileReport(), limit: 6_000))
    }

    @Test func aPlainFolderIsNamedAndHasNoRefOrCommitLines() {
        var report = SampleReport.report
        report.source = ScanReport.Source(root: "", ref: nil, commit: nil, worktree: true)
        let named = MarkdownReportRenderer.render(report, options: MarkdownReportOptions(folderName: "legacy-app"))
        #expect(named.contains("- **Scanned folder:** `legacy-app` (not a git repository: no ref or commit)\n"))
        #expect(!named.contains("**Ref:**"))
        #expect(!named.contains("**Commit:**"))
        let hostile = MarkdownReportRenderer.render(report, options: MarkdownReportOptions(folderName: "a`b<i>|\n# x"))
        checkStructure(hostile)
        #expect(hostile.contains("**Scanned folder:** ``a`b<i>| # x`` ("))
        report.source = ScanReport.Source(root: "", ref: "main", commit: "3f2a9c0", worktree: false)
        #expect(MarkdownReportRenderer.render(report, options: MarkdownReportOptions(folderName: "app"))
            .contains("- **Scanned folder:** `app` (the repository root)\n"))
        #expect(MarkdownReportRenderer.render(report).contains("- **Scanned folder:** repository root\n"))
    }

    @Test func topBlockersAreGroupedByRuleTheMostFirst() {
        var report = SampleReport.report
        report.findings = [
            Finding(ruleId: "b-rule", severity: .blocker, file: "src/a.js", line: 1, column: 1, message: "b at a"),
            Finding(ruleId: "c-rule", severity: .blocker, file: "src/b.js", line: 2, column: 1, message: "c first"),
            Finding(ruleId: "c-rule", severity: .blocker, file: "src/c.js", line: 3, column: 1, message: "c again"),
            Finding(ruleId: "a-rule", severity: .blocker, file: "src/d.js", line: 4, column: 1, message: "a"),
        ]
        let markdown = MarkdownReportRenderer.render(report, options: MarkdownReportOptions(topBlockers: 2))
        #expect(markdown.contains("4 blockers from 3 rules, the rules with the most first."))
        #expect(markdown.contains("| c-rule | 2 | [src/b.js:2]"))
        #expect(markdown.contains("c first"))
        #expect(markdown.contains("| a-rule | 1 | [src/d.js:4]"))
        #expect(!markdown.contains("| b-rule | 1 |"))
        #expect(markdown.contains("1 more blocker from 1 more rule is listed in its area below."))
    }

    @Test func unsafeRepositoryURLsAreNotLinked() {
        var report = SampleReport.report
        report.source.repositoryURL = "javascript:alert(1)//"
        let markdown = MarkdownReportRenderer.render(report)
        #expect(!markdown.contains("](javascript"))
        #expect(!markdown.contains("/blob/"))
        #expect(markdown.contains("**Repository:** javascript:alert\\(1\\)//"))
        report.source.repositoryURL = "https://github.com/example/app.git/"
        #expect(MarkdownReportRenderer.render(report).contains("(https://github.com/example/app/blob/3f2a9c0d4e5b6a7980c1d2e3f4a5b6c7d8e9f0a1/packages/web/src/crypto.js#L2)"))
    }

    @Test func longAreasFoldAndShortOnesDoNot() {
        let markdown = MarkdownReportRenderer.render(SampleReport.report)
        #expect(markdown.components(separatedBy: "<details><summary>Show 4 more findings</summary>").count == 2)
        #expect(markdown.components(separatedBy: "<details>").count == 2)
        // The folded block starts its table after a blank line, so GitHub renders it as a table.
        #expect(markdown.contains("</summary>\n\n| Location |"))
    }

    @Test func theSummaryLabelsTheEffortAsAnEstimatePerArea() {
        let markdown = MarkdownReportRenderer.render(SampleReport.report)
        #expect(markdown.contains("| React Router v3 | 1 | 0 | 0 | 0 | 4–16 h |"))
        #expect(markdown.contains("| **Total** | **3** | **2** | **16** | **1** | **11–36 h** |"))
        #expect(markdown.contains("is an **estimate**"))
        let custom = EffortModel.default.overridden(severity: [.blocker: HoursRange(low: 10, high: 20)], rules: [:])
        let customMarkdown = MarkdownReportRenderer.render(SampleReport.report, effort: custom)
        #expect(customMarkdown.contains("(model `custom`)"))
        #expect(customMarkdown.contains("| Dynamic imports | 1 | 0 | 0 | 0 | 10–20 h |"))
    }

    @Test func jsonFollowsTheContractAndIsDeterministic() throws {
        var shuffled = SampleReport.report
        shuffled.findings.reverse()
        shuffled.dependencies.reverse()
        let first = try JSONReportRenderer.render(SampleReport.report)
        #expect(try JSONReportRenderer.render(shuffled) == first)
        let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "tool", "source", "target", "summary", "findings", "dependencies", "warnings"])
        #expect(object["schemaVersion"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["files", "skippedFiles", "findings", "byCategory", "effort"])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(Set(findings[0].keys) == [
            "ruleId", "severity", "category", "file", "line", "column", "endLine", "endColumn", "message", "fix", "snippet",
            "context", "fingerprint",
        ])
        let order = findings.map { ($0["file"] as? String ?? "", $0["line"] as? Int ?? 0) }
        #expect(order.map(\.0) == order.map(\.0).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let decoded = try ReportCoding.decode(ScanReport.self, from: first)
        #expect(decoded == JSONReportRenderer.canonical(SampleReport.report))
    }
}
