import Foundation
import GitTestSupport
import Testing

/// `bench` deletes and edits only what is its own: a `--cache-dir` holding the user's files is refused, `--hmr`
/// stays inside the project (in both checkouts), and a probe comment a killed run left is removed at the next start.
@Suite struct BenchProjectSafetyTests {
    private let build = ["bench", "--metrics", "build", "--runs", "1", "--warmup", "0"]
    /// A dev command that exits at once: the run fails (exit 2), but nothing is left running.
    private let dev = ["bench", "--metrics", "dev", "--dev", "exit 3", "--runs", "1", "--warmup", "0"]

    @Test func cacheFoldersHoldingTheUsersFilesAreRefusedAndKept() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.write("src/App.jsx", "export const App = () => null;\n")
        try repo.commitAll("app")
        try repo.write("node_modules/react/index.js", "module.exports = {};\n")
        try repo.write("notes/plan.txt", "mine\n")
        let cases: [(String, String)] = [
            (".git", "is the git repository"), (".git/objects", "is inside the git repository"), ("src", "already exists"),
            ("node_modules", "is the installed packages"), ("notes", "already exists"), ("./src/../notes", "already exists"),
        ]
        for (folder, reason) in cases {
            let result = try ToolProcess.run(build + ["--cache-dir", folder], in: URL(fileURLWithPath: repo.root))
            #expect(result.exitCode == 2, "\(folder): \(result.stderr)")
            #expect(result.stderr.contains("--cache-dir '\(folder)' \(reason)"), "\(folder): \(result.stderr)")
            #expect(result.stderr.contains("give a folder your tools create as a cache"), "\(result.stderr)")
        }
        for file in [".git/HEAD", "src/App.jsx", "node_modules/react/index.js", "notes/plan.txt"] {
            #expect(FileManager.default.fileExists(atPath: repo.path(file)), "\(file) was deleted")
        }
    }

    @Test func aCacheFolderTheRunsCreateIsClearedBeforeEachRunAndRemovedAtTheEnd() throws {
        let repo = try RepoBuilder()
        // Fails when the cache of the previous run is still there.
        try repo.write("package.json", #"{"scripts":{"build":"test ! -e .tool-cache && mkdir .tool-cache"}}"#)
        try repo.commitAll("app")
        for _ in 0..<2 {
            let result = try ToolProcess.run(["bench", "--metrics", "build", "--runs", "2", "--warmup", "1", "--cache-dir", ".tool-cache"],
                                             in: URL(fileURLWithPath: repo.root))
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: repo.path(".tool-cache")))
        }
    }

    @Test func inBeforeAfterModeACommittedCacheFolderIsRefused() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.write("fixtures/data.json", "{}\n")
        try repo.tag("v1", at: try repo.commitAll("v1"))
        let result = try ToolProcess.run(build + ["--before", "v1", "--after", "v1", "--cache-dir", "fixtures"],
                                         in: URL(fileURLWithPath: repo.root))
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--cache-dir 'fixtures' is committed in the checkout of --before v1"), "\(result.stderr)")
    }

    @Test func theHmrFileMustBeARegularFileInsideTheProject() throws {
        let repo = try RepoBuilder()
        try repo.write("app/package.json", #"{"scripts":{"dev":"exit 3"}}"#)
        try repo.write("app/src/App.jsx", "export const App = () => null;\n")
        try repo.write("outside.js", "kept\n")
        try repo.commitAll("app")
        let cases: [(String, String)] = [
            (repo.path("app/src/App.jsx"), "is an absolute path; give the file relative to the project folder"),
            ("../outside.js", "leads outside the project folder"),
            ("src/../../outside.js", "leads outside the project folder"),
            ("src", "--hmr src is a folder in the working tree; give one source file"),
            ("src/Missing.jsx", "no such file in the working tree"),
        ]
        for (file, words) in cases {
            let result = try ToolProcess.run(dev + ["--hmr", file], in: URL(fileURLWithPath: repo.path("app")))
            #expect(result.exitCode == 2, "\(file): \(result.stderr)")
            #expect(result.stderr.contains(words), "\(file): \(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result.stderr)")
        }
        #expect((try? String(contentsOfFile: repo.path("outside.js"), encoding: .utf8)) == "kept\n")
    }

    @Test func inBeforeAfterModeTheHmrFileMustExistInBothRefs() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"dev":"exit 3"}}"#)
        try repo.write("src/App.jsx", "export const App = () => null;\n")
        try repo.tag("jsx", at: try repo.commitAll("jsx"))
        try repo.remove("src/App.jsx")
        try repo.write("src/App.tsx", "export const App = () => null;\n")
        try repo.tag("tsx", at: try repo.commitAll("tsx"))
        let after = try ToolProcess.run(dev + ["--before", "jsx", "--after", "tsx", "--hmr", "src/App.jsx"], in: URL(fileURLWithPath: repo.root))
        #expect(after.exitCode == 2, "\(after.stderr)")
        #expect(after.stderr.contains("error: --hmr src/App.jsx: no such file in the checkout of --after tsx"), "\(after.stderr)")
        #expect(after.stderr.contains("that both refs have"), "\(after.stderr)")
        #expect(!after.stderr.contains("run 1/"), "a run started: \(after.stderr)")
        let before = try ToolProcess.run(dev + ["--before", "jsx", "--after", "tsx", "--hmr", "src/App.tsx"], in: URL(fileURLWithPath: repo.root))
        #expect(before.stderr.contains("no such file in the checkout of --before jsx"), "\(before.stderr)")
    }

    @Test func aProbeCommentLeftByAKilledRunIsRemovedAtTheNextStart() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"dev":"exit 3"}}"#)
        try repo.write("src/App.jsx", "export const App = () => null;\n\n// migrate-audit hmr probe 2\n")
        try repo.commitAll("app")
        let result = try ToolProcess.run(dev + ["--hmr", "src/App.jsx"], in: URL(fileURLWithPath: repo.root))
        #expect(result.stderr.contains("warning: removed the HMR probe comment an earlier bench left at the end of"), "\(result.stderr)")
        #expect((try? String(contentsOfFile: repo.path("src/App.jsx"), encoding: .utf8)) == "export const App = () => null;\n")
    }
}
