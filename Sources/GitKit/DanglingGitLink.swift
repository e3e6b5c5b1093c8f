import Foundation

/// A `.git` file (a linked worktree's, a submodule's, a `--separate-git-dir` clone's) naming a git directory that is
/// not there: the main repository was moved or deleted. libgit2 then finds no repository at all, and the folder would
/// be called "not inside a git repository", although git knows it as a work tree with a broken link.
public struct DanglingGitLink: Sendable, Equatable {
    /// The `.git` file, absolute.
    public let file: String
    /// The git directory it names, absolute.
    public let gitDirectory: String

    /// The nearest `.git` entry at or above the folder `path` (relative to the current directory, or absolute), when it is a file naming a missing git directory;
    /// nil when the nearest is a folder, a link that resolves, or there is none.
    public static func nearest(above path: String) -> DanglingGitLink? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            let entry = folder.appendingPathComponent(".git")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory) {
                guard !isDirectory.boolValue, let target = target(ofGitFile: entry.path) else { return nil }
                let resolved = target.hasPrefix("/") ? target : folder.appendingPathComponent(target).standardizedFileURL.path
                var targetIsDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: resolved, isDirectory: &targetIsDirectory), targetIsDirectory.boolValue { return nil }
                return DanglingGitLink(file: entry.path, gitDirectory: resolved)
            }
            guard folder.path != "/" else { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// The path after `gitdir:` on a `.git` file's first line, as git writes it.
    private static func target(ofGitFile path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 4096,
              let text = String(data: data, encoding: .utf8) else { return nil }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard line.hasPrefix("gitdir:") else { return nil }
        let target = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
        return target.isEmpty ? nil : target
    }
}
