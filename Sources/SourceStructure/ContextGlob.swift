/// The globs of webpack's `require.context` regexes, shared by the source rule that ports a context to
/// `import.meta.glob` and by the Storybook audit, which turns config.js's context into main.js's `stories`.
public enum ContextGlob {
    /// The glob of file names a suffix regex matches: `/\.js$/` → `*.js`, `/\.(png|jpe?g)$/i` → `*.{png,jpg,jpeg}`,
    /// `/^\.\/.*\.stories\.tsx?$/` → `*.stories.{ts,tsx}`, `/reducer\.js$/` → `*reducer.js`; nil for anything else (anchors,
    /// classes, wildcards).
    public static func suffixGlob(_ literal: String) -> String? {
        guard literal.hasPrefix("/"), let close = literal.lastIndex(of: "/"), close != literal.startIndex else { return nil }
        let flags = literal[literal.index(after: close)...]
        guard flags.isEmpty || flags == "i" else { return nil }
        var body = Substring(literal[literal.index(after: literal.startIndex)..<close])
        var anchored = false
        for prefix in ["^\\./.*", "^\\.\\/.*", "^\\./", "^\\.\\/", ".*"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
            anchored = !prefix.hasSuffix(".*")
            break
        }
        // Unanchored, `/reducer\.js$/` matches any name ending so (`*reducer.js`), and `/(\.stories|story)\.js$/`
        // any ending in either; after a bare `^\./` it would have to be the whole name.
        guard body.hasPrefix("\\.") || (!anchored && (body.first.map { $0.isLetter || $0 == "(" } ?? false)), body.hasSuffix("$") else { return nil }
        body = body.dropLast()
        guard let suffixes = expansions(body), !suffixes.isEmpty, suffixes.allSatisfy({ $0.count > 1 }) else { return nil }
        return "*" + braced(suffixes)
    }

    /// The glob, below the context's folder, of the keys a regex matches (keys are `./`-prefixed paths): a name suffix
    /// as `suffixGlob` reads it (`**/*.js`, or `*.js` when not recursive), or a whole file name after a slash:
    /// `/\/index\.js$/` → `**/index.js` (a key `./index.js` ends so too), `/^\.\/.*\/index\.js$/` → `*/**/index.js` (at
    /// least one folder), `/^\.\/[^/]+\/index\.js$/` → `*/index.js`. Nil for anything else, and for a pattern no key of
    /// a non-recursive context can match.
    public static func keyGlob(_ literal: String, recursive: Bool) -> String? {
        if let suffix = suffixGlob(literal) { return (recursive ? "**/" : "") + suffix }
        // `i` is allowed as in `suffixGlob`: the caller notes that globs match case-sensitively.
        guard literal.hasPrefix("/"), let close = literal.lastIndex(of: "/"), close != literal.startIndex,
            ["", "i"].contains(literal[literal.index(after: close)...])
        else { return nil }
        var body = Substring(literal[literal.index(after: literal.startIndex)..<close])
        guard body.hasSuffix("$") else { return nil }
        body = body.dropLast()
        // What comes before the file name's slash: any folders or none, at least one, or exactly one.
        let folders: String
        if let rest = dropFirst(anyOf: ["\\/", ".*\\/"], from: body) {
            folders = recursive ? "**/" : ""
            body = rest
        } else if let rest = dropFirst(anyOf: ["^\\./.*\\/", "^\\.\\/.*\\/", "^\\./.+\\/", "^\\.\\/.+\\/"], from: body) {
            guard recursive else { return nil }
            folders = "*/**/"
            body = rest
        } else if let rest = dropFirst(anyOf: ["^\\./[^/]+\\/", "^\\.\\/[^/]+\\/", "^\\.\\/[^\\/]+\\/", "^\\./[^\\/]+\\/"], from: body) {
            guard recursive else { return nil }
            folders = "*/"
            body = rest
        } else {
            return nil
        }
        guard let names = expansions(body), !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else { return nil }
        return folders + braced(names)
    }

    /// `body` after the first of `prefixes` it starts with; nil when it starts with none.
    private static func dropFirst(anyOf prefixes: [String], from body: Substring) -> Substring? {
        prefixes.lazy.compactMap { body.hasPrefix($0) ? body.dropFirst($0.count) : nil }.first
    }

    /// `x` for one name; `*.stories.{js,ts}`-style braces for several, their shared beginning (up to a dot) outside.
    private static func braced(_ names: [String]) -> String {
        if names.count == 1 { return names[0] }
        var common = names[0]
        for name in names.dropFirst() { while !name.hasPrefix(common) { common.removeLast() } }
        if let dot = common.lastIndex(of: ".") { common = String(common[...dot]) } else { common = "" }
        return common + "{" + names.map { String($0.dropFirst(common.count)) }.joined(separator: ",") + "}"
    }

    /// The strings a regex body matches: escaped dots, plain characters, `x?`, and `(a|b)` groups of those; nil for
    /// anything else, or more than 16.
    private static func expansions(_ text: Substring) -> [String]? {
        var results = [""]
        var rest = text
        while let next = rest.first {
            var options: [String]
            if next == "\\" {
                guard rest.dropFirst().first == "." else { return nil }
                options = ["."]
                rest = rest.dropFirst(2)
            } else if next == "(" {
                guard let end = rest.firstIndex(of: ")") else { return nil }
                let inner = rest[rest.index(after: rest.startIndex)..<end]
                guard !inner.contains("(") else { return nil }
                var alternatives: [String] = []
                for alternative in inner.split(separator: "|", omittingEmptySubsequences: false) {
                    guard let expanded = expansions(alternative) else { return nil }
                    alternatives += expanded
                }
                options = alternatives
                rest = rest[rest.index(after: end)...]
            } else if next.isLetter || next.isNumber || next == "-" || next == "_" {
                options = [String(next)]
                rest = rest.dropFirst()
            } else {
                return nil
            }
            if rest.first == "?" {
                options.insert("", at: 0)  // the shorter spelling first: `tsx?` → ts, tsx
                rest = rest.dropFirst()
            }
            results = results.flatMap { prefix in options.map { prefix + $0 } }
            guard results.count <= 16 else { return nil }
        }
        return results
    }
}
