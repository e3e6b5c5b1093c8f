/// A problem met while lexing, at a byte offset. Lexing always recovers and goes on to the end of the input.
///
/// Messages say what was found; positions are byte offsets into `LexedFile.bytes` (use
/// `LexedFile.location(ofByte:)` for a line and column).
public struct LexError: Sendable, Equatable {
    /// Byte offset where the problem starts.
    public var offset: Int32
    /// 1-based line of `offset`.
    public var line: Int32
    /// What is wrong, in words for a person: "unterminated string literal".
    public var message: String
    /// What was still open where the input ended, so the rest of the file was read as part of it; nil for a
    /// problem the lexer recovered from in place.
    public var leftOpen: OpenConstruct?

    public init(offset: Int32, line: Int32, message: String, leftOpen: OpenConstruct? = nil) {
        self.offset = offset
        self.line = line
        self.message = message
        self.leftOpen = leftOpen
    }

    /// A construct that runs to the end of the input when it is not closed.
    public enum OpenConstruct: Sendable, Equatable {
        /// `/*` without `*/`; `offset` is the `/*`.
        case blockComment
        /// A string literal continued (`\` at line ends) to the end; `offset` is its quote.
        case string
        /// A template literal without its closing backtick; `offset` is its opening backtick, or the `}` of the
        /// substitution after which it stayed open.
        case template
        /// A JSX attribute string without its closing quote; `offset` is its quote.
        case jsxAttributeString
        /// A JSX element without its closing tag, whose children ran to the end; `offset` is its `<`.
        case jsxElement
    }
}
