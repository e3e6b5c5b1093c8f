import AuditModel
import Foundation
import GitTestSupport
import ScanEngine
import Testing

/// What the scan could not read reaches the user: in the report's warnings, named by file, and in the
/// terminal summary; the same warnings whatever the cache or the sharding.
@Suite struct ScanWarningsTests {
    private func json(_ arguments: [String]) throws -> (text: String, report: ScanReport) {
        let result = try ToolProcess.run(["scan"] + arguments + ["--format", "json"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        return (result.stdout, try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8)))
    }

    private func temporaryCache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
    }

    @Test func theTextSummaryListsTheWarningsOfAMalformedPackageJSON() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"x\",\n")
        try repo.write("a.js", "import React from 'react';\nprocess.env.X\n")
        let result = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        // One warning for the file (not one per reader), and no claim of a declared dependency it could not read.
        #expect(result.stdout.contains("\n2 warnings while reading the project:\n  1 of 1 imported packages is not installed"), "\(result.stdout)")
        #expect(result.stdout.contains("\n  package.json: malformed at line 2, column 1: unterminated object; declared dependencies could not be read"))
        #expect(!result.stdout.contains("listed in the report"))
        let report = try json([repo.root, "--no-git", "--no-cache"]).report
        #expect(report.warnings.filter { $0.file == "package.json" }.count == 1, "\(report.warnings)")
    }
}
