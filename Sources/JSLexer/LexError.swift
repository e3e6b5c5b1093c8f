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

    public init(offset: Int32, line: Int32, message: String) {
        self.offset = offset
        self.line = line
        self.message = message
    }
}
