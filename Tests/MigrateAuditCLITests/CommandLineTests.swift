import Foundation
import GitTestSupport
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
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cli-file-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try expectUsageError(["bench", "-o", file.path + "/sub/bench.json"], mentions: ["\(file.path) is a file, not a folder"])
        try expectUsageError(["bench", "--fail-on", "blocker"], mentions: ["'blocker'", "regression or never"])
    }

    @Test func benchTakesTheProjectFolderOnceAsScanDoes() throws {
        try expectUsageError(["bench", "Examples/legacy-app", "--path", "Examples"], mentions: ["given twice"])
        let help = try ToolProcess.run(["bench", "--help"])
        #expect(help.stdout.contains("USAGE: migrate-audit bench [<options>] [<path>]"))
        #expect(help.stdout.contains("-o, --output <output>"))
    }

    @Test func benchWithoutAPackageJSONSaysHowToPointAtTheProject() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try expectUsageError(["bench", empty.path], mentions: ["no package.json in \(empty.path)", "PATH"])
        #expect(!(try ToolProcess.run(["bench", empty.path]).stderr.contains("--path")), "bench --help shows no --path option")
        // A folder that is not there is said to be missing, not to lack a package.json.
        let missing = empty.appendingPathComponent("typo").path
        try expectUsageError(["bench", missing], mentions: ["the project folder \(missing) does not exist", "PATH"])
    }

    @Test func benchSaysWhyADevCommandNeverRan() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try Data(#"{ "name": "app", "scripts": {} }"#.utf8).write(to: project.appendingPathComponent("package.json"))
        let result = try ToolProcess.run([
            "bench", project.path, "--dev", "no-such-dev-server-command", "--metrics", "dev", "--runs", "1", "--warmup", "0", "--timeout", "30",
        ])
        #expect(result.exitCode == 2, "\(result.stderr)")
        let error = try #require(result.stderr.range(of: "error: ").map { String(result.stderr[$0.lowerBound...]) }, "\(result.stderr)")
        #expect(error.contains("`no-such-dev-server-command` exited with status 127"), "\(error)")
        #expect(error.contains("command not found"), "\(error)")
        // The shell's own words, which said why, used to be only in the Markdown on stdout.
        #expect(error.contains("no-such-dev-server-command: not found") || error.contains("no-such-dev-server-command: command not found"), "\(error)")
        #expect(!error.hasSuffix("Last output:\n"), "\(error)")
    }

    @Test func parserErrorsAreOneLineToo() throws {
        try expectUsageError(["scan", "--fromat", "json"], mentions: ["--fromat", "--format", "--help"])
        try expectUsageError(["scan", "--threads", "0"], mentions: ["--threads must be at least 1"])
        try expectUsageError(["scan", "--threads", "-1"], mentions: ["--threads must be at least 1"])
        try expectUsageError(["compare", "--before", "a.json", "--after", "b.json", "--vite", "5"], mentions: ["--vite must be 7 or 8"])
        try expectUsageError(["merge"], mentions: ["<reports>"])
        try expectUsageError(["help", "scna"], mentions: ["no command 'scna'", "scan, compare, bench"])
    }

    @Test func reportFilesThatAreMissingOrWrongSayHowToMakeOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"schemaVersion": 1}"#.utf8).write(to: bad)
        let missing = folder.appendingPathComponent("missing.json").path
        try expectUsageError(["compare", "--before", missing, "--after", bad.path], mentions: ["no such file", "missing.json", "scan --format json"])
        try expectUsageError(["compare", "--before", bad.path, "--after", bad.path], mentions: ["bad.json", "not a scan JSON report", "tool is missing"])
        try expectUsageError(["merge", bad.path], mentions: ["not a scan JSON report", "tool is missing"])
        // Broken JSON, or a number no reader holds, is placed by line and column.
        let broken = folder.appendingPathComponent("broken.json")
        try Data("{\"schemaVersion\": 1,\n \"summary\": {\"files\": 1e400}}".utf8).write(to: broken)
        try expectUsageError(["merge", broken.path], mentions: ["not valid JSON: line 2, column 23: the number 1e400 is too large"])
        try Data("{\"schemaVersion\": 1,\n \"summary\": [}".utf8).write(to: broken)
        try expectUsageError(["compare", "--before", broken.path, "--after", bad.path], mentions: ["not valid JSON: line 2, column"])
        try expectUsageError(
            ["compare", folder.path, "--before", "main", "--after", "feature"], mentions: ["'main' is read as a git revision", "not inside a git repository"])
    }

    @Test func missingInputFilesAreNamedInPlainWordsWithTheNextStep() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("cli-missing-\(UUID().uuidString).json").path
        try expectUsageError(["scan", "Examples/legacy-app", "--no-git", "--config", missing], mentions: ["no such file", "--config"])
        try expectUsageError(["scan", "Examples/legacy-app", "--no-git", "--baseline", missing], mentions: ["no such file", "--write-baseline"])
        try expectUsageError(["scan", "Examples/legacy-app", "--no-git", "--config", "Examples"], mentions: ["it is a folder"])
        #expect(!(try ToolProcess.run(["scan", "Examples/legacy-app", "--no-git", "--config", missing]).stderr.contains("could not be completed")))
    }

    @Test func anEmptyPathIsSaidToBeEmptyNotToBeTheCurrentFolder() throws {
        // An unset variable ("--config $CONFIG") gives "", which reads as the current folder.
        let scan = ["scan", "Examples/legacy-app", "--no-git", "--no-cache"]
        for option in ["--config", "-o", "--write-baseline", "--baseline"] {
            try expectUsageError(scan + [option, ""], mentions: ["is empty"])
            #expect(!(try ToolProcess.run(scan + [option, ""]).stderr.contains("is a folder")), "\(option)")
        }
        for option in ["--config", "-o"] {
            try expectUsageError(["compare", "--before", "a.json", "--after", "b.json", option, ""], mentions: ["is empty"])
            try expectUsageError(["merge", "a.json", option, ""], mentions: ["is empty"])
        }
    }

    @Test func baselineErrorsKeepThePathAndNameTheRemedy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = ["scan", "Examples/legacy-app", "--no-git", "--no-cache"]
        let missing = folder.appendingPathComponent("nonexist.json").path
        try expectUsageError(scan + ["--baseline", missing], mentions: ["no such file", "`migrate-audit scan --write-baseline \(missing)`"])
        // A scan report is not a baseline: said so, with how to make one.
        let report = ToolProcess.packageRoot.appendingPathComponent("Reports/legacy-app.json").path
        try expectUsageError(scan + ["--baseline", report], mentions: ["is a scan JSON report", "not a baseline", "--write-baseline"])
        // With --write-baseline given, a broken baseline is not told to write one with --write-baseline.
        let broken = folder.appendingPathComponent("broken.json")
        try Data("{ not json".utf8).write(to: broken)
        try expectUsageError(scan + ["--baseline", broken.path], mentions: ["write a new one with --write-baseline"])
        try expectUsageError(scan + ["--baseline", broken.path, "--write-baseline", broken.path], mentions: ["without --baseline"])
        #expect(!(try ToolProcess.run(scan + ["--baseline", broken.path, "--write-baseline", broken.path]).stderr.contains("write a new one with --write-baseline")))
    }

    @Test func mergeSaysWhereItWroteAsScanDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = folder.appendingPathComponent("shard.json").path, merged = folder.appendingPathComponent("merged.json").path
        #expect(try ToolProcess.run(["scan", "Examples/legacy-app", "--no-git", "--no-cache", "--shard", "1/1", "--format", "json", "-o", shard]).exitCode == 0)
        let result = try ToolProcess.run(["merge", shard, "-o", merged])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr == "wrote \(merged)\n", "\(result.stderr)")
        // And prints the summary a scan writing its report to a file prints, named as the scan named the project.
        let whole = folder.appendingPathComponent("whole.json").path
        let scanned = try ToolProcess.run(["scan", "Examples/legacy-app", "--no-git", "--no-cache", "--format", "json", "-o", whole])
        #expect(result.stdout == scanned.stdout, "\(result.stdout.prefix(300))")
        #expect(result.stdout.hasPrefix("migrate-audit · legacy-app"))
    }

    @Test func anUnknownRuleIdSuggestsTheRulesItBegins() throws {
        try expectUsageError(["explain", "rr3-index"], mentions: ["did you mean rr3-index-redirect, rr3-index-route"])
    }

    /// A shell standing in a folder deleted since (a checkout removed and cloned again): the commands that read or write
    /// relative to it say so, rather than "'.' is not inside a git repository" or Foundation's "URL type isn't supported".
    @Test(arguments: [["scan"], ["scan", "/", "--no-git", "--format", "markdown"], ["merge", "shard.json"], ["compare", "--before", "a", "--after", "b"]])
    func aDeletedCurrentFolderIsNamedAsSuch(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gone-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, stderr) = try ToolProcess.runInShell("cd \"$0\" && rmdir \"$0\" && exec \"$@\"", [folder, ToolProcess.executable.path] + arguments)
        #expect(status == 2, "\(stderr)")
        #expect(stderr.hasPrefix("error: the current folder no longer exists") && stderr.contains("cd into the project again"), "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "\(stderr)")
    }

    /// An empty id (an unset variable) is said to be empty, not answered with five arbitrary ids it "begins".
    @Test(arguments: ["", " "])
    func anEmptyRuleIdIsNamedAsEmpty(_ id: String) throws {
        try expectUsageError(["explain", id], mentions: ["the rule id is empty", "migrate-audit rules"])
        let explain = try ToolProcess.run(["explain", id])
        #expect(!explain.stderr.contains("did you mean"), "\(explain.stderr)")
    }

    /// The configuration file's unknown rule id gets the suggestion `explain` gives for it.
    @Test func anUnknownRuleIdInTheConfigurationSuggestsWhatExplainSuggests() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = 1;\n")
        try repo.write(".migrate-audit.json", #"{ "version": 1, "rules": { "rr3-index": "off" }, "effort": { "rules": { "rr3-index": { "low": 1, "high": 2 } } } }"#)
        let explain = try ToolProcess.run(["explain", "rr3-index"])
        let question = try #require(explain.stderr.range(of: "did you mean ").map { String(explain.stderr[$0.lowerBound...].prefix { $0 != "\n" }) })
        let scan = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache"])
        #expect(scan.exitCode == 0, "\(scan.stderr)")
        for path in ["rules.rr3-index", "effort.rules.rr3-index"] {
            #expect(scan.stderr.contains(".migrate-audit.json: \(path): no rule has this id; \(question) (see `migrate-audit rules`)\n"), "\(scan.stderr)")
        }
    }

    /// Output that could not be written is an error, never a crash or a silent success.
    @Test(arguments: [["rules"], ["explain", "env-process-env-static"], ["scan", "--no-cache"], ["scan", "--no-cache", "--format", "json"]])
    func aFullStandardOutputEndsWithAnErrorAndExitCode2(_ arguments: [String]) throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let result = try ToolProcess.run(arguments + (arguments[0] == "scan" ? [repo.root] : []), standardOutput: full)
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output: No space left on device"), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }
}

