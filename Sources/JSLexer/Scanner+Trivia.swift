/// White space, line terminators and comments: recorded (lines, comments, `newlineBefore`), never tokens.
extension Scanner {
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
            j = firstLineEndOr(UInt8(ascii: "*"), UInt8(ascii: "*"), in: p, from: j)
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
                    addError(at: start, "unterminated block comment: '/*' without '*/'", leftOpen: .blockComment)
                    comments.append(Token(kind: .blockComment, start: Int32(truncatingIfNeeded: start),
                                          end: Int32(truncatingIfNeeded: n), line: startLine))
                    i = n
                    return
                }
                j += 1
            }
        }
    }
}
