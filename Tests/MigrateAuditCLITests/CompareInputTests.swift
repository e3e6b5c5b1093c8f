import AuditModel
import BenchKit
import Foundation
import GitTestSupport
import Reporting
import Testing

/// `compare` reads whole scans of schema 1 only: another schema, or a shard taken for the whole, would make it count
/// hazards fixed or new that are neither.
@Suite struct CompareInputTests {
    private let sample = ToolProcess.packageRoot.appendingPathComponent("Reports/legacy-app.json")

    /// A folder for one test's files, removed by the caller.
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The sample report with `change` applied to its top-level object, written to `name` in `folder`.
    private func edited(_ name: String, in folder: URL, _ change: (inout [String: Any]) -> Void) throws -> String {
        var report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sample)) as? [String: Any])
        change(&report)
        let path = folder.appendingPathComponent(name)
        try JSONSerialization.data(withJSONObject: report).write(to: path)
        return path.path
    }

    @Test func aReportOfAnotherSchemaVersionIsRefused() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let newer = try edited("v2.json", in: folder) { $0["schemaVersion"] = 2 }
        let result = try ToolProcess.run(["compare", "--before", sample.path, "--after", newer, "-o", "-"])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("'\(newer)' is not a scan JSON report"), "\(result.stderr)")
        #expect(result.stderr.contains("schemaVersion 2 is not supported; this migrate-audit reads 1"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line, not: \(result.stderr)")
        // Said the same when a field the other schema renamed fails first, and by merge.
        let renamed = try edited("v3.json", in: folder) { $0["schemaVersion"] = 3; $0["findings"] = nil }
        let other = try ToolProcess.run(["compare", "--before", renamed, "--after", sample.path, "-o", "-"])
        #expect(other.exitCode == 2 && other.stderr.contains("schemaVersion 3 is not supported"), "\(other.stderr)")
        let merged = try ToolProcess.run(["merge", newer])
        #expect(merged.exitCode == 2 && merged.stderr.contains("schemaVersion 2 is not supported"), "\(merged.stderr)")
    }

    /// Another file migrate-audit writes, given in the wrong place (a bench record as --before, a baseline or SARIF log as
    /// a shard, a scan report as --bench), is named as what it is rather than by the field its decoding missed first.
    @Test func anotherKindOfFileIsNamedAsWhatItIs() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = ToolProcess.packageRoot.appendingPathComponent("Reports")
        let bench = reports.appendingPathComponent("bench-generated-app.json").path
        let sarif = reports.appendingPathComponent("legacy-app.sarif").path
        let baseline = folder.appendingPathComponent("base.json").path
        let scan = try ToolProcess.run(["scan", "Examples/legacy-app", "--no-git", "--no-cache", "--write-baseline", baseline, "-f", "json", "-o", "-"])
        #expect(scan.exitCode == 0, "\(scan.stderr)")
        let scanRemedy = "; write one with `migrate-audit scan --format json -o FILE`"
        for (arguments, said) in [
            (["compare", "--before", bench, "--after", sample.path, "-o", "-"],
             "'\(bench)' is a bench record (what `migrate-audit bench --format json` writes), not a scan JSON report" + scanRemedy),
            (["compare", "--before", sample.path, "--after", sample.path, "--bench", sample.path, "-o", "-"],
             "'\(sample.path)' is a scan JSON report (what `migrate-audit scan --format json` writes), not a bench record; "
                + "write one with `migrate-audit bench --before A --after B --format json -o FILE`"),
            (["merge", baseline], "'\(baseline)' is a baseline (what `migrate-audit scan --write-baseline FILE` writes), not a scan JSON report" + scanRemedy),
            (["merge", sarif], "'\(sarif)' is a SARIF log (what `migrate-audit scan --format sarif` writes), not a scan JSON report" + scanRemedy),
        ] {
            let result = try ToolProcess.run(arguments)
            #expect(result.exitCode == 2, "\(result.stderr)")
            #expect(result.stderr == "error: \(said)\n", "\(result.stderr)")
        }
    }

    /// The same for `scan --baseline` and `--config`: the bench record is said as one, with what writes a baseline, or that a
    /// configuration is written by hand, rather than by the `version` it has not.
    @Test func anotherKindOfFileAsBaselineOrConfigurationIsNamedAsWhatItIs() throws {
        // Reporting recognises a bench record by the kind BenchKit writes, which it cannot import.
        #expect(WrittenFileKind.benchRecordKindField == BenchRecord.currentKind)
        let bench = ToolProcess.packageRoot.appendingPathComponent("Reports/bench-generated-app.json").path
        let scan = ["scan", "Examples/legacy-app", "--no-git", "--no-cache", "-o", "-"]
        let baseline = try ToolProcess.run(scan + ["--baseline", bench])
        #expect(baseline.exitCode == 2, "\(baseline.stderr)")
        #expect(baseline.stderr.contains("baseline \(bench) is a bench record (what `migrate-audit bench --format json` writes), not a baseline; "
            + "make a baseline with `migrate-audit scan --write-baseline FILE`"), "\(baseline.stderr)")
        let configuration = try ToolProcess.run(scan + ["--config", bench])
        #expect(configuration.exitCode == 2, "\(configuration.stderr)")
        #expect(configuration.stderr.contains("\(bench) is a bench record (what `migrate-audit bench --format json` writes), "
            + "not a migrate-audit configuration, which is written by hand"), "\(configuration.stderr)")
    }

    /// A bench of one side (`bench` without --after) has no timing to compare: the error names the file and what it has.
    @Test func aOneSidedBenchRecordIsNamedWithTheSidesItHas() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let twoSided = ToolProcess.packageRoot.appendingPathComponent("Reports/bench-generated-app.json")
        var record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: twoSided)) as? [String: Any])
        let sides = try #require(record["sides"] as? [[String: Any]])
        record["sides"] = Array(sides.prefix(1))
        let oneSided = folder.appendingPathComponent("before-only.json").path
        try JSONSerialization.data(withJSONObject: record).write(to: URL(fileURLWithPath: oneSided))
        let result = try ToolProcess.run(["compare", "--before", sample.path, "--after", sample.path, "--bench", oneSided, "-o", "-"])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr == "error: the bench record '\(oneSided)' has no before and after sides (it has one: --before webpack); give one of "
            + "`migrate-audit bench --before REF --after REF --format json -o FILE`\n", "\(result.stderr)")
        // What `bench` without --before writes: its one side, labelled "before", is the working tree, not a --before.
        var workingTree = sides[0]
        workingTree["ref"] = NSNull()
        workingTree["commit"] = NSNull()
        record["sides"] = [workingTree]
        let alone = folder.appendingPathComponent("working-tree.json").path
        try JSONSerialization.data(withJSONObject: record).write(to: URL(fileURLWithPath: alone))
        let told = try ToolProcess.run(["compare", "--before", sample.path, "--after", sample.path, "--bench", alone, "-o", "-"])
        #expect(told.stderr.hasPrefix("error: the bench record '\(alone)' has no before and after sides (it has one: the working tree); "), "\(told.stderr)")
    }

    @Test func aShardReportIsRefusedWithTheMergeToRunFirst() throws {
        let repo = try RepoBuilder()
        for name in ["a", "b", "c", "d", "e", "f"] {
            try repo.write("src/\(name).js", "export const \(name) = process.env.REACT_APP_\(name.uppercased());\n")
        }
        try repo.commitAll("six files")
        let folder = URL(fileURLWithPath: repo.temporaryFolder)
        for (name, extra) in [("whole.json", []), ("shard-1.json", ["--shard", "1/2"])] {
            let scan = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--format", "json", "-o", name] + extra, in: folder)
            #expect(scan.exitCode == 0, "\(scan.stderr)")
        }
        for (before, after) in [("whole.json", "shard-1.json"), ("shard-1.json", "whole.json")] {
            let result = try ToolProcess.run(["compare", "--before", before, "--after", after, "-o", "-", "--fail-on-new"], in: folder)
            #expect(result.exitCode == 2, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("'shard-1.json' is shard 1 of 2"), "\(result.stderr)")
            #expect(result.stderr.contains("migrate-audit merge"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line, not: \(result.stderr)")
        }
    }

    @Test func aReportFilteredByABaselineIsRefusedAndSaysSo() throws {
        // The baseline's findings are absent from it: compared, they would read as fixed (before) or new (after).
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one file")
        let folder = URL(fileURLWithPath: repo.temporaryFolder)
        #expect(try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--write-baseline", "base.json", "--format", "json", "-o", "whole.json"], in: folder).exitCode == 0)
        let filtered = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--baseline", "base.json", "--format", "json", "-o", "filtered.json"], in: folder)
        #expect(filtered.exitCode == 0, "\(filtered.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(contentsOf: folder.appendingPathComponent("filtered.json")))
        #expect(report.summary.baselineHidden == 1)
        let whole = try ReportCoding.decode(ScanReport.self, from: Data(contentsOf: folder.appendingPathComponent("whole.json")))
        #expect(whole.summary.baselineHidden == nil)
        for (before, after) in [("filtered.json", "whole.json"), ("whole.json", "filtered.json")] {
            let result = try ToolProcess.run(["compare", "--before", before, "--after", after, "-o", "-", "--fail-on-new"], in: folder)
            #expect(result.exitCode == 2, "\(result.stderr)")
            #expect(result.stderr.contains("'filtered.json' was filtered by a baseline"), "\(result.stderr)")
        }
    }

    @Test func sidesOfDifferentViteTargetsAreComparedWithAWarningAndTheTargetsShown() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let seven = try edited("vite7.json", in: folder) { $0["target"] = ["vite": 7] }
        let result = try ToolProcess.run(["compare", "--before", seven, "--after", sample.path, "-o", "-"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let warning = try #require(result.stderr.split(separator: "\n").first { $0.hasPrefix("warning: ") && $0.contains("Vite") }, "\(result.stderr)")
        #expect(warning.contains("Vite 7") && warning.contains("Vite 8"), "\(warning)")
        #expect(warning.contains("vite7.json") && warning.contains("legacy-app.json"), "\(warning)")
        #expect(result.stdout.contains("| Vite target | Vite 7 | Vite 8 |"), "\(result.stdout.prefix(800))")
        // One target: no warning, and no row for it.
        let same = try ToolProcess.run(["compare", "--before", sample.path, "--after", sample.path, "-o", "-"])
        #expect(!same.stderr.contains("warning") && !same.stdout.contains("Vite target"), "\(same.stderr)")
    }

    /// A side whose scan could not read a file (here a package.json that is not JSON) is a partial scan: the report is
    /// written, and the run ends with 2 as `scan` and `scan --compare` do, whether the side is a revision or a report.
    @Test func aSideWithGapsFailsTheRunAfterTheReportIsWritten() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        let good = try repo.commitAll("good")
        try repo.write("package.json", "{\"name\":\n")
        let broken = try repo.commitAll("broken")
        let report = repo.temporaryFolder + "/migration.md"
        let result = try ToolProcess.run(["compare", repo.root, "--before", good, "--after", broken, "--no-cache", "-o", report])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error: 1 file of the 'after' revision '\(broken)' could not be read (`migrate-audit scan \(repo.root) --ref \(broken)` names them), "
            + "so the migration report compares with a partial scan"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: report))
        // The same from the broken side's JSON report, and never for two whole sides.
        let afterJSON = repo.temporaryFolder + "/after.json"
        #expect(try ToolProcess.run(["scan", repo.root, "--ref", broken, "--no-cache", "-f", "json", "-o", afterJSON]).exitCode == 2)
        let fromReport = try ToolProcess.run(["compare", repo.root, "--before", good, "--after", afterJSON, "--no-cache", "-o", report])
        #expect(fromReport.exitCode == 2 && fromReport.stderr.contains("the 'after' report '\(afterJSON)' names 1 file its scan could not read"), "\(fromReport.stderr)")
        let whole = try ToolProcess.run(["compare", repo.root, "--before", good, "--after", good, "--no-cache", "-o", report])
        #expect(whole.exitCode == 0, "\(whole.stderr)")
    }

    /// A side that names no revision but a file is read as a report, whatever its name: a pipe such as
    /// `--before <(git show main:audit.json)` (/dev/fd/63) or /dev/stdin, or a report saved without .json.
    @Test func aFileThatNamesNoRevisionIsReadAsAReport() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("app")
        let saved = repo.temporaryFolder + "/before.report"
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "-o", saved]).exitCode == 0)
        let named = try ToolProcess.run(["compare", repo.root, "--before", saved, "--after", "HEAD", "--no-cache", "-o", "-"])
        #expect(named.exitCode == 0, "\(named.stderr)")
        #expect(named.stderr.contains("fixed 0 · remaining 1 · new 0"), "\(named.stderr)")
        // Through a pipe, as the shell's process substitution gives one.
        let process = Process()
        process.executableURL = ToolProcess.executable
        process.arguments = ["compare", repo.root, "--before", "/dev/stdin", "--after", "HEAD", "--no-cache", "-o", "/dev/null"]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(contentsOf: URL(fileURLWithPath: saved)))
        try input.fileHandleForWriting.close()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stderr.contains("fixed 0 · remaining 1 · new 0"), "\(stderr)")
        // A folder is named as one, not as an unknown revision.
        let folder = try ToolProcess.run(["compare", repo.root, "--before", repo.temporaryFolder, "--after", "HEAD", "--no-cache", "-o", "-"])
        #expect(folder.exitCode == 2 && folder.stderr.contains("--before '\(repo.temporaryFolder)' is a folder, not a git revision or a scan JSON report"),
                "\(folder.stderr)")
        // A name that is neither stays an unknown revision.
        let neither = try ToolProcess.run(["compare", repo.root, "--before", "no-such-ref", "--after", "HEAD", "--no-cache", "-o", "-"])
        #expect(neither.exitCode == 2 && neither.stderr.contains("unknown revision 'no-such-ref'"), "\(neither.stderr)")
    }
}
