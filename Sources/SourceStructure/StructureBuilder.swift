import JSLexer

/// Builds a `SourceStructure` in a few linear passes over the tokens.
struct StructureBuilder {
    let file: LexedFile
    let tokens: [Token]
    var partner: [Int32]
    var enclosing: [Int32]
    var blockBraces: Set<Int> = []
    var references: [String: [Int]] = [:]
    var declarations: [String: [Declaration]] = [:]
    var modules: [ModuleReference] = []
    var jsxElements: [JSXElement] = []
    var moduleSyntaxTokens: [Int] = []
    var functions: [FunctionShape] = []
    /// Identifier tokens that are not references: declared names, method names, object keys handled elsewhere.
    var notReferences: Set<Int> = []
    /// In a modules-only build, the only names whose declarations and references are kept.
    var nameFilter: [StaticString]?

    init(file: LexedFile) {
        self.file = file
        self.tokens = file.tokens
        self.partner = Array(repeating: -1, count: file.tokens.count)
        self.enclosing = Array(repeating: -1, count: file.tokens.count)
    }

    mutating func build(_ extent: SourceStructure.Extent) {
        if case .modules(let names) = extent { nameFilter = names + ["require"] }
        matchBrackets()
        classifyBraces()
        findFunctions()
        findVariableDeclarations()
        findModuleDeclarations()
        findReferences()
        findCalls()
        if case .full = extent { findJSXElements() }
    }

    // MARK: - Token helpers

    func isPunct(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuator && file.matches(tokens[index], literal)
    }

    func isWord(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier && file.matches(tokens[index], literal)
    }

    func word(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return file.text(tokens[index])
    }

    func close(of index: Int) -> Int? {
        guard index >= 0, index < partner.count, partner[index] > Int32(index) else { return nil }
        return Int(partner[index])
    }

    /// The unquoted value of a string token, or of a template without substitutions.
    static func literalValue(of token: Token, in file: LexedFile) -> String? {
        guard token.kind == .string || token.kind == .template || token.kind == .jsxString, token.length >= 2 else { return nil }
        let text = file.text(token)
        return String(text.dropFirst().dropLast())
    }

    // MARK: - Brackets

    private mutating func matchBrackets() {
        var stack: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            enclosing[index] = Int32(stack.last ?? -1)
            switch token.kind {
            case .punctuator:
                if file.matches(token, "(") || file.matches(token, "[") || file.matches(token, "{") {
                    stack.append(index)
                } else if file.matches(token, ")") || file.matches(token, "]") || file.matches(token, "}") {
                    popMatching(&stack, closer: index)
                }
            case .templateHead:
                stack.append(index)
            case .templateMiddle:
                // Belongs to the template opened by the head: its level is the head's.
                if let head = stack.last, tokens[head].kind == .templateHead {
                    enclosing[index] = Int32(head)
                }
            case .templateTail:
                popMatching(&stack, closer: index)
            default:
                break
            }
        }
    }

    private func opens(_ open: Token, closedBy close: Token) -> Bool {
        switch close.kind {
        case .templateTail: return open.kind == .templateHead
        case .punctuator:
            if file.matches(close, ")") { return file.matches(open, "(") && open.kind == .punctuator }
            if file.matches(close, "]") { return file.matches(open, "[") && open.kind == .punctuator }
            return file.matches(open, "{") && open.kind == .punctuator
        default: return false
        }
    }

    /// Pops to the matching opener; an unmatched closer (broken source) is left alone.
    private mutating func popMatching(_ stack: inout [Int], closer: Int) {
        guard let position = stack.lastIndex(where: { opens(tokens[$0], closedBy: tokens[closer]) }) else { return }
        let open = stack[position]
        stack.removeSubrange(position...)
        partner[open] = Int32(closer)
        partner[closer] = Int32(open)
        enclosing[closer] = enclosing[open]
    }

    // MARK: - Blocks and object literals

    private static let expressionKeywords: Set<String> = [
        "return", "typeof", "case", "in", "of", "void", "yield", "await", "new", "delete", "instanceof", "throw",
        "import", "export", "const", "let", "var", "default",
    ]

    private static let expressionWords = WordSet(expressionKeywords)

    private mutating func classifyBraces() {
        for index in tokens.indices where tokens[index].kind == .punctuator && file.matches(tokens[index], "{") {
            if isBlockBrace(index) { blockBraces.insert(index) }
        }
    }

    private func isBlockBrace(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .identifier:
            if file.matches(previous, "default"), index >= 2, isWord(index - 2, "export") { return false }
            return !Self.expressionWords.contains(previous, in: file)
        case .punctuator:
            if file.matches(previous, ")") || file.matches(previous, "=>") || file.matches(previous, ";")
                || file.matches(previous, "}")
            {
                return true
            }
            if file.matches(previous, "{") || file.matches(previous, ":") {
                guard let outer = enclosing[index] >= 0 ? Int(enclosing[index]) : nil else { return true }
                return blockBraces.contains(outer)
            }
            return false
        case .jsxTagEnd, .jsxText, .jsxString, .jsxIdentifier:
            return false
        default:
            return false
        }
    }

    // MARK: - Declarations

    /// Declares the identifier at `tokenIndex`. A modules-only build keeps only the names its summary looks up
    /// (`nameFilter`), without making a string of the others.
    mutating func declare(token tokenIndex: Int, _ kind: Declaration.Kind, scope: Range<Int>) {
        if let filter = nameFilter, !filter.contains(where: { file.matches(tokens[tokenIndex], $0) }) {
            notReferences.insert(tokenIndex)
            return
        }
        declare(file.text(tokens[tokenIndex]), kind, at: tokenIndex, scope: scope)
    }

    mutating func declare(_ name: String, _ kind: Declaration.Kind, at tokenIndex: Int, scope: Range<Int>) {
        declarations[name, default: []].append(Declaration(name: name, kind: kind, tokenIndex: tokenIndex, scope: scope))
        notReferences.insert(tokenIndex)
    }

    /// The scope of a block-level declaration at `index`: the innermost enclosing `{…}`, or the whole file.
    func blockScope(of index: Int) -> Range<Int> {
        var cursor = index
        while let open = enclosing[cursor] >= 0 ? Int(enclosing[cursor]) : nil {
            if tokens[open].kind == .punctuator, file.matches(tokens[open], "{"), let closer = close(of: open) {
                return open..<(closer + 1)
            }
            cursor = open
        }
        return 0..<tokens.count
    }

    /// The end of an arrow's expression body starting at `start`: the end of the enclosing group or statement.
    func expressionEnd(from start: Int) -> Int {
        var j = start
        while j < tokens.count {
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            let token = tokens[j]
            if token.kind == .punctuator && (file.matches(token, ")") || file.matches(token, "]")
                || file.matches(token, "}") || file.matches(token, ";") || file.matches(token, ","))
            {
                return j
            }
            if token.kind == .templateMiddle || token.kind == .templateTail { return j }
            j += 1
        }
        return tokens.count
    }

    /// Names bound by the binding pattern in `range` (identifier, `{…}` or `[…]`, with defaults, rest and TS types).
    func patternNames(_ range: Range<Int>) -> [Int] {
        var j = range.lowerBound
        while j < range.upperBound, isPunct(j, "...") || ["public", "private", "protected", "readonly"].contains(word(j) ?? "") {
            j += 1
        }
        guard j < range.upperBound else { return [] }
        if tokens[j].kind == .identifier { return [j] }
        guard let closer = close(of: j), closer < range.upperBound + 1 else { return [] }
        if isPunct(j, "[") {
            return splitAtCommas((j + 1)..<closer).flatMap { patternNames($0) }
        }
        if isPunct(j, "{") {
            var names: [Int] = []
            for property in splitAtCommas((j + 1)..<closer) {
                if isPunct(property.lowerBound, "...") {
                    names += patternNames(property)
                    continue
                }
                if let colon = topLevel(":", in: property) {
                    let valueEnd = topLevel("=", in: (colon + 1)..<property.upperBound) ?? property.upperBound
                    names += patternNames((colon + 1)..<valueEnd)
                } else if tokens[property.lowerBound].kind == .identifier {
                    names.append(property.lowerBound)
                }
            }
            return names
        }
        return []
    }

    func topLevel(_ literal: StaticString, in range: Range<Int>) -> Int? {
        var j = range.lowerBound
        while j < range.upperBound {
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            if isPunct(j, literal) { return j }
            j += 1
        }
        return nil
    }

    func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var j = range.lowerBound
        while j < range.upperBound {
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            if isPunct(j, ",") {
                parts.append(start..<j)
                start = j + 1
            }
            j += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    private static let controlKeywords = WordSet(["if", "for", "while", "switch", "with", "return", "typeof", "await", "yield", "new", "super", "import"])

    /// Finds functions (declarations, expressions, methods, arrows, `catch` clauses) and declares their parameters.
    private mutating func findFunctions() {
        for open in tokens.indices where isPunct(open, "(") {
            guard let closer = close(of: open) else { continue }
            var after = closer + 1
            if isPunct(after, ":"), file.dialect == .typescript || file.dialect == .tsx {
                after = skipTypeAnnotation(from: after + 1)
            }
            let parameters = (open + 1)..<closer
            if isPunct(after, "=>") {
                let bodyStart = after + 1
                let body: Range<Int>
                if isPunct(bodyStart, "{"), let bodyEnd = close(of: bodyStart) {
                    body = bodyStart..<(bodyEnd + 1)
                } else {
                    body = bodyStart..<max(bodyStart, expressionEnd(from: bodyStart))
                }
                addFunction(parameters: parameters, body: body, isArrow: true, nameToken: arrowName(before: open))
                continue
            }
            guard isPunct(after, "{"), let bodyEnd = close(of: after) else { continue }
            var before = open - 1
            if isPunct(before, ">"), file.dialect == .typescript || file.dialect == .tsx {
                // `function f<T>(…)`: step back over the type parameters.
                var depth = 0
                while before >= 0 {
                    if isPunct(before, ">") { depth += 1 } else if isPunct(before, "<") { depth -= 1; if depth == 0 { break } }
                    before -= 1
                }
                before -= 1
            }
            guard before >= 0 else { continue }
            let previous = tokens[before]
            var nameToken: Int?
            if previous.kind == .identifier {
                if Self.controlKeywords.contains(previous, in: file) { continue }
                if file.matches(previous, "catch") {
                    for name in patternNames(parameters) {
                        declare(token: name, .catch, scope: after..<(bodyEnd + 1))
                    }
                    continue
                }
                if !file.matches(previous, "function") {
                    nameToken = before
                    notReferences.insert(before)
                    if isWord(before - 1, "function") || (isPunct(before - 1, "*") && isWord(before - 2, "function")) {
                        let scope = blockScope(of: before)
                        declare(token: before, .function, scope: scope)
                    }
                }
            } else if !(previous.kind == .punctuator && (file.matches(previous, "]") || file.matches(previous, "*")))
                && previous.kind != .string && previous.kind != .number
            {
                continue
            }
            addFunction(parameters: parameters, body: after..<(bodyEnd + 1), isArrow: false, nameToken: nameToken)
        }
        // `x => …` and `async x => …`.
        for index in tokens.indices where tokens[index].kind == .identifier && isPunct(index + 1, "=>") {
            guard !isPunct(index - 1, "."), !isPunct(index - 1, "?.") else { continue }
            let bodyStart = index + 2
            let body: Range<Int>
            if isPunct(bodyStart, "{"), let bodyEnd = close(of: bodyStart) {
                body = bodyStart..<(bodyEnd + 1)
            } else {
                body = bodyStart..<max(bodyStart, expressionEnd(from: bodyStart))
            }
            addFunction(parameters: index..<(index + 1), body: body, isArrow: true, nameToken: arrowName(before: index))
        }
    }

    /// `const name = (…) =>` / `name = async (…) =>`: the variable's token.
    private func arrowName(before start: Int) -> Int? {
        var j = start - 1
        if isWord(j, "async") { j -= 1 }
        guard isPunct(j, "="), j >= 1, tokens[j - 1].kind == .identifier else { return nil }
        return j - 1
    }

    private mutating func addFunction(parameters: Range<Int>, body: Range<Int>, isArrow: Bool, nameToken: Int?) {
        functions.append(FunctionShape(parameters: parameters, body: body, isArrow: isArrow, nameToken: nameToken))
        let scope = parameters.lowerBound..<body.upperBound
        for part in splitAtCommas(parameters) {
            for name in patternNames(part) {
                declare(token: name, .parameter, scope: scope)
            }
        }
    }

    /// Skips a TypeScript type annotation; returns the index of the first token after it (`=>`, `{`, `=`, `,`, …).
    func skipTypeAnnotation(from start: Int) -> Int {
        var j = start
        var angle = 0
        var steps = 0
        while j < tokens.count, steps < 200 {
            steps += 1
            if let closer = close(of: j), !(angle == 0 && isPunct(j, "{") && j > start) {
                j = closer + 1
                continue
            }
            let token = tokens[j]
            if token.kind == .punctuator {
                if file.matches(token, "<") { angle += 1 }
                else if file.matches(token, ">") { angle = max(0, angle - 1) }
                else if file.matches(token, ">>") { angle = max(0, angle - 2) }
                else if angle == 0 && (file.matches(token, "=>") || file.matches(token, "{") || file.matches(token, "=")
                    || file.matches(token, ",") || file.matches(token, ";") || file.matches(token, ")"))
                {
                    return j
                }
            }
            j += 1
        }
        return j
    }

    private mutating func findVariableDeclarations() {
        for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].length <= 5 {
            // Only `var`, `let`, `const`, `class` matter here: test lengths and bytes before making a string.
            let token = tokens[index]
            guard file.matches(token, "var") || file.matches(token, "let") || file.matches(token, "const")
                || file.matches(token, "class")
            else { continue }
            let text = file.text(token)
            switch text {
            case "var", "let", "const":
                guard !isPunct(index - 1, "."), !isPunct(index - 1, "?."), index + 1 < tokens.count else { continue }
                let next = tokens[index + 1]
                guard next.kind == .identifier || isPunct(index + 1, "{") || isPunct(index + 1, "[") else { continue }
                if text == "const", isWord(index + 1, "enum") { continue }
                // `declare const process: …` (TypeScript) is ambient: it types a global, it binds nothing.
                if isWord(index - 1, "declare") {
                    let end = close(of: index + 1).map { $0 + 1 } ?? index + 2
                    for name in patternNames((index + 1)..<end) { notReferences.insert(name) }
                    continue
                }
                declareVariables(startingAt: index + 1, scope: blockScope(of: index))
            case "class":
                guard !isPunct(index - 1, "."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                    !isWord(index + 1, "extends")
                else { continue }
                let expression = index > 0 && (isPunct(index - 1, "=") || isPunct(index - 1, "(") || isPunct(index - 1, ","))
                if expression, let body = nextBrace(after: index + 1), let bodyEnd = close(of: body) {
                    declare(token: index + 1, .class, scope: body..<(bodyEnd + 1))
                } else {
                    declare(token: index + 1, .class, scope: blockScope(of: index))
                }
            default:
                continue
            }
        }
    }

    private func nextBrace(after index: Int) -> Int? {
        var j = index
        while j < tokens.count, j < index + 64 {
            if isPunct(j, "{") { return j }
            j += 1
        }
        return nil
    }

    /// Declarators of one `var`/`let`/`const` statement.
    private mutating func declareVariables(startingAt start: Int, scope: Range<Int>) {
        var j = start
        while j < tokens.count {
            let patternEnd: Int
            if let closer = close(of: j) { patternEnd = closer + 1 } else { patternEnd = j + 1 }
            for name in patternNames(j..<patternEnd) {
                declare(token: name, .variable, scope: scope)
            }
            j = patternEnd
            if isPunct(j, "!") { j += 1 }
            if isPunct(j, ":"), file.dialect == .typescript || file.dialect == .tsx {
                j = skipTypeAnnotation(from: j + 1)
            }
            if isPunct(j, "=") { j = skipInitializer(from: j + 1) }
            guard isPunct(j, ","), j + 1 < tokens.count else { return }
            j += 1
            guard tokens[j].kind == .identifier || isPunct(j, "{") || isPunct(j, "[") else { return }
        }
    }

    /// Skips an initializer expression; stops at a top-level `,` or `;`, a closing bracket, or where automatic
    /// semicolon insertion ends the statement.
    private func skipInitializer(from start: Int) -> Int {
        var j = start
        while j < tokens.count {
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            let token = tokens[j]
            if token.kind == .punctuator {
                if file.matches(token, ",") || file.matches(token, ";") || file.matches(token, ")")
                    || file.matches(token, "]") || file.matches(token, "}")
                {
                    return j
                }
            } else if token.kind == .templateMiddle || token.kind == .templateTail {
                return j
            } else if j > start && token.newlineBefore && !continuesExpression(previous: j - 1) {
                return j
            }
            j += 1
        }
        return j
    }

    private static let expressionContinuations = WordSet(["new", "typeof", "await", "void", "delete", "in", "instanceof"])

    /// After a line break, whether the previous token leaves the expression open (an operator, `(`, `,` …).
    private func continuesExpression(previous: Int) -> Bool {
        let token = tokens[previous]
        guard token.kind == .punctuator else {
            return token.kind == .identifier && Self.expressionContinuations.contains(token, in: file)
        }
        return !(file.matches(token, ")") || file.matches(token, "]") || file.matches(token, "}")
            || file.matches(token, "++") || file.matches(token, "--"))
    }
}
