import Foundation

/// Where a folder that `bench` deletes really is, and whether that is strictly inside the project.
///
/// `bench` removes cache folders before cold runs and clears build output in checkouts. A relative path
/// such as `..`, an absolute path, or a symlink inside the project can point anywhere, so every such path is
/// resolved the way the kernel would (symlinks followed, `..` applied to the real parent) and must land
/// strictly inside the project folder: never the folder itself and never a folder holding it.
public enum ContainedPath {
    /// Symlinks followed before giving up (the kernel's own limit is 40).
    static let symlinkLimit = 40

    /// The real path of `path` (absolute). Components that do not exist yet are kept as written, after the
    /// existing part has been resolved. Nil when symlinks loop.
    public static func realPath(_ path: String) -> String? {
        var pending = Array(components(path).reversed())
        var resolved: [String] = []
        var links = 0
        while let part = pending.popLast() {
            if part.isEmpty || part == "." { continue }
            if part == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) {
                links += 1
                guard links <= symlinkLimit else { return nil }
                if target.hasPrefix("/") { resolved = [] }
                pending += components(target).reversed()
                continue
            }
            resolved.append(part)
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// The real paths of `path` (relative to `project`, or absolute) and of `project`; nil when symlinks loop.
    public static func locate(_ path: String, in project: String) -> (target: String, root: String)? {
        let written = path.hasPrefix("/") ? path : project + "/" + path
        let cwd = FileManager.default.currentDirectoryPath
        guard let root = realPath(project.hasPrefix("/") ? project : cwd + "/" + project),
              let target = realPath(written.hasPrefix("/") ? written : cwd + "/" + written) else { return nil }
        return (target, root)
    }

    /// Whether `path` lies strictly below `folder` (both real, absolute paths).
    public static func isStrictlyInside(_ path: String, _ folder: String) -> Bool {
        path != folder && path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The real path of `folder` (relative to `project`, or absolute) when it lies strictly inside
    /// `project`'s real path; otherwise throws a message naming `option`, where it points, and what to do.
    public static func resolve(_ folder: String, inside project: String, option: String,
                               remedy: String = "give a path inside it, such as node_modules/.cache") throws -> String {
        guard let (target, root) = locate(folder, in: project) else {
            throw BenchError.invalidProject("\(option) '\(folder)': too many symbolic links; give a folder inside the project")
        }
        guard isStrictlyInside(target, root) else {
            let what = target == root || isStrictlyInside(root, target) ? "the project folder or a folder holding it" : "outside the project"
            throw BenchError.invalidProject("\(option) '\(folder)' resolves to \(target), \(what) (\(root)); bench "
                + "deletes only folders strictly inside the project: \(remedy)")
        }
        return target
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
