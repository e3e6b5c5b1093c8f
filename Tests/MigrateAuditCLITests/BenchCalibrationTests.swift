import Foundation
import GitTestSupport
import Testing

/// `bench --aa`: the same code as both sides. A checkout-location effect (the after side's folder makes the build do
/// more work) is what A/A exists to catch: judged a false positive, failing --fail-on regression; the record says
/// it is a calibration, and `compare` will not read it as a migration's timing.
@Suite struct BenchCalibrationTests {
    /// A build whose work depends on the folder it runs in: ten times more in the after side's checkout.
    private static let locationSensitiveBuild =
        #"case \"$PWD\" in *-after-*) n=60000;; *) n=3000;; esac; i=0; while [ $i -lt $n ]; do i=$((i+1)); done"#

    @Test func aFolderEffectBetweenIdenticalSidesIsAFalsePositiveThatFailsTheGate() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"\#(Self.locationSensitiveBuild)"}}"#)
        try repo.branch("main", at: try repo.commitAll("app"))
        let json = repo.temporaryFolder + "/aa.json"
        let result = try ToolProcess.run([
            "bench", repo.root, "--aa", "--before", "main", "--runs", "6", "--warmup", "0", "--seed", "5",
            "--fail-on", "regression", "-f", "json", "-o", json,
        ])
        #expect(result.exitCode == 1, "\(result.stderr)")
        #expect(result.stderr.contains("A/A calibration: identical sides judged different (a false positive)"), "\(result.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect((record["config"] as? [String: Any])?["aa"] as? Bool == true)
        let sides = try #require(record["sides"] as? [[String: Any]])
        // Two checkouts of the one commit, labelled as the contract's sides are.
        #expect(sides.map { $0["label"] as? String } == ["before", "after"])
        #expect(sides.map { $0["ref"] as? String } == ["main", "main"])
        #expect(Set(sides.compactMap { $0["commit"] as? String }).count == 1)
        let calibration = try #require((record["calibration"] as? [[String: Any]])?.first { $0["metric"] as? String == "build" })
        #expect(calibration["outcome"] as? String == "false-positive", "\(calibration)")
        #expect((calibration["robustCV"] as? [Any])?.count == 2)
        let smallest = try #require(calibration["smallestMargin"] as? Double)
        #expect(smallest > 0.05, "\(calibration)")
        let warnings = try #require(record["warnings"] as? [String])
        // Twenty times the work is far past 100%: no --margin (a fraction below 1) would hold it, so none is suggested.
        #expect(smallest > 1, "\(calibration)")
        #expect(warnings.contains { $0.hasPrefix("A/A build: identical sides were judged different") && $0.contains("no --margin below 100% holds them") },
                "\(warnings)")
        #expect(!warnings.contains { $0.contains("--margin \(smallest)") }, "\(warnings)")

        // The record is no before/after benchmark: compare refuses it rather than report "no change" for a migration.
        try repo.write("src/index.js", "export default 1;\n")
        try repo.tag("next", at: try repo.commitAll("next"))
        let compared = try ToolProcess.run(["compare", repo.root, "--before", "main", "--after", "next", "--bench", json, "--no-cache"])
        #expect(compared.exitCode == 2, "\(compared.stdout)")
        #expect(compared.stderr.contains("is an A/A calibration record"), "\(compared.stderr)")
    }

    @Test func theMarkdownReportIsACalibrationNotAComparison() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        // The working tree as both sides (no ref): nothing committed is read.
        let result = try ToolProcess.run(["bench", repo.root, "--aa", "--runs", "2", "--warmup", "0", "--seed", "1"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("## migrate-audit bench — A/A calibration of working tree"), "\(result.stdout)")
        #expect(result.stdout.contains("**Calibration:**"))
        // Two runs per side are too few for any verdict: unresolved, and said why.
        #expect(result.stdout.contains("❔ cannot resolve ±5% (too few runs)"), "\(result.stdout)")
        #expect(!result.stdout.contains("**Verdict:**"))
    }

    @Test func aMetricOneSideNeverMeasuredIsCountedAndHasItsRow() throws {
        let repo = try RepoBuilder()
        // The build fails in the after side's checkout only: nothing to calibrate, which the report must show.
        try repo.write("package.json", #"{"scripts":{"build":"case \"$PWD\" in *-after-*) exit 3;; esac; true"}}"#)
        try repo.branch("main", at: try repo.commitAll("app"))
        let result = try ToolProcess.run(["bench", repo.root, "--aa", "--before", "main", "--runs", "2", "--warmup", "0", "--seed", "1"])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stdout.contains("**Calibration:** ❌ 1 not measured · ✅ 0 resolve"), "\(result.stdout)")
        #expect(result.stdout.contains("| Production build | ") && result.stdout.contains(" | failed | – | – | – | ❌ not measured |"),
                "\(result.stdout)")
    }

    @Test func theHeadlineCountsRunsOfADevServerMeasuredByItsLogAlone() throws {
        let repo = try RepoBuilder()
        let server = #"node -e \"console.log('  > Local:   http://127.0.0.1:' + process.env.PORT + '/'); setInterval(() => {}, 1e9)\""#
        try repo.write("package.json", #"{"scripts":{"dev":"\#(server)"}}"#)
        // Neither a build nor a first load: the runs are those of readiness.
        let result = try ToolProcess.run(["bench", repo.root, "--aa", "--metrics", "dev", "--ready", "log", "--runs", "2", "--warmup", "0", "--seed", "1"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 interleaved runs per side"), "\(result.stdout)")
    }

    @Test func aaTakesItsRefAsBeforeAndLabelsItsOwnSides() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.branch("main", at: try repo.commitAll("app"))
        let withAfter = try ToolProcess.run(["bench", repo.root, "--aa", "--after", "main"])
        #expect(withAfter.exitCode == 2)
        #expect(withAfter.stderr.contains("--aa measures one side against itself: give its ref as --before"), "\(withAfter.stderr)")
        let withLabel = try ToolProcess.run(["bench", repo.root, "--aa", "--label", "after"])
        #expect(withLabel.exitCode == 2)
        #expect(withLabel.stderr.contains("drop --label"), "\(withLabel.stderr)")
    }

    @Test func tooFewRunsForAVerdictClaimNoSmallestMargin() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        let json = repo.temporaryFolder + "/aa.json"
        let result = try ToolProcess.run(["bench", repo.root, "--aa", "--runs", "1", "--warmup", "0", "--seed", "3", "-f", "json", "-o", json])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let calibration = try #require((record["calibration"] as? [[String: Any]])?.first { $0["metric"] as? String == "build" })
        #expect(calibration["outcome"] as? String == "unresolved")
        // One run a side gives a zero-width interval: a "1%" margin from it would be confidence without evidence.
        #expect(calibration["smallestMargin"] == nil, "\(calibration)")
        let warnings = try #require(record["warnings"] as? [String])
        #expect(!warnings.contains { $0.contains("--margin") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("build: inconclusive: 1 sample per side") }, "\(warnings)")
    }

    @Test func anUncommittedChangeUnderAnAARefIsSaidOnceAndAsBefore() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        let head = try repo.commitAll("app")
        try repo.write("src/index.js", "export default 2;\n")
        let json = repo.temporaryFolder + "/aa.json"
        let result = try ToolProcess.run(["bench", repo.root, "--aa", "--before", "HEAD", "--runs", "1", "--warmup", "0", "-f", "json", "-o", json])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let warnings = try #require(record["warnings"] as? [String]).filter { $0.contains("is the committed HEAD") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("--before HEAD is the committed HEAD (\(head.prefix(10)))") == true, "\(warnings)")
        #expect(!warnings.contains { $0.contains("--after") }, "\(warnings)")
    }

    @Test func aSideNoisierThanTheMarginIsWarnedAbout() throws {
        let repo = try RepoBuilder()
        // Each side's checkout alternates a short and a long build: half its runs do twenty times the work.
        let build = #"c=$(cat .runs 2>/dev/null || echo 0); echo $((c+1)) > .runs; n=3000; [ $((c % 2)) -eq 0 ] || n=60000; "#
            + #"i=0; while [ $i -lt $n ]; do i=$((i+1)); done"#
        try repo.write("package.json", #"{"scripts":{"build":"\#(build)"}}"#)
        try repo.tag("v1", at: try repo.commitAll("v1"))
        try repo.write("README.md", "the same code\n")
        try repo.tag("v2", at: try repo.commitAll("v2"))
        let json = repo.temporaryFolder + "/bench.json"
        let result = try ToolProcess.run([
            "bench", repo.root, "--before", "v1", "--after", "v2", "--runs", "6", "--warmup", "0", "--seed", "2", "-f", "json", "-o", json,
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let warnings = try #require(record["warnings"] as? [String])
        for side in ["before", "after"] {
            #expect(warnings.contains { $0.hasPrefix("\(side) build: runs vary by") && $0.contains("more than the 5% margin") }, "\(warnings)")
        }
        #expect(record["calibration"] == nil)
    }

    /// A noise warning explains an inconclusive verdict from enough runs: not 3 runs (the small-sample warning says
    /// that), nor a verdict the noise did not prevent.
    @Test func noNoiseWarningBesideTheSmallSampleWarningOrADecidedVerdict() throws {
        let repo = try RepoBuilder()
        // Runs 1, 2, 3 of a side's checkout do 3000, 60000, 20000 loops: a robust CV far above 5%.
        let noisy = #"c=$(cat .runs 2>/dev/null || echo 0); echo $((c+1)) > .runs; n=3000; [ $c -eq 1 ] && n=60000; "#
            + #"[ $c -eq 2 ] && n=20000; i=0; while [ $i -lt $n ]; do i=$((i+1)); done"#
        try repo.write("package.json", #"{"scripts":{"build":"\#(noisy)"}}"#)
        try repo.tag("v1", at: try repo.commitAll("v1"))
        try repo.write("README.md", "the same code\n")
        try repo.tag("v2", at: try repo.commitAll("v2"))
        let small = repo.temporaryFolder + "/small.json"
        let result = try ToolProcess.run([
            "bench", repo.root, "--before", "v1", "--after", "v2", "--runs", "3", "--warmup", "0", "--seed", "2", "-f", "json", "-o", small,
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let smallWarnings = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: small))) as? [String: Any])?["warnings"] as? [String])
        #expect(smallWarnings.contains { $0.hasPrefix("samples per side below the 6") }, "\(smallWarnings)")
        #expect(!smallWarnings.contains { $0.contains("runs vary by") }, "\(smallWarnings)")

        // v5's build does 20 or 40 times v4's work, alternating: noisy, and a regression all the same.
        try repo.write("package.json", #"{"scripts":{"build":"i=0; while [ $i -lt 3000 ]; do i=$((i+1)); done"}}"#)
        try repo.tag("v4", at: try repo.commitAll("v4"))
        let slow = #"c=$(cat .runs 2>/dev/null || echo 0); echo $((c+1)) > .runs; n=60000; [ $((c % 2)) -eq 0 ] || n=120000; "#
            + #"i=0; while [ $i -lt $n ]; do i=$((i+1)); done"#
        try repo.write("package.json", #"{"scripts":{"build":"\#(slow)"}}"#)
        try repo.tag("v5", at: try repo.commitAll("v5"))
        let decided = repo.temporaryFolder + "/decided.json"
        let second = try ToolProcess.run([
            "bench", repo.root, "--before", "v4", "--after", "v5", "--runs", "6", "--warmup", "0", "--seed", "2", "-f", "json", "-o", decided,
        ])
        #expect(second.exitCode == 0, "\(second.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: decided))) as? [String: Any])
        let verdict = (record["comparison"] as? [[String: Any]])?.first { $0["metric"] as? String == "build" }?["verdict"] as? String
        #expect(verdict == "regressed", "\(record["comparison"] ?? "")")
        #expect(!(record["warnings"] as? [String] ?? []).contains { $0.contains("runs vary by") }, "\(record["warnings"] ?? "")")
    }
}
