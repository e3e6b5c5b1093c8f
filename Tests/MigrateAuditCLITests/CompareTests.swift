import AuditModel
import BenchKit
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
        #expect(result.stderr.hasSuffix("failing (--fail-on-new): 1 new finding that '\(before)' did not have\n"), "\(result.stderr)")
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

    @Test func twoUnrelatedProjectsAreComparedWithAWarning() throws {
        let first = try RepoBuilder(), second = try RepoBuilder()
        try first.write("src/index.js", "const a = process.env.REACT_APP_A;\n")
        try second.write("app/main.js", "const b = process.env.REACT_APP_B;\n")
        try first.commitAll("one")
        try second.commitAll("two")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unrelated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (repo, name) in [(first, "a.json"), (second, "b.json")] {
            #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json", "-o", name], in: folder).exitCode == 0)
        }
        let result = try ToolProcess.run(["compare", "--before", "a.json", "--after", "b.json", "-o", "-"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stderr.contains("warning: the two sides have no file with findings in common"))
        let same = try ToolProcess.run(["compare", "--before", "a.json", "--after", "a.json", "-o", "-"], in: folder)
        #expect(!same.stderr.contains("in common"))
    }

    @Test func reportsOfAnotherFolderRemoteOrToolVersionAreComparedWithAWarning() throws {
        let repo = try RepoBuilder()
        try repo.write("web/src/index.js", "const a = process.env.REACT_APP_A;\n")
        try repo.write("admin/src/index.js", "const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("provenance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (scanned, name) in [("web", "web.json"), ("admin", "admin.json")] {
            #expect(try ToolProcess.run(["scan", repo.path(scanned), "--no-cache", "--format", "json", "-o", name], in: folder).exitCode == 0)
        }
        let folders = try ToolProcess.run(["compare", "--before", "web.json", "--after", "admin.json", "-o", "-"], in: folder)
        #expect(folders.exitCode == 0)
        #expect(folders.stderr.contains("warning: 'web.json' scanned 'web' and 'admin.json' 'admin'"), "\(folders.stderr)")
        let web = try String(contentsOf: folder.appendingPathComponent("web.json"), encoding: .utf8)
        try web.replacingOccurrences(of: "\"version\" : \"\(ToolInfo.current.version)\"", with: "\"version\" : \"0.0.1\"")
            .write(to: folder.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
        let versions = try ToolProcess.run(["compare", "--before", "old.json", "--after", "web.json", "-o", "-"], in: folder)
        #expect(versions.stderr.contains("'old.json' was made by migrate-audit 0.0.1 and 'web.json' by migrate-audit \(ToolInfo.current.version)"), "\(versions.stderr)")
        let same = try ToolProcess.run(["compare", "--before", "web.json", "--after", "web.json", "-o", "-"], in: folder)
        #expect(!same.stderr.contains("warning"), "\(same.stderr)")
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
        #expect(result.stdout.contains("Dev server ready"))
        #expect(result.stdout.contains("Production build"))
        #expect(result.stdout.contains("improved"))
    }

    /// The migration report's timing section is the bench report's comparison for the same record, line for line:
    /// the same metric names, precision, intervals ("exact" for sizes) and the record's outlier warnings.
    @Test func theTimingSectionReadsAsTheBenchReportOfTheSameRecord() throws {
        let path = ToolProcess.packageRoot.appendingPathComponent("Reports/bench-generated-app.json")
        let record = try JSONDecoder().decode(BenchRecord.self, from: Data(contentsOf: path))
        #expect(!record.warnings.isEmpty, "the sample record flags outliers")
        let benchReport = BenchMarkdown.render(record)
        let result = try compareSampleReports(bench: "bench-generated-app.json")
        #expect(result.exitCode == 0, "\(result.stderr)")
        let afterHeading = try #require(result.stdout.range(of: "## Timing\n\n")).upperBound
        let end = try #require(result.stdout.range(of: "\n---\n", range: afterHeading..<result.stdout.endIndex)).lowerBound
        let section = String(result.stdout[afterHeading..<end])
        #expect(section.hasPrefix("**Verdict:**"), "\(section)")
        #expect(benchReport.contains(section), "the section is a passage of the bench report:\n\(section)\n---\n\(benchReport)")
        for title in ["Dev server ready", "Dev → first load", "HMR update", "Production build", "Output (gzip)"] {
            #expect(section.contains("| \(title) |"), "\(title)")
        }
        for warning in record.warnings { #expect(section.contains(warning), "\(warning)") }
        #expect(section.contains("| exact |"), "a size has no interval")
        #expect(!section.contains("Dev server start") && !section.contains("Bundle size"), "\(section)")
    }

    @Test func aRecordWithoutCommitsOnTheReportsSideIsUsedWithAWarning() throws {
        // The sample reports scanned plain folders (no commit): whether the record timed them cannot be proven.
        let result = try compareSampleReports(bench: "bench-generated-app.json")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: "), "\(result.stderr)")
        #expect(result.stderr.contains("webpack") && result.stderr.contains("esbuild"), "names the record's refs: \(result.stderr)")
    }

    /// A repository whose commits are tagged v1 and v2.
    private func taggedRepository() throws -> (repo: RepoBuilder, v1: String, v2: String) {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const a = process.env.REACT_APP_A;\n")
        let v1 = try repo.commitAll("v1")
        try repo.tag("v1", at: v1)
        try repo.write("src/index.js", "const a = import.meta.env.VITE_A;\n")
        let v2 = try repo.commitAll("v2")
        try repo.tag("v2", at: v2)
        return (repo, v1, v2)
    }

    /// The sample record's timings as if recorded with these before and after sides (ref and commit; nil is null),
    /// written next to `repo`.
    private func benchRecord(in repo: RepoBuilder, before: (String?, String?), after: (String?, String?)) throws -> String {
        let sample = ToolProcess.packageRoot.appendingPathComponent("Reports/bench-generated-app.json")
        var record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sample)) as? [String: Any])
        var sides = try #require(record["sides"] as? [[String: Any]])
        for (index, side) in [before, after].enumerated() {
            sides[index]["ref"] = side.0 ?? NSNull()
            sides[index]["commit"] = side.1 ?? NSNull()
        }
        record["sides"] = sides
        let path = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("bench-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: record).write(to: path)
        return path.path
    }

    private func compare(_ repo: RepoBuilder, before: String, after: String, bench: String) throws -> ToolProcess.Result {
        try ToolProcess.run(["compare", repo.root, "--before", before, "--after", after, "--bench", bench, "-o", "-", "--no-cache"])
    }

    @Test func aRecordOfTheOtherDirectionIsRefused() throws {
        let (repo, v1, v2) = try taggedRepository()
        let bench = try benchRecord(in: repo, before: ("v1", v1), after: ("v2", v2))
        let result = try compare(repo, before: "v2", after: "v1", bench: bench)
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line, not: \(result.stderr)")
        for name in ["v1", "v2", String(v1.prefix(12)), String(v2.prefix(12)), "bench --before v2 --after v1"] {
            #expect(result.stderr.contains(name), "names \(name): \(result.stderr)")
        }
    }

    @Test func aRecordOfOtherCommitsIsRefusedWhateverItsRefsSay() throws {
        let (repo, v1, _) = try taggedRepository()
        // Refs as given can name other commits later (a moved branch): the recorded commits decide.
        let bench = try benchRecord(in: repo, before: ("v1", v1), after: ("v2", v1))
        let result = try compare(repo, before: "v1", after: "v2", bench: bench)
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("bench record"), "\(result.stderr)")
    }

    @Test func aRecordOfTheComparedCommitsJoinsTheReportWhateverTheRefsAreCalled() throws {
        let (repo, v1, v2) = try taggedRepository()
        let bench = try benchRecord(in: repo, before: ("main~1", v1), after: ("main", v2))
        let result = try compare(repo, before: "v1", after: "v2", bench: bench)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        #expect(result.stdout.contains("Dev server ready"))
    }

    @Test func aRecordWithoutCommitsIsMatchedByItsRefsOrUsedWithAWarning() throws {
        let (repo, _, _) = try taggedRepository()
        let sameRefs = try compare(repo, before: "v1", after: "v2", bench: try benchRecord(in: repo, before: ("v1", nil), after: ("v2", nil)))
        #expect(sameRefs.exitCode == 0, "\(sameRefs.stderr)")
        #expect(!sameRefs.stderr.contains("warning"), "\(sameRefs.stderr)")
        let otherRefs = try compare(repo, before: "v2", after: "v1", bench: try benchRecord(in: repo, before: ("v1", nil), after: ("v2", nil)))
        #expect(otherRefs.exitCode == 0, "a commit is unknown, so no proof of a mismatch: \(otherRefs.stderr)")
        #expect(otherRefs.stderr.contains("warning: "), "\(otherRefs.stderr)")
        #expect(otherRefs.stdout.contains("Dev server ready"))
    }

    @Test func aScanReportIsNotABenchRecord() throws {
        let result = try compareSampleReports(bench: "legacy-app.json")
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("is a scan JSON report (what `migrate-audit scan --format json` writes), not a bench record"), "\(result.stderr)")
    }

    @Test func filesRenamedForViteKeepTheirFindingsRemaining() throws {
        // The rename Vite asks for (JSX in .jsx), with an edit on the way: git pairs the files by similarity.
        let repo = try RepoBuilder()
        let app = (1...12).map { "export const value\($0) = \($0);" }.joined(separator: "\n")
        try repo.write("web/src/App.js", "const base = process.env.REACT_APP_BASE;\nconst key = process.env.REACT_APP_KEY;\n\(app)\n")
        try repo.write("web/src/index.js", "const other = process.env.REACT_APP_OTHER;\n")
        let before = try repo.commitAll("before")
        try FileManager.default.removeItem(atPath: repo.path("web/src/App.js"))
        try repo.write("web/src/App.jsx", "// renamed for Vite\nconst base = process.env.REACT_APP_BASE;\nconst key = import.meta.env.VITE_KEY;\n\(app)\n")
        let after = try repo.commitAll("after")

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try ToolProcess.run(["compare", repo.path("web"), "--before", before, "--after", after, "-o", output.path, "--no-cache"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").last == "fixed 1 · remaining 2 · new 0", "\(result.stdout)")
        let markdown = try String(contentsOf: output, encoding: .utf8)
        #expect(markdown.contains("1 renamed file with findings"))
        #expect(markdown.contains("its findings are matched under the new name"))
        #expect(markdown.contains("1 renamed file with findings (`src/App.js` → `src/App.jsx`, found by git's rename detection)"), "\(markdown)")

        // scan --compare against the working tree: the renamed file is not even added yet (untracked).
        try repo.write("web/src/App.jsx", "// not staged\nconst base = process.env.REACT_APP_BASE;\nconst key = import.meta.env.VITE_KEY;\n\(app)\n")
        try FileManager.default.moveItem(atPath: repo.path("web/src/App.jsx"), toPath: repo.path("web/src/Main.jsx"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = try ToolProcess.run(["scan", repo.path("web"), "--compare", before, "--format", "json", "-o", "scan.json", "--no-cache"], in: folder)
        #expect(scan.exitCode == 0, "\(scan.stderr)")
        let report = try String(contentsOf: folder.appendingPathComponent("Reports/migration-report.md"), encoding: .utf8)
        #expect(report.contains("**1 fixed**, 2 remaining, 0 new"), "\(report)")
        #expect(report.contains("`src/App.js` → `src/Main.jsx`"))
    }

    @Test func renamesOfReportsAreFoundThroughTheRepositoryAndTheirAbsenceIsExplained() throws {
        // Every file with findings renamed: not "two unrelated projects".
        let repo = try RepoBuilder()
        let app = (1...12).map { "export const value\($0) = \($0);" }.joined(separator: "\n")
        try repo.write("src/App.js", "const base = process.env.REACT_APP_BASE;\n\(app)\n")
        try repo.commitAll("before")
        try FileManager.default.removeItem(atPath: repo.path("src/App.js"))
        try repo.write("src/App.jsx", "const base = process.env.REACT_APP_BASE;\n\(app)\n// renamed\n")
        try repo.commitAll("after")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, ref) in [("before.json", "HEAD~1"), ("after.json", "HEAD")] {
            let scan = try ToolProcess.run(["scan", repo.root, "--ref", ref, "--format", "json", "-o", folder.appendingPathComponent(name).path, "--no-cache"])
            #expect(scan.exitCode == 0, "\(scan.stderr)")
        }
        let before = folder.appendingPathComponent("before.json").path, after = folder.appendingPathComponent("after.json").path

        let paired = try ToolProcess.run(["compare", repo.root, "--before", before, "--after", after, "-o", "-"])
        #expect(paired.exitCode == 0, "\(paired.stderr)")
        #expect(paired.stderr.contains("fixed 0 · remaining 1 · new 0"), "\(paired.stderr)")
        #expect(!paired.stderr.contains("warning"), "renames pair the only file: one project, nothing to warn of: \(paired.stderr)")

        // The same reports compared from a folder outside the repository: said once, with what to do.
        let elsewhere = try ToolProcess.run(["compare", folder.path, "--before", before, "--after", after, "-o", "-"])
        #expect(elsewhere.stderr.contains("fixed 1 · remaining 0 · new 1"), "\(elsewhere.stderr)")
        #expect(elsewhere.stderr.contains("renamed files could not be paired"), "\(elsewhere.stderr)")
        #expect(elsewhere.stderr.contains("pass that repository's folder as PATH"), "\(elsewhere.stderr)")
    }

    @Test func scanCompareFailsWhenTheBeforeRevisionHasGapsAfterWritingBothReports() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const a = process.env.REACT_APP_A;\n")
        try repo.write("src/old.js", "export const old = process.env.REACT_APP_OLD;\n")
        let before = try repo.commitAll("before")
        let lost = try repo.objectID("HEAD:src/old.js")
        try repo.remove("src/old.js")
        try repo.commitAll("after")
        // The 'before' side alone is partial (a blob-less clone that never fetched it).
        try repo.deleteLooseObject(lost)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-compare-gaps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolProcess.run(["scan", repo.root, "--compare", before, "--format", "json", "-o", "scan.json", "--no-cache"], in: folder)
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("1 file of the 'before' revision '\(before)' could not be read"), "\(result.stderr)")
        // Run from another folder, the command that names them scans the project, not the folder the user is in.
        #expect(result.stderr.contains("(`migrate-audit scan \(repo.root) --ref \(before)` names them)"), "\(result.stderr)")
        #expect(!result.stderr.contains("so the report has gaps"), "the scan itself read everything: \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("scan.json").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Reports/migration-report.md").path))
    }

    @Test func scanCompareChecksItsRevisionBeforeTheScan() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("only")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-compare-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try ToolProcess.run(["scan", repo.root, "--compare", "no-such-branch", "--format", "json", "-o", "scan.json", "--no-cache"], in: folder)
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("--compare: unknown revision 'no-such-branch' in repository"), "\(unknown.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("scan.json").path), "nothing written before the error")
        let report = try ToolProcess.run(["scan", repo.root, "--compare", "before.json"], in: folder)
        #expect(report.exitCode == 2)
        #expect(report.stderr.contains("migrate-audit compare --before before.json"), "\(report.stderr)")
    }
}

/// A bench record is read only when it is one of the schema this build knows: bench-json-v1 allows renaming or
/// removing fields with a new schemaVersion, so a record of another would be misread, not merely incomplete.
@Suite struct CompareBenchSchemaTests {
    /// `compare` of the sample scan reports with the sample bench record, `edit`ed, as the bench record.
    private func compare(editingRecord edit: (inout [String: Any]) -> Void) throws -> ToolProcess.Result {
        let reports = ToolProcess.packageRoot.appendingPathComponent("Reports")
        let data = try Data(contentsOf: reports.appendingPathComponent("bench-generated-app.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        edit(&object)
        let file = NSTemporaryDirectory() + "bench-schema-\(UUID().uuidString).json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try ToolProcess.run([
            "compare", "--before", reports.appendingPathComponent("legacy-app.json").path,
            "--after", reports.appendingPathComponent("legacy-app-migrated.json").path, "--bench", file, "-o", "-",
        ])
    }

    @Test func aRecordOfAnotherSchemaVersionIsRefused() throws {
        let result = try compare { $0["schemaVersion"] = 2 }
        #expect(result.exitCode == 2, "\(result.stdout.prefix(300))")
        #expect(result.stderr.contains("schemaVersion 2 is not supported"), "\(result.stderr)")
        #expect(result.stderr.contains("bench record"), "\(result.stderr)")
    }

    @Test func aRecordOfAnotherKindIsRefused() throws {
        let result = try compare { $0["kind"] = "scan" }
        #expect(result.exitCode == 2, "\(result.stdout.prefix(300))")
        #expect(result.stderr.contains("its kind is 'scan'"), "\(result.stderr)")
    }

    @Test func theSampleRecordIsRead() throws {
        let result = try compare { _ in }
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Dev server ready"))
    }
}
