import AuditModel
import Testing
@testable import Reporting

@Suite struct GitHubActionsRendererTests {
    @Test func escapingFollowsTheWorkflowCommandSpec() {
        #expect(GitHubActionsRenderer.escapeData("50% a:b,c\r\nd") == "50%25 a:b,c%0D%0Ad")
        #expect(GitHubActionsRenderer.escapeProperty("50% a:b,c\r\nd") == "50%25 a%3Ab%2Cc%0D%0Ad")
    }

    @Test func aFindingBecomesOneAnnotationCommand() {
        let finding = Finding(
            ruleId: "env-process-env-static", severity: .autoFixable, file: "src/a,b:c.js", line: 12, column: 14,
            endLine: 12, endColumn: 45, message: "process.env.X is undefined\n::set-output name=x::pwned", fix: "import.meta.env.X")
        let line = GitHubActionsRenderer.command(for: finding, kind: .warning, root: "web", title: "process.env read")
        #expect(line == "::warning file=web/src/a%2Cb%3Ac.js,line=12,col=14,endLine=12,endColumn=45,"
            + "title=env-process-env-static%3A process.env read::process.env.X is undefined%0A::set-output name=x::pwned%0AFix: import.meta.env.X")
        #expect(!line.contains("\n"))
    }

    @Test func atMostTenOfEachKindThenOneSummaryLine() {
        var report = SampleReport.report
        report.findings = (1...25).map {
            Finding(ruleId: "node-buffer-global", severity: .blocker, file: "src/b.js", line: $0, column: 1, message: "b")
        } + (1...3).map {
            Finding(ruleId: "cra-react-scripts", severity: .info, file: "package.json", line: $0, column: 1, message: "i")
        }
        report.warnings = []
        let lines = GitHubActionsRenderer.render(report, stepSummary: true).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 3)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.isEmpty)
        #expect(lines.count == 14)
        #expect(lines.last.map(String.init) == "migrate-audit: 28 findings (25 errors, 0 warnings, 3 notices); 15 not annotated "
            + "(GitHub shows at most 10 of each kind), see the step summary")
        // The ten annotated errors are the first ones in report order.
        #expect(lines.first?.contains("line=1,") == true)
    }

    @Test func reportWarningsAreWarningCommandsEscapedAsAnnotations() {
        var report = SampleReport.report
        report.findings = []
        report.warnings = [
            ScanWarning(file: nil, message: "3 of 5 dependencies are not installed: a, b"),
            ScanWarning(file: "src/big,1:x.js", message: "larger than skip.maxFileSize; skipped without being read\n100% of it"),
        ]
        let lines = GitHubActionsRenderer.render(report).split(separator: "\n").map(String.init)
        #expect(lines == [
            "::warning::3 of 5 dependencies are not installed: a, b",
            "::warning file=packages/web/src/big%2C1%3Ax.js::larger than skip.maxFileSize; skipped without being read%0A100%25 of it",
            "migrate-audit: 0 findings (0 errors, 0 warnings, 0 notices); 2 warnings while reading the project",
        ])
    }

    @Test func reportWarningsTakeTheFirstWarningSlots() {
        // GitHub shows 10 warnings a step: the report's come first, and the findings' fill the rest.
        var report = SampleReport.report
        report.findings = (1...12).map {
            Finding(ruleId: "wp-module-hot", severity: .manualFix, file: "src/a.js", line: $0, column: 1, message: "h")
        }
        report.warnings = (1...3).map { ScanWarning(file: "src/lfs\($0).js", message: "a Git LFS pointer; skipped") }
        let lines = GitHubActionsRenderer.render(report).split(separator: "\n").map(String.init)
        #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("::warning file=packages/web/src/lfs") }, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("::warning file=packages/web/src/a.js") }.count == 7)
        #expect(lines.last == "migrate-audit: 12 findings (0 errors, 12 warnings, 0 notices); 3 warnings while reading the project; "
            + "5 not annotated (GitHub shows at most 10 of each kind), --format json or markdown lists them all")
    }

    @Test func theLastLineNamesTheStepSummaryOnlyWhenOneIsWritten() {
        var report = SampleReport.report
        report.findings = (1...11).map {
            Finding(ruleId: "node-buffer-global", severity: .blocker, file: "src/b.js", line: $0, column: 1, message: "b")
        }
        report.warnings = []
        let without = GitHubActionsRenderer.render(report).split(separator: "\n").last.map(String.init) ?? ""
        #expect(without.hasSuffix("1 not annotated (GitHub shows at most 10 of each kind), --format json or markdown lists them all"))
        #expect(!without.contains("step summary") && !without.contains("JSON report"))
        let with = GitHubActionsRenderer.render(report, stepSummary: true).split(separator: "\n").last.map(String.init) ?? ""
        #expect(with.hasSuffix("1 not annotated (GitHub shows at most 10 of each kind), see the step summary"))
    }

    @Test func severitiesMapToKinds() {
        #expect(GitHubActionsRenderer.Kind(.blocker) == .error)
        #expect(GitHubActionsRenderer.Kind(.manualFix) == .warning)
        #expect(GitHubActionsRenderer.Kind(.autoFixable) == .warning)
        #expect(GitHubActionsRenderer.Kind(.info) == .notice)
    }

    @Test func stepSummaryStaysUnderTheLimitAndSaysSo() {
        var report = SampleReport.report
        report.findings = (1...3000).map {
            Finding(ruleId: "env-process-env-static", severity: .autoFixable, file: "src/file\($0).js", line: $0, column: 1,
                    message: String(repeating: "long message ", count: 20), fingerprint: "f\($0)")
        }
        let full = MarkdownReportRenderer.render(report)
        let limit = 200_000
        #expect(full.utf8.count > limit)
        let summary = GitHubActionsRenderer.stepSummary(report, limit: limit)
        #expect(summary.utf8.count <= limit)
        #expect(summary.contains("shortened to stay under GitHub's 1 MiB step-summary limit"))
        #expect(summary.contains("2900 findings not listed"))  // 100 listed: 500 per area did not fit
        #expect(summary.components(separatedBy: "<details>").count == summary.components(separatedBy: "</details>").count)

        let small = GitHubActionsRenderer.stepSummary(SampleReport.report)
        #expect(small == MarkdownReportRenderer.render(SampleReport.report))
    }

    @Test func stepSummaryIsCutAtALineWhenEvenTheShortFormIsTooLarge() {
        var report = SampleReport.report
        report.dependencies = (1...5000).map {
            DependencyRecord(name: "package-\($0)", declared: "1.0.0", version: "1.0.0", format: .cjs, field: "main", entry: nil, importedFrom: [])
        }
        let summary = GitHubActionsRenderer.stepSummary(report, limit: 20_000)
        #expect(summary.utf8.count <= 20_000)
        #expect(summary.hasSuffix("A scan with `--format json` has everything.\n"))
        #expect(summary.components(separatedBy: "<details>").count == summary.components(separatedBy: "</details>").count)
    }
}

extension GitHubActionsRendererTests {
    /// The runner takes `col`/`endColumn` on one line only (actions/runner's ValidateLinesAndColumns drops both when
    /// `line` and `endLine` differ): a finding over several lines is annotated on its lines, without columns.
    @Test func aFindingOverSeveralLinesIsAnnotatedOnItsLinesWithoutColumns() {
        let finding = Finding(
            ruleId: "cjs-require-dynamic", severity: .blocker, file: "src/a.js", line: 6, column: 12, endLine: 7, endColumn: 7, message: "m")
        #expect(GitHubActionsRenderer.command(for: finding, kind: .error, root: "")
            == "::error file=src/a.js,line=6,endLine=7,title=cjs-require-dynamic::m")
        let point = Finding(ruleId: "x-y", severity: .info, file: "package.json", line: 3, column: 5, message: "m")
        #expect(GitHubActionsRenderer.command(for: point, kind: .notice, root: "")
            == "::notice file=package.json,line=3,col=5,endLine=3,endColumn=5,title=x-y::m")
    }
}
