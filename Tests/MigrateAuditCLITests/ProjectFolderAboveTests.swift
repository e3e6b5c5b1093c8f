import AuditModel
import Foundation
import GitTestSupport
@testable import ScanEngine
import Testing

/// A scan run in a subfolder of the project (`cd src && migrate-audit scan`) says where the project is, how to
/// scan it, and which of its configuration files this scan did not read, rather than silently auditing less.
@Suite struct ProjectFolderAboveTests {
    /// The app of the report: package.json and build, Babel and Jest configuration at the root, code in `src`.
    private func app() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\",\"dependencies\":{}}\n")
        try repo.write("webpack.config.js", "module.exports = { entry: './src/a.js' };\n")
        try repo.write(".babelrc", "{}\n")
        try repo.write("jest.config.js", "module.exports = {};\n")
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("app")
        return repo
    }

    private func manifestWarning(_ report: ScanReport) -> String? {
        report.warnings.first { $0.file == "package.json" }?.message
    }

    @Test func aScanOfASubfolderNamesTheProjectAboveAndWhatItDidNotRead() throws {
        let repo = try app()
        let report = try ToolProcess.scanReport(["--no-cache"], in: URL(fileURLWithPath: repo.path("src")))
        let message = try #require(manifestWarning(report))
        #expect(message.hasPrefix("no package.json at the scanned root; only imported packages were audited; "), "\(message)")
        #expect(message.hasSuffix(".. has a package.json and looks like the project folder: scan it with `migrate-audit scan ..`; "
            + "this scan did not read its webpack.config.js, .babelrc, jest.config.js"), "\(message)")
        // Named as the user named the folder, and at the scanned revision.
        let fromRoot = try ToolProcess.scanReport(["src", "--no-cache", "--ref", "HEAD"], in: URL(fileURLWithPath: repo.root))
        #expect(manifestWarning(fromRoot)?.contains("scan it with `migrate-audit scan . --ref HEAD`") == true, "\(fromRoot.warnings)")
    }

    /// The suggested command is pasted into a shell: a folder named with a space is quoted, or it would scan `my`.
    @Test func theSuggestedCommandQuotesAFolderNameWithASpace() throws {
        let repo = try RepoBuilder()
        try repo.write("web app/package.json", "{\"name\":\"app\",\"dependencies\":{}}\n")
        try repo.write("web app/src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("app in a folder with a space")
        let report = try ToolProcess.scanReport(["web app/src", "--no-cache", "--ref", "HEAD~0"], in: URL(fileURLWithPath: repo.root))
        let message = try #require(manifestWarning(report))
        #expect(message.contains("web app has a package.json and looks like the project folder: scan it with `migrate-audit scan 'web app' --ref 'HEAD~0'`"),
                "\(message)")
    }

    /// A path through a symbolic link (`linked` → the repository's `src`) has a lexical parent that is not the project:
    /// the folder named is the one the package.json is in, not the link's own folder.
    @Test func aFolderReachedThroughALinkNamesTheProjectWhereItIs() throws {
        let repo = try app()
        let elsewhere = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: elsewhere.appendingPathComponent("linked").path, withDestinationPath: repo.path("src"))
        let root = URL(fileURLWithPath: repo.root).resolvingSymlinksInPath().path
        for extra in [[], ["--ref", "HEAD"]] {
            let report = try ToolProcess.scanReport(["linked", "--no-cache"] + extra, in: elsewhere)
            let message = try #require(manifestWarning(report))
            #expect(message.contains("; \(root) has a package.json and looks like the project folder: scan it with `migrate-audit scan \(root)"),
                    "\(extra): \(message)")
        }
    }

    @Test func theWalkStaysInTheRepositoryAndWithoutGitStopsAtTheFirstManifest() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = 1;\n")
        try repo.commitAll("no manifest in the repository")
        // A package.json outside the repository, above its root: not the project of a git scan.
        let outside = URL(fileURLWithPath: repo.temporaryFolder)
        try "{\"name\":\"outer\"}\n".write(to: outside.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try "{}\n".write(to: outside.appendingPathComponent("tsconfig.json"), atomically: true, encoding: .utf8)
        let inGit = try ToolProcess.scanReport([repo.path("src"), "--no-cache"])
        #expect(manifestWarning(inGit) == "no package.json at the scanned root; only imported packages were audited", "\(inGit.warnings)")
        // Without git the walk goes up the disk, to the first folder with a package.json.
        let plain = try ToolProcess.scanReport([repo.path("src"), "--no-git", "--no-cache"])
        #expect(manifestWarning(plain)?.hasSuffix("\(outside.standardizedFileURL.path) has a package.json and looks like the project folder: scan it with "
            + "`migrate-audit scan \(outside.standardizedFileURL.path) --no-git`; this scan did not read its tsconfig.json") == true, "\(plain.warnings)")
    }

    @Test func aFolderWithNothingToAuditNamesTheProjectAbove() throws {
        let repo = try app()
        try FileManager.default.createDirectory(atPath: repo.path("docs"), withIntermediateDirectories: true)
        let result = try ToolProcess.run(["scan", "--no-cache"], in: URL(fileURLWithPath: repo.path("docs")))
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("no package.json; .. has a package.json and looks like the project folder: scan it with `migrate-audit scan ..`"), "\(result.stderr)")
    }

    @Test(arguments: [
        (".", 1, ".."), ("./", 2, "../.."), ("src", 1, "."), ("app/src", 1, "app"), ("app/src/components", 2, "app"), ("../x", 2, "../.."), ("..", 1, "../.."),
    ])
    func theCommandNamesTheFolderAsTheUserWouldType(_ given: String, _ levels: Int, _ expected: String) {
        #expect(ProjectFolderAbove.shownPath(given: given, absolute: "/unused", levelsUp: levels) == expected)
    }

    @Test func anAbsolutePathStaysAbsolute() {
        #expect(ProjectFolderAbove.shownPath(given: "/home/me/app/src", absolute: "/home/me/app/src", levelsUp: 1) == "/home/me/app")
    }
}
