import JSLexer

/// TypeScript type positions. Types are erased at compile time: a name in one (`Buffer` in `useState<Buffer>()`,
/// `process` in `typeof process`) is not a runtime reference, so its identifiers are marked as not references.
extension StructureBuilder {
    /// Marks the statement-level type-only parts of a TypeScript file (ambient `declare` declarations, interfaces,
    /// type aliases, overload signatures), `as`/`satisfies` types, generic arguments and parameters, and enum member
    /// names. Annotations after `:` are marked where parameters, variables, fields and return types are read.
    mutating func findTypePositions() {
        guard isTypeScript else { return }
        var index = 0
        while index < tokens.count {
            var end: Int?
            switch codes[index] {
            case .declare: end = ambientEnd(at: index)
            case .interface: end = interfaceEnd(at: index)
            case .type: end = typeAliasEnd(at: index)
            case .function: end = signatureEnd(at: index)
            case .as, .satisfies:
                if endsExpression(index - 1), !tokens[index].newlineBefore { end = typeEnd(from: index + 1, stopAtArrow: false) }
            case .less: end = typeArgumentsEnd(at: index)
            case .enum: markEnumMembers(at: index)
            default: break
            }
            if let end, end > index {
                markType(index..<end)
                index = end
            } else {
                index += 1
            }
        }
    }

    /// Marks the identifiers in `range` as not references.
    mutating func markType(_ range: Range<Int>) {
        for j in range where codes[j].isIdentifier { isNotReference[j] = true }
    }

    /// Marks a parameter's annotation (`a?: T`, `{ a }: Props = {}`): after a top-level `:` before any `=`.
    mutating func markParameterType(_ part: Range<Int>) {
        var j = part.lowerBound
        while j < part.upperBound {
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            if codes[j] == .assign { return }
            if codes[j] == .colon {
                markType((j + 1)..<min(typeEnd(from: j + 1, stopAtArrow: false), part.upperBound))
                return
            }
            j += 1
        }
    }

    // MARK: - Reading a type

    /// The end (exclusive) of the type starting at `start`: operands (names, literals, bracketed types, generic
    /// arguments, `keyof`/`typeof` …) joined by `|`, `&`, `=>`, `extends … ? … :` and `is`. An arrow function's return
    /// type (`stopAtArrow`) ends at its `=>`. Linear: brackets are stepped over whole.
    func typeEnd(from start: Int, stopAtArrow: Bool) -> Int {
        var j = start
        var expectingOperand = true
        var conditions = 0  // `extends` waiting for its `?`
        var branches = 0  // `?` waiting for its `:`
        while j < tokens.count {
            let current = codes[j]
            if expectingOperand {
                switch current {
                case .bar, .ampersand, .keyof, .typeof, .readonly, .unique, .infer, .asserts, .new, .abstract:
                    j += 1
                case .openParen, .openBracket, .openBrace, .templateHead:
                    guard let closer = close(of: j) else { return j }
                    j = closer + 1
                    expectingOperand = false
                case .less:
                    // Type parameters of a function type, `<T>(x: T) => T`.
                    guard let closer = angleClose(from: j, strict: false) else { return j }
                    j = closer + 1
                default:
                    let kind = tokens[j].kind
                    if current.isIdentifier {
                        j += 1
                        // `typeof import('./module')`.
                        if current == .import, code(j) == .openParen, let closer = close(of: j) { j = closer + 1 }
                    } else if kind == .string || kind == .number || kind == .template {
                        j += 1
                    } else if kind == .punctuator, file.matches(tokens[j], "-") {
                        j += 1  // `-1`
                        continue
                    } else {
                        return j
                    }
                    expectingOperand = false
                }
            } else {
                switch current {
                case .bar, .ampersand, .is:
                    expectingOperand = true
                case .dot:
                    guard isIdentifier(j + 1) else { return j }
                    j += 1
                case .openBracket:
                    // `T[]`, `T['key']`; on a new line, a new statement.
                    guard !tokens[j].newlineBefore, let closer = close(of: j) else { return j }
                    j = closer
                case .less:
                    guard let closer = angleClose(from: j, strict: false) else { return j }
                    j = closer
                case .arrow:
                    if stopAtArrow { return j }
                    expectingOperand = true
                case .extends:
                    conditions += 1
                    expectingOperand = true
                case .question:
                    guard conditions > 0 else { return j }
                    conditions -= 1
                    branches += 1
                    expectingOperand = true
                case .colon:
                    guard branches > 0 else { return j }
                    branches -= 1
                    expectingOperand = true
                default:
                    return j
                }
                j += 1
            }
        }
        return j
    }

    /// The index of the `>` closing the angle brackets opened at `open`, nil when the tokens between cannot be a
    /// type list. `strict` (in an expression, where `<` may be a comparison) also refuses `=` and statement words.
    func angleClose(from open: Int, strict: Bool) -> Int? {
        var depth = 0
        var j = open
        var steps = 0
        var sawExtends = false
        while j < tokens.count, steps < 512 {
            steps += 1
            let current = codes[j]
            switch current {
            case .less: depth += 1
            case .greater: depth -= 1
            case .shiftRight: depth -= 2
            case .shiftRightUnsigned: depth -= 3
            case .openParen, .openBracket, .openBrace, .templateHead:
                guard let closer = close(of: j) else { return nil }
                j = closer + 1
                continue
            case .comma, .dot, .bar, .ampersand, .arrow:
                break
            case .extends:
                sawExtends = true
            case .question, .colon:
                if strict && !sawExtends { return nil }
            case .assign:
                if strict { return nil }
            default:
                let kind = tokens[j].kind
                if current.isIdentifier {
                    if strict && current.isKeyword && !current.isTypeWord { return nil }
                } else if kind != .string && kind != .number && kind != .template {
                    return nil
                }
            }
            if depth <= 0 { return depth == 0 ? j : nil }
            j += 1
        }
        return nil
    }

    // MARK: - Type positions in expressions

    /// Whether the token at `index` can end an expression (before `as`, or a `<` of generic arguments).
    func endsExpression(_ index: Int) -> Bool {
        guard index >= 0 else { return false }
        let current = codes[index]
        switch tokens[index].kind {
        case .identifier: return !current.isKeyword || current == .true || current == .false || current == .null || current == .super
        case .punctuator: return current == .closeParen || current == .closeBracket || current == .closeBrace || current == .bang
        case .string, .number, .template, .templateTail, .regex: return true
        default: return false
        }
    }

    /// After a name, generic arguments before a call (`useState<T | null>(…)`, `f<T>(…)`, `new Map<K, V>()`) or in a
    /// declaration (`function f<T>(…)`); where an expression starts, a type assertion `<T>x` or the type
    /// parameters of an arrow `<T>(x: T) => x`. The end of the angle brackets, or nil for a comparison.
    func typeArgumentsEnd(at index: Int) -> Int? {
        let previous = index - 1
        guard previous >= 0 else { return nil }
        if codes[previous].isIdentifier && !codes[previous].isKeyword {
            let declared = code(previous - 1) == .function || code(previous - 1) == .class
            guard let closer = angleClose(from: index, strict: !declared) else { return nil }
            let next = closer + 1
            guard declared || code(next) == .openParen || code(next) == .templateHead
                || (next < tokens.count && tokens[next].kind == .template) || code(previous - 1) == .new
            else { return nil }
            return next
        }
        if endsExpression(previous) { return nil }
        return angleClose(from: index, strict: false).map { $0 + 1 }
    }

    // MARK: - Type-only statements

    /// Whether a statement can start at `index`: at the top of the file or a block, after `;`, `}`, `export`,
    /// `declare`, `default`, or on a new line that does not continue an expression.
    func startsStatement(_ index: Int) -> Bool {
        let previous = index - 1
        guard previous >= 0 else { return true }
        switch codes[previous] {
        case .semicolon, .closeBrace, .export, .declare, .default: return true
        case .openBrace: return isBlockBrace[previous]
        default: return tokens[index].newlineBefore && !continuesExpression(previous: previous)
        }
    }

    /// `declare …` (ambient: types a global, module or value, binds nothing at run time): where it ends.
    private func ambientEnd(at index: Int) -> Int? {
        guard startsStatement(index), index + 1 < tokens.count, !tokens[index + 1].newlineBefore else { return nil }
        var j = index + 1
        switch codes[j] {
        case .global, .module, .namespace:
            // `declare global { … }`, `declare module 'x' { … }`, `declare namespace A.B { … }`, `declare module 'x';`.
            j += 1
            if codes[j - 1] != .global, j < tokens.count, tokens[j].kind == .string || codes[j].isIdentifier {
                j += 1
                while code(j) == .dot, isIdentifier(j + 1) { j += 2 }
            }
            if code(j) == .openBrace, let closer = close(of: j) { return closer + 1 }
            return j
        case .class, .abstract, .enum, .const:
            if codes[j] == .const, code(j + 1) != .enum { return statementEnd(from: j) }
            // The first `{` after the heritage is the body.
            while j < tokens.count {
                if codes[j] == .openBrace { return close(of: j).map { $0 + 1 } }
                if codes[j] == .less, let closer = angleClose(from: j, strict: false) {
                    j = closer + 1
                    continue
                }
                if let closer = close(of: j) {
                    j = closer + 1
                    continue
                }
                if codes[j] == .semicolon || codes[j].isCloser { return nil }
                j += 1
            }
            return nil
        case .function, .let, .var, .async:
            return statementEnd(from: j)
        default:
            return nil  // `declare type`, `declare interface`: the next token starts them.
        }
    }

    /// The end of an ambient or signature statement starting at `start`: after its `;`, or where a new line starts
    /// one (a name or keyword after a complete type), or at a closing bracket.
    private func statementEnd(from start: Int) -> Int {
        var j = start
        while j < tokens.count {
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            let current = codes[j]
            if current == .semicolon { return j + 1 }
            if current.isCloser { return j }
            if j > start, tokens[j].newlineBefore, tokens[j].kind != .punctuator, !continuesExpression(previous: j - 1) {
                return j
            }
            j += 1
        }
        return j
    }

    /// `interface I<T> extends A, B { … }`: the end of its body.
    private func interfaceEnd(at index: Int) -> Int? {
        guard startsStatement(index), isIdentifier(index + 1), !tokens[index + 1].newlineBefore else { return nil }
        var j = index + 2
        while j < tokens.count {
            let current = codes[j]
            if current == .openBrace { return close(of: j).map { $0 + 1 } }
            if current == .less, let closer = angleClose(from: j, strict: false) {
                j = closer + 1
                continue
            }
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            if current == .semicolon || current.isCloser { return nil }
            j += 1
        }
        return nil
    }

    /// `type A<T> = …;`: the end of the aliased type. `type` alone is also a common variable name.
    private func typeAliasEnd(at index: Int) -> Int? {
        guard startsStatement(index), isIdentifier(index + 1), !tokens[index + 1].newlineBefore else { return nil }
        var j = index + 2
        if code(j) == .less {
            guard let closer = angleClose(from: j, strict: false) else { return nil }
            j = closer + 1
        }
        guard code(j) == .assign else { return nil }
        return typeEnd(from: j + 1, stopAtArrow: false)
    }

    /// `function f(a: T): R;`, an overload signature: no body, so nothing in it is bound or run.
    private func signatureEnd(at index: Int) -> Int? {
        guard isIdentifier(index + 1) else { return nil }
        var j = index + 2
        if code(j) == .less {
            guard let closer = angleClose(from: j, strict: false) else { return nil }
            j = closer + 1
        }
        guard code(j) == .openParen, let closer = close(of: j) else { return nil }
        j = closer + 1
        if code(j) == .colon { j = typeEnd(from: j + 1, stopAtArrow: false) }
        return code(j) == .openBrace ? nil : j
    }

    /// `enum E { A, B = 1 << 2 }`: the enum's name is declared; member names are not references (their initialisers
    /// are run).
    private mutating func markEnumMembers(at index: Int) {
        guard isIdentifier(index + 1), code(index + 2) == .openBrace, let closer = close(of: index + 2) else { return }
        let previous = code(index - 1)
        guard previous == .const || previous == .declare || startsStatement(index) else { return }
        declare(token: index + 1, .variable, scope: blockScope(of: index))
        var start = index + 3
        while start < closer {
            let end = partEnd(from: start, in: start..<closer)
            if codes[start].isIdentifier { isNotReference[start] = true }
            start = end + 1
        }
    }
}
