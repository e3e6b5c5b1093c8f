import CLibgit2
import Foundation

/// The files of one commit, read straight from the object database: no checkout, the working tree is not
/// looked at. Submodules (gitlinks) and symlinks are skipped. A tree missing from the object database (shallow or
/// partial clones) becomes a warning naming the folder, and the rest is still listed; a missing blob is listed and
/// fails when it is read (its size or content), with an error naming the file.
public struct RevisionSource: FileSource {
    /// The repository the revision is read from.
    public let repository: Repository
    /// The revision as the user wrote it (`main`, `v1.2`, `HEAD~3`, a SHA).
    public let revision: String
    /// The full SHA of the commit `revision` resolved to.
    public let commitID: String
    /// The scanned sub-folder, relative to the repository root ("" for the whole tree).
    public var subdirectory: String { root.path }
    /// The id of the scanned folder's tree at this commit: every path, mode and blob under it, in one hash.
    public var rootTreeID: String { ObjectID.hex(rootTree) }

    private let root: ScanRoot
    /// What to do about an object the database lacks, read from the configuration once.
    private let missingObjectAdvice: String
    private let rootTree: git_oid
    /// The whole commit's tree, for lookups outside the scanned folder (a monorepo's workspace root above it).
    private let commitTree: git_oid

    /// Resolves `revision` to a commit and finds `subdirectory` in its tree.
    ///
    /// Throws a `GitError` naming the revision when it does not resolve to a commit, or with code
    /// `GitError.notFoundCode` when the sub-folder does not exist at that commit.
    public init(repository: Repository, revision: String, subdirectory: String = "") throws(GitError) {
        let root = ScanRoot(subdirectory)
        let (commitID, tree, commitTree) = try repository.withHandle { handle throws(GitError) in
            let commit = try Repository.lookupCommit(revision, in: handle)
            defer { git_object_free(commit) }
            let commitID = ObjectID.hex(git_object_id(commit))
            guard let treeID = git_commit_tree_id(commit)?.pointee else {
                throw GitError(code: -1, operation: "git_commit_tree_id", message: "commit \(commitID) has no tree")
            }
            if root.path.isEmpty { return (commitID, treeID, treeID) }
            var tree: OpaquePointer?
            var treeIDCopy = treeID
            try LibGit2.check(git_tree_lookup(&tree, handle, &treeIDCopy), "git_tree_lookup")
            defer { git_tree_free(tree) }
            var entry: OpaquePointer?
            let status = git_tree_entry_bypath(&entry, tree, root.path)
            defer { git_tree_entry_free(entry) }
            guard status == 0, let entry, git_tree_entry_type(entry) == GIT_OBJECT_TREE else {
                throw GitError(code: GitError.notFoundCode, operation: "git_tree_entry_bypath",
                               message: "folder '\(root.path)' does not exist at \(revision) (\(commitID.prefix(12)))",
                               hint: "scan a revision that has this folder, or scan the repository root")
            }
            return (commitID, git_tree_entry_id(entry).pointee, treeID)
        }
        self.repository = repository
        self.revision = revision
        self.commitID = commitID
        self.root = root
        self.rootTree = tree
        self.commitTree = commitTree
        missingObjectAdvice = repository.missingObjectAdvice
    }

    /// Whether `path` (relative to the repository root, not to the scanned folder) is a regular file at this
    /// commit: the scanned folder's ancestors are looked at this way.
    public func isFile(atRepositoryPath path: String) -> Bool {
        lookUp(path) { entry in
            let mode = git_tree_entry_filemode(entry)
            return git_tree_entry_type(entry) == GIT_OBJECT_BLOB && (mode == GIT_FILEMODE_BLOB || mode == GIT_FILEMODE_BLOB_EXECUTABLE)
        } ?? false
    }

    /// Whether `path` (relative to the repository root) is a folder at this commit.
    public func isFolder(atRepositoryPath path: String) -> Bool {
        path.isEmpty || lookUp(path) { git_tree_entry_type($0) == GIT_OBJECT_TREE } ?? false
    }

    /// The bytes of the regular file at `path` (relative to the repository root) at this commit; nil when there
    /// is none or its blob cannot be read.
    public func contents(atRepositoryPath path: String) -> [UInt8]? {
        guard let blob = lookUp(path, { entry -> String? in
            let mode = git_tree_entry_filemode(entry)
            guard git_tree_entry_type(entry) == GIT_OBJECT_BLOB, mode == GIT_FILEMODE_BLOB || mode == GIT_FILEMODE_BLOB_EXECUTABLE else { return nil }
            return ObjectID.hex(git_tree_entry_id(entry).pointee)
        }) ?? nil else { return nil }
        return try? read(SourceFileEntry(rawPath: Array(path.utf8), size: nil, blobID: blob))
    }

    /// The names in the folder at `path` (relative to the repository root; "" for the root) at this commit, sorted;
    /// nil when it is no folder. Walks up to a workspace root expand its package globs (`packages/*`) this way,
    /// without listing every file of the revision.
    public func entryNames(atRepositoryPath path: String) -> [String]? {
        var id = commitTree
        if !path.isEmpty {
            // Looked up before taking the handle: its lock is not reentrant.
            guard let folder = lookUp(path, { entry -> git_oid? in
                git_tree_entry_type(entry) == GIT_OBJECT_TREE ? git_tree_entry_id(entry).pointee : nil
            }) ?? nil else { return nil }
            id = folder
        }
        return try? repository.withHandle { handle throws(GitError) -> [String]? in
            var tree: OpaquePointer?
            guard git_tree_lookup(&tree, handle, &id) == 0, let tree else { return nil }
            defer { git_tree_free(tree) }
            var names: [String] = []
            for index in 0..<git_tree_entrycount(tree) {
                guard let entry = git_tree_entry_byindex(tree, index), let name = git_tree_entry_name(entry) else { continue }
                names.append(String(cString: name))
            }
            return names.sorted()
        } ?? nil
    }

    /// `body` applied to the tree entry at `path` in the commit's tree; nil when there is none.
    private func lookUp<T>(_ path: String, _ body: (OpaquePointer) -> T) -> T? {
        try? repository.withHandle { handle throws(GitError) -> T? in
            var id = commitTree
            var tree: OpaquePointer?
            guard git_tree_lookup(&tree, handle, &id) == 0, let tree else { return nil }
            defer { git_tree_free(tree) }
            var entry: OpaquePointer?
            guard git_tree_entry_bypath(&entry, tree, path) == 0, let entry else { return nil }
            defer { git_tree_entry_free(entry) }
            return body(entry)
        }
    }

    /// Walks the tree iteratively (an explicit stack, no C callbacks) and reads each blob's size from its header.
    public func listFiles() throws -> FileListing {
        try repository.withHandle { handle throws(GitError) in
            var files: [SourceFileEntry] = []
            var warnings: [SourceWarning] = []
            var unscanned: [FileListing.UnscannedEntry] = []
            // Depth first, each tree's entries in their order: git orders them so that this lists paths sorted by
            // their bytes, and the listing need not be sorted again (a third of its time on a large tree).
            var open: [(tree: OpaquePointer, next: Int, prefix: [UInt8])] = []
            defer { for level in open { git_tree_free(level.tree) } }
            func enter(_ treeID: git_oid, prefix: [UInt8]) throws(GitError) {
                var id = treeID
                var tree: OpaquePointer?
                let status = git_tree_lookup(&tree, handle, &id)
                guard status == 0, let tree else {
                    let error = GitError.last(code: status, operation: "git_tree_lookup")
                    guard status == GitError.notFoundCode else { throw error }
                    let folder = prefix.isEmpty ? "." : String(decoding: prefix.dropLast(), as: UTF8.self)
                    // Without the tree's id, as a missing blob's message is: folders missing alike share one message, which a
                    // report groups (a treeless clone, --filter=tree:0, lacks a tree per folder of an older revision).
                    warnings.append(SourceWarning(path: folder, message: "its tree is missing from the object database, so its files are skipped: \(missingObjectAdvice)"))
                    return
                }
                open.append((tree, 0, prefix))
            }
            try enter(rootTree, prefix: [])
            while let level = open.last {
                guard level.next < git_tree_entrycount(level.tree) else {
                    git_tree_free(level.tree)
                    open.removeLast()
                    continue
                }
                open[open.count - 1].next += 1
                // Borrowed from the tree: copied out before the tree is freed.
                guard let entry = git_tree_entry_byindex(level.tree, level.next), let cName = git_tree_entry_name(entry) else { continue }
                let name = UnsafeBufferPointer(start: UnsafeRawPointer(cName).assumingMemoryBound(to: UInt8.self), count: strlen(cName))
                let path = level.prefix + name
                let mode = git_tree_entry_filemode(entry)
                let entryID = git_tree_entry_id(entry).pointee
                switch git_tree_entry_type(entry) {
                case GIT_OBJECT_TREE:
                    try enter(entryID, prefix: path + [UInt8(ascii: "/")])
                case GIT_OBJECT_BLOB where mode == GIT_FILEMODE_BLOB || mode == GIT_FILEMODE_BLOB_EXECUTABLE:
                    // No size here: learning it means opening each object (a file read and an inflate per loose
                    // object), which readers do in parallel, and only for the files they read.
                    files.append(SourceFileEntry(rawPath: path, size: nil, blobID: ObjectID.hex(entryID),
                                                 isExecutable: mode == GIT_FILEMODE_BLOB_EXECUTABLE))
                case GIT_OBJECT_BLOB where mode == GIT_FILEMODE_LINK:
                    unscanned.append(.init(path: SourceFileEntry.displayPath(path), kind: .symbolicLink))
                case GIT_OBJECT_COMMIT:
                    unscanned.append(.init(path: SourceFileEntry.displayPath(path), kind: .submodule, commit: ObjectID.hex(entryID)))
                default:
                    continue
                }
            }
            return FileListing(files: files, warnings: warnings, unscanned: unscanned)
        }
    }

    /// Reads the blob's bytes from the object database, copied out before the object is freed.
    public func read(_ entry: SourceFileEntry) throws -> [UInt8] {
        guard let blobHex = entry.blobID else {
            throw SourceReadError(path: entry.path, reason: "no blob id (not listed by this revision)")
        }
        return try repository.withHandle { handle throws -> [UInt8] in
            var id = try ObjectID.parse(blobHex)
            let odb = try Self.objectDatabase(handle)
            defer { git_odb_free(odb) }
            var object: OpaquePointer?
            let status = git_odb_read(&object, odb, &id)
            if status == GitError.notFoundCode {
                throw SourceReadError(path: entry.path, reason: missingBlobReason)
            }
            try LibGit2.check(status, "git_odb_read")
            guard let object else { return [] }
            defer { git_odb_object_free(object) }
            let size = git_odb_object_size(object)
            guard size > 0, let data = git_odb_object_data(object) else { return [] }
            return Array(UnsafeRawBufferPointer(start: data, count: size))
        }
    }

    /// The blob's size from its object header, without inflating the content.
    public func contentSize(of entry: SourceFileEntry) throws -> Int {
        if let size = entry.size { return size }
        guard let blobHex = entry.blobID else {
            throw SourceReadError(path: entry.path, reason: "no blob id (not listed by this revision)")
        }
        return try repository.withHandle { handle throws -> Int in
            var id = try ObjectID.parse(blobHex)
            let odb = try Self.objectDatabase(handle)
            defer { git_odb_free(odb) }
            var size = 0
            var type = GIT_OBJECT_INVALID
            let status = git_odb_read_header(&size, &type, odb, &id)
            if status == GitError.notFoundCode {
                throw SourceReadError(path: entry.path, reason: missingBlobReason)
            }
            try LibGit2.check(status, "git_odb_read_header")
            return size
        }
    }

    /// A partial clone lacks objects until git fetches them; the message says what to run. Without the blob's id:
    /// the same words for every file, which a report groups (a blobless clone lacks thousands).
    private var missingBlobReason: String {
        "its blob is missing from the object database: \(missingObjectAdvice)"
    }

    private static func objectDatabase(_ handle: OpaquePointer) throws(GitError) -> OpaquePointer {
        var odb: OpaquePointer?
        try LibGit2.check(git_repository_odb(&odb, handle), "git_repository_odb")
        guard let odb else { throw GitError(code: -1, operation: "git_repository_odb", message: "no object database") }
        return odb
    }
}
