import Foundation
import GitTestSupport
import Testing

/// `bench` refuses dangerous or impossible input with one line and exit code 2, before any work, and never
/// touches anything outside the project.
@Suite struct BenchInputTests {
    /// A sandbox holding `proj/` (a project whose build does nothing) next to `sibling.txt`, which must survive.
    private struct Sandbox {
        let root: URL
        var project: URL { root.appendingPathComponent("proj") }
        var sibling: URL { root.appendingPathComponent("sibling.txt") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-sandbox-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("proj"), withIntermediateDirectories: true)
            try Data("precious\n".utf8).write(to: root.appendingPathComponent("sibling.txt"))
            try Data(#"{"scripts":{"build":"true"}}"#.utf8).write(to: root.appendingPathComponent("proj/package.json"))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// True when the sibling and the project are still there, unchanged.
        var intact: Bool {
            (try? String(contentsOf: sibling, encoding: .utf8)) == "precious\n"
                && FileManager.default.fileExists(atPath: project.appendingPathComponent("package.json").path)
        }
    }

    /// Exit 2 and one `error:` line; with `afterProgress`, progress lines (checkouts) may come before it. Returns that line.
    @discardableResult
    private func expectRefusal(_ arguments: [String], in directory: URL, environment: [String: String] = [:], mentions words: [String],
                               afterProgress: Bool = false) throws -> Substring {
        let result = try ToolProcess.run(["bench"] + arguments, in: directory, environment: environment)
        #expect(result.exitCode == 2, "\(arguments): stderr \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        let progress = lines.dropLast()
        #expect(afterProgress ? progress.allSatisfy { $0.hasPrefix("bench: ") } : progress.isEmpty, "one line, not: \(result.stderr)")
        #expect(lines.last?.hasPrefix("error: ") == true, "\(result.stderr)")
        for word in words { #expect(result.stderr.contains(word), "\(arguments): \(result.stderr)") }
        #expect(result.stdout.isEmpty)
        return lines.last ?? ""
    }

    @Test func cacheFoldersThatLeaveTheProjectAreRefusedAndNothingIsDeleted() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createSymbolicLink(atPath: sandbox.project.appendingPathComponent("outside").path,
                                                   withDestinationPath: sandbox.root.path)
        let run = ["--metrics", "build", "--runs", "1", "--warmup", "0", "--cache-dir"]
        for folder in ["..", "../sibling.txt", ".", "", sandbox.root.path, "outside", "outside/sibling.txt", "outside/proj"] {
            try expectRefusal(run + [folder], in: sandbox.project, mentions: ["--cache-dir '\(folder)'", "strictly inside the project"])
            #expect(sandbox.intact, "--cache-dir '\(folder)' deleted something outside the project")
        }
    }

    @Test func aDefaultCacheFolderThatIsASymlinkLeadingOutIsRefused() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let modules = sandbox.project.appendingPathComponent("node_modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: modules.appendingPathComponent(".vite").path,
                                                   withDestinationPath: sandbox.root.path)
        try expectRefusal(["--metrics", "build", "--runs", "1", "--warmup", "0"], in: sandbox.project,
                          mentions: ["default cache folder 'node_modules/.vite'", "holding it", "--cache warm"])
        #expect(sandbox.intact)
        // Warm runs delete nothing, so the same folder is no reason to refuse.
        let warm = try ToolProcess.run(["bench", "--metrics", "build", "--runs", "1", "--warmup", "0", "--cache", "warm"],
                                       in: sandbox.project)
        #expect(warm.exitCode == 0, "\(warm.stderr)")
        #expect(sandbox.intact)
    }

    @Test func aCacheFolderInsideTheProjectIsCleared() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        // The folder holding the cache is the user's; the cache itself is created by the runs.
        let cache = sandbox.project.appendingPathComponent("tmp/cache")
        try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"scripts":{"build":"mkdir tmp/cache"}}"#.utf8).write(to: sandbox.project.appendingPathComponent("package.json"))
        let result = try ToolProcess.run(["bench", "--metrics", "build", "--runs", "1", "--warmup", "0", "--cache-dir", "tmp/../tmp/cache"],
                                         in: sandbox.project)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        #expect(FileManager.default.fileExists(atPath: sandbox.project.appendingPathComponent("tmp").path))
        #expect(sandbox.intact)
    }

    @Test func inBeforeAfterModeCacheFoldersMustStayInsideTheCheckedOutProject() throws {
        let repo = try RepoBuilder()
        try repo.write("app/package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.write("shared/keep.txt", "kept\n")
        try repo.tag("plain", at: try repo.commitAll("app"))
        try repo.symlink("app/node_modules/.cache", to: "../..")
        try repo.tag("linked", at: try repo.commitAll("a committed symlink out of the project"))
        let app = URL(fileURLWithPath: repo.path("app"))
        let run = ["--metrics", "build", "--runs", "1", "--warmup", "0"]
        // Resolved against the checkout: `..` is the checkout's parent folder, never the project.
        try expectRefusal(run + ["--before", "plain", "--after", "plain", "--cache-dir", "../shared"], in: app,
                          mentions: ["--cache-dir '../shared'", "outside the project"], afterProgress: true)
        // A committed symlink leading out of the project is followed in the checkout and refused there.
        try expectRefusal(run + ["--before", "plain", "--after", "linked"], in: app,
                          mentions: ["node_modules/.cache", "holding it"], afterProgress: true)
        #expect((try? String(contentsOfFile: repo.path("shared/keep.txt"), encoding: .utf8)) == "kept\n")
    }

    /// An --out-dir that is a file is no build's output folder: refused before the first run, the file untouched, rather
    /// than a report whose sizes say "the build left no output folder (package.json)".
    @Test func anOutputFolderThatIsAFileIsRefusedUpFront() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try expectRefusal(["--metrics", "build", "--runs", "1", "--warmup", "0", "--out-dir", "package.json"], in: sandbox.project,
                          mentions: ["--out-dir 'package.json' is a file, not a folder", "such as dist"])
        #expect(sandbox.intact)
    }

    /// A ref whose tree lacks the project, or whose package.json lacks the script, is named by ref: the temporary
    /// checkout the message used to name was already deleted, and its "give the project folder as PATH" did not apply.
    @Test func aCheckoutWithoutTheProjectOrItsScriptIsNamedByItsRef() throws {
        let repo = try RepoBuilder()
        try repo.write("web/package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.tag("web", at: try repo.commitAll("web"))
        try repo.write("web/package.json", #"{"scripts":{"dev":"true"}}"#)
        try repo.tag("dev-only", at: try repo.commitAll("dev only"))
        try repo.remove("web/package.json")
        try repo.write("README.md", "moved\n")
        try repo.tag("moved", at: try repo.commitAll("moved"))
        let web = URL(fileURLWithPath: repo.path("web"))
        let run = ["--runs", "1", "--warmup", "0", "--metrics", "build"]
        for (refs, words) in [
            (["--before", "moved", "--after", "web"],
             ["the package.json in web/ of the checkout of --before moved (", "does not exist", "`git ls-tree --full-tree --name-only moved -- web/`"]),
            (["--before", "web", "--after", "dev-only"],
             ["no build command: the package.json in web/ of the checkout of --after dev-only (", "pass --build"]),
        ] {
            let error = try expectRefusal(run + refs, in: web, mentions: words, afterProgress: true)
            #expect(!error.contains("migrate-audit-bench-"), "names the deleted checkout: \(error)")
        }
        // The suggested command, pasted where bench ran (the project's folder), lists what the ref holds there.
        try repo.write("web/index.js", "x\n")
        try repo.tag("no-manifest", at: try repo.commitAll("no manifest"))
        let error = try expectRefusal(run + ["--before", "no-manifest", "--after", "web"], in: web, mentions: ["does not exist"], afterProgress: true)
        let command = try #require(error.split(separator: "`").first { $0.hasPrefix("git ls-tree") }, "\(error)")
        let listing = Process()
        listing.executableURL = URL(fileURLWithPath: "/bin/sh")
        listing.arguments = ["-c", String(command)]
        listing.currentDirectoryURL = web
        let output = Pipe()
        listing.standardOutput = output
        try listing.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        listing.waitUntilExit()
        #expect(listed == "web/index.js\n", "`\(command)` in web/ listed: \(listed)")
    }

    /// The checkouts go to the temporary folder: one that cannot be made is named with TMPDIR up front, not as
    /// Foundation's "Error Domain=NSCocoaErrorDomain Code=4" about a staging folder.
    @Test func aTemporaryFolderThatCannotHoldTheCheckoutsIsNamed() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.tag("v1", at: try repo.commitAll("v1"))
        let notAFolder = repo.path("package.json") + "/tmp"
        try expectRefusal(["--before", "v1", "--after", "v1", "--runs", "1", "--warmup", "0"], in: URL(fileURLWithPath: repo.root),
                          environment: ["TMPDIR": notAFolder], mentions: [
                              "error: cannot make the --before/--after checkouts in the temporary folder \(notAFolder)/: Not a directory; set TMPDIR",
                          ])
    }

    /// Standard output carries the report: --json or --markdown naming it too (`-`, /dev/stdout) would run two
    /// documents together, so they are refused before the first run.
    @Test(arguments: [("--json", "-"), ("--json", "/dev/stdout"), ("--markdown", "-"), ("--markdown", "/dev/stdout")])
    func aSecondDocumentOnStandardOutputIsRefused(_ option: String, _ path: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try expectRefusal(["--metrics", "build", "--runs", "1", "--warmup", "0", option, path], in: sandbox.project,
                          mentions: ["\(option) \(path) is standard output, which already carries the report"])
    }

    @Test func outOfRangeNumbersAreRefusedUpFrontWithTheAllowedRange() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let cases: [([String], [String])] = [
            (["--timeout", "1e11"], ["--timeout", "to 3600"]),
            (["--timeout", "1e300"], ["--timeout", "to 3600"]),
            (["--timeout", "inf"], ["--timeout", "got inf"]),
            (["--timeout", "nan"], ["--timeout", "got nan"]),
            (["--timeout", "0"], ["--timeout", "from 0.1"]),
            (["--grace", "100000000000000"], ["--grace", "between 0 and 60000"]),
            (["--grace=-1"], ["--grace", "between 0 and 60000"]),
            (["--runs", "20000000"], ["--runs", "between 1 and 1000", "got 20000000"]),
            (["--runs", "0"], ["--runs", "between 1 and 1000"]),
            (["--max-runs", "5000"], ["--max-runs", "and 1000"]),
            (["--runs", "5", "--max-runs", "3"], ["--max-runs must be between --runs (5)"]),
            (["--warmup=-1"], ["--warmup", "between 0 and 100"]),
        ]
        for (arguments, words) in cases {
            try expectRefusal(["--metrics", "build"] + arguments, in: sandbox.project, mentions: words)
        }
    }

    @Test func headWithUncommittedChangesIsBenchmarkedAsCommittedWithAWarning() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.write("src/app.js", "export const a = 1;\n")
        try repo.tag("v1", at: try repo.commitAll("v1"))
        let run = ["bench", repo.root, "--before", "v1", "--after", "HEAD", "--runs", "1", "--warmup", "0", "-f", "json"]
        let clean = try ToolProcess.run(run)
        #expect(clean.exitCode == 0, "\(clean.stderr)")
        #expect(!clean.stderr.contains("uncommitted"), "\(clean.stderr)")
        try repo.write("src/app.js", "export const a = 2;\n")
        let dirty = try ToolProcess.run(run)
        #expect(dirty.exitCode == 0, "\(dirty.stderr)")
        #expect(dirty.stderr.contains("warning: --after HEAD is the committed HEAD"), "\(dirty.stderr)")
        #expect(dirty.stderr.contains("1 uncommitted change(s) in the working tree (src/app.js)"), "\(dirty.stderr)")
        #expect(dirty.stdout.contains("uncommitted change(s)"), "the record keeps the warning")
    }

    /// GitHub's 1 MiB holds for the step's whole summary file: bench's report takes the room earlier commands left, or
    /// is not added (with a warning) when it would not fit.
    /// The report is appended to $GITHUB_STEP_SUMMARY after the run: pointing at a file of the project, it would have
    /// left package.json half JSON, half Markdown. Refused before the first run, as scan refuses it.
    @Test func aStepSummaryNamingAFileOfTheProjectIsRefusedBeforeTheFirstRun() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let manifest = sandbox.project.appendingPathComponent("package.json")
        let before = try Data(contentsOf: manifest)
        try expectRefusal(["--metrics", "build", "--runs", "1", "--warmup", "0"], in: sandbox.project, environment: ["GITHUB_STEP_SUMMARY": manifest.path],
                          mentions: ["$GITHUB_STEP_SUMMARY (\(manifest.path)) is a file of the scanned project", "point the variable at another file"])
        #expect(try Data(contentsOf: manifest) == before)
    }

    @Test func theStepSummaryGetsTheReportOnlyWhenItFits() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let summary = sandbox.root.appendingPathComponent("summary.md")
        let arguments = ["bench", "--metrics", "build", "--runs", "1", "--warmup", "0"]
        try Data().write(to: summary)
        let roomy = try ToolProcess.run(arguments, in: sandbox.project, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(roomy.exitCode == 0, "\(roomy.stderr)")
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("migrate-audit bench"))
        let limit = 1_048_576  // GitHub's limit for a step's summary
        let full = Data(repeating: UInt8(ascii: "x"), count: limit - 300)
        try full.write(to: summary)
        let crowded = try ToolProcess.run(arguments, in: sandbox.project, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(crowded.exitCode == 0, "\(crowded.stderr)")
        #expect(crowded.stderr.contains("warning: no job summary added"), "\(crowded.stderr)")
        #expect(try Data(contentsOf: summary) == full)
        #expect(sandbox.intact)
    }
}
