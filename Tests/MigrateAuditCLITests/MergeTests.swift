import AuditModel
import Foundation
import GitTestSupport
import Testing

/// `merge` joins the reports of one sharded scan only: every shard once, all of one N, one revision, folder and
/// settings. Anything else is an input error (exit 2) naming the files and what to do, never a partial or doubled
/// report.
@Suite struct MergeTests {
    /// A repository with enough files that every shard of 2 and of 3 has some, each file with a finding.
    private func makeRepository() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        for name in ["a", "b", "c", "d", "e", "f", "g", "h"] {
            try repo.write("src/\(name).js", "export const \(name) = process.env.REACT_APP_\(name.uppercased());\n")
        }
        try repo.write("package.json", #"{ "name": "app", "dependencies": { "react": "^16.14.0" } }"#)
        try repo.commitAll("eight files")
        return repo
    }

    /// Writes the JSON report of `scan --ref REVISION --shard SHARD` next to the repository and returns its path.
    private func shard(_ repo: RepoBuilder, _ shard: String?, revision: String = "HEAD", extra: [String] = []) throws -> String {
        let name = "report-\(shard?.replacingOccurrences(of: "/", with: "of") ?? "all")-\(UUID().uuidString).json"
        let path = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent(name).path
        let result = try ToolProcess.run(
            ["scan", repo.root, "--ref", revision, "--format", "json", "--no-cache", "-o", path]
                + (shard.map { ["--shard", $0] } ?? []) + extra)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return path
    }

    /// The JSON reports of shards 1/2 and 2/2 of HEAD, whose scans could not read everything (exit code 2).
    private func shardsWithGaps(_ repo: RepoBuilder) throws -> [String] {
        try (1...2).map { index in
            let path = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("gap-\(index).json").path
            let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--no-cache", "-o", path, "--shard", "\(index)/2"])
            #expect(result.exitCode == 2, "\(result.stderr)")
            return path
        }
    }

    /// Runs `merge` on `reports`, expects it to refuse them, and returns its one-line error.
    private func refusal(_ reports: [String]) throws -> String {
        let result = try ToolProcess.run(["merge"] + reports)
        #expect(result.exitCode == 2, "stdout: \(result.stdout.prefix(200)) stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.split(separator: "\n").count == 1, "one line, not: \(result.stderr)")
        return result.stderr
    }

    @Test func aShardReportRecordsItsShardAndAnUnshardedOneDoesNot() throws {
        let repo = try makeRepository()
        let sharded = try ReportCoding.decode(ScanReport.self, from: Data(contentsOf: URL(fileURLWithPath: try shard(repo, "2/3"))))
        #expect(sharded.source.shard?.index == 2)
        #expect(sharded.source.shard?.count == 3)
        let whole = try String(contentsOfFile: try shard(repo, nil), encoding: .utf8)
        #expect(!whole.contains("\"shard\""))
    }

    @Test func allShardsInAnyOrderMergeIntoTheUnshardedReport() throws {
        let repo = try makeRepository()
        let whole = try String(contentsOfFile: try shard(repo, nil), encoding: .utf8)
        let shards = try (1...3).map { try shard(repo, "\($0)/3") }
        let merged = try ToolProcess.run(["merge"] + shards.reversed())
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole)
        // The text summary names the project as the scan does (merge runs in the checkout, as a CI job does).
        let scanText = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache"]).stdout
        let mergedText = try ToolProcess.run(["merge", "-f", "text"] + shards, in: URL(fileURLWithPath: repo.root)).stdout
        #expect(mergedText.split(separator: "\n").first == scanText.split(separator: "\n").first, "\(mergedText.prefix(200))")
    }

    @Test func everyFormatOfAShardSaysItIsAShard() throws {
        // Counts and effort of a share of the files must not be read as the whole project's.
        let repo = try makeRepository()
        func scan(_ format: String) throws -> String {
            let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--shard", "1/2", "--format", format, "-o", "-"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            return result.stdout
        }
        let text = try scan("text")
        #expect(text.split(separator: "\n").first?.hasSuffix(" · shard 1 of 2") == true, "\(text.prefix(300))")
        let markdown = try scan("markdown")
        #expect(markdown.hasPrefix("# Vite migration audit (shard 1 of 2)\n"), "\(markdown.prefix(300))")
        #expect(markdown.contains("migrate-audit merge"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(try scan("sarif").utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let details = try #require(run["automationDetails"] as? [String: Any], "\(run.keys)")
        #expect(details["id"] as? String == "migrate-audit/shard-1-of-2/")
        #expect(((details["description"] as? [String: Any])?["text"] as? String)?.contains("shard 1 of 2") == true)
        // The whole scan says nothing of shards.
        let whole = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--format", "sarif"]).stdout
        #expect(!whole.contains("automationDetails") && !whole.contains("shard"))
        let wholeText = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache"]).stdout
        #expect(!wholeText.contains("shard"))
    }

    @Test func theMergeJobGatesAsAWholeScanDoes() throws {
        // Shards refuse --baseline and --fail-on (a share of the findings cannot be gated): the merge takes them.
        let repo = try makeRepository()
        let folder = URL(fileURLWithPath: repo.temporaryFolder)
        let scanBaseline = folder.appendingPathComponent("scan-baseline.json").path
        let mergeBaseline = folder.appendingPathComponent("merge-baseline.json").path
        #expect(try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--write-baseline", scanBaseline]).exitCode == 0)
        let recorded = try ToolProcess.run(["merge", "--write-baseline", mergeBaseline, "-o", "-"] + (1...3).map { try shard(repo, "\($0)/3") })
        #expect(recorded.exitCode == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.contains("wrote baseline of 8 findings to \(mergeBaseline)"), "\(recorded.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: mergeBaseline)) == Data(contentsOf: URL(fileURLWithPath: scanBaseline)))

        // One hazard added: the merged report keeps it alone, and fails the gate at its level, not below.
        try repo.write("src/i.js", "export const i = process.env.REACT_APP_I;\n")
        try repo.commitAll("a ninth file")
        let shards = try (1...3).map { try shard(repo, "\($0)/3") }
        let gated = try ToolProcess.run(["merge", "--baseline", mergeBaseline, "--fail-on", "info"] + shards)
        #expect(gated.exitCode == 1, "\(gated.stderr)")
        let whole = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--format", "json", "--baseline", scanBaseline])
        #expect(gated.stdout == whole.stdout)
        let filtered = try ReportCoding.decode(ScanReport.self, from: Data(gated.stdout.utf8))
        #expect(filtered.findings.map(\.file) == ["src/i.js"])
        #expect(gated.stderr.contains("baseline"), "the baseline outcome is said: \(gated.stderr)")
        #expect(gated.stderr.hasSuffix("failing (--fail-on info): 1 finding not in the baseline at or above info\n"), "\(gated.stderr)")
        #expect(try ToolProcess.run(["merge", "--baseline", mergeBaseline, "--fail-on", "blocker"] + shards).exitCode == 0)
        #expect(try ToolProcess.run(["merge", "--fail-on", "info"] + shards).exitCode == 1)
        // GitHub Actions' job summary, as the whole scan writes it.
        let scanSummary = folder.appendingPathComponent("scan-summary.md").path
        let mergeSummary = folder.appendingPathComponent("merge-summary.md").path
        let scanned = try ToolProcess.run(
            ["scan", repo.root, "--ref", "HEAD", "--no-cache", "--format", "github", "--baseline", scanBaseline], environment: ["GITHUB_STEP_SUMMARY": scanSummary])
        let merged = try ToolProcess.run(
            ["merge", "--format", "github", "--baseline", mergeBaseline] + shards, in: URL(fileURLWithPath: repo.root), environment: ["GITHUB_STEP_SUMMARY": mergeSummary])
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout == scanned.stdout)
        let summary = try String(contentsOfFile: mergeSummary, encoding: .utf8)
        #expect(summary.contains("REACT_APP_I") || summary.contains("1 finding"), "\(summary.prefix(400))")
        #expect(summary == (try String(contentsOfFile: scanSummary, encoding: .utf8)))
    }

    @Test func theMergeRefusesToWriteOverAShardOrToGiveTwoOutputsOneFile() throws {
        let repo = try makeRepository()
        let shards = try (1...2).map { try shard(repo, "\($0)/2") }
        let before = try Data(contentsOf: URL(fileURLWithPath: shards[0]))
        #expect(try refusal(["--write-baseline", shards[0]] + shards).contains("--write-baseline"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: shards[0])) == before)
        let both = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("both.json").path
        #expect(try refusal(["-o", both, "--write-baseline", both] + shards).contains("both name"))
        #expect(!FileManager.default.fileExists(atPath: both))
    }

    /// Merge runs in the checkout the shards scanned: a file there that migrate-audit did not write is the user's, and
    /// neither the merged report nor its baseline replaces it (package.json was overwritten); a previous report is.
    @Test func theMergeRefusesToWriteOverAFileOfTheCheckoutItRunsIn() throws {
        let repo = try makeRepository()
        let shards = try (1...2).map { try shard(repo, "\($0)/2") }
        let checkout = URL(fileURLWithPath: repo.root)
        let manifest = try Data(contentsOf: checkout.appendingPathComponent("package.json"))
        for (option, named) in [("-o", "--output"), ("--write-baseline", "--write-baseline")] {
            let result = try ToolProcess.run(["merge", option, "package.json"] + shards, in: checkout)
            #expect(result.exitCode == 2, "\(result.stderr)")
            #expect(result.stderr.contains("error: \(named) package.json is a file of the scanned project"), "\(result.stderr)")
            #expect(try Data(contentsOf: checkout.appendingPathComponent("package.json")) == manifest)
        }
        for _ in 1...2 {
            let written = try ToolProcess.run(["merge", "-o", "merged.json", "--write-baseline", "base.json"] + shards, in: checkout)
            #expect(written.exitCode == 0, "\(written.stderr)")
        }
    }

    @Test func theMergedEstimateUsesTheScansEffortWeights() throws {
        let repo = try makeRepository()
        try repo.write(".migrate-audit.json", #"{ "version": 1, "effort": { "severity": { "auto-fixable": { "low": 3, "high": 5 } } } }"#)
        let whole = try String(contentsOfFile: try shard(repo, nil), encoding: .utf8)
        #expect(whole.contains("\"model\" : \"custom\""))
        let shards = try (1...2).map { try shard(repo, "\($0)/2") }
        // Where the scans ran, the configuration is found as scan finds it: the single scan's report.
        let merged = try ToolProcess.run(["merge"] + shards, in: URL(fileURLWithPath: repo.root))
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole)
        // Elsewhere, without --config: said, not silently estimated with other weights.
        let elsewhere = try ToolProcess.run(["merge"] + shards, in: URL(fileURLWithPath: repo.temporaryFolder))
        #expect(elsewhere.stderr.contains("'custom' model"))
        let named = try ToolProcess.run(["merge", "--config", repo.path(".migrate-audit.json")] + shards, in: URL(fileURLWithPath: repo.temporaryFolder))
        #expect(named.stdout == whole && !named.stderr.contains("warning"))
        // Other weights under the same model name ("custom") are refused, not merged into another estimate.
        let other = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("other.json")
        try Data(#"{ "version": 1, "effort": { "severity": { "blocker": { "low": 1, "high": 2 } } } }"#.utf8).write(to: other)
        let refused = try ToolProcess.run(["merge", "--config", other.path] + shards)
        #expect(refused.exitCode == 2 && refused.stderr.contains("other weights"), "\(refused.stderr)")
    }

    @Test func aMissingShardIsRefused() throws {
        let repo = try makeRepository()
        let first = try shard(repo, "1/3")
        let message = try refusal([first])
        #expect(message.contains("2/3"), "\(message)")
        #expect(message.contains("3/3"), "\(message)")
        #expect(message.contains("missing"), "\(message)")
        #expect(message.contains("--shard"), "says how to make the missing ones: \(message)")
    }

    @Test func aShardGivenTwiceIsRefused() throws {
        let repo = try makeRepository()
        let first = try shard(repo, "1/2"), second = try shard(repo, "2/2")
        let message = try refusal([first, second, first])
        #expect(message.contains("1/2"), "\(message)")
        #expect(message.contains("once"), "\(message)")
        // The same shard scanned twice into two files is as doubled as one file given twice.
        let again = try shard(repo, "1/2")
        #expect(try refusal([first, again, second]).contains(URL(fileURLWithPath: again).lastPathComponent))
    }

    @Test func shardsOfDifferentCountsAreRefused() throws {
        let repo = try makeRepository()
        let message = try refusal([try shard(repo, "1/3"), try shard(repo, "2/2")])
        #expect(message.contains("1/3") && message.contains("2/2"), "\(message)")
        #expect(message.contains("same --shard"), "\(message)")
    }

    @Test func anUnshardedReportIsRefused() throws {
        let repo = try makeRepository()
        let whole = try shard(repo, nil)
        let message = try refusal([whole, try shard(repo, "2/2")])
        #expect(message.contains(URL(fileURLWithPath: whole).lastPathComponent), "\(message)")
        #expect(message.contains("not a shard report"), "\(message)")
    }

    @Test func shardsOfDifferentRevisionsAreRefused() throws {
        let repo = try makeRepository()
        let first = try repo.objectID("HEAD")
        try repo.write("src/i.js", "export const i = process.env.REACT_APP_I;\n")
        let second = try repo.commitAll("a ninth file")
        let message = try refusal([try shard(repo, "1/2", revision: first), try shard(repo, "2/2", revision: second)])
        #expect(message.contains("different scans"), "\(message)")
        #expect(message.contains(String(first.prefix(12))) && message.contains(String(second.prefix(12))), "\(message)")
    }

    @Test func shardsScannedWithDifferentSettingsAreRefused() throws {
        let repo = try makeRepository()
        let config = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("config.json")
        try Data(#"{ "version": 1, "rules": { "env-process-env-static": "off" } }"#.utf8).write(to: config)
        let plain = try shard(repo, "1/2")
        let configured = try shard(repo, "2/2", extra: ["--config", config.path])
        let message = try refusal([plain, configured])
        #expect(message.contains("settings"), "\(message)")
        // Another Vite target is another scan too.
        #expect(try refusal([plain, try shard(repo, "2/2", extra: ["--vite", "7"])]).contains("Vite"))
    }

    /// Rewrites the shard report at `path` with `edit` applied to its `source.shard` object, as a person editing the
    /// file would; returns the edited copy's path.
    private func editedStamp(_ path: String, _ edit: (inout [String: Any]) -> Void) throws -> String {
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        var source = object["source"] as! [String: Any]
        var stamp = source["shard"] as! [String: Any]
        edit(&stamp)
        source["shard"] = stamp
        object["source"] = source
        let out = path + ".edited.json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: out))
        return out
    }

    @Test("an edited shard stamp is refused, not a crash or a hang", arguments: [0, -1, 1_000_000_000_000])
    func anInvalidShardStampIsRefused(_ count: Int) throws {
        let repo = try makeRepository()
        let first = try editedStamp(try shard(repo, "1/2")) { $0["count"] = count }
        #expect(try refusal([first]).contains("invalid source.shard"))
    }

    @Test func aShardStampWithoutItsSettingsOrEffortWeightsIsRefused() throws {
        let repo = try makeRepository()
        let stripped = try editedStamp(try shard(repo, "1/1")) { $0["settings"] = nil }
        #expect(try refusal([stripped]).contains("no source.shard.settings"))
        let unweighted = try editedStamp(try shard(repo, "1/1")) { $0["effort"] = nil }
        #expect(try refusal([unweighted]).contains("no source.shard.effort"))
    }

    @Test func aShardWhoseFindingsWereRemovedOrDoubledByHandIsRefused() throws {
        let repo = try makeRepository()
        let path = try shard(repo, "1/1")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let findings = try #require(object["findings"] as? [Any])
        try #require(!findings.isEmpty)
        for (label, edited) in [("removed", Array(findings.dropLast())), ("doubled", findings + findings.prefix(1))] {
            object["findings"] = edited
            let out = path + ".\(label).json"
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: out))
            let said = try refusal([out])
            #expect(said.contains("holds \(edited.count) finding"), "\(label): \(said)")
            #expect(said.contains("but its summary counts \(findings.count)"), "\(label): \(said)")
            #expect(said.contains("was it edited or cut off?"))
        }
    }

    @Test("--shard takes plain numbers up to the maximum N", arguments: ["1//2", "1/2/", "+1/2", "01/02", "1/0", "0/1", "1/10001", "1/9223372036854775807"])
    func malformedShardsAreRefused(_ text: String) throws {
        let repo = try makeRepository()
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--shard", text])
        #expect(result.exitCode == 64 || result.exitCode == 2, "\(result.exitCode) \(result.stderr)")
        #expect(result.stderr.contains("--shard takes I/N"), "\(result.stderr)")
    }

    /// A folder given for a report is said to be one, for merge and compare alike.
    @Test func aFolderGivenForAReportIsNamedAsAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let merged = try ToolProcess.run(["merge", folder])
        #expect(merged.exitCode == 2 && merged.stderr == "error: '\(folder)' is a folder; expected a scan JSON report file (write one with `migrate-audit scan --format json -o FILE`)\n",
                "\(merged.stderr)")
        let compared = try ToolProcess.run(["compare", "--before", "HEAD", "--after", "HEAD", "--bench", folder, "-o", "-"])
        #expect(compared.exitCode == 2 && compared.stderr.contains("is a folder; expected a"), "\(compared.stderr)")
    }

    @Test func aLongListOfMissingShardsIsCutShort() throws {
        let repo = try makeRepository()
        let message = try refusal([try shard(repo, "1/500")])
        #expect(message.contains("2/500, 3/500") && message.contains("(499 in all)"), "\(message)")
        #expect(message.count < 1000)
    }

    @Test func warningsOfFilesNamedAlikeInTwoUnicodeFormsBothSurviveTheMerge() throws {
        let repo = try RepoBuilder()
        // é as one scalar and as e + combining accent: two files on disk, one name to String's ==.
        for name in ["caf\u{E9}.js", "cafe\u{301}.js"] {
            try Data([0x76, 0x61, 0x72, 0x20, 0x73, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x3B, 0x0A]).write(to: URL(fileURLWithPath: repo.root).appendingPathComponent(name))
        }
        try repo.commitAll("two names")
        let whole = try String(contentsOfFile: try shard(repo, nil), encoding: .utf8)
        let merged = try ToolProcess.run(["merge", try shard(repo, "1/1")])
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole)
        #expect(try ReportCoding.decode(ScanReport.self, from: Data(merged.stdout.utf8)).warnings.filter { $0.message.hasPrefix("not UTF-8") }.count == 2)
    }

    @Test func shardsMergeIntoTheWholeReportWhenATestMocksAnotherShardsModule() throws {
        // test-mock-require reads the files that require a mocked module, wherever their shard: those stay read.
        let repo = try makeRepository()
        try repo.write("src/api.js", "module.exports = { get: () => 1 };\n")
        for name in ["users", "orders", "items", "carts"] {
            try repo.write("src/\(name).js", "const api = require('./api');\nmodule.exports = () => api.get();\n")
        }
        try repo.write("src/users.test.js", "jest.mock('./api');\nconst users = require('./users');\ntest('x', () => users());\n")
        try repo.commitAll("a mocked module")
        let whole = try String(contentsOfFile: try shard(repo, nil), encoding: .utf8)
        #expect(whole.contains("test-mock-require"))
        let merged = try ToolProcess.run(["merge"] + (1...4).map { try shard(repo, "\($0)/4") })
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole)
    }

    @Test func workingTreeShardsTakenBeforeAndAfterAnEditAreRefused() throws {
        let repo = try makeRepository()
        func workingTreeShard(_ shard: String) throws -> String {
            let path = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("wt-\(UUID().uuidString).json").path
            let result = try ToolProcess.run(["scan", repo.root, "--format", "json", "--no-cache", "-o", path, "--shard", shard])
            #expect(result.exitCode == 0, "\(result.stderr)")
            return path
        }
        let first = try workingTreeShard("1/2")
        let unchanged = try workingTreeShard("2/2")
        #expect(try ToolProcess.run(["merge", first, unchanged]).exitCode == 0)
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_EDITED;\n")
        let message = try refusal([first, try workingTreeShard("2/2")])
        #expect(message.contains("the working tree's files differ"), "\(message)")
    }

    @Test func workingTreeShardsWrittenIntoTheProjectMergeIntoTheWholeReport() throws {
        // The README's recipe run in the project folder: each shard's report is an untracked file the next one lists.
        let repo = try makeRepository()
        var shards: [String] = []
        for index in 1...3 {
            let result = try ToolProcess.run(["scan", ".", "--format", "json", "--no-cache", "-o", "shard-\(index).json", "--shard", "\(index)/3"], in: URL(fileURLWithPath: repo.root))
            #expect(result.exitCode == 0, "\(result.stderr)")
            shards.append(repo.path("shard-\(index).json"))
        }
        let merged = try ToolProcess.run(["merge"] + shards)
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        let whole = try ToolProcess.run(["scan", ".", "--format", "json", "--no-cache"], in: URL(fileURLWithPath: repo.root))
        let mergedReport = try ReportCoding.decode(ScanReport.self, from: Data(merged.stdout.utf8))
        let wholeReport = try ReportCoding.decode(ScanReport.self, from: Data(whole.stdout.utf8))
        #expect(mergedReport.findings == wholeReport.findings)
    }

    @Test func aWorkingTreeShardFromTheCacheMergesWithFreshOnes() throws {
        // CI's "re-run failed jobs" with a kept cache: one shard's report is reused, the other scanned again.
        let repo = try makeRepository()
        try repo.write("README.md", "# app\n")  // a file no scan reads
        let cache = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("cache-\(UUID().uuidString)").path
        func shard(_ shard: String) throws -> String {
            let path = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("cached-\(UUID().uuidString).json").path
            let result = try ToolProcess.run(["scan", repo.root, "--format", "json", "--cache-dir", cache, "-o", path, "--shard", shard])
            #expect(result.exitCode == 0, "\(result.stderr)")
            return path
        }
        let first = try shard("1/2")
        let second = try shard("2/2")
        let reused = try shard("1/2")
        // The reused report is the first one, its digest included, byte for byte.
        #expect(try Data(contentsOf: URL(fileURLWithPath: reused)) == Data(contentsOf: URL(fileURLWithPath: first)))
        let merged = try ToolProcess.run(["merge", reused, second])
        #expect(merged.exitCode == 0, "\(merged.stderr)")
    }

    @Test func shardsWithGapsMergeIntoAReportThatDoesNotPass() throws {
        let repo = try makeRepository()
        // A baseline of the whole, before a blob goes missing: refreshing it from a report with gaps would drop the
        // unread file's entries, and the next gate would fail on its old findings.
        let baseline = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("baseline.json").path
        #expect(try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--write-baseline", baseline]).exitCode == 0)
        let recorded = try Data(contentsOf: URL(fileURLWithPath: baseline))
        try repo.deleteLooseObject(try repo.objectID("HEAD:src/a.js"))
        let paths = try shardsWithGaps(repo)
        let merged = try ToolProcess.run(["merge"] + paths)
        #expect(merged.exitCode == 2 && merged.stderr.contains("could not be read"), "\(merged.stderr)")
        #expect(!merged.stdout.isEmpty, "the report is written first")
        let sarif = try ToolProcess.run(["merge", "--format", "sarif"] + paths)
        #expect(sarif.exitCode == 2, "\(sarif.stderr)")
        #expect(sarif.stdout.contains("\"executionSuccessful\" : false"), "the merged SARIF is no successful run either")
        for command in [["merge"] + paths, ["scan", repo.root, "--ref", "HEAD", "--no-cache"]] {
            let refreshed = try ToolProcess.run(command + ["--baseline", baseline, "--write-baseline", baseline, "-o", "/dev/null"])
            #expect(refreshed.exitCode == 2, "\(refreshed.stderr)")
            #expect(refreshed.stderr.contains("baseline \(baseline) not written: 1 file could not be read"), "\(refreshed.stderr)")
            #expect(!refreshed.stderr.contains("written now"), "no message says a baseline was written: \(refreshed.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == recorded, "\(command[0]) kept the baseline as it was")
        }
    }

    @Test func shardsMissingAFolderMergeIntoAReportThatDoesNotPass() throws {
        // A folder missing from the object database is named by a warning, not counted as a skipped file: the merge
        // must see the gap in the warnings, as each shard's scan did.
        let repo = try makeRepository()
        try repo.write("lib/x.js", "export const x = process.env.REACT_APP_X;\n")
        try repo.commitAll("a folder")
        try repo.deleteLooseObject(try repo.objectID("HEAD:lib"))
        let merged = try ToolProcess.run(["merge", "--format", "sarif"] + shardsWithGaps(repo))
        #expect(merged.exitCode == 2 && merged.stderr.contains("could not be read"), "\(merged.stderr)")
        #expect(merged.stdout.contains("\"executionSuccessful\" : false"), "\(merged.stdout.prefix(300))")
    }

    @Test func whatMergeIsGivenMustBeWhatTheShardsWereScannedWith() throws {
        let repo = try makeRepository()
        // One commit named two ways: refused with what to do, not as "different scans".
        let named = try [shard(repo, "1/2"), shard(repo, "2/2", revision: try repo.objectID("HEAD"))]
        #expect(try refusal(named).contains("pass the same --ref to every shard"))
        // A configuration whose rule settings differ from the shards': the merged report would claim its scan.
        let shards = try (1...2).map { try shard(repo, "\($0)/2") }
        let rerated = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("rerated.json")
        try Data(#"{ "version": 1, "rules": { "env-react-app-prefix": "info" } }"#.utf8).write(to: rerated)
        #expect(try refusal(["--config", rerated.path] + shards).contains("other rule, include/exclude or skip settings"))
        // The default Markdown report is checked like --output: it would replace the baseline given at its path.
        let folder = URL(fileURLWithPath: repo.temporaryFolder)
        let reports = folder.appendingPathComponent("Reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let implicit = reports.appendingPathComponent("migration-audit.md")
        #expect(try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache", "--write-baseline", implicit.path]).exitCode == 0)
        let before = try Data(contentsOf: implicit)
        let result = try ToolProcess.run(["merge", "--format", "markdown", "--baseline", "Reports/migration-audit.md"] + shards, in: folder)
        #expect(result.exitCode == 2 && result.stderr.contains("the baseline Reports/migration-audit.md"), "\(result.stderr)")
        #expect(try Data(contentsOf: implicit) == before)
        // '-' is no baseline file name.
        let dash = try ToolProcess.run(["merge", "--write-baseline", "-"] + shards, in: folder)
        #expect(dash.exitCode == 2 && dash.stderr.contains("--write-baseline writes a file"), "\(dash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }
}
