/// Path arithmetic on `/`-separated tree paths.
public enum PathUtilities {
    public static func components(_ path: String) -> [String] {
        // Split at `/` bytes: splitting by Characters showed in profiles of large dependency audits (every path asked
        // is split to follow its links). Only in ASCII paths, where a `/` byte is always a Character of its own; elsewhere
        // a `/` followed by a combining mark (`./\u{301}x.js`) is one Character, no separator, as it always was here.
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        }
        var result: [String] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/") {
                if start != index { result.append(String(path[start..<index])) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { result.append(String(path[start...])) }
        return result
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

    /// `path` relative to `folder` when it lies inside it (`pkg/dist/a.js` in `pkg` is `dist/a.js`); nil otherwise.
    public static func path(_ path: String, inside folder: String) -> String? {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
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
