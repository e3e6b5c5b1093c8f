import Foundation
import GitKit
import ShellWords

/// The project a scanned folder without a package.json belongs to (`scan` run in `src`): the nearest ancestor with
/// a package.json, within the repository (its working tree or the scanned revision), or up to the filesystem root
/// without git. Said in the scan's warnings, with the configuration files there that the scan did not read.
public struct ProjectFolderAbove: Sendable, Equatable {
    /// The command that scans it, its path as the user would type it (`migrate-audit scan ..`).
    public let command: String
    /// The folder, as the command names it (`..`, `repo`, an absolute path).
    public let shownPath: String
    /// The configuration files there that a scan of the folder below does not read, in `configurationNames` order.
    public let unreadConfiguration: [String]

    /// What the scan reads at a project's root (besides package.json), looked for by name in the ancestor.
    static let configurationNames = [
        "webpack.config.js", "webpack.config.ts", "webpack.config.babel.js", "webpack.common.js", "webpack.dev.js", "webpack.prod.js",
        "craco.config.js", "config-overrides.js", ".babelrc", ".babelrc.js", ".babelrc.json", "babel.config.js", "babel.config.json",
        "jest.config.js", "jest.config.ts", "jest.config.json", "postcss.config.js", ".postcssrc", ".postcssrc.json", ".browserslistrc",
        "tsconfig.json", "jsconfig.json", ".env", ".env.local", ".env.development", ".env.production", "index.html", "public/index.html",
    ]

    /// The nearest ancestor of the folder `input` scans (`path` as given, a folder without a package.json of its
    /// own) that has a package.json; nil when none has. `revision` and `noGit` are repeated in the command.
    public static func find(for input: ScanInput, path: String, revision: String?, noGit: Bool) -> ProjectFolderAbove? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let isFile: (String) -> Bool
        var ancestors: [String] = []
        // The ancestor on disk, for a path whose lexical parent is not it (a folder reached through a symbolic link).
        var onDisk: (String) -> String? = { _ in nil }
        if let repository = input.repository {
            // Within the repository: the revision's tree, or the working tree on disk.
            let inRepository = input.rootInRepository.split(separator: "/").map(String.init)
            guard !inRepository.isEmpty else { return nil }
            for levels in 1...inRepository.count { ancestors.append(inRepository.dropLast(levels).joined(separator: "/")) }
            if let workdir = repository.workdir {
                let root = URL(fileURLWithPath: workdir).standardizedFileURL.path
                onDisk = { join(root, $0) }
            }
            if input.isWorkingTree, let workdir = repository.workdir {
                let root = URL(fileURLWithPath: workdir).standardizedFileURL.path
                isFile = { Self.isFileOnDisk(root + "/" + $0) }
            } else if let source = input.source as? RevisionSource {
                isFile = { source.isFile(atRepositoryPath: $0) }
            } else {
                return nil
            }
        } else {
            var folder = absolute
            while folder != "/" {
                folder = (folder as NSString).deletingLastPathComponent
                ancestors.append(folder)
            }
            isFile = { Self.isFileOnDisk($0) }
        }
        for (index, ancestor) in ancestors.enumerated() where isFile(join(ancestor, "package.json")) {
            let levels = index + 1
            var shown = shownPath(given: path, absolute: absolute, levelsUp: levels)
            if let folder = onDisk(ancestor), canonical(shown) != canonical(folder) { shown = canonical(folder) }
            var command = "migrate-audit scan \(ShellWord.quoted(shown))"
            if let revision { command += " --ref \(ShellWord.quoted(revision))" }
            if noGit { command += " --no-git" }
            return ProjectFolderAbove(
                command: command, shownPath: shown,
                unreadConfiguration: configurationNames.filter { isFile(join(ancestor, $0)) })
        }
        return nil
    }

    /// The warning's words: where the project is, the command, and what this scan left unread there.
    public var sentence: String {
        let unread = unreadConfiguration.isEmpty ? "" : "; this scan did not read its \(unreadConfiguration.joined(separator: ", "))"
        return "\(shownPath) has a package.json and looks like the project folder: scan it with `\(command)`\(unread)"
    }

    /// `path` taken `levelsUp` folders up, spelt as the user spelt `path`: `..` for `.`, `repo` for `repo/src`.
    static func shownPath(given path: String, absolute: String, levelsUp: Int) -> String {
        guard !path.hasPrefix("/") else {
            var folder = absolute
            for _ in 0..<levelsUp { folder = (folder as NSString).deletingLastPathComponent }
            return folder
        }
        var parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        var up = levelsUp
        while up > 0, let last = parts.last, last != ".." {
            parts.removeLast()
            up -= 1
        }
        parts += Array(repeating: "..", count: up)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` with symbolic links and `..` resolved as the file system does; unchanged when it cannot be.
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder == "/" ? "/" + name : folder + "/" + name
    }

    private static func isFileOnDisk(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
