/// The web address of a git remote, for links to files at a commit: `git@github.com:org/app.git`,
/// `ssh://git@host/org/app` and `https://user:token@host/org/app.git` all become `https://host/org/app`.
/// Credentials never survive (a report is shared); local paths and `file://` remotes have no web address.
public enum RemoteWebURL {
    /// The web address for `remote` (a remote's configured URL), or nil.
    public static func from(_ remote: String) -> String? {
        var scheme = "https"
        var rest: Substring
        // An ssh or git remote names the git port, not the web one.
        var dropPort = true
        if let range = remote.range(of: "://") {
            let given = remote[..<range.lowerBound].lowercased()
            switch given {
            case "https", "http":
                scheme = given
                dropPort = false
            case "ssh", "git", "git+ssh", "ssh+git": scheme = "https"
            default: return nil  // file://, ext::, …
            }
            rest = remote[range.upperBound...]
        } else if let colon = remote.firstIndex(of: ":"), !remote[..<colon].contains("/"), remote.contains("@") || remote[..<colon].contains(".") {
            // scp-like `user@host:org/app.git`: the host, then the path.
            rest = remote[..<colon] + "/" + remote[remote.index(after: colon)...]
        } else {
            return nil
        }
        // Userinfo (`user:token@`) goes; an ssh port is not the web port.
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        var authority = rest[..<slash]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if dropPort, let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
            authority = authority[..<colon]
        }
        var path = rest[slash...]
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
        while path.hasSuffix("/") { path = path.dropLast() }
        if path.hasSuffix(".git") { path = path.dropLast(4) }
        let host = authority.lowercased()
        guard !host.isEmpty, path.count > 1,
            host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" || $0 == "[" || $0 == "]" }),
            path.allSatisfy({ !$0.isWhitespace && $0 != "\"" && $0 != "<" && $0 != ">" && $0 != "\\" })
        else { return nil }
        return "\(scheme)://\(host)\(path)"
    }
}
