import Foundation

/// The `include`/`exclude` pair of a Vite transform option, matched the way `createFilter` from
/// `@rollup/pluginutils` does: a file any `exclude` pattern matches is out, otherwise any `include` pattern lets it in,
/// and an empty `include` list lets every file in. Only regular expressions are kept: glob strings resolve against
/// the directory Vite runs in, which the audit does not know.
struct ViteFileFilter {
    private let include: [NSRegularExpression]
    private let exclude: [NSRegularExpression]

    /// nil when a pattern is not a regular expression literal the audit can compile (`reason` says which).
    init?(include: [ConfigNode], exclude: [ConfigNode], reason: inout String) {
        guard let include = Self.compile(include, reason: &reason), let exclude = Self.compile(exclude, reason: &reason) else { return nil }
        self.include = include
        self.exclude = exclude
    }

    /// Whether Vite's transform takes the project file: matched against the module id, an absolute path. The
    /// project root stands in for the part of the path above it, which only the machine running Vite knows.
    func matches(projectFile: String) -> Bool {
        let id = "/" + projectFile
        let range = NSRange(id.startIndex..., in: id)
        if exclude.contains(where: { $0.firstMatch(in: id, range: range) != nil }) { return false }
        return include.isEmpty || include.contains { $0.firstMatch(in: id, range: range) != nil }
    }

    private static func compile(_ patterns: [ConfigNode], reason: inout String) -> [NSRegularExpression]? {
        var compiled: [NSRegularExpression] = []
        for pattern in patterns {
            guard case .regex(let literal) = pattern.value, let expression = regularExpression(literal) else {
                reason = "`\(pattern.rendered)` is not a regular expression the audit can match"
                return nil
            }
            compiled.append(expression)
        }
        return compiled
    }

    /// A JavaScript regular expression literal (`/src\/.*\.js$/i`) as an ICU expression; the flags that change
    /// matching (`i`, `m`, `s`) carry over, the others (`g`, `u`, `y`) do not affect a single test.
    static func regularExpression(_ literal: String) -> NSRegularExpression? {
        guard let (source, flags) = parts(of: literal) else { return nil }
        var options: NSRegularExpression.Options = []
        if flags.contains("i") { options.insert(.caseInsensitive) }
        if flags.contains("m") { options.insert(.anchorsMatchLines) }
        if flags.contains("s") { options.insert(.dotMatchesLineSeparators) }
        return try? NSRegularExpression(pattern: source, options: options)
    }

    /// The source and flags of a regular expression literal.
    static func parts(of literal: String) -> (source: String, flags: String)? {
        guard literal.hasPrefix("/"), let close = literal.lastIndex(of: "/"), close > literal.startIndex else { return nil }
        return (String(literal[literal.index(after: literal.startIndex)..<close]), String(literal[literal.index(after: close)...]))
    }
}
