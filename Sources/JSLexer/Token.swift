/// One token: a kind and a byte range into the source, with its 1-based line.
///
/// Tokens are small values in one contiguous array; their text is read from the source bytes on demand,
/// so lexing allocates nothing per token.
public struct Token: Sendable, Equatable, Hashable, BitwiseCopyable {
    public var kind: TokenKind
    /// True when a line terminator stands between this token and the previous significant one
    /// (what automatic semicolon insertion and `return`/`yield` look at).
    public var newlineBefore: Bool
    /// Byte offset of the first byte.
    public var start: Int32
    /// Byte offset one past the last byte.
    public var end: Int32
    /// 1-based line of the first byte.
    public var line: Int32

    public init(kind: TokenKind, start: Int32, end: Int32, line: Int32, newlineBefore: Bool = false) {
        self.kind = kind
        self.newlineBefore = newlineBefore
        self.start = start
        self.end = end
        self.line = line
    }

    public var length: Int { Int(end - start) }
}

/// What a token is. Keywords are `.identifier` tokens: whether `return` is a keyword depends on where it
/// stands (`a.return`), which the lexer decides internally and callers decide by context.
public enum TokenKind: UInt8, Sendable, CaseIterable, BitwiseCopyable {
    case identifier
    /// `#name` in classes.
    case privateName
    /// Any operator or bracket: `.`, `?.`, `(`, `=>`, `??=`, … Compare its text.
    case punctuator
    /// `'…'` or `"…"`, quotes included.
    case string
    /// A template literal without substitutions: `` `…` ``.
    case template
    /// `` `…${ `` up to and including `${`.
    case templateHead
    /// `}…${` between two substitutions.
    case templateMiddle
    /// `` }…` `` after the last substitution.
    case templateTail
    case number
    /// `/…/flags`.
    case regex
    /// `<` opening a JSX tag (`<div`, `<>`, and `<` of `</div>`).
    case jsxTagStart
    /// `>` closing a JSX opening or closing tag.
    case jsxTagEnd
    /// `/` of a closing tag `</div>` or of a self-closing `/>`.
    case jsxSlash
    /// A JSX element or attribute name (may contain `-`, `:` and `.` is lexed as punctuator).
    case jsxIdentifier
    /// An attribute value in quotes: `"…"` (no escapes in JSX).
    case jsxString
    /// Text between tags. Not code.
    case jsxText
    /// `// …` (in `LexedFile.comments`, not in `tokens`).
    case lineComment
    /// `/* … */` (in `LexedFile.comments`).
    case blockComment
    /// `<!--` or `-->` HTML-like comment in scripts (in `LexedFile.comments`).
    case htmlComment
    /// `#!…` on the first line (in `LexedFile.comments`).
    case hashbang
}
