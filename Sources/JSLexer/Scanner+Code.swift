/// One token of code: the dispatch on its first byte, and brackets.
extension Scanner {
    /// Lexes code tokens, skipping the trivia between them, while in code mode and before the end of input.
    /// One jump on each token's first byte decides. The loop is here rather than in the caller so that the
    /// prologue and epilogue run once per run of code (most files are code throughout), not once per token.
    mutating func scanCodeTokens() {
        repeat {
            var c = p[i]
            if c == 0x20 {
                // One space between tokens is the commonest trivia by far: step over it without a call.
                i &+= 1
                c = p[i]
            }
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "$"),
                 UInt8(ascii: "_"):
                let start = i
                var j = endOfASCIIIdentifierParts(p, from: i &+ 1)
                if p[j] >= 0x80 || p[j] == UInt8(ascii: "\\") { j = continueIdentifier(from: j) }
                emit(.identifier, start, j, line: line)
                i = j
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                scanNumber()
            case 0x0A:
                // A line break and the next line's indentation, the commonest trivia after one space, without
                // a call. Whatever follows (a comment, more blank lines) is trivia the next pass skips.
                i &+= 1
                lineBreak(nextLineStart: i)
                newlineBefore = true
                i = endOfSpaces(p, from: i)
                while flags[Int(p[i])] & ByteFlags.horizontalSpace != 0 { i &+= 1 }
            case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
                skipTrivia()
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
                if c == UInt8(ascii: "-") && htmlComments && next == UInt8(ascii: "-") && p[i + 2] == UInt8(ascii: ">")
                    && (newlineBefore || tokens.isEmpty) {
                    skipTrivia()  // `-->` where a line starts: an HTML-like comment
                } else {
                    emitPunctuator(length: next == c || next == UInt8(ascii: "=") ? 2 : 1)
                }
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
                if htmlComments && p[i + 1] == UInt8(ascii: "!") && p[i + 2] == UInt8(ascii: "-")
                    && p[i + 3] == UInt8(ascii: "-") {
                    skipTrivia()  // `<!--`: an HTML-like comment
                } else if jsxAllowed, startsJSX() {
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
                let next = p[i + 1]
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                    skipTrivia()
                } else if regexFailureBudget >= 0, expressionAllowed(), scanRegex() {
                    continue
                } else {
                    emitPunctuator(length: next == UInt8(ascii: "=") ? 2 : 1)
                }
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
                switch kind {
                case .identifierCharacter:
                    let start = i
                    let j = continueIdentifier(from: i + length)
                    emit(.identifier, start, j, line: line)
                    i = j
                case .whitespace, .lineTerminator:
                    skipTrivia()
                case .invalid:
                    addError(at: i, "invalid UTF-8 byte 0x\(String(c, radix: 16, uppercase: true))")
                    i += 1
                }
            default:
                // The padding's zero byte after a final space is the end of input, not a character.
                if i >= n { continue }
                addError(at: i, "unexpected character U+\(String(c, radix: 16, uppercase: true)) in code")
                i += 1
            }
        } while i < n && mode == .code
    }

    /// Continues an identifier from `j` through ASCII parts, `\u` escapes and non-ASCII characters.

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
