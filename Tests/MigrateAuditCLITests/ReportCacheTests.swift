import Foundation
import GitKit
import GitTestSupport
import ScanEngine
import Testing

/// A revision scan's whole report is cached by the scanned folder's tree: reused under any ref or commit with
/// that tree, and never when something it depends on outside the object database has changed. A git working
/// tree's report is cached by its listing's content id, under the same rule.
@Suite struct ReportCacheTests {
    /// A monorepo: the scanned package `web`, and a `server` folder whose changes leave web's tree as it is.
    private func monorepo() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("web/package.json", #"{ "name": "web", "dependencies": { "legacy-widget": "^1.0.0" } }"#)
        try repo.write("web/src/index.js", "import widget from 'legacy-widget';\nwidget(process.env.API_URL);\n")
        try repo.write("web/src/b.js", "module.exports = require('./index');\n")
        try repo.write("server/main.js", "console.log('v1');\n")
        try repo.commitAll("first")
        return repo
    }

    private func scan(_ repo: RepoBuilder, _ extra: [String], timings: Bool = false) throws -> (report: String, stderr: String) {
        let result = try ToolProcess.run(
            ["scan", repo.path("web"), "--format", "json"] + extra,
            environment: timings ? ["MIGRATE_AUDIT_TIMINGS": "1"] : [:])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return (result.stdout, result.stderr)
    }

    /// The JSON report of `scan ROOT --ref HEAD` with `extra` options.
    private func report(of root: String, _ extra: [String]) throws -> String {
        let result = try ToolProcess.run(["scan", root, "--ref", "HEAD", "--format", "json"] + extra)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout
    }

    private func temporaryCache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
    }

    @Test("a cache folder inside the scanned tree is not scanned: the second scan reuses the report", arguments: [false, true])
    func aCacheFolderInsideTheScannedTreeIsLeftOut(_ noGit: Bool) throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one")
        let arguments = ["scan", repo.root, "--format", "json", "--cache-dir", repo.path(".audit-cache")] + (noGit ? ["--no-git"] : [])
        let first = try ToolProcess.run(arguments)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let second = try ToolProcess.run(arguments, environment: ["MIGRATE_AUDIT_TIMINGS": "1"])
        // The whole-report cache serves git trees; without git, per-file results are reused.
        #expect(noGit || second.stderr.contains("cached report"), "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(!first.stdout.contains(".audit-cache"))
    }

    @Test func anUnusableCacheFolderIsSaidOnceAndTheScanRunsWithoutIt() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("one")
        let plain = try ToolProcess.run(["scan", repo.root, "--format", "json", "--no-cache"])
        let file = repo.temporaryFolder + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let result = try ToolProcess.run(["scan", repo.root, "--format", "json", "--cache-dir", file])
        #expect(result.exitCode == 0)
        #expect(result.stdout == plain.stdout)
        #expect(result.stderr.components(separatedBy: "warning: the cache folder").count == 2, "\(result.stderr)")
        let empty = try ToolProcess.run(["scan", repo.root, "--cache-dir", ""])
        #expect(empty.exitCode != 0 && empty.stderr.contains("--cache-dir is empty"), "\(empty.stderr)")
    }

    @Test func aRelativeXDGCacheHomeIsIgnored() {
        #expect(ResultCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relcache", "HOME": "/home/u"])?.path == "/home/u/.cache/migrate-audit")
        #expect(ResultCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/var/cache", "HOME": "/home/u"])?.path == "/var/cache/migrate-audit")
    }

    @Test func anEmptyHomeNeverPutsTheCacheInTheScannedFolder() throws {
        let passwd = { "/home/pw" }
        #expect(ResultCache.defaultDirectory(environment: ["HOME": ""], passwdHome: passwd)?.path == "/home/pw/.cache/migrate-audit")
        #expect(ResultCache.defaultDirectory(environment: ["HOME": "rel", "XDG_CACHE_HOME": ""], passwdHome: passwd)?.path == "/home/pw/.cache/migrate-audit")
        #expect(ResultCache.defaultDirectory(environment: [:], passwdHome: { nil }) == nil)
        #expect(ResultCache.defaultDirectory(environment: ["HOME": ""], passwdHome: { "" }) == nil)
        // (Not run as a process: the tool would then fill the real passwd home's cache of whoever runs the tests.)
    }

    @Test func aReportIsReusedUnderAnotherCommitWithTheSameTree() throws {
        let repo = try monorepo()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path], timings: true)
        #expect(!first.stderr.contains("timing: cached report"))

        try repo.write("server/main.js", "console.log('v2');\n")
        let second = try repo.commitAll("server only")
        let uncached = try scan(repo, ["--ref", "HEAD", "--no-cache"]).report
        let warm = try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path], timings: true)
        #expect(warm.stderr.contains("timing: cached report"), "web's tree did not change: the report is reused")
        #expect(warm.report == uncached, "the same report, naming the new commit")
        #expect(warm.report.contains(second))
        #expect(first.report != uncached, "the commits differ, so the reports do")
        let earlier = try scan(repo, ["--ref", "HEAD~1", "--cache-dir", cache.path], timings: true)
        #expect(earlier.stderr.contains("timing: cached report"))
        #expect(earlier.report == (try scan(repo, ["--ref", "HEAD~1", "--no-cache"]).report))
        #expect(earlier.report.replacingOccurrences(of: "HEAD~1", with: "HEAD") == first.report)
    }

    @Test func nodeModulesInstalledAfterAScanAreSeen() throws {
        // The revision has no node_modules: the dependency audit reads the working directory's.
        let repo = try monorepo()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let before = try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path]).report
        #expect(try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path], timings: true).stderr.contains("timing: cached report"))

        try repo.write("web/node_modules/legacy-widget/package.json", #"{ "name": "legacy-widget", "version": "1.2.0", "main": "index.js" }"#)
        try repo.write("web/node_modules/legacy-widget/index.js", "module.exports = function widget(url) { return url; };\n")
        let installed = try scan(repo, ["--ref", "HEAD", "--no-cache"]).report
        #expect(installed != before, "the installed package changes the dependency audit")
        let warm = try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path], timings: true)
        #expect(!warm.stderr.contains("timing: cached report"))
        #expect(warm.report == installed)

        // An edit inside the package is seen too.
        try repo.write("web/node_modules/legacy-widget/index.js", "export default function widget(url) { return url; }\n")
        let edited = try scan(repo, ["--ref", "HEAD", "--no-cache"]).report
        #expect(edited != installed)
        #expect(try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path]).report == edited)
    }

    @Test func configurationOnDiskIsPartOfTheKey() throws {
        let repo = try monorepo()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let all = try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path]).report
        try repo.write("web/.migrate-audit.json", #"{ "version": 1, "exclude": ["src/b.js"] }"#)
        let uncached = try scan(repo, ["--ref", "HEAD", "--no-cache"]).report
        #expect(uncached != all)
        #expect(!uncached.contains("src/b.js"))
        #expect(try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path]).report == uncached)
        #expect(try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path, "--vite", "7"]).report
            == (try scan(repo, ["--ref", "HEAD", "--no-cache", "--vite", "7"]).report))
    }

    @Test func aDamagedReportEntryIsIgnored() throws {
        let repo = try monorepo()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let uncached = try scan(repo, ["--ref", "HEAD", "--no-cache"]).report
        #expect(try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path]).report == uncached)
        let entries = (FileManager.default.enumerator(at: cache, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { !$0.hasDirectoryPath }
        #expect(!entries.isEmpty)
        for entry in entries {
            var data = try Data(contentsOf: entry)
            data[data.count / 2] ^= 0x55
            try data.write(to: entry)
        }
        let damaged = try scan(repo, ["--ref", "HEAD", "--cache-dir", cache.path], timings: true)
        #expect(!damaged.stderr.contains("timing: cached report"))
        #expect(damaged.report == uncached)
    }

    @Test func aReportBuiltWhileABlobWasMissingIsNotKept() throws {
        // As in a partial clone whose objects are fetched later: package.json's blob is away during one scan.
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "dependencies": { "react": "^16.14.0", "react-scripts": "4.0.3" } }"#)
        try repo.write("src/index.js", "import React from 'react';\nReactDOM.render(<App />, root);\n")
        try repo.commitAll("first")
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        func run(_ extra: [String]) throws -> String { try report(of: repo.root, extra) }
        let complete = try run(["--no-cache"])
        let blob = try repo.objectID("HEAD:package.json")
        let object = repo.gitDirectory + "/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2)
        try FileManager.default.moveItem(atPath: object, toPath: object + ".away")
        // Written, with the gap named, and exit code 2 (a report with gaps).
        let partialRun = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--cache-dir", cache.path])
        #expect(partialRun.exitCode == 2)
        #expect(partialRun.stdout != complete, "the missing manifest changes the report")
        try FileManager.default.moveItem(atPath: object + ".away", toPath: object)
        #expect(try run(["--cache-dir", cache.path]) == complete)
    }

    @Test func fileNamesSpelledInTwoUnicodeFormsStayApart() throws {
        // "café" precomposed (NFC) and decomposed (NFD): equal as Swift strings, two files on disk.
        let repo = try RepoBuilder()
        try repo.write("src/caf\u{E9}.js", "module.exports = process.env.A;\n")
        try repo.write("src/cafe\u{301}.js", "\n\nmodule.exports = process.env.B;\n")
        try repo.commitAll("two spellings")
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        func run(_ extra: [String]) throws -> Data { Data(try report(of: repo.root, extra).utf8) }
        let uncached = try run(["--no-cache"])
        #expect(uncached.range(of: Data("cafe\u{301}.js".utf8)) != nil)
        #expect(try run(["--cache-dir", cache.path]) == uncached)
        #expect(try run(["--cache-dir", cache.path]) == uncached, "the reused report keeps both spellings")
    }

    @Test func aFileAddedElsewhereChangesAnUnchangedFilesFindingsOnlyThroughItsQuestions() throws {
        // loader.js's finding depends on whether pages/ has sub-folders: adding one must reach its cached findings,
        // although loader.js itself did not change (per-file results are kept by the questions asked of the path set).
        let repo = try RepoBuilder()
        try repo.write("src/loader.js", "export const load = (name) => import(`./pages/${name}.js`);\n")
        try repo.write("src/pages/home.js", "export default 1;\n")
        try repo.write("src/other.js", "module.exports = process.env.API_URL;\n")
        try repo.commitAll("flat pages")
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let flat = try report(of: repo.root, ["--cache-dir", cache.path])
        #expect(flat == (try report(of: repo.root, ["--no-cache"])))
        #expect(!flat.contains("only if a variable spans folders"))

        try repo.write("src/pages/admin/users.js", "export default 2;\n")
        try repo.commitAll("a nested page")
        let uncached = try report(of: repo.root, ["--no-cache"])
        #expect(uncached.contains("only if a variable spans folders"), "the nested folder is now reported at loader.js")
        #expect(try report(of: repo.root, ["--cache-dir", cache.path]) == uncached)

        try repo.write("src/unrelated.js", "export default 3;\n")
        try repo.commitAll("an unrelated file")
        #expect(try report(of: repo.root, ["--cache-dir", cache.path]) == (try report(of: repo.root, ["--no-cache"])))
    }

    @Test func aWorkingTreeReportIsReusedUntilAFileChanges() throws {
        let repo = try monorepo()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try scan(repo, ["--cache-dir", cache.path], timings: true)
        #expect(!first.stderr.contains("timing: cached report"))
        let warm = try scan(repo, ["--cache-dir", cache.path], timings: true)
        #expect(warm.stderr.contains("timing: cached report"))
        #expect(warm.report == first.report)
        #expect(warm.report == (try scan(repo, ["--no-cache"]).report))

        // An uncommitted edit, then a new untracked file: each is a different working tree.
        try repo.write("web/src/b.js", "module.exports = require('./index') + process.env.OTHER;\n")
        let edited = try scan(repo, ["--cache-dir", cache.path], timings: true)
        #expect(!edited.stderr.contains("timing: cached report"))
        #expect(edited.report == (try scan(repo, ["--no-cache"]).report))
        #expect(edited.report.contains("OTHER"))
        try repo.write("web/src/c.js", "export const c = process.env.THIRD;\n")
        let added = try scan(repo, ["--cache-dir", cache.path], timings: true)
        #expect(!added.stderr.contains("timing: cached report"))
        #expect(added.report.contains("THIRD"))
        #expect(added.report == (try scan(repo, ["--no-cache"]).report))

        // Committing changes the commit the report names, not its findings: reused, naming the new commit.
        let commit = try repo.commitAll("edits")
        let committed = try scan(repo, ["--cache-dir", cache.path], timings: true)
        #expect(committed.stderr.contains("timing: cached report"))
        #expect(committed.report.contains(commit))
        #expect(committed.report == (try scan(repo, ["--no-cache"]).report))
    }

    @Test func aWorkingTreeReportSeesIgnoredPackagesAndTheWorkspaceAboveIt() throws {
        // Neither node_modules (ignored) nor the root manifest and lockfile (outside the scanned folder) is listed.
        let repo = try monorepo()
        try repo.write(".gitignore", "node_modules/\n")
        try repo.commitAll("ignore packages")
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let before = try scan(repo, ["--cache-dir", cache.path]).report
        #expect(try scan(repo, ["--cache-dir", cache.path], timings: true).stderr.contains("timing: cached report"))

        // The folder above becomes a workspace with the package hoisted: the audit now reads there.
        try repo.write("node_modules/legacy-widget/package.json", #"{ "name": "legacy-widget", "version": "1.2.0", "main": "index.js" }"#)
        try repo.write("node_modules/legacy-widget/index.js", "module.exports = function widget(url) { return url; };\n")
        try repo.write("package.json", #"{ "name": "root", "private": true, "workspaces": ["web"] }"#)
        let hoisted = try scan(repo, ["--no-cache"]).report
        #expect(hoisted != before, "the hoisted package changes the dependency audit")
        let warm = try scan(repo, ["--cache-dir", cache.path], timings: true)
        #expect(!warm.stderr.contains("timing: cached report"), "a workspace declared above the scanned folder")
        #expect(warm.report == hoisted)
        #expect(try scan(repo, ["--cache-dir", cache.path], timings: true).stderr.contains("timing: cached report"))

        // An edit inside the ignored package is seen too.
        try repo.write("node_modules/legacy-widget/index.js", "export default function widget(url) { return url; }\n")
        let edited = try scan(repo, ["--no-cache"]).report
        #expect(edited != hoisted)
        let afterEdit = try scan(repo, ["--cache-dir", cache.path], timings: true)
        #expect(!afterEdit.stderr.contains("timing: cached report"))
        #expect(afterEdit.report == edited)
    }

    @Test func aFileEditedDuringAWorkingTreeScanKeepsNothingInTheCache() throws {
        // The edit lands after the file was read (phase A) and before the results are stored: they were computed
        // from bytes the listed id no longer names... or from bytes it does, which cannot be told. Nothing is kept.
        let repo = try monorepo()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        func keptEntries() -> [String] {
            (FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String] ?? []).filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: cache.path + "/" + name, isDirectory: &isFolder) && !isFolder.boolValue
            }
        }
        // A file stamped in the clock tick the listing starts in counts as edited: each scan starts once the tick of
        // the last write is over (a spin on the file clock, at most one tick: a condition, not a guessed delay).
        func waitForTheNextTick() {
            let written = FileClock.now()
            while FileClock.now() <= written {}
        }
        let request = ScanRequest(path: repo.path("web"), cacheDirectory: cache)
        waitForTheNextTick()
        let edited = URL(fileURLWithPath: repo.path("web/src/b.js"))
        _ = try Scanner().scan(request, progress: { progress in
            if progress.phase == .rules { try? Data("module.exports = 'edited mid-scan';\n".utf8).write(to: edited) }
        })
        #expect(keptEntries().isEmpty, "\(keptEntries())")

        // The control: the same scan with nothing edited keeps its report and per-file results.
        waitForTheNextTick()
        _ = try Scanner().scan(request)
        #expect(keptEntries().contains { $0.hasPrefix("reports-v1/") })
        #expect(keptEntries().contains { $0.hasPrefix("packs-v1/") })
    }
}
