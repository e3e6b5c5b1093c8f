import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A package tree on disk under `root`. Links are followed only while they stay inside the root or inside
/// one of `trustedRoots` (absolute directories such as Debian's `/usr/share/nodejs` that a generated corpus
/// links to); a link leaving them is reported, never followed.
public struct DiskPackageTree: PackageTree {
    public let root: String
    public let trustedRoots: [String]
    /// Paths known to be directories, when the tree remembers them (see `init`).
    private let knownDirectories: KnownDirectories?

    /// A tree reading the disk under `root`. With `remembersDirectories`, a path once seen to be a directory is
    /// taken to stay one: following links stats every folder of every path asked (`node_modules/x/lib/a.js` is four
    /// stats), which was a third of a large dependency audit. For a tree that lives as long as one audit; a tree that
    /// checks what changed on disk (`DiskProbe`) must not remember.
    public init(root: String, trustedRoots: [String] = [], remembersDirectories: Bool = false) {
        self.root = Self.stripTrailingSlash(URL(fileURLWithPath: root).standardizedFileURL.path)
        self.trustedRoots = trustedRoots.map { Self.stripTrailingSlash(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        self.knownDirectories = remembersDirectories ? KnownDirectories() : nil
    }

    private static func stripTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    private func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return path.isEmpty ? root : root + "/" + path
    }

    public func entryKind(at path: String) -> PackageTreeEntryKind? {
        if let knownDirectories, knownDirectories.contains(path) { return .directory }
        var info = stat()
        guard lstat(absolute(path), &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .symlink
        case S_IFDIR:
            knownDirectories?.insert(path)
            return .directory
        case S_IFREG: return .file
        default: return nil
        }
    }

    public func linkTarget(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(absolute(path), &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func fileContents(at path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: absolute(path)) else { return nil }
        return [UInt8](data)
    }

    public func directoryEntries(at path: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute(path)) else { return nil }
        return names.sorted()
    }

    public func treePath(forAbsolute path: String) -> String? {
        let normal = PathUtilities.normalise(path)
        if normal == root { return "" }
        if normal.hasPrefix(root + "/") { return String(normal.dropFirst(root.count + 1)) }
        for trusted in trustedRoots where normal == trusted || normal.hasPrefix(trusted + "/") { return normal }
        return nil
    }
}
