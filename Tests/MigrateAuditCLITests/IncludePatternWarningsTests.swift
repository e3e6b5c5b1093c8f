import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Include and exclude patterns that leave nothing to scan are said, not reported as a clean "0 findings".
@Suite struct IncludePatternWarningsTests {
    private func warnings(configuration: String) throws -> (messages: [String], result: ToolProcess.Result) {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.write(".migrate-audit.json", configuration)
        try repo.commitAll("one")
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        return (report.warnings.map(\.message), result)
    }

    @Test func anIncludePatternMatchingNothingIsNamed() throws {
        let (messages, result) = try warnings(configuration: #"{"version": 1, "include": ["nomatch/**", "src/**"]}"#)
        #expect(result.exitCode == 0)
        #expect(messages.contains { $0.hasPrefix("the include pattern 'nomatch/**' matches no listed file") }, "\(messages)")
        #expect(!messages.contains { $0.contains("'src/**'") })
    }

    @Test func excludingEverythingIsSaid() throws {
        let (messages, _) = try warnings(configuration: #"{"version": 1, "exclude": ["**"]}"#)
        #expect(messages.contains { $0.hasPrefix("the configuration's include and exclude patterns leave none of the 2 listed files") }, "\(messages)")
    }

    @Test func anInvalidGlobStopsTheScan() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = 1;\n")
        try repo.write(".migrate-audit.json", #"{"version": 1, "include": ["[unclosed"]}"#)
        let result = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("include[0]") && result.stderr.contains("[unclosed"), "\(result.stderr)")
    }
}
