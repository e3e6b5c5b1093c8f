import Foundation
import GitTestSupport
import Testing

/// A reader that closes standard output early (`| head`) fails nothing: the run stops writing there quietly and
/// ends with the code it would have had, never 141, so `set -o pipefail` in CI does not fail on `head`.
@Suite struct BrokenPipeTests {
    /// A project with one finding (an environment variable read in client code).
    private func project() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const url = process.env.REACT_APP_API;\n")
        try repo.write("package.json", "{\"name\":\"app\",\"dependencies\":{}}\n")
        try repo.commitAll("app")
        return repo
    }

    /// Runs the tool with standard output a pipe whose reader has already gone, as `| head` leaves it once it has
    /// read enough: every write there fails with EPIPE, with no timing involved.
    private func runWithReaderGone(_ arguments: [String]) throws -> ToolProcess.Result {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        defer { try? pipe.fileHandleForWriting.close() }
        return try ToolProcess.run(arguments, standardOutput: pipe.fileHandleForWriting)
    }

    @Test func aSummaryNobodyReadsDoesNotFailARunWhoseReportWentToAFile() throws {
        let repo = try project()
        let report = repo.path("big.json")
        let result = try runWithReaderGone(["scan", repo.root, "--no-cache", "--format", "json", "-o", report])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr == "wrote \(report)\n", "\(result.stderr)")
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("\"schemaVersion\""))
    }

    @Test(arguments: [["--format", "json"], ["--format", "text"], ["--format", "sarif"]])
    func aReportWhoseReaderStoppedEndsQuietlyWithTheRunsOwnCode(_ format: [String]) throws {
        let repo = try project()
        let clean = try runWithReaderGone(["scan", repo.root, "--no-cache"] + format)
        #expect(clean.exitCode == 0 && clean.stderr.isEmpty, "\(clean.exitCode): \(clean.stderr)")
        // The gate still holds, and the baseline is still written: only the report's reader left early.
        let baseline = repo.path("base.json")
        let gated = try runWithReaderGone(["scan", repo.root, "--no-cache", "--fail-on", "info", "--write-baseline", baseline] + format)
        #expect(gated.exitCode == 1, "\(gated.stderr)")
        #expect(gated.stderr.contains("\nfailing (--fail-on info): 1 finding"), "\(gated.stderr)")
        #expect(!gated.stderr.contains("error"), "\(gated.stderr)")
        #expect(FileManager.default.fileExists(atPath: baseline))
    }

    @Test(arguments: [["rules"], ["explain", "env-process-env-static"]])
    func printedTextWhoseReaderStoppedEndsQuietly(_ arguments: [String]) throws {
        let result = try runWithReaderGone(arguments)
        #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result.exitCode): \(result.stderr)")
    }
}
