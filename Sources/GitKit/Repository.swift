import CLibgit2
import Foundation

/// An open git repository.
///
/// libgit2 objects must not be used by two threads at once, so every call on the underlying
/// `git_repository` goes through one lock; for parallel reading, open one `Repository` per worker.
public final class Repository: @unchecked Sendable {
    private let handle: OpaquePointer
    private let lock = NSLock()

    /// The working directory without a trailing "/", or nil for a bare repository.
    public let workdir: String?
    /// The `.git` directory (or the bare repository itself), without a trailing "/".
    public let gitDirectory: String

    private init(handle: OpaquePointer) {
        self.handle = handle
        self.workdir = git_repository_workdir(handle).map { Repository.trimmingSlash(String(cString: $0)) }
        self.gitDirectory = Repository.trimmingSlash(String(cString: git_repository_path(handle)))
    }

    deinit { git_repository_free(handle) }

    /// Opens the repository containing `path` (any folder inside a working tree, a `.git` folder, or a bare
    /// repository), searching upwards as git does.
    ///
    /// libgit2 searches from `path` itself rather than opening the git directory that `git_repository_discover`
    /// finds: a working tree whose `.git` is a file (`git clone --separate-git-dir`) is the folder holding that file,
    /// which only the search knows; opened from the git directory alone, its parent would be taken for the work tree.
    ///
    /// - Parameter trustOwner: open even when the repository belongs to another user (libgit2's owner
    ///   validation, `GIT_EOWNER`, is switched off for this open only).
    public static func discover(from path: String, trustOwner: Bool = false) throws(GitError) -> Repository {
        LibGit2.ensureInitialised()
        let result: Result<OpaquePointer, GitError> = LibGit2.withOwnerValidation(!trustOwner) {
            var repository: OpaquePointer?
            let status = git_repository_open_ext(&repository, path, 0, nil)
            if status < 0 {
                let error = GitError.last(code: status, operation: "git_repository_open_ext")
                if error.code == GitError.notFoundCode, !error.message.contains("safe.directory") {
                    return .failure(GitError(code: error.code, operation: notFoundOperation, message: error.message, hint: "not inside a git repository"))
                }
                return .failure(Repository.normalisedOpenError(error, path: gitDirectory(around: path) ?? path))
            }
            guard let repository else {
                return .failure(GitError(code: -1, operation: "git_repository_open_ext", message: "no repository returned"))
            }
            return .success(repository)
        }
        return Repository(handle: try result.get())
    }

    /// The operation an error names when no repository contains the path: callers tell "not a repository" by it.
    public static let notFoundOperation = "git_repository_discover"

    /// The git directory libgit2's search finds from `path` (ownership not checked), for an error to name.
    private static func gitDirectory(around path: String) -> String? {
        var found = git_buf()
        defer { git_buf_dispose(&found) }
        guard git_repository_discover(&found, path, 0, nil) == 0, let pointer = found.ptr else { return nil }
        return String(cString: pointer)
    }

    /// libgit2 1.5 fails the owner check with `GIT_ENOTFOUND` ("config value 'safe.directory' was not found")
    /// when no `safe.directory` is configured at all, instead of `GIT_EOWNER`: report both as the owner error.
    private static func normalisedOpenError(_ error: GitError, path: String) -> GitError {
        guard error.code == GitError.notFoundCode, error.message.contains("safe.directory") else { return error }
        return GitError(code: GitError.ownerCode, operation: error.operation,
                        message: "repository path '\(path)' is not owned by current user")
    }

    /// True for a repository without a working tree.
    public var isBare: Bool { workdir == nil }

    /// Whether the repository is a shallow clone (its history cut at a depth).
    public var isShallow: Bool { withHandle { git_repository_is_shallow($0) == 1 } }

    /// Whether `commitID` is where a shallow clone's history was cut (listed in `.git/shallow`): its parents were
    /// not fetched, so libgit2 shows it without any.
    func isShallowBoundary(_ commitID: String) -> Bool {
        // A linked worktree shares its main repository's shallow file.
        let common = withHandle { String(cString: git_repository_commondir($0)) }
        guard let listed = try? String(contentsOfFile: common + "/shallow", encoding: .utf8) else { return false }
        return listed.split(whereSeparator: \.isNewline).contains { $0 == commitID }
    }

    /// True when the repository has no commits on HEAD yet (freshly initialised, or HEAD on an unborn branch).
    public var isEmpty: Bool {
        withHandle { git_repository_head_unborn($0) == 1 || git_repository_is_empty($0) == 1 }
    }

    /// Local branch names, sorted: what to suggest when HEAD names a branch without commits.
    public var localBranchNames: [String] {
        withHandle { repository in
            var iterator: OpaquePointer?
            guard git_branch_iterator_new(&iterator, repository, GIT_BRANCH_LOCAL) == 0, let iterator else { return [] }
            defer { git_branch_iterator_free(iterator) }
            var names: [String] = []
            var reference: OpaquePointer?
            var type = GIT_BRANCH_LOCAL
            while git_branch_next(&reference, &type, iterator) == 0, let branch = reference {
                var name: UnsafePointer<CChar>?
                if git_branch_name(&name, branch) == 0, let name { names.append(String(cString: name)) }
                git_reference_free(branch)
                reference = nil
            }
            return names.sorted()
        }
    }

    /// The branch HEAD points to ("main"), when HEAD is symbolic.
    public var headBranchName: String? {
        withHandle { repository in
            var reference: OpaquePointer?
            guard git_reference_lookup(&reference, repository, "HEAD") == 0, let reference else { return nil }
            defer { git_reference_free(reference) }
            guard let target = git_reference_symbolic_target(reference) else { return nil }
            let name = String(cString: target)
            return name.hasPrefix("refs/heads/") ? String(name.dropFirst("refs/heads/".count)) : name
        }
    }

    /// The web address of the `origin` remote (`RemoteWebURL`), for links in reports; nil without one.
    public var originWebURL: String? {
        withHandle { repository in
            var remote: OpaquePointer?
            guard git_remote_lookup(&remote, repository, "origin") == 0, let remote else { return nil }
            defer { git_remote_free(remote) }
            guard let url = git_remote_url(remote) else { return nil }
            return RemoteWebURL.from(String(cString: url))
        }
    }

    /// Resolves any revision git understands (`main`, a tag, a SHA or prefix, `HEAD~3`) to a commit's full SHA.
    public func resolveCommit(_ revision: String) throws(GitError) -> String {
        try withHandle { repository throws(GitError) in
            let commit = try Repository.lookupCommit(revision, in: repository)
            defer { git_object_free(commit) }
            return ObjectID.hex(git_object_id(commit))
        }
    }

    /// Whether `path` (relative to the working tree) is a submodule's entry: in the index, or in the tree of
    /// `revision` when one is given. Its folder then holds the submodule's files only once it is initialised.
    public func isSubmodule(_ path: String, revision: String? = nil) -> Bool {
        guard !path.isEmpty else { return false }
        return withHandle { repository in
            guard let revision else {
                var index: OpaquePointer?
                guard git_repository_index(&index, repository) == 0, let index else { return false }
                defer { git_index_free(index) }
                return git_index_get_bypath(index, path, 0)?.pointee.mode == GIT_FILEMODE_COMMIT.rawValue
            }
            guard let commit = try? Repository.lookupCommit(revision, in: repository) else { return false }
            defer { git_object_free(commit) }
            var tree: OpaquePointer?
            guard git_commit_tree(&tree, commit) == 0, let tree else { return false }
            defer { git_tree_free(tree) }
            var entry: OpaquePointer?
            guard git_tree_entry_bypath(&entry, tree, path) == 0, let entry else { return false }
            defer { git_tree_entry_free(entry) }
            return git_tree_entry_filemode(entry) == GIT_FILEMODE_COMMIT
        }
    }

    /// The path of `path` relative to the working tree ("" for its root, "/" separators), or nil when `path`
    /// lies outside it. Symlinks in either path are resolved first. For a bare repository, always "".
    public func relativePath(ofAbsolute path: String) -> String? {
        guard let workdir else { return "" }
        let root = Repository.canonical(workdir)
        let target = Repository.canonical(path)
        if target == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard target.hasPrefix(prefix) else { return nil }
        return String(target.dropFirst(prefix.count))
    }

    /// Writes the files of `revision` into `directory`, which must not exist or be empty. The files go to a
    /// sibling temporary folder first and are renamed into place, so a failure leaves nothing half-written.
    /// The repository's own working tree, index and HEAD are untouched.
    public func materialize(revision: String, into directory: String) throws {
        let fileManager = FileManager.default
        let destination = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
            let contents = isDirectory.boolValue ? try fileManager.contentsOfDirectory(atPath: destination.path) : ["?"]
            guard contents.isEmpty else {
                throw GitError(code: -1, operation: "materialize",
                               message: "'\(destination.path)' already exists and is not an empty folder",
                               hint: "choose a new folder; existing files are never overwritten")
            }
            try fileManager.removeItem(at: destination)
        }
        let parent = destination.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).partial-\(UUID().uuidString)")
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        do {
            try checkout(revision: revision, into: staging.path)
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    private func checkout(revision: String, into directory: String) throws(GitError) {
        try withHandle { repository throws(GitError) in
            let commit = try Repository.lookupCommit(revision, in: repository)
            defer { git_object_free(commit) }
            var options = git_checkout_options()
            try LibGit2.check(git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)),
                              "git_checkout_options_init")
            options.checkout_strategy = GIT_CHECKOUT_FORCE.rawValue | GIT_CHECKOUT_DONT_UPDATE_INDEX.rawValue
            let status = directory.withCString { target in
                options.target_directory = target
                return git_checkout_tree(repository, commit, &options)
            }
            try LibGit2.check(status, "git_checkout_tree")
        }
    }

    /// Runs `body` with the repository handle, holding the lock so no other thread uses it meanwhile.
    func withHandle<T, E: Error>(_ body: (OpaquePointer) throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(handle)
    }

    /// Looks `revision` up and peels it to a commit. The caller frees the returned object.
    static func lookupCommit(_ revision: String, in repository: OpaquePointer) throws(GitError) -> OpaquePointer {
        var object: OpaquePointer?
        try LibGit2.check(git_revparse_single(&object, repository, lowercasingUpstream(revision)), "git_revparse_single",
                          hint: "use a branch, tag or commit SHA that exists in this repository")
        guard let object else {
            throw GitError(code: -1, operation: "git_revparse_single", message: "no object returned")
        }
        defer { git_object_free(object) }
        // A tree or a blob cannot be peeled to a commit; libgit2 says so in type numbers (git_object_t=1).
        let type = git_object_type(object)
        if type == GIT_OBJECT_TREE || type == GIT_OBJECT_BLOB {
            let kind = type == GIT_OBJECT_TREE ? "a tree (a folder's content)" : "a blob (a file's content)"
            throw GitError(code: GitError.invalidSpecCode, operation: "git_object_peel", message: "'\(revision)' names \(kind), not a commit",
                           hint: "use a branch, tag or commit SHA")
        }
        var commit: OpaquePointer?
        try LibGit2.check(git_object_peel(&commit, object, GIT_OBJECT_COMMIT), "git_object_peel",
                          hint: "'\(revision)' does not name a commit")
        guard let commit else {
            throw GitError(code: -1, operation: "git_object_peel", message: "no commit returned")
        }
        return commit
    }

    /// `revision` with a trailing `@{U}` or `@{Upstream}` spelt in lower case: git reads them in any case, libgit2 only so.
    static func lowercasingUpstream(_ revision: String) -> String {
        for suffix in ["@{u}", "@{upstream}"] where revision.lowercased().hasSuffix(suffix) {
            return String(revision.dropLast(suffix.count)) + suffix
        }
        return revision
    }

    private static func trimmingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `path` with symlinks and "."/".." resolved; unchanged when it cannot be resolved.
    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
