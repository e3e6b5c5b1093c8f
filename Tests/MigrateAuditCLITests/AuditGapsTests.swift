import AuditModel
import Foundation
import GitTestSupport
import Testing

/// A scan that audited nothing, or only part of the project, must not pass CI: a folder with no source file and no
/// package.json is an input error, and a package.json that is not JSON fails the run after its report is written,
/// as an unreadable file does.
@Suite struct AuditGapsTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audit-gaps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFolderWithNoSourceAndNoManifestIsAnInputErrorNamingIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# notes\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let result = try ToolProcess.run(["scan", folder.path, "--no-git", "--no-cache", "--fail-on", "info"])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "no report of nothing: \(result.stdout)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: nothing to audit in \(folder.standardizedFileURL.path): it holds no JavaScript or TypeScript source file and no package.json"), "\(result.stderr)")
        #expect(result.stderr.contains("are you in the project folder?") && result.stderr.contains("`migrate-audit scan path/to/app`"), "\(result.stderr)")
        // The same from inside a git repository, at its root.
        let repo = try RepoBuilder()
        try repo.write("docs/notes.md", "# notes\n")
        try repo.commitAll("docs")
        let inRepository = try ToolProcess.run(["scan", repo.root, "--no-cache"])
        #expect(inRepository.exitCode == 2 && inRepository.stderr.contains("error: nothing to audit in"), "\(inRepository.stderr)")
    }

    /// A folder with source the scan could not read (here one git ignores) is not "a folder with no source file": the
    /// error gives the reason the listing met, and what to do.
    @Test func aFolderThatCouldNotBeListedSaysWhyNotThatItHoldsNoSource() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        try repo.write(".gitignore", "generated/\n")
        try repo.write("generated/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("app")
        let result = try ToolProcess.run(["scan", repo.path("generated"), "--no-cache"])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: nothing could be audited in ") && result.stderr.contains("'generated' is ignored by git")
            && result.stderr.contains("--no-git"), "\(result.stderr)")
        #expect(!result.stderr.contains("holds no JavaScript"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test(arguments: [("package.json", "{\"name\":\"app\"}\n"), ("index.js", "export const a = 1;\n")])
    func aManifestOrASourceAloneIsSomethingToAudit(_ file: String, _ content: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try content.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        let result = try ToolProcess.run(["scan", folder.path, "--no-git", "--no-cache"])
        #expect(result.exitCode == 0, "\(result.stderr)")
    }

    @Test func aMalformedRootManifestFailsTheRunAfterTheReportIsWrittenEvenFromTheCache() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"x\",\n")
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.commitAll("broken manifest")
        let cache = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let report = repo.path("audit.json")
        // Twice: a report with this gap is not cached, so the second run fails as the first did.
        for _ in 0..<2 {
            let result = try ToolProcess.run(["scan", repo.root, "--cache-dir", cache.path, "--format", "json", "-o", report])
            #expect(result.exitCode == 2, "\(result.stderr)")
            #expect(result.stderr.contains("wrote \(report)\nerror: the report has gaps: package.json is malformed at line 2, column 1: unterminated object"), "\(result.stderr)")
            #expect(result.stderr.hasSuffix("fix the JSON and scan again\n"), "\(result.stderr)")
            let written = try ReportCoding.decode(ScanReport.self, from: Data(contentsOf: URL(fileURLWithPath: report)))
            #expect(written.warnings.filter(\.isUnread).map(\.file) == ["package.json"], "\(written.warnings)")
            try FileManager.default.removeItem(atPath: report)
        }
    }

    /// A lockfile left with a merge conflict's markers is not read: locked versions are unknown (a revision has no
    /// node_modules to read them from) and drifted installs go unsaid, a gap as a malformed package.json is, at the
    /// working tree and at a revision, and never cached. Beside a lockfile that was read, it is only a warning.
    @Test func aMalformedLockfileFailsTheRunAfterTheReportIsWrittenUnlessAnotherWasRead() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "x", "dependencies": { "react": "^16.14.0" } }"#)
        try repo.write("src/a.js", "import React from 'react';\nexport const a = React;\n")
        let conflicted = """
            {
              "name": "x",
            <<<<<<< HEAD
              "lockfileVersion": 2,
            =======
              "lockfileVersion": 3,
            >>>>>>> feature
              "packages": {}
            }

            """
        try repo.write("package-lock.json", conflicted)
        try repo.commitAll("a conflict committed")
        let cache = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let report = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("audit.json").path
        for revision in [[], [], ["--ref", "HEAD"], ["--ref", "HEAD"]] {
            let result = try ToolProcess.run(["scan", repo.root, "--cache-dir", cache.path, "--format", "json", "-o", report] + revision)
            #expect(result.exitCode == 2, "\(revision): \(result.stderr)")
            #expect(result.stderr.contains("wrote \(report)\nerror: the report has gaps: package-lock.json is malformed at line 3, column 1"), "\(result.stderr)")
            let written = try ReportCoding.decode(ScanReport.self, from: Data(contentsOf: URL(fileURLWithPath: report)))
            #expect(written.warnings.filter(\.isUnread).map(\.file) == ["package-lock.json"], "\(written.warnings)")
            try FileManager.default.removeItem(atPath: report)
        }
        try repo.write("yarn.lock", "# yarn lockfile v1\n\nreact@^16.14.0:\n  version \"16.14.0\"\n")
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let written = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        #expect(written.warnings.filter(\.isUnread).isEmpty, "\(written.warnings)")
        #expect(written.warnings.contains { $0.file == "package-lock.json" && $0.message.hasSuffix("locked versions were read from yarn.lock instead") }, "\(written.warnings)")
        #expect(written.dependencies.first { $0.name == "react" }?.version == "16.14.0")
    }

    /// A folder this user may not open hides its files from libgit2's status, which walks past it without a word and
    /// calls its tracked files deleted: the report must not leave them out unsaid. Root opens every folder, so as root
    /// the scan runs as nobody through setpriv.
    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs a user that cannot open the folder"))
    func aTrackedFolderThisUserMayNotOpenIsAGapNotADeletion() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"app\"}\n")
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.write("src/secret/s.js", "export const s = process.env.REACT_APP_S;\n")
        try repo.write("src/gone/g.js", "export const g = process.env.REACT_APP_G;\n")
        try repo.commitAll("one")
        try repo.remove("src/gone/g.js")  // really deleted: no gap
        let secret = repo.path("src/secret")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.temporaryFolder)  // for nobody
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: secret)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: secret) }
        let launcher = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--trust-repository", "--format", "json"],
                                         environment: ["HOME": FileManager.default.temporaryDirectory.path], launcher: launcher)
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("the report has gaps"), "\(result.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        #expect(report.findings.map(\.file) == ["src/a.js"])
        let unread = report.warnings.filter(\.isUnread)
        #expect(unread.map(\.file) == ["src/secret"], "\(report.warnings)")
        #expect(unread.first.map { $0.message.hasPrefix("cannot open folder (Permission denied), so its tracked file and any untracked ones were not read") && $0.message.contains("--ref HEAD") } == true,
                "\(unread)")
        // Scanned itself, it is not "a folder with no source file" either.
        let itself = try ToolProcess.run(["scan", secret, "--no-cache", "--trust-repository"],
                                         environment: ["HOME": FileManager.default.temporaryDirectory.path], launcher: launcher)
        #expect(itself.exitCode == 2 && itself.stderr.contains("nothing could be audited in") && itself.stderr.contains("cannot open folder (Permission denied)"),
                "\(itself.stderr)")
    }
}
