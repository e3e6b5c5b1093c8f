import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Baselines, --fail-on gates, the configuration file and the CI formats, end to end.
@Suite struct GatesAndFormatsTests {
    private func project() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const url = process.env.REACT_APP_API;\nif (module.hot) module.hot.accept();\n")
        try repo.write("package.json", "{\"name\":\"app\",\"dependencies\":{}}\n")
        try repo.commitAll("app")
        return repo
    }

    private func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    }

    @Test func failOnDecidesTheExitCode() throws {
        let repo = try project()
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache"]).exitCode == 0)
        let failing = try ToolProcess.run(["scan", repo.root, "--no-cache", "--fail-on", "auto-fixable"])
        #expect(failing.exitCode == 1)
        // Why, in one line: the exit code alone leaves a CI log silent.
        let gated = try ToolProcess.scanReport([repo.root, "--no-cache"]).findings.filter { $0.severity <= .autoFixable }.count
        #expect(gated >= 2)
        #expect(failing.stderr == "failing (--fail-on auto-fixable): \(gated) findings at or above auto-fixable\n", "\(failing.stderr)")
        let passing = try ToolProcess.run(["scan", repo.root, "--no-cache", "--fail-on", "blocker"])
        #expect(passing.exitCode == 0)
        #expect(!passing.stderr.contains("failing"), "\(passing.stderr)")
    }

    @Test func baselineReportsOnlyNewFindings() throws {
        let repo = try project()
        let baseline = temporaryFile("baseline.json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        let written = try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", baseline.path])
        #expect(written.exitCode == 0, "\(written.stderr)")
        let clean = try ToolProcess.run(["scan", repo.root, "--no-cache", "--baseline", baseline.path, "--fail-on", "info", "--format", "json"])
        #expect(clean.exitCode == 0, "\(clean.stderr)")
        #expect(try ReportCoding.decode(ScanReport.self, from: Data(clean.stdout.utf8)).findings.isEmpty)

        try repo.write("src/extra.js", "export const key = process.env.REACT_APP_NEW_KEY;\n")
        let dirty = try ToolProcess.run(["scan", repo.root, "--no-cache", "--baseline", baseline.path, "--fail-on", "info", "--format", "json"])
        #expect(dirty.exitCode == 1)
        #expect(dirty.stderr.hasSuffix("\nfailing (--fail-on info): 1 finding not in the baseline at or above info\n"), "\(dirty.stderr)")
        #expect(dirty.stdout.contains("REACT_APP_NEW_KEY"))
        #expect(!dirty.stdout.contains("REACT_APP_API\""))
    }

    @Test func aBaselineUpdatedInPlaceStillGatesOnWhatItDidNotHold() throws {
        // CI's "compare with the last baseline, then record the new one" in one call, one file.
        let repo = try project()
        let baseline = temporaryFile("baseline.json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", baseline.path]).exitCode == 0)
        try repo.write("src/extra.js", "export const key = process.env.REACT_APP_NEW_KEY;\n")
        let arguments = ["scan", repo.root, "--no-cache", "--baseline", baseline.path, "--write-baseline", baseline.path]
        let gated = try ToolProcess.run(arguments + ["--fail-on", "info", "--format", "json"])
        #expect(gated.exitCode == 1, "\(gated.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(gated.stdout.utf8))
        #expect(report.findings.map(\.file) == ["src/extra.js"])
        // The estimate is of the new findings alone, not of everything the baseline already held.
        let full = try ReportCoding.decode(ScanReport.self, from: Data(try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"]).stdout.utf8))
        #expect(report.summary.effort.hours > 0 && report.summary.effort.hours < full.summary.effort.hours)
        // Now recorded: the same call passes.
        #expect(try ToolProcess.run(arguments + ["--fail-on", "info"]).exitCode == 0)
    }

    @Test func whatTheBaselineHidAndWhatNoLongerMatchesIsSaid() throws {
        let repo = try project()
        let baseline = temporaryFile("baseline.json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", baseline.path]).exitCode == 0)
        // One hazard fixed (its entry is stale), one added: the rest are the baseline's.
        try repo.write("src/index.js", "const url = import.meta.env.VITE_API;\nif (module.hot) module.hot.accept();\n")
        try repo.write("src/extra.js", "export const key = process.env.REACT_APP_NEW_KEY;\n")
        let whole = try ReportCoding.decode(ScanReport.self, from: Data(try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"]).stdout.utf8))
        let hidden = whole.findings.count - 1
        #expect(hidden >= 1)
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--baseline", baseline.path, "--format", "markdown", "-o", "-"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let line = "\(hidden) \(hidden == 1 ? "finding" : "findings") already in the baseline \(hidden == 1 ? "is" : "are") not shown; "
            + "1 baseline entry no longer matches (refresh with --write-baseline)"
        #expect(result.stderr.contains(line), "\(result.stderr)")
        #expect(result.stdout.contains("- **Baseline:** \(hidden) "), "\(result.stdout.prefix(600))")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")

        // Another project's baseline matches nothing: said as a warning.
        let other = try RepoBuilder()
        try other.write("lib/main.js", "export const b = process.env.REACT_APP_OTHER;\n")
        try other.commitAll("other")
        let foreign = try ToolProcess.run(["scan", other.root, "--no-cache", "--baseline", baseline.path])
        #expect(foreign.exitCode == 0, "\(foreign.stderr)")
        #expect(foreign.stderr.contains("warning: none of the"), "\(foreign.stderr)")
        #expect(foreign.stderr.contains(baseline.path) && foreign.stderr.contains("another project"), "\(foreign.stderr)")
    }

    @Test func aSARIFReportFilteredByABaselineIsMarkedPartialAndSaidSo() throws {
        let repo = try project()
        let baseline = temporaryFile("baseline.json")
        let named = temporaryFile("audit.sarif")
        defer {
            try? FileManager.default.removeItem(at: baseline)
            try? FileManager.default.removeItem(at: named)
        }
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", baseline.path]).exitCode == 0)
        try repo.write("src/extra.js", "export const key = process.env.REACT_APP_NEW_KEY;\n")
        let filtered = try ToolProcess.run(["scan", repo.root, "--no-cache", "--baseline", baseline.path, "--format", "sarif"])
        #expect(filtered.exitCode == 0, "\(filtered.stderr)")
        let partial = { (stderr: String) in stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") && $0.contains("not a full scan") }.count }
        #expect(partial(filtered.stderr) == 1, "\(filtered.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(filtered.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "migrate-audit/new-since-baseline/")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1 && results.allSatisfy { $0["baselineState"] as? String == "new" }, "\(results)")
        let notifications = (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]
        let first = (notifications?.first?["message"] as? [String: Any])?["text"] as? String
        #expect(first?.hasPrefix("Not a full scan: --baseline left out ") == true, "\(String(describing: first))")

        // A report named *.sarif is warned about too; a full scan's SARIF is neither marked nor warned about.
        let toFile = try ToolProcess.run(["scan", repo.root, "--no-cache", "--baseline", baseline.path, "--format", "json", "-o", named.path])
        #expect(partial(toFile.stderr) == 1, "\(toFile.stderr)")
        let full = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "sarif"])
        #expect(partial(full.stderr) == 0 && !full.stdout.contains("automationDetails") && !full.stdout.contains("baselineState"))
    }

    @Test func aShardNeitherWritesNorReadsABaseline() throws {
        // A shard's baseline holds its share only: the whole scan would then fail on every other shard's findings.
        let repo = try project()
        let baseline = temporaryFile("baseline.json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        let writing = try ToolProcess.run(["scan", repo.root, "--no-cache", "--shard", "1/2", "--write-baseline", baseline.path])
        #expect(writing.exitCode == 2, "\(writing.stderr)")
        #expect(writing.stderr.contains("--write-baseline") && writing.stderr.contains("whole scan"), "\(writing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: baseline.path), "no partial baseline written")
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", baseline.path]).exitCode == 0)
        let reading = try ToolProcess.run(["scan", repo.root, "--no-cache", "--shard", "1/2", "--baseline", baseline.path])
        #expect(reading.exitCode == 2, "\(reading.stderr)")
        #expect(reading.stderr.contains("--baseline") && reading.stderr.contains("whole scan"), "\(reading.stderr)")
        for result in [writing, reading] {
            #expect(result.stderr.split(separator: "\n").count == 1, "one line, not: \(result.stderr)")
        }
    }

    @Test func corruptBaselineIsAnInputError() throws {
        let repo = try project()
        let baseline = temporaryFile("baseline.json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        try Data("{ not json".utf8).write(to: baseline)
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--baseline", baseline.path])
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test func configurationTurnsRulesOffAndReportsUnknownKeys() throws {
        let repo = try project()
        try repo.write(".migrate-audit.json", """
            { "version": 1, "rules": { "wp-module-hot": "off" }, "colour": "blue" }
            """)
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\"wp-module-hot\""))
        #expect(result.stdout.contains("env-process-env-static"))
        #expect(result.stderr.contains("colour"), "unknown key reported: \(result.stderr)")
    }

    @Test func githubFormatAnnotatesAndAppendsTheStepSummary() throws {
        let repo = try project()
        let summary = temporaryFile("summary.md")
        defer { try? FileManager.default.removeItem(at: summary) }
        try Data("earlier step\n".utf8).write(to: summary)
        let result = try ToolProcess.run(
            ["scan", repo.root, "--no-cache", "--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("::warning file=src/index.js,line=1"))
        let appended = try String(contentsOf: summary, encoding: .utf8)
        #expect(appended.hasPrefix("earlier step\n"))
        #expect(appended.contains("Vite migration audit"))
        // A runner that has not created the file: created, as `>>` does, and the gate's exit code kept.
        try FileManager.default.removeItem(at: summary)
        let gated = try ToolProcess.run(
            ["scan", repo.root, "--no-cache", "--format", "github", "--fail-on", "info"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(gated.exitCode == 1, "\(gated.stderr)")
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("Vite migration audit"))
    }

    /// GitHub's 1 MiB holds for the step's whole summary file, and one past it is dropped whole ("upload aborted"), what
    /// earlier commands of the step wrote included: the summary is shortened to the room left, or not added at all.
    @Test func theStepSummaryFitsTheRoomEarlierCommandsLeft() throws {
        // More warnings than GitHub annotates, so that the last line would send the reader to the step summary.
        let repo = try RepoBuilder()
        try repo.write("src/env.js", (1...12).map { "export const v\($0) = process.env.REACT_APP_V\($0);\n" }.joined())
        try repo.write("package.json", "{\"name\":\"app\",\"dependencies\":{}}\n")
        try repo.commitAll("app")
        let summary = temporaryFile("summary.md")
        defer { try? FileManager.default.removeItem(at: summary) }
        let limit = 1_048_576  // GitHub's limit for a step's summary
        let earlier = String(repeating: "earlier step output\n", count: (limit - 1_500) / 20)
        try Data(earlier.utf8).write(to: summary)
        let arguments = ["scan", repo.root, "--no-cache", "--format", "github"]
        let shortened = try ToolProcess.run(arguments, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(shortened.exitCode == 0, "\(shortened.stderr)")
        let written = try Data(contentsOf: summary)
        #expect(written.count <= limit)
        let appended = String(decoding: written.dropFirst(earlier.utf8.count), as: UTF8.self)
        #expect(appended.hasPrefix("# Vite migration audit"), "\(appended.prefix(200))")
        #expect(appended.contains("> [!WARNING]"))
        #expect(shortened.stdout.split(separator: "\n").last?.hasSuffix("see the step summary") == true, "\(shortened.stdout)")

        // No room left for even a title: nothing added, a warning says why, and the annotations do not point there.
        let full = String(repeating: "x", count: limit - 200)
        try Data(full.utf8).write(to: summary)
        let skipped = try ToolProcess.run(arguments, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(skipped.exitCode == 0, "\(skipped.stderr)")
        #expect(try Data(contentsOf: summary).count == full.utf8.count)
        #expect(skipped.stderr.contains("no job summary added"), "\(skipped.stderr)")
        #expect(skipped.stdout.split(separator: "\n").last?.contains("step summary") == false, "\(skipped.stdout)")
    }

    /// The step summary is appended to the file the variable names: one of the project's (package.json), or one the run
    /// reads (the baseline), is refused before the scan and left as it was.
    @Test func theStepSummaryIsNeverAppendedToAFileOfTheProjectOrAnInput() throws {
        let repo = try project()
        let manifest = repo.path("package.json")
        let manifestText = try String(contentsOfFile: manifest, encoding: .utf8)
        let baseline = temporaryFile("base.json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        let written = try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", baseline.path])
        #expect(written.exitCode == 0, "\(written.stderr)")
        let baselineBytes = try Data(contentsOf: baseline)
        for (target, extra, phrase) in [(manifest, [String](), "is a file of the scanned project"), (baseline.path, ["--baseline", baseline.path], "is the baseline")] {
            let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "github"] + extra, environment: ["GITHUB_STEP_SUMMARY": target])
            #expect(result.exitCode == 2, "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            #expect(result.stderr.hasPrefix("error: $GITHUB_STEP_SUMMARY (\(target)) \(phrase)") && result.stderr.contains("unset it"), "\(result.stderr)")
        }
        #expect(try String(contentsOfFile: manifest, encoding: .utf8) == manifestText)
        #expect(try Data(contentsOf: baseline) == baselineBytes)
    }

    @Test func githubFormatAnnotatesTheScansWarningsAndNamesOnlyWhatItWrote() throws {
        let repo = try RepoBuilder()
        try repo.write("src/env.js", (1...12).map { "export const v\($0) = process.env.REACT_APP_V\($0);\n" }.joined())
        try repo.write("src/big.js", String(repeating: "// padding line\n", count: 250))
        try repo.write(".migrate-audit.json", #"{ "version": 1, "skip": { "maxFileSize": 3500 } }"#)
        try repo.write("package.json", "{\"name\":\"app\",\"dependencies\":{}}\n")
        try repo.commitAll("app")
        let arguments = ["scan", repo.root, "--no-cache", "--format", "github"]
        // Outside a runner: no step summary is written, so the last line does not send the reader to one.
        let plain = try ToolProcess.run(arguments, environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(plain.exitCode == 0, "\(plain.stderr)")
        let lines = plain.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("::warning file=src/big.js::larger than skip.maxFileSize") == true, "\(plain.stdout)")
        let last = lines.last ?? ""
        #expect(last.contains("while reading the project") && !last.contains("step summary") && !last.contains("JSON report"), "\(last)")
        let summary = temporaryFile("summary.md")
        defer { try? FileManager.default.removeItem(at: summary) }
        let inRunner = try ToolProcess.run(arguments, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(inRunner.stdout.split(separator: "\n").last?.hasSuffix("see the step summary") == true, "\(inRunner.stdout)")
        #expect(FileManager.default.fileExists(atPath: summary.path))
    }

    @Test func aReportIsNeverWrittenOverWhatTheRunReads() throws {
        let repo = try project()
        let source = repo.path("src/index.js")
        let original = try String(contentsOfFile: source, encoding: .utf8)
        let overSource = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json", "-o", source])
        #expect(overSource.exitCode == 2 && overSource.stderr.contains("is a source file"), "\(overSource.stderr)")
        #expect(try String(contentsOfFile: source, encoding: .utf8) == original)

        let baseline = repo.path("baseline.json")
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", baseline]).exitCode == 0)
        let kept = try Data(contentsOf: URL(fileURLWithPath: baseline))
        let overBaseline = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json", "--baseline", baseline, "-o", baseline])
        #expect(overBaseline.exitCode == 2 && overBaseline.stderr.contains("is the baseline"), "\(overBaseline.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == kept)
        // Two outputs of one run on one new file: the report would replace the baseline just written.
        let fresh = repo.path("fresh.json")
        let both = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json", "-o", fresh, "--write-baseline", fresh])
        #expect(both.exitCode == 2 && both.stderr.contains("--output and --write-baseline both name"), "\(both.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fresh))

        let shard = repo.path("shard-1.json")
        #expect(try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--shard", "1/1", "--format", "json", "-o", shard]).exitCode == 0)
        let overShard = try ToolProcess.run(["merge", shard, "-o", shard])
        #expect(overShard.exitCode == 2 && overShard.stderr.contains("is the shard"), "\(overShard.stderr)")
        let overBefore = try ToolProcess.run(["compare", "--before", shard, "--after", shard, "-o", shard])
        #expect(overBefore.exitCode == 2, "\(overBefore.stderr)")
    }

    @Test func reportsAreWrittenWholeIntoTheirFolder() throws {
        let repo = try project()
        let folder = temporaryFile("out")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("nested/audit.md")
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "markdown", "-o", target.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let text = try String(contentsOf: target, encoding: .utf8)
        #expect(text.hasPrefix("# Vite migration audit"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path)
        #expect(leftovers == ["audit.md"], "no temporary file left beside the report")
    }

    @Test func noColourWhenNotATerminal() throws {
        let repo = try project()
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache"], environment: ["NO_COLOR": ""])
        #expect(!result.stdout.contains("\u{1B}["))
        #expect(!result.stderr.contains("\u{1B}["))
    }
}
