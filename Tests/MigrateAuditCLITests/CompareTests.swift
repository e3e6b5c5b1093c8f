import Foundation
import GitTestSupport
import Testing

/// `compare` between two revisions of one repository counts fixed, remaining and new findings by
/// fingerprint: code that only moved is remaining, not fixed and new.
@Suite struct CompareTests {
    @Test func movedLinesAreRemainingNotFixedAndNew() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", """
            import { api } from './api';
            const base = process.env.REACT_APP_BASE;
            const key = process.env.REACT_APP_KEY;
            if (module.hot) { module.hot.accept(); }
            export default base + key + api;

            """)
        try repo.write("src/api.js", "export const api = process.env.REACT_APP_API;\n")
        let before = try repo.commitAll("before")
        // Move two hazards down (with new lines above), fix one, and add a new one.
        try repo.write("src/index.js", """
            // The entry.
            import { api } from './api';

            const key = process.env.REACT_APP_KEY;
            const base = import.meta.env.VITE_BASE;
            if (module.hot) { module.hot.accept(); }
            const timeout = process.env.REACT_APP_TIMEOUT;
            export default base + key + api + timeout;

            """)
        let after = try repo.commitAll("after")

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try ToolProcess.run(["compare", repo.root, "--before", before, "--after", after, "-o", output.path, "--fail-on-new"])
        // REACT_APP_BASE fixed; REACT_APP_KEY, module.hot (×2 or ×1 by rule) and api.js remain; REACT_APP_TIMEOUT new.
        #expect(result.exitCode == 1, "new findings with --fail-on-new: \(result.stderr)")
        let counts = try #require(result.stdout.split(separator: "\n").last.map(String.init))
        let json = try ToolProcess.run(["scan", repo.root, "--ref", before, "--format", "json", "--no-cache"]).stdout
        let hotCount = json.components(separatedBy: "\"ruleId\" : \"wp-module-hot\"").count - 1
        #expect(hotCount >= 1)
        #expect(counts == "fixed 1 · remaining \(2 + hotCount) · new 1", "got: \(counts)")
        let markdown = try String(contentsOf: output, encoding: .utf8)
        #expect(markdown.contains("TIMEOUT"))  // the new finding is listed in full (Markdown escapes the underscores)
    }

    @Test func scanWithCompareWritesItsOwnReportAndTheMigrationReportBesideIt() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const a = process.env.REACT_APP_A;\nconst b = process.env.REACT_APP_B;\n")
        let before = try repo.commitAll("before")
        try repo.write("src/index.js", "const a = import.meta.env.VITE_A;\nconst b = process.env.REACT_APP_B;\n")
        try repo.commitAll("after")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let result = try ToolProcess.run(
            ["scan", repo.root, "--compare", before, "--format", "json", "-o", "scan.json", "--no-cache"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        // The scan report as --format says, of the working tree alone.
        let scan = try String(contentsOf: folder.appendingPathComponent("scan.json"), encoding: .utf8)
        #expect(scan.hasPrefix("{") && scan.contains("REACT_APP_B") && !scan.contains("REACT_APP_A"))
        // The migration report in its default place: REACT_APP_A fixed, REACT_APP_B remaining.
        let migration = try String(contentsOf: folder.appendingPathComponent("Reports/migration-report.md"), encoding: .utf8)
        #expect(migration.contains("**1 fixed**, 1 remaining, 0 new"))

        let sharded = try ToolProcess.run(["scan", repo.root, "--compare", before, "--shard", "1/2"], in: folder)
        #expect(sharded.exitCode == 2 && sharded.stderr.contains("--compare needs the whole scan"))
    }

    @Test func theProjectConfigurationAppliesToBothSidesAsScanAppliesIt() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const a = process.env.REACT_APP_A;\nif (module.hot) { module.hot.accept(); }\n")
        let before = try repo.commitAll("before")
        try repo.write("src/index.js", "const a = import.meta.env.VITE_A;\nif (module.hot) { module.hot.accept(); }\n")
        let after = try repo.commitAll("after")
        // Not committed: the working tree's configuration governs, as for `scan --ref`.
        try repo.write(".migrate-audit.json", #"{ "version": 1, "rules": { "wp-module-hot": "off" } }"#)

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try ToolProcess.run(["compare", repo.root, "--before", before, "--after", after, "-o", output.path, "--no-cache"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let markdown = try String(contentsOf: output, encoding: .utf8)
        #expect(!markdown.contains("wp-module-hot"), "a rule turned off in .migrate-audit.json stays off in compare")
        #expect(result.stdout.contains("fixed 1 · remaining 0 · new 0"), "\(result.stdout)")
    }
}

/// A bench record's comparison joins the migration report as its timing table.
@Suite struct CompareWithBenchTests {
    /// `compare` of the two sample scan reports in Reports/, with `bench` (a file there) as the bench record.
    private func compareSampleReports(bench: String) throws -> ToolProcess.Result {
        let reports = ToolProcess.packageRoot.appendingPathComponent("Reports")
        return try ToolProcess.run([
            "compare", "--before", reports.appendingPathComponent("legacy-app.json").path,
            "--after", reports.appendingPathComponent("legacy-app-migrated.json").path,
            "--bench", reports.appendingPathComponent(bench).path, "-o", "-",
        ])
    }

    @Test func benchRecordBecomesTheTimingTable() throws {
        let result = try compareSampleReports(bench: "bench-generated-app.json")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Dev server start"))
        #expect(result.stdout.contains("Production build"))
        #expect(result.stdout.contains("improved"))
    }

    @Test func aScanReportIsNotABenchRecord() throws {
        let result = try compareSampleReports(bench: "legacy-app.json")
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("is not a bench record"))
    }
}
