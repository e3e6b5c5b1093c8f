import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which `--cache-dir` folders bench may delete before a cold run: only what the runs themselves create.
///
/// Being inside the project (`ContainedPath`) is not enough: `.git`, `src` or `node_modules` are inside it too.
/// A folder that exists before the first run holds files bench cannot tell from the user's (tracked sources, the
/// repository, the install), so it is refused; one that does not exist yet is created by the tools under test,
/// cleared before each cold run and removed at the end.
enum CacheFolderPolicy {
    /// Throws when `folder` (as given; `target` its real path, inside `root`) must not be deleted.
    /// `checkout`: the ref whose temporary checkout `root` is, nil for the working tree.
    static func check(_ folder: String, target: String, root: String, checkout: String?) throws {
        let relative = String(target.dropFirst(root.count + 1))
        let parts = relative.split(separator: "/")
        let instead = "give a folder your tools create as a cache (such as .parcel-cache or node_modules/.cache/babel-loader), "
            + "or drop --cache-dir"
        if parts.contains(".git") {
            let what = parts.first == ".git" && parts.count == 1 ? "is the git repository" : "is inside the git repository"
            throw BenchError.invalidProject("--cache-dir '\(folder)' \(what) (\(target)), which bench would "
                + "delete before every cold run: \(instead)")
        }
        if parts == ["node_modules"] {
            throw BenchError.invalidProject("--cache-dir '\(folder)' is the installed packages (\(target)), which bench would "
                + "delete before every cold run: \(instead)")
        }
        var status = stat()
        guard lstat(target, &status) != 0 else {
            let why = checkout.map { "is committed in \($0) (it holds tracked files)" }
                ?? "already exists and bench did not create it"
            let yourself = checkout == nil ? "; if it holds only a cache, delete it yourself once (rm -rf -- '\(folder)') and pass it again" : ""
            throw BenchError.invalidProject("--cache-dir '\(folder)' \(why) (\(target)); bench deletes only cache folders that "
                + "its own runs create, never files that were there before: \(instead)\(yourself)")
        }
    }
}
