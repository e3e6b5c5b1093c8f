import ShellWords

/// Why a scan cannot start, each as one line that names the problem and what to do.
public enum ScanInputError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Nothing exists at the path.
    case pathNotFound(path: String)
    /// The path is a file; a scan needs a folder.
    case notADirectory(path: String)
    /// No git repository contains the path.
    case notAGitRepository(path: String)
    /// The path is in a work tree whose `.git` file names a git directory that is gone (a linked worktree or
    /// submodule whose main repository was moved or deleted).
    case danglingGitLink(path: String, link: DanglingGitLink)
    /// The repository has no commit to read (HEAD is an unborn branch); a bare one has no working tree either.
    case emptyRepository(repository: String, branch: String?, isBare: Bool)
    /// A revision asked of a repository without any commit (`compare --before HEAD`, `bench --after main` right after
    /// `git init`): no revision names one yet. `branch`: the unborn branch HEAD names.
    case noCommitYet(revision: String, repository: String, branch: String?)
    /// A revision relative to HEAD (`compare --before HEAD~1`, `bench --after HEAD`) while HEAD names a branch without
    /// commits (an orphan checkout) and other branches have some: what to give instead is one of those.
    case revisionOnUnbornHead(revision: String, repository: String, branch: String?, branches: [String])
    /// HEAD names a branch without commits (an orphan checkout; a bare repository whose HEAD names a branch never
    /// pushed) while other branches have commits: the revision asked for is relative to HEAD, or none was given.
    case unbornHead(repository: String, branch: String?, branches: [String], isBare: Bool)
    /// The scanned folder is a submodule that is not initialised: its folder is empty, its files in another repository.
    /// `path`: as the user gave it; `initialise`: the command that fetches its files, run where the user ran the scan.
    case uninitialisedSubmodule(path: String, initialise: SubmoduleInitCommand)
    /// The revision does not resolve.
    case unknownRevision(revision: String, repository: String, detail: String)
    /// A short object id that several objects of the repository start with.
    case ambiguousRevision(revision: String, repository: String)
    /// `@{u}` (`@{upstream}`, `branch@{u}`) of a branch without an upstream, or of a detached HEAD (branch nil).
    case noUpstream(revision: String, branch: String?)
    /// The revision's `~n` or `^n` steps (`HEAD~1`, `main^2`) run past the history: a commit without the parent asked for.
    case missingParent(revision: String, repository: String, parent: MissingParent)
    /// The revision does not resolve in a shallow clone, whose older history was not fetched.
    case unknownRevisionInShallowClone(revision: String, repository: String, detail: String)
    /// The revision resolves, but not to a commit (e.g. a blob or tree id).
    case notACommit(revision: String, detail: String)
    /// The scanned sub-folder does not exist at the revision.
    case folderMissingAtRevision(folder: String, revision: String)
    /// libgit2 refused the repository because another user owns it (`GIT_EOWNER`).
    case repositoryOwnedByAnotherUser(repository: String, detail: String, safeDirectory: String)
    /// The repository uses a format or extension libgit2 cannot read.
    case unsupportedRepositoryFormat(repository: String, detail: String)
    /// `--ref` was combined with `--no-git`.
    case revisionWithoutGit(revision: String)
    /// Any other libgit2 failure.
    case git(GitError)

    /// Whether `revision` is read from HEAD (`HEAD`, `HEAD~2`, `HEAD^`, `@`, `@{u}`): none resolves while HEAD names a
    /// branch without commits.
    static func isRelativeToHEAD(_ revision: String) -> Bool {
        revision == "HEAD" || revision.hasPrefix("HEAD~") || revision.hasPrefix("HEAD^") || revision.hasPrefix("@")
    }

    /// The error for `revision`, which `repository` could not resolve to a commit (`error`): the one wording every
    /// command (`scan --ref`, `scan --compare`, `compare`, `bench`) gives a revision that is unknown, beyond a shallow
    /// clone's history or not a commit. `folder`: the scanned folder in the repository, which the revision may lack.
    public static func unresolved(revision: String, in repository: Repository, error: GitError, folder: String = "") -> ScanInputError {
        let name = repository.workdir ?? repository.gitDirectory
        // Not an unknown name ("no branch, tag or commit by that name" said of HEAD): there is no commit at all.
        if error.operation == "git_revparse_single", repository.isEmpty {
            let branches = repository.localBranchNames
            if branches.isEmpty { return .noCommitYet(revision: revision, repository: name, branch: repository.headBranchName) }
            if isRelativeToHEAD(revision) {
                return .revisionOnUnbornHead(revision: revision, repository: name, branch: repository.headBranchName, branches: branches)
            }
        }
        if error.operation == "git_revparse_single", error.code != GitError.ambiguousCode,
           let upstream = missingUpstream(revision, in: repository, detail: error.message) {
            return upstream
        }
        switch (error.operation, error.code) {
        case ("git_revparse_single", GitError.ambiguousCode):
            return .ambiguousRevision(revision: revision, repository: name)
        case ("git_revparse_single", _):
            // A shallow clone lacks the history before its boundary: `HEAD~1` may simply not be fetched.
            let parent = MissingParent.find(in: revision, repository: repository)
            if repository.isShallow, parent.map({ repository.isShallowBoundary($0.commitID) }) ?? true {
                return .unknownRevisionInShallowClone(revision: revision, repository: name, detail: error.message)
            }
            if let parent { return .missingParent(revision: revision, repository: name, parent: parent) }
            return .unknownRevision(revision: revision, repository: name, detail: error.message)
        case ("git_object_peel", _):
            return .notACommit(revision: revision, detail: error.message)
        case ("git_tree_entry_bypath", GitError.notFoundCode):
            return .folderMissingAtRevision(folder: folder, revision: revision)
        default:
            return .git(error)
        }
    }

    /// `.noUpstream` when `revision`, which did not resolve, is `@{u}` or `@{upstream}` of a detached HEAD (libgit2:
    /// "Invalid pattern"), or of HEAD's or an existing local branch that has no upstream configured (libgit2, `detail`:
    /// "config value 'branch.x.remote' was not found"); nil otherwise (a branch that does not exist, an upstream
    /// configured but not fetched).
    private static func missingUpstream(_ revision: String, in repository: Repository, detail: String) -> ScanInputError? {
        let lowered = revision.lowercased()
        guard lowered.hasSuffix("@{u}") || lowered.hasSuffix("@{upstream}") else { return nil }
        let named = String(revision.prefix { $0 != "@" })
        let branch = named.isEmpty || named == "HEAD" ? repository.headBranchName : named
        guard let branch else { return named.isEmpty || named == "HEAD" ? .noUpstream(revision: revision, branch: nil) : nil }
        let unconfigured = detail.contains("'branch.\(branch).") && detail.contains("was not found")
        return unconfigured && repository.localBranchNames.contains(branch) ? .noUpstream(revision: revision, branch: branch) : nil
    }

    /// ` (HEAD is the unborn branch 'main')`, or nothing when HEAD names none.
    private static func unbornBranchNote(_ branch: String?) -> String {
        branch.map { " (HEAD is the unborn branch '\($0)')" } ?? ""
    }

    /// `HEAD of repository '…' names the branch 'x', which has no commits yet; its branches with commits: a, b`.
    private static func unbornHead(of repository: String, branch: String?, branches: [String]) -> String {
        let head = branch.map { "the branch '\($0)', which has no commits yet" } ?? "a branch without commits"
        let shown = branches.prefix(5).joined(separator: ", ") + (branches.count > 5 ? ", …" : "")
        return "HEAD of repository '\(repository)' names \(head); its branches with commits: \(shown)"
    }

    /// One line for the user: the problem and what to do.
    public var description: String {
        switch self {
        case .pathNotFound(let path) where path.contains("\u{FFFD}"):
            // The command line is read as UTF-8: a name in another encoding (Latin-1 é) arrives with its bytes replaced.
            return "path '\(path)' does not exist as this tool received it: its name holds bytes that are not UTF-8 (shown as \u{FFFD}), "
                + "which reach the tool replaced; rename the folder (or the folders above it) to UTF-8 names"
        case .pathNotFound(let path):
            return "path '\(path)' does not exist; pass the folder of the project to scan"
        case .notADirectory(let path):
            return "'\(path)' is a file, not a folder; pass the folder of the project to scan"
        case .notAGitRepository(let path):
            return "'\(path)' is not inside a git repository; pass --no-git to scan it as a plain folder"
        case .danglingGitLink(let path, let link):
            return "'\(path)' is in a git work tree whose \(link.file) names the git directory '\(link.gitDirectory)', which does not exist "
                + "(was the main repository moved or deleted?); for a linked worktree run `git worktree repair \(ShellWord.quoted(String(link.file.dropLast("/.git".count))))` "
                + "in the main repository, for a submodule `git submodule update --init` in its parent, or pass --no-git to scan it as a plain folder"
        case .emptyRepository(let repository, let branch, let isBare):
            let head = Self.unbornBranchNote(branch)
            let next = isBare
                ? "push or fetch commits into it first (a bare repository has no working tree to scan)"
                : "commit first, or scan its working tree without --ref"
            return "repository '\(repository)' has no commits yet\(head); \(next)"
        case .noCommitYet(let revision, let repository, let branch):
            return "repository '\(repository)' has no commits yet\(Self.unbornBranchNote(branch)), so '\(revision)' names none; commit first"
        case .revisionOnUnbornHead(let revision, let repository, let branch, let branches):
            return "'\(revision)' is relative to HEAD, and \(Self.unbornHead(of: repository, branch: branch, branches: branches)); "
                + "give one of them (e.g. \(ShellWord.quoted(branches[0]))) instead"
        case .unbornHead(let repository, let branch, let branches, let isBare):
            let pass = "pass --ref with one of them (e.g. --ref \(ShellWord.quoted(branches[0])))"
            let next = isBare ? pass : pass + ", or scan the working tree without --ref"
            return "\(Self.unbornHead(of: repository, branch: branch, branches: branches)); \(next)"
        case .uninitialisedSubmodule(let path, let initialise):
            return "'\(path)' is a git submodule that is not initialised (its folder holds none of its files); run "
                + "`\(initialise.text)` and scan again, or scan a clone of its repository"
        case .unknownRevision(let revision, let repository, let detail):
            return "unknown revision '\(revision)' in repository '\(repository)': no branch, tag or commit by that name (libgit2: \(detail)); check `git log --oneline` or `git tag`"
        case .missingParent(let revision, let repository, let parent):
            let commit = "\(parent.reached) (\(parent.commitID.prefix(7)))"
            guard parent.parentCount > 0 else {
                return "revision '\(revision)' goes back further than the history of repository '\(repository)': \(commit) is its first commit, "
                    + "with no parent; pick a commit that exists (`git log --oneline` lists them)"
            }
            let has = parent.parentCount == 1 ? "only 1 parent (it is not a merge)" : "only \(parent.parentCount) parents"
            return "revision '\(revision)' asks for parent \(parent.wanted) of \(commit) in repository '\(repository)', which has \(has); "
                + "pick a commit that exists (`git log --oneline --graph` shows them)"
        case .ambiguousRevision(let revision, let repository):
            return "revision '\(revision)' is ambiguous in repository '\(repository)': several objects' ids start with it; "
                + "give more of the commit's SHA (`git rev-parse --disambiguate=\(revision)` lists them), or a branch or tag name"
        case .noUpstream(let revision, let branch):
            let why = branch.map { "branch '\($0)' has no upstream branch configured" } ?? "HEAD is detached, on no branch, so it has no upstream"
            let set = branch.map { " (or set one: `git branch --set-upstream-to origin/main \(ShellWord.quoted($0))`)" } ?? ""
            return "revision '\(revision)' names an upstream branch, but \(why); pass the remote branch itself, e.g. --ref origin/main\(set)"
        case .unknownRevisionInShallowClone(let revision, let repository, let detail):
            return "unknown revision '\(revision)' in repository '\(repository)', a shallow clone: its history before the clone's depth was not fetched (libgit2: \(detail)); fetch more with `git fetch --deepen=50` (or `git fetch --unshallow`), or in CI check out with fetch-depth: 0"
        case .notACommit(let revision, let detail):
            return "revision '\(revision)' does not name a commit (libgit2: \(detail)); pass a branch, tag or commit SHA"
        case .folderMissingAtRevision(let folder, let revision):
            return "folder '\(folder)' does not exist at revision '\(revision)'; scan a revision that has it, or scan the repository root"
        case .repositoryOwnedByAnotherUser(let repository, let detail, let safeDirectory):
            return "repository '\(repository)' is owned by another user, so git refuses to open it (libgit2: \(detail)); if you trust it, rerun with --trust-repository or run `git config --global --add safe.directory \(ShellWord.quoted(safeDirectory))`"
        case .unsupportedRepositoryFormat(let repository, let detail):
            return "repository '\(repository)' uses a format this tool's libgit2 cannot read (libgit2: \(detail)); scan a clone made with default settings, or pass --no-git"
        case .revisionWithoutGit(let revision):
            return "--ref '\(revision)' needs git, but --no-git was given; drop one of the two"
        case .git(let error):
            return "git error: \(error)"
        }
    }
}
