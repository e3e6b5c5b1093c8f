/// JSX: deciding where it starts, tags, attribute strings, children text, and undoing a wrong guess.
extension Scanner {
    /// `<` at `i` in code: JSX where an expression may start and `<` is followed by a name, `>` (fragment)
    /// or `/` (closing tag) — except a TypeScript/Flow generic arrow head such as `<T,>` or `<T extends U>`.
    mutating func startsJSX() -> Bool {
        let next = p[i + 1]
        let opensName = flags[Int(next)] & ByteFlags.identifierStart != 0
            || (next >= 0x80 && classifyNonASCII(p, i + 1).kind == .identifierCharacter)
        guard opensName || next == UInt8(ascii: ">")
              || (next == UInt8(ascii: "/") && p[i + 2] != UInt8(ascii: "/") && p[i + 2] != UInt8(ascii: "*"))
        else { return false }
        guard expressionAllowed() else { return false }
        return !(opensName && looksLikeGenericParameters(from: i + 1))
    }

    /// `T,`, `T = X`, `T extends X` or `T>(…) =>` after `<`: type parameters, not a tag. (A JSX attribute named `extends`
    /// is followed by `=`, `>`, `/` or another attribute name's end, which this tells apart.)
    mutating func looksLikeGenericParameters(from start: Int) -> Bool {
        var j = start
        while flags[Int(p[j])] & ByteFlags.identifierPart != 0 || p[j] >= 0x80 { j += 1 }
        while flags[Int(p[j])] & ByteFlags.horizontalSpace != 0 { j += 1 }
        if p[j] == UInt8(ascii: ",") { return true }
        if p[j] == UInt8(ascii: ">") { return looksLikeGenericArrow(closingAngle: j) }
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

    /// `<T>(…) =>` or `<T>(…): R =>`: a generic arrow function (Flow in `.js`, a function type in `.tsx`), not
    /// an element `<T>` whose text starts with `(`. Looks at most 512 bytes ahead, within a budget of the
    /// input's size over the whole file, so that the lookahead keeps lexing linear.
    mutating func looksLikeGenericArrow(closingAngle: Int) -> Bool {
        guard p[closingAngle + 1] == UInt8(ascii: "("), genericLookaheadBudget > 0 else { return false }
        let limit = min(n, closingAngle + min(512, genericLookaheadBudget))
        var j = closingAngle + 2
        defer { genericLookaheadBudget -= j - closingAngle }
        var depth = 1
        while j < limit && depth > 0 {
            switch p[j] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "<") where p[j + 1] == UInt8(ascii: "/"): return false  // a closing tag: JSX after all
            default: break
            }
            j += 1
        }
        guard depth == 0 else { return false }
        while flags[Int(p[j])] & ByteFlags.horizontalSpace != 0 { j += 1 }
        if p[j] == UInt8(ascii: "=") && p[j + 1] == UInt8(ascii: ">") { return true }
        guard p[j] == UInt8(ascii: ":") else { return false }
        // A return type, then `=>` on the same line.
        while j < limit {
            switch p[j] {
            case UInt8(ascii: "="):
                if p[j + 1] == UInt8(ascii: ">") { return true }
            case 0x0A, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "{"):
                return false
            case UInt8(ascii: "<") where p[j + 1] == UInt8(ascii: "/"):
                return false
            default:
                break
            }
            j += 1
        }
        return false
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
        case UInt8(ascii: "<") where top == .jsxOpeningTag && followsTagName():
            // TypeScript type arguments of the element (`<Select<Option, false> …/>`): types, skipped like trivia.
            if !skipTypeArguments() { tagFailure() }
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
                if top == .jsxChildren {
                    pop()
                } else {
                    addError(at: i - 1, "JSX closing tag without an open element")
                }
            default:
                pop()
            }
        default:
            tagFailure()
        }
    }

    /// Whether the tokens since the opening `<` are the element's name alone (`Select`, `Form.Item`): where
    /// TypeScript type arguments may follow it.
    func followsTagName() -> Bool {
        var k = tokens.count - 1
        guard k >= 0, tokens[k].kind == .jsxIdentifier else { return false }
        while k > 0 {
            k -= 1
            let token = tokens[k]
            if token.kind == .jsxTagStart { return true }
            guard token.kind == .jsxIdentifier || (token.kind == .punctuator && p[Int(token.start)] == UInt8(ascii: ".")) else { return false }
        }
        return false
    }

    /// Skips `<…>` at `i`, nested angles, quoted literal types and the `>` of `=>` included, counting its lines.
    /// False (nothing skipped) when it does not close within 1,024 bytes, or reaches a `{` of an attribute first.
    mutating func skipTypeArguments() -> Bool {
        var j = i + 1
        var depth = 1
        var breaks: [Int] = []
        let limit = min(n, i + 1024)
        while j < limit && depth > 0 {
            let c = p[j]
            switch c {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">") where p[j - 1] != UInt8(ascii: "="): depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                j += 1
                while j < limit && p[j] != c && p[j] != 0x0A { j += p[j] == UInt8(ascii: "\\") ? 2 : 1 }
            case 0x0A: breaks.append(j + 1)
            case 0x0D: if p[j + 1] != 0x0A { breaks.append(j + 1) }
            case UInt8(ascii: "/") where p[j + 1] == UInt8(ascii: ">"): return false
            default: break
            }
            j += 1
        }
        guard depth == 0 else { return false }
        for start in breaks { lineBreak(nextLineStart: start) }
        if !breaks.isEmpty { newlineBefore = true }
        i = j
        return true
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
                addError(at: start, "unterminated JSX attribute string at end of input", leftOpen: .jsxAttributeString)
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
}
