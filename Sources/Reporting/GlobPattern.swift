/// A path pattern of the configuration's `include` / `exclude` lists, matched against paths relative to
/// the scanned root with `/` separators.
///
/// - `*` matches any run of characters within one path segment, `?` exactly one character;
/// - `**` as a whole segment matches any number of segments, none included (`src/**/*.js`);
/// - a pattern without `/` matches a name in any folder (`*.test.js` ≡ `**/*.test.js`), as in `.gitignore`;
/// - a pattern that matches a folder matches everything below it (`src/legacy`, `src/legacy/`);
/// - a leading `./` or `/` anchors at the scanned root, which every pattern with a `/` already is.
/// Other characters, brackets included, match themselves (`pages/[id].js`); a bracket without its partner in
/// a segment is refused, as the typo of a character class, which these patterns do not have.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [[Character]]

    public init(_ pattern: String) throws(InputError) {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        let anchored = text.hasPrefix("/") || text.dropLast(text.hasSuffix("/") ? 1 : 0).contains("/")
        while text.hasPrefix("/") { text.removeFirst() }
        while text.hasSuffix("/") { text.removeLast() }
        guard !text.isEmpty else {
            throw InputError("the glob pattern '\(pattern)' matches nothing; use a path or a pattern such as \"src/**\"")
        }
        var segments = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        for segment in segments where !Self.bracketsBalance(segment) {
            throw InputError("the glob pattern '\(pattern)' has a '[' or ']' without its partner; brackets match themselves "
                + "in these patterns (there are no character classes): write the name as it is, such as \"pages/[id].js\"")
        }
        if !anchored { segments.insert(Array("**"), at: 0) }
        self.pattern = pattern
        self.segments = segments
    }

    public var description: String { pattern }

    /// True when the path, or a folder on its way, matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        return (1...max(parts.count, 1)).contains { length in
            length <= parts.count && Self.match(segments[...], parts[..<length])
        }
    }

    // MARK: - Private

    /// True when every `[` of the segment is closed by a later `]`, and every `]` closes one.
    private static func bracketsBalance(_ segment: [Character]) -> Bool {
        var open = 0
        for character in segment {
            if character == "[" { open += 1 } else if character == "]" {
                guard open > 0 else { return false }
                open -= 1
            }
        }
        return open == 0
    }

    private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            // Zero or more whole segments.
            return (0...path.count).contains { skipped in match(pattern.dropFirst(), path.dropFirst(skipped)) }
        }
        guard let segment = path.first, matchSegment(first[...], segment[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment; iterative with one backtrack point, linear in practice.
    private static func matchSegment(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        var star: ArraySlice<Character>.Index?
        var starText = text.startIndex
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.endIndex, pattern[p] == "*" {
                star = p
                starText = t
                p += 1
            } else if let star {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
