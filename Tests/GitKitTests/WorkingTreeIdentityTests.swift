import Foundation
import GitTestSupport
import Testing

@testable import GitKit

/// What lets a working tree's results be cached: an id for the whole listing, and the check that no file
/// changed while it was read.
@Suite struct WorkingTreeIdentityTests {
    private func listing(_ repo: RepoBuilder) throws -> FileListing {
        try WorkingTreeSource(repository: try Repository.discover(from: repo.root)).listFiles()
    }

    @Test func theContentIDFollowsEveryPathModeAndContent() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "a\n")
        try repo.write("src/b.js", "b\n")
        try repo.commitAll("first")
        let committed = try #require(try listing(repo).contentID)
        #expect(try listing(repo).contentID == committed, "the same files: the same id")

        try repo.write("src/b.js", "edited\n")
        let edited = try #require(try listing(repo).contentID)
        #expect(edited != committed)
        try repo.write("src/b.js", "b\n")
        #expect(try listing(repo).contentID == committed, "edited back: the id comes back")

        try repo.write("src/c.js", "untracked\n")
        #expect(try listing(repo).contentID != committed)
        try FileManager.default.removeItem(atPath: repo.path("src/c.js"))

        try FileManager.default.moveItem(atPath: repo.path("src/b.js"), toPath: repo.path("src/moved.js"))
        #expect(try listing(repo).contentID != committed, "the same bytes at another path")
        try FileManager.default.moveItem(atPath: repo.path("src/moved.js"), toPath: repo.path("src/b.js"))

        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.path("src/a.js"))
        #expect(try listing(repo).contentID != committed, "made executable")
    }

    @Test func aFileWithoutAnIDLeavesTheListingWithoutOne() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "a\n")
        try repo.commitAll("first")
        try repo.writeLargeFile("vendor/huge.js", size: 64 << 10)  // untracked and above the hashing limit below
        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root), maximumHashedSize: 1 << 10)
        let listed = try source.listFiles()
        #expect(listed.files.contains { $0.path == "vendor/huge.js" && $0.blobID == nil })
        #expect(listed.contentID == nil)
    }

    @Test func aFileWrittenOrRemovedAfterTheInstantIsNoticed() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "a\n")
        try repo.write("src/b.js", "b\n")
        try repo.commitAll("first")
        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root))
        let files = try source.listFiles().files
        let now = FileClock.now()
        #expect(!source.anyFileChanged(since: now.adding(seconds: 60), among: files), "nothing written after a later instant")
        #expect(source.anyFileChanged(since: now.adding(seconds: -60), among: files), "both written after an earlier one")
        try FileManager.default.removeItem(atPath: repo.path("src/b.js"))
        #expect(source.anyFileChanged(since: now.adding(seconds: 60), among: files), "a listed file is gone")
    }
}
