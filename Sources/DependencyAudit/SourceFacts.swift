import JSLexer

/// What the dependency rules need to know about one file of a published package, read from tokens.
public struct SourceFacts: Sendable {
    /// A construct and the line it is on.
    public struct Occurrence: Sendable, Equatable {
        public var name: String
        public var line: Int
    }

    /// Top-level `import`/`export` declarations or `import.meta` (es-module-lexer's `hasModuleSyntax`).
    public var hasModuleSyntax = false
    /// `module.exports`, `exports.x`, `exports[…]`, `require(…)`, `Object.defineProperty(exports, …)`.
    public var hasCommonJSMarkers = false
    /// `module.exports = …` (or `module.exports.x =`, which still makes `module.exports` the namespace).
    public var assignsModuleExports = false
    /// `module.exports = function …` / `class …`: a callable default-only export.
    public var exportsCallable = false
    /// An ES `export default …` or `export { x as default }`.
    public var exportsDefault = false
    /// An ES export under a name other than `default` (`export const a`, `export { default as Router }`, `export *`).
    public var exportsNames = false
    /// `exports.__esModule = true` or `Object.defineProperty(exports, "__esModule", …)`.
    public var setsESModuleFlag = false
    /// `exports.default = …` / `exports["default"] = …`.
    public var assignsExportsDefault = false
    /// Reads `process.env.NODE_ENV`.
    public var readsNodeEnv = false
    /// A UMD/AMD wrapper (`typeof define === 'function' && define.amd`).
    public var isUMD = false
    /// Literal `require('…')` specifiers.
    public var requires: [Occurrence] = []
    /// Literal `import … from '…'` / `export … from '…'` / `import '…'` specifiers.
    public var imports: [Occurrence] = []
    /// Free uses of Node globals (`global`, `Buffer`, `process` other than `process.env.NODE_ENV`, `__dirname`,
    /// `__filename`, `setImmediate`) not guarded by `typeof` and not declared in the file.
    public var nodeGlobals: [Occurrence] = []
    public var containsJSX = false
    /// `@flow` pragma or `import type`/`export type` in a `.js` file.
    public var hasFlow = false
    /// The stage-1 `export Card from './Card'`, which only Babel compiles.
    public var exportsDefaultFrom = false

    /// The name a `process.env` read (other than `NODE_ENV`) is noted under among `nodeGlobals`.
    public static let processEnvironment = "process.env"

    public init() {}

    /// Reads the facts of `bytes` lexed as `dialect`.
    public init(bytes: [UInt8], dialect: SourceDialect) {
        let file = Lexer.lex(bytes, dialect: dialect)
        self.init(file: file)
    }

    public init(file: LexedFile) {
        // Tokens are asked by their word (`FactsWord`): a String per token and question made this ten times slower
        // than lexing. A name becomes a String only when it is kept (declared names, guards, occurrences).
        let tokens = file.tokens
        let count = tokens.count
        let words = FactsWord.words(of: file)
        /// Whether the token at `index` exists and is `word`.
        func at(_ index: Int, _ word: FactsWord) -> Bool {
            index >= 0 && index < count && words[index] == word
        }
        containsJSX = file.containsJSX
        // The bytes first (most comments lack them), then as a String, as before: `@flow` followed by a combining mark
        // (`@flow\u{301}`) holds the bytes but not the characters.
        for comment in file.comments
        where file.containsBytes("@flow", in: Int(comment.start)..<Int(comment.end)) && file.text(comment).contains("@flow") {
            hasFlow = true
        }
        var declared = DeclaredNames()
        // Names of function and class declarations: `module.exports = extend` then exports a callable.
        var callableNames = Set<String>()
        // `typeof process` guards the uses after it up to the end of its block: a check inside one function says
        // nothing of code elsewhere (util 0.12 tests `typeof process` in deprecate() and reads process.env.NODE_DEBUG
        // unguarded at the top level, which throws in a browser).
        var guards: [String: [(from: Int, block: Int?)]] = [:]
        var openBraces: [Int] = []
        var closingBrace: [Int: Int] = [:]
        // The innermost `{` around each token (-1 at the top level): a `let`, `const` or `class` binds there only.
        var enclosingBrace = [Int32](repeating: -1, count: count)
        // The `{` of each class body: the first `{` after `class` at its bracket depth (not one in `extends mixin({})`).
        var classBodies = Set<Int>()
        var bracketDepth = 0
        var pendingClass: Int?
        for index in tokens.indices {
            let token = tokens[index]
            if let open = openBraces.last { enclosingBrace[index] = Int32(open) }
            if token.kind == .punctuator {
                if words[index].opensBracket { bracketDepth += 1 }
                if words[index].closesBracket { bracketDepth -= 1 }
                if words[index] == .openBrace {
                    if pendingClass == bracketDepth - 1 {
                        classBodies.insert(index)
                        pendingClass = nil
                    }
                    openBraces.append(index)
                } else if words[index] == .closeBrace, let open = openBraces.popLast() {
                    closingBrace[open] = index
                }
            } else if token.kind == .identifier, at(index - 1, .typeof) {
                guards[file.text(token), default: []].append((index, openBraces.last))
            } else if words[index] == .class, !at(index - 1, .dot) {
                pendingClass = bracketDepth
            }
        }
        /// Whether the identifier at `index` names a class field (`process = 1;`, `static global = () => {}`): it starts
        /// a member of a class body and a value, the member's end or a new line follows it.
        func isClassField(_ index: Int) -> Bool {
            let body = Int(enclosingBrace[index])
            guard body >= 0, classBodies.contains(body) else { return false }
            let startsMember = at(index - 1, .openBrace) || at(index - 1, .closeBrace) || at(index - 1, .semicolon) || at(index - 1, .static)
                || (tokens[index].newlineBefore && index > 0 && Self.endsValue(tokens[index - 1], words[index - 1]))
            let endsName = index + 1 >= count || at(index + 1, .equals) || at(index + 1, .semicolon) || at(index + 1, .closeBrace)
                || tokens[index + 1].newlineBefore
            return startsMember && endsName
        }
        func isGuarded(_ name: String, at index: Int) -> Bool {
            // `typeof globalThis === 'undefined' ? global : globalThis` (available-typed-arrays, is-typed-array): a
            // browser has globalThis, window and self, so the `global` fallback is never evaluated there.
            let names = name == "global" ? [name, "globalThis", "window", "self"] : [name]
            return names.contains { checked in
                guards[checked]?.contains { guardToken in
                    guardToken.from < index && index <= (guardToken.block.flatMap { closingBrace[$0] } ?? tokens.count)
                } ?? false
            }
        }
        /// The tokens the block around `index` spans, or the whole file at the top level (or where braces do not match).
        func blockScope(_ index: Int) -> Range<Int> {
            let open = Int(enclosingBrace[index])
            guard open >= 0, let close = closingBrace[open] else { return 0..<count }
            return open..<(close + 1)
        }
        /// Where the parameter at `index` is bound: its list and the function's body (an arrow's expression body, or a
        /// body after a return type, is bounded by the block around the function).
        func parameterScope(_ index: Int) -> Range<Int>? {
            guard let (open, close) = Self.parameterList(tokens, words, index) else { return nil }
            let body = at(close + 1, .openBrace) ? close + 1 : at(close + 1, .arrow) && at(close + 2, .openBrace) ? close + 2 : nil
            if let body, let end = closingBrace[body] { return open..<(end + 1) }
            return blockScope(open)
        }
        // Names a declaration list binds after its first (`var that = this, mightThrow = function () { … }, process = …`,
        // jQuery's Deferred): each identifier right after a comma at the list's own bracket depth. The list ends at its
        // `;`, at the bracket that closes around it, or where a new line starts another statement.
        // The open declaration lists: their bracket depth, and whether they bind in their block (`let`, `const`) or beyond.
        var lists: [(depth: Int, blockScoped: Bool)] = []
        var listDepth = 0
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .templateHead:
                listDepth += 1
                continue
            case .templateTail:
                listDepth -= 1
                while let last = lists.last, last.depth > listDepth { lists.removeLast() }
                continue
            case .punctuator:
                let word = words[index]
                if word.opensBracket {
                    // A destructuring pattern a declaration or a parameter list binds (`var { Buffer } = …`,
                    // `function ({ process }) {}`), or one after a declaration list's comma.
                    if word != .openParen {
                        // The scope is looked for only when the pattern binds a name asked about (most bind none).
                        var scope: (() -> Range<Int>?)?
                        if at(index - 1, .var) {
                            scope = { 0..<count }
                        } else if at(index - 1, .let) || at(index - 1, .const) {
                            scope = { blockScope(index) }
                        } else if at(index - 1, .comma), let list = lists.last, list.depth == listDepth {
                            scope = { list.blockScoped ? blockScope(index) : 0..<count }
                        } else if at(index - 1, .openParen) || at(index - 1, .comma) {
                            scope = { parameterScope(index) }
                        }
                        if let scope { Self.declarePattern(at: index, file: file, words: words, in: scope, into: &declared) }
                    }
                    listDepth += 1
                } else if word.closesBracket {
                    listDepth -= 1
                    while let last = lists.last, last.depth > listDepth { lists.removeLast() }
                } else if lists.last?.depth == listDepth {
                    if word == .semicolon {
                        lists.removeLast()
                    } else if word == .comma, index + 1 < count, tokens[index + 1].kind == .identifier, let list = lists.last {
                        declared.insert(words[index + 1], in: list.blockScoped ? blockScope(index + 1) : 0..<count)
                    }
                }
                continue
            case .identifier:
                if words[index] == .var || words[index] == .let || words[index] == .const, !at(index - 1, .dot) {
                    if lists.last?.depth != listDepth { lists.append((listDepth, words[index] != .var)) }
                    continue
                }
            default:
                break
            }
            // A value on a new line after a value is another statement (automatic semicolon insertion).
            if lists.last?.depth == listDepth, token.newlineBefore, index > 0, Self.endsValue(tokens[index - 1], words[index - 1]) { lists.removeLast() }
        }
        // First pass: names bound in the file (parameters, declarations) and names tested with `typeof`.
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            let afterFunctionOrClass = at(index - 1, .function) || at(index - 1, .class) || (at(index - 1, .star) && at(index - 2, .function))
            // `catch (global) {}` binds its parameter.
            let caught = at(index - 1, .openParen) && at(index + 1, .closeParen) && index >= 2 && tokens[index - 2].kind == .identifier
                && file.text(tokens[index - 2]) == "catch"
            if afterFunctionOrClass || caught || at(index - 1, .var) || at(index - 1, .let) || at(index - 1, .const) {
                // A `var` is hoisted to its function, which braces alone do not tell apart from a block: the whole file,
                // as before. A function declaration binds in its block (its function's body, mostly; a function
                // expression's name binds less); a caught name in its catch block.
                let scope: Range<Int> =
                    if caught, at(index + 2, .openBrace), let end = closingBrace[index + 2] { index..<(end + 1) }
                    else if at(index - 1, .var) { 0..<count }
                    else { blockScope(index) }
                declared.insert(words[index], in: scope)
                if afterFunctionOrClass { callableNames.insert(file.text(token)) }
            }
            // `import process from 'node:process'` binds the name: its uses are the built-in's, not the global's.
            if words[index] == .import, !at(index - 1, .dot), index + 1 < count, !at(index + 1, .dot), !at(index + 1, .openParen) {
                var cursor = index + 1
                while cursor < count, cursor < index + 256, tokens[cursor].kind != .string {
                    if at(cursor, .from) || at(cursor, .semicolon) { break }
                    if tokens[cursor].kind == .identifier, !at(cursor, .as), !at(cursor, .type), !at(cursor, .typeof) {
                        declared.insert(words[cursor], in: 0..<count)
                    }
                    cursor += 1
                }
            }
            // Parameters: identifiers directly inside `function …(…)` or before `=>`.
            if DeclaredNames.asksAbout(words[index]), at(index - 1, .openParen) || at(index - 1, .comma) {
                if at(index + 1, .closeParen) || at(index + 1, .comma) || at(index + 1, .equals), let scope = parameterScope(index) {
                    declared.insert(words[index], in: scope)
                }
            }
            // An arrow's one unparenthesised parameter (`process => process.x`).
            if at(index + 1, .arrow), DeclaredNames.asksAbout(words[index]) {
                let scope = at(index + 2, .openBrace) ? closingBrace[index + 2].map { index..<($0 + 1) } ?? blockScope(index) : blockScope(index)
                declared.insert(words[index], in: scope)
            }
        }
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punctuator {
                if words[index].opensBracket { depth += 1 }
                if words[index].closesBracket { depth = max(0, depth - 1) }
                continue
            }
            guard token.kind == .identifier else { continue }
            let afterDot = at(index - 1, .dot) || at(index - 1, .optionalDot)
            if afterDot {
                // A property name (`x.import`, `a.process`): none of the constructs below.
            } else if words[index] == .import {
                if at(index + 1, .dot) && at(index + 2, .meta) {
                    hasModuleSyntax = true
                } else if depth == 0, !at(index + 1, .openParen), !at(index + 1, .dot), !at(index + 1, .colon) {
                    if at(index + 1, .type), file.dialect == .javascript { hasFlow = true }
                    hasModuleSyntax = true
                    if index + 1 < count, tokens[index + 1].kind == .string {
                        imports.append(Occurrence(name: unquote(file.text(tokens[index + 1])), line: Int(token.line)))
                    } else if let source = sourceAfterFrom(file, tokens, from: index + 1) {
                        imports.append(Occurrence(name: source, line: Int(token.line)))
                    }
                }
            } else if words[index] == .export {
                if depth == 0, index + 1 < count && Self.exportFollowers.contains(words[index + 1]) {
                    if at(index + 1, .type), file.dialect == .javascript { hasFlow = true }
                    hasModuleSyntax = true
                    noteExportedNames(file, tokens, after: index)
                    // Only a list or `*` re-exports from a module: after `export function f() {}` the search for `from`
                    // ran on into the next statements (`export { x } from './printer'` was noted twice, once on the wrong line).
                    let listed = at(index + 1, .type) ? index + 2 : index + 1
                    if at(listed, .openBrace) || at(listed, .star), let source = sourceAfterFrom(file, tokens, from: index + 1) {
                        imports.append(Occurrence(name: source, line: Int(token.line)))
                    }
                } else if depth == 0, index + 3 < count, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .identifier,
                    file.text(tokens[index + 2]) == "from", tokens[index + 3].kind == .string
                {
                    // `export Card from './Card'`: a module whose file the walk follows, in syntax Oxc rejects.
                    hasModuleSyntax = true
                    exportsNames = true
                    exportsDefaultFrom = true
                    imports.append(Occurrence(name: unquote(file.text(tokens[index + 3])), line: Int(token.line)))
                }
            } else if words[index] == .module {
                if at(index + 1, .dot), at(index + 2, .exports) {
                    hasCommonJSMarkers = true
                    if at(index + 3, .equals) {
                        assignsModuleExports = true
                        if at(index + 4, .function) || at(index + 4, .class) { exportsCallable = true }
                        // `module.exports = extend` (xtend 4) with `function extend() {}` declared in the file, and nothing
                        // after the name (`extend.bind(…)`, `extend(…)` are other values).
                        if index + 4 < count, tokens[index + 4].kind == .identifier, callableNames.contains(file.text(tokens[index + 4])) {
                            if index + 5 >= count || tokens[index + 5].newlineBefore || at(index + 5, .semicolon) || at(index + 5, .closeBrace) { exportsCallable = true }
                        }
                    } else if at(index + 3, .dot) {
                        assignsModuleExports = true
                    }
                }
            } else if words[index] == .exports {
                if !declared.contains(.exports, at: index), at(index + 1, .dot) || at(index + 1, .openBracket) {
                    hasCommonJSMarkers = true
                    let assignIndex = at(index + 1, .dot) ? index + 3 : index + 4
                    if at(assignIndex, .equals) {
                        if unquotedMatches(file, tokens, index + 2, "__esModule") { setsESModuleFlag = true }
                        if unquotedMatches(file, tokens, index + 2, "default") { assignsExportsDefault = true }
                    }
                }
            } else if words[index] == .object {
                // Object.defineProperty(exports, "__esModule", { value: true })
                if at(index + 1, .dot), at(index + 2, .defineProperty) || at(index + 2, .defineProperties) || at(index + 2, .assign),
                    at(index + 3, .openParen), at(index + 4, .exports)
                {
                    hasCommonJSMarkers = true
                    if unquotedMatches(file, tokens, index + 6, "__esModule") { setsESModuleFlag = true }
                    if unquotedMatches(file, tokens, index + 6, "default") { assignsExportsDefault = true }
                }
            } else if words[index] == .require {
                if at(index + 1, .openParen), !declared.contains(.require, at: index) {
                    hasCommonJSMarkers = true
                    if index + 3 < count, tokens[index + 2].kind == .string, at(index + 3, .closeParen) {
                        requires.append(Occurrence(name: unquote(file.text(tokens[index + 2])), line: Int(token.line)))
                    }
                }
            } else if words[index] == .define {
                if at(index + 1, .dot), at(index + 2, .amd) { isUMD = true }
            }
            guard !afterDot, let global = words[index].nodeGlobalName else { continue }
            if global == "process", at(index + 1, .dot), at(index + 2, .env), at(index + 3, .dot), at(index + 4, .nodeEnv) {
                readsNodeEnv = true
                continue
            }
            if !declared.contains(words[index], at: index), !isGuarded(global, at: index), !at(index - 1, .typeof),
                !at(index + 1, .colon) || at(index - 1, .question), !isPropertyKey(words, index), !isMethodName(tokens, words, index), !isClassField(index)
            {
                // `process.env` read for configuration is told apart from the rest of `process`: a polyfill's env is empty.
                let readsEnvironment = global == "process" && at(index + 1, .dot) && at(index + 2, .env)
                nodeGlobals.append(Occurrence(name: readsEnvironment ? Self.processEnvironment : global, line: Int(token.line)))
            }
        }
    }

    /// Inserts into `declared` the names the destructuring pattern opening at `open` (`{` or `[`) binds: a name
    /// followed by `,`, a closing bracket or `=` (a key is followed by `:`); default values after `=` are skipped.
    static func declarePattern(at open: Int, file: LexedFile, words: [FactsWord], in scope: () -> Range<Int>?, into declared: inout DeclaredNames) {
        var found: Range<Int>??
        let tokens = file.tokens
        var depth = 0
        var index = open
        func word(_ at: Int) -> FactsWord { at < words.count ? words[at] : .none }
        while index < tokens.count {
            let current = words[index]
            if tokens[index].kind == .punctuator {
                if current.opensBracket {
                    depth += 1
                } else if current.closesBracket {
                    depth -= 1
                    if depth == 0 { return }
                } else if current == .equals {
                    // A default value: up to the `,` or the bracket that ends it.
                    var nesting = 0
                    index += 1
                    while index < tokens.count {
                        if words[index].opensBracket { nesting += 1 }
                        if words[index].closesBracket { if nesting == 0 { break }; nesting -= 1 }
                        if words[index] == .comma, nesting == 0 { break }
                        index += 1
                    }
                    continue
                }
            } else if tokens[index].kind == .identifier, [.comma, .closeBrace, .closeBracket, .equals].contains(word(index + 1)) {
                if DeclaredNames.asksAbout(words[index]) {
                    if found == nil { found = scope() }
                    if let range = found ?? nil { declared.insert(words[index], in: range) }
                }
            }
            index += 1
        }
    }

    /// The names asked about (Node's globals, `require`, `exports`) bound in a file, each with the token ranges it is
    /// bound in. Other names are not kept: most declarations bind none of these, and their scopes cost a search.
    struct DeclaredNames {
        private var scopes: [FactsWord: [Range<Int>]] = [:]

        static func asksAbout(_ word: FactsWord) -> Bool {
            word.nodeGlobalName != nil || word == .require || word == .exports
        }

        mutating func insert(_ word: FactsWord, in scope: @autoclosure () -> Range<Int>) {
            guard Self.asksAbout(word) else { return }
            scopes[word, default: []].append(scope())
        }

        /// Whether the name `word` is bound at the token `index`.
        func contains(_ word: FactsWord, at index: Int) -> Bool {
            scopes[word]?.contains { $0.contains(index) } ?? false
        }
    }

    /// Whether `token` can end an expression: a name, a literal, or a closing bracket.
    static func endsValue(_ token: Token, _ word: FactsWord) -> Bool {
        switch token.kind {
        case .identifier, .string, .number, .regex, .template, .templateTail: return true
        case .punctuator: return word.closesBracket
        default: return false
        }
    }

    /// What may follow `export` in a declaration the ES module syntax makes (not `export =` of a property).
    static let exportFollowers: Set<FactsWord> = [
        .openBrace, .star, .default, .const, .let, .var, .function, .class, .async, .type, .interface, .enum, .declare, .abstract, .equals,
    ]

    /// Whether the token at `index` is `literal`, bare or quoted (`__esModule`, `"__esModule"`, `'default'`).
    private func unquotedMatches(_ file: LexedFile, _ tokens: [Token], _ index: Int, _ literal: StaticString) -> Bool {
        guard index < tokens.count else { return false }
        var token = tokens[index]
        // A token with other than ASCII bytes, or a CR, is compared as the String it was: `unquote` drops characters, not
        // bytes (the unterminated `'defaulté` is `default`, and so is a template `` `default\r\n `` running to the end).
        if token.length > 0, token.start >= 0, Int(token.end) <= file.bytes.count,
            file.bytes[Int(token.start)..<Int(token.end)].contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") })
        {
            return unquote(file.text(token)) == literal.description
        }
        if token.length >= 2, token.start >= 0, Int(token.end) <= file.bytes.count,
            [UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`")].contains(file.bytes[Int(token.start)])
        {
            token.start += 1
            token.end -= 1
        }
        return file.matches(token, literal)
    }

    private func dialect(_ file: LexedFile) -> SourceDialect { file.dialect }

    private func isPropertyKey(_ words: [FactsWord], _ index: Int) -> Bool {
        guard index > 0, index + 1 < words.count, words[index + 1] == .colon else { return false }
        return words[index - 1] == .openBrace || words[index - 1] == .comma
    }

    /// The `(` and `)` of the parameter list the identifier at `index` sits in, if the parenthesised list is one: the
    /// `(` is preceded by `function`/a function name, or the matching `)` is followed by `=>`, or by a method's `{`.
    private static func parameterList(_ tokens: [Token], _ words: [FactsWord], _ index: Int) -> (open: Int, close: Int)? {
        var open = index - 1
        var nesting = 0
        while open >= 0 {
            if words[open].closesBracket { nesting += 1 }
            if words[open].opensBracket {
                if nesting == 0 { break }
                nesting -= 1
            }
            open -= 1
            if index - open > 1024 { return nil }
        }
        guard open >= 0, words[open] == .openParen else { return nil }
        let afterFunction = open > 0 && (words[open - 1] == .function || (open > 1 && words[open - 2] == .function))
        // From `index` itself: a destructuring pattern's `{` there is matched by its `}`, not taken for the list's end.
        guard let close = closingBracket(from: index, words, within: afterFunction ? Int.max : 1024) else { return nil }
        if afterFunction { return (open, close) }
        guard close + 1 < words.count else { return nil }
        // A method's (`constructor(global) {`, `process(css, opts = {}) {`): a name, not a statement's keyword, before
        // the `(` and a body after the `)`.
        if words[close + 1] == .openBrace, open > 0, tokens[open - 1].kind == .identifier, !Self.statementHeads.contains(words[open - 1]) {
            return (open, close)
        }
        return words[close + 1] == .arrow ? (open, close) : nil
    }

    /// The first bracket from `start` on that closes one opened before it (`words.count` if none does), or nil past
    /// `limit` tokens.
    private static func closingBracket(from start: Int, _ words: [FactsWord], within limit: Int) -> Int? {
        var close = start
        var nesting = 0
        while close < words.count {
            if words[close].opensBracket { nesting += 1 }
            if words[close].closesBracket {
                if nesting == 0 { break }
                nesting -= 1
            }
            close += 1
            if close - start > limit { return nil }
        }
        return close
    }

    /// Keywords a parenthesised head and a block follow (`if (process) {`): not a method's name.
    static let statementHeads: Set<FactsWord> = [.if, .while, .for, .switch, .with]

    /// Whether the identifier at `index` names a method a class body or object literal defines
    /// (`process(options, compiler) {` in webpack's WebpackOptionsApply): after a member's start, a parameter list and a body.
    private func isMethodName(_ tokens: [Token], _ words: [FactsWord], _ index: Int) -> Bool {
        guard index + 1 < words.count, words[index + 1] == .openParen else { return false }
        let previous = index > 0 ? words[index - 1] : .none
        guard tokens[index].newlineBefore || [.openBrace, .closeBrace, .semicolon, .comma, .static, .async, .get, .set, .star].contains(previous)
        else { return false }
        guard let close = Self.closingBracket(from: index + 2, words, within: Int.max) else { return false }
        return close + 1 < words.count && words[close] == .closeParen && words[close + 1] == .openBrace
    }

    /// The string after `from` in an import/export declaration, scanning forward a bounded distance.
    /// Notes whether the `export` at `index` exports `default`, other names, or both: in a list, each item's
    /// exported name is its last word (`a`, `a as b`, `default as Router`).
    private mutating func noteExportedNames(_ file: LexedFile, _ tokens: [Token], after index: Int) {
        guard index + 1 < tokens.count else { return }
        switch file.text(tokens[index + 1]) {
        case "default": exportsDefault = true
        case "=", "type", "interface", "declare": return
        case "{":
            var cursor = index + 2
            var last: String?
            while cursor < tokens.count, cursor < index + 4096 {
                let text = file.text(tokens[cursor])
                if text == "," || text == "}" {
                    if last == "default" { exportsDefault = true } else if last != nil { exportsNames = true }
                    last = nil
                    if text == "}" { return }
                } else if tokens[cursor].kind == .identifier || tokens[cursor].kind == .string {
                    last = tokens[cursor].kind == .string ? unquote(text) : text
                }
                cursor += 1
            }
        default: exportsNames = true
        }
    }

    private func sourceAfterFrom(_ file: LexedFile, _ tokens: [Token], from start: Int) -> String? {
        var index = start
        var nesting = 0
        while index < tokens.count, index < start + 256 {
            let token = tokens[index]
            let text = file.text(token)
            if text == "{" { nesting += 1 }
            if text == "}" { nesting -= 1 }
            if nesting == 0, token.kind == .identifier, text == "from", index + 1 < tokens.count, tokens[index + 1].kind == .string {
                return unquote(file.text(tokens[index + 1]))
            }
            if nesting == 0, text == ";" || (token.newlineBefore && index > start + 1 && nesting == 0 && token.kind == .identifier && text != "from" && text != "as") {
                if text == ";" { return nil }
            }
            if nesting < 0 { return nil }
            index += 1
        }
        return nil
    }

    private func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "'" || first == "\"" || first == "`" else { return text }
        return String(text.dropFirst().dropLast())
    }
}
