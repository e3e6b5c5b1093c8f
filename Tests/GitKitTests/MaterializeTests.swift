import Foundation
import GitKit
import GitTestSupport
import Testing

@Suite struct MaterializeTests {
    @Test func writesAnOlderRevisionWithoutTouchingTheWorkingTree() throws {
        let repo = try RepoBuilder()
        try repo.write("src/app.js", "old\n")
        try repo.write("bin/run.sh", "#!/bin/sh\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.path("bin/run.sh"))
        try repo.symlink("current.js", to: "src/app.js")
        try repo.commitAll("old")
        try repo.write("src/app.js", "new\n")
        try repo.write("src/added.js", "added\n")
        try repo.commitAll("new")
        try repo.write("src/app.js", "uncommitted\n")

        let repository = try Repository.discover(from: repo.root)
        let destination = repo.temporaryFolder + "/before"
        try repository.materialize(revision: "HEAD~1", into: destination)

        let materialized = DirectorySource(path: destination)
        #expect(try contents(of: materialized) == ["bin/run.sh": "#!/bin/sh\n", "src/app.js": "old\n"])
        let permissions = try FileManager.default.attributesOfItem(atPath: destination + "/bin/run.sh")[.posixPermissions] as? Int
        #expect(permissions.map { $0 & 0o100 != 0 } == true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: destination + "/current.js") == "src/app.js")
        // The repository's working tree and HEAD are as they were.
        #expect(try String(contentsOfFile: repo.path("src/app.js"), encoding: .utf8) == "uncommitted\n")
        let worktree = try contents(of: try WorkingTreeSource(repository: repository))
        #expect(worktree["src/added.js"] == "added\n")
        // No staging folder is left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: repo.temporaryFolder).filter { $0.contains("partial") }
        #expect(leftovers.isEmpty)
    }

    @Test func materializesFromABareRepository() throws {
        let repo = try RepoBuilder(bare: true)
        try repo.commitTree([.text("index.js", "bare\n")], message: "c")
        let destination = repo.temporaryFolder + "/out"
        try Repository.discover(from: repo.root).materialize(revision: "main", into: destination)
        #expect(try contents(of: DirectorySource(path: destination)) == ["index.js": "bare\n"])
    }

    @Test func refusesAFolderThatHasFilesAndLeavesThemAlone() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "a")
        try repo.commitAll("c")
        let destination = repo.temporaryFolder + "/busy"
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: destination + "/mine.txt"))
        #expect(throws: GitError.self) { try Repository.discover(from: repo.root).materialize(revision: "HEAD", into: destination) }
        #expect(try String(contentsOfFile: destination + "/mine.txt", encoding: .utf8) == "keep me")
    }

    @Test func unknownRevisionLeavesNothingBehind() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "a")
        try repo.commitAll("c")
        let destination = repo.temporaryFolder + "/never"
        #expect(throws: GitError.self) { try Repository.discover(from: repo.root).materialize(revision: "nope", into: destination) }
        #expect(!FileManager.default.fileExists(atPath: destination))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: repo.temporaryFolder).filter { $0.contains("partial") }
        #expect(leftovers.isEmpty)
    }
}
