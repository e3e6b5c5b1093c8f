import Foundation
import GitTestSupport
import Testing

/// Where reports may go: never through a link the user did not name, never over the project's own files, never
/// found unwritable after the scan, and a closed standard output is not a failed run.
@Suite struct OutputSafetyTests {
    private func project() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const url = process.env.REACT_APP_API;\n")
        try repo.write("package.json", "{\"name\":\"app\",\"dependencies\":{}}\n")
        try repo.write(".env", "REACT_APP_API=https://example.com\n")
        try repo.write("public/index.html", "<div id=\"root\"></div>\n")
        try repo.commitAll("app")
        return repo
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func contents(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func theDefaultReportsAreNeverWrittenThroughALink() throws {
        let repo = try project()
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let victim = outside.appendingPathComponent("victim.txt").path
        try "the user's file\n".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: repo.path("Reports"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.path("Reports/migration-audit.md"), withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: repo.path("Reports/migration-report.md"), withDestinationPath: victim)
        let root = URL(fileURLWithPath: repo.root)

        let scan = try ToolProcess.run(["scan", "--no-cache", "-f", "markdown"], in: root)
        #expect(scan.exitCode == 2 && scan.stderr.contains("Reports/migration-audit.md is a symbolic link to \(victim)"), "\(scan.stderr)")
        #expect(scan.stderr.contains("remove the link, or name the report's file with -o"))
        let compare = try ToolProcess.run(["compare", "--no-cache", "--before", "HEAD", "--after", "HEAD"], in: root)
        #expect(compare.exitCode == 2 && compare.stderr.contains("Reports/migration-report.md is a symbolic link"), "\(compare.stderr)")
        #expect(contents(victim) == "the user's file\n")

        // A link to nowhere is not followed to create its target.
        let nowhere = outside.appendingPathComponent("created-elsewhere.md").path
        try FileManager.default.removeItem(atPath: repo.path("Reports/migration-audit.md"))
        try FileManager.default.createSymbolicLink(atPath: repo.path("Reports/migration-audit.md"), withDestinationPath: nowhere)
        #expect(try ToolProcess.run(["scan", "--no-cache", "-f", "markdown"], in: root).exitCode == 2)
        #expect(!FileManager.default.fileExists(atPath: nowhere))

        // Nor is a Reports folder that is itself a link.
        try FileManager.default.removeItem(atPath: repo.path("Reports"))
        try FileManager.default.createSymbolicLink(atPath: repo.path("Reports"), withDestinationPath: outside.path)
        let linkedFolder = try ToolProcess.run(["scan", "--no-cache", "-f", "markdown"], in: root)
        #expect(linkedFolder.exitCode == 2 && linkedFolder.stderr.contains("Reports is a symbolic link"), "\(linkedFolder.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("migration-audit.md").path))
    }

    @Test func aLinkNamedWithOutputIsFollowedAndTheWriteSaysWhere() throws {
        let repo = try project()
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let target = outside.appendingPathComponent("new-report.json").path
        let link = outside.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "-o", link])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote \(link) (a symbolic link: written to \(target))"), "\(result.stderr)")
        #expect(contents(target)?.contains("\"schemaVersion\"") == true)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
    }

    /// The suggested `mkdir -p` quotes the folder for the shell, as every suggested command does: unquoted, a folder
    /// named `my reports` made two folders, `my` and `reports`, and the write still failed.
    @Test func theSuggestedMkdirQuotesTheFolder() throws {
        let repo = try project()
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let missing = outside.appendingPathComponent("my reports").path
        let folderLink = outside.appendingPathComponent("reports").path
        let fileLink = outside.appendingPathComponent("report.json").path
        try FileManager.default.createSymbolicLink(atPath: folderLink, withDestinationPath: "my reports")
        try FileManager.default.createSymbolicLink(atPath: fileLink, withDestinationPath: missing + "/r.json")
        let throughFolder = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "-o", folderLink + "/x.json"])
        #expect(throughFolder.exitCode == 2, "\(throughFolder.stderr)")
        #expect(throughFolder.stderr.contains("create it (`mkdir -p '\(missing)'`)"), "\(throughFolder.stderr)")
        let toFile = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "-o", fileLink])
        #expect(toFile.exitCode == 2, "\(toFile.stderr)")
        #expect(toFile.stderr.contains("create it (`mkdir -p '\(missing)'`)"), "\(toFile.stderr)")
    }

    /// `-o missing/dir/x.json` creates its folders, but not the missing folder a symbolic link on the way leads to:
    /// that was refused after the scan as "a file with the same name already exists" (a link into a missing folder)
    /// or "cannot create a file in …" (a link to a file in one), and is now refused before it, naming the link.
    @Test func anOutputThroughALinkIntoAMissingFolderIsRefusedNamingTheLink() throws {
        let repo = try project()
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let missing = outside.appendingPathComponent("gone").path
        let folderLink = outside.appendingPathComponent("reports").path
        let fileLink = outside.appendingPathComponent("report.json").path
        try FileManager.default.createSymbolicLink(atPath: folderLink, withDestinationPath: "gone/deeper")
        try FileManager.default.createSymbolicLink(atPath: fileLink, withDestinationPath: missing + "/r.json")
        let baseline = outside.appendingPathComponent("b.json").path
        let throughFolder = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "--write-baseline", baseline, "-o", folderLink + "/a/x.json"])
        #expect(throughFolder.exitCode == 2, "\(throughFolder.stderr)")
        #expect(throughFolder.stderr.contains("error: cannot write \(folderLink)/a/x.json: \(folderLink) is a symbolic link to \(missing)/deeper, which does not exist, "
            + "and the folders a link leads to are not created; create it (`mkdir -p \(missing)/deeper`) or choose another path"), "\(throughFolder.stderr)")
        let toFile = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "--write-baseline", baseline, "-o", fileLink])
        #expect(toFile.exitCode == 2, "\(toFile.stderr)")
        #expect(toFile.stderr.contains("error: cannot write \(fileLink): it is a symbolic link to \(missing)/r.json, whose folder \(missing) does not exist"),
            "\(toFile.stderr)")
        #expect(!FileManager.default.fileExists(atPath: baseline) && !FileManager.default.fileExists(atPath: missing))
        // Folders the path itself names are created.
        let plain = outside.appendingPathComponent("new/dir/x.json").path
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "-o", plain]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: plain))
    }

    @Test func theProjectsOwnFilesAreNotReplacedButPreviousReportsAre() throws {
        let repo = try project()
        for file in ["package.json", ".env", "public/index.html"] {
            let before = contents(repo.path(file))
            let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "-o", repo.path(file)])
            #expect(result.exitCode == 2 && result.stderr.contains("is a file of the scanned project"), "\(file): \(result.stderr)")
            #expect(contents(repo.path(file)) == before)
        }
        let overManifest = try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", repo.path("package.json")])
        #expect(overManifest.exitCode == 2, "\(overManifest.stderr)")
        #expect(contents(repo.path("package.json")) == "{\"name\":\"app\",\"dependencies\":{}}\n")

        // A second run replaces what the first wrote, whatever its name and format.
        for (format, name) in [("json", "audit.json"), ("sarif", "audit.sarif"), ("markdown", "notes/audit.md"), ("text", "audit.txt"), ("github", "audit.log")] {
            for run in 1...2 {
                let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", format, "-o", repo.path(name)])
                #expect(result.exitCode == 0, "\(format) run \(run): \(result.stderr)")
            }
        }
        for run in 1...2 {
            let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", repo.path("audit-baseline.json")])
            #expect(result.exitCode == 0, "baseline run \(run): \(result.stderr)")
        }
    }

    @Test func everyOutputIsCheckedBeforeTheScanAndTheBaselineIsNotWrittenAlone() throws {
        let repo = try project()
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let notAFolder = outside.appendingPathComponent("plain-file").path
        try "x\n".write(toFile: notAFolder, atomically: true, encoding: .utf8)
        let baseline = outside.appendingPathComponent("b.json").path
        let result = try ToolProcess.run([
            "scan", repo.root, "--no-cache", "-f", "json", "--write-baseline", baseline, "-o", notAFolder + "/o.json",
        ])
        #expect(result.exitCode == 2 && result.stderr.contains("\(notAFolder) is a file, not a folder"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: baseline))
        let unwritableBaseline = try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", notAFolder + "/b.json"])
        #expect(unwritableBaseline.exitCode == 2 && unwritableBaseline.stderr.contains("is a file, not a folder"), "\(unwritableBaseline.stderr)")
        // Devices are written in place: /dev/null passes though /dev is not a writable folder for everyone.
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "-o", "/dev/null"]).exitCode == 0)
    }

    @Test func compareChecksBothRevisionsAndTheBenchRecordBeforeScanning() throws {
        let repo = try project()
        let cache = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let cacheDir = cache.appendingPathComponent("cache").path
        let after = try ToolProcess.run(["compare", repo.root, "--cache-dir", cacheDir, "--before", "HEAD", "--after", "nope", "-o", "/dev/null"])
        #expect(after.exitCode == 2 && after.stderr.contains("--after: unknown revision 'nope'"), "\(after.stderr)")
        let bench = try ToolProcess.run([
            "compare", repo.root, "--cache-dir", cacheDir, "--before", "HEAD", "--after", "HEAD", "--bench", cache.appendingPathComponent("none.json").path,
            "-o", "/dev/null",
        ])
        #expect(bench.exitCode == 2 && bench.stderr.contains("no such file"), "\(bench.stderr)")
        // Nothing was scanned: the cache a scan fills does not exist.
        #expect(!FileManager.default.fileExists(atPath: cacheDir))
    }

    /// Runs the tool with standard output closed, as `>&-` does.
    private func runWithClosedOutput(_ arguments: [String]) throws -> (exitCode: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", ToolProcess.executable.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    @Test func aClosedStandardOutputFailsOnlyARunWhoseReportGoesThere() throws {
        let repo = try project()
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let report = outside.appendingPathComponent("c.json").path
        let toFile = try runWithClosedOutput(["scan", repo.root, "--no-cache", "-f", "json", "-o", report])
        #expect(toFile.exitCode == 0, "\(toFile.stderr)")
        #expect(contents(report)?.contains("\"schemaVersion\"") == true)
        let toOutput = try runWithClosedOutput(["scan", repo.root, "--no-cache", "-f", "json"])
        #expect(toOutput.exitCode == 2 && toOutput.stderr.contains("standard output is closed"), "\(toOutput.stderr)")
    }

    /// `--write-baseline` naming standard output by another name than `-` (/dev/stdout, or the file stdout is
    /// redirected to) would run the baseline together with the report printed there: refused as `-` is.
    @Test func aBaselineWrittenToStandardOutputByAnyNameIsRefused() throws {
        let repo = try project()
        let piped = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "--write-baseline", "/dev/stdout"])
        #expect(piped.exitCode == 2 && piped.stdout.isEmpty, "\(piped.stderr)")
        #expect(piped.stderr.contains("--write-baseline writes a file for the next run to read, not standard output"), "\(piped.stderr)")
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let file = outside.appendingPathComponent("base.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let redirected = try ToolProcess.run(["scan", repo.root, "--no-cache", "-f", "json", "--write-baseline", file.path], standardOutput: handle)
        #expect(redirected.exitCode == 2 && redirected.stderr.contains("not standard output"), "\(redirected.stderr)")
        // /dev/null swallows both, as before.
        #expect(try ToolProcess.run(["scan", repo.root, "--no-cache", "--write-baseline", "/dev/null"], standardOutput: FileHandle.nullDevice).exitCode == 0)
    }

    /// `rules` and `explain` make nothing but what they print: to a closed standard output it is lost, as a report is.
    @Test(arguments: [["rules"], ["rules", "--category", "rr3"], ["explain", "env-process-env-static"]])
    func aCommandThatOnlyPrintsFailsOnAClosedStandardOutput(_ arguments: [String]) throws {
        let result = try runWithClosedOutput(arguments)
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: standard output is closed, so the ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func aRefusedOutputSuggestsAFileOfItsKind() throws {
        let repo = try project()
        let root = URL(fileURLWithPath: repo.root)
        for target in ["package.json", "src/index.js"] {
            let baseline = try ToolProcess.run(["scan", "--no-cache", "--write-baseline", target], in: root)
            #expect(baseline.exitCode == 2 && baseline.stderr.contains("write the baseline to another file (e.g. base.json)"), "\(baseline.stderr)")
            #expect(!baseline.stderr.contains("Reports/audit.json"), "\(baseline.stderr)")
            let report = try ToolProcess.run(["scan", "--no-cache", "-f", "json", "-o", target], in: root)
            #expect(report.exitCode == 2 && report.stderr.contains("write the report to another file (e.g. Reports/audit.json)"), "\(report.stderr)")
        }
        #expect(try String(contentsOfFile: repo.path("package.json"), encoding: .utf8) == "{\"name\":\"app\",\"dependencies\":{}}\n")
    }

    @Test func helpDocumentsInterruptionAndABrokenPipe() throws {
        for command in ["scan", "compare", "merge"] {
            let help = try ToolProcess.run([command, "--help"])
            // Help text is wrapped to the terminal's width: compared with its lines joined.
            let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("130 interrupted") && text.contains("closes standard output early (`| head`) is no error"), "\(command)")
        }
    }

    /// Every command that handles SIGTERM ends with 143 for it (128 + 15), and its help says so beside 130.
    @Test func helpNamesTheExitCodeOfSIGTERM() throws {
        for arguments in [["--help"], ["scan", "--help"], ["compare", "--help"], ["merge", "--help"], ["bench", "--help"]] {
            let help = try ToolProcess.run(arguments)
            let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("130 interrupted (Ctrl-C; 143 for SIGTERM"), "\(arguments)")
        }
    }
}
