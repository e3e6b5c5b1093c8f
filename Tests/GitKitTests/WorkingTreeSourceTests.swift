import GitKit
import GitTestSupport
import Testing

@Suite struct WorkingTreeSourceTests {
    @Test func readsUncommittedEditsAndUntrackedFilesButNotIgnoredOnes() throws {
        let repo = try RepoBuilder()
        try repo.write(".gitignore", "dist/\n")
        try repo.write("src/App.js", "committed\n")
        try repo.commitAll("first")
        try repo.write("src/App.js", "edited, not committed\n")
        try repo.write("src/New.js", "untracked\n")
        try repo.write("dist/bundle.js", "ignored\n")

        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root))
        let files = try contents(of: source)
        #expect(files == [".gitignore": "dist/\n", "src/App.js": "edited, not committed\n", "src/New.js": "untracked\n"])
    }

    @Test func stagedFilesAreListedAndDeletedOnesAreNotWhateverHEADHolds() throws {
        // The listing compares the index with the disk only; what HEAD holds does not change it.
        let repo = try RepoBuilder()
        try repo.write("kept.js", "kept\n")
        try repo.write("gone.js", "deleted on disk\n")
        try repo.commitAll("first")
        try repo.write("staged.js", "staged, never committed\n")
        try repo.stageAll()
        try repo.remove("gone.js")

        let listing = try WorkingTreeSource(repository: try Repository.discover(from: repo.root)).listFiles()
        #expect(listing.files.map(\.path) == ["kept.js", "staged.js"])
        let ids = Dictionary(uniqueKeysWithValues: listing.files.map { ($0.path, $0.blobID) })
        #expect(ids["staged.js"] == (try RepoBuilder.blobID(of: Array("staged, never committed\n".utf8))))
    }

    @Test func subFolderListsOnlyItsTreeWithRelativePaths() throws {
        let repo = try RepoBuilder()
        try repo.write("packages/web/src/index.js", "web\n")
        try repo.write("packages/web-admin/index.js", "sibling with a common prefix\n")
        try repo.write("packages/api/index.js", "api\n")
        try repo.write("README.md", "root\n")
        try repo.commitAll("monorepo")
        try repo.write("packages/web/untracked.js", "new\n")

        let input = try ScanInput.resolve(path: repo.path("packages/web"))
        #expect(input.rootInRepository == "packages/web")
        #expect(input.isWorkingTree)
        #expect(try contents(of: input.source) == ["src/index.js": "web\n", "untracked.js": "new\n"])
    }

    @Test func pathInsideTheGitFolderScansTheWholeRepository() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "a")
        try repo.commitAll("c")
        let input = try ScanInput.resolve(path: repo.gitDirectory + "/refs")
        #expect(input.rootInRepository == "")
        #expect(try paths(of: input.source) == ["a.js"])
    }

    @Test func discoversTheRepositoryFromADeepFolder() throws {
        let repo = try RepoBuilder()
        try repo.write("a/b/c/file.js", "x")
        let commit = try repo.commitAll("c")
        let repository = try Repository.discover(from: repo.path("a/b/c"))
        let fromRoot = try Repository.discover(from: repo.root)
        #expect(repository.workdir != nil)
        #expect(repository.workdir == fromRoot.workdir)
        #expect(try repository.resolveCommit("HEAD") == commit)
        #expect(repository.relativePath(ofAbsolute: repo.path("a/b")) == "a/b")
    }

    @Test func blobIDsMatchGitForUnmodifiedEditedAndUntrackedFiles() throws {
        let repo = try RepoBuilder()
        try repo.write("same.js", "same\n")
        try repo.write("edit.js", "before\n")
        try repo.commitAll("c")
        try repo.write("edit.js", "after, longer\n")
        try repo.write("new.js", "new\n")
        let listing = try WorkingTreeSource(repository: try Repository.discover(from: repo.root)).listFiles()
        let ids = Dictionary(uniqueKeysWithValues: listing.files.map { ($0.path, $0.blobID) })
        #expect(ids["same.js"] == (try RepoBuilder.blobID(of: Array("same\n".utf8))))
        #expect(ids["edit.js"] == (try RepoBuilder.blobID(of: Array("after, longer\n".utf8))))
        #expect(ids["new.js"] == (try RepoBuilder.blobID(of: Array("new\n".utf8))))
        #expect(listing.files.first { $0.path == "edit.js" }?.size == 14)
    }

    @Test func skipsSymlinksSubmodulesAndSymlinkLoops() throws {
        let repo = try RepoBuilder()
        try repo.write("real.js", "real\n")
        try repo.symlink("link.js", to: "real.js")
        try repo.symlink("outside", to: "/etc")
        try repo.symlink("loop/a", to: "b")
        try repo.symlink("loop/b", to: "a")
        try repo.symlink("self", to: ".")
        try repo.commitAll("links")
        let submodule = try repo.commitAll("second")
        try repo.stageGitlink("vendor/lib", commit: submodule)
        try repo.write("untracked-link-target.js", "t\n")
        try repo.symlink("untracked-link.js", to: "untracked-link-target.js")

        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root))
        #expect(try paths(of: source) == ["real.js", "untracked-link-target.js"])
        // Not read, but listed as such: the scan names them rather than dropping them in silence.
        let unscanned = try source.listFiles().unscanned.map { "\($0.path) \($0.kind)" }
        #expect(unscanned == ["link.js symbolicLink", "loop/a symbolicLink", "loop/b symbolicLink", "outside symbolicLink",
                              "self symbolicLink", "untracked-link.js symbolicLink", "vendor/lib uninitialisedSubmodule"], "\(unscanned)")
        let atRevision = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD")
        #expect(try atRevision.listFiles().unscanned.map { "\($0.path) \($0.kind)" }
                == ["link.js symbolicLink", "loop/a symbolicLink", "loop/b symbolicLink", "outside symbolicLink", "self symbolicLink"])
    }

    @Test func neverReadsThroughAFolderReplacedByASymlink() throws {
        let repo = try RepoBuilder()
        try repo.write("src/secret.js", "inside\n")
        try repo.commitAll("c")
        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root))
        let entry = try #require(try source.listFiles().files.first)
        try repo.write("../elsewhere/secret.js", "outside the repository\n")
        try repo.remove("src")
        try repo.symlink("src", to: repo.temporaryFolder + "/elsewhere")
        #expect(throws: SourceReadError.self) { try source.read(entry) }
    }

    @Test func oneThreadsSourceReadsWhatTheSharedOneReads() throws {
        let repo = try RepoBuilder()
        // Down, across to a sibling, back up to the root and down another branch: each folder change of a chain.
        for name in ["a.js", "app/x.js", "app/deep/er/y.js", "app/deep/z.js", "app/w.js", "b/c/d.js", "b/e.js", "root.js"] {
            try repo.write(name, "// \(name)\n")
        }
        try repo.commitAll("c")
        let shared = try WorkingTreeSource(repository: try Repository.discover(from: repo.root))
        let own = shared.forOneThread()
        let expected = try contents(of: shared)
        #expect(expected.count == 8)
        #expect(try contents(of: own) == expected)
        // Out of listing order too.
        for entry in try shared.listFiles().files.reversed() {
            #expect(String(decoding: try own.read(entry), as: UTF8.self) == expected[entry.path])
        }
        // A sub-folder's source reads its files under that folder.
        let sub = try WorkingTreeSource(repository: try Repository.discover(from: repo.root), subdirectory: "app").forOneThread()
        #expect(try contents(of: sub) == ["deep/er/y.js": "// app/deep/er/y.js\n", "deep/z.js": "// app/deep/z.js\n",
                                           "w.js": "// app/w.js\n", "x.js": "// app/x.js\n"])
    }

    @Test func oneThreadsSourceNeverReadsThroughAFolderReplacedByASymlink() throws {
        let repo = try RepoBuilder()
        try repo.write("src/secret.js", "inside\n")
        try repo.write("src/other.js", "other\n")
        try repo.commitAll("c")
        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root)).forOneThread()
        let entries = try source.listFiles().files
        #expect(entries.map(\.path) == ["src/other.js", "src/secret.js"])
        #expect(try source.read(entries[0]) == Array("other\n".utf8))  // src/ is now held open
        try repo.write("../elsewhere/secret.js", "outside the repository\n")
        try repo.remove("src")
        try repo.symlink("src", to: repo.temporaryFolder + "/elsewhere")
        // The folder held open is the removed one: the file is gone from it, and the link is not followed.
        #expect(throws: SourceReadError.self) { try source.read(entries[1]) }
        // A fresh chain opens src/ anew and refuses the link.
        #expect(throws: SourceReadError.self) { try source.forOneThread().read(entries[1]) }
    }

    @Test func ordersFilesByRawPathBytes() throws {
        let repo = try RepoBuilder()
        for name in ["b.js", "B.js", "a/z.js", "a.js", "é.js", "a b.js"] { try repo.write(name, name) }
        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root))
        #expect(try paths(of: source) == ["B.js", "a b.js", "a.js", "a/z.js", "b.js", "é.js"])
    }

    @Test func emptyRepositoryWorkingTreeHasNoCommitButListsFiles() throws {
        let repo = try RepoBuilder()
        try repo.write("draft.js", "draft\n")
        let input = try ScanInput.resolve(path: repo.root)
        #expect(input.commitID == nil)
        #expect(try contents(of: input.source) == ["draft.js": "draft\n"])
    }

    @Test func bareRepositoryCannotBeAWorkingTreeSource() throws {
        let repo = try RepoBuilder(bare: true)
        let repository = try Repository.discover(from: repo.root)
        #expect(repository.isBare)
        #expect(throws: GitError.self) { try WorkingTreeSource(repository: repository) }
    }
}
