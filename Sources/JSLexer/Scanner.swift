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
    var tokens: [Token] = []
    var comments: [Token] = []
    var lineStarts: [Int32] = []
    var stack: [FrameKind] = []
    var errors: [LexError] = []
    var containsJSX = false
    var checkpoint: JSXCheckpoint?
    /// Bytes that may still be rescanned after undoing JSX guesses (see `JSXCheckpoint`).
    var rollbackBudget: Int
    /// Bytes that failed regular-expression scans may still cover. A failed scan runs to the end of the
    /// line and the bytes are then lexed again as code; on one long line of `(/[` that would be quadratic.
    /// Once this is spent, `/` is read as division without trying.
    var regexFailureBudget: Int

    init(padded: UnsafePointer<UInt8>, count: Int, flags: UnsafePointer<UInt32>, dialect: SourceDialect) {
        p = padded
        n = count
        self.flags = flags
        jsxAllowed = dialect.allowsJSX
        htmlComments = dialect.allowsHTMLComments
        // Typical source has a token every 4–8 bytes and a line every 25–40. Reserving that up front means
        // the arrays rarely grow, and what a LexedFile keeps is close to what it holds.
        tokens.reserveCapacity(count / 4 + 16)
        comments.reserveCapacity(count / 256 + 16)
        lineStarts.reserveCapacity(count / 32 + 16)
        stack.reserveCapacity(64)
        rollbackBudget = count
        regexFailureBudget = count
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
            case .code:
                // Stay in this loop for a run of code tokens: most files are code from start to end.
                repeat { scanCodeToken() } while i < n && mode == .code
            case .jsxTag: scanTagToken()
            case .jsxChildren: scanChildren()
            }
        }
        if stack.count > 0 {
            let depth = stack.count
            let innermost = stack[depth - 1].description
            addError(at: n, "end of input inside an unclosed \(innermost)"
                + (depth > 1 ? " (\(depth) constructs left open)" : ""))
        }
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
    mutating func addError(at offset: Int, _ message: @autoclosure () -> String) {
        if errors.count < Scanner.maximumErrors {
            errors.append(LexError(offset: Int32(truncatingIfNeeded: offset), line: line, message: message()))
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

    // MARK: - Trivia

    /// Skips white space, line terminators and comments, recording lines and `newlineBefore`.
    mutating func skipTrivia() {
        var j = i
        while true {
            let c = p[j]
            if flags[Int(c)] & ByteFlags.horizontalSpace != 0 {
                j &+= 1
                continue
            }
            switch c {
            case 0x0A:
                j &+= 1
                lineBreak(nextLineStart: j)
                newlineBefore = true
            case 0x0D:
                j &+= p[j &+ 1] == 0x0A ? 2 : 1
                lineBreak(nextLineStart: j)
                newlineBefore = true
            case UInt8(ascii: "/"):
                let next = p[j &+ 1]
                i = j
                if next == UInt8(ascii: "/") {
                    scanLineComment(kind: .lineComment)
                } else if next == UInt8(ascii: "*") {
                    scanBlockComment()
                } else {
                    return
                }
                j = i
            case UInt8(ascii: "<"):
                i = j
                guard htmlComments, p[j &+ 1] == UInt8(ascii: "!"), p[j &+ 2] == UInt8(ascii: "-"),
                      p[j &+ 3] == UInt8(ascii: "-") else { return }
                scanLineComment(kind: .htmlComment)
                j = i
            case UInt8(ascii: "-"):
                i = j
                // `-->` is a comment only where a line starts (Annex B SingleLineHTMLCloseComment).
                guard htmlComments, p[j &+ 1] == UInt8(ascii: "-"), p[j &+ 2] == UInt8(ascii: ">"),
                      newlineBefore || tokens.isEmpty else { return }
                scanLineComment(kind: .htmlComment)
                j = i
            case 0x80...:
                let (kind, length) = classifyNonASCII(p, j)
                switch kind {
                case .whitespace:
                    j &+= length
                case .lineTerminator:
                    j &+= length
                    lineBreak(nextLineStart: j)
                    newlineBefore = true
                case .identifierCharacter, .invalid:
                    i = j
                    return
                }
            default:
                i = j
                return
            }
        }
    }

    /// A comment running to the end of the line: `//`, `<!--`, `-->` or `#!`. The terminator is left for
    /// `skipTrivia`.
    mutating func scanLineComment(kind: TokenKind) {
        let start = i
        var j = i + 2
        while true {
            while flags[Int(p[j])] & ByteFlags.stopLine == 0 { j += 1 }
            let c = p[j]
            if c == 0xE2 {
                if isUnicodeLineTerminator(p, j) { break }
                j += 1
            } else if c == 0 && j < n {
                j += 1
            } else {
                break
            }
        }
        comments.append(Token(kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: j),
                              line: line))
        i = j
    }

    mutating func scanBlockComment() {
        let start = i, startLine = line
        var j = i + 2
        while true {
            while flags[Int(p[j])] & ByteFlags.stopBlockComment == 0 { j += 1 }
            switch p[j] {
            case UInt8(ascii: "*"):
                if p[j + 1] == UInt8(ascii: "/") {
                    j += 2
                    comments.append(Token(kind: .blockComment, start: Int32(truncatingIfNeeded: start),
                                          end: Int32(truncatingIfNeeded: j), line: startLine))
                    i = j
                    return
                }
                j += 1
            case 0x0A:
                j += 1
                lineBreak(nextLineStart: j)
                newlineBefore = true
            case 0x0D:
                j += p[j + 1] == 0x0A ? 2 : 1
                lineBreak(nextLineStart: j)
                newlineBefore = true
            case 0xE2:
                if isUnicodeLineTerminator(p, j) {
                    j += 3
                    lineBreak(nextLineStart: j)
                    newlineBefore = true
                } else {
                    j += 1
                }
            default:  // zero byte
                if j >= n {
                    addError(at: start, "unterminated block comment: '/*' without '*/'")
                    comments.append(Token(kind: .blockComment, start: Int32(truncatingIfNeeded: start),
                                          end: Int32(truncatingIfNeeded: n), line: startLine))
                    i = n
                    return
                }
                j += 1
            }
        }
    }

    // MARK: - Code

    mutating func scanCodeToken() {
        if flags[Int(p[i])] & ByteFlags.triviaStart != 0 {
            skipTrivia()
            if i >= n { return }
        }
        let c = p[i]
        let f = flags[Int(c)]
        if f & ByteFlags.identifierStart != 0 {
            let start = i
            var j = i + 1
            while flags[Int(p[j])] & ByteFlags.identifierPart != 0 { j &+= 1 }
            if p[j] >= 0x80 || p[j] == UInt8(ascii: "\\") { j = continueIdentifier(from: j) }
            emit(.identifier, start, j, line: line)
            i = j
            return
        }
        if f & ByteFlags.decimalDigit != 0 {
            scanNumber()
            return
        }
        switch c {
        case UInt8(ascii: "("):
            let frame: FrameKind = previousOpensControlHead() ? .controlParen : .paren
            emitPunctuator(length: 1)
            push(frame)
        case UInt8(ascii: ")"):
            if let t = top, t == .paren || t == .controlParen {
                lastClosed = t
                pop()
            } else {
                addError(at: i, "unmatched ')'")
                lastClosed = .paren
            }
            emitPunctuator(length: 1)
        case UInt8(ascii: "["):
            emitPunctuator(length: 1)
            push(.bracket)
        case UInt8(ascii: "]"):
            if top == .bracket { pop() } else { addError(at: i, "unmatched ']'") }
            emitPunctuator(length: 1)
        case UInt8(ascii: "{"):
            let frame: FrameKind = braceOpensBlock() ? .blockBrace : .expressionBrace
            emitPunctuator(length: 1)
            push(frame)
        case UInt8(ascii: "}"):
            closeBrace()
        case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "~"), UInt8(ascii: "@"):
            emitPunctuator(length: 1)
        case UInt8(ascii: "."):
            if flags[Int(p[i + 1])] & ByteFlags.decimalDigit != 0 {
                scanNumber()
            } else {
                emitPunctuator(length: p[i + 1] == UInt8(ascii: ".") && p[i + 2] == UInt8(ascii: ".") ? 3 : 1)
            }
        case UInt8(ascii: "?"):
            let next = p[i + 1]
            if next == UInt8(ascii: "?") {
                emitPunctuator(length: p[i + 2] == UInt8(ascii: "=") ? 3 : 2)
            } else if next == UInt8(ascii: "."), flags[Int(p[i + 2])] & ByteFlags.decimalDigit == 0 {
                emitPunctuator(length: 2)  // `?.`, but `a?.5:b` is `?` then `.5`
            } else {
                emitPunctuator(length: 1)
            }
        case UInt8(ascii: ":"):
            emitPunctuator(length: p[i + 1] == UInt8(ascii: ":") ? 2 : 1)
        case UInt8(ascii: "="):
            let next = p[i + 1]
            if next == UInt8(ascii: "=") {
                emitPunctuator(length: p[i + 2] == UInt8(ascii: "=") ? 3 : 2)
            } else {
                emitPunctuator(length: next == UInt8(ascii: ">") ? 2 : 1)
            }
        case UInt8(ascii: "!"):
            if p[i + 1] == UInt8(ascii: "=") {
                emitPunctuator(length: p[i + 2] == UInt8(ascii: "=") ? 3 : 2)
            } else {
                emitPunctuator(length: 1)
            }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let next = p[i + 1]
            emitPunctuator(length: next == c || next == UInt8(ascii: "=") ? 2 : 1)
        case UInt8(ascii: "*"):
            if p[i + 1] == UInt8(ascii: "*") {
                emitPunctuator(length: p[i + 2] == UInt8(ascii: "=") ? 3 : 2)
            } else {
                emitPunctuator(length: p[i + 1] == UInt8(ascii: "=") ? 2 : 1)
            }
        case UInt8(ascii: "%"), UInt8(ascii: "^"):
            emitPunctuator(length: p[i + 1] == UInt8(ascii: "=") ? 2 : 1)
        case UInt8(ascii: "&"), UInt8(ascii: "|"):
            let next = p[i + 1]
            if next == c {
                emitPunctuator(length: p[i + 2] == UInt8(ascii: "=") ? 3 : 2)
            } else {
                emitPunctuator(length: next == UInt8(ascii: "=") ? 2 : 1)
            }
        case UInt8(ascii: "<"):
            if jsxAllowed, startsJSX() {
                beginJSX()
            } else if p[i + 1] == UInt8(ascii: "<") {
                emitPunctuator(length: p[i + 2] == UInt8(ascii: "=") ? 3 : 2)
            } else {
                emitPunctuator(length: p[i + 1] == UInt8(ascii: "=") ? 2 : 1)
            }
        case UInt8(ascii: ">"):
            if p[i + 1] == UInt8(ascii: ">") {
                if p[i + 2] == UInt8(ascii: ">") {
                    emitPunctuator(length: p[i + 3] == UInt8(ascii: "=") ? 4 : 3)
                } else {
                    emitPunctuator(length: p[i + 2] == UInt8(ascii: "=") ? 3 : 2)
                }
            } else {
                emitPunctuator(length: p[i + 1] == UInt8(ascii: "=") ? 2 : 1)
            }
        case UInt8(ascii: "/"):
            // Comments were taken by skipTrivia; this is a regular expression or division.
            if regexFailureBudget >= 0, expressionAllowed(), scanRegex() { return }
            emitPunctuator(length: p[i + 1] == UInt8(ascii: "=") ? 2 : 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            scanString(quote: c)
        case UInt8(ascii: "`"):
            scanTemplatePart(continuation: false)
        case UInt8(ascii: "#"):
            scanPrivateName()
        case UInt8(ascii: "\\"):
            if p[i + 1] == UInt8(ascii: "u") {
                let start = i
                let j = continueIdentifier(from: i)
                emit(.identifier, start, j, line: line)
                i = j
            } else {
                addError(at: i, "unexpected '\\' outside a string")
                emitPunctuator(length: 1)
            }
        case 0x80...:
            let (kind, length) = classifyNonASCII(p, i)
            if kind == .identifierCharacter {
                let start = i
                let j = continueIdentifier(from: i + length)
                emit(.identifier, start, j, line: line)
                i = j
            } else {
                addError(at: i, "invalid UTF-8 byte 0x\(String(c, radix: 16, uppercase: true))")
                i += 1
            }
        default:
            addError(at: i, "unexpected character U+\(String(c, radix: 16, uppercase: true)) in code")
            i += 1
        }
    }

    /// Continues an identifier from `j` through ASCII parts, `\u` escapes and non-ASCII characters.
    mutating func continueIdentifier(from start: Int) -> Int {
        var j = start
        while true {
            let c = p[j]
            if flags[Int(c)] & ByteFlags.identifierPart != 0 {
                j += 1
            } else if c == UInt8(ascii: "\\") && p[j + 1] == UInt8(ascii: "u") {
                j = skipUnicodeEscape(at: j)
            } else if c >= 0x80 {
                let (kind, length) = classifyNonASCII(p, j)
                guard kind == .identifierCharacter else { return j }
                j += length
            } else {
                return j
            }
        }
    }

    /// `\uXXXX` or `\u{X…}` starting at `j` (the backslash); returns the offset after it.
    mutating func skipUnicodeEscape(at j: Int) -> Int {
        if p[j + 2] == UInt8(ascii: "{") {
            var k = j + 3
            while flags[Int(p[k])] & ByteFlags.hexDigit != 0 { k += 1 }
            if p[k] == UInt8(ascii: "}") && k > j + 3 { return k + 1 }
            addError(at: j, "malformed Unicode escape: expected '\\u{' hex digits '}'")
            return k
        }
        var k = j + 2
        while k < j + 6 && flags[Int(p[k])] & ByteFlags.hexDigit != 0 { k += 1 }
        if k < j + 6 { addError(at: j, "malformed Unicode escape: expected 4 hex digits after '\\u'") }
        return k
    }

    mutating func scanPrivateName() {
        let start = i
        let next = p[i + 1]
        var j = i + 1
        if flags[Int(next)] & ByteFlags.identifierStart != 0 || next == UInt8(ascii: "\\") {
            j = continueIdentifier(from: i + 1)
        } else if next >= 0x80, classifyNonASCII(p, i + 1).kind == .identifierCharacter {
            j = continueIdentifier(from: i + 1)
        }
        if j > i + 1 {
            emit(.privateName, start, j, line: line)
            i = j
        } else {
            emitPunctuator(length: 1)
        }
    }

    /// Every numeric form: `1_000n`, `0x1F`, `0o17`, `0b1`, legacy `017`, `.5e-3`, `1.`, `5e+10`.
    mutating func scanNumber() {
        let start = i
        var j = i
        @inline(__always) func isDigitOrSeparator(_ b: UInt8) -> Bool {
            flags[Int(b)] & ByteFlags.decimalDigit != 0 || b == UInt8(ascii: "_")
        }
        let radixMark = p[j + 1] | 0x20
        if p[j] == UInt8(ascii: "0") && (radixMark == UInt8(ascii: "x") || radixMark == UInt8(ascii: "o")
                                          || radixMark == UInt8(ascii: "b")) {
            j += 2
            while flags[Int(p[j])] & ByteFlags.hexDigit != 0 || p[j] == UInt8(ascii: "_") { j += 1 }
        } else {
            while isDigitOrSeparator(p[j]) { j += 1 }
            if p[j] == UInt8(ascii: ".") {
                j += 1
                while isDigitOrSeparator(p[j]) { j += 1 }
            }
            if p[j] | 0x20 == UInt8(ascii: "e") {
                var k = j + 1
                if p[k] == UInt8(ascii: "+") || p[k] == UInt8(ascii: "-") { k += 1 }
                if flags[Int(p[k])] & ByteFlags.decimalDigit != 0 {
                    j = k
                    while isDigitOrSeparator(p[j]) { j += 1 }
                }
            }
        }
        if p[j] == UInt8(ascii: "n") { j += 1 }
        if flags[Int(p[j])] & ByteFlags.identifierStart != 0 {
            addError(at: j, "an identifier starts immediately after a numeric literal")
        }
        emit(.number, start, j, line: line)
        i = j
    }

    /// A backslash escape in a string or template at `j`; returns the offset after it and records a line
    /// continuation's line break.
    @inline(__always)
    mutating func skipEscape(at j: Int) -> Int {
        let next = p[j + 1]
        if j + 1 >= n { return n }
        switch next {
        case 0x0A:
            lineBreak(nextLineStart: j + 2)
            return j + 2
        case 0x0D:
            let end = p[j + 2] == 0x0A ? j + 3 : j + 2
            lineBreak(nextLineStart: end)
            return end
        case 0xE2:
            if isUnicodeLineTerminator(p, j + 1) {
                lineBreak(nextLineStart: j + 4)
                return j + 4
            }
            return j + 2
        default:
            return j + 2
        }
    }

    mutating func scanString(quote: UInt8) {
        let start = i, startLine = line
        let stop = quote == UInt8(ascii: "\"") ? ByteFlags.stopDoubleQuoted : ByteFlags.stopSingleQuoted
        var j = i + 1
        scan: while true {
            while flags[Int(p[j])] & stop == 0 { j += 1 }
            switch p[j] {
            case quote:
                j += 1
                break scan
            case UInt8(ascii: "\\"):
                j = skipEscape(at: j)
            case 0x0A, 0x0D:
                addError(at: start, "unterminated string literal: line ends before the closing quote")
                break scan
            case 0xE2:
                // U+2028 and U+2029 are allowed in string literals (ES2019) but still end a line.
                if isUnicodeLineTerminator(p, j) {
                    j += 3
                    lineBreak(nextLineStart: j)
                } else {
                    j += 1
                }
            default:  // zero byte
                if j >= n {
                    addError(at: start, "unterminated string literal at end of input")
                    j = n
                    break scan
                }
                j += 1
            }
        }
        emit(.string, start, j, line: startLine)
        i = j
    }

    /// A template part starting at `` ` `` (`continuation == false`) or at the `}` closing a substitution.
    mutating func scanTemplatePart(continuation: Bool) {
        let start = i, startLine = line
        var j = i + 1
        while true {
            while flags[Int(p[j])] & ByteFlags.stopTemplate == 0 { j += 1 }
            switch p[j] {
            case UInt8(ascii: "`"):
                j += 1
                emit(continuation ? .templateTail : .template, start, j, line: startLine)
                i = j
                return
            case UInt8(ascii: "$"):
                if p[j + 1] == UInt8(ascii: "{") {
                    j += 2
                    emit(continuation ? .templateMiddle : .templateHead, start, j, line: startLine)
                    i = j
                    push(.templateSubstitution)
                    return
                }
                j += 1
            case UInt8(ascii: "\\"):
                j = skipEscape(at: j)
            case 0x0A:
                j += 1
                lineBreak(nextLineStart: j)
            case 0x0D:
                j += p[j + 1] == 0x0A ? 2 : 1
                lineBreak(nextLineStart: j)
            case 0xE2:
                if isUnicodeLineTerminator(p, j) {
                    j += 3
                    lineBreak(nextLineStart: j)
                } else {
                    j += 1
                }
            default:  // zero byte
                if j >= n {
                    addError(at: start, "unterminated template literal at end of input")
                    emit(continuation ? .templateTail : .template, start, n, line: startLine)
                    i = n
                    return
                }
                j += 1
            }
        }
    }

    /// Scans `/…/flags` at `i`. Returns false (consuming nothing) when no closing `/` stands on the line,
    /// so that a misjudged division still lexes as one.
    mutating func scanRegex() -> Bool {
        let start = i
        var j = i + 1
        var inClass = false
        while true {
            while flags[Int(p[j])] & ByteFlags.stopRegex == 0 { j += 1 }
            switch p[j] {
            case UInt8(ascii: "/"):
                j += 1
                if !inClass {
                    while flags[Int(p[j])] & ByteFlags.identifierPart != 0 { j += 1 }
                    emit(.regex, start, j, line: line)
                    i = j
                    return true
                }
            case UInt8(ascii: "\\"):
                let next = p[j + 1]
                if next == 0x0A || next == 0x0D || isUnicodeLineTerminator(p, j + 1) || j + 1 >= n {
                    return regexFailed(start, scannedTo: j)
                }
                j += 2
            case UInt8(ascii: "["):
                inClass = true
                j += 1
            case UInt8(ascii: "]"):
                inClass = false
                j += 1
            case 0xE2:
                if isUnicodeLineTerminator(p, j) { return regexFailed(start, scannedTo: j) }
                j += 1
            case 0x0A, 0x0D:
                return regexFailed(start, scannedTo: j)
            default:  // zero byte
                if j >= n { return regexFailed(start, scannedTo: j) }
                j += 1
            }
        }
    }

    mutating func regexFailed(_ start: Int, scannedTo end: Int) -> Bool {
        addError(at: start, "unterminated regular expression literal; read as a division operator")
        regexFailureBudget -= end - start
        if regexFailureBudget < 0 {
            addError(at: start, "too many unterminated regular expressions; every later '/' is read as division")
        }
        return false
    }

    // MARK: - Context decisions

    /// Whether the previous significant token ends an expression's left side, so that `/` starts a regular
    /// expression and `<` may start JSX (es-module-lexer's predicate, plus what opened a closing bracket).
    func expressionAllowed() -> Bool {
        let count = tokens.count
        if count == 0 { return true }
        let last = tokens[count - 1]
        switch last.kind {
        case .punctuator:
            let s = Int(last.start)
            let c = p[s]
            if last.end - last.start == 1 {
                switch c {
                case UInt8(ascii: ")"): return lastClosed == .controlParen
                case UInt8(ascii: "]"): return false
                case UInt8(ascii: "}"): return lastClosed == .blockBrace
                case UInt8(ascii: "!"):
                    // TypeScript's non-null assertion `a! / b` ends an operand: a `!` touching an operand.
                    guard count > 1 else { return true }
                    let operand = tokens[count - 2]
                    return !(operand.end == last.start && endsOperand(operand))
                default: return true
                }
            }
            // Postfix `++`/`--` end an operand.
            if last.end - last.start == 2 && (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")) && p[s + 1] == c {
                return false
            }
            return true
        case .identifier:
            return isExpressionKeyword(last) && !isPropertyName(at: count - 1)
        case .templateHead, .templateMiddle:
            return true
        default:
            return false
        }
    }

    /// Whether a token can end an operand, as `a`, `1`, `'s'`, `)` and `]` do (keywords aside).
    func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier:
            return !isExpressionKeyword(token)
        case .number, .string, .template, .templateTail, .regex, .privateName:
            return true
        case .punctuator:
            let c = p[Int(token.start)]
            return token.end - token.start == 1 && (c == UInt8(ascii: ")") || c == UInt8(ascii: "]"))
        default:
            return false
        }
    }

    /// Whether `{` here opens a statement block (or function/class body) rather than an object literal.
    func braceOpensBlock() -> Bool {
        let count = tokens.count
        if count == 0 { return true }
        let last = tokens[count - 1]
        switch last.kind {
        case .punctuator:
            let s = Int(last.start)
            if last.end - last.start == 1 {
                switch p[s] {
                case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"): return true
                default: return false
                }
            }
            return last.end - last.start == 2 && p[s] == UInt8(ascii: "=") && p[s + 1] == UInt8(ascii: ">")
        case .identifier:
            if isPropertyName(at: count - 1) { return true }
            if matches(last, "else") || matches(last, "do") { return true }
            return !isExpressionKeyword(last)
        case .templateHead, .templateMiddle:
            return false
        default:
            return true
        }
    }

    /// Whether `(` here opens the head of `if`, `while`, `for`, `with` (after whose `)` a regex may follow).
    func previousOpensControlHead() -> Bool {
        let count = tokens.count
        guard count > 0 else { return false }
        let last = tokens[count - 1]
        guard last.kind == .identifier, !isPropertyName(at: count - 1) else { return false }
        switch last.end - last.start {
        case 2: return matches(last, "if")
        case 3: return matches(last, "for")
        case 4: return matches(last, "with")
        case 5:
            if matches(last, "while") { return true }
            // `for await (`
            return matches(last, "await") && count > 1 && tokens[count - 2].kind == .identifier
                && matches(tokens[count - 2], "for")
        default: return false
        }
    }

    /// Keywords after which an expression starts: `return /x/`, `typeof /x/`, `case <A/>:`.
    func isExpressionKeyword(_ token: Token) -> Bool {
        switch token.end - token.start {
        case 2: return matches(token, "in") || matches(token, "of") || matches(token, "do")
        case 3: return matches(token, "new")
        case 4: return matches(token, "void") || matches(token, "case") || matches(token, "else")
        case 5: return matches(token, "throw") || matches(token, "yield") || matches(token, "await")
        case 6: return matches(token, "return") || matches(token, "typeof") || matches(token, "delete")
        case 7: return matches(token, "default")
        case 10: return matches(token, "instanceof")
        default: return false
        }
    }

    /// True when the token at `index` follows `.` or `?.`, i.e. names a property (`a.return`).
    func isPropertyName(at index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        guard previous.kind == .punctuator else { return false }
        let s = Int(previous.start)
        switch previous.end - previous.start {
        case 1: return p[s] == UInt8(ascii: ".")
        case 2: return p[s] == UInt8(ascii: "?") && p[s + 1] == UInt8(ascii: ".")
        default: return false
        }
    }

    @inline(__always)
    func matches(_ token: Token, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard Int(token.end - token.start) == length else { return false }
        let s = Int(token.start)
        let q = literal.utf8Start
        for k in 0..<length where p[s + k] != q[k] { return false }
        return true
    }

    // MARK: - JSX

    /// `<` at `i` in code: JSX where an expression may start and `<` is followed by a name, `>` (fragment)
    /// or `/` (closing tag) — except a TypeScript/Flow generic arrow head such as `<T,>` or `<T extends U>`.
    func startsJSX() -> Bool {
        let next = p[i + 1]
        let opensName = flags[Int(next)] & ByteFlags.identifierStart != 0
            || (next >= 0x80 && classifyNonASCII(p, i + 1).kind == .identifierCharacter)
        guard opensName || next == UInt8(ascii: ">")
              || (next == UInt8(ascii: "/") && p[i + 2] != UInt8(ascii: "/") && p[i + 2] != UInt8(ascii: "*"))
        else { return false }
        guard expressionAllowed() else { return false }
        return !(opensName && looksLikeGenericParameters(from: i + 1))
    }

    /// `T,`, `T = X` or `T extends X` after `<`: a type parameter list, not a tag. (A JSX attribute named `extends`
    /// is followed by `=`, `>`, `/` or another attribute name's end, which this tells apart.)
    func looksLikeGenericParameters(from start: Int) -> Bool {
        var j = start
        while flags[Int(p[j])] & ByteFlags.identifierPart != 0 || p[j] >= 0x80 { j += 1 }
        while flags[Int(p[j])] & ByteFlags.horizontalSpace != 0 { j += 1 }
        if p[j] == UInt8(ascii: ",") { return true }
        if p[j] == UInt8(ascii: "=") {
            // `<T = X>`: a JSX attribute value would be a string, `{…}` or an element; anything else is a default.
            j += 1
            while flags[Int(p[j])] & ByteFlags.horizontalSpace != 0 { j += 1 }
            let value = p[j]
            return value != UInt8(ascii: "\"") && value != UInt8(ascii: "'") && value != UInt8(ascii: "{")
                && value != UInt8(ascii: "<")
        }
        let extends: StaticString = "extends"
        let q = extends.utf8Start
        for k in 0..<extends.utf8CodeUnitCount where p[j + k] != q[k] { return false }
        j += extends.utf8CodeUnitCount
        guard flags[Int(p[j])] & ByteFlags.horizontalSpace != 0 else { return false }
        while flags[Int(p[j])] & ByteFlags.horizontalSpace != 0 { j += 1 }
        let after = p[j]
        return after != UInt8(ascii: "=") && after != UInt8(ascii: ">") && after != UInt8(ascii: "/")
    }

    /// Enters JSX at the `<` at `i`, remembering how to undo it if the tag turns out not to be one.
    mutating func beginJSX() {
        checkpoint = JSXCheckpoint(position: i, line: line, newlineBefore: newlineBefore, tokenCount: tokens.count,
                                   commentCount: comments.count, lineStartCount: lineStarts.count,
                                   errorCount: errors.count, stackDepth: stack.count, containsJSX: containsJSX)
        containsJSX = true
        emit(.jsxTagStart, i, i + 1, line: line)
        i += 1
        if p[i] == UInt8(ascii: "/") {
            emit(.jsxSlash, i, i + 1, line: line)
            i += 1
            push(.jsxClosingTag)
        } else {
            push(.jsxOpeningTag)
        }
    }

    mutating func rollBack(to saved: JSXCheckpoint) {
        rollbackBudget -= i - saved.position
        checkpoint = nil
        tokens.removeLast(tokens.count - saved.tokenCount)
        comments.removeLast(comments.count - saved.commentCount)
        lineStarts.removeLast(lineStarts.count - saved.lineStartCount)
        errors.removeLast(errors.count - saved.errorCount)
        stack.removeLast(stack.count - saved.stackDepth)
        mode = ScanMode(top: top)
        line = saved.line
        newlineBefore = saved.newlineBefore
        containsJSX = saved.containsJSX
        i = saved.position
        emitPunctuator(length: 1)
    }

    /// One token inside `<…>`: names, `=`, `.`, `:`, attribute strings, `{`, `/`, `>`.
    mutating func scanTagToken() {
        skipTrivia()
        if i >= n { return }
        let c = p[i]
        var nameLength = 0
        if flags[Int(c)] & ByteFlags.identifierStart != 0 {
            nameLength = 1
        } else if c >= 0x80 {
            let (kind, length) = classifyNonASCII(p, i)
            if kind == .identifierCharacter { nameLength = length }
        }
        if nameLength > 0 {
            let start = i
            var j = i + nameLength
            while true {
                let b = p[j]
                if flags[Int(b)] & ByteFlags.jsxIdentifierPart != 0 {
                    j += 1
                } else if b >= 0x80, case let (kind, length) = classifyNonASCII(p, j), kind == .identifierCharacter {
                    j += length
                } else {
                    break
                }
            }
            emit(.jsxIdentifier, start, j, line: line)
            i = j
            return
        }
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "."), UInt8(ascii: ":"):
            emitPunctuator(length: 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            scanJSXString(quote: c)
        case UInt8(ascii: "{"):
            checkpoint = nil
            emitPunctuator(length: 1)
            push(.jsxAttributeExpression)
        case UInt8(ascii: "/"):
            if top == .jsxOpeningTag {
                stack[stack.count - 1] = .jsxSelfClosingTag
                emit(.jsxSlash, i, i + 1, line: line)
                i += 1
            } else {
                tagFailure()
            }
        case UInt8(ascii: ">"):
            checkpoint = nil
            emit(.jsxTagEnd, i, i + 1, line: line)
            i += 1
            switch top {
            case .jsxOpeningTag:
                stack[stack.count - 1] = .jsxChildren
                mode = .jsxChildren
            case .jsxClosingTag:
                pop()
                if top == .jsxChildren { pop() }
            default:
                pop()
            }
        default:
            tagFailure()
        }
    }

    /// Something that cannot stand in a tag: undo the JSX guess if still possible, else report and skip it.
    mutating func tagFailure() {
        if let saved = checkpoint, rollbackBudget >= i - saved.position {
            rollBack(to: saved)
            return
        }
        addError(at: i, "unexpected character in JSX tag")
        emitPunctuator(length: 1)
    }

    /// `"…"` or `'…'` attribute value: no escapes, may span lines.
    mutating func scanJSXString(quote: UInt8) {
        let start = i, startLine = line
        let stop = quote == UInt8(ascii: "\"") ? ByteFlags.stopJSXDoubleQuoted : ByteFlags.stopJSXSingleQuoted
        var j = i + 1
        while true {
            while flags[Int(p[j])] & stop == 0 { j += 1 }
            let c = p[j]
            if c == quote {
                j += 1
                break
            }
            if c == 0x0A {
                j += 1
                lineBreak(nextLineStart: j)
            } else if c == 0x0D {
                j += p[j + 1] == 0x0A ? 2 : 1
                lineBreak(nextLineStart: j)
            } else if c == 0xE2 {
                if isUnicodeLineTerminator(p, j) {
                    j += 3
                    lineBreak(nextLineStart: j)
                } else {
                    j += 1
                }
            } else if j >= n {
                addError(at: start, "unterminated JSX attribute string at end of input")
                j = n
                break
            } else {
                j += 1
            }
        }
        emit(.jsxString, start, j, line: startLine)
        i = j
    }

    /// Text up to the next `<` or `{`, then that tag or expression container.
    mutating func scanChildren() {
        let start = i, startLine = line
        var j = i
        scan: while true {
            while flags[Int(p[j])] & ByteFlags.stopJSXText == 0 { j += 1 }
            switch p[j] {
            case UInt8(ascii: "<"), UInt8(ascii: "{"):
                break scan
            case 0x0A:
                j += 1
                lineBreak(nextLineStart: j)
            case 0x0D:
                j += p[j + 1] == 0x0A ? 2 : 1
                lineBreak(nextLineStart: j)
            case 0xE2:
                if isUnicodeLineTerminator(p, j) {
                    j += 3
                    lineBreak(nextLineStart: j)
                } else {
                    j += 1
                }
            default:  // zero byte
                if j >= n { break scan }
                j += 1
            }
        }
        if j > start { emit(.jsxText, start, j, line: startLine) }
        i = j
        if j >= n { return }
        if p[j] == UInt8(ascii: "{") {
            emitPunctuator(length: 1)
            push(.jsxChildExpression)
            return
        }
        emit(.jsxTagStart, i, i + 1, line: line)
        i += 1
        if p[i] == UInt8(ascii: "/") {
            emit(.jsxSlash, i, i + 1, line: line)
            i += 1
            push(.jsxClosingTag)
        } else {
            push(.jsxOpeningTag)
        }
    }

    /// `}` in code: closes a block, an object literal, a template substitution or a JSX expression container.
    mutating func closeBrace() {
        while true {
            guard let t = top else {
                addError(at: i, "unmatched '}'")
                lastClosed = .expressionBrace
                emitPunctuator(length: 1)
                return
            }
            switch t {
            case .blockBrace, .expressionBrace:
                lastClosed = t
                pop()
                emitPunctuator(length: 1)
                return
            case .templateSubstitution:
                pop()
                scanTemplatePart(continuation: true)
                return
            case .jsxAttributeExpression, .jsxChildExpression:
                pop()
                emitPunctuator(length: 1)
                return
            case .paren, .controlParen, .bracket:
                addError(at: i, "\(t.description) not closed before '}'")
                pop()
            case .jsxOpeningTag, .jsxSelfClosingTag, .jsxClosingTag, .jsxChildren:
                // Not reachable in code mode; kept total so that any stack state still makes progress.
                addError(at: i, "unexpected '}'")
                emitPunctuator(length: 1)
                return
            }
        }
    }
}
