import AuditModel
import Foundation
import GitTestSupport
@testable import ScanEngine
import Testing

/// The commands a scan's warnings suggest (scan a submodule on its own, initialise it, scan a workspace package) name
/// paths from the folder the scan was run in, so that they work pasted there: `migrate-audit scan web` says
/// `migrate-audit scan 'web/libs/ui my'`, not `'libs/ui my'`, which from the repository's root is another folder or none.
@Suite struct SuggestedCommandPathsTests {
    /// A repository whose `web` project has a submodule in `libs/ui my` (committed at `submodule`, its folder empty, as
    /// a clone without --recurse-submodules leaves it) and a workspace package `packages/app` built with react-scripts.
    private func project() throws -> (repo: RepoBuilder, submodule: String) {
        let repo = try RepoBuilder()
        try repo.write("web/package.json", #"{"name":"web","private":true,"workspaces":["packages/*"]}"# + "\n")
        try repo.write("web/packages/app/package.json", #"{"name":"app","dependencies":{"react-scripts":"5.0.1"}}"# + "\n")
        try repo.write("web/src/a.js", "export const a = process.env.REACT_APP_A;\n")
        let first = try repo.commitAll("web")
        try repo.stageGitlink("web/libs/ui my", commit: first)
        try repo.commitAll("submodule")
        try FileManager.default.createDirectory(atPath: repo.path("web/libs/ui my"), withIntermediateDirectories: true)
        return (repo, first)
    }

    private func warning(_ report: ScanReport, _ file: String) throws -> String {
        try #require(report.warnings.first { $0.file == file }?.message, "\(report.warnings)")
    }

    @Test func fromTheRepositoryRootTheCommandsNameThePathFromThere() throws {
        let (repo, submodule) = try project()
        let root = URL(fileURLWithPath: repo.root), web = URL(fileURLWithPath: repo.path("web"))
        let cache = ["--cache-dir", repo.temporaryFolder + "/cache"]
        for caching in [["--no-cache"], cache] {
            // Run in `web` first: with the cache on, the runs from the root below are served its report.
            let inWeb = try ToolProcess.scanReport(caching, in: web)
            // git takes the submodule's path only in its parent repository, from its root here.
            #expect(try warning(inWeb, "libs/ui my").contains(
                "run `git -C .. submodule update --init 'web/libs/ui my'`, then scan it on its own (migrate-audit scan 'libs/ui my')"), "\(caching)")
            #expect(try warning(inWeb, "packages/app/package.json").hasSuffix("is audited when it is scanned itself: migrate-audit scan packages/app"))

            let fromRoot = try ToolProcess.scanReport(["web"] + caching, in: root)
            #expect(try warning(fromRoot, "libs/ui my").contains(
                "run `git submodule update --init 'web/libs/ui my'`, then scan it on its own (migrate-audit scan 'web/libs/ui my')"), "\(caching)")
            #expect(try warning(fromRoot, "packages/app/package.json").hasSuffix(
                "is audited when it is scanned itself: migrate-audit scan web/packages/app"), "\(caching)")

            let atRevision = try ToolProcess.scanReport(["./web/", "--ref", "HEAD"] + caching, in: root)
            #expect(try warning(atRevision, "libs/ui my").contains(
                "(migrate-audit scan 'web/libs/ui my' --ref \(submodule.prefix(12)), in a checkout of it)"), "\(caching)")
            #expect(try warning(atRevision, "packages/app/package.json").hasSuffix("migrate-audit scan web/packages/app"), "\(caching)")

            let fromOutside = try ToolProcess.scanReport(["repo/web"] + caching, in: root.deletingLastPathComponent())
            #expect(try warning(fromOutside, "libs/ui my").contains(
                "run `git -C repo submodule update --init 'web/libs/ui my'`, then scan it on its own (migrate-audit scan 'repo/web/libs/ui my')"), "\(caching)")
        }
        // Checked out, the submodule is only to be scanned: from the folder above, through `..`.
        try repo.write("web/libs/ui my/.git", "gitdir: ../../../.git/modules/ui\n")
        for caching in [["--no-cache"], cache] {
            let fromSource = try ToolProcess.scanReport([".."] + caching, in: web.appendingPathComponent("src"))
            #expect(try warning(fromSource, "libs/ui my")
                == "a git submodule: its files are not scanned with this repository; scan it on its own (migrate-audit scan '../libs/ui my')", "\(caching)")
            #expect(try warning(fromSource, "packages/app/package.json").hasSuffix("migrate-audit scan ../packages/app"), "\(caching)")
        }
    }

    /// Scanning the uninitialised submodule itself is refused with the command that initialises it, which names the
    /// parent repository from the current folder (`git -C`) and the submodule's path in it: git takes that path only
    /// inside the parent repository, and from outside it answers "not a git repository".
    @Test func anUninitialisedSubmoduleScannedItselfIsNamedFromItsRepository() throws {
        let (repo, _) = try project()
        for (arguments, folder, said) in [
            (["libs/ui my"], "web", "git -C .. submodule update --init 'web/libs/ui my'"),
            ([], "web/libs/ui my", "git -C ../../.. submodule update --init 'web/libs/ui my'"),
            (["web/libs/ui my", "--ref", "HEAD"], "", "git submodule update --init 'web/libs/ui my'"),
            // Outside the repository: relative, and absolute.
            (["repo/web/libs/ui my"], "..", "git -C repo submodule update --init 'web/libs/ui my'"),
            ([repo.path("web/libs/ui my")], "..", "git -C \(repo.root) submodule update --init 'web/libs/ui my'"),
        ] {
            let result = try ToolProcess.run(["scan", "--no-cache"] + arguments, in: URL(fileURLWithPath: repo.path(folder)))
            #expect(result.exitCode == 2, "\(result.stderr)")
            #expect(result.stderr.contains("`\(said)` and scan again"), "\(result.stderr)")
        }
    }

    /// A path that climbs out of the scanned folder (`../x`) is joined without the detour when the folder is no link.
    @Test func pathsAreJoinedToTheScanPathAsGiven() throws {
        #expect(SuggestedCommandPaths(givenPath: ".").shown("libs/ui") == "libs/ui")
        #expect(SuggestedCommandPaths(givenPath: "./").shown("../x") == "../x")
        #expect(SuggestedCommandPaths(givenPath: "web/").shown("libs/ui") == "web/libs/ui")
        #expect(SuggestedCommandPaths(givenPath: "./web").shown("../x") == "x")
        #expect(SuggestedCommandPaths(givenPath: "..").shown("../x") == "../../x")
        #expect(SuggestedCommandPaths(givenPath: "/repo/web").shown("../x") == "/repo/x")
        #expect(SuggestedCommandPaths(givenPath: "/").shown("../x") == "/x")
    }

    /// Through a symbolic link, `link/..` is the link's target's parent: the path keeps the detour rather than name
    /// the folder beside the link.
    @Test func aLinkedFolderKeepsItsParentDetour() throws {
        let (repo, _) = try project()
        let elsewhere = repo.temporaryFolder + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: elsewhere + "/app", withDestinationPath: repo.path("web/packages/app"))
        #expect(SuggestedCommandPaths(givenPath: elsewhere + "/app").shown("../other") == elsewhere + "/app/../other")
        try FileManager.default.createDirectory(atPath: repo.path("web/packages/other"), withIntermediateDirectories: true)
        #expect(SuggestedCommandPaths(givenPath: elsewhere + "/app").shown("../other") == elsewhere + "/app/../other")
    }
}
