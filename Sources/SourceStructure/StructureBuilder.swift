import JSLexer

/// Builds a `SourceStructure` in a few linear passes over the tokens.
struct StructureBuilder {
    let file: LexedFile
    let tokens: [Token]
    /// Per token, which punctuator or word it is: the passes' questions are compares of these.
    var codes: [TokenCode] = []
    let isTypeScript: Bool
    var partner: [Int32] = []
    var enclosing: [Int32] = []
    var blockBraces: Set<Int> = []
    /// Per token: an opening `{` in `blockBraces` (what the passes ask, without hashing).
    var isBlockBrace: [Bool] = []
    var references: [String: [Int]] = [:]
    var declarations: [String: [Declaration]] = [:]
    var modules: [ModuleReference] = []
    var jsxElements: [JSXElement] = []
    var moduleSyntaxTokens: [Int] = []
    var functions: [FunctionShape] = []
    var classes: [ClassShape] = []
    /// Per token: an identifier that is not a reference (a declared name, method name, object key handled elsewhere).
    var isNotReference: [Bool]
    /// In a modules-only build, the only names whose declarations and references are kept.
    var nameFilter: [StaticString]?
    /// The names of the binding pattern being declared, kept to reuse its storage.
    private var patternScratch: [Int] = []
    /// Per token (and one past the last), the end of an arrow's expression body starting there; made on the first
    /// arrow that needs it (`expressionEnd`).
    private var expressionEnds: [Int32] = []

    init(file: LexedFile) {
        self.file = file
        self.tokens = file.tokens
        self.isTypeScript = file.dialect == .typescript || file.dialect == .tsx
        self.isNotReference = Array(repeating: false, count: file.tokens.count)
    }

    mutating func build(_ extent: SourceStructure.Extent) {
        if case .modules(let names) = extent { nameFilter = names + ["require"] }
        readTokens()
        classifyBraces()
        findFunctions()
        findVariableDeclarations()
        findModuleDeclarations()
        findClassMembers()
        findLabels()
        findTypePositions()
        findReferences()
        findCalls()
        if case .full = extent { findJSXElements() }
    }

    // MARK: - Token helpers

    /// The code of the token at `index`; `other` outside the file.
    func code(_ index: Int) -> TokenCode {
        index >= 0 && index < codes.count ? codes[index] : .other
    }

    func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && codes[index].isIdentifier
    }

    func word(_ index: Int) -> String? {
        guard isIdentifier(index) else { return nil }
        return file.text(tokens[index])
    }

    func close(of index: Int) -> Int? {
        guard index >= 0, index < partner.count, partner[index] > Int32(index) else { return nil }
        return Int(partner[index])
    }

    /// The unquoted value of a string token, or of a template without substitutions.
    static func literalValue(of token: Token, in file: LexedFile) -> String? {
        guard token.kind == .string || token.kind == .template || token.kind == .jsxString, token.length >= 2 else { return nil }
        let start = Int(token.start), end = Int(token.end)
        if start >= 0, end <= file.bytes.count {
            let bytes = file.bytes
            // Quotes and their neighbours in ASCII (no CR LF pair): the first and last characters are the quote bytes
            // alone, so the bytes between them are the text without its first and last characters.
            if bytes[start] < 0x80, bytes[start] != 0x0D, bytes[start + 1] < 0x80, bytes[end - 2] < 0x80,
                bytes[end - 1] < 0x80, bytes[end - 1] != 0x0A
            {
                return String(decoding: bytes[(start + 1)..<(end - 1)], as: UTF8.self)
            }
        }
        let text = file.text(token)
        return String(text.dropFirst().dropLast())
    }

    // MARK: - Brackets

    /// Gives each token its code and pairs the brackets, in one pass.
    private mutating func readTokens() {
        let tokens = self.tokens
        var codes = [TokenCode](repeating: .other, count: tokens.count)
        var partner = [Int32](repeating: -1, count: tokens.count)
        var enclosing = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        let table = TokenCode.table
        file.bytes.withUnsafeBufferPointer { bytes in
            for index in tokens.indices {
                let code = TokenCode(of: tokens[index], in: bytes, table: table)
                codes[index] = code
                // A template middle belongs to the template opened by the head: its level is the head's, `stack.last`.
                enclosing[index] = stack.last ?? -1
                if code.isOpener {
                    stack.append(Int32(index))
                } else if code.isCloser {
                    // Pops to the matching opener, nearly always the top; an unmatched closer (broken source) is left alone.
                    let opener = code.opener
                    let position: Int
                    if let top = stack.last, codes[Int(top)] == opener {
                        position = stack.count - 1
                    } else if let found = stack.lastIndex(where: { codes[Int($0)] == opener }) {
                        position = found
                    } else {
                        continue
                    }
                    let open = Int(stack[position])
                    stack.removeSubrange(position...)
                    partner[open] = Int32(index)
                    partner[index] = Int32(open)
                    enclosing[index] = enclosing[open]
                }
            }
        }
        self.codes = codes
        self.partner = partner
        self.enclosing = enclosing
    }

    // MARK: - Blocks and object literals

    private mutating func classifyBraces() {
        var isBlock = [Bool](repeating: false, count: tokens.count)
        // A class body is a block whatever ends its heritage: `extends Component<P, {}> {`, `class A<T> {`.
        for index in codes.indices where codes[index] == .class {
            if let head = classHead(after: index) { isBlock[head.body] = true }
        }
        var count = 0
        for index in codes.indices where codes[index] == .openBrace && (isBlock[index] || startsBlock(index, given: isBlock)) {
            isBlock[index] = true
            count += 1
        }
        var set = Set<Int>(minimumCapacity: count)
        for index in isBlock.indices where isBlock[index] { set.insert(index) }
        isBlockBrace = isBlock
        blockBraces = set
    }

    /// Whether the `{` at `index` starts a block; `isBlock` says so of the braces before it.
    private func startsBlock(_ index: Int, given isBlock: [Bool]) -> Bool {
        guard index > 0 else { return true }
        let previous = codes[index - 1]
        switch tokens[index - 1].kind {
        case .identifier:
            if previous == .default, index >= 2, codes[index - 2] == .export { return false }
            return !previous.isExpressionWord
        case .punctuator:
            switch previous {
            case .closeParen, .arrow, .semicolon, .closeBrace:
                return true
            case .openBrace, .colon:
                guard enclosing[index] >= 0 else { return true }
                return isBlock[Int(enclosing[index])]
            default:
                return false
            }
        default:
            return false
        }
    }

    // MARK: - Declarations

    /// Declares the identifier at `tokenIndex`. A modules-only build keeps only the names its summary looks up
    /// (`nameFilter`), without making a string of the others.
    mutating func declare(token tokenIndex: Int, _ kind: Declaration.Kind, scope: Range<Int>) {
        if let filter = nameFilter, !filter.contains(where: { file.matches(tokens[tokenIndex], $0) }) {
            isNotReference[tokenIndex] = true
            return
        }
        declare(file.text(tokens[tokenIndex]), kind, at: tokenIndex, scope: scope)
    }

    mutating func declare(_ name: String, _ kind: Declaration.Kind, at tokenIndex: Int, scope: Range<Int>) {
        declarations[name, default: []].append(Declaration(name: name, kind: kind, tokenIndex: tokenIndex, scope: scope))
        isNotReference[tokenIndex] = true
    }

    /// Declares the names bound by the pattern in `range` (see `collectPatternNames`), in order.
    mutating func declarePattern(_ range: Range<Int>, _ kind: Declaration.Kind, scope: Range<Int>) {
        // The common pattern, one name, needs no list.
        if range.count == 1, codes[range.lowerBound].isIdentifier, !codes[range.lowerBound].isParameterModifier {
            declare(token: range.lowerBound, kind, scope: scope)
            return
        }
        var names: [Int] = []
        swap(&names, &patternScratch)  // unshared, so that emptying it keeps its storage
        names.removeAll(keepingCapacity: true)
        collectPatternNames(range, into: &names)
        for name in names { declare(token: name, kind, scope: scope) }
        patternScratch = names
    }

    /// The scope of a block-level declaration at `index`: the innermost enclosing `{…}`, or the whole file.
    func blockScope(of index: Int) -> Range<Int> {
        var cursor = index
        while enclosing[cursor] >= 0 {
            let open = Int(enclosing[cursor])
            if codes[open] == .openBrace, let closer = close(of: open) {
                return open..<(closer + 1)
            }
            cursor = open
        }
        return 0..<tokens.count
    }

    /// The end of an arrow's expression body starting at `start`: the first `)`, `]`, `}`, `;`, `,` or template
    /// middle or tail from `start` on that is outside the brackets opened after `start` (the end of the enclosing
    /// group or statement), or the file's end.
    mutating func expressionEnd(from start: Int) -> Int {
        if expressionEnds.isEmpty { expressionEnds = Self.expressionEnds(codes: codes, partner: partner) }
        return Int(expressionEnds[start])
    }

    /// `expressionEnd` for every start, in one backward pass: the end from a matched opener is the end from just
    /// past its closer, and from any other token that is no stop, the end from the next token. Scanning forward per
    /// arrow was quadratic in curried arrows (`a => b => … => 1`), whose bodies all end where the outer one does.
    static func expressionEnds(codes: [TokenCode], partner: [Int32]) -> [Int32] {
        let count = codes.count
        var ends = [Int32](repeating: Int32(count), count: count + 1)
        var j = count - 1
        while j >= 0 {
            if partner[j] > Int32(j) {
                ends[j] = ends[Int(partner[j]) + 1]
            } else {
                switch codes[j] {
                case .closeParen, .closeBracket, .closeBrace, .semicolon, .comma, .templateMiddle, .templateTail: ends[j] = Int32(j)
                default: ends[j] = ends[j + 1]
                }
            }
            j -= 1
        }
        return ends
    }

    /// Names bound by the binding pattern in `range` (identifier, `{…}` or `[…]`, with defaults, rest and TS types).
    func patternNames(_ range: Range<Int>) -> [Int] {
        var names: [Int] = []
        collectPatternNames(range, into: &names)
        return names
    }

    /// Appends the names bound by the binding pattern in `range` to `names`, in source order.
    func collectPatternNames(_ range: Range<Int>, into names: inout [Int]) {
        var j = range.lowerBound
        while j < range.upperBound, codes[j] == .ellipsis || codes[j].isParameterModifier {
            j += 1
        }
        guard j < range.upperBound else { return }
        if codes[j].isIdentifier {
            names.append(j)
            return
        }
        guard let closer = close(of: j), closer < range.upperBound + 1 else { return }
        if codes[j] == .openBracket {
            var start = j + 1
            while start < closer {
                let end = partEnd(from: start, in: (j + 1)..<closer)
                collectPatternNames(start..<end, into: &names)
                start = end + 1
            }
        } else if codes[j] == .openBrace {
            var start = j + 1
            while start < closer {
                let end = partEnd(from: start, in: (j + 1)..<closer)
                let property = start..<end
                start = end + 1
                if code(property.lowerBound) == .ellipsis {
                    collectPatternNames(property, into: &names)
                } else if let colon = topLevel(.colon, in: property) {
                    let valueEnd = topLevel(.assign, in: (colon + 1)..<property.upperBound) ?? property.upperBound
                    collectPatternNames((colon + 1)..<valueEnd, into: &names)
                } else if codes[property.lowerBound].isIdentifier {
                    names.append(property.lowerBound)
                }
            }
        }
    }

    func topLevel(_ code: TokenCode, in range: Range<Int>) -> Int? {
        var j = range.lowerBound
        while j < range.upperBound {
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            if codes[j] == code { return j }
            j += 1
        }
        return nil
    }

    /// The end of the part of `range` that starts at `start`: the next comma outside brackets, or the range's end.
    /// Parts are what `splitAtCommas` returns, without the array.
    func partEnd(from start: Int, in range: Range<Int>) -> Int {
        topLevel(.comma, in: start..<range.upperBound) ?? range.upperBound
    }

    func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let end = partEnd(from: start, in: range)
            parts.append(start..<end)
            start = end + 1
        }
        return parts
    }

    /// Finds functions (declarations, expressions, methods, arrows, `catch` clauses) and declares their parameters.
    private mutating func findFunctions() {
        for open in codes.indices where codes[open] == .openParen {
            guard let closer = close(of: open) else { continue }
            var after = closer + 1
            // A return type, `(…): T`; after `?` the colon is a conditional's (`c ? (a) : b => …`).
            var returnType = after..<after
            if code(after) == .colon, isTypeScript, code(open - 1) != .question {
                after = typeEnd(from: after + 1, stopAtArrow: true)
                returnType = (closer + 2)..<after
            }
            let parameters = (open + 1)..<closer
            if code(after) == .arrow {
                markType(returnType)
                let body = arrowBody(from: after + 1)
                addFunction(parameters: parameters, body: body, isArrow: true, nameToken: arrowName(before: open))
                continue
            }
            guard code(after) == .openBrace, let bodyEnd = close(of: after) else { continue }
            var before = open - 1
            if code(before) == .greater, isTypeScript {
                // `function f<T>(…)`: step back over the type parameters.
                var depth = 0
                while before >= 0 {
                    if codes[before] == .greater { depth += 1 } else if codes[before] == .less { depth -= 1; if depth == 0 { break } }
                    before -= 1
                }
                before -= 1
            }
            guard before >= 0 else { continue }
            let previous = codes[before]
            var nameToken: Int?
            if previous.isIdentifier {
                if previous.isControlWord { continue }
                if previous == .catch {
                    declarePattern(parameters, .catch, scope: after..<(bodyEnd + 1))
                    continue
                }
                // `class A extends mixin(B) {`: a call, then the class body.
                if code(before - 1) == .extends { continue }
                if previous != .function {
                    nameToken = before
                    isNotReference[before] = true
                    let keyword = code(before - 1) == .star ? before - 2 : before - 1
                    if code(keyword) == .function {
                        // A function expression's name is bound inside the function alone.
                        let scope = isFunctionExpression(keyword) ? open..<(bodyEnd + 1) : blockScope(of: before)
                        declare(token: before, .function, scope: scope)
                    }
                }
            } else if previous != .closeBracket && previous != .star && tokens[before].kind != .string
                && tokens[before].kind != .number
            {
                continue
            }
            markType(returnType)
            addFunction(parameters: parameters, body: after..<(bodyEnd + 1), isArrow: false, nameToken: nameToken)
        }
        // `x => …` and `async x => …`.
        for index in codes.indices where code(index + 1) == .arrow && codes[index].isIdentifier {
            let previous = code(index - 1)
            guard previous != .dot, previous != .optionalDot else { continue }
            let body = arrowBody(from: index + 2)
            addFunction(parameters: index..<(index + 1), body: body, isArrow: true, nameToken: arrowName(before: index))
        }
    }

    /// An arrow's body starting at `start`: a `{…}` block, or an expression.
    private mutating func arrowBody(from start: Int) -> Range<Int> {
        if code(start) == .openBrace, let bodyEnd = close(of: start) {
            return start..<(bodyEnd + 1)
        }
        return start..<max(start, expressionEnd(from: start))
    }

    /// `const name = (…) =>` / `name = async (…) =>`: the variable's token.
    private func arrowName(before start: Int) -> Int? {
        var j = start - 1
        if code(j) == .async { j -= 1 }
        guard code(j) == .assign, j >= 1, codes[j - 1].isIdentifier else { return nil }
        return j - 1
    }

    /// Whether the `function` keyword at `keyword` starts an expression (`= function f() {}`, `(function f() {})`),
    /// not a declaration (`function f() {}`, `export default function f() {}`).
    private func isFunctionExpression(_ keyword: Int) -> Bool {
        var previous = keyword - 1
        if code(previous) == .async, !tokens[keyword].newlineBefore { previous -= 1 }
        guard previous >= 0 else { return false }
        let before = codes[previous]
        switch tokens[previous].kind {
        case .punctuator:
            switch before {
            case .semicolon, .closeBrace, .closeParen, .closeBracket: return false
            case .openBrace: return !isBlockBrace[previous]
            case .colon: return code(previous - 1) != .default
            default: return true
            }
        case .identifier:
            if before == .export { return false }
            if before == .default { return code(previous - 1) != .export }
            return before.isExpressionWord
        default:
            return false
        }
    }

    private mutating func addFunction(parameters: Range<Int>, body: Range<Int>, isArrow: Bool, nameToken: Int?) {
        functions.append(FunctionShape(parameters: parameters, body: body, isArrow: isArrow, nameToken: nameToken))
        let scope = parameters.lowerBound..<body.upperBound
        var start = parameters.lowerBound
        while start < parameters.upperBound {
            let end = partEnd(from: start, in: parameters)
            declarePattern(start..<end, .parameter, scope: scope)
            if isTypeScript { markParameterType(start..<end) }
            start = end + 1
        }
    }

    private mutating func findVariableDeclarations() {
        for index in codes.indices {
            let keyword = codes[index]
            switch keyword {
            case .var, .let, .const:
                let previous = code(index - 1)
                guard previous != .dot, previous != .optionalDot, index + 1 < tokens.count else { continue }
                let next = codes[index + 1]
                guard next.isIdentifier || next == .openBrace || next == .openBracket else { continue }
                if keyword == .const, next == .enum { continue }
                // `declare const process: …` (TypeScript) is ambient: it types a global, it binds nothing.
                if previous == .declare {
                    let end = close(of: index + 1).map { $0 + 1 } ?? index + 2
                    for name in patternNames((index + 1)..<end) { isNotReference[name] = true }
                    continue
                }
                declareVariables(startingAt: index + 1, scope: blockScope(of: index))
            case .class:
                let previous = code(index - 1)
                guard previous != .dot, index + 1 < tokens.count, codes[index + 1].isIdentifier, codes[index + 1] != .extends
                else { continue }
                let expression = index > 0 && (previous == .assign || previous == .openParen || previous == .comma)
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
            if codes[j] == .openBrace { return j }
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
            declarePattern(j..<patternEnd, .variable, scope: scope)
            j = patternEnd
            if code(j) == .bang { j += 1 }
            if code(j) == .colon, isTypeScript {
                let end = typeEnd(from: j + 1, stopAtArrow: false)
                markType((j + 1)..<end)
                j = end
            }
            if code(j) == .assign { j = skipInitializer(from: j + 1) }
            guard code(j) == .comma, j + 1 < tokens.count else { return }
            j += 1
            guard codes[j].isIdentifier || codes[j] == .openBrace || codes[j] == .openBracket else { return }
        }
    }

    /// Skips an initializer expression; stops at a top-level `,` or `;`, a closing bracket, or where automatic
    /// semicolon insertion ends the statement.
    func skipInitializer(from start: Int) -> Int {
        var j = start
        while j < tokens.count {
            if let closer = close(of: j) {
                j = closer + 1
                continue
            }
            switch codes[j] {
            case .comma, .semicolon, .closeParen, .closeBracket, .closeBrace, .templateMiddle, .templateTail:
                return j
            default:
                let token = tokens[j]
                if token.kind != .punctuator && j > start && token.newlineBefore && !continuesExpression(previous: j - 1) {
                    return j
                }
            }
            j += 1
        }
        return j
    }

    /// After a line break, whether the previous token leaves the expression open (an operator, `(`, `,` …).
    func continuesExpression(previous: Int) -> Bool {
        let kind = tokens[previous].kind
        guard kind == .punctuator else {
            return kind == .identifier && codes[previous].continuesExpression
        }
        switch codes[previous] {
        case .closeParen, .closeBracket, .closeBrace, .increment, .decrement: return false
        default: return true
        }
    }
}
