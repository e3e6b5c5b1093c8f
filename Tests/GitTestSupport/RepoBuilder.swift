import CLibgit2
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Builds a temporary git repository in code through libgit2 (no git CLI, no git configuration needed),
/// and deletes it when released.
///
/// Non-bare repositories are built like a user would: write files, `commitAll`, edit again. Trees that a
/// working tree cannot express easily (bare repositories, gitlinks) are built with `commitTree`.
public final class RepoBuilder {
    /// Entries of a tree built in memory by `commitTree`.
    public enum Entry {
        /// A regular file; the path is raw bytes so that names which are not UTF-8 can be made.
        case file(rawPath: [UInt8], bytes: [UInt8], executable: Bool)
        /// A symbolic link whose blob holds `target`.
        case symlink(path: String, target: String)
        /// A submodule entry pointing at `commit` (40 hex digits).
        case gitlink(path: String, commit: String)

        /// A regular file with a UTF-8 path and text content.
        public static func text(_ path: String, _ content: String) -> Entry {
            .file(rawPath: Array(path.utf8), bytes: Array(content.utf8), executable: false)
        }
    }

    private static let libgit2Initialised: Int32 = git_libgit2_init()

    /// The folder holding everything, removed on release.
    public let temporaryFolder: String
    /// The working tree (for a bare repository, the repository folder itself).
    public let root: String
    /// The `.git` folder, or the repository folder when bare.
    public let gitDirectory: String
    /// True for a repository without working tree.
    public let isBare: Bool

    private let handle: OpaquePointer
    private var clock: Int64 = 1_700_000_000

    /// Creates an empty repository whose HEAD is the unborn branch `initialBranch`.
    public init(bare: Bool = false, initialBranch: String = "main") throws {
        precondition(Self.libgit2Initialised > 0, "git_libgit2_init failed")
        let temporary = NSTemporaryDirectory()
        let template = (temporary.hasSuffix("/") ? temporary : temporary + "/") + "repo-builder-XXXXXX"
        var templateBytes = Array(template.utf8CString)
        guard let created = mkdtemp(&templateBytes) else { throw RepoBuilderError("mkdtemp failed: errno \(errno)") }
        temporaryFolder = String(cString: created)
        let repositoryPath = temporaryFolder + (bare ? "/repo.git" : "/repo")
        var options = git_repository_init_options()
        try RepoBuilderError.check(git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION)),
                                   "git_repository_init_options_init")
        options.flags = GIT_REPOSITORY_INIT_MKPATH.rawValue | (bare ? GIT_REPOSITORY_INIT_BARE.rawValue : 0)
        var repository: OpaquePointer?
        let status = initialBranch.withCString { head in
            options.initial_head = head
            return git_repository_init_ext(&repository, repositoryPath, &options)
        }
        try RepoBuilderError.check(status, "git_repository_init_ext")
        handle = repository!
        isBare = bare
        root = repositoryPath
        gitDirectory = bare ? repositoryPath : repositoryPath + "/.git"
    }

    deinit {
        git_repository_free(handle)
        try? FileManager.default.removeItem(atPath: temporaryFolder)
    }

    /// The absolute path of `relative` in the working tree.
    public func path(_ relative: String) -> String { root + "/" + relative }

    // MARK: Working tree

    /// Writes a UTF-8 text file, creating its folders.
    public func write(_ relative: String, _ text: String) throws {
        try write(rawPath: Array(relative.utf8), bytes: Array(text.utf8))
    }

    /// Writes `bytes` at a raw path (names that are not UTF-8 included), creating its folders.
    public func write(rawPath: [UInt8], bytes: [UInt8]) throws {
        let full = Array(root.utf8) + [UInt8(ascii: "/")] + rawPath
        if let slash = full.lastIndex(of: UInt8(ascii: "/")) {
            try makeDirectories(Array(full[..<slash]))
        }
        let fd = withCString(full) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw RepoBuilderError("cannot create \(String(decoding: rawPath, as: UTF8.self)): errno \(errno)") }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { throw RepoBuilderError("write failed: errno \(errno)") }
            written += count
        }
    }

    /// Creates a file of `size` bytes without holding them in memory (a sparse file).
    public func writeLargeFile(_ relative: String, size: Int) throws {
        try write(relative, "")
        guard truncate(path(relative), off_t(size)) == 0 else { throw RepoBuilderError("truncate failed: errno \(errno)") }
    }

    /// Creates a symbolic link at `relative` pointing at `target` (relative or absolute, need not exist).
    public func symlink(_ relative: String, to target: String) throws {
        let full = Array(path(relative).utf8)
        if let slash = full.lastIndex(of: UInt8(ascii: "/")) { try makeDirectories(Array(full[..<slash])) }
        guard Foundation.symlink(target, path(relative)) == 0 else { throw RepoBuilderError("symlink failed: errno \(errno)") }
    }

    /// Removes a file or folder from the working tree.
    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    /// Stages every file of the working tree that is not ignored (symlinks as links), like `git add -A`.
    public func stageAll() throws {
        let index = try repositoryIndex()
        defer { git_index_free(index) }
        var pathspec = git_strarray(strings: nil, count: 0)
        try RepoBuilderError.check(git_index_add_all(index, &pathspec, GIT_INDEX_ADD_DEFAULT.rawValue, nil, nil), "git_index_add_all")
        try RepoBuilderError.check(git_index_update_all(index, &pathspec, nil, nil), "git_index_update_all")
        try RepoBuilderError.check(git_index_write(index), "git_index_write")
    }

    /// Marks the index entry of `relative` as `git update-index --assume-unchanged` or `--skip-worktree` do:
    /// git then calls the file unmodified whatever the disk holds.
    public func markInIndex(_ relative: String, assumeUnchanged: Bool = false, skipWorktree: Bool = false) throws {
        let index = try repositoryIndex()
        defer { git_index_free(index) }
        guard let found = git_index_get_bypath(index, relative, 0) else { throw RepoBuilderError("\(relative) is not in the index") }
        var entry = found.pointee
        if assumeUnchanged { entry.flags |= UInt16(GIT_INDEX_ENTRY_VALID.rawValue) }
        if skipWorktree {
            entry.flags |= UInt16(GIT_INDEX_ENTRY_EXTENDED.rawValue)
            entry.flags_extended |= UInt16(GIT_INDEX_ENTRY_SKIP_WORKTREE.rawValue)
        }
        try RepoBuilderError.check(git_index_add(index, &entry), "git_index_add")
        try RepoBuilderError.check(git_index_write(index), "git_index_write")
    }

    /// Stages a submodule entry (gitlink) at `relative` pointing at `commit`, and creates its empty folder.
    public func stageGitlink(_ relative: String, commit: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        let index = try repositoryIndex()
        defer { git_index_free(index) }
        try add(.gitlink(path: relative, commit: commit), to: index)
        try RepoBuilderError.check(git_index_write(index), "git_index_write")
    }

    /// Stages everything (`stageAll`) and commits the index on HEAD. Returns the commit's SHA.
    @discardableResult
    public func commitAll(_ message: String) throws -> String {
        try stageAll()
        let index = try repositoryIndex()
        defer { git_index_free(index) }
        var tree = git_oid()
        try RepoBuilderError.check(git_index_write_tree(&tree, index), "git_index_write_tree")
        return try commit(tree: tree, message: message)
    }

    // MARK: In-memory trees

    /// Commits a tree made of `entries` on HEAD without touching the working tree or index. Returns the SHA.
    @discardableResult
    public func commitTree(_ entries: [Entry], message: String) throws -> String {
        var index: OpaquePointer?
        try RepoBuilderError.check(git_index_new(&index), "git_index_new")
        defer { git_index_free(index) }
        for entry in entries { try add(entry, to: index!) }
        var tree = git_oid()
        try RepoBuilderError.check(git_index_write_tree_to(&tree, index, handle), "git_index_write_tree_to")
        return try commit(tree: tree, message: message)
    }

    // MARK: References and objects

    /// Creates (or moves) branch `name` to `commit`.
    public func branch(_ name: String, at commit: String) throws {
        var oid = try Self.oid(commit)
        var reference: OpaquePointer?
        try RepoBuilderError.check(git_reference_create(&reference, handle, "refs/heads/\(name)", &oid, 1, nil), "git_reference_create")
        git_reference_free(reference)
    }

    /// Creates tag `name` on `commit`; annotated tags get a tag object, like `git tag -a`.
    public func tag(_ name: String, at commit: String, annotated: Bool = false) throws {
        var oid = try Self.oid(commit)
        if !annotated {
            var reference: OpaquePointer?
            try RepoBuilderError.check(git_reference_create(&reference, handle, "refs/tags/\(name)", &oid, 1, nil), "git_reference_create")
            git_reference_free(reference)
            return
        }
        var target: OpaquePointer?
        try RepoBuilderError.check(git_object_lookup(&target, handle, &oid, GIT_OBJECT_COMMIT), "git_object_lookup")
        defer { git_object_free(target) }
        let signature = try makeSignature()
        defer { git_signature_free(signature) }
        var tagID = git_oid()
        try RepoBuilderError.check(git_tag_create(&tagID, handle, name, target, signature, "tag \(name)", 1), "git_tag_create")
    }

    /// Sets a configuration value in the repository's own config file (`.git/config`).
    public func setConfig(_ key: String, _ value: String) throws {
        var config: OpaquePointer?
        try RepoBuilderError.check(git_repository_config(&config, handle), "git_repository_config")
        defer { git_config_free(config) }
        var local: OpaquePointer?
        try RepoBuilderError.check(git_config_open_level(&local, config, GIT_CONFIG_LEVEL_LOCAL), "git_config_open_level")
        defer { git_config_free(local) }
        try RepoBuilderError.check(git_config_set_string(local, key, value), "git_config_set_string")
    }

    /// Changes the owner of the repository folder and its `.git` folder (not their contents), as if another
    /// user had created them. Needs root.
    public func setOwner(uid: uid_t, gid: gid_t) throws {
        for folder in Set([root, gitDirectory]) {
            guard lchown(folder, uid, gid) == 0 else { throw RepoBuilderError("lchown \(folder) failed: errno \(errno)") }
        }
    }

    /// The blob id git gives `bytes`.
    public static func blobID(of bytes: [UInt8]) throws -> String {
        precondition(libgit2Initialised > 0)
        var oid = git_oid()
        try RepoBuilderError.check(bytes.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_BLOB) }, "git_odb_hash")
        return hex(oid)
    }

    /// The id of the object `spec` names, in git's revision syntax (`HEAD:src/lib` for a folder's tree).
    public func objectID(_ spec: String) throws -> String {
        var object: OpaquePointer?
        try RepoBuilderError.check(git_revparse_single(&object, handle, spec), "git_revparse_single")
        defer { git_object_free(object) }
        return Self.hex(git_object_id(object).pointee)
    }

    /// Deletes the loose object `id` from the object database, as in a partial clone that never fetched it.
    public func deleteLooseObject(_ id: String) throws {
        let objectPath = gitDirectory + "/objects/" + id.prefix(2) + "/" + id.dropFirst(2)
        guard unlink(objectPath) == 0 else { throw RepoBuilderError("cannot delete \(objectPath): errno \(errno)") }
    }

    // MARK: Private

    private func repositoryIndex() throws -> OpaquePointer {
        var index: OpaquePointer?
        try RepoBuilderError.check(git_repository_index(&index, handle), "git_repository_index")
        return index!
    }

    private func add(_ entry: Entry, to index: OpaquePointer) throws {
        var indexEntry = git_index_entry()
        let path: [UInt8]
        let content: [UInt8]
        switch entry {
        case .file(let rawPath, let bytes, let executable):
            path = rawPath
            content = bytes
            indexEntry.mode = executable ? GIT_FILEMODE_BLOB_EXECUTABLE.rawValue : GIT_FILEMODE_BLOB.rawValue
        case .symlink(let linkPath, let target):
            path = Array(linkPath.utf8)
            content = Array(target.utf8)
            indexEntry.mode = GIT_FILEMODE_LINK.rawValue
        case .gitlink(let linkPath, let commit):
            indexEntry.mode = GIT_FILEMODE_COMMIT.rawValue
            indexEntry.id = try Self.oid(commit)
            try withCString(Array(linkPath.utf8)) { cPath in
                indexEntry.path = cPath
                try RepoBuilderError.check(git_index_add(index, &indexEntry), "git_index_add")
            }
            return
        }
        try RepoBuilderError.check(content.withUnsafeBytes { git_blob_create_from_buffer(&indexEntry.id, handle, $0.baseAddress, $0.count) },
                                   "git_blob_create_from_buffer")
        indexEntry.file_size = UInt32(truncatingIfNeeded: content.count)
        try withCString(path) { cPath in
            indexEntry.path = cPath
            try RepoBuilderError.check(git_index_add(index, &indexEntry), "git_index_add")
        }
    }

    private func commit(tree treeID: git_oid, message: String) throws -> String {
        var treeOID = treeID
        var tree: OpaquePointer?
        try RepoBuilderError.check(git_tree_lookup(&tree, handle, &treeOID), "git_tree_lookup")
        defer { git_tree_free(tree) }
        var parent: OpaquePointer?
        if git_repository_head_unborn(handle) == 0 {
            var head = git_oid()
            try RepoBuilderError.check(git_reference_name_to_id(&head, handle, "HEAD"), "git_reference_name_to_id")
            try RepoBuilderError.check(git_commit_lookup(&parent, handle, &head), "git_commit_lookup")
        }
        defer { git_commit_free(parent) }
        let signature = try makeSignature()
        defer { git_signature_free(signature) }
        var commitID = git_oid()
        var parents: [OpaquePointer?] = parent.map { [$0] } ?? []
        let status = parents.withUnsafeMutableBufferPointer { buffer in
            git_commit_create(&commitID, handle, "HEAD", signature, signature, "UTF-8", message, tree,
                              buffer.count, buffer.baseAddress)
        }
        try RepoBuilderError.check(status, "git_commit_create")
        return Self.hex(commitID)
    }

    /// A fixed identity with a clock that advances one minute per use, so history is deterministic.
    private func makeSignature() throws -> UnsafeMutablePointer<git_signature> {
        clock += 60
        var signature: UnsafeMutablePointer<git_signature>?
        try RepoBuilderError.check(git_signature_new(&signature, "Repo Builder", "builder@example.invalid", clock, 0), "git_signature_new")
        return signature!
    }

    private func makeDirectories(_ rawPath: [UInt8]) throws {
        var current: [UInt8] = []
        for component in rawPath.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if !current.isEmpty || component.isEmpty { current.append(UInt8(ascii: "/")) }
            current += component
            if component.isEmpty { continue }
            let status = withCString(current) { mkdir($0, 0o755) }
            guard status == 0 || errno == EEXIST else {
                throw RepoBuilderError("mkdir \(String(decoding: current, as: UTF8.self)) failed: errno \(errno)")
            }
        }
    }

    private func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { try body($0) }
        }
    }

    private static func oid(_ hex: String) throws -> git_oid {
        var oid = git_oid()
        try RepoBuilderError.check(git_oid_fromstr(&oid, hex), "git_oid_fromstr")
        return oid
    }

    private static func hex(_ oid: git_oid) -> String {
        var copy = oid
        var buffer = [CChar](repeating: 0, count: 41)
        git_oid_tostr(&buffer, buffer.count, &copy)
        return String(decoding: buffer.prefix(40).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
