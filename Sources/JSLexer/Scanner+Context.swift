/// Decisions that depend on what came before: regex or division, block or object literal, control head.
extension Scanner {
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
        guard last.kind == .identifier else { return false }
        // The keyword test first: most `(` follow a call's name, which it rules out without looking back.
        let keyword: Bool
        switch last.end - last.start {
        case 2: keyword = matches(last, "if")
        case 3: keyword = matches(last, "for")
        case 4: keyword = matches(last, "with")
        case 5:
            // `for await (`
            keyword = matches(last, "while") || (matches(last, "await") && count > 1
                && tokens[count - 2].kind == .identifier && matches(tokens[count - 2], "for"))
        default: return false
        }
        return keyword && !isPropertyName(at: count - 1)
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
}
