import Foundation
import Testing

/// The options every command shares are spelled the same way, and a wrong one is one line naming the problem
/// and the fix, with exit code 2, before any work starts.
@Suite struct CommandLineTests {
    private func expectUsageError(_ arguments: [String], mentions words: [String]) throws {
        let result = try ToolProcess.run(arguments)
        #expect(result.exitCode == 2, "\(arguments): stderr \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line, not: \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: "))
        for word in words { #expect(result.stderr.contains(word), "\(arguments): \(result.stderr)") }
        #expect(result.stdout.isEmpty)
    }

    @Test func benchSpeaksScansFormatAndOutputOptions() throws {
        try expectUsageError(["bench", "--format", "xml"], mentions: ["'xml'", "markdown", "json"])
        try expectUsageError(["bench", "-f", "sarif"], mentions: ["'sarif'"])
        try expectUsageError(["bench", "-o", "/nonexistent-folder/bench.json"], mentions: ["/nonexistent-folder", "does not exist"])
        try expectUsageError(["bench", "--fail-on", "blocker"], mentions: ["'blocker'", "regression or never"])
    }

    @Test func benchTakesTheProjectFolderOnceAsScanDoes() throws {
        try expectUsageError(["bench", "Examples/legacy-app", "--path", "Examples"], mentions: ["given twice"])
        let help = try ToolProcess.run(["bench", "--help"])
        #expect(help.stdout.contains("USAGE: migrate-audit bench [<options>] [<project>]"))
        #expect(help.stdout.contains("-o, --output <output>"))
    }
}
