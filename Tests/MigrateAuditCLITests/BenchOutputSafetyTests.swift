import Foundation
import GitTestSupport
import Testing

/// `bench` checks every report file before the first run: a file of the user's is never replaced, an
/// unwritable path is refused up front, and a write that fails after the run still leaves the report on stdout.
@Suite struct BenchOutputSafetyTests {
    /// A project whose build leaves a mark (`ran`), so that a refusal can be seen to come before any run.
    private func project() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"touch ran"}}"#)
        try repo.write("src/App.jsx", "export const App = () => null;\n")
        try repo.write("server.js", "console.log('ready');\n")
        try repo.commitAll("app")
        return repo
    }

    private let run = ["bench", "--metrics", "build", "--runs", "1", "--warmup", "0"]

    @Test func anOutputNamingAProjectFileIsRefusedBeforeAnyRunAndTheFileKept() throws {
        let repo = try project()
        let cases: [([String], String)] = [
            (["-o", "package.json"], "--output package.json"),
            (["--format", "json", "-o", "src/App.jsx"], "--output src/App.jsx"),
            (["--markdown", "server.js"], "--markdown server.js"),
            (["--json", "package.json"], "--json package.json"),
        ]
        for (arguments, named) in cases {
            let file = repo.path(arguments.last!)
            let before = try Data(contentsOf: URL(fileURLWithPath: file))
            let result = try ToolProcess.run(run + arguments, in: URL(fileURLWithPath: repo.root))
            #expect(result.exitCode == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("error: \(named) is an existing file that is not a migrate-audit report"), "\(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before, "\(arguments) changed the file")
            #expect(!FileManager.default.fileExists(atPath: repo.path("ran")), "\(arguments): the build ran before the refusal")
        }
    }

    @Test func aPreviousBenchReportIsReplaced() throws {
        let repo = try project()
        let json = repo.temporaryFolder + "/bench.json"
        let markdown = repo.temporaryFolder + "/bench.md"
        for _ in 0..<2 {
            let result = try ToolProcess.run(run + ["-f", "json", "-o", json, "--markdown", markdown], in: URL(fileURLWithPath: repo.root))
            #expect(result.exitCode == 0, "\(result.stderr)")
        }
        #expect((try? String(contentsOfFile: markdown, encoding: .utf8))?.hasPrefix("<!-- migrate-audit:bench -->") == true)
    }

    @Test func anUnwritableOutputIsRefusedBeforeTheFirstRunAndNoFolderIsCreated() throws {
        let repo = try project()
        let missing = repo.temporaryFolder + "/no-such-folder"
        let cases: [(String, String)] = [
            ("/proc/nope/x.json", "the folder /proc/nope does not exist"),
            ("/proc/x.json", "cannot write --json /proc/x.json"),
            (missing + "/x.json", "the folder \(missing) does not exist"),
        ]
        for (path, words) in cases {
            let result = try ToolProcess.run(run + ["--json", path], in: URL(fileURLWithPath: repo.root))
            #expect(result.exitCode == 2, "\(path): \(result.stderr)")
            #expect(result.stderr.contains(words), "\(path): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: repo.path("ran")), "\(path): the build ran before the refusal")
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func aFileThatCannotBeWrittenAfterTheRunLeavesTheReportOnStandardOutput() throws {
        let repo = try project()
        let folder = repo.temporaryFolder + "/reports"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The build replaces the report's folder with a file: the check before the run passed, the write fails.
        let build = "rm -rf '\(folder)' && touch '\(folder)'"
        let markdown = try ToolProcess.run(run + ["--build", build, "--json", folder + "/x.json"], in: URL(fileURLWithPath: repo.root))
        #expect(markdown.exitCode == 2, "\(markdown.stderr)")
        #expect(markdown.stdout.hasPrefix("<!-- migrate-audit:bench -->"), "\(markdown.stdout)")
        #expect(markdown.stderr.contains("error: cannot write --json \(folder)/x.json"), "\(markdown.stderr)")
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let json = try ToolProcess.run(run + ["--build", build, "-f", "json", "--markdown", folder + "/x.md"], in: URL(fileURLWithPath: repo.root))
        #expect(json.exitCode == 2, "\(json.stderr)")
        #expect(json.stdout.contains(#""schemaVersion" : 1"#), "\(json.stdout)")
        #expect(json.stderr.contains("the JSON record was printed to standard output"), "\(json.stderr)")
    }
}
