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

    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// `a/b` + `../c/./d` → `a/c/d`. Over UTF-8 bytes: it runs for every relative import of every file.
    static func join(_ directory: String, _ relative: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(directory.utf8.count + relative.utf8.count + 1)
        var segmentStarts: [Int] = []  // where each kept segment (with its leading slash) begins
        func push(_ segment: Substring.UTF8View.SubSequence) {
            segmentStarts.append(bytes.count)
            if !bytes.isEmpty { bytes.append(slash) }
            bytes += segment
        }
        for segment in directory.utf8.split(separator: slash) { push(segment) }
        for segment in relative.utf8.split(separator: slash) {
            if segment.count == 1, segment.first == dot { continue }
            if segment.count == 2, segment.allSatisfy({ $0 == dot }) {
                if let start = segmentStarts.popLast() { bytes.removeSubrange(start...) }
                continue
            }
            push(segment)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func normalise(_ path: String) -> String {
        var text = path
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text == "." { return "" }
        return join("", text)
    }
}
