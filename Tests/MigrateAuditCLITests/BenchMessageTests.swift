import Foundation
import GitTestSupport
import Testing

/// `bench`'s messages name the problem and the fix, and its help promises only what it does.
@Suite struct BenchMessageTests {
    private func refusal(_ arguments: [String], in directory: String) throws -> String {
        let result = try ToolProcess.run(["bench"] + arguments, in: URL(fileURLWithPath: directory))
        #expect(result.exitCode == 2, "\(arguments): \(result.stderr)")
        return result.stderr
    }

    @Test func inputMistakesAreRefusedUpFrontWithWhatToGive() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"dev":"exit 3","build":"touch ran"}}"#)
        try repo.write("src/App.jsx", "export const App = () => null;\n")
        try repo.commitAll("app")
        let cases: [([String], String)] = [
            (["--url", "index.html"], "--url index.html is not a path on the server; give it with its leading slash: --url /index.html"),
            (["--ready", "http:health"], "--ready http:health is not a path on the server; give it with its leading slash: --ready http:/health"),
            (["--timeout", "0.0001"], "--timeout must be a number of seconds from 0.1 to 3600"),
            (["--runs", "-3"], "--runs must be between 1 and 1000; got -3"),
            (["--margin", "-1"], "--margin must be a positive fraction below 1"),
            (["--warmup", "-2"], "--warmup must be between 0 and 100; got -2"),
            (["--hmr", "src/App.jsx", "--metrics", "build"], "--hmr needs the dev server, which --metrics build leaves out"),
            ([repo.path("missing")], "the project folder \(repo.path("missing")) does not exist"),
        ]
        for (arguments, words) in cases {
            let stderr = try refusal(arguments, in: repo.root)
            #expect(stderr.contains(words), "\(arguments): \(stderr)")
            #expect(!stderr.contains("Missing value"), "\(stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: repo.path("ran")))
    }

    @Test func hmrWithoutADevCommandIsNotMeasuredAndSaysSo() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.write("src/App.jsx", "export const App = () => null;\n")
        let result = try ToolProcess.run(["bench", "--hmr", "src/App.jsx", "--runs", "1", "--warmup", "0", "-f", "json"],
                                         in: URL(fileURLWithPath: repo.root))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: --hmr src/App.jsx is not measured: there is no dev command"), "\(result.stderr)")
        #expect(result.stdout.contains("is not measured: there is no dev command"), "the record keeps the warning")
    }

    @Test func aProjectWithoutScriptsNamesBothCommands() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{}}"#)
        let stderr = try refusal([], in: repo.root)
        #expect(stderr.contains("no dev script (dev, start or serve) and no build script; pass --dev \"…\" and/or --build \"…\""), "\(stderr)")
    }

    @Test func aFailedInstallNamesTheSide() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.tag("v1", at: try repo.commitAll("v1"))
        let stderr = try refusal(["--before", "v1", "--after", "v1", "--install", "exit 4", "--runs", "1"], in: repo.root)
        #expect(stderr.contains("installing --before v1 failed: `exit 4` exited with status 4"), "\(stderr)")
    }

    /// v2's output is ten times v1's: an exact size ratio, regressed whatever the run count.
    private func growingOutput() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"mkdir -p dist && head -c 100 /dev/zero > dist/a.js"}}"#)
        try repo.tag("v1", at: try repo.commitAll("v1"))
        try repo.write("package.json", #"{"scripts":{"build":"mkdir -p dist && head -c 100000 /dev/urandom > dist/a.js"}}"#)
        try repo.tag("v2", at: try repo.commitAll("v2"))
        return repo
    }

    @Test("The exact output size gates --fail-on regression at any run count, as the table's verdict and the help say")
    func theExactOutputSizeGatesAtAnyRunCount() throws {
        let repo = try growingOutput()
        let run = ["bench", repo.root, "--before", "v1", "--after", "v2", "--warmup", "0", "--fail-on", "regression", "-f", "json"]
        for runs in ["2", "4"] {
            let result = try ToolProcess.run(run + ["--runs", runs])
            #expect(result.exitCode == 1, "\(runs) runs: \(result.stderr)")
            // The gate names what failed it, on stderr where CI logs show it.
            // The build itself may also be measurably slower with 4 runs (it writes 1000× the bytes): one or two metrics.
            #expect(result.stderr.contains("regressed significantly\n"), "\(result.stderr)")
            #expect(result.stderr.contains("\n  Output (gzip): +"), "\(result.stderr)")
            #expect(result.stderr.contains("× larger), exact"), "\(result.stderr)")
        }
        let help = try ToolProcess.run(["bench", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        #expect(help.contains("the output size is measured exactly and gets its verdict at any run count"), "\(help)")
    }

    @Test func helpSaysWhatIsMeasuredAndPrinted() throws {
        let help = try ToolProcess.run(["bench", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        #expect(help.contains("the peak RSS of its largest single process (not a sum over the tree)"), "\(help)")
        #expect(help.contains("the whole Markdown report is also printed to standard output"), "\(help)")
        #expect(!help.contains("the results table is also printed"), "\(help)")
        #expect(help.contains("the next bench removes the probe comment"), "\(help)")
    }
}
