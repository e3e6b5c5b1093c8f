import Foundation

/// A path as the user can type it in the folder they ran the tool in: a path inside a folder they named (relative to
/// that folder) joined to the folder as they gave it, so that a suggested command works pasted there.
public enum PathFromCallingFolder {
    /// `pathInFolder` (relative to `givenFolder`) joined to `givenFolder` as the user gave it (relative to the current
    /// folder, or absolute): `web` and `libs/ui` give `web/libs/ui`; `.` leaves `pathInFolder` as it is. A `name/..`
    /// pair is dropped unless `name` is a symbolic link, which `..` leaves for its target's parent.
    public static func joined(_ givenFolder: String, _ pathInFolder: String) -> String {
        let isAbsolute = givenFolder.hasPrefix("/")
        let given = components(givenFolder)
        guard isAbsolute || !given.isEmpty else { return pathInFolder }
        return spelt(collapsingParents(given + components(pathInFolder), isAbsolute: isAbsolute), isAbsolute: isAbsolute)
    }

    /// The root of the repository whose work tree holds `givenFolder` at `folderInRepository` (`""` at the root), as
    /// the user can type it: `givenFolder` climbed once per folder of `folderInRepository` (`libs/ui` in `web` is `..`).
    public static func repositoryRoot(of givenFolder: String, at folderInRepository: String) -> String {
        let climb = components(folderInRepository).map { _ in ".." }
        return joined(givenFolder, climb.isEmpty ? "." : climb.joined(separator: "/"))
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
