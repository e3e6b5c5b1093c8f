/// Path arithmetic on `/`-separated tree paths.
public enum PathUtilities {
    public static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Joins and normalises `.`/`..`; keeps a leading `/`.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalise(relative) }
        if base.isEmpty { return normalise(relative) }
        return normalise(base + "/" + relative)
    }

    public static func normalise(_ path: String) -> String {
        var out: [String] = []
        for component in components(path) {
            if component == "." { continue }
            if component == "..", let last = out.last, last != ".." {
                out.removeLast()
                continue
            }
            out.append(component)
        }
        return (path.hasPrefix("/") ? "/" : "") + out.joined(separator: "/")
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The extension without the dot, lowercased; "" when none.
    public static func fileExtension(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
