import Foundation

/// A JavaScript regular-expression literal (`/\.m\.css$/i`) as Foundation runs it: for the patterns configs and
/// `require.context` calls test paths with. Only the `i` and `s` flags change matching here.
public enum RegExpLiteral {
    /// The literal's expression; nil when it is no `/…/flags` literal or does not compile.
    public static func expression(_ literal: String) -> NSRegularExpression? {
        guard literal.hasPrefix("/"), let end = literal.lastIndex(of: "/"), end > literal.startIndex else { return nil }
        let pattern = String(literal[literal.index(after: literal.startIndex)..<end])
        let flags = literal[literal.index(after: end)...]
        var options: NSRegularExpression.Options = []
        if flags.contains("i") { options.insert(.caseInsensitive) }
        if flags.contains("s") { options.insert(.dotMatchesLineSeparators) }
        return try? NSRegularExpression(pattern: pattern, options: options)
    }

    /// Whether `expression` matches somewhere in `text`, as JavaScript's `test` does.
    public static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
