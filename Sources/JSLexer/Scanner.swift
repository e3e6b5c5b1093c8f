/// The lexer's single pass over the bytes of one file.
///
/// The input is a copy padded with zero bytes, so lookahead of up to 8 bytes never needs a bounds check;
/// a zero byte is therefore also where every inner loop stops to ask "end of input or a real NUL?".
/// Nothing here recurses: brackets, template substitutions and JSX elements live on an explicit stack.
struct Scanner {
    /// Bytes of padding after the input (all zero).
    static let padding = 8
    /// Errors kept per file; binary input would otherwise produce one per byte.
    static let maximumErrors = 200

    let p: UnsafePointer<UInt8>
    let n: Int
    let flags: UnsafePointer<UInt32>
    let jsxAllowed: Bool
    let htmlComments: Bool

    var i: Int
    var line: Int32 = 1
    var newlineBefore = false
    /// The frame popped by the last `)` or `}`; read only when that is the last token.
    var lastClosed: FrameKind = .paren
    var mode: ScanMode = .code
    var tokens: AppendBuffer<Token>
    var comments: AppendBuffer<Token>
    var lineStarts: AppendBuffer<Int32>
    var stack: AppendBuffer<FrameKind>
    var errors: [LexError] = []
    var containsJSX = false
    var checkpoint: JSXCheckpoint?
    /// Bytes that may still be rescanned after undoing JSX guesses (see `JSXCheckpoint`).
    var rollbackBudget: Int
    /// Bytes that failed regular-expression scans may still cover. A failed scan runs to the end of the
    /// line and the bytes are then lexed again as code; on one long line of `(/[` that would be quadratic.
    /// Once this is spent, `/` is read as division without trying.
    var regexFailureBudget: Int
    /// Bytes the `<T>(…) =>` lookahead may still read (see `looksLikeGenericArrow`).
    var genericLookaheadBudget: Int

    /// `tokenStorage` is the uninitialised storage of the token array being built (see `Lexer.lex`).
    init(padded: UnsafePointer<UInt8>, count: Int, flags: UnsafePointer<UInt32>, dialect: SourceDialect,
         tokenStorage: UnsafeMutableBufferPointer<Token>) {
        p = padded
        n = count
        self.flags = flags
        jsxAllowed = dialect.allowsJSX
        htmlComments = dialect.allowsHTMLComments
        // Typical source has a token every 4–8 bytes and a line every 25–40. Reserving that up front means
        // the arrays rarely grow, and what a LexedFile keeps is close to what it holds.
        tokens = AppendBuffer(lentStorage: tokenStorage)
        comments = AppendBuffer(capacity: count / 256 + 16)
        lineStarts = AppendBuffer(capacity: count / 32 + 16)
        stack = AppendBuffer(capacity: 64)
        rollbackBudget = count
        regexFailureBudget = count
        genericLookaheadBudget = count
        i = 0
        // A UTF-8 byte order mark is not part of the text: line 1 starts after it.
        if count >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        lineStarts.append(Int32(i))
    }

    // MARK: - Driver

    mutating func run() {
        if p[i] == UInt8(ascii: "#") && p[i + 1] == UInt8(ascii: "!") {
            scanLineComment(kind: .hashbang)
        }
        while true {
            if i >= n {
                if let saved = checkpoint, rollbackBudget >= i - saved.position {
                    rollBack(to: saved)
                    continue
                }
                break
            }
            switch mode {
            case .code: scanCodeTokens()
            case .jsxTag: scanTagToken()
            case .jsxChildren: scanChildren()
            }
        }
        if stack.count > 0 {
            let depth = stack.count
            let innermost = stack[depth - 1].description
            // Inside an element's children every later byte was read as JSX text: say where the element opened.
            let element = (0..<depth).contains { stack[$0] == .jsxChildren } ? outermostUnclosedElement() : nil
            addError(at: element ?? n, "end of input inside an unclosed \(innermost)"
                + (depth > 1 ? " (\(depth) constructs left open)" : ""), leftOpen: element == nil ? nil : .jsxElement)
        }
    }

    /// The byte offset of the `<` of the outermost JSX element whose closing tag never came. The JSX token kinds
    /// nest by themselves (the lexer emits them only in tags), so their order alone pairs the tags.
    func outermostUnclosedElement() -> Int? {
        enum Open { case openingTag(Int), selfClosingTag, closingTag, children(Int) }
        var open: [Open] = []
        for index in 0..<tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .jsxTagStart:
                let closing = index + 1 < tokens.count && tokens[index + 1].kind == .jsxSlash
                open.append(closing ? .closingTag : .openingTag(Int(token.start)))
            case .jsxSlash:
                if case .openingTag = open.last { open[open.count - 1] = .selfClosingTag }
            case .jsxTagEnd:
                switch open.popLast() {
                case .openingTag(let start): open.append(.children(start))
                case .closingTag: if case .children = open.last { open.removeLast() }
                default: break
                }
            default:
                continue
            }
        }
        for entry in open { if case .children(let start) = entry { return start } }
        return nil
    }

    // MARK: - Output

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, line startLine: Int32) {
        tokens.append(Token(kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
                            line: startLine, newlineBefore: newlineBefore))
        newlineBefore = false
    }

    @inline(__always)
    mutating func emitPunctuator(length: Int) {
        emit(.punctuator, i, i + length, line: line)
        i += length
    }

    @inline(__always)
    mutating func lineBreak(nextLineStart: Int) {
        line &+= 1
        lineStarts.append(Int32(truncatingIfNeeded: nextLineStart))
    }

    @inline(never)
    mutating func addError(at offset: Int, _ message: @autoclosure () -> String, leftOpen: LexError.OpenConstruct? = nil) {
        if errors.count < Scanner.maximumErrors {
            errors.append(LexError(offset: Int32(truncatingIfNeeded: offset), line: line, message: message(), leftOpen: leftOpen))
        } else if errors.count == Scanner.maximumErrors {
            errors.append(LexError(offset: Int32(truncatingIfNeeded: offset), line: line,
                                   message: "too many lexing errors; the rest of this file's errors are not listed"))
        }
    }

    // MARK: - Stack

    @inline(__always)
    mutating func push(_ frame: FrameKind) {
        stack.append(frame)
        mode = ScanMode(top: frame)
    }

    @inline(__always)
    mutating func pop() {
        stack.removeLast()
        mode = ScanMode(top: top)
    }

    var top: FrameKind? { stack.last }
}
