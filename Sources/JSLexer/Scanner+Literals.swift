/// Identifiers, private names, numbers, strings, templates and regular expressions.
extension Scanner {
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
        var j = i + 1
        scan: while true {
            j = firstLineEndOr(quote, UInt8(ascii: "\\"), in: p, from: j)
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
                    addError(at: start, "unterminated string literal at end of input", leftOpen: .string)
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
                    addError(at: start, "unterminated template literal at end of input", leftOpen: .template)
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
}
