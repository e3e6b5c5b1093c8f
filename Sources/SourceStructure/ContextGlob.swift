/// The file-name globs of webpack's `require.context` regexes, shared by the source rule that ports a context to
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
        // Expand into the suffixes it matches: escaped dots, plain characters, `x?`, and `(a|b)` groups of those.
        func expand(_ text: Substring) -> [String]? {
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
                        guard let expanded = expand(alternative) else { return nil }
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
        guard let suffixes = expand(body), !suffixes.isEmpty, suffixes.allSatisfy({ $0.count > 1 }) else { return nil }
        if suffixes.count == 1 { return "*" + suffixes[0] }
        // `*.stories.{js,ts}`: the shared beginning outside the braces.
        var common = suffixes[0]
        for suffix in suffixes.dropFirst() { while !suffix.hasPrefix(common) { common.removeLast() } }
        if let dot = common.lastIndex(of: ".") { common = String(common[...dot]) } else { common = "" }
        return "*" + common + "{" + suffixes.map { String($0.dropFirst(common.count)) }.joined(separator: ",") + "}"
    }
}
