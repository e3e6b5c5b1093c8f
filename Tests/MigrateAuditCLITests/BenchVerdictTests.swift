import Foundation
import GitTestSupport
import Testing

/// Verdicts rest on enough runs: below the minimum per side they are inconclusive, with the reason recorded,
/// and `--fail-on regression` does not fail on them.
@Suite struct BenchVerdictTests {
    @Test func oneRunPerSideOfTheSameCodeIsInconclusiveAndDoesNotFail() throws {
        let repo = try RepoBuilder()
        // A build with real jitter: any two single runs differ by more than the 5% margin now and then.
        try repo.write("package.json", #"{"scripts":{"build":"i=0; while [ $i -lt 2000 ]; do i=$((i+1)); done"}}"#)
        try repo.tag("v1", at: try repo.commitAll("v1"))
        try repo.tag("v2", at: try repo.commitAll("v2, the same code"))
        let json = repo.temporaryFolder + "/bench.json"
        let result = try ToolProcess.run([
            "bench", repo.root, "--before", "v1", "--after", "v2", "--runs", "1", "--warmup", "0",
            "--fail-on", "regression", "-f", "json", "-o", json,
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let comparison = try #require((record["comparison"] as? [[String: Any]])?.first { $0["metric"] as? String == "build" })
        #expect(comparison["verdict"] as? String == "inconclusive")
        #expect((comparison["reason"] as? String)?.contains("1 sample per side") == true, "\(comparison)")
        let warnings = try #require(record["warnings"] as? [String])
        #expect(warnings.contains { $0.hasPrefix("build: inconclusive: 1 sample per side") }, "\(warnings)")
        // The small-sample warning counts each metric's own samples.
        #expect(warnings.contains { $0.contains("before build 1, after build 1") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("0 samples") }, "\(warnings)")
    }
}
