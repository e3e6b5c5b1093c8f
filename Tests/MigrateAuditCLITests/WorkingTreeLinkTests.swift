import Foundation
import GitTestSupport
import Testing

/// Markdown links of a working-tree scan point at the HEAD commit's blob, so they are made only for files whose
/// content is the commit's: an edited, staged or untracked file's line at the commit is another line, or none.
@Suite struct WorkingTreeLinkTests {
    private let blob = "https://git.example.org/acme/app/blob/"

    /// A repository with a web address whose files, each holding a finding on line 1, are committed; and the commit.
    private func committedRepository(_ names: [String]) throws -> (RepoBuilder, String) {
        let repo = try RepoBuilder()
        try repo.setConfig("remote.origin.url", "https://git.example.org/acme/app.git")
        for (index, name) in names.enumerated() { try repo.write(name, "const v = process.env.REACT_APP_\(index);\n") }
        return (repo, try repo.commitAll("before"))
    }

    @Test func onlyFilesWhoseContentIsTheCommitsAreLinked() throws {
        let (repo, head) = try committedRepository(["src/edited.js", "src/staged.js", "src/clean.js"])
        // The reviewer's repro: three lines inserted at the top of a tracked file, an untracked file added; and an
        // edit staged but not committed (the index's id is not HEAD's).
        try repo.write("src/edited.js", "// one\n// two\n// three\nconst v = process.env.REACT_APP_0;\n")
        try repo.write("src/staged.js", "\nconst v = process.env.REACT_APP_1;\n")
        try repo.stageAll()
        try repo.write("src/new.js", "const d = process.env.REACT_APP_D;\n")

        let result = try ToolProcess.run(["scan", repo.root, "--format", "markdown", "-o", "-", "--no-cache"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let markdown = result.stdout
        #expect(markdown.contains("[src/clean.js:1](\(blob)\(head)/src/clean.js#L1)"), "\(markdown)")
        for (file, line) in [("src/edited.js", 4), ("src/staged.js", 2), ("src/new.js", 1)] {
            #expect(markdown.contains("| \(file):\(line) |"), "\(file) is listed without a link")
            #expect(!markdown.contains("\(blob)\(head)/\(file)"), "\(file) is not linked to the commit")
        }
        #expect(markdown.contains("- **Commit:** \(head) — the working tree has uncommitted changes: 3 files with findings differ from this commit and are not linked to it"))

        let json = try ToolProcess.run(["scan", repo.root, "--format", "json", "--no-cache"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let source = try #require(report["source"] as? [String: Any])
        #expect(source["uncommittedFiles"] as? [String] == ["src/edited.js", "src/new.js", "src/staged.js"])

        // Once committed, every file is the commit's again, also from a cached report of the same content.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("links-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let warm = try ToolProcess.run(["scan", repo.root, "--format", "json", "--cache-dir", cache.path])
        #expect(warm.exitCode == 0, "the scan that fills the cache: \(warm.stderr)")
        let committed = try repo.commitAll("after")
        let again = try ToolProcess.run(["scan", repo.root, "--format", "markdown", "-o", "-", "--cache-dir", cache.path])
        #expect(again.stdout.contains("[src/edited.js:4](\(blob)\(committed)/src/edited.js#L4)"), "\(again.stdout)")
        #expect(!again.stdout.contains("uncommitted changes"))
    }

    @Test func aRevisionScanLinksEveryFile() throws {
        let (repo, head) = try committedRepository(["src/a.js"])
        try repo.write("src/a.js", "\n\nconst v = process.env.REACT_APP_0;\n")
        let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "markdown", "-o", "-", "--no-cache"])
        #expect(result.stdout.contains("[src/a.js:1](\(blob)\(head)/src/a.js#L1)"), "\(result.stdout)")
    }
}
