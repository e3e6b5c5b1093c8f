import Foundation
@testable import GitKit
import GitTestSupport
import Testing

/// Every bad input gives a one-line error that names the problem and what to do.
@Suite struct ScanInputErrorTests {
    private func resolveError(_ path: String, revision: String? = nil, noGit: Bool = false,
                              trustOwner: Bool = false) -> ScanInputError? {
        do {
            _ = try ScanInput.resolve(path: path, revision: revision, noGit: noGit, trustOwner: trustOwner)
            return nil
        } catch {
            return error
        }
    }

    private func expectOneLine(_ error: ScanInputError?, containing fragments: [String]) {
        guard let error else {
            Issue.record("expected an error containing \(fragments)")
            return
        }
        #expect(!error.description.contains("\n"))
        for fragment in fragments { #expect(error.description.contains(fragment), "\(error.description)") }
    }

    @Test func pathThatDoesNotExist() throws {
        let repo = try RepoBuilder()
        let missing = repo.path("no/such/folder")
        let error = resolveError(missing)
        #expect(error == .pathNotFound(path: missing))
        expectOneLine(error, containing: ["'\(missing)' does not exist"])
    }

    @Test func pathThatIsAFile() throws {
        let repo = try RepoBuilder()
        try repo.write("file.js", "x")
        expectOneLine(resolveError(repo.path("file.js")), containing: ["is a file, not a folder"])
    }

    @Test func notAGitRepositorySuggestsNoGit() throws {
        let repo = try RepoBuilder()
        let plain = repo.temporaryFolder + "/plain"
        try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
        let error = resolveError(plain)
        #expect(error == .notAGitRepository(path: plain))
        expectOneLine(error, containing: ["not inside a git repository", "--no-git"])
        let input = try ScanInput.resolve(path: plain, noGit: true)
        #expect(input.repository == nil)
    }

    @Test(arguments: ["HEAD", "main"])
    func emptyRepositoryAtARevision(revision: String) throws {
        let repo = try RepoBuilder()
        try repo.write("draft.js", "x")
        let error = resolveError(repo.root, revision: revision)
        expectOneLine(error, containing: ["has no commits yet", "unborn branch 'main'"])
    }

    @Test func aRevisionOfAnotherBranchIsScannedWhileHeadNamesABranchWithoutCommits() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "x")
        try repo.commitAll("c")
        // `git checkout --orphan draft`: HEAD names a branch that has no commits yet.
        try "ref: refs/heads/draft\n".write(toFile: repo.gitDirectory + "/HEAD", atomically: true, encoding: .utf8)
        let input = try ScanInput.resolve(path: repo.root, revision: "main")
        #expect(input.commitID == (try repo.objectID("main")))
        let error = resolveError(repo.root, revision: "HEAD")
        #expect(error == .unbornHead(repository: repo.root, branch: "draft", branches: ["main"], isBare: false))
        expectOneLine(error, containing: ["names the branch 'draft', which has no commits yet", "branches with commits: main", "pass --ref with one of them (e.g. --ref main), or scan the working tree without --ref"])
        expectOneLine(resolveError(repo.root, revision: "no-such-branch"), containing: ["unknown revision 'no-such-branch'"])
    }

    @Test func aBareRepositoryWhoseHeadBranchWasNeverPushedNamesItsBranches() throws {
        let repo = try RepoBuilder(bare: true, initialBranch: "master")
        let commit = try repo.commitTree([.text("a.js", "x")], message: "c")
        try repo.branch("main", at: commit)
        try repo.branch("dev", at: commit)
        try FileManager.default.removeItem(atPath: repo.gitDirectory + "/refs/heads/master")
        let error = resolveError(repo.root)
        expectOneLine(error, containing: ["names the branch 'master'", "branches with commits: dev, main", "pass --ref"])
        #expect(try ScanInput.resolve(path: repo.root, revision: "main").commitID == commit)
    }

    @Test func anUninitialisedSubmoduleIsNamedWithTheCommandThatFetchesIt() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "x")
        let first = try repo.commitAll("one")
        try repo.stageGitlink("libs/app", commit: first)
        try repo.commitAll("submodule")
        // A clone without --recurse-submodules leaves the submodule's folder empty.
        try FileManager.default.createDirectory(atPath: repo.path("libs/app"), withIntermediateDirectories: true)
        for revision in [nil, "HEAD"] {
            let error = resolveError(repo.path("libs/app"), revision: revision)
            let initialise = SubmoduleInitCommand(repository: repo.root, pathInRepository: "libs/app")
            #expect(error == .uninitialisedSubmodule(path: repo.path("libs/app"), initialise: initialise))
            expectOneLine(error, containing: ["git submodule that is not initialised", "`git -C \(repo.root) submodule update --init libs/app`"])
        }
        #expect(try ScanInput.resolve(path: repo.path("src")).rootInRepository == "src")
    }

    @Test func emptyBareRepository() throws {
        let repo = try RepoBuilder(bare: true, initialBranch: "trunk")
        let error = resolveError(repo.root)
        expectOneLine(error, containing: ["has no commits yet", "unborn branch 'trunk'", "push or fetch commits"])
        #expect(error?.description.contains("--ref") == false)  // none was given, and there is no working tree to fall back on
    }

    @Test func unknownRevisionIsNamed() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "x")
        try repo.commitAll("c")
        let error = resolveError(repo.root, revision: "no-such-branch")
        guard case .unknownRevision(let revision, _, _) = error else {
            Issue.record("expected unknownRevision, got \(String(describing: error))")
            return
        }
        #expect(revision == "no-such-branch")
        expectOneLine(error, containing: ["unknown revision 'no-such-branch'", "no branch, tag or commit"])
    }

    /// `HEAD~1` of a first commit is the history's end, not an unknown name: libgit2's "parent 0 does not exist" alone
    /// read like a broken repository.
    @Test func aRevisionBeyondTheFirstCommitNamesTheCommitWithoutAParent() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "x")
        let first = try repo.commitAll("one")
        let short = String(first.prefix(7))
        for revision in ["HEAD~1", "HEAD^", "main~3", "HEAD~1^0~1"] {
            let error = resolveError(repo.root, revision: revision)
            #expect(error == .missingParent(revision: revision, repository: repo.root,
                                            parent: MissingParent(reached: String(revision.prefix(while: { $0.isLetter })),
                                                                  commitID: first, parentCount: 0, wanted: 1)), "\(revision)")
            expectOneLine(error, containing: ["revision '\(revision)' goes back further than the history", "(\(short)) is its first commit, with no parent"])
            #expect(error?.description.contains("parent 0 does not exist") == false)
        }
        try repo.write("b.js", "y")
        let second = try repo.commitAll("two")
        expectOneLine(resolveError(repo.root, revision: "HEAD~3"), containing: ["revision 'HEAD~3' goes back further", "HEAD~1 (\(short)) is its first commit"])
        expectOneLine(resolveError(repo.root, revision: "main^^^"), containing: ["revision 'main^^^' goes back further", ": main^ (\(short)) is its first commit"])
        expectOneLine(resolveError(repo.root, revision: "HEAD^2"),
                      containing: ["asks for parent 2 of HEAD (\(second.prefix(7)))", "which has only 1 parent (it is not a merge)"])
        #expect(try ScanInput.resolve(path: repo.root, revision: "HEAD~1").commitID == first)
    }

    /// A short id several objects start with exists: the advice is to give more of it, not to check that it exists.
    @Test func anAmbiguousShortIDAsksForMoreOfIt() throws {
        let repo = try RepoBuilder()
        var byPrefix: [String: String] = [:]
        var pair: (String, String)?
        for index in 0..<5000 where pair == nil {
            let text = "export const n = \(index);\n"
            let prefix = String(try RepoBuilder.blobID(of: Array(text.utf8)).prefix(4))
            if let earlier = byPrefix[prefix] { pair = (earlier, text) } else { byPrefix[prefix] = text }
        }
        let (first, second) = try #require(pair, "two of 5,000 blobs share their first four hex digits")
        try repo.write("a.js", first)
        try repo.write("b.js", second)
        try repo.commitAll("c")
        let prefix = String(try RepoBuilder.blobID(of: Array(first.utf8)).prefix(4))
        let error = resolveError(repo.root, revision: prefix)
        #expect(error == .ambiguousRevision(revision: prefix, repository: repo.root))
        expectOneLine(error, containing: ["revision '\(prefix)' is ambiguous", "git rev-parse --disambiguate=\(prefix)"])
        #expect(error?.description.contains("that exists") == false, "\(String(describing: error))")
    }

    /// A branch name may hold what a shell expands (`$`, parentheses, a quote): the suggested command quotes it.
    @Test func theSuggestedCommandsQuoteTheBranch() {
        let error = ScanInputError.noUpstream(revision: "@{u}", branch: "fix$(id)")
        expectOneLine(error, containing: ["`git branch --set-upstream-to origin/main 'fix$(id)'`"])
        let unborn = ScanInputError.unbornHead(repository: "/r", branch: "main", branches: ["fix$(id)", "main2"], isBare: false)
        expectOneLine(unborn, containing: ["(e.g. --ref 'fix$(id)')"])
    }

    /// `@{u}` of a branch without an upstream says so, rather than "no branch, tag or commit by that name".
    @Test(arguments: ["@{u}", "main@{upstream}", "HEAD@{U}"])
    func anUpstreamOfABranchWithoutOneIsNamed(revision: String) throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "x")
        try repo.commitAll("c")
        let error = resolveError(repo.root, revision: revision)
        #expect(error == .noUpstream(revision: revision, branch: "main"))
        expectOneLine(error, containing: ["branch 'main' has no upstream branch configured", "--ref origin/main", "git branch --set-upstream-to origin/main main"])
        guard case .unknownRevision = resolveError(repo.root, revision: "other@{u}") else {
            Issue.record("a branch that does not exist is an unknown revision")
            return
        }
        // With an upstream (here the branch itself, remote "."), every spelling git reads resolves, upper case included.
        try repo.setConfig("branch.main.remote", ".")
        try repo.setConfig("branch.main.merge", "refs/heads/main")
        #expect(try ScanInput.resolve(path: repo.root, revision: revision).commitID == repo.objectID("HEAD"))
    }

    @Test func aRevisionBeyondAShallowClonesDepthSaysHowToFetchIt() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "x")
        let commit = try repo.commitAll("c")
        // What `git clone --depth 1` leaves: the boundary commit listed in .git/shallow.
        try Data((commit + "\n").utf8).write(to: URL(fileURLWithPath: repo.gitDirectory + "/shallow"))
        expectOneLine(resolveError(repo.root, revision: "HEAD~1"), containing: ["unknown revision 'HEAD~1'", "a shallow clone", "git fetch --deepen"])
        try repo.write("b.js", "y")
        let next = try repo.commitAll("d")
        expectOneLine(resolveError(repo.root, revision: "HEAD~2"), containing: ["unknown revision 'HEAD~2'", "a shallow clone", "git fetch --deepen"])
        // A commit inside the fetched history that is no merge: fetching more would not give it a second parent.
        expectOneLine(resolveError(repo.root, revision: "HEAD^2"), containing: ["asks for parent 2 of HEAD (\(next.prefix(7)))", "it is not a merge"])
    }

    @Test func revisionThatIsABlobIsNotACommit() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "blob content\n")
        try repo.commitAll("c")
        let blob = try RepoBuilder.blobID(of: Array("blob content\n".utf8))
        expectOneLine(resolveError(repo.root, revision: blob), containing: ["'\(blob)' does not name a commit"])
    }

    @Test func subFolderMissingAtTheRevision() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "x")
        try repo.commitAll("one")
        try repo.write("packages/new/index.js", "y")
        try repo.commitAll("two")
        expectOneLine(resolveError(repo.path("packages/new"), revision: "HEAD~1"),
                      containing: ["folder 'packages/new' does not exist at revision 'HEAD~1'"])
    }

    @Test func revisionWithNoGitIsRejected() throws {
        let repo = try RepoBuilder()
        expectOneLine(resolveError(repo.root, revision: "main", noGit: true), containing: ["--ref 'main'", "--no-git"])
    }

    @Test(arguments: [("core.repositoryformatversion", "2"), ("extensions.refstorage", "reftable")])
    func unsupportedRepositoryFormat(key: String, value: String) throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "x")
        try repo.commitAll("c")
        try repo.setConfig("core.repositoryformatversion", "1")
        try repo.setConfig(key, value)
        let error = resolveError(repo.root)
        guard case .unsupportedRepositoryFormat = error else {
            Issue.record("expected unsupportedRepositoryFormat, got \(String(describing: error))")
            return
        }
        expectOneLine(error, containing: ["uses a format", "libgit2: unsupported"])
    }

    @Test func theSafeDirectoryAdviceIsTheWorkTreesAbsolutePath() {
        #expect(ScanInput.safeDirectory(in: "repository path '/srv/app/.git/' is not owned by current user", given: "/srv/app/src") == "/srv/app")
        #expect(ScanInput.safeDirectory(in: "repository path '/srv/bare.git/' is not owned by current user", given: "/srv/bare.git") == "/srv/bare.git")
        #expect(ScanInput.safeDirectory(in: "another message", given: "/srv/app/./src/..") == "/srv/app")
    }

    @Test(.enabled(if: getuid() == 0, "changing a repository's owner needs root"))
    func repositoryOwnedByAnotherUserSuggestsTrustingIt() throws {
        let repo = try RepoBuilder()
        try repo.write("a.js", "x")
        try repo.commitAll("c")
        try repo.setOwner(uid: 4242, gid: 4242)
        defer { try? repo.setOwner(uid: 0, gid: 0) }

        let error = resolveError(repo.root)
        guard case .repositoryOwnedByAnotherUser = error else {
            Issue.record("expected repositoryOwnedByAnotherUser, got \(String(describing: error))")
            return
        }
        expectOneLine(error, containing: ["owned by another user", "--trust-repository", "safe.directory"])
        // git ignores a relative safe.directory: the advice names the work tree's absolute path.
        let workTree = URL(fileURLWithPath: repo.root).resolvingSymlinksInPath().path
        #expect(String(describing: error).contains("safe.directory \(workTree)`") || String(describing: error).contains("safe.directory \(repo.root)`"), "\(String(describing: error))")

        let trusted = try ScanInput.resolve(path: repo.root, trustOwner: true)
        #expect(try contents(of: trusted.source) == ["a.js": "x"])
        // Trust is per open: the next untrusted open is refused again.
        guard case .repositoryOwnedByAnotherUser = resolveError(repo.root) else {
            Issue.record("owner validation was left switched off")
            return
        }
    }
}
