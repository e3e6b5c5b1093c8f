/// Versions pinned by a lockfile, looked up by package name and (where the format records it) the range
/// that was asked for.
public struct Lockfile: Sendable {
    public enum Format: String, Sendable {
        case npmV1 = "package-lock v1", npmV2 = "package-lock v2", npmV3 = "package-lock v3"
        case yarnClassic = "yarn.lock v1", yarnBerry = "yarn.lock berry", pnpm = "pnpm-lock.yaml"
    }

    public var path: String
    public var format: Format
    /// `name` → (`range` → version); the range key is "" where the format pins by install location only.
    public private(set) var entries: [String: [String: String]] = [:]

    public init(path: String, format: Format) {
        self.path = path
        self.format = format
    }

    mutating func add(name: String, range: String, version: String) {
        entries[name, default: [:]][range] = version
    }

    /// The key under which an npm lockfile pins a workspace package's own install (`packages/web/node_modules/x`):
    /// not a range any package.json could declare.
    static func folderKey(_ folder: String) -> String { "\u{0}" + folder }

    /// The locked version of `name` for `range`, as the package in `folder` of a workspace resolves it: that
    /// package's own install first (npm), then an exact range match, then the only (or top-level) pinned version.
    public func version(of name: String, range: String?, folder: String = "") -> String? {
        guard let ranges = entries[name] else { return nil }
        if !folder.isEmpty, let own = ranges[Self.folderKey(folder)] { return own }
        if let range, let exact = ranges[range] { return exact }
        if let topLevel = ranges[""] { return topLevel }
        let pinned = ranges.filter { !$0.key.hasPrefix("\u{0}") }
        if pinned.count == 1 { return pinned.values.first }
        // Several ranges and none matching: the highest version is what a fresh install of the top level would use.
        return pinned.values.compactMap(SemanticVersion.init).max()?.description
    }
}
