import JSLexer

/// Names that look like references but are not: class member names (fields, methods, accessors, static or not) and
/// statement labels. A field `static global = 1` or a label `global:` says nothing of the `global` variable.
extension StructureBuilder {
    /// Reads every class body: member names and modifiers are not references; in TypeScript, heritage type arguments,
    /// `implements` clauses, field annotations, index signatures and body-less method signatures are types.
    mutating func findClassMembers() {
        for index in codes.indices where codes[index] == .class {
            guard let head = classHead(after: index), let end = close(of: head.body) else { continue }
            classes.append(ClassShape(keyword: index, body: head.body, types: head.types))
            for range in head.types { markType(range) }
            readMembers((head.body + 1)..<end)
        }
    }

    /// The `{` of the body of the class whose keyword is at `keyword`, past its name, type parameters and heritage,
    /// with the ranges that are types (type parameters and arguments, the `implements` clause).
    func classHead(after keyword: Int) -> (body: Int, types: [Range<Int>])? {
        let previous = code(keyword - 1)
        guard previous != .dot, previous != .optionalDot else { return nil }
        var types: [Range<Int>] = []
        var j = keyword + 1
        if isIdentifier(j), codes[j] != .extends, codes[j] != .implements { j += 1 }
        if isTypeScript, code(j) == .less, let closer = angleClose(from: j, strict: false) {
            types.append(j..<(closer + 1))
            j = closer + 1
        }
        var typesFrom: Int?  // where the `implements` clause starts
        if code(j) == .extends || code(j) == .implements {
            if codes[j] == .implements { typesFrom = j }
            j += 1
            while j < tokens.count {
                let current = codes[j]
                if current == .openBrace { break }
                if current == .implements, typesFrom == nil { typesFrom = j }
                if isTypeScript, current == .less, let closer = angleClose(from: j, strict: false) {
                    types.append(j..<(closer + 1))
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
        }
        guard code(j) == .openBrace else { return nil }
        if let typesFrom { types.append(typesFrom..<j) }
        return (j, types)
    }

    /// The members of a class body, `body` without its braces.
    private mutating func readMembers(_ body: Range<Int>) {
        var j = body.lowerBound
        while j < body.upperBound {
            let current = codes[j]
            let kind = tokens[j].kind
            if current == .semicolon || current == .star {
                j += 1
            } else if kind == .punctuator, file.matches(tokens[j], "@") {
                j = decoratorEnd(from: j + 1)
            } else if current == .static, code(j + 1) == .openBrace, let closer = close(of: j + 1) {
                j = closer + 1  // a static initialisation block: code, read as any block
            } else if current.isMemberModifier, startsMemberName(j + 1, after: current) {
                isNotReference[j] = true
                j += 1
            } else if current.isIdentifier || kind == .privateName || kind == .string || kind == .number {
                if current.isIdentifier { isNotReference[j] = true }
                j = memberEnd(from: j + 1, in: body)
            } else if current == .openBracket, let closer = close(of: j) {
                // `[key: string]: T` is an index signature (a type); `[Symbol.iterator]() {}` a computed name (code).
                if isTypeScript, isIdentifier(j + 1), code(j + 2) == .colon { markType(j..<closer) }
                j = memberEnd(from: closer + 1, in: body)
            } else if let closer = close(of: j) {
                j = closer + 1
            } else {
                j += 1
            }
        }
    }

    /// Whether a member name follows the modifier before `index` (`static x`, `get x()`), rather than the modifier
    /// being the name itself (`static = 1`, `get() {}`). `async` and TypeScript's modifiers keep to their line.
    private func startsMemberName(_ index: Int, after modifier: TokenCode) -> Bool {
        guard index < tokens.count else { return false }
        if tokens[index].newlineBefore, modifier != .static, modifier != .get, modifier != .set { return false }
        let kind = tokens[index].kind
        return codes[index].isIdentifier || kind == .privateName || kind == .string || kind == .number
            || codes[index] == .openBracket || codes[index] == .star
    }

    /// After a member's name at `start - 1`: its method parameters and body, or its field annotation and initialiser.
    /// Returns the index after the member.
    private mutating func memberEnd(from start: Int, in body: Range<Int>) -> Int {
        var j = start
        if isTypeScript, code(j) == .question || code(j) == .bang { j += 1 }
        if isTypeScript, code(j) == .less, let closer = angleClose(from: j, strict: false) { j = closer + 1 }
        if code(j) == .openParen, let closer = close(of: j) {
            let parameters = j
            j = closer + 1
            if isTypeScript, code(j) == .colon { j = typeEnd(from: j + 1, stopAtArrow: false) }
            if code(j) == .openBrace, let bodyEnd = close(of: j) { return bodyEnd + 1 }
            // A signature without a body (overload, `abstract`, `declare`): its parameters bind nothing.
            if isTypeScript { markType(parameters..<j) }
            return j
        }
        if isTypeScript, code(j) == .colon {
            let end = min(typeEnd(from: j + 1, stopAtArrow: false), body.upperBound)
            markType((j + 1)..<end)
            j = end
        }
        if code(j) == .assign { return min(skipInitializer(from: j + 1), body.upperBound) }
        return j
    }

    /// The end of a decorator whose name starts at `start`: `@name`, `@a.b`, `@name(…)`.
    private func decoratorEnd(from start: Int) -> Int {
        var j = start
        guard isIdentifier(j) else { return j }
        j += 1
        while code(j) == .dot, isIdentifier(j + 1) { j += 2 }
        if code(j) == .openParen, let closer = close(of: j) { j = closer + 1 }
        return j
    }

    // MARK: - Labels

    /// `name:` before a statement, and the name after `break`/`continue`, are labels, not references.
    mutating func findLabels() {
        for index in codes.indices {
            let current = codes[index]
            if current == .colon {
                let label = index - 1
                if label >= 0, codes[label].isIdentifier, !codes[label].isKeyword, startsLabel(label) {
                    isNotReference[label] = true
                }
            } else if current == .break || current == .continue {
                if isIdentifier(index + 1), !tokens[index + 1].newlineBefore, !codes[index + 1].isKeyword {
                    isNotReference[index + 1] = true
                }
            }
        }
    }

    /// Whether the identifier at `index`, followed by `:`, stands where a statement starts (so it is a label, not an
    /// object key, a `case` value or a conditional's branch).
    private func startsLabel(_ index: Int) -> Bool {
        let previous = index - 1
        guard previous >= 0 else { return true }
        switch codes[previous] {
        case .semicolon, .closeBrace, .else, .do: return true
        case .openBrace: return isBlockBrace[previous]
        default: return tokens[index].newlineBefore && !continuesExpression(previous: previous)
        }
    }
}
