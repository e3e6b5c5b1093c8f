import GitKit
import GitTestSupport
import Testing

@Suite struct RevisionSourceTests {
    /// Three commits: v1 tagged, v2 tagged annotated, v3 on main; plus an uncommitted edit.
    private func history() throws -> (repo: RepoBuilder, commits: [String]) {
        let repo = try RepoBuilder()
        var commits: [String] = []
        for version in 1...3 {
            try repo.write("src/app.js", "version \(version)\n")
            if version == 2 { try repo.write("src/added-in-2.js", "two\n") }
            commits.append(try repo.commitAll("v\(version)"))
        }
        try repo.tag("v1", at: commits[0])
        try repo.tag("v2", at: commits[1], annotated: true)
        try repo.branch("release", at: commits[1])
        try repo.write("src/app.js", "uncommitted\n")
        return (repo, commits)
    }

    @Test(arguments: [
        ("HEAD", "version 3\n"), ("HEAD~1", "version 2\n"), ("HEAD~2", "version 1\n"), ("main", "version 3\n"),
        ("v1", "version 1\n"), ("v2", "version 2\n"), ("release", "version 2\n"),
    ])
    func readsTheBytesOfTheRevision(revision: String, expected: String) throws {
        let (repo, _) = try history()
        let input = try ScanInput.resolve(path: repo.root, revision: revision)
        #expect(!input.isWorkingTree)
        #expect(try contents(of: input.source)["src/app.js"] == expected)
    }

    @Test func readsAnOlderCommitBySHAAndPrefix() throws {
        let (repo, commits) = try history()
        for revision in [commits[0], String(commits[0].prefix(10))] {
            let input = try ScanInput.resolve(path: repo.root, revision: revision)
            #expect(input.commitID == commits[0])
            #expect(try contents(of: input.source) == ["src/app.js": "version 1\n"])
        }
    }

    @Test func subFolderAtARevisionHasRelativePaths() throws {
        let (repo, commits) = try history()
        let input = try ScanInput.resolve(path: repo.path("src"), revision: commits[1])
        #expect(input.rootInRepository == "src")
        #expect(try contents(of: input.source) == ["added-in-2.js": "two\n", "app.js": "version 2\n"])
    }

    @Test func bareRepositoryReadsHEAD() throws {
        let repo = try RepoBuilder(bare: true)
        try repo.commitTree([.text("index.js", "old\n")], message: "one")
        try repo.commitTree([.text("index.js", "new\n"), .text("lib/util.js", "util\n")], message: "two")
        let input = try ScanInput.resolve(path: repo.root)
        #expect(!input.isWorkingTree)
        #expect(try contents(of: input.source) == ["index.js": "new\n", "lib/util.js": "util\n"])
        let older = try ScanInput.resolve(path: repo.root, revision: "HEAD~1")
        #expect(try contents(of: older.source) == ["index.js": "old\n"])
    }

    @Test func listsFilesInRawPathOrderWithFoldersAmongFiles() throws {
        // Folders sort among files by their name with a slash ("a-b/" < "a.js" < "a/" < "a0"): the walk must
        // list each tree's entries in order, descending into a folder where it stands.
        let repo = try RepoBuilder()
        for name in ["b.js", "B.js", "a/z.js", "a/y/x.js", "a.js", "a-b/c.js", "a0.js", "é.js", "a b.js", "z/a/b/c.js", "z/a.js"] {
            try repo.write(name, name)
        }
        try repo.commitAll("c")
        let input = try ScanInput.resolve(path: repo.root, revision: "HEAD")
        let listed = try paths(of: input.source)
        #expect(listed == ["B.js", "a b.js", "a-b/c.js", "a.js", "a/y/x.js", "a/z.js", "a0.js", "b.js", "z/a.js", "z/a/b/c.js", "é.js"])
        #expect(listed.map { Array($0.utf8) } == listed.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func skipsSymlinksAndGitlinks() throws {
        let repo = try RepoBuilder(bare: true)
        let first = try repo.commitTree([.text("a.js", "a")], message: "one")
        try repo.commitTree([
            .text("a.js", "a"), .symlink(path: "link.js", target: "a.js"), .symlink(path: "loop", target: "loop"),
            .gitlink(path: "vendor/sub", commit: first),
        ], message: "two")
        let source = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD")
        #expect(try paths(of: source) == ["a.js"])
    }

    @Test func missingBlobIsAnErrorNamingTheFileWhenReadAndTheRestIsRead() throws {
        let repo = try RepoBuilder()
        try repo.write("src/gone.js", "this blob will be deleted\n")
        try repo.write("src/kept.js", "kept\n")
        try repo.commitAll("c")
        try repo.deleteLooseObject(try RepoBuilder.blobID(of: Array("this blob will be deleted\n".utf8)))

        let source = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD")
        // Listing reads trees only; the missing blob shows when its size or content is asked for.
        let listing = try source.listFiles()
        #expect(listing.files.map(\.path) == ["src/gone.js", "src/kept.js"])
        #expect(listing.warnings.isEmpty)
        let sizeError = try #require(throws: SourceReadError.self) { try source.contentSize(of: listing.files[0]) }
        let readError = try #require(throws: SourceReadError.self) { try source.read(listing.files[0]) }
        for error in [sizeError, readError] {
            #expect(error.path == "src/gone.js")
            #expect(error.description.contains("missing from the object database"))
        }
        #expect(try source.read(listing.files[1]) == Array("kept\n".utf8))
    }

    /// A partial clone (`git clone --filter=blob:none`) lacks the blobs of revisions not checked out: the error says
    /// what fetches them, which "(shallow or partial clone?)" did not; a full clone should lack none.
    @Test(arguments: [("remote.upstream.promisor", "true"), ("extensions.partialclone", "upstream"), nil] as [(String, String)?])
    func aMissingBlobSaysWhatFetchesIt(setting: (key: String, value: String)?) throws {
        let repo = try RepoBuilder()
        try repo.write("src/gone.js", "this blob will be deleted\n")
        try repo.commitAll("c")
        try repo.deleteLooseObject(try RepoBuilder.blobID(of: Array("this blob will be deleted\n".utf8)))
        if let setting { try repo.setConfig(setting.key, setting.value) }
        let source = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD")
        let entry = try #require(try source.listFiles().files.first)
        let error = try #require(throws: SourceReadError.self) { try source.read(entry) }
        if setting != nil {
            #expect(error.description.contains("is missing from the object database: this is a partial clone (cloned with --filter), which fetches "
                + "files from the remote 'upstream' only when git needs them, and this tool cannot; fetch them all with "
                + "`git fetch --refetch --no-filter upstream` (git 2.36 or later), check the revision out, or clone without --filter"), "\(error)")
        } else {
            #expect(error.description.contains("is missing from the object database: the repository is incomplete (`git fsck` names what is missing)"), "\(error)")
        }
        #expect(!error.description.contains("shallow or partial clone?"), "\(error)")
    }

    @Test func missingTreeIsAWarningNamingTheFolderAndTheRestIsRead() throws {
        let repo = try RepoBuilder()
        try repo.write("src/lost/a.js", "a\n")
        try repo.write("src/lost/b.js", "b\n")
        try repo.write("src/kept.js", "kept\n")
        try repo.commitAll("c")
        try repo.deleteLooseObject(try repo.objectID("HEAD:src/lost"))

        let listing = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD").listFiles()
        #expect(listing.files.map(\.path) == ["src/kept.js"])
        #expect(listing.warnings.map(\.path) == ["src/lost"])
        #expect(listing.warnings.first?.message.contains("its files are skipped") == true)
    }

    @Test func reportsSizesAndBlobIDsFromTheObjectDatabase() throws {
        let repo = try RepoBuilder(bare: true)
        let bytes = Array("0123456789".utf8)
        try repo.commitTree([.file(rawPath: Array("ten.txt".utf8), bytes: bytes, executable: true)], message: "c")
        let source = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD")
        let entry = try #require(try source.listFiles().files.first)
        #expect(entry.size == nil)  // from the object header, when asked
        #expect(try source.contentSize(of: entry) == 10)
        #expect(entry.isExecutable)
        #expect(entry.blobID == (try RepoBuilder.blobID(of: bytes)))
    }

    @Test func entryNamesListAFolderOfTheCommit() throws {
        // A workspace's `packages/*` expanded at a revision, the scanned folder being one package of it.
        let repo = try RepoBuilder()
        try repo.write("packages/web/package.json", "{}")
        try repo.write("packages/webpack-config/package.json", "{}")
        try repo.write("lerna.json", "{}")
        try repo.commitAll("first")
        try repo.write("packages/uncommitted/package.json", "{}")
        let source = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD", subdirectory: "packages/web")
        #expect(source.entryNames(atRepositoryPath: "packages") == ["web", "webpack-config"])
        #expect(source.entryNames(atRepositoryPath: "") == ["lerna.json", "packages"])
        #expect(source.entryNames(atRepositoryPath: "lerna.json") == nil)
        #expect(source.entryNames(atRepositoryPath: "missing") == nil)
    }
}
