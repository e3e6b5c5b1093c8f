/// Resolves a reference found in a page or module against the URL path that contained it, the way a
/// browser does for same-origin paths. Bare specifiers (`react`) cannot be loaded by a browser without an
/// import map, so they resolve to nil and are counted, not fetched.
public enum ModuleURLResolver {
    /// `base` and the result are origin-relative paths with an optional query (`/src/main.jsx?v=1`).
    /// `fromHTMLAttribute`: in HTML, `src="main.js"` is a relative URL; in a module, `"main.js"` is bare.
    public static func resolve(_ reference: String, against base: String, port: Int,
                               fromHTMLAttribute: Bool = false) -> String? {
        var target = reference
        for origin in ["http://localhost:\(port)", "http://127.0.0.1:\(port)", "http://[::1]:\(port)"]
        where target.hasPrefix(origin) {
            target = String(target.dropFirst(origin.count))
            if target.isEmpty { target = "/" }
        }
        if target.hasPrefix("//") || target.contains("://") || target.hasPrefix("data:") { return nil }
        if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
        if target.hasPrefix("/") { return normalise(target) }
        guard target.hasPrefix("./") || target.hasPrefix("../") || fromHTMLAttribute else { return nil }
        let basePath = String(base.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        let directory = basePath.hasSuffix("/") ? basePath : String(basePath[...(basePath.lastIndex(of: "/") ?? basePath.startIndex)])
        return normalise(directory + target)
    }

    /// Removes `.` and `..` segments from the path part, keeping the query, and encodes it as a browser requests it
    /// (`café.js` and `caf%C3%A9.js` are one module).
    static func normalise(_ url: String) -> String {
        let parts = url.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var segments: [Substring] = []
        for segment in parts[0].split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            if segment == "." { continue }
            if segment == ".." {
                if !segments.isEmpty { segments.removeLast() }
                continue
            }
            segments.append(segment)
        }
        let path = "/" + segments.joined(separator: "/")
        return HTTPClient.requestTarget(parts.count > 1 ? path + "?" + parts[1] : path)
    }
}
