import CLibgit2
import Foundation

extension Repository {
    /// Files under `folder` ("" for the whole tree) that git's rename detection finds renamed between the commit
    /// `before` and the commit `after` (nil: the working tree, untracked files included), as paths relative to
    /// `folder`: old → new. A migration to Vite renames many files (`App.js` → `App.jsx`, `.js` → `.tsx`), often
    /// editing them too; git pairs them by content similarity (50% or more, as `git diff -M` does).
    public func renamedFiles(from before: String, to after: String?, under folder: String) throws(GitError) -> [String: String] {
        try withHandle { repository throws(GitError) in
            let oldTree = try Self.tree(of: before, in: repository)
            defer { git_tree_free(oldTree) }
            var options = git_diff_options()
            try LibGit2.check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "git_diff_options_init")
            var diff: OpaquePointer?
            let pathspec = strdup(folder)
            defer { free(pathspec) }
            var pathspecArray: [UnsafeMutablePointer<CChar>?] = [pathspec]
            let status: Int32 = try pathspecArray.withUnsafeMutableBufferPointer { (buffer) throws(GitError) -> Int32 in
                if !folder.isEmpty {
                    options.pathspec = git_strarray(strings: buffer.baseAddress, count: 1)
                    options.flags |= GIT_DIFF_DISABLE_PATHSPEC_MATCH.rawValue
                }
                guard let after else {
                    // A file renamed but not yet added is untracked: it must be in the diff to be paired.
                    options.flags |= GIT_DIFF_INCLUDE_UNTRACKED.rawValue | GIT_DIFF_RECURSE_UNTRACKED_DIRS.rawValue
                    return git_diff_tree_to_workdir_with_index(&diff, repository, oldTree, &options)
                }
                let newTree = try Self.tree(of: after, in: repository)
                defer { git_tree_free(newTree) }
                return git_diff_tree_to_tree(&diff, repository, oldTree, newTree, &options)
            }
            try LibGit2.check(status, after == nil ? "git_diff_tree_to_workdir_with_index" : "git_diff_tree_to_tree")
            guard let diff else { return [:] }
            defer { git_diff_free(diff) }
            var find = git_diff_find_options()
            try LibGit2.check(git_diff_find_options_init(&find, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION)), "git_diff_find_options_init")
            find.flags = GIT_DIFF_FIND_RENAMES.rawValue | GIT_DIFF_FIND_FOR_UNTRACKED.rawValue
            // A migration renames hundreds of files at once: git's default limit (1000 candidates) would leave the
            // edited ones unpaired.
            find.rename_limit = 20_000
            try LibGit2.check(git_diff_find_similar(diff, &find), "git_diff_find_similar")
            let prefix = folder.isEmpty ? "" : folder + "/"
            var renames: [String: String] = [:]
            for index in 0..<git_diff_num_deltas(diff) {
                guard let delta = git_diff_get_delta(diff, index), delta.pointee.status == GIT_DELTA_RENAMED,
                    let oldPath = delta.pointee.old_file.path, let newPath = delta.pointee.new_file.path
                else { continue }
                let old = String(cString: oldPath), new = String(cString: newPath)
                // The pathspec limits the walk; the prefix decides (`app` must not take in `app2/`).
                guard old.hasPrefix(prefix), new.hasPrefix(prefix) else { continue }
                renames[String(old.dropFirst(prefix.count))] = String(new.dropFirst(prefix.count))
            }
            return renames
        }
    }

    /// The tree of the commit `revision` names. The caller frees it.
    private static func tree(of revision: String, in repository: OpaquePointer) throws(GitError) -> OpaquePointer {
        let commit = try lookupCommit(revision, in: repository)
        defer { git_object_free(commit) }
        var tree: OpaquePointer?
        try LibGit2.check(git_commit_tree(&tree, commit), "git_commit_tree")
        guard let tree else { throw GitError(code: -1, operation: "git_commit_tree", message: "no tree returned") }
        return tree
    }
}
