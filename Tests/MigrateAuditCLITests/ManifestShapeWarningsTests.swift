import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Declarations of the wrong type and a lockfile cut off mid-entry are said, never read as nothing.
@Suite struct ManifestShapeWarningsTests {
    private func warnings(_ repo: RepoBuilder, file: String) throws -> [String] {
        try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"]).warnings.filter { $0.file == file }.map(\.message)
    }

    @Test func declarationsOfTheWrongTypeAreNamed() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"x\",\n\"dependencies\": [],\n\"devDependencies\": {\"react\": 16, \"jest\": \"^26.0.0\"}}\n")
        try repo.write("src/a.js", "import React from 'react';\n")
        let messages = try warnings(repo, file: "package.json")
        #expect(messages.contains { $0.hasPrefix("line 2, column 1: \"dependencies\" is an array; expected an object") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("line 3, column 21: \"devDependencies\" entry \"react\" is a number (16); expected a version range") }, "\(messages)")
    }

    @Test func aYarnLockCutOffMidEntryIsMalformedAtThatEntry() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"x\",\"dependencies\":{\"react\":\"^16.0.0\",\"react-router\":\"^3.0.0\"}}\n")
        try repo.write("yarn.lock", "# yarn lockfile v1\n\nreact@^16.0.0:\n  version \"16.14.0\"\n\nreact-router@^3.0.0:\n  vers")
        // Its locked versions went unread: a gap (exit code 2, after the report is written).
        let result = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache", "--format", "json"])
        #expect(result.exitCode == 2, "\(result.stderr)")
        let warnings = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8)).warnings.filter { $0.file == "yarn.lock" }
        #expect(warnings.contains { $0.isUnread && $0.message.hasPrefix("yarn.lock is malformed at line 6, column 1: entry 'react-router@^3.0.0' has no version") }, "\(warnings)")
    }

    /// A package.json that is a symbolic link (to a file of the project, or to nothing) or a folder is not absent: the
    /// run said "no package.json at the scanned root" and passed, although the manifest there was never read.
    @Test(arguments: ["link to a file", "dangling link", "folder"])
    func aManifestThatIsNoFileIsAGapNamedForWhatItIs(shape: String) throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.write("config/package.json", #"{"name":"x","dependencies":{"react-scripts":"4.0.0"}}"#)
        switch shape {
        case "link to a file": try repo.symlink("package.json", to: "config/package.json")
        case "dangling link": try repo.symlink("package.json", to: "missing.json")
        default: try repo.write("package.json/index.json", "{}")
        }
        try repo.commitAll("app")
        let link = "a symbolic link, which the scan does not follow (it reads only the tree itself, and a link may lead outside it or nowhere), "
        let cache = repo.temporaryFolder + "/cache"
        for mode in [["--cache-dir", cache], ["--cache-dir", cache], ["--no-git", "--no-cache"], ["--ref", "HEAD", "--cache-dir", cache], ["--ref", "HEAD", "--cache-dir", cache]] {
            let result = try ToolProcess.run(["scan", repo.root, "-f", "json"] + mode)
            #expect(result.exitCode == 2, "\(shape) \(mode): \(result.stderr)")
            #expect(result.stderr.contains("1 file could not be read (named in the report's warnings), so the report has gaps"), "\(shape) \(mode): \(result.stderr)")
            let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
            let named = report.warnings.filter { $0.file == "package.json" }
            // A working tree's or plain folder's dependency audit reads the disk, through the link to a file.
            let expected = switch shape {
            case "folder": "a folder, not a file, so the report lacks what the project's manifest decides"
            case "link to a file" where !mode.contains("--ref"):
                link + "so the report lacks the settings it holds (scripts, Jest, Babel and browserslist; its dependencies were read through the link on disk)"
            default: link + "so the report lacks what the project's manifest decides"
            }
            #expect(named.count == 1 && named[0].message.hasPrefix(expected) && named[0].isUnread, "\(shape) \(mode): \(named)")
        }
    }
}
