/// Read access to a project's files for dependency resolution, independent of where they live (disk, a git
/// revision, memory).
///
/// Paths are relative to the project root with `/` separators (`""` is the root). A path outside the project
/// is absolute and only ever produced for a trusted external root (see `DiskPackageTree`). The primitives
/// never follow symbolic links; `canonicalPath(_:)` does, detecting cycles and links out of the project.
public protocol PackageTree: Sendable {
    /// What is at `path` without following a final link; nil when nothing is there.
    func entryKind(at path: String) -> PackageTreeEntryKind?
    /// A link's target as stored (relative to the link's directory, or absolute).
    func linkTarget(at path: String) -> String?
    /// A regular file's bytes; nil when it is not a readable file.
    func fileContents(at path: String) -> [UInt8]?
    /// Names in a directory, sorted; nil when it is not a directory.
    func directoryEntries(at path: String) -> [String]?
    /// Maps an absolute link target to a tree path: relative when inside the project, absolute when inside a
    /// trusted external root, nil when it leaves both.
    func treePath(forAbsolute path: String) -> String?
}

public enum PackageTreeEntryKind: Sendable, Equatable {
    case file, directory, symlink
}

/// The outcome of following every link on a path.
public enum CanonicalPath: Sendable, Equatable {
    case found(String, PackageTreeEntryKind)
    case missing
    /// A link pointed out of the project (and out of any trusted root); it was not followed.
    case outsideProject(link: String, target: String)
    /// Links formed a cycle (or a chain longer than any real layout).
    case cycle(link: String)
}

extension PackageTree {
    /// Follows links on every component of `path`.
    public func canonicalPath(_ path: String) -> CanonicalPath {
        var pending = PathUtilities.components(path)
        var resolved: [String] = []
        var absolute = path.hasPrefix("/")
        var hops = 0
        var kind: PackageTreeEntryKind = .directory
        // The path resolved so far, spelled: extended by each component rather than joined again at every step.
        var current = absolute ? "/" : ""
        pending.reverse()  // taken from the end
        while let component = pending.popLast() {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                if resolved.isEmpty { return .outsideProject(link: path, target: "..") }
                resolved.removeLast()
                current = (absolute ? "/" : "") + resolved.joined(separator: "/")
                continue
            }
            resolved.append(component)
            current += resolved.count == 1 ? component : "/" + component
            guard let entry = entryKind(at: current) else { return .missing }
            kind = entry
            if entry == .symlink {
                hops += 1
                if hops > 40 { return .cycle(link: current) }
                guard let target = linkTarget(at: current) else { return .missing }
                let joined = PathUtilities.join(PathUtilities.directory(of: current), target)
                let mapped: String?
                if joined.hasPrefix("/") {
                    mapped = treePath(forAbsolute: joined)
                } else {
                    mapped = joined.hasPrefix("..") ? nil : joined
                }
                guard let next = mapped else { return .outsideProject(link: current, target: target) }
                absolute = next.hasPrefix("/")
                resolved = []
                current = absolute ? "/" : ""
                pending += PathUtilities.components(next).reversed()
                continue
            }
            if entry == .file, !pending.isEmpty { return .missing }
        }
        return .found((absolute ? "/" : "") + resolved.joined(separator: "/"), kind)
    }

    /// Reads a file, following links; nil when missing, a directory, or behind a link leaving the project.
    public func read(_ path: String) -> [UInt8]? {
        guard case .found(let real, .file) = canonicalPath(path) else { return nil }
        return fileContents(at: real)
    }

    public func isFile(_ path: String) -> Bool {
        if case .found(_, .file) = canonicalPath(path) { return true }
        return false
    }

    public func isDirectory(_ path: String) -> Bool {
        if case .found(_, .directory) = canonicalPath(path) { return true }
        return false
    }

    /// Directory entries, following links to the directory.
    public func list(_ path: String) -> [String] {
        guard case .found(let real, .directory) = canonicalPath(path) else { return [] }
        return directoryEntries(at: real) ?? []
    }
}
