import CLibgit2
import Foundation

/// The files of a working tree as they are on disk: tracked files plus untracked files that git does not
/// ignore, so uncommitted edits and new files count. Submodules and symlinks are skipped, and no symlink is
/// ever followed when reading.
public struct WorkingTreeSource: FileSource {
    /// The repository whose working tree is read.
    public let repository: Repository
    /// The scanned sub-folder, relative to the working tree root ("" for the whole tree).
    public var subdirectory: String { root.path }
    /// Files up to this size that git has no id for (edited or untracked) are hashed while listing.
    public let maximumHashedSize: Int

    private let root: ScanRoot
    private let workdir: String
    /// Folders held open between reads, in a copy made for one thread (`forOneThread()`).
    private var folders: OpenFolderChain?

    /// A source for `subdirectory` of the working tree of `repository`, which must not be bare.
    public init(repository: Repository, subdirectory: String = "", maximumHashedSize: Int = 4 << 20) throws(GitError) {
        guard let workdir = repository.workdir else {
            throw GitError(code: -1, operation: "WorkingTreeSource", message: "'\(repository.gitDirectory)' is a bare repository",
                           hint: "scan a revision with --ref instead")
        }
        self.repository = repository
        self.root = ScanRoot(subdirectory)
        self.workdir = workdir
        self.maximumHashedSize = maximumHashedSize
    }

    /// Lists the files, sorted by raw path bytes. Files whose id git does not know are hashed (`git_odb_hash`).
    public func listFiles() throws -> FileListing {
        let (listed, links, absentSkipWorktree, deleted) = try statusEntries()
        let unscanned = links.compactMap { link in
            root.relative(link.path).map { FileListing.UnscannedEntry(path: SourceFileEntry.displayPath($0), kind: link.kind) }
        }
        var files: [SourceFileEntry] = []
        var warnings: [SourceWarning] = []
        var outsideSparseCheckout = absentSkipWorktree
        files.reserveCapacity(listed.count)
        for item in listed {
            guard let relative = root.relative(item.path) else { continue }
            var blobID = item.blobID
            var size = item.size
            if blobID == nil, item.size <= maximumHashedSize {
                do {
                    let bytes = try NoFollowFileSystem.readFile(root: workdir, relativePath: item.path)
                    blobID = ObjectID.blobID(of: bytes)
                    size = bytes.count  // the index's size, for a file git does not look at, may be stale
                } catch {
                    // A sparse checkout's skip-worktree files are in the index, not on disk: not in the working tree.
                    if item.isSkipWorktree, error.errorNumber == ENOENT {
                        outsideSparseCheckout += 1
                        continue
                    }
                    warnings.append(SourceWarning(path: SourceFileEntry.displayPath(relative),
                                                  message: "cannot be read (\(error.text)); skipped"))
                    continue
                }
            }
            files.append(SourceFileEntry(rawPath: relative, size: size, blobID: blobID, isExecutable: item.isExecutable))
        }
        warnings += Self.unreadableFolders(holding: deleted, workdir: workdir, root: root)
        if files.isEmpty, !root.path.isEmpty, isIgnored(root.path) {
            warnings.append(SourceWarning(
                path: ".", message: "'\(root.path)' is ignored by git (.gitignore), so the working tree has no files there to scan; "
                    + "scan it with --no-git to read the folder as it is on disk"))
        }
        var listing = FileListing(files: files, warnings: warnings, unscanned: unscanned)
        listing.outsideSparseCheckout = outsideSparseCheckout
        return listing
    }

    /// Whether git ignores the folder `path` (relative to the working tree).
    private func isIgnored(_ path: String) -> Bool {
        (try? repository.withHandle { handle throws(GitError) -> Bool in
            var ignored: Int32 = 0
            return git_ignore_path_is_ignored(&ignored, handle, path + "/") == 0 && ignored == 1
        }) ?? false
    }

    /// This source, keeping the folders it reads from open between reads.
    public func forOneThread() -> any FileSource {
        var copy = self
        copy.folders = OpenFolderChain(root: workdir)
        return copy
    }

    /// Reads the file from disk, refusing any symlink on the way.
    public func read(_ entry: SourceFileEntry) throws -> [UInt8] {
        do {
            let path = root.prefix + entry.rawPath
            if let folders { return try folders.readFile(relativePath: path) }
            return try NoFollowFileSystem.readFile(root: workdir, relativePath: path)
        } catch {
            let reason = error.isSymlink ? "a folder on its path is now a symbolic link (never followed) or a file" : error.text
            throw SourceReadError(path: entry.path, reason: reason)
        }
    }

    /// True when a listed file was written, replaced or removed at or after `instant` (taken before listing):
    /// what was read of it may not be the content its listed id names, so results must not be kept under that
    /// id. Conservative: a file touched in the same clock tick as `instant` counts as changed.
    public func anyFileChanged(since instant: FileClock, among files: [SourceFileEntry]) -> Bool {
        files.contains { entry in
            var info = stat()
            let path = workdir.hasSuffix("/") ? workdir : workdir + "/"
            let full = Array(path.utf8) + root.prefix + entry.rawPath + [0]
            let status = full.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) }
            }
            guard status == 0 else { return true }
            #if os(Linux)
            return FileClock(info.st_mtim) >= instant || FileClock(info.st_ctim) >= instant
            #else
            return FileClock(info.st_mtimespec) >= instant || FileClock(info.st_ctimespec) >= instant
            #endif
        }
    }

    private struct StatusItem {
        let path: [UInt8]
        let size: Int
        var blobID: String?
        let isExecutable: Bool
        /// Marked skip-worktree in the index: maybe absent from disk (a sparse checkout).
        var isSkipWorktree = false
    }

    /// The attributes files that apply to the scanned folder: the repository's `info/attributes`, the
    /// `.gitattributes` of the folders above it, and those listed in it.
    private func attributeFiles(listed: [String]) -> [String] {
        var files = [repository.gitDirectory + "/info/attributes"]
        var folder = ""
        for component in root.path.split(separator: "/") {
            files.append(workdir + "/" + folder + ".gitattributes")
            folder += component + "/"
        }
        return files + listed.map { workdir + "/" + $0 }
    }

    /// Whether git may convert content between the index and the working tree: `core.autocrlf` on, or attributes
    /// that name line-end conversion, `ident`, a filter or a working-tree encoding. The disk's bytes then differ
    /// from the blobs whose ids the index holds. Conservative: an attributes line that merely mentions such a word
    /// counts.
    static func convertsContent(_ handle: OpaquePointer, attributeFiles: [String]) -> Bool {
        var config: OpaquePointer?
        if git_repository_config_snapshot(&config, handle) == 0, let config {
            defer { git_config_free(config) }
            var value: UnsafePointer<CChar>?
            if git_config_get_string(&value, config, "core.autocrlf") == 0, let value {
                let setting = String(cString: value).lowercased()
                if ["true", "input", "yes", "on", "1"].contains(setting) { return true }
            }
        }
        let words = ["text", "eol", "crlf", "ident", "filter", "working-tree-encoding"]
        return attributeFiles.contains { file in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
            return text.split(whereSeparator: \.isNewline).contains { line in
                let content = line.drop { $0 == " " || $0 == "\t" }
                return !content.hasPrefix("#") && words.contains { content.contains($0) }
            }
        }
    }

    /// Whether the submodule's folder holds a checkout: its `.git` (a file naming the git directory, or a folder) is there.
    private static func isCheckedOut(submodule path: [UInt8], workdir: String) -> Bool {
        var status = stat()
        return lstat(workdir + "/" + String(decoding: path, as: UTF8.self) + "/.git", &status) == 0
    }

    /// Index entries whose stat data git is told not to check (`update-index --assume-unchanged` or
    /// `--skip-worktree`, and sparse checkouts): status calls them unmodified whatever the disk holds, so their
    /// index id may not be their content's. Path → whether the entry is skip-worktree.
    /// Also the index's submodules (gitlinks), which status does not list as such when their folder holds no checkout.
    private static func unverifiedIndexEntries(_ handle: OpaquePointer) throws(GitError) -> (unverified: [[UInt8]: Bool], submodules: [[UInt8]]) {
        var index: OpaquePointer?
        try LibGit2.check(git_repository_index(&index, handle), "git_repository_index")
        guard let index else { return ([:], []) }
        defer { git_index_free(index) }
        var paths: [[UInt8]: Bool] = [:]
        var submodules: [[UInt8]] = []
        for position in 0..<git_index_entrycount(index) {
            guard let entry = git_index_get_byindex(index, position), let cPath = entry.pointee.path else { continue }
            if entry.pointee.mode == GIT_FILEMODE_COMMIT.rawValue {
                submodules.append(Array(UnsafeBufferPointer(start: UnsafeRawPointer(cPath).assumingMemoryBound(to: UInt8.self), count: strlen(cPath))))
                continue
            }
            let assumed = entry.pointee.flags & UInt16(GIT_INDEX_ENTRY_VALID.rawValue) != 0
            let skipped = entry.pointee.flags_extended & UInt16(GIT_INDEX_ENTRY_SKIP_WORKTREE.rawValue) != 0
            guard assumed || skipped else { continue }
            let path = Array(UnsafeBufferPointer(start: UnsafeRawPointer(cPath).assumingMemoryBound(to: UInt8.self), count: strlen(cPath)))
            paths[path] = skipped
        }
        return (paths, submodules)
    }

    /// Regular files present in the working tree, from one `git_status_list_new` over the scanned sub-folder, and the
    /// symbolic links and submodules there (not read).
    /// Also counts the skip-worktree files of the sub-folder that the status does not list (absent from the disk).
    /// Also the tracked files of the sub-folder that status calls deleted, which `unreadableFolders` tells from files
    /// behind a folder this user may not open.
    private func statusEntries() throws(GitError) -> (files: [StatusItem], links: [(path: [UInt8], kind: FileListing.UnscannedEntry.Kind)], absentSkipWorktree: Int,
                                                      deleted: [[UInt8]]) {
        try repository.withHandle { handle throws(GitError) in
            // Only the index-to-working-tree side is read: comparing HEAD with the index would walk every tree of HEAD.
            guard let list = try Repository.statusList(
                handle, show: GIT_STATUS_SHOW_WORKDIR_ONLY, flags: GIT_STATUS_OPT_INCLUDE_UNMODIFIED.rawValue, under: root.path)
            else { return ([], [], 0, []) }
            var links: [(path: [UInt8], kind: FileListing.UnscannedEntry.Kind)] = []
            defer { git_status_list_free(list) }
            let (unverified, submodules) = try Self.unverifiedIndexEntries(handle)
            links += submodules.map { ($0, Self.isCheckedOut(submodule: $0, workdir: workdir) ? .submodule : .uninitialisedSubmodule) }
            var items: [StatusItem] = []
            var deleted: [[UInt8]] = []
            let count = git_status_list_entrycount(list)
            items.reserveCapacity(count)
            for index in 0..<count {
                guard let entry = git_status_byindex(list, index),
                      entry.pointee.status.rawValue & GIT_STATUS_IGNORED.rawValue == 0,
                      let delta = entry.pointee.index_to_workdir
                else { continue }
                if delta.pointee.status == GIT_DELTA_DELETED {
                    if let cPath = delta.pointee.old_file.path {
                        deleted.append(Array(UnsafeBufferPointer(start: UnsafeRawPointer(cPath).assumingMemoryBound(to: UInt8.self), count: strlen(cPath))))
                    }
                    continue
                }
                let file = delta.pointee.new_file
                let mode = UInt32(file.mode)
                if mode == GIT_FILEMODE_LINK.rawValue, let cPath = file.path {
                    links.append((Array(UnsafeBufferPointer(start: UnsafeRawPointer(cPath).assumingMemoryBound(to: UInt8.self), count: strlen(cPath))), .symbolicLink))
                    continue
                }
                guard mode == GIT_FILEMODE_BLOB.rawValue || mode == GIT_FILEMODE_BLOB_EXECUTABLE.rawValue,
                      let cPath = file.path else { continue }
                let path = Array(UnsafeBufferPointer(start: UnsafeRawPointer(cPath).assumingMemoryBound(to: UInt8.self),
                                                     count: strlen(cPath)))
                // Unmodified: the index's id (old side) is the content's id. Otherwise only an id libgit2
                // computed from the file itself counts.
                var id = delta.pointee.status == GIT_DELTA_UNMODIFIED ? delta.pointee.old_file.id : file.id
                let flags = delta.pointee.status == GIT_DELTA_UNMODIFIED ? delta.pointee.old_file.flags : file.flags
                var blobID = flags & GIT_DIFF_FLAG_VALID_ID.rawValue != 0 && git_oid_is_zero(&id) == 0 ? ObjectID.hex(id) : nil
                // Git was told not to look at this file: its content is hashed from the disk instead.
                let skipWorktree = unverified[path]
                if skipWorktree != nil { blobID = nil }
                items.append(StatusItem(path: path, size: Int(file.size), blobID: blobID,
                                        isExecutable: mode == GIT_FILEMODE_BLOB_EXECUTABLE.rawValue, isSkipWorktree: skipWorktree == true))
            }
            // Git converts content between the index and the disk: every index id may name other bytes than the
            // disk's, so every content is hashed from the disk.
            let listedAttributes = items.map { String(decoding: $0.path, as: UTF8.self) }.filter { $0 == ".gitattributes" || $0.hasSuffix("/.gitattributes") }
            if Self.convertsContent(handle, attributeFiles: attributeFiles(listed: listedAttributes)) {
                for index in items.indices { items[index].blobID = nil }
            }
            let listedPaths = Set(items.lazy.filter(\.isSkipWorktree).map(\.path))
            let absent = unverified.filter { path, skipped in skipped && !listedPaths.contains(path) && root.relative(path) != nil }.count
            return (items, links, absent, deleted)
        }
    }

    /// The folders that hold tracked files status called deleted (`deleted`, repository paths) but that this user may not
    /// open: libgit2's status walks past such a folder without a word and reports its files as deleted, which would
    /// leave them out of the report unsaid. One warning per folder (relative to the scanned folder, "." for the folder
    /// itself or one above it); a file that is really gone (its folders open) gets none.
    static func unreadableFolders(holding deleted: [[UInt8]], workdir: String, root: ScanRoot) -> [SourceWarning] {
        let slash = UInt8(ascii: "/")
        var openFailure: [[UInt8]: Int32] = [:]  // folder → errno of opening it, 0 when it opens
        var tracked: [[UInt8]: (count: Int, reason: String)] = [:]
        for path in deleted where root.relative(path) != nil {
            var folder: [UInt8] = []
            for component in path.split(separator: slash, omittingEmptySubsequences: true).dropLast() {
                folder += folder.isEmpty ? Array(component) : [slash] + component
                let failure: Int32
                if let known = openFailure[folder] {
                    failure = known
                } else {
                    do {
                        close(try NoFollowFileSystem.openDirectory(root: workdir, relativePath: folder))
                        failure = 0
                    } catch {
                        failure = error.errorNumber
                    }
                    openFailure[folder] = failure
                }
                guard failure != 0 else { continue }
                if failure == EACCES || failure == EPERM {
                    tracked[folder, default: (0, String(cString: strerror(failure)))].count += 1
                }
                break
            }
        }
        return tracked.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { folder in
            let (count, reason) = tracked[folder]!
            let shown = root.relative(folder).map(SourceFileEntry.displayPath) ?? "."
            let files = count == 1 ? "its tracked file" : "its \(count) tracked files"
            return SourceWarning(path: shown, message: "cannot open folder (\(reason)), so \(files) and any untracked ones were not read; skipped — "
                + "make it readable (chmod -R u+rX), or scan the commit with --ref HEAD, which reads the object database instead of the disk")
        }
    }
}
