/// One token of code: the dispatch on its first byte, and brackets.
extension Scanner {
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
