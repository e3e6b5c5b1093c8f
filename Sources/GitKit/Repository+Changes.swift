import CLibgit2
import Foundation

extension Repository {
    /// Working-tree paths under `folder` ("" for the whole tree; relative to the working tree) whose content
    /// differs from HEAD: staged or unstaged edits, deletions, and untracked files that are not ignored.
    /// Sorted; empty for a bare repository.
    public func uncommittedChanges(under folder: String) throws(GitError) -> [String] {
        guard workdir != nil else { return [] }
        return try withHandle { handle throws(GitError) in
            guard let list = try Self.statusList(handle, show: GIT_STATUS_SHOW_INDEX_AND_WORKDIR, flags: 0, under: folder) else { return [] }
            defer { git_status_list_free(list) }
            var paths: Set<String> = []
            for index in 0..<git_status_list_entrycount(list) {
                guard let entry = git_status_byindex(list, index),
                      entry.pointee.status.rawValue != GIT_STATUS_CURRENT.rawValue,
                      entry.pointee.status.rawValue & GIT_STATUS_IGNORED.rawValue == 0,
                      let delta = entry.pointee.index_to_workdir ?? entry.pointee.head_to_index,
                      let path = delta.pointee.new_file.path ?? delta.pointee.old_file.path else { continue }
                let name = String(cString: path)
                // The pathspec limits the walk; the prefix decides (`app` must not take in `app2/`).
                if folder.isEmpty || name == folder || name.hasPrefix(folder + "/") { paths.insert(name) }
            }
            return paths.sorted()
        }
    }

    /// A status list (untracked files included, folders recursed, submodules left out) limited to `folder` ("" for
    /// the whole tree): the walk is limited by a literal pathspec, and callers still filter by prefix. Freed by the
    /// caller with `git_status_list_free`.
    static func statusList(_ handle: OpaquePointer, show: git_status_show_t, flags: UInt32, under folder: String) throws(GitError) -> OpaquePointer? {
        var options = git_status_options()
        try LibGit2.check(git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)), "git_status_options_init")
        options.show = show
        options.flags = flags | GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
            | GIT_STATUS_OPT_EXCLUDE_SUBMODULES.rawValue | GIT_STATUS_OPT_DISABLE_PATHSPEC_MATCH.rawValue
        let pathspec = strdup(folder)
        defer { free(pathspec) }
        var pathspecArray: [UnsafeMutablePointer<CChar>?] = [pathspec]
        var list: OpaquePointer?
        let status = pathspecArray.withUnsafeMutableBufferPointer { buffer in
            if !folder.isEmpty { options.pathspec = git_strarray(strings: buffer.baseAddress, count: 1) }
            return git_status_list_new(&list, handle, &options)
        }
        // Status reads a tracked file whose timestamps changed, to tell whether its content did.
        try LibGit2.check(status, "git_status_list_new", hint: status == GitError.lockedCode
            ? "git must read this file to tell whether it changed: make it readable (chmod u+r), or scan a commit with --ref HEAD, which reads the object database instead of the disk"
            : nil)
        return list
    }
}

