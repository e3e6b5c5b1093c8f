import AuditModel
import Foundation
import GitTestSupport
import Testing

/// `scan` reads the right bytes from a sub-folder, the working tree and an older revision, and turns
/// every bad input into one clear line and exit code 2.
@Suite struct ScanInputTests {
    private func scanJSON(_ arguments: [String], in directory: URL? = nil) throws -> ScanReport {
        let result = try ToolProcess.run(["scan", "--format", "json", "--no-cache"] + arguments, in: directory)
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        return try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
    }

    @Test func theOriginRemoteGivesTheReportItsWebAddressWithoutCredentials() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one")
        #expect(try scanJSON([repo.root, "--no-cache"]).source.repositoryURL == nil, "no remote, no address")
        try repo.setConfig("remote.origin.url", "https://x-access-token:SECRET@github.com/acme/app.git")
        let report = try scanJSON([repo.root, "--no-cache"])
        #expect(report.source.repositoryURL == "https://github.com/acme/app")
        let markdown = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "markdown", "-o", "-"]).stdout
        #expect(markdown.contains("https://github.com/acme/app/blob/"), "findings link to the file at the commit")
        #expect(!markdown.contains("SECRET"))
        #expect(try scanJSON([repo.root, "--no-cache", "--no-git"]).source.repositoryURL == nil)
    }

    @Test func symbolicLinksAndSubmodulesAreNamedNotDroppedInSilence() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.symlink("src/shared", to: "../../shared")
        try repo.symlink("node_modules/.bin/x", to: "../x/cli.js")
        let first = try repo.commitAll("links")
        try repo.stageGitlink("libs/app", commit: first)
        try repo.commitAll("submodule")
        for extra in [[], ["--ref", "HEAD"]] {
            // Run in the scanned folder, whose paths the suggested commands then name as they are.
            let report = try scanJSON(extra, in: URL(fileURLWithPath: repo.root))
            let named = report.warnings.filter { $0.file == "src/shared" || $0.file == "libs/app" || $0.file?.hasPrefix("node_modules") == true }
            #expect(named.map { $0.file ?? "" } == ["libs/app", "src/shared"], "\(extra) \(report.warnings)")
            #expect(named.first?.message.hasPrefix("a git submodule") == true)
            #expect(named.last?.message.hasPrefix("a symbolic link: not followed") == true)
            // At a revision, the submodule's own commit there is what to scan of it, not whatever its checkout holds.
            let atCommit = "at the commit this revision records (migrate-audit scan libs/app --ref \(first.prefix(12)), in a checkout of it)"
            #expect(named.first?.message.contains(atCommit) == !extra.isEmpty, "\(extra) \(named)")
        }
    }

    /// A clone without --recurse-submodules leaves the submodule's folder empty: scanning it on its own would find
    /// nothing, so the warning says to initialise it first; once checked out, only to scan it.
    @Test func anUninitialisedSubmoduleIsToBeInitialisedBeforeItIsScanned() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        let first = try repo.commitAll("app")
        try repo.stageGitlink("shared", commit: first)
        try repo.commitAll("submodule")
        try FileManager.default.createDirectory(atPath: repo.path("shared"), withIntermediateDirectories: true)
        let empty = try #require(try scanJSON([], in: URL(fileURLWithPath: repo.root)).warnings.first { $0.file == "shared" })
        #expect(empty.message.contains("not initialised (its folder holds none of its files)"), "\(empty.message)")
        #expect(empty.message.contains("run `git submodule update --init shared`, then scan it on its own (migrate-audit scan shared)"), "\(empty.message)")
        // `git submodule update --init` writes the folder's .git file naming the submodule's git directory.
        try repo.write("shared/.git", "gitdir: ../.git/modules/shared\n")
        let checkedOut = try #require(try scanJSON([], in: URL(fileURLWithPath: repo.root)).warnings.first { $0.file == "shared" })
        #expect(checkedOut.message == "a git submodule: its files are not scanned with this repository; scan it on its own (migrate-audit scan shared)")
    }

    @Test func filesASparseCheckoutLeavesOutAreCountedAndARevisionScanReadsThem() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.write("pkg/b/b.js", "export const b = process.env.REACT_APP_B;\n")
        try repo.write("pkg/b/c.js", "export const c = process.env.REACT_APP_C;\n")
        try repo.commitAll("one")
        for path in ["pkg/b/b.js", "pkg/b/c.js"] {
            try repo.markInIndex(path, skipWorktree: true)
            try repo.remove(path)  // as `git sparse-checkout set '!/pkg/b/'` leaves them
        }
        let result = try ToolProcess.run(["scan", "--format", "json", "--no-cache", repo.root])
        #expect(result.exitCode == 0, "a sparse checkout is the user's choice, not a gap: \(result.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        #expect(Set(report.findings.map(\.file)) == ["src/a.js"])
        #expect(report.warnings.contains { $0.file == nil && $0.message.hasPrefix("2 tracked files are outside the sparse checkout") }, "\(report.warnings)")
        let revision = try scanJSON([repo.root, "--ref", "HEAD"])
        #expect(Set(revision.findings.map(\.file)) == ["pkg/b/b.js", "pkg/b/c.js", "src/a.js"])
        #expect(!revision.warnings.contains { $0.message.contains("sparse") })
    }

    @Test func aBareRepositoryIsScannedAtHEADAndNamedAfterItself() throws {
        let repo = try RepoBuilder(bare: true)
        try repo.commitTree([.text("src/a.js", "export const a = process.env.REACT_APP_A;\n")], message: "one")
        try FileManager.default.createDirectory(atPath: repo.path("refs/heads"), withIntermediateDirectories: true)
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        #expect(report.source.ref == "HEAD" && !report.source.worktree, "a null ref is the working tree's alone")
        #expect(result.stderr.contains("bare repository: scanned HEAD"), "\(result.stderr)")
        // From inside the repository's folders, the whole repository is scanned under its own name, not 'refs'.
        let inside = try ToolProcess.run(["scan", "--no-cache", "--ref", "main"], in: URL(fileURLWithPath: repo.path("refs")))
        #expect(inside.exitCode == 0, "\(inside.stderr)")
        #expect(inside.stdout.hasPrefix("migrate-audit · repo "), "\(inside.stdout)")
        #expect(!inside.stderr.contains("bare repository"), "--ref named the revision")
    }

    @Test func theGitFolderIsScannedUnderTheRepositoryName() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one")
        let result = try ToolProcess.run(["scan", repo.path(".git"), "--no-cache"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("migrate-audit · repo "), "\(result.stdout)")
    }

    /// `git clone --separate-git-dir` leaves a `.git` file naming the repository elsewhere: the work tree is the folder
    /// holding that file, not the parent of the git directory (which took the scan to the wrong folder: "nothing to
    /// audit", or "folder 'repo' does not exist at revision 'HEAD'").
    @Test func aWorkTreeWhoseGitFolderIsElsewhereIsScanned() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one")
        let separate = repo.temporaryFolder + "/elsewhere/app.git"
        try FileManager.default.createDirectory(atPath: repo.temporaryFolder + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: repo.gitDirectory, toPath: separate)
        try "gitdir: \(separate)\n".write(toFile: repo.path(".git"), atomically: true, encoding: .utf8)
        for extra in [[], ["--ref", "HEAD"]] {
            let report = try scanJSON([repo.root] + extra)
            #expect(report.findings.map(\.file).contains("src/a.js"), "\(extra): \(report.findings.map(\.file))")
            #expect(report.source.root == "", "\(extra)")
        }
        let inside = try scanJSON(["src"], in: URL(fileURLWithPath: repo.path("src")).deletingLastPathComponent())
        #expect(inside.findings.map(\.file) == ["a.js"], "the sub-folder of that work tree")
    }

    @Test func withoutGitSymbolicLinksAreNamedToo() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.symlink("src/shared", to: "../../shared")
        try repo.symlink("src/gone.js", to: "missing.js")
        let report = try scanJSON([repo.root, "--no-git"])
        let named = report.warnings.filter { $0.message.hasPrefix("a symbolic link: not followed") }.compactMap(\.file)
        #expect(named == ["src/gone.js", "src/shared"], "\(report.warnings)")
    }

    @Test("names that are not UTF-8 stay apart, spelled as git quotes them", arguments: [[], ["--ref", "HEAD"], ["--no-git"]])
    func namesThatAreNotUTF8StayApart(_ extra: [String]) throws {
        let repo = try RepoBuilder()
        try repo.write(rawPath: Array("a".utf8) + [0xFF] + Array(".js".utf8), bytes: Array("const v = process.env.REACT_APP_FF;\n".utf8))
        try repo.write(rawPath: Array("a".utf8) + [0xFE] + Array(".js".utf8), bytes: Array("const v = process.env.REACT_APP_FE;\n".utf8))
        try repo.commitAll("two names")
        let report = try scanJSON([repo.root, "--no-cache"] + extra)
        let rows = report.findings.filter { $0.ruleId == "env-process-env-static" }.map(\.file)
        #expect(rows == ["a\\376.js", "a\\377.js"], "\(extra) \(rows)")
    }

    @Test func subFolderScanReadsOnlyThatPackageWithRelativePaths() throws {
        let repo = try RepoBuilder()
        try repo.write("packages/web/src/api.js", "export const url = process.env.REACT_APP_API;\n")
        try repo.write("packages/web/package.json", "{\"name\":\"web\"}\n")
        try repo.write("packages/server/src/api.js", "export const port = process.env.REACT_APP_OTHER;\n")
        try repo.commitAll("two packages")
        let report = try scanJSON([repo.path("packages/web")])
        #expect(report.source.root == "packages/web")
        #expect(report.findings.contains { $0.file == "src/api.js" && $0.message.contains("REACT_APP_API") })
        #expect(!report.findings.contains { $0.message.contains("REACT_APP_OTHER") })
    }

    @Test func aPathInsideTheGitFolderScansTheWholeRepositoryWithItsInstalledPackages() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "import legacy from 'legacy-lib';\nexport default legacy;\n")
        try repo.write("package.json", "{\"name\":\"app\",\"dependencies\":{\"legacy-lib\":\"^1.0.0\"}}\n")
        try repo.commitAll("app")
        // Installed, not committed: read from the disk beside the work tree.
        try repo.write("node_modules/legacy-lib/package.json", "{\"name\":\"legacy-lib\",\"version\":\"1.0.0\",\"main\":\"index.js\"}\n")
        try repo.write("node_modules/legacy-lib/index.js", "module.exports = function legacy() {};\n")
        let fromRoot = try scanJSON([repo.root])
        let fromGitFolder = try scanJSON([repo.path(".git")])
        #expect(fromRoot.dependencies.map(\.name) == ["legacy-lib"])
        #expect(fromGitFolder.dependencies == fromRoot.dependencies)
        #expect(fromGitFolder.findings.map(\.ruleId) == fromRoot.findings.map(\.ruleId))
    }

    @Test func workingTreeScanSeesUncommittedEditsAndRefScanSeesOldBytes() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "const a = process.env.REACT_APP_FIRST;\n")
        let first = try repo.commitAll("first")
        try repo.write("src/index.js", "const b = process.env.REACT_APP_SECOND;\n")
        try repo.commitAll("second")
        try repo.write("src/index.js", "const c = process.env.REACT_APP_UNCOMMITTED;\n")

        let worktree = try scanJSON([repo.root])
        #expect(worktree.source.worktree)
        #expect(worktree.findings.contains { $0.message.contains("REACT_APP_UNCOMMITTED") })

        let head = try scanJSON([repo.root, "--ref", "HEAD"])
        #expect(!head.source.worktree)
        #expect(head.findings.contains { $0.message.contains("REACT_APP_SECOND") })

        let old = try scanJSON([repo.root, "--ref", "HEAD~1"])
        #expect(old.source.commit == first)
        #expect(old.findings.contains { $0.message.contains("REACT_APP_FIRST") })
        #expect(!old.findings.contains { $0.message.contains("REACT_APP_SECOND") })
    }

    /// A repository whose HEAD has `src/a.js` (one finding) and `src/gone.js`, whose blob is missing.
    private func repositoryMissingABlob() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "const a = process.env.REACT_APP_A;\n")
        try repo.write("src/gone.js", "const g = 1;\n")
        try repo.commitAll("files")
        try repo.deleteLooseObject(try repo.objectID("HEAD:src/gone.js"))
        return repo
    }

    @Test func missingBlobIsAWarningAndTheRestIsScanned() throws {
        let repo = try repositoryMissingABlob()
        let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        #expect(report.warnings.contains { $0.file == "src/gone.js" })
        #expect(report.findings.contains { $0.file == "src/a.js" })
        // The report is written, but CI must not pass on a report with gaps.
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("1 file could not be read"), "\(result.stderr)")
    }

    /// A blobless clone lacks thousands of blobs: one advice for them all, not one line per blob naming its id.
    @Test func filesWhoseBlobsAreMissingShareOneWarningMessage() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "const a = process.env.REACT_APP_A;\n")
        try repo.write("src/gone.js", "const g = 1;\n")
        try repo.write("src/lost.js", "const l = 2;\n")
        try repo.commitAll("files")
        for path in ["src/gone.js", "src/lost.js"] { try repo.deleteLooseObject(try repo.objectID("HEAD:" + path)) }
        let json = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--no-cache"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(json.stdout.utf8))
        let unread = report.warnings.filter(\.isUnread)
        #expect(unread.map(\.file) == ["src/gone.js", "src/lost.js"], "\(report.warnings)")
        #expect(Set(unread.map(\.message)).count == 1, "\(unread)")
        // The file is the warning's own: the message neither repeats it nor names the blob.
        #expect(unread.allSatisfy { $0.message.hasPrefix("its blob is missing from the object database: ") && !$0.message.contains("src/") }, "\(unread)")
        let terminal = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--no-cache"], environment: ["NO_COLOR": "1"])
        #expect(terminal.stdout.contains("  2 files (src/gone.js, src/lost.js): its blob is missing from the object database: "), "\(terminal.stdout)")
    }

    /// A folder whose tree is missing (a treeless clone at an older revision) is said as a missing blob is: one message
    /// for every such folder, without the tree's id, so that a report groups them.
    @Test func foldersWhoseTreesAreMissingShareOneWarningMessage() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        try repo.write("src/a/x.js", "export const x = 1;\n")
        try repo.write("src/b/y.js", "export const y = 2;\n")
        try repo.commitAll("folders")
        for path in ["src/a", "src/b"] { try repo.deleteLooseObject(try repo.objectID("HEAD:" + path)) }
        let json = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--no-cache"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(json.stdout.utf8))
        let missing = report.warnings.filter { ["src/a", "src/b"].contains($0.file) }
        #expect(missing.count == 2, "\(report.warnings)")
        #expect(Set(missing.map(\.message)).count == 1, "\(missing)")
        #expect(missing.allSatisfy { $0.message.hasPrefix("its tree is missing from the object database, so its files are skipped: ") }, "\(missing)")
    }

    @Test func aReportWithGapsSaysSoInItsWarningsAndInSARIF() throws {
        let repo = try repositoryMissingABlob()
        let json = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--no-cache"])
        #expect(json.exitCode == 2, "\(json.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(json.stdout.utf8))
        // The unread file is marked, the other warnings (no package.json) are not.
        #expect(report.warnings.filter(\.isUnread).map(\.file) == ["src/gone.js"], "\(report.warnings)")
        #expect(report.warnings.contains { !$0.isUnread }, "\(report.warnings)")
        #expect(json.stdout.components(separatedBy: "\"unread\" : true").count == 2, "in the JSON once")

        let sarif = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "sarif", "--no-cache"])
        #expect(sarif.exitCode == 2, "\(sarif.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false, "a report with gaps is no successful run")
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let levels = notifications.map { notification in
            let uri = ((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
            return (uri ?? "", notification["level"] as? String ?? "")
        }
        #expect(levels.filter { $0.1 == "error" }.map(\.0) == ["src/gone.js"], "\(levels)")
        #expect(levels.contains { $0.1 == "warning" }, "other warnings stay warnings: \(levels)")
    }

    @Test func aManifestWhoseBlobIsMissingIsNamedAsUnreadableNotAbsent() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "const a = process.env.REACT_APP_A;\n")
        try repo.write("package.json", #"{ "name": "app", "dependencies": { "react": "^16.14.0" } }"#)
        try repo.commitAll("files")
        try repo.deleteLooseObject(try repo.objectID("HEAD:package.json"))
        let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--no-cache"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        #expect(report.warnings.contains { $0.file == "package.json" && $0.message.hasPrefix("could not be read") }, "\(report.warnings)")
        #expect(!report.warnings.contains { $0.message.hasPrefix("no package.json") }, "unreadable, not absent: \(report.warnings)")
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("1 file could not be read"), "\(result.stderr)")
    }

    @Test func aConfigurationSourceWhoseBlobIsMissingIsCountedOnce() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app" }"#)
        try repo.write("src/a.js", "const a = process.env.REACT_APP_A;\n")
        try repo.write("webpack.config.js", "module.exports = { entry: './src/a.js' };\n")
        try repo.commitAll("files")
        try repo.deleteLooseObject(try repo.objectID("HEAD:webpack.config.js"))
        let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--no-cache"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        // Named as a source it could not read (and by the configuration audit), not a third time as a project read.
        #expect(!report.warnings.contains { $0.file == "webpack.config.js" && $0.message.contains("dependency audit went on without it") }, "\(report.warnings)")
        #expect(result.exitCode == 2 && result.stderr.contains("1 file could not be read"), "\(result.stderr)")
    }

    @Test func findingsOnALongLineQuoteAWindowOfIt() throws {
        // The line starts beyond the first 64 KiB the minified check reads; 2,000 findings on one 32 KB line made a
        // 65 MB report when each quoted the whole line.
        let repo = try RepoBuilder()
        try repo.write("late.js", String(repeating: "var a = 1;\n", count: 7_000) + String(repeating: "x=process.env.A;", count: 2_000) + "\n")
        try repo.commitAll("a long line late in a file")
        let report = try scanJSON([repo.root, "--no-cache"])
        #expect(report.findings.count == 2_000)
        #expect(report.findings.allSatisfy { $0.snippet.utf8.count <= Finding.snippetLimit + 6 && $0.snippet.contains("process.env.A") })
        #expect(report.findings.last?.column == 1 + 1_999 * 16 + 2)
    }

    @Test func aScannedFolderInsideSrcKeepsItsBuildFolders() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app" }"#)
        try repo.write("src/pages/build/Page.js", "export const y = process.env.REACT_APP_Y;\n")
        try repo.commitAll("files")
        for folder in [repo.root, repo.path("src")] {
            let report = try scanJSON([folder, "--no-cache"])
            #expect(report.summary.files == 1 && report.summary.skippedFiles == 0, "\(folder)")
        }
        // A cache folder named like a source folder keeps its sources: only the cache's own folders are left out.
        let cached = try ToolProcess.run(["scan", repo.root, "--format", "json", "--cache-dir", repo.path("src")])
        #expect(try ReportCoding.decode(ScanReport.self, from: Data(cached.stdout.utf8)).summary.files == 1, "\(cached.stderr)")
    }

    @Test func binaryNonUTF8AndOversizedFilesAreSkippedAndCounted() throws {
        let repo = try RepoBuilder()
        try repo.write("src/ok.js", "export const x = 1;\n")
        try repo.write(rawPath: Array("src/binary.js".utf8), bytes: [0x00, 0x01, 0x02, 0x61])
        try repo.write(rawPath: Array("src/latin1.js".utf8), bytes: Array("const s = '".utf8) + [0xE9] + Array("';\n".utf8))
        try repo.writeLargeFile("src/huge.js", size: 50 * 1024 * 1024)
        try repo.commitAll("awkward files")
        let report = try scanJSON([repo.root])
        #expect(report.summary.files == 1)
        #expect(report.summary.skippedFiles == 3)
    }

    @Test func awkwardPathsCRLFAndBOMKeepLinesAndColumns() throws {
        let repo = try RepoBuilder()
        try repo.write("src/my folder/ünïcode file.js", "\u{FEFF}// header\r\nconst é = 1; const u = process.env.REACT_APP_X;\r\n")
        try repo.write(rawPath: Array("src/".utf8) + [0x66, 0xFF, 0x2E, 0x6A, 0x73], bytes: Array("const v = process.env.REACT_APP_Y;\n".utf8))
        try repo.commitAll("paths")
        for arguments in [[repo.root], [repo.root, "--ref", "HEAD"]] {
            let report = try scanJSON(arguments)
            let finding = try #require(report.findings.first { $0.message.contains("REACT_APP_X") })
            #expect(finding.file == "src/my folder/ünïcode file.js")
            #expect(finding.line == 2)
            #expect(finding.column == 24)  // é is one UTF-16 unit; line 2 follows a CRLF
            #expect(report.findings.contains { $0.message.contains("REACT_APP_Y") && $0.file.hasPrefix("src/f") })
        }
    }

    @Test func symlinkLoopDoesNotHang() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export default 1;\n")
        try repo.symlink("src/loop", to: "../src")
        try repo.symlink("src/self", to: "self")
        try repo.commitAll("loops")
        let report = try scanJSON([repo.root])
        #expect(report.summary.files == 1)
        let plain = try scanJSON([repo.root, "--no-git"])
        #expect(plain.summary.files == 1)
    }

    // MARK: bad input: one line, exit code 2

    private func expectInputError(_ arguments: [String], mentions phrases: [String], in directory: URL? = nil) throws {
        let result = try ToolProcess.run(arguments, in: directory)
        #expect(result.exitCode == 2, "stdout: \(result.stdout) stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "expected one line, got: \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: "))
        for phrase in phrases { #expect(result.stderr.contains(phrase), "missing '\(phrase)' in: \(result.stderr)") }
    }

    @Test func anUnreadableConfigurationIsBlamedOnTheOptionOnlyWhenOneNamedIt() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "1;\n")
        try FileManager.default.createDirectory(atPath: repo.path(".migrate-audit.json"), withIntermediateDirectories: true)
        try expectInputError(["scan", repo.root, "--no-cache"], mentions: ["cannot read the configuration", "pass another one with --config"])
        let found = try ToolProcess.run(["scan", repo.root, "--no-cache"])
        #expect(!found.stderr.contains("check the path given to --config"), "no --config was given: \(found.stderr)")
        try expectInputError(["scan", repo.root, "--no-cache", "--config", repo.path(".migrate-audit.json")], mentions: ["check the path given to --config"])
    }

    /// A configuration linked from elsewhere (a monorepo's shared file) whose target is gone is refused, rather than the
    /// scan going on with the defaults and a warning that calls it a link to source code.
    @Test func aConfigurationLinkToAMissingFileIsRefused() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.symlink(".migrate-audit.json", to: "../shared/migrate-audit.json")
        try expectInputError(["scan", repo.root, "--no-cache"], mentions: [
            ".migrate-audit.json is a symbolic link to ../shared/migrate-audit.json, which does not exist", "--config"])
        try expectInputError(["scan", repo.root, "--no-cache", "--no-git"], mentions: ["which does not exist"])
    }

    /// A folder named in another encoding than UTF-8 (Latin-1) reaches the tool with its bytes replaced: the error says
    /// so, rather than that a folder the user can see does not exist.
    @Test func aFolderNameThatIsNotUTF8IsNamedAsSuch() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let raw = Array((parent + "/caf").utf8) + [0xE9]  // café in Latin-1
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        #expect(mkdir(raw.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
        let (status, stderr) = try ToolProcess.runInShell("exec \"$0\" scan \"$1/caf$(printf '\\351')\" --no-git --no-cache", [ToolProcess.executable.path, parent])
        #expect(status == 2, "\(stderr)")
        #expect(stderr.contains("does not exist as this tool received it: its name holds bytes that are not UTF-8"), "\(stderr)")
    }

    @Test func notAGitRepositoryOffersNoGit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectInputError(["scan", folder.path], mentions: ["not inside a git repository", "--no-git"])
        // With --no-git the folder is read, and an empty one audits nothing: an input error, not a clean scan.
        try expectInputError(["scan", folder.path, "--no-git"], mentions: ["nothing to audit in \(folder.standardizedFileURL.path)"])
    }

    /// A linked worktree whose main repository was moved: its `.git` file names a git directory that is gone. Git calls
    /// it a broken link; "not inside a git repository" would hide the repair.
    @Test func aWorkTreeWhoseGitLinkIsDanglingNamesTheRepair() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worktree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "gitdir: ../moved-away/.git/worktrees/app\n".write(to: folder.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
        try "export const a = process.env.REACT_APP_A;\n".write(to: folder.appendingPathComponent("src/a.js"), atomically: true, encoding: .utf8)
        let gone = folder.deletingLastPathComponent().appendingPathComponent("moved-away/.git/worktrees/app").path
        let phrases = ["names the git directory '\(gone)', which does not exist", "git worktree repair \(folder.path)", "--no-git"]
        try expectInputError(["scan", folder.path, "--no-cache"], mentions: phrases)
        try expectInputError(["scan", "src", "--no-cache"], mentions: ["'src' is in a git work tree"] + phrases, in: folder)
        try expectInputError(["compare", folder.path, "--before", "HEAD~1", "--after", "HEAD"], mentions: phrases)
        #expect(try scanJSON([folder.path, "--no-git"]).findings.map(\.file).contains("src/a.js"))
    }

    @Test func emptyRepositoryWithRef() throws {
        let repo = try RepoBuilder()
        try expectInputError(["scan", repo.root, "--ref", "HEAD"], mentions: ["has no commits yet"])
    }

    @Test func unknownRef() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "1;\n")
        try repo.commitAll("one")
        try expectInputError(["scan", repo.root, "--ref", "no-such-branch"], mentions: ["unknown revision 'no-such-branch'"])
    }

    @Test func missingPathAndBadOptions() throws {
        try expectInputError(["scan", "/no/such/folder"], mentions: ["does not exist"])
        try expectInputError(["scan", ".", "--format", "yaml"], mentions: ["unknown --format 'yaml'"])
        try expectInputError(["scan", ".", "--fail-on", "sometimes"], mentions: ["sometimes"])
        try expectInputError(["scan", ".", "-o", "out/reports/"], mentions: ["--output 'out/reports/' ends with '/'", "out/reports/migration-audit.json"])
        try expectInputError(["scan", ".", "--write-baseline", "ci/"], mentions: ["--write-baseline 'ci/' ends with '/'"])
        try expectInputError(["compare", "--before", "a.json", "--after", "b.json", "-o", "out/"], mentions: ["--output 'out/' ends with '/'"])
        let usage = try ToolProcess.run(["scan", "--shard", "5/4"])
        #expect(usage.exitCode == 2)
        #expect(usage.stderr.contains("--shard"))
    }

    /// A revision is read from the object database, so its folder need not be on disk: a package the checked-out branch
    /// does not have (yet, or any more) is scanned at the revision that has it, and a folder no side has is named as such.
    @Test func aFolderOnlyTheRevisionHasIsScannedAtThatRevision() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"root\",\"workspaces\":[\"packages/*\"]}\n")
        try repo.write("packages/web/package.json", "{\"name\":\"web\"}\n")
        try repo.write("packages/web/src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("web")
        try repo.remove("packages")  // as on a branch without it
        let report = try ToolProcess.scanReport([repo.path("packages/web"), "--ref", "HEAD", "--no-cache"])
        #expect(report.findings.map(\.file) == ["src/a.js"])
        #expect(report.source.root == "packages/web")
        let relative = try ToolProcess.scanReport(["packages/web", "--ref", "HEAD", "--no-cache"], in: URL(fileURLWithPath: repo.root))
        #expect(relative.findings.map(\.file) == ["src/a.js"])
        let compared = try ToolProcess.run(["compare", repo.path("packages/web"), "--before", "HEAD", "--after", "HEAD", "--no-cache", "-o", "-"])
        #expect(compared.exitCode == 0, "\(compared.stderr)")
        try expectInputError(["scan", repo.path("packages/app"), "--ref", "HEAD", "--no-cache"], mentions: ["folder 'packages/app' does not exist at revision 'HEAD'"])
        try expectInputError(["scan", repo.path("packages/web"), "--no-cache"], mentions: ["does not exist"])
        // In a bare repository the folders on disk are git's own: a missing one is still a missing path.
        let bare = try RepoBuilder(bare: true)
        try bare.commitTree([.text("src/a.js", "export const a = process.env.REACT_APP_A;\n")], message: "app")
        try expectInputError(["scan", bare.root + "/src", "--ref", "HEAD", "--no-cache"], mentions: ["path '\(bare.root)/src' does not exist"])
    }

    /// A damaged repository (here a truncated index) is said to look damaged, with what to do, not only in libgit2's
    /// words ("failed to read index: … no longer exists").
    @Test func aDamagedRepositoryNamesTheRemedy() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("app")
        try Data().write(to: URL(fileURLWithPath: repo.gitDirectory + "/index"))
        try expectInputError(["scan", repo.root, "--no-cache"], mentions: ["failed to read index", "the repository looks damaged", "git fsck", "--no-git"])
        #expect(try ToolProcess.scanReport([repo.root, "--no-cache", "--no-git"]).findings.map(\.file) == ["src/a.js"])
    }

    /// libgit2's working-tree walk refuses a folder nested more than 100 deep; the error says what to do instead.
    @Test func aWorkingTreeNestedDeeperThanLibgit2WalksNamesTheRemedy() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        let deep = "src/" + String(repeating: "d/", count: 110) + "a.js"
        try repo.write(deep, "export const a = process.env.REACT_APP_A;\n")  // untracked: libgit2 cannot add it either
        try repo.commitTree([.text("package.json", "{\"name\":\"app\"}\n"), .text(deep, "export const a = process.env.REACT_APP_A;\n")], message: "deep")
        try expectInputError(["scan", repo.root, "--no-cache"], mentions: ["directory nesting too deep", "--ref HEAD", "--no-git", ".gitignore"])
        for way in ["--ref", "--no-git"] {
            let arguments = way == "--ref" ? ["--ref", "HEAD"] : ["--no-git"]
            let report = try ToolProcess.scanReport([repo.root, "--no-cache"] + arguments)
            #expect(report.findings.map(\.file) == [deep], "\(way)")
        }
    }

    @Test func repositoryOwnedByAnotherUser() throws {
        guard getuid() == 0 else { return }  // only root can hand a folder to another user
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one")
        try repo.setOwner(uid: 4242, gid: 4242)
        defer { try? repo.setOwner(uid: 0, gid: 0) }
        try expectInputError(["scan", repo.root], mentions: ["owned by another user", "--trust-repository"])
        let trusted = try ToolProcess.run(["scan", repo.root, "--trust-repository", "--no-cache"])
        #expect(trusted.exitCode == 0, "\(trusted.stderr)")
    }
}
