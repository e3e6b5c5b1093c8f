/// Resolves import specifiers to scanned files the way a bundler would for application code: relative paths,
/// aliases and module directories, with implied extensions and `index` files.
public struct ModuleResolver: Sendable {
    /// Extensions tried for extensionless specifiers, in webpack/CRA order.
    public static let extensions = ["js", "jsx", "ts", "tsx", "mjs", "cjs", "json"]
    /// What Vite tries by default (`resolve.extensions`).
    public static let viteExtensions = ["mjs", "js", "mts", "ts", "jsx", "tsx", "json"]

    public let files: ProjectFileSet
    public let aliases: [(key: String, target: String, exact: Bool)]
    public let moduleDirectories: [String]

    public init(files: Set<String>, facts: ProjectFacts) {
        self.init(files: ProjectFileSet(files), facts: facts)
    }

    /// A resolver whose file lookups go through `files` (and are recorded when it records).
    public init(files: ProjectFileSet, facts: ProjectFacts) {
        self.files = files
        self.aliases = facts.aliases
            .map { key, value in
                (key: key.hasSuffix("$") ? String(key.dropLast()) : key, target: Self.normalise(value), exact: key.hasSuffix("$"))
            }
            .sorted { $0.key.count > $1.key.count || ($0.key.count == $1.key.count && $0.key < $1.key) }
        self.moduleDirectories = facts.moduleDirectories.map(Self.normalise)
    }

    /// The scanned file `specifier` names from `importer`, or nil (packages, missing files).
    public func resolve(_ specifier: String, from importer: String, extensions: [String] = ModuleResolver.extensions) -> String? {
        let bare = specifier.utf8.firstIndex(of: UInt8(ascii: "?")).map { String(specifier[..<$0]) } ?? specifier
        guard !bare.isEmpty, !bare.utf8.contains(UInt8(ascii: "!")) else { return nil }
        for base in candidates(bare, from: importer) {
            if let found = probe(base, extensions: extensions) { return found }
        }
        return nil
    }

    /// Path prefixes `specifier` may denote (before extension probing).
    public func candidates(_ specifier: String, from importer: String) -> [String] {
        // Bytes, not characters: this runs for every import of every file, most of them packages.
        let bytes = specifier.utf8
        if bytes.first == UInt8(ascii: ".") {
            if specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier == "." || specifier == ".." {
                return [Self.join(Self.directory(of: importer), specifier)]
            }
        } else if bytes.first == UInt8(ascii: "/") {
            return [Self.normalise(String(specifier.dropFirst()))]
        }
        guard !aliases.isEmpty || !moduleDirectories.isEmpty else { return [] }
        var result: [String] = []
        for alias in aliases {
            if alias.exact {
                if specifier == alias.key { result.append(alias.target) }
            } else if specifier == alias.key {
                result.append(alias.target)
            } else if specifier.hasPrefix(alias.key + "/") || (alias.key.hasSuffix("/") && specifier.hasPrefix(alias.key)) {
                let rest = specifier.dropFirst(alias.key.count).drop { $0 == "/" }
                result.append(Self.join(alias.target, String(rest)))
            }
        }
        for directory in moduleDirectories { result.append(Self.join(directory, specifier)) }
        return result
    }

    func probe(_ base: String, extensions: [String]) -> String? {
        if files.contains(base) { return base }
        for ext in extensions where files.contains(base + "." + ext) { return base + "." + ext }
        for ext in extensions where files.contains(base + "/index." + ext) { return base + "/index." + ext }
        return nil
    }

    /// The relative specifier (`./logo.svg`, `../styles/x.scss`) that names the project file `target` from `importer`.
    public static func relativeSpecifier(to target: String, from importer: String) -> String {
        let from = directory(of: importer).split(separator: "/")
        let to = target.split(separator: "/")
        var shared = 0
        while shared < from.count, shared < to.count - 1, from[shared] == to[shared] { shared += 1 }
        let up = from.count - shared
        let rest = to[shared...].joined(separator: "/")
        return up == 0 ? "./" + rest : String(repeating: "../", count: up) + rest
    }

    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// `a/b` + `../c/./d` → `a/c/d`. Over UTF-8 bytes in place: it runs for every relative import of every file.
    static func join(_ directory: String, _ relative: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var directory = directory, relative = relative
        return directory.withUTF8 { head in
            relative.withUTF8 { tail in
                var bytes: [UInt8] = []
                bytes.reserveCapacity(head.count + tail.count + 1)
                /// Calls `body` with each non-empty segment between slashes.
                func segments(_ path: UnsafeBufferPointer<UInt8>, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
                    var start = 0
                    while start < path.count {
                        let end = path[start...].firstIndex(of: slash) ?? path.count
                        if end > start { body(path[start..<end]) }
                        start = end + 1
                    }
                }
                func push(_ segment: Slice<UnsafeBufferPointer<UInt8>>) {
                    if !bytes.isEmpty { bytes.append(slash) }
                    bytes.append(contentsOf: segment)
                }
                segments(head, push)
                segments(tail) { segment in
                    if segment.count == 1, segment.first == dot { return }
                    if segment.count == 2, segment.first == dot, segment.last == dot {
                        // Up one folder: drop the last segment with its slash (nothing above the root).
                        bytes.removeSubrange((bytes.lastIndex(of: slash) ?? 0)...)
                        return
                    }
                    push(segment)
                }
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    static func normalise(_ path: String) -> String {
        var text = path
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text == "." { return "" }
        return join("", text)
    }
}
