import Foundation
import GitTestSupport
import Testing

/// A metric that failed on every run of a side is an error (exit 2) that names the side, the command and its
/// exit status, after the record is written; the reports show it instead of dropping its row.
@Suite struct BenchFailureTests {
    /// v1 builds; v2's build prints a reason and exits 3. Both have the same (empty) source.
    private func repository() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "export const a = 1;\n")
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.tag("v1", at: try repo.commitAll("v1"))
        try repo.write("package.json", #"{"scripts":{"build":"echo cannot resolve ./missing >&2; exit 3"}}"#)
        try repo.tag("v2", at: try repo.commitAll("v2"))
        return repo
    }

    @Test func aBuildFailingOnEveryRunOfASideIsAnErrorAfterTheRecordIsWritten() throws {
        let repo = try repository()
        let json = repo.temporaryFolder + "/bench.json"
        let markdown = repo.temporaryFolder + "/bench.md"
        let result = try ToolProcess.run([
            "bench", repo.root, "--before", "v1", "--after", "v2", "--runs", "2", "--warmup", "0",
            "--fail-on", "regression", "--format", "json", "-o", json, "--markdown", markdown,
        ])
        #expect(result.exitCode == 2, "\(result.stderr)")
        let error = try #require(result.stderr.range(of: "error: ").map { String(result.stderr[$0.lowerBound...]) }, "\(result.stderr)")
        for part in ["after build failed", "`echo cannot resolve ./missing >&2; exit 3`", "status 3", "cannot resolve ./missing"] {
            #expect(error.contains(part), "\(part): \(error)")
        }
        // The record was written first, failures and all.
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let sides = try #require(record["sides"] as? [[String: Any]])
        #expect((sides[1]["failures"] as? [[String: Any]])?.count == 2)
        let report = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(report.contains("| Production build | "), "the build row stays: \(report)")
        #expect(report.contains("| failed | – | – | ❌ not measured |"), "\(report)")
        #expect(report.contains("**Not measured:** ❌ after build failed on all 2 attempts"), "\(report)")
        #expect(report.contains("**Verdict:** ❌ none — the after side measured nothing"), "\(report)")

        // compare --bench names it too, in the report and on stderr.
        let compare = try ToolProcess.run(["compare", repo.root, "--before", "v1", "--after", "v2", "--bench", json, "-o", "-", "--no-cache"])
        #expect(compare.exitCode == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("## Timing"), "\(compare.stdout)")
        #expect(compare.stdout.contains("**Not measured:** ❌ after build failed on all 2 attempts"), "\(compare.stdout)")
        #expect(compare.stderr.contains("warning: ") && compare.stderr.contains("after build failed"), "\(compare.stderr)")
    }

    @Test func aSingleSideBuildThatAlwaysFailsIsAnError() throws {
        let repo = try repository()
        let json = repo.temporaryFolder + "/single.json"
        let result = try ToolProcess.run([
            "bench", repo.root, "--build", "exit 1", "--metrics", "build", "--runs", "2", "--warmup", "1", "-f", "json", "-o", json,
        ])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error: before build failed on all 3 attempts: `exit 1` exited with status 1"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: json))
        let text = try ToolProcess.run(["bench", repo.root, "--build", "exit 1", "--metrics", "build", "--runs", "1", "--warmup", "1"])
        // A warm-up failure is called one, not "run 0".
        #expect(text.stdout.contains("before build warm-up: `exit 1` exited with status 1"), "\(text.stdout)")
        #expect(!text.stdout.contains("run 0"), "\(text.stdout)")
        #expect(text.stdout.contains("| Production build | ❌ failed |"), "\(text.stdout)")
    }
}
