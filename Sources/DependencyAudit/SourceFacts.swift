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

    /// The name a `process.env` read (other than `NODE_ENV`) is noted under among `nodeGlobals`.
    public static let processEnvironment = "process.env"

    static let nodeGlobalNames: Set<String> = ["global", "Buffer", "process", "__dirname", "__filename", "setImmediate", "clearImmediate"]

    public init() {}

    /// Reads the facts of `bytes` lexed as `dialect`.
    public init(bytes: [UInt8], dialect: SourceDialect) {
        let file = Lexer.lex(bytes, dialect: dialect)
        self.init(file: file)
    }

    public init(file: LexedFile) {
        let tokens = file.tokens
        containsJSX = file.containsJSX
        for comment in file.comments where file.text(comment).contains("@flow") { hasFlow = true }
        var declared = Set<String>()
        // Names of function and class declarations: `module.exports = extend` then exports a callable.
        var callableNames = Set<String>()
        // `typeof process` guards the uses after it up to the end of its block: a check inside one function says
        // nothing of code elsewhere (util 0.12 tests `typeof process` in deprecate() and reads process.env.NODE_DEBUG
        // unguarded at the top level, which throws in a browser).
        var guards: [String: [(from: Int, block: Int?)]] = [:]
        var openBraces: [Int] = []
        var closingBrace: [Int: Int] = [:]
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punctuator {
                let text = file.text(token)
                if text == "{" { openBraces.append(index) } else if text == "}", let open = openBraces.popLast() { closingBrace[open] = index }
            } else if token.kind == .identifier, index > 0, file.text(tokens[index - 1]) == "typeof" {
                guards[file.text(token), default: []].append((index, openBraces.last))
            }
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
        // First pass: names bound in the file (parameters, declarations) and names tested with `typeof`.
        for index in tokens.indices where tokens[index].kind == .identifier {
            let text = file.text(tokens[index])
            let previous = index > 0 ? file.text(tokens[index - 1]) : ""
            if ["var", "let", "const", "function", "class"].contains(previous) { declared.insert(text) }
            if previous == "function" || previous == "class" { callableNames.insert(text) }
            // `import process from 'node:process'` binds the name: its uses are the built-in's, not the global's.
            if text == "import", previous != ".", index + 1 < tokens.count, ![".", "("].contains(file.text(tokens[index + 1])) {
                var cursor = index + 1
                while cursor < tokens.count, cursor < index + 256, tokens[cursor].kind != .string {
                    let word = file.text(tokens[cursor])
                    if word == "from" || word == ";" { break }
                    if tokens[cursor].kind == .identifier, word != "as", word != "type", word != "typeof" { declared.insert(word) }
                    cursor += 1
                }
            }
            // Parameters: identifiers directly inside `function …(…)` or before `=>`.
            if previous == "(" || previous == "," {
                if index + 1 < tokens.count, [")", ",", "="].contains(file.text(tokens[index + 1])), isInsideParameterList(file, tokens, index) {
                    declared.insert(text)
                }
            }
        }
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punctuator {
                let text = file.text(token)
                if text == "{" || text == "(" || text == "[" { depth += 1 }
                if text == "}" || text == ")" || text == "]" { depth = max(0, depth - 1) }
                continue
            }
            guard token.kind == .identifier else { continue }
            let text = file.text(token)
            let previous = index > 0 ? file.text(tokens[index - 1]) : ""
            let afterDot = previous == "." || previous == "?."
            let next = index + 1 < tokens.count ? file.text(tokens[index + 1]) : ""
            let nextKind = index + 1 < tokens.count ? tokens[index + 1].kind : nil
            let third = index + 2 < tokens.count ? file.text(tokens[index + 2]) : ""
            switch text {
            case "import" where !afterDot:
                if next == "." && third == "meta" {
                    hasModuleSyntax = true
                } else if depth == 0, next != "(", next != ".", next != ":" {
                    if next == "type", dialect(file) == .javascript { hasFlow = true }
                    hasModuleSyntax = true
                    if nextKind == .string {
                        imports.append(Occurrence(name: unquote(next), line: Int(token.line)))
                    } else if let source = sourceAfterFrom(file, tokens, from: index + 1) {
                        imports.append(Occurrence(name: source, line: Int(token.line)))
                    }
                }
            case "export" where !afterDot && depth == 0:
                if ["{", "*", "default", "const", "let", "var", "function", "class", "async", "type", "interface", "enum", "declare", "abstract", "="].contains(next) {
                    if next == "type", dialect(file) == .javascript { hasFlow = true }
                    hasModuleSyntax = true
                    noteExportedNames(file, tokens, after: index)
                    if let source = sourceAfterFrom(file, tokens, from: index + 1) {
                        imports.append(Occurrence(name: source, line: Int(token.line)))
                    }
                }
            case "module" where !afterDot && next == "." && third == "exports":
                hasCommonJSMarkers = true
                let fourth = index + 3 < tokens.count ? file.text(tokens[index + 3]) : ""
                if fourth == "=" {
                    assignsModuleExports = true
                    let value = index + 4 < tokens.count ? file.text(tokens[index + 4]) : ""
                    if value == "function" || value == "class" { exportsCallable = true }
                    // `module.exports = extend` (xtend 4) with `function extend() {}` declared in the file, and nothing
                    // after the name (`extend.bind(…)`, `extend(…)` are other values).
                    if index + 4 < tokens.count, tokens[index + 4].kind == .identifier, callableNames.contains(value) {
                        let after = index + 5 < tokens.count ? tokens[index + 5] : nil
                        if after == nil || after!.newlineBefore || [";", "}"].contains(file.text(after!)) { exportsCallable = true }
                    }
                    if value == "require" { assignsModuleExports = true }
                } else if fourth == "." {
                    assignsModuleExports = true
                }
            case "exports" where !afterDot && !declared.contains("exports"):
                if next == "." || next == "[" {
                    hasCommonJSMarkers = true
                    let member = index + 2 < tokens.count ? tokens[index + 2] : nil
                    let memberText = member.map { unquote(file.text($0)) } ?? ""
                    let assignIndex = next == "." ? index + 3 : index + 4
                    let assigned = assignIndex < tokens.count && file.text(tokens[assignIndex]) == "="
                    if memberText == "__esModule", assigned { setsESModuleFlag = true }
                    if memberText == "default", assigned { assignsExportsDefault = true }
                }
            case "Object" where !afterDot && next == ".":
                // Object.defineProperty(exports, "__esModule", { value: true })
                if ["defineProperty", "defineProperties", "assign"].contains(third),
                    index + 4 < tokens.count, file.text(tokens[index + 3]) == "(", file.text(tokens[index + 4]) == "exports"
                {
                    hasCommonJSMarkers = true
                    if index + 6 < tokens.count, unquote(file.text(tokens[index + 6])) == "__esModule" { setsESModuleFlag = true }
                    if index + 6 < tokens.count, unquote(file.text(tokens[index + 6])) == "default" { assignsExportsDefault = true }
                }
            case "require" where !afterDot && next == "(" && !declared.contains("require"):
                hasCommonJSMarkers = true
                if index + 3 < tokens.count, tokens[index + 2].kind == .string, file.text(tokens[index + 3]) == ")" {
                    requires.append(Occurrence(name: unquote(file.text(tokens[index + 2])), line: Int(token.line)))
                }
            case "define" where !afterDot && (next == "." && third == "amd"):
                isUMD = true
            default:
                break
            }
            if text == "process", !afterDot, next == ".", third == "env",
                index + 4 < tokens.count, file.text(tokens[index + 3]) == ".", file.text(tokens[index + 4]) == "NODE_ENV"
            {
                readsNodeEnv = true
                continue
            }
            if Self.nodeGlobalNames.contains(text), !afterDot, !declared.contains(text), !isGuarded(text, at: index),
                previous != "typeof", next != ":" || previous == "?", !isPropertyKey(file, tokens, index)
            {
                // `process.env` read for configuration is told apart from the rest of `process`: a polyfill's env is empty.
                let readsEnvironment = text == "process" && next == "." && third == "env"
                nodeGlobals.append(Occurrence(name: readsEnvironment ? Self.processEnvironment : text, line: Int(token.line)))
            }
        }
    }

    private func dialect(_ file: LexedFile) -> SourceDialect { file.dialect }

    private func isPropertyKey(_ file: LexedFile, _ tokens: [Token], _ index: Int) -> Bool {
        guard index + 1 < tokens.count, file.text(tokens[index + 1]) == ":" else { return false }
        guard index > 0 else { return false }
        let previous = file.text(tokens[index - 1])
        return previous == "{" || previous == ","
    }

    /// Whether the identifier at `index` sits in a parenthesised list that is a parameter list: the `(` is
    /// preceded by `function`/a function name, or the matching `)` is followed by `=>` or `{` after `)`.
    private func isInsideParameterList(_ file: LexedFile, _ tokens: [Token], _ index: Int) -> Bool {
        var open = index - 1
        var nesting = 0
        while open >= 0 {
            let text = file.text(tokens[open])
            if text == ")" || text == "]" || text == "}" { nesting += 1 }
            if text == "(" || text == "[" || text == "{" {
                if nesting == 0 { break }
                nesting -= 1
            }
            open -= 1
            if index - open > 64 { return false }
        }
        guard open >= 0, file.text(tokens[open]) == "(" else { return false }
        if open > 0 {
            let before = file.text(tokens[open - 1])
            if before == "function" { return true }
            if open > 1, file.text(tokens[open - 2]) == "function" { return true }
        }
        var close = index + 1
        nesting = 0
        while close < tokens.count {
            let text = file.text(tokens[close])
            if text == "(" || text == "[" || text == "{" { nesting += 1 }
            if text == ")" || text == "]" || text == "}" {
                if nesting == 0 { break }
                nesting -= 1
            }
            close += 1
            if close - index > 64 { return false }
        }
        guard close + 1 < tokens.count else { return false }
        return file.text(tokens[close + 1]) == "=>"
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
