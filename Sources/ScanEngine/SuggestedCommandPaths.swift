import AuditModel
import Foundation
import ShellWords

/// The paths in commands a report's warnings suggest (`migrate-audit scan 'libs/ui my'` for a submodule, `git submodule
/// update --init …`, `migrate-audit scan FOLDER` for a workspace package), named from the folder the user ran the scan
/// in rather than from the scanned folder. A report names them from the scanned folder, since a cached report may
/// serve a run from another folder; each run rewrites them with the scan path as it was given.
struct SuggestedCommandPaths {
    /// The scanned folder as the user gave it (`web`, `../app`, an absolute path, `.`).
    let givenPath: String

    /// `pathInFolder` (relative to the scanned folder) as the user can type it where they ran the scan: joined to the
    /// scan path as given (`web/libs/ui my`), unchanged for `.`.
    func shown(_ pathInFolder: String) -> String {
        let isAbsolute = givenPath.hasPrefix("/")
        let given = Self.components(givenPath)
        guard isAbsolute || !given.isEmpty else { return pathInFolder }
        return Self.spelt(Self.collapsingParents(given + Self.components(pathInFolder), isAbsolute: isAbsolute), isAbsolute: isAbsolute)
    }

    /// `warnings` with the commands of submodule and workspace-package warnings naming paths from where the scan ran.
    func rewriting(_ warnings: [ScanWarning]) -> [ScanWarning] {
        warnings.map { warning in
            guard let file = warning.file else { return warning }
            var message = warning.message
            if message.hasPrefix("a git submodule") {
                let old = ShellWord.quoted(file), new = ShellWord.quoted(shown(file))
                for (before, after) in [("migrate-audit scan ", ")"), ("migrate-audit scan ", " --ref "), ("git submodule update --init ", "`")] {
                    message = message.replacingOccurrences(of: before + old + after, with: before + new + after)
                }
            } else if message.hasPrefix("a workspace package built with"), file.hasSuffix("/package.json") {
                let folder = String(file.dropLast("/package.json".count))
                let command = "migrate-audit scan " + ShellWord.quoted(folder)
                if message.hasSuffix(command) { message = String(message.dropLast(command.count)) + "migrate-audit scan " + ShellWord.quoted(shown(folder)) }
            }
            return message == warning.message ? warning : ScanWarning(file: file, message: message, unread: warning.isUnread)
        }
    }

    /// The names of `path`'s folders, without `.` and empty ones.
    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// `parts` with each `name/..` pair removed (and `/..` taken as `/`), unless `name` is a symbolic link, which `..`
    /// leaves for its target's parent: `web/../packages/app` is `packages/app`, `link/../x` stays.
    private static func collapsingParents(_ parts: [String], isAbsolute: Bool) -> [String] {
        var kept: [String] = []
        for part in parts {
            if part == "..", let last = kept.last, last != "..", !isSymbolicLink(spelt(kept, isAbsolute: isAbsolute)) {
                kept.removeLast()
            } else if part == "..", isAbsolute, kept.isEmpty {
                continue
            } else {
                kept.append(part)
            }
        }
        return kept
    }

    private static func spelt(_ parts: [String], isAbsolute: Bool) -> String {
        isAbsolute ? "/" + parts.joined(separator: "/") : parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }
}
