import JSLexer

/// The structural reading of one lexed file that every rule shares: brackets, module references, declarations and
/// free identifiers, JSX elements. Built in one pass over the tokens by `SourceStructure(_:)`.
///
/// Limits (by design, to stay a token-level reader): scopes follow brackets, not the grammar (see `Declaration`);
/// TypeScript type annotations are skipped heuristically; `with` statements and `eval` are not modelled.
public struct SourceStructure: Sendable {
    /// For each bracket token (`(`, `[`, `{`, `}`, template parts), the index of its partner; -1 otherwise.
    public let partner: [Int32]
    /// For each token, the index of the innermost open bracket enclosing it; -1 at the top level.
    public let enclosing: [Int32]
    /// Opening `{` tokens that start a statement block or a function/class body (not an object literal or pattern).
    public let blockBraces: Set<Int>
    /// Identifier tokens that are references (not property names, object keys or declared names), by name.
    public let references: [String: [Int]]
    /// Every declaration found, by name.
    public let declarations: [String: [Declaration]]
    /// Imports, exports-from, requires and dynamic imports, in source order.
    public let modules: [ModuleReference]
    /// Opening JSX tags in source order.
    public let jsxElements: [JSXElement]
    /// Token indexes of `export`/`import` declarations (ES module syntax present).
    public let moduleSyntaxTokens: [Int]
    /// Function bodies: the token index of the body's first token (the `{`, or an arrow's expression start) and
    /// the range of parameter tokens.
    public let functions: [FunctionShape]
    /// Class heads in source order: keyword, body and the type ranges between them.
    public let classes: [ClassShape]
    /// For each token, how many function bodies (or parameter lists) enclose it.
    let functionDepth: [Int32]

    /// How much of the structure to build.
    public enum Extent: Sendable {
        /// Everything the rules read.
        case full
        /// Brackets, functions, declarations and module references, with references recorded only to `require` and
        /// the given names; no JSX elements. What a summary of every file needs, for less work.
        case modules(referencing: [StaticString])
    }

    /// Reads the structure of `file`, all of it unless `extent` says less.
    public init(_ file: LexedFile, extent: Extent = .full) {
        var builder = StructureBuilder(file: file)
        builder.build(extent)
        partner = builder.partner
        enclosing = builder.enclosing
        blockBraces = builder.blockBraces
        references = builder.references
        declarations = builder.declarations
        modules = builder.modules
        jsxElements = builder.jsxElements
        moduleSyntaxTokens = builder.moduleSyntaxTokens
        functions = builder.functions
        classes = builder.classes
        functionDepth = Self.nesting(of: builder.functions, tokenCount: file.tokens.count) { _ in true }
    }

    /// Per token (and one past the last), how many of the functions `counted` accepts hold it, in their
    /// parameters or body: `functionNesting { !$0.isArrow } [i] > 0` where `this` is a function's own.
    public func functionNesting(counting counted: (FunctionShape) -> Bool) -> [Int32] {
        Self.nesting(of: functions, tokenCount: functionDepth.count - 1, counting: counted)
    }

    private static func nesting(of functions: [FunctionShape], tokenCount: Int, counting counted: (FunctionShape) -> Bool) -> [Int32] {
        var depth = [Int32](repeating: 0, count: tokenCount + 1)
        for function in functions where counted(function) {
            depth[function.parameters.lowerBound] += 1
            depth[min(function.body.upperBound, tokenCount)] -= 1
        }
        var running: Int32 = 0
        for index in depth.indices {
            running += depth[index]
            depth[index] = running
        }
        return depth
    }

    /// True when the token at `index` is inside a function (its parameters or body).
    public func isInsideFunction(_ index: Int) -> Bool {
        index >= 0 && index < functionDepth.count && functionDepth[index] > 0
    }

    /// The matching bracket of the bracket token at `index`.
    public func partner(of index: Int) -> Int? {
        guard index >= 0, index < partner.count, partner[index] >= 0 else { return nil }
        return Int(partner[index])
    }

    /// The innermost open bracket around `index`.
    public func enclosingBracket(of index: Int) -> Int? {
        guard index >= 0, index < enclosing.count, enclosing[index] >= 0 else { return nil }
        return Int(enclosing[index])
    }

    /// True when no declaration of the identifier at `index` is visible there: a global such as `process`.
    public func isFree(_ name: String, at index: Int) -> Bool {
        guard let candidates = declarations[name] else { return true }
        return !candidates.contains { $0.scope.contains(index) }
    }

    /// Free references to `name` (a global `process`, `require`, `module`, …), in source order.
    public func freeReferences(to name: String) -> [Int] {
        guard let found = references[name] else { return [] }
        // The declarations looked up once, not once per reference: rules ask this of every file.
        guard let candidates = declarations[name] else { return found }
        return found.filter { index in !candidates.contains { $0.scope.contains(index) } }
    }

    /// The declaration the identifier `name` at `index` resolves to, innermost scope first.
    public func declaration(of name: String, at index: Int) -> Declaration? {
        guard let candidates = declarations[name] else { return nil }
        var innermost: Declaration?
        for candidate in candidates where candidate.scope.contains(index) {
            if let found = innermost, found.scope.count <= candidate.scope.count { continue }
            innermost = candidate
        }
        return innermost
    }

    /// Whether `name` at `index` means the name declared at `declarationToken` (an import's local name, say), not a
    /// parameter or variable closer to it that shadows it. A name declared nowhere (`import x = require('x')`
    /// binds without a `Declaration`) is shadowed by nothing.
    public func resolves(_ name: String, at index: Int, to declarationToken: Int) -> Bool {
        (declaration(of: name, at: index)?.tokenIndex ?? declarationToken) == declarationToken
    }

    private static let blockHeadWords = WordSet(["if", "while", "for", "switch", "catch"])
    private static let conditionHeadWords = WordSet(["if", "while", "for", "with"])
    private static let statementStartWords = WordSet(["const", "let", "var", "import", "export", "return", "function", "class"])

    /// True when the token at `index` is inside a function body or a statement block (if/try/loop/class), or in a
    /// conditional expression: code that does not run unconditionally when the module is first evaluated.
    public func isNested(_ index: Int, in file: LexedFile) -> Bool {
        var cursor = index
        while true {
            if precededByConditionalAtSameLevel(cursor, in: file) { return true }
            guard let open = enclosingBracket(of: cursor) else { return false }
            if blockBraces.contains(open) { return true }
            if file.matches(file.tokens[open], "(") && open > 0 {
                let before = file.tokens[open - 1]
                if before.kind == .identifier, Self.blockHeadWords.contains(before, in: file) {
                    return true
                }
                // A call's argument (`setTimeout(() => …)`, `f(require('x'))`) is nested only when a function or
                // condition stands in between, which the loop finds at the next level.
            }
            cursor = open
        }
    }

    /// Whether an arrow, `?`, `&&`, `||`, `??` or a braceless `if`/`else`/loop precedes `index` at the same bracket
    /// level, within its statement.
    private func precededByConditionalAtSameLevel(_ index: Int, in file: LexedFile) -> Bool {
        let level = Int(enclosing[index])
        var j = index - 1
        while j >= 0, j != level {
            let token = file.tokens[j]
            if partner[j] >= 0 && Int(partner[j]) < j {
                let open = Int(partner[j])
                if open > 0, file.tokens[open - 1].kind == .identifier,
                    Self.conditionHeadWords.contains(file.tokens[open - 1], in: file),
                    file.matches(file.tokens[open], "(")
                {
                    return true
                }
                j = open - 1
                continue
            }
            if token.kind == .punctuator {
                if file.matches(token, ";") { return false }
                if file.matches(token, "=>") || file.matches(token, "?") || file.matches(token, "&&")
                    || file.matches(token, "||") || file.matches(token, "??")
                {
                    return true
                }
            } else if token.kind == .identifier {
                if file.matches(token, "else") || file.matches(token, "do") { return true }
                if token.newlineBefore, Self.statementStartWords.contains(token, in: file) {
                    return false
                }
            }
            j -= 1
        }
        return false
    }

    /// The member chain rooted at the identifier at `index` (`process` in `process.env.X`).
    public func memberChain(at index: Int, in file: LexedFile) -> MemberChain {
        let tokens = file.tokens
        var segments: [MemberChain.Segment] = []
        var last = index
        var j = index + 1
        while j < tokens.count {
            let token = tokens[j]
            guard token.kind == .punctuator else { break }
            let optional = file.matches(token, "?.")
            if file.matches(token, ".") || optional {
                let next = j + 1
                if next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .privateName {
                    segments.append(.init(name: file.text(tokens[next]), tokenIndex: next, optional: optional, computed: false))
                    last = next
                    j = next + 1
                    continue
                }
                if optional, next < tokens.count, file.matches(tokens[next], "["), let close = partner(of: next) {
                    segments.append(computedSegment(open: next, close: close, optional: true, file: file))
                    last = close
                    j = close + 1
                    continue
                }
                break
            }
            if file.matches(token, "["), !token.newlineBefore, let close = partner(of: j) {
                segments.append(computedSegment(open: j, close: close, optional: false, file: file))
                last = close
                j = close + 1
                continue
            }
            // TypeScript non-null assertion `process.env!.X`.
            if file.matches(token, "!"), j + 1 < tokens.count, file.matches(tokens[j + 1], ".") {
                j += 1
                continue
            }
            break
        }
        return MemberChain(root: index, rootName: file.text(tokens[index]), segments: segments, lastToken: last)
    }

    private func computedSegment(open: Int, close: Int, optional: Bool, file: LexedFile) -> MemberChain.Segment {
        var name: String?
        if close == open + 2 {
            name = StructureBuilder.literalValue(of: file.tokens[open + 1], in: file)
        }
        return .init(name: name, tokenIndex: open, optional: optional, computed: true, keyRange: (open + 1)..<close)
    }

    /// The arguments of the call whose `(` is at `openParen`, split at top-level commas.
    public func arguments(ofCallAt openParen: Int, in file: LexedFile) -> [Range<Int>] {
        guard let close = partner(of: openParen), close > openParen else { return [] }
        return splitAtCommas((openParen + 1)..<close, in: file)
    }

    /// Splits a token range at commas that are not inside brackets.
    public func splitAtCommas(_ range: Range<Int>, in file: LexedFile) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var j = range.lowerBound
        while j < range.upperBound {
            let token = file.tokens[j]
            if let close = partner(of: j), close > j {
                j = close + 1
                continue
            }
            if token.kind == .punctuator, file.matches(token, ",") {
                parts.append(start..<j)
                start = j + 1
            }
            j += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }
}
