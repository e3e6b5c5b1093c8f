import Foundation

/// What a scan reads, resolved from the command line: the file source, where the scanned folder sits in the
/// repository, and which commit (if any) it corresponds to.
public struct ScanInput: Sendable {
    /// Where the files come from.
    public let source: any FileSource
    /// The open repository, or nil with `--no-git`.
    public let repository: Repository?
    /// The scanned folder relative to the repository's root ("" for the root, and with `--no-git`).
    public let rootInRepository: String
    /// The commit read (with a revision), or HEAD's commit under a working tree scan; nil when there is none.
    public let commitID: String?
    /// True when files are read from disk: the working tree (uncommitted edits included) or, with `--no-git`, the folder.
    public let isWorkingTree: Bool

    /// Resolves the scan input.
    ///
    /// - Parameters:
    ///   - path: the folder to scan, anywhere inside a repository (a monorepo package, say).
    ///   - revision: read this revision from the object database instead of the working tree.
    ///   - noGit: walk `path` as a plain folder.
    ///   - trustOwner: open the repository even when another user owns it.
    public static func resolve(path: String, revision: String? = nil, noGit: Bool = false,
                               trustOwner: Bool = false) throws(ScanInputError) -> ScanInput {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // A revision is read from the object database: its folder need not be on disk (a package the checked-out
            // branch does not have yet, or no longer has).
            if let revision, !noGit, let input = try resolveAbsentFolder(path: path, revision: revision, trustOwner: trustOwner) {
                return input
            }
            throw .pathNotFound(path: path)
        }
        guard isDirectory.boolValue else { throw .notADirectory(path: path) }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path

        if noGit {
            if let revision { throw .revisionWithoutGit(revision: revision) }
            return ScanInput(source: DirectorySource(path: absolute), repository: nil, rootInRepository: "",
                             commitID: nil, isWorkingTree: true)
        }

        let repository = try open(absolute, shownAs: path, trustOwner: trustOwner)
        let displayName = repository.workdir ?? repository.gitDirectory
        // A path inside the .git folder itself scans the whole repository.
        var root = repository.relativePath(ofAbsolute: absolute) ?? ""
        if root == ".git" || root.hasPrefix(".git/") { root = "" }
        // An initialised submodule's folder opens its own repository; an uninitialised one is an empty folder of this.
        if repository.isSubmodule(root, revision: revision ?? (repository.isBare ? "HEAD" : nil)) {
            throw .uninitialisedSubmodule(path: path, initialise: SubmoduleInitCommand(givenFolder: path, folderInRepository: root))
        }

        if revision != nil || repository.isBare {
            let revision = revision ?? "HEAD"
            // HEAD on a branch without commits: other branches may still have some (an orphan checkout; a bare
            // repository whose HEAD names a branch never pushed), and a revision naming one of them is fine.
            let unbornHead = repository.isEmpty
            let branches = unbornHead ? repository.localBranchNames : []
            if unbornHead, branches.isEmpty {
                throw .emptyRepository(repository: displayName, branch: repository.headBranchName, isBare: repository.isBare)
            }
            do {
                let source = try RevisionSource(repository: repository, revision: revision, subdirectory: root)
                return ScanInput(source: source, repository: repository, rootInRepository: root,
                                 commitID: source.commitID, isWorkingTree: false)
            } catch {
                if unbornHead, ScanInputError.isRelativeToHEAD(revision) {
                    throw .unbornHead(repository: displayName, branch: repository.headBranchName, branches: branches, isBare: repository.isBare)
                }
                throw ScanInputError.unresolved(revision: revision, in: repository, error: error, folder: root)
            }
        }

        do {
            let source = try WorkingTreeSource(repository: repository, subdirectory: root)
            let commit = repository.isEmpty ? nil : try repository.resolveCommit("HEAD")
            return ScanInput(source: source, repository: repository, rootInRepository: root,
                             commitID: commit, isWorkingTree: true)
        } catch {
            throw .git(error)
        }
    }

    /// `path`, absent from the disk, read at `revision` of the repository around the nearest folder above it that
    /// exists. Nil when there is no such repository (the path is then simply missing).
    private static func resolveAbsentFolder(path: String, revision: String, trustOwner: Bool) throws(ScanInputError) -> ScanInput? {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory) {
            guard existing.path != "/" else { return nil }
            missing.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        // A bare repository has no folders of the project on disk to be missing from (any folder in it scans it whole).
        guard isDirectory.boolValue, let repository = try? Repository.discover(from: existing.path, trustOwner: trustOwner), !repository.isBare,
              let above = repository.relativePath(ofAbsolute: existing.path), above != ".git", !above.hasPrefix(".git/")
        else { return nil }
        let root = ((above.isEmpty ? [] : [above]) + missing).joined(separator: "/")
        let unbornHead = repository.isEmpty
        if unbornHead, repository.localBranchNames.isEmpty {
            throw .emptyRepository(repository: repository.workdir ?? repository.gitDirectory, branch: repository.headBranchName, isBare: repository.isBare)
        }
        do {
            let source = try RevisionSource(repository: repository, revision: revision, subdirectory: root)
            return ScanInput(source: source, repository: repository, rootInRepository: root, commitID: source.commitID, isWorkingTree: false)
        } catch {
            throw ScanInputError.unresolved(revision: revision, in: repository, error: error, folder: root)
        }
    }

    /// What `safe.directory` must hold for git to open the repository: an absolute path (git ignores `.`), the
    /// work tree's, which libgit2's message names through its `.git` folder.
    static func safeDirectory(in message: String, given absolute: String) -> String {
        let prefix = "repository path '", suffix = "' is not owned by current user"
        guard let start = message.range(of: prefix), let end = message.range(of: suffix, range: start.upperBound..<message.endIndex) else {
            return URL(fileURLWithPath: absolute).standardizedFileURL.path
        }
        var path = String(message[start.upperBound..<end.lowerBound])
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/.git") { path.removeLast("/.git".count) }
        return path.isEmpty ? "/" : path
    }

    /// The scanned folder's name for report titles: the given folder's, except where the path scans the whole
    /// repository from inside its git data (`.git`, `bare.git/refs`), which is named after the repository.
    public static func folderLabel(path: String, noGit: Bool, trustOwner: Bool = false) -> String {
        let given = URL(fileURLWithPath: path).standardizedFileURL
        guard !noGit, let repository = try? Repository.discover(from: given.path, trustOwner: trustOwner) else { return given.lastPathComponent }
        if let workdir = repository.workdir {
            let root = repository.relativePath(ofAbsolute: given.path) ?? ""
            guard root == ".git" || root.hasPrefix(".git/") else { return given.lastPathComponent }
            return URL(fileURLWithPath: workdir).standardizedFileURL.lastPathComponent
        }
        // A bare repository is scanned whole from any folder in it; `app.git` is the repository `app`.
        let name = URL(fileURLWithPath: repository.gitDirectory).standardizedFileURL.lastPathComponent
        return name.count > 4 && name.hasSuffix(".git") ? String(name.dropLast(4)) : name
    }

    private static func open(_ absolute: String, shownAs path: String, trustOwner: Bool) throws(ScanInputError) -> Repository {
        do {
            return try Repository.discover(from: absolute, trustOwner: trustOwner)
        } catch {
            if error.code == GitError.ownerCode {
                throw .repositoryOwnedByAnotherUser(repository: path, detail: error.message, safeDirectory: safeDirectory(in: error.message, given: absolute))
            }
            if error.isUnsupportedRepositoryFormat {
                throw .unsupportedRepositoryFormat(repository: path, detail: error.message)
            }
            if error.code == GitError.notFoundCode, error.operation == Repository.notFoundOperation {
                if let link = DanglingGitLink.nearest(above: absolute) { throw .danglingGitLink(path: path, link: link) }
                throw .notAGitRepository(path: path)
            }
            throw .git(error)
        }
    }

}
