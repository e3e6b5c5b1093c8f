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

/// Renamed files between two commits, or between a commit and the working tree, as git's rename detection pairs them.
@Suite struct RenamedFilesTests {
    @Test func renamesAreFoundUnderTheScannedFolderWithEditsAndUntrackedTargets() throws {
        let repo = try RepoBuilder()
        let body = (1...20).map { "export const line\($0) = \($0);" }.joined(separator: "\n") + "\n"
        try repo.write("web/src/App.js", body)
        try repo.write("web/src/same.js", "unchanged\n")
        try repo.write("web2/src/Other.js", body + "// other\n")
        let before = try repo.commitAll("before")
        try FileManager.default.removeItem(atPath: repo.path("web/src/App.js"))
        try repo.write("web/src/App.jsx", "// edited on the way\n" + body)
        try FileManager.default.removeItem(atPath: repo.path("web2/src/Other.js"))
        try repo.write("web2/src/Other.tsx", body + "// other\n")
        let after = try repo.commitAll("after")
        let repository = try Repository.discover(from: repo.root)

        #expect(try repository.renamedFiles(from: before, to: after, under: "web") == ["src/App.js": "src/App.jsx"],
                "web2 shares the prefix 'web' but is another folder")
        #expect(try repository.renamedFiles(from: before, to: after, under: "") == [
            "web/src/App.js": "web/src/App.jsx", "web2/src/Other.js": "web2/src/Other.tsx",
        ])

        // In the working tree, renamed again and not added: still paired.
        try FileManager.default.moveItem(atPath: repo.path("web/src/App.jsx"), toPath: repo.path("web/src/Main.tsx"))
        #expect(try repository.renamedFiles(from: before, to: nil, under: "web") == ["src/App.js": "src/Main.tsx"])
        #expect(throws: GitError.self) { try repository.renamedFiles(from: "no-such-ref", to: nil, under: "") }
    }
}

/// Files git is told not to look at (`--assume-unchanged`, `--skip-worktree`): their ids come from their content.
@Suite struct UnverifiedIndexEntryTests {
    @Test func filesGitIsToldNotToLookAtAreHashedFromTheDisk() throws {
        let repo = try RepoBuilder()
        try repo.write("assumed.js", "module.exports = { x: 1 };\n")
        try repo.write("skipped.js", "module.exports = { y: 2 };\n")
        try repo.write("sparse.js", "module.exports = { z: 3 };\n")
        try repo.commitAll("first")
        try repo.markInIndex("assumed.js", assumeUnchanged: true)
        try repo.markInIndex("skipped.js", skipWorktree: true)
        try repo.markInIndex("sparse.js", skipWorktree: true)
        try repo.write("assumed.js", "if (module.hot) module.hot.accept();\n")
        try repo.write("skipped.js", "export default 2; // edited, and longer than before\n")
        try FileManager.default.removeItem(atPath: repo.path("sparse.js"))  // as a sparse checkout leaves it

        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root))
        let listing = try source.listFiles()
        #expect(listing.warnings.isEmpty, "a skip-worktree file absent from disk is not in the working tree: \(listing.warnings)")
        let entries = Dictionary(uniqueKeysWithValues: listing.files.map { ($0.path, $0) })
        #expect(entries.keys.sorted() == ["assumed.js", "skipped.js"])
        #expect(listing.outsideSparseCheckout == 1, "said, not dropped in silence")
        for (path, text) in [("assumed.js", "if (module.hot) module.hot.accept();\n"), ("skipped.js", "export default 2; // edited, and longer than before\n")] {
            #expect(entries[path]?.blobID == (try RepoBuilder.blobID(of: Array(text.utf8))), "\(path): the content's id, not the index's")
            #expect(entries[path]?.size == text.utf8.count)
            #expect(try source.read(try #require(entries[path])) == Array(text.utf8))
        }
    }
}

/// Where git converts content between the index and the disk (line ends, `ident`, filters), the index's ids name
/// other bytes than the disk's: every id comes from the disk.
@Suite struct ContentConversionTests {
    private func diskIDs(_ repo: RepoBuilder) throws -> [String: String?] {
        let listing = try WorkingTreeSource(repository: try Repository.discover(from: repo.root)).listFiles()
        return Dictionary(uniqueKeysWithValues: listing.files.map { ($0.path, $0.blobID) })
    }

    @Test func attributesThatConvertLineEndsMakeEveryIDTheDisks() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "const a = process.env.REACT_APP_A;\nexport default a;\n")
        try repo.write("src/b.js", "export const b = 1;\n")
        try repo.commitAll("LF")
        // As a checkout with `* text eol=crlf` leaves it: CRLF on disk, the LF blob in the index, status clean.
        try repo.write(".gitattributes", "# line ends for Windows\n*.js text eol=crlf\n")
        try repo.write("src/a.js", "const a = process.env.REACT_APP_A;\r\nexport default a;\r\n")
        let ids = try diskIDs(repo)
        #expect(ids["src/a.js"] == (try RepoBuilder.blobID(of: Array("const a = process.env.REACT_APP_A;\r\nexport default a;\r\n".utf8))))
        #expect(ids["src/b.js"] == (try RepoBuilder.blobID(of: Array("export const b = 1;\n".utf8))))
    }

    @Test func autocrlfMakesEveryIDTheDisksAndPlainAttributesDoNot() throws {
        let repo = try RepoBuilder()
        try repo.write(".gitattributes", "*.png binary\n# text eol=crlf is only a comment here\n")
        try repo.write("src/a.js", "export default 1;\n")
        try repo.commitAll("first")
        let repository = try Repository.discover(from: repo.root)
        func converts() -> Bool {
            repository.withHandle { WorkingTreeSource.convertsContent($0, attributeFiles: [repo.path(".gitattributes")]) }
        }
        #expect(!converts(), "binary and a commented line convert nothing")
        try repo.write("src/a.js", "export default 1;\r\n")
        let crlf = try RepoBuilder.blobID(of: Array("export default 1;\r\n".utf8))
        #expect(try diskIDs(repo)["src/a.js"] == crlf, "no conversion: git sees the CRLF edit as a modification and hashes it")
        let config = repo.gitDirectory + "/config"
        let text = try String(contentsOfFile: config, encoding: .utf8) + "[core]\n\tautocrlf = true\n"
        try text.write(toFile: config, atomically: true, encoding: .utf8)
        #expect(converts())
        #expect(try diskIDs(repo)["src/a.js"] == crlf, "autocrlf: git calls the file unmodified, its index id is the LF blob's")
    }
}

@Suite struct IgnoredFolderTests {
    @Test func aScannedFolderGitIgnoresIsSaidSoNotSilentlyEmpty() throws {
        let repo = try RepoBuilder()
        try repo.write(".gitignore", "dist/\n")
        try repo.write("dist/bundle.js", "const a = process.env.REACT_APP_A;\n")
        try repo.write("src/index.js", "export default 1;\n")
        try repo.commitAll("first")
        let repository = try Repository.discover(from: repo.root)
        let ignored = try WorkingTreeSource(repository: repository, subdirectory: "dist").listFiles()
        #expect(ignored.files.isEmpty)
        #expect(ignored.warnings.map(\.message).contains { $0.contains("'dist' is ignored by git") && $0.contains("--no-git") }, "\(ignored.warnings)")
        let source = try WorkingTreeSource(repository: repository, subdirectory: "src").listFiles()
        #expect(source.warnings.isEmpty && source.files.count == 1)
    }
}
