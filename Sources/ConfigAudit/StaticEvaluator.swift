import Foundation
import JSLexer

/// Evaluates configuration code over JSLexer tokens without running it: literals, `require`, `path.resolve`,
/// `new X(…)`, object spreads, `module.exports`/`export default`, functions called with unknown arguments,
/// and assignments into objects (`config.resolve.alias = {…}`). What it cannot evaluate becomes an
/// `.unresolved` node carrying its location, never a silent gap. With `LocalModules`, `require('./relative')` of a
/// project file evaluates that file and takes what it exports.
public final class StaticEvaluator {
    public let file: LexedFile
    private let tokens: [Token]
    /// Tree path of the file's folder, used for `__dirname` ("" for the root).
    private let directory: String
    /// The file's project path, which its functions carry; nil when it is read alone.
    private let path: String?
    private let modules: LocalModules?
    /// How many requires away from the configuration file this one is.
    private let depth: Int
    /// Modules required here that are audited on their own, by specifier: their exports, for reading their members.
    private var referencedModules: [String: (exports: ConfigNode, path: String)] = [:]
    /// `export const x = …`, `export function f`, `export { a as b }`: what an `import { x }` of this file reads.
    public private(set) var namedExports: [ConfigProperty] = []
    private var index = 0
    private var scopes: [[String: ConfigNode]] = [[:]]
    private var exported: ConfigNode?
    private var returned: ConfigNode?
    private var callDepth = 0
    /// The parameters of the call that just ended, as its statements left them (nil for one it reassigned whole): what
    /// a function that changes its argument in place (`addLess(config)`) did to the caller's object.
    private var lastCallParameters: [ConfigNode?] = []
    /// Per argument of the call whose arguments were parsed last, its name when it is a plain identifier.
    private var argumentNames: [String?] = []
    /// Per running call, the parameter names its statements reassigned (`config = {…}`), which the caller never sees.
    private var reassignedParameters: [Set<String>] = []
    private var nesting = 0
    private var statementNesting = 0
    private var steps = 0
    /// Bounds the work on hostile input (deep recursion through function calls, huge files).
    private static let maximumSteps = 100_000
    /// Where the evaluation gave up on the rest of the file (nesting too deep, work budget spent), with why: an
    /// unresolved node at that token. Nil when every statement was read.
    public private(set) var abandoned: ConfigNode?
    /// Whether code that runs only sometimes (an `if` branch, a `switch`, a loop, a `try`) yields possibilities
    /// rather than certainties: what it assigns becomes one of two values, what it returns one of the results. Off,
    /// a branch's assignments are taken as made (every setting it could add is audited); on, for reading settings
    /// that answer findings (vite.config), where a setting made in one branch must not count as always made.
    public var conditionalCodeIsUncertain = false
    /// How many `if` branches the statement being run is inside.
    private var branchDepth = 0
    /// Values returned inside `if` branches (or statements not followed) of the function being run, when
    /// `conditionalCodeIsUncertain`: each is one possible result.
    private var branchReturns: [ConfigNode] = []

    /// `path` (the file's project path) and `modules` let the evaluation follow `require('./x')` into the project's
    /// files; `depth` is how many requires away from a configuration file this one is.
    public init(file: LexedFile, directory: String, path: String? = nil, modules: LocalModules? = nil, depth: Int = 0) {
        self.file = file
        self.tokens = file.tokens
        self.directory = directory
        self.path = path
        self.modules = modules
        self.depth = depth
        if let path { modules?.register(self, for: path) }
    }

    /// Runs the top level and returns what the module exports (`module.exports` / `export default`); for a
    /// function export the function is called with unknown arguments.
    public func evaluateModule() -> ConfigNode? {
        index = 0
        runStatements(until: nil)
        guard let exported else { return nil }
        if case .function(let body) = exported.value {
            return call(body, arguments: body.parameters.map { unresolved("the \($0) parameter is only known when the config runs", at: exported) }, at: exported)
        }
        return exported
    }

    /// Runs the top level and returns what the module exports as written: a function stays a function (a required
    /// helper is called with the arguments its caller gives). Without a default export, the named exports.
    public func evaluateExports() -> ConfigNode? {
        index = 0
        runStatements(until: nil)
        if exported == nil, let first = namedExports.first {
            return ConfigNode(.object(namedExports), at: first)
        }
        return exported
    }

    /// Evaluates the whole file as one expression (JSON, JSON with comments, `.babelrc`).
    public func evaluateExpression() -> ConfigNode? {
        index = 0
        guard !tokens.isEmpty else { return nil }
        return parseAssignment()
    }

    /// Calls a function value (a craco `configure`, a rewired `webpack` hook) with unknown arguments; other
    /// values are returned as they are.
    public func callWithUnknownArguments(_ value: ConfigNode) -> ConfigNode {
        guard case .function(let body) = value.value else { return value }
        return call(body, arguments: body.parameters.map { unresolved("the \($0) parameter is only known when the config runs", at: value) }, at: value)
    }

    /// Every call of one of `names` in the file (`createProxyMiddleware('/api', {…})`), with evaluated
    /// arguments, in source order; call sites inside functions are included. `binding` is the variable the call's
    /// result is assigned to (`const apiProxy = createProxyMiddleware(…)`), if any.
    public func calls(named names: Set<String>) -> [(name: String, arguments: [ConfigNode], line: Int, column: Int, binding: String?)] {
        var found: [(name: String, arguments: [ConfigNode], line: Int, column: Int, binding: String?)] = []
        var position = 0
        while position + 1 < tokens.count {
            let token = tokens[position]
            if token.kind == .identifier, names.contains(text(token)), text(tokens[position + 1]) == "(",
                position == 0 || text(tokens[position - 1]) != "."
            {
                let binding = position >= 2 && text(tokens[position - 1]) == "=" && tokens[position - 2].kind == .identifier ? text(tokens[position - 2]) : nil
                index = position + 1
                let arguments = parseArguments()
                found.append((text(token), arguments, Int(token.line), file.location(of: token).column, binding))
                position = max(index, position + 1)
                continue
            }
            position += 1
        }
        return found
    }

    /// Every `receiver.method(…)` call on a plain identifier whose method is one of `methods` (`app.use('/api', …)`,
    /// `app.get('/health', …)`), with evaluated arguments, in source order. Calls inside the arguments of one found
    /// belong to it and are not listed again; line and column are the receiver's.
    public func methodCalls(named methods: Set<String>) -> [(receiver: String, method: String, arguments: [ConfigNode], line: Int, column: Int)] {
        var found: [(receiver: String, method: String, arguments: [ConfigNode], line: Int, column: Int)] = []
        var position = 0
        while position + 3 < tokens.count {
            let token = tokens[position]
            if token.kind == .identifier, text(tokens[position + 1]) == ".", tokens[position + 2].kind == .identifier,
                methods.contains(text(tokens[position + 2])), text(tokens[position + 3]) == "(",
                position == 0 || text(tokens[position - 1]) != "."
            {
                index = position + 3
                let arguments = parseArguments()
                found.append((text(token), text(tokens[position + 2]), arguments, Int(token.line), file.location(of: token).column))
                position = max(index, position + 1)
                continue
            }
            position += 1
        }
        return found
    }

    /// Names bound at the top level (after `evaluateModule`), for config files that export nothing useful.
    public func topLevelBinding(_ name: String) -> ConfigNode? { scopes.first?[name] }

    // MARK: statements

    private func runStatements(until closing: String?) {
        while index < tokens.count {
            steps += 1
            if steps > Self.maximumSteps {
                abandon("the file is too complex to evaluate statically")
                return
            }
            if let closing, isPunct(closing) { return }
            if returned != nil && closing != nil { skipBalanced(until: closing!); return }
            let before = index
            runStatement()
            if index == before { index += 1 }
        }
    }

    private func runStatement() {
        // `if (a)` at the end of the file: the statement it guards is missing.
        guard index < tokens.count else { return }
        // Blocks, `if`s and `try`s recurse here: 10,000 nested ones overflowed the stack.
        guard statementNesting < 150 else { abandon("statements are nested too deeply"); return }
        statementNesting += 1
        defer { statementNesting -= 1 }
        let token = tokens[index]
        if isPunct(";") { index += 1; return }
        if isPunct("{") {
            index += 1
            scopes.append([:])
            runStatements(until: "}")
            scopes.removeLast()
            if isPunct("}") { index += 1 }
            return
        }
        guard token.kind == .identifier else { _ = parseExpressionStatement(); return }
        switch text(token) {
        case "const", "let", "var":
            index += 1
            parseDeclarations()
        case "function":
            if let (name, body) = parseFunctionDeclaration() { bind(name, body) }
        case "async" where peekText(1) == "function":
            index += 1
            if let (name, body) = parseFunctionDeclaration() { bind(name, body) }
        case "return":
            index += 1
            if atStatementEnd() {
                returned = node(.undefined, token)
            } else {
                returned = parseExpression()
            }
        case "import" where peekText(1) != "(" && peekText(1) != ".":
            parseImport()
        case "export":
            index += 1
            if peekText(0) == "default" {
                index += 1
                if peekText(0) == "function" || (peekText(0) == "async" && peekText(1) == "function") {
                    if peekText(0) == "async" { index += 1 }
                    if let (name, body) = parseFunctionDeclaration() {
                        if !name.isEmpty { bind(name, body) }
                        exported = body
                    }
                } else {
                    exported = parseAssignment()
                }
            } else {
                parseNamedExport()
            }
        case "if":
            index += 1
            if isPunct("(") { skipBalanced(from: "(", to: ")") }
            runBranch()
            while peekText(0) == "else" {
                index += 1
                if peekText(0) == "if" {
                    index += 1
                    if isPunct("(") { skipBalanced(from: "(", to: ")") }
                }
                runBranch()
            }
        case "try":
            // The try block runs, as a branch (a throw may cut it short): skipped, what it assigns
            // (`try { theme = pkg.buildConfig.theme } catch {}`) would leave the value before it as if certain.
            // A catch clause runs only on an error and is skipped; finally runs.
            index += 1
            runBranch()
            if peekText(0) == "catch" {
                index += 1
                if isPunct("(") { skipBalanced(from: "(", to: ")") }
                if isPunct("{") { skipBalanced(from: "{", to: "}") }
            }
            if peekText(0) == "finally" {
                index += 1
                runBranch()
            }
        case "for", "while", "switch", "do", "with":
            let start = index
            skipStatement()
            if conditionalCodeIsUncertain { noteSkippedEffects(from: start) }
        case "class", "throw":
            skipStatement()
        default:
            _ = parseExpressionStatement()
        }
    }

    /// `export const a = …`, `export function f() {}`, `export { a, b as c }` (after `export`): each name and value is
    /// kept in `namedExports`. Re-exports from other modules (`export … from`) are left out.
    private func parseNamedExport() {
        let start = index
        switch peekText(0) {
        case "const", "let", "var", "function", "async":
            let before = Set(scopes[scopes.count - 1].keys)
            runStatement()
            for name in scopes[scopes.count - 1].keys.filter({ !before.contains($0) }).sorted() {
                let value = lookup(name)!
                namedExports.append(ConfigProperty(key: name, value: value, line: value.line, column: value.column))
            }
        case "{":
            guard let close = matchingIndex(from: index), close + 1 >= tokens.count || text(tokens[close + 1]) != "from" else { return }
            var cursor = index + 1
            while cursor < close {
                let local = text(tokens[cursor])
                let renamed = cursor + 2 < close && text(tokens[cursor + 1]) == "as"
                let name = renamed ? unquote(text(tokens[cursor + 2])) : local
                if tokens[cursor].kind == .identifier, let value = lookup(local) {
                    namedExports.append(ConfigProperty(key: name, value: value, line: value.line, column: value.column))
                }
                cursor += renamed ? 3 : 1
                if cursor < close, text(tokens[cursor]) == "," { cursor += 1 }
            }
            index = close + 1
        default:
            index = start
        }
    }

    /// Runs an if/else branch in a nested scope; values it assigns are kept (they may matter), values it
    /// returns are recorded as one possibility.
    private func runBranch() {
        let outerReturn = returned
        returned = nil
        branchDepth += 1
        defer { branchDepth -= 1 }
        scopes.append([:])
        if isPunct("{") {
            index += 1
            runStatements(until: "}")
            if isPunct("}") { index += 1 }
        } else {
            runStatement()
        }
        scopes.removeLast()
        if let branchReturn = returned, let outer = outerReturn {
            returned = ConfigNode(.either([outer, branchReturn]), at: outer)
        } else if let branchReturn = returned, conditionalCodeIsUncertain {
            // One possible result; the code after the `if` runs for the others.
            branchReturns.append(branchReturn)
            returned = nil
        } else {
            returned = outerReturn
        }
    }

    private func parseDeclarations() {
        while index < tokens.count {
            if isPunct("{") || isPunct("[") {
                let pattern = parseBindingPattern()
                guard isPunct("=") else { return }
                index += 1
                let value = parseAssignment()
                for (name, path) in pattern { bind(name, member(value, path: path)) }
            } else if tokens[index].kind == .identifier {
                let nameToken = tokens[index]
                let name = text(nameToken)
                index += 1
                // TypeScript: `const config: Config = …`.
                if isPunct(":") || isPunct("!") {
                    index += 1
                    skipType()
                }
                if isPunct("=") {
                    index += 1
                    bind(name, parseAssignment())
                } else {
                    bind(name, node(.undefined, nameToken))
                }
            } else {
                return
            }
            if isPunct(",") { index += 1; continue }
            return
        }
    }

    /// `{ a, b: c, d = 1 }` or `[a, b]`: (local name, property path).
    private func parseBindingPattern() -> [(String, [String])] {
        var names: [(String, [String])] = []
        let isObject = isPunct("{")
        let closing = isObject ? "}" : "]"
        index += 1
        var position = 0
        while index < tokens.count, !isPunct(closing) {
            let before = index
            if isPunct("...") { index += 1 }
            if isObject, tokens[index].kind == .identifier || tokens[index].kind == .string {
                let key = unquote(text(tokens[index]))
                index += 1
                if isPunct(":") {
                    index += 1
                    if tokens[index].kind == .identifier { names.append((text(tokens[index]), [key])); index += 1 } else { _ = parseBindingPattern() }
                } else {
                    names.append((key, [key]))
                }
            } else if !isObject, tokens[index].kind == .identifier {
                names.append((text(tokens[index]), [String(position)]))
                index += 1
            } else if isPunct("{") || isPunct("[") {
                _ = parseBindingPattern()
            }
            if isPunct("=") { index += 1; _ = parseAssignment() }
            if isPunct(",") { index += 1; position += 1 }
            if index == before { index += 1 }
        }
        if isPunct(closing) { index += 1 }
        return names
    }

    private func parseFunctionDeclaration() -> (String, ConfigNode)? {
        let start = tokens[index]
        index += 1  // function
        if isPunct("*") { index += 1 }
        var name = ""
        if index < tokens.count, tokens[index].kind == .identifier { name = text(tokens[index]); index += 1 }
        guard isPunct("(") else { return nil }
        let (parameters, bindings) = parseParameters()
        guard isPunct("{") else { return nil }
        let body = FunctionBody(parameters: parameters, bindings: bindings, start: index, isExpression: false, module: path)
        skipBalanced(from: "{", to: "}")
        return (name, node(.function(body), start))
    }

    /// A parameter list: one name a position (a pattern is named as written, `{…}`), and the names patterns bind.
    private func parseParameters() -> (names: [String], bindings: [ParameterBinding]) {
        var parameters: [String] = []
        var bindings: [ParameterBinding] = []
        index += 1  // (
        var depth = 0
        var expectingName = true
        while index < tokens.count {
            if depth == 0, isPunct(")") { index += 1; break }
            // `({ include, exclude } = {})`, webpack "parts" helpers' way of taking options.
            if depth == 0, expectingName, isPunct("{") || isPunct("[") {
                let position = parameters.count
                parameters.append(isPunct("{") ? "{…}" : "[…]")
                bindings += parseBindingPattern().map { ParameterBinding(position: position, name: $0.0, path: $0.1) }
                expectingName = false
                continue
            }
            if isPunct("(") || isPunct("{") || isPunct("[") { depth += 1; expectingName = false }
            if isPunct(")") || isPunct("}") || isPunct("]") { depth -= 1 }
            if depth == 0, isPunct(",") { expectingName = true; index += 1; continue }
            if depth == 0, expectingName, tokens[index].kind == .identifier {
                parameters.append(text(tokens[index]))
                expectingName = false
            }
            index += 1
        }
        return (parameters, bindings)
    }

    private func parseImport() {
        let start = tokens[index]
        index += 1
        var bindings: [(String, String?)] = []  // local name, imported member (nil = default/namespace)
        var namespace: String?
        while index < tokens.count, peekText(0) != "from", tokens[index].kind != .string {
            if tokens[index].kind == .identifier, text(tokens[index]) != "type" {
                bindings.append((text(tokens[index]), nil))
                index += 1
            } else if isPunct("*") {
                index += 1
                if peekText(0) == "as" { index += 1 }
                if index < tokens.count { namespace = text(tokens[index]); index += 1 }
            } else if isPunct("{") {
                index += 1
                while index < tokens.count, !isPunct("}") {
                    if tokens[index].kind == .identifier || tokens[index].kind == .string {
                        let imported = unquote(text(tokens[index]))
                        index += 1
                        var local = imported
                        if peekText(0) == "as", index + 1 < tokens.count { local = text(tokens[index + 1]); index += 2 }
                        bindings.append((local, imported))
                    } else {
                        index += 1
                    }
                }
                if isPunct("}") { index += 1 }
            } else {
                index += 1
            }
        }
        if peekText(0) == "from" { index += 1 }
        guard index < tokens.count, tokens[index].kind == .string else { return }
        let source = unquote(text(tokens[index]))
        index += 1
        for (local, imported) in bindings {
            bind(local, required(source, member: imported, at: start))
        }
        if let namespace { bind(namespace, required(source, member: nil, at: start)) }
    }

    /// An expression statement; handles `module.exports = …`, `exports.x = …`, and assignments into bound
    /// objects (`config.resolve.alias = {…}`, `config.plugins.push(…)`).
    private func parseExpressionStatement() -> ConfigNode? {
        let start = index
        // Assignment target: a member chain of identifiers.
        var path: [String] = []
        var cursor = index
        while cursor < tokens.count, tokens[cursor].kind == .identifier {
            path.append(text(tokens[cursor]))
            cursor += 1
            if cursor < tokens.count, text(tokens[cursor]) == ".", cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
                cursor += 1
                continue
            }
            if cursor + 2 < tokens.count, text(tokens[cursor]) == "[", tokens[cursor + 1].kind == .string, text(tokens[cursor + 2]) == "]" {
                path.append(unquote(text(tokens[cursor + 1])))
                cursor += 3
                if cursor < tokens.count, text(tokens[cursor]) == "." { cursor += 1; continue }
            }
            break
        }
        if !path.isEmpty, cursor < tokens.count, tokens[cursor].kind == .punctuator, text(tokens[cursor]) == "=" {
            index = cursor + 1
            let value = parseAssignment()
            if path == ["module", "exports"] || path == ["exports", "default"] {
                exported = sometimes(value, over: exported ?? node(.undefined, tokens[start]), key: nil)
            } else if path.count > 2, path[0] == "module", path[1] == "exports" {
                let before = exported ?? node(.object([]), tokens[start])
                exported = sometimes(assign(value, into: before, path: Array(path.dropFirst(2))), over: before, key: path[2])
            } else if path.count > 1, path[0] == "exports", lookup("exports") == nil {
                // CommonJS's `exports.loadCSS = …` (webpack "parts" files).
                let before = exported ?? node(.object([]), tokens[start])
                exported = sometimes(assign(value, into: before, path: Array(path.dropFirst())), over: before, key: path[1])
            } else if path.count >= 2, let root = lookup(path[0]) {
                rebind(path[0], sometimes(assign(value, into: root, path: Array(path.dropFirst())), over: root, key: path[1]))
            } else if path.count == 1 {
                if !reassignedParameters.isEmpty { reassignedParameters[reassignedParameters.count - 1].insert(path[0]) }
                rebind(path[0], sometimes(value, over: lookup(path[0]) ?? ConfigNode(.undefined, at: value), key: nil))
            }
            return value
        }
        // `config.plugins.push(x, y)` / `config.module.rules.unshift(x)`
        if path.count >= 3, ["push", "unshift"].contains(path.last!), cursor < tokens.count, text(tokens[cursor]) == "(", let root = lookup(path[0]) {
            index = cursor
            let arguments = parseArguments()
            let targetPath = Array(path.dropFirst().dropLast())
            let existing = member(root, path: targetPath)
            let grown: ConfigNode
            if case .array(let current) = existing.value {
                grown = ConfigNode(.array(path.last == "push" ? current + arguments : arguments + current), at: existing)
                    .keepingGrowth(of: existing)
            } else {
                // Grown from what the config is given (`config.resolve.extensions.push('.es6')`): the items are
                // the call's, written at the call, and stand after (or before) the unknown ones.
                var node = self.node(.array(arguments), tokens[start])
                node.grownAround = path.last == "push" ? .appended : .prepended
                grown = node
            }
            rebind(path[0], sometimes(assign(grown, into: root, path: targetPath), over: root, key: path[1]))
            return nil
        }
        index = start
        return parseExpression()
    }

    /// Skips a TypeScript type up to the `=`, `,`, `;` or closing bracket that ends it.
    private func skipType() {
        var depth = 0
        while index < tokens.count {
            let value = text(tokens[index])
            if tokens[index].kind == .punctuator {
                if depth == 0, ["=", ",", ";", ")", "]", "}", "=>"].contains(value) { return }
                if ["(", "[", "{", "<"].contains(value) { depth += 1 }
                if [")", "]", "}", ">"].contains(value) { depth -= 1 }
                if value == ">>" { depth -= 2 }
            } else if depth == 0, tokens[index].newlineBefore, index > 0, tokens[index - 1].kind != .punctuator || text(tokens[index - 1]) == ">" {
                return
            }
            index += 1
        }
    }

    private func skipStatement() {
        var depth = 0
        let start = index
        while index < tokens.count {
            let token = tokens[index]
            if index > start, depth == 0, token.newlineBefore, ![".", "?.", ")", "]", "}", "else", "catch", "finally", "while"].contains(text(token)),
                index > 0, ["}", ")", ";"].contains(text(tokens[index - 1])) || tokens[index - 1].kind != .punctuator
            {
                if text(tokens[index - 1]) != ")" { return }
            }
            if token.kind == .punctuator {
                switch text(token) {
                case "(", "[", "{": depth += 1
                case ")", "]": depth -= 1
                case "}":
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        if ["else", "catch", "finally"].contains(peekText(0)) { continue }
                        if peekText(0) == "while" { continue }
                        return
                    }
                    if depth < 0 { return }
                case ";" where depth == 0:
                    index += 1
                    return
                default: break
                }
            }
            index += 1
        }
    }

    // MARK: expressions

    private func parseExpression() -> ConfigNode {
        var value = parseAssignment()
        while isPunct(",") {
            index += 1
            value = parseAssignment()
        }
        return value
    }

    private func parseAssignment() -> ConfigNode {
        guard index < tokens.count else { return ConfigNode(.unresolved("unexpected end of file"), line: lastLine(), column: 1) }
        // Nesting deeper than any real config: give up on the rest of the file rather than exhaust the stack.
        guard nesting < 150 else { return abandon("an expression is nested too deeply") }
        // A work budget: function bodies are re-evaluated at each call, which can multiply on code that is
        // not configuration; past the budget everything left is unresolved, never a hang.
        steps += 1
        guard steps <= Self.maximumSteps else { return abandon("the file is too complex to evaluate statically") }
        nesting += 1
        defer { nesting -= 1 }
        if let arrow = parseArrowFunction() { return arrow }
        let start = index
        var left = bounded(parseConditional())
        if index < tokens.count, tokens[index].kind == .punctuator, ["=", "+=", "-=", "||=", "&&=", "??="].contains(text(tokens[index])) {
            index += 1
            return parseAssignment()
        }
        // A value read from the text here (not one looked up elsewhere) spans it, for its findings' ranges.
        if left.origin == nil, left.end == nil, let span = writtenSpan(from: start), span.startLine == left.line, span.startColumn == left.column {
            left.writtenSpan = span
        }
        return left
    }

    /// The text from token `start` to the last one read, up to the end of `start`'s line: where a finding at the
    /// expression or property starting there ends.
    private func writtenSpan(from start: Int) -> WrittenSpan? {
        guard start >= 0, start < index, index <= tokens.count else { return nil }
        let first = tokens[start]
        var last = start
        while last + 1 < index, tokens[last + 1].line == first.line { last += 1 }
        let begin = file.location(of: first), finish = file.location(ofByte: tokens[last].end)
        return WrittenSpan(startLine: begin.line, startColumn: begin.column, endLine: finish.line, endColumn: finish.column)
    }

    private func parseArrowFunction() -> ConfigNode? {
        let startToken = tokens[index]
        var cursor = index
        if text(tokens[cursor]) == "async", cursor + 1 < tokens.count, !tokens[cursor + 1].newlineBefore,
            tokens[cursor + 1].kind == .identifier || text(tokens[cursor + 1]) == "("
        {
            cursor += 1
        }
        var parameters: [String] = []
        var bindings: [ParameterBinding] = []
        if tokens[cursor].kind == .identifier, cursor + 1 < tokens.count, text(tokens[cursor + 1]) == "=>" {
            parameters = [text(tokens[cursor])]
            cursor += 2
        } else if text(tokens[cursor]) == "(" {
            let saved = index
            index = cursor
            let closing = matchingIndex(from: cursor)
            guard let closing, closing + 1 < tokens.count, text(tokens[closing + 1]) == "=>" else { index = saved; return nil }
            (parameters, bindings) = parseParameters()
            cursor = closing + 2
            index = saved
        } else {
            return nil
        }
        guard cursor < tokens.count else { return nil }
        if text(tokens[cursor]) == "{" {
            let body = FunctionBody(parameters: parameters, bindings: bindings, start: cursor, isExpression: false, module: path)
            index = cursor
            skipBalanced(from: "{", to: "}")
            return node(.function(body), startToken)
        }
        let body = FunctionBody(parameters: parameters, bindings: bindings, start: cursor, isExpression: true, module: path)
        index = cursor
        _ = parseAssignment()  // skip the body; it is evaluated when called
        return node(.function(body), startToken)
    }

    private func parseConditional() -> ConfigNode {
        let test = parseBinary(precedence: 0)
        guard isPunct("?") else { return test }
        index += 1
        let consequent = parseAssignment()
        guard isPunct(":") else { return consequent }
        index += 1
        let alternate = parseAssignment()
        switch truthiness(test) {
        case true?: return consequent
        case false?: return alternate
        case nil:
            var choice = ConfigNode(.either([consequent, alternate]), at: test)
            if let condition = test.faithfulText, let yes = consequent.faithfulText, let no = alternate.faithfulText {
                choice.spelling = Self.parenthesised(condition) + " ? " + Self.parenthesised(yes) + " : " + Self.parenthesised(no)
            }
            return choice
        }
    }

    /// A run-time choice with its source text, when both operands have one (`process.env.PORT || 3000`).
    private static func choice(_ options: [ConfigNode], _ operation: String, _ left: ConfigNode, _ right: ConfigNode) -> ConfigNode {
        var choice = ConfigNode(.either(options), at: left)
        if let a = left.faithfulText, let b = right.faithfulText {
            choice.spelling = parenthesised(a) + " \(operation) " + parenthesised(b)
        }
        return choice
    }

    /// `text` wrapped in parentheses when it is a compound expression, so that pasting it keeps its meaning.
    private static func parenthesised(_ text: String) -> String {
        let isAtom = !text.contains(" ") || (text.hasPrefix("(") && text.hasSuffix(")")) || (text.first == "'" && text.last == "'" && text.dropFirst().dropLast().allSatisfy { $0 != "'" })
        return isAtom ? text : "(\(text))"
    }

    private static let precedence: [String: Int] = [
        "??": 1, "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "===": 6, "!==": 6,
        "<": 7, ">": 7, "<=": 7, ">=": 7, "instanceof": 7, "in": 7, "<<": 8, ">>": 8, ">>>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10, "**": 11,
    ]

    private func parseBinary(precedence minimum: Int) -> ConfigNode {
        var left = parseUnary()
        while index < tokens.count {
            let operatorText = text(tokens[index])
            let isOperator = tokens[index].kind == .punctuator || operatorText == "instanceof" || operatorText == "in"
            guard isOperator, let precedence = Self.precedence[operatorText], precedence > minimum else { break }
            index += 1
            // `**` groups to the right (`2 ** 3 ** 2` is 2 ** 9): its right side may hold another `**`.
            let right = parseBinary(precedence: operatorText == "**" ? precedence - 1 : precedence)
            left = combine(operatorText, left, right)
        }
        return left
    }

    private func combine(_ operation: String, _ left: ConfigNode, _ right: ConfigNode) -> ConfigNode {
        // Run-time choices propagate: `(a | b) + c` is `(a + c) | (b + c)`.
        if !["||", "??", "&&"].contains(operation) {
            if case .either(let options) = left.value {
                return Self.choice(options.map { combine(operation, $0, right) }, operation, left, right)
            }
            if case .either(let options) = right.value {
                return Self.choice(options.map { combine(operation, left, $0) }, operation, left, right)
            }
        }
        switch operation {
        case "+":
            if let a = left.string ?? left.numberText, let b = right.string ?? right.numberText, left.string != nil || right.string != nil {
                // `__dirname + '/src'` is the project's src folder, not `//src`.
                if left.isProjectPath {
                    var joined = projectPath(a + "/" + b, line: left.line, column: left.column)
                    joined.origin = left.origin
                    return joined
                }
                return ConfigNode(.string(a + b), at: left)
            }
            if case .number(let a) = left.value, case .number(let b) = right.value { return ConfigNode(.number(a + b), at: left) }
        case "-", "*", "/", "%", "**":
            // Sizes are written as arithmetic (`20 * 1024`, `2 ** 13`): constants, not run-time values.
            if case .number(let a) = left.value, case .number(let b) = right.value {
                let result: Double
                switch operation {
                case "-": result = a - b
                case "*": result = a * b
                case "/": result = a / b
                case "%": result = a.truncatingRemainder(dividingBy: b)
                default: result = pow(a, b)
                }
                if result.isFinite { return ConfigNode(.number(result), at: left) }
            }
        case "||", "??":
            switch truthiness(left) {
            case true?: return left
            case false?: return right
            case nil: return Self.choice([left, right], operation, left, right)
            }
        case "&&":
            switch truthiness(left) {
            case true?: return right
            case false?: return left
            case nil:
                // At the right side, in the file that writes it (a caller's argument may come from another file).
                var choice = Self.choice([right], operation, left, right).moved(line: right.line, column: right.column)
                choice.origin = right.origin
                return choice
            }
        case "===", "==", "!==", "!=":
            if let a = left.comparable, let b = right.comparable {
                let equal = a == b
                return ConfigNode(.bool(operation.hasPrefix("!") ? !equal : equal), at: left)
            }
        default:
            break
        }
        if let a = left.sourceText, let b = right.sourceText, !(left.inputs + right.inputs).isEmpty {
            return dependent(Self.operand(left, a) + " \(operation) " + Self.operand(right, b), inputs: left.inputs + right.inputs, line: left.line, column: left.column)
        }
        var unresolved = ConfigNode(.unresolved("the expression `\(left.rendered) \(operation) \(right.rendered)` depends on run-time values"), at: left)
        // What it depends on, even where it cannot be spelled: rules still say which input decides it.
        unresolved.inputs = left.inputs + right.inputs
        return unresolved
    }

    private func parseUnary() -> ConfigNode {
        guard index < tokens.count else { return ConfigNode(.unresolved("unexpected end of file"), line: lastLine(), column: 1) }
        let token = tokens[index]
        let tokenText = text(token)
        // A prefix operator recurses here without passing parseAssignment's bound: `!!!!…` 10,000 long overflowed.
        let isPrefix = ["!", "-", "+", "~", "++", "--", "typeof", "void", "delete", "await"].contains(tokenText) && (token.kind == .punctuator || token.kind == .identifier)
        if isPrefix {
            guard nesting < 150 else { return abandon("an expression is nested too deeply") }
            nesting += 1
        }
        defer { if isPrefix { nesting -= 1 } }
        if token.kind == .punctuator, ["!", "-", "+", "~"].contains(tokenText) {
            index += 1
            let operand = parseUnary()
            if tokenText == "!", let truth = truthiness(operand) { return node(.bool(!truth), token) }
            if tokenText == "-", case .number(let number) = operand.value { return node(.number(-number), token) }
            if tokenText == "+", case .number = operand.value { return operand }
            if let text = operand.sourceText, !operand.inputs.isEmpty {
                return dependent(tokenText + Self.operand(operand, text), inputs: operand.inputs, line: Int(token.line), column: file.location(of: token).column)
            }
            return node(.unresolved("`\(tokenText)\(operand.rendered)`"), token)
        }
        if token.kind == .identifier, ["typeof", "void", "delete", "await"].contains(tokenText) {
            index += 1
            let operand = parseUnary()
            if tokenText == "await" { return operand }
            if let text = operand.sourceText, !operand.inputs.isEmpty {
                return dependent(tokenText + " " + Self.operand(operand, text), inputs: operand.inputs, line: Int(token.line), column: file.location(of: token).column)
            }
            return node(.unresolved("`\(tokenText) \(operand.rendered)`"), token)
        }
        if token.kind == .punctuator, tokenText == "++" || tokenText == "--" {
            index += 1
            return parseUnary()
        }
        return parsePostfix()
    }

    private func parsePostfix() -> ConfigNode {
        let startToken = tokens[index]
        var isNew = false
        if text(startToken) == "new", startToken.kind == .identifier {
            isNew = true
            index += 1
        }
        var value = parsePrimary()
        // A spelled run-time value (`process.env.API_URL`) is its own path: the last token alone would lose its receiver;
        // a compound one keeps its parentheses (`(a + '/').toLowerCase()`).
        var calleePath = value.spelling.map { Self.operand(value, $0) } ?? pathName(of: value)
        while index < tokens.count {
            if isPunct(".") || isPunct("?.") {
                index += 1
                if isPunct("(") {
                    continue
                }
                guard index < tokens.count else { break }
                let name = text(tokens[index])
                index += 1
                calleePath = calleePath.map { $0 + "." + name }
                if case .array(let items) = value.value, isPunct("("), ["filter", "concat", "map"].contains(name) {
                    let arguments = parseArguments()
                    value = listMethod(name, of: items, arguments: arguments, at: value)
                    calleePath = nil
                    continue
                }
                value = member(value, path: [name])
                if isNew, isPunct("(") { continue }
            } else if isPunct("[") {
                index += 1
                let key = parseExpression()
                if isPunct("]") { index += 1 }
                if let name = key.string ?? key.numberText {
                    calleePath = calleePath.map { $0 + "." + name }
                    value = member(value, path: [name])
                } else {
                    calleePath = nil
                    value = ConfigNode(.unresolved("computed member `[\(key.rendered)]`"), at: key)
                }
            } else if isPunct("(") {
                let arguments = parseArguments()
                let names = argumentNames
                if isNew {
                    value = instantiate(value, path: calleePath, arguments: arguments, at: startToken)
                    isNew = false
                } else {
                    lastCallParameters = []
                    value = invoke(value, path: calleePath, arguments: arguments, at: startToken)
                    writeBack(lastCallParameters, to: names)
                }
                calleePath = nil
            } else if tokens[index].kind == .identifier, ["as", "satisfies"].contains(text(tokens[index])), !tokens[index].newlineBefore {
                // TypeScript `x as T` / `x satisfies T`: the value is x.
                index += 1
                skipType()
            } else if isPunct("!"), !tokens[index].newlineBefore, index + 1 < tokens.count, !["=", "=="].contains(text(tokens[index + 1])) {
                index += 1
            } else if tokens[index].kind == .template || tokens[index].kind == .templateHead, !tokens[index].newlineBefore {
                _ = parsePrimary()
                value = node(.unresolved("tagged template"), startToken)
            } else {
                break
            }
        }
        if isNew { value = instantiate(value, path: calleePath, arguments: [], at: startToken) }
        // A value another file wrote stands where this file uses it; its parts keep their places in that file.
        if let origin = value.origin { value = value.arrived(from: origin, line: Int(startToken.line), column: file.location(of: startToken).column) }
        return value
    }

    /// `list.concat(…)`, `list.filter(…)` and `list.map(…)` over a known list. A callback is called for each item
    /// (ejected CRA 2's `paths.moduleFileExtensions.map(ext => `.${ext}`).filter(ext => useTypeScript || …)`); a
    /// filter keeps every item its predicate does not surely reject, and `filter(Boolean)` drops the empty ones.
    private func listMethod(_ name: String, of items: [ConfigNode], arguments: [ConfigNode], at list: ConfigNode) -> ConfigNode {
        switch name {
        case "concat":
            return ConfigNode(.array(items + arguments.flatMap(\.elements)), at: list)
        case "map":
            guard case .function(let body)? = arguments.first?.value else {
                return unresolved("`.map(\(arguments.first?.rendered ?? ""))` of a list", at: list)
            }
            let mapped = items.enumerated().map { position, item in
                call(body, arguments: [item, ConfigNode(.number(Double(position)), at: item)], at: item)
            }
            return ConfigNode(.array(mapped), at: list)
        default:
            guard case .function(let body)? = arguments.first?.value else {
                return ConfigNode(.array(items.filter { !isNullish($0) }), at: list)
            }
            // A predicate's `if (…) return true` is one possible result, not a return the function skips: run
            // uncertainly, the item is kept unless every way through the predicate rejects it.
            let certainty = conditionalCodeIsUncertain
            conditionalCodeIsUncertain = true
            defer { conditionalCodeIsUncertain = certainty }
            return ConfigNode(.array(items.filter { truthiness(call(body, arguments: [$0], at: $0)) != false }), at: list)
        }
    }

    /// A called function's parameters as it left them, given back to the caller's names it was passed: its in-place
    /// changes to the caller's objects (`config.module.rules.push(…)` inside `addLess(config)`).
    private func writeBack(_ parameters: [ConfigNode?], to names: [String?]) {
        for (position, name) in names.enumerated() {
            // Only objects and lists are shared with the callee; a string or number argument is a copy there.
            guard let name, position < parameters.count, let final = parameters[position], let current = lookup(name) else { continue }
            switch current.value {
            case .object, .array: break
            default: continue
            }
            rebind(name, sometimes(final, over: current, key: nil))
        }
    }

    private func parseArguments() -> [ConfigNode] {
        var arguments: [ConfigNode] = []
        var names: [String?] = []
        var spread = false
        index += 1  // (
        while index < tokens.count, !isPunct(")") {
            let before = index
            if isPunct("...") {
                index += 1
                spread = true
                let spreadValue = parseAssignment()
                if case .array(let items) = spreadValue.value { arguments += items } else { arguments.append(spreadValue) }
            } else {
                // A plain name (`addLess(config)`), which a function changing its argument in place changes for the caller.
                let plain = tokens[index].kind == .identifier && index + 1 < tokens.count
                    && [",", ")"].contains(text(tokens[index + 1]))
                names.append(plain ? text(tokens[index]) : nil)
                arguments.append(parseAssignment())
            }
            if isPunct(",") { index += 1 }
            if index == before { index += 1 }
        }
        if isPunct(")") { index += 1 }
        // Set last, after the calls among the arguments set theirs; a spread leaves positions unknown.
        argumentNames = spread ? [] : names
        return arguments
    }

    private func parsePrimary() -> ConfigNode {
        guard index < tokens.count else { return ConfigNode(.unresolved("unexpected end of file"), line: lastLine(), column: 1) }
        let token = tokens[index]
        let tokenText = text(token)
        switch token.kind {
        case .string:
            index += 1
            return node(.string(unescape(String(tokenText.dropFirst().dropLast()))), token)
        case .template:
            index += 1
            return node(.string(String(tokenText.dropFirst().dropLast())), token)
        case .templateHead:
            return parseTemplate()
        case .number:
            index += 1
            let cleaned = tokenText.filter { $0 != "_" }
            if let number = Double(cleaned) { return node(.number(number), token) }
            if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X"), let number = Int(cleaned.dropFirst(2), radix: 16) { return node(.number(Double(number)), token) }
            return node(.unresolved("number \(tokenText)"), token)
        case .regex:
            index += 1
            return node(.regex(tokenText), token)
        case .identifier:
            return parseIdentifierExpression()
        case .punctuator:
            switch tokenText {
            case "{": return parseObject()
            case "[": return parseArray()
            case "(":
                index += 1
                let inner = parseExpression()
                if isPunct(")") { index += 1 }
                return inner
            default:
                index += 1
                return node(.unresolved("unexpected `\(tokenText)`"), token)
            }
        default:
            index += 1
            return node(.unresolved("unexpected \(token.kind) token"), token)
        }
    }

    private func parseIdentifierExpression() -> ConfigNode {
        let token = tokens[index]
        let name = text(token)
        switch name {
        case "true": index += 1; return node(.bool(true), token)
        case "false": index += 1; return node(.bool(false), token)
        case "null": index += 1; return node(.null, token)
        case "undefined": index += 1; return node(.undefined, token)
        case "function":
            guard let (_, function) = parseFunctionDeclaration() else { return node(.unresolved("function expression"), token) }
            return function
        case "class":
            skipStatement()
            return node(.unresolved("class expression"), token)
        case "__dirname":
            index += 1
            return projectPath("/" + directory, line: Int(token.line), column: file.location(of: token).column)
        case "__filename":
            index += 1
            return node(.unresolved("__filename"), token)
        case "require" where peekText(1) == "(" && index + 3 < tokens.count && tokens[index + 2].kind == .string && text(tokens[index + 3]) == ")":
            let source = unquote(text(tokens[index + 2]))
            index += 4
            return required(source, member: nil, at: token)
        case "process" where peekText(1) == "." && peekText(2) == "env":
            index += 3
            if isPunct("."), index + 1 < tokens.count {
                let variable = text(tokens[index + 1])
                index += 2
                return runTimeInput("process.env.\(variable)", at: token)
            }
            return runTimeInput("process.env", at: token)
        default:
            index += 1
            if let bound = lookup(name) {
                return bound.moved(line: Int(token.line), column: file.location(of: token).column)
            }
            return node(.module(ConfigNode.globalPrefix + name), token)
        }
    }

    private func parseTemplate() -> ConfigNode {
        let startToken = tokens[index]
        var result: String? = ""
        var raw = text(tokens[index])
        result? += String(raw.dropFirst().dropLast(2))
        // The template as written, while every part can be written back: `${process.env.CDN}/x/` is pasteable.
        var spelled: String? = String(raw.dropLast(2))
        var inputs: [String] = []
        // A template that starts with `${__dirname}` is a project path.
        var firstIsProjectPath: Bool?
        index += 1
        while index < tokens.count {
            let part = parseExpression()
            if firstIsProjectPath == nil { firstIsProjectPath = raw == "`${" && part.isProjectPath }
            inputs += part.inputs
            if let string = part.string ?? part.numberText { result? += string } else { result = nil }
            if let source = part.sourceText { spelled? += "${" + source + "}" } else { spelled = nil }
            guard index < tokens.count else { break }
            let token = tokens[index]
            raw = text(token)
            index += 1
            if token.kind == .templateMiddle {
                result? += String(raw.dropFirst().dropLast(2))
                spelled? += String(raw.dropFirst().dropLast(2))
            } else {
                result? += String(raw.dropFirst().dropLast())
                spelled? += String(raw.dropFirst())
                break
            }
        }
        if let result {
            // `${__dirname}/src` is the project's src folder, not `//src`.
            if firstIsProjectPath == true { return projectPath(result, line: Int(startToken.line), column: file.location(of: startToken).column) }
            return node(.string(result), startToken)
        }
        if let spelled, !inputs.isEmpty {
            return dependent(spelled, inputs: inputs, line: Int(startToken.line), column: file.location(of: startToken).column)
        }
        var unresolved = node(.unresolved("template literal with run-time parts"), startToken)
        unresolved.inputs = inputs
        return unresolved
    }

    private func parseObject() -> ConfigNode {
        let start = tokens[index]
        index += 1
        var properties: [ConfigProperty] = []
        while index < tokens.count, !isPunct("}") {
            let before = index
            let keyToken = tokens[index]
            let location = file.location(of: keyToken)
            if isPunct("...") {
                index += 1
                let spread = parseAssignment()
                if case .object(let spreadProperties) = spread.value {
                    properties += spreadProperties
                } else if let assigned = Self.conditionallyAssigned(spread, over: properties) {
                    // CRA's alias `...(isEnvProductionProfile && { … })`, `...(cond ? { … } : {})`: keys set by some choices.
                    properties += assigned
                } else if let module = Self.spreadModule(spread), referencedModules[module.name] != nil {
                    // A configuration audited on its own (`...require('./webpack.common')`, also only in some builds:
                    // `...(isProd ? require('./webpack.prod') : {})`): its settings are reported there.
                    properties.append(ConfigProperty(key: nil, value: module.node, line: location.line, column: location.column))
                } else if !isNullish(spread) {
                    // A spelled value keeps why it is unknown (`require('./x')` could not be followed).
                    let reason = if case .unresolved(let why) = spread.value, spread.spelling != nil { "spread of \(spread.rendered): \(why)" } else { "spread of \(spread.rendered)" }
                    properties.append(ConfigProperty(key: nil, value: ConfigNode(.unresolved(reason), at: spread), line: location.line, column: location.column))
                }
            } else {
                var key: String?
                if isPunct("[") {
                    index += 1
                    let computed = parseAssignment()
                    key = computed.string ?? computed.numberText
                    if isPunct("]") { index += 1 }
                } else {
                    let keyText = text(keyToken)
                    key = keyToken.kind == .string ? unescape(String(keyText.dropFirst().dropLast())) : keyText
                    index += 1
                    // Accessors and methods: `get x() {}`, `x() {}`, `async x() {}`.
                    if (keyText == "get" || keyText == "set" || keyText == "async"), index < tokens.count, !isPunct(":"), !isPunct(","), !isPunct("}"), !isPunct("(") {
                        key = text(tokens[index])
                        index += 1
                    }
                }
                if isPunct(":") {
                    index += 1
                    var property = ConfigProperty(key: key, value: parseAssignment(), line: location.line, column: location.column)
                    property.writtenSpan = writtenSpan(from: before)
                    properties.append(property)
                } else if isPunct("(") {
                    let (parameters, bindings) = parseParameters()
                    let body = FunctionBody(parameters: parameters, bindings: bindings, start: index, isExpression: false, module: path)
                    if isPunct("{") { skipBalanced(from: "{", to: "}") }
                    properties.append(ConfigProperty(key: key, value: node(.function(body), keyToken), line: location.line, column: location.column))
                } else if let key {
                    // Shorthand `{ alias }` (or `{ a = 1 }` in patterns).
                    let value = lookup(key).map { $0.moved(line: location.line, column: location.column) }
                        ?? ConfigNode(.unresolved("`\(key)` is not defined in this file"), line: location.line, column: location.column)
                    if isPunct("=") { index += 1; _ = parseAssignment() }
                    properties.append(ConfigProperty(key: key, value: value, line: location.line, column: location.column))
                }
            }
            if isPunct(",") { index += 1 }
            if index == before { index += 1 }
        }
        if isPunct("}") { index += 1 }
        return node(.object(properties), start)
    }

    private func parseArray() -> ConfigNode {
        let start = tokens[index]
        index += 1
        var items: [ConfigNode] = []
        while index < tokens.count, !isPunct("]") {
            let before = index
            if isPunct(",") { index += 1; continue }
            if isPunct("...") {
                index += 1
                let spread = parseAssignment()
                if case .array(let spreadItems) = spread.value {
                    items += spreadItems
                } else if let possible = Self.possibleItems(spread) {
                    items += possible
                } else {
                    items.append(spread)
                }
            } else {
                items.append(parseAssignment())
            }
            if isPunct(",") { index += 1 }
            if index == before { index += 1 }
        }
        if isPunct("]") { index += 1 }
        return node(.array(items), start)
    }

    // MARK: semantics

    /// Canonical class names of common plugin modules (`require('html-webpack-plugin')` → `HtmlWebpackPlugin`).
    static func className(forModule module: String) -> String {
        let known: [String: String] = [
            "html-webpack-plugin": "HtmlWebpackPlugin", "copy-webpack-plugin": "CopyWebpackPlugin",
            "mini-css-extract-plugin": "MiniCssExtractPlugin", "workbox-webpack-plugin": "WorkboxWebpackPlugin",
            "case-sensitive-paths-webpack-plugin": "CaseSensitivePathsPlugin", "webpack-manifest-plugin": "WebpackManifestPlugin",
            "fork-ts-checker-webpack-plugin": "ForkTsCheckerWebpackPlugin", "eslint-webpack-plugin": "ESLintPlugin",
            "@pmmmwh/react-refresh-webpack-plugin": "ReactRefreshWebpackPlugin", "dotenv-webpack": "Dotenv",
            "webpack-bundle-analyzer": "BundleAnalyzerPlugin", "terser-webpack-plugin": "TerserPlugin",
        ]
        if let name = known[module] { return name }
        let module = module.hasPrefix(ConfigNode.globalPrefix) ? String(module.dropFirst(ConfigNode.globalPrefix.count)) : module
        if module.hasPrefix("webpack.") { return String(module.dropFirst("webpack.".count).split(separator: ".").last ?? "") }
        if let dot = module.lastIndex(of: "."), !module.hasPrefix(".") { return String(module[module.index(after: dot)...]) }
        let words = (module.split(separator: "/").last ?? Substring(module)).split(separator: "-")
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func instantiate(_ callee: ConfigNode, path: String?, arguments: [ConfigNode], at token: Token) -> ConfigNode {
        switch callee.value {
        case .module(let module): return node(.instance(Self.className(forModule: module), arguments), token)
        default:
            if let path { return node(.instance(Self.className(forModule: path), arguments), token) }
            return node(.instance("<unknown>", arguments), token)
        }
    }

    /// The items a spread of a run-time choice between lists may add (`...(isDev ? ['react-refresh/babel'] : [])`,
    /// craco's `...whenDev(() => [a], [])`): every item of every list, which is what the audit must see; nil unless
    /// every choice is a list or nothing. An item some choices leave out is a choice itself (the item or nothing), as
    /// `isDev && item` written in the list is: a profiling build's alias is not every build's.
    static func possibleItems(_ spread: ConfigNode) -> [ConfigNode]? {
        guard case .either = spread.value else { return nil }
        var lists: [[ConfigNode]] = []
        for option in spread.alternatives {
            switch option.value {
            case .array(let listed): lists.append(listed)
            case .undefined, .null, .bool(false): lists.append([])
            default: return nil
            }
        }
        // `isDev && ['c']` is a choice of one: the list, or nothing.
        if lists.count == 1 { lists.append([]) }
        var items: [ConfigNode] = []
        var always: Set<String> = []
        for item in lists.joined() {
            let text = item.rendered
            if lists.allSatisfy({ $0.contains { $0.rendered == text } }) {
                // In every build (`cond ? ['a', 'b'] : ['a']`): once, as it is.
                if always.insert(text).inserted { items.append(item) }
            } else {
                items.append(ConfigNode(.either([item, ConfigNode(.undefined, at: item)]), at: item))
            }
        }
        return items
    }

    /// craco's `when(condition, fn, unmet)` and `whenDev`/`whenProd`/`whenTest`/`whenCI(fn, unmet)`: `fn()` in the builds
    /// the condition holds in, `unmet` (or undefined) in the others; nil for another callee.
    private func cracoConditional(_ calleeName: String, arguments: [ConfigNode], at token: Token) -> ConfigNode? {
        guard calleeName.hasPrefix("@craco/craco.") else { return nil }
        let helper = calleeName.dropFirst("@craco/craco.".count)
        let rest: ArraySlice<ConfigNode>
        switch helper {
        case "whenDev", "whenProd", "whenTest", "whenCI": rest = arguments[...]
        case "when":
            // A literal condition decides; any other is a choice made when the config runs.
            guard let condition = arguments.first else { return nil }
            rest = arguments.dropFirst()
            if case .bool(let holds) = condition.value {
                return holds ? rest.first.map { callIfFunction($0, at: token) } ?? node(.undefined, token) : rest.dropFirst().first ?? node(.undefined, token)
            }
        default: return nil
        }
        guard let function = rest.first else { return nil }
        return node(.either([callIfFunction(function, at: token), rest.dropFirst().first ?? node(.undefined, token)]), token)
    }

    /// What `value()` gives: a function's result; anything else is unresolved (craco calls what it is given, and a
    /// value that is no function throws when the config runs).
    private func callIfFunction(_ value: ConfigNode, at token: Token) -> ConfigNode {
        guard case .function(let body) = value.value else { return node(.unresolved("\(value.rendered) is not a function the audit can call"), token) }
        return call(body, arguments: [], at: node(.undefined, token))
    }

    private func invoke(_ callee: ConfigNode, path: String?, arguments: [ConfigNode], at token: Token) -> ConfigNode {
        if case .function(let body) = callee.value {
            return call(body, arguments: arguments, at: node(.undefined, token))
        }
        // A configuration audited on its own that exports a factory (react-boilerplate's
        // `require('./webpack.base.babel')({ entry, plugins })`): what it returns for these options is this file's
        // configuration, which a reference to the module would leave unread.
        if case .module(let module) = callee.value, let referenced = referencedModules[module], case .function(let body) = referenced.exports.value {
            modules?.noteFactoryCalled(referenced.path)
            return call(body, arguments: arguments, at: node(.undefined, token))
        }
        var calleeName: String
        if case .module(let module) = callee.value { calleeName = module } else { calleeName = path ?? callee.rendered }
        // `import path from 'node:path'` is the same module as `path` (ESM configs such as vite.config.ts use it).
        if calleeName.hasPrefix("node:path.") { calleeName.removeFirst("node:".count) }
        switch calleeName {
        case "path.resolve", "path.join", "path.posix.join", "path.posix.resolve":
            // A part chosen when the config runs (`isProd ? 'prod' : 'dev'`) makes the path one of several.
            guard let choices = Self.stringChoices(arguments) else { break }
            if choices.count == 1, choices[0].count == arguments.count {
                var result = calleeName.hasSuffix("resolve") ? "/" : ""
                // resolve starts where webpack runs, the project root; an absolute literal (`/usr/share`) is no project path.
                var isProjectPath = calleeName.hasSuffix("resolve")
                for (argument, part) in zip(arguments, choices[0]) {
                    if part.hasPrefix("/") { isProjectPath = argument.isProjectPath }
                    result = part.hasPrefix("/") ? part : (result.isEmpty ? part : result + "/" + part)
                }
                if isProjectPath { return projectPath(result, line: Int(token.line), column: file.location(of: token).column) }
                return node(.string(normalise(result)), token)
            }
            var paths: [String] = []
            for parts in choices {
                var result = calleeName.hasSuffix("resolve") ? "/" : ""
                for part in parts {
                    result = part.hasPrefix("/") ? part : (result.isEmpty ? part : result + "/" + part)
                }
                if !paths.contains(normalise(result)) { paths.append(normalise(result)) }
            }
            if paths.count == 1 { return node(.string(paths[0]), token) }
            return node(.either(paths.map { node(.string($0), token) }), token)
        case "global:Object.assign":
            var merged: [ConfigProperty] = []
            for argument in arguments {
                if case .object(let properties) = argument.value {
                    merged += properties
                } else if let assigned = Self.conditionallyAssigned(argument, over: merged) {
                    merged += assigned
                } else if !isNullish(argument) {
                    return node(.call("Object.assign", arguments), token)
                }
            }
            return node(.object(merged), token)
        case "process.cwd", "global:process.cwd":
            return projectPath("/", line: Int(token.line), column: file.location(of: token).column)
        case "fs.realpathSync", "fs.realpathSync.native":
            // Ejected CRA's `fs.realpathSync(process.cwd())`: the same folder, without symbolic links.
            if let folder = arguments.first, folder.string != nil { return folder.moved(line: Int(token.line), column: file.location(of: token).column) }
        default:
            break
        }
        if let chosen = cracoConditional(calleeName, arguments: arguments, at: token) { return chosen }
        if calleeName == "webpack-merge" || calleeName.hasPrefix("webpack-merge.") || calleeName == "global:merge" {
            if let merged = deepMerge(arguments) { return ConfigNode(merged.value, line: Int(token.line), column: file.location(of: token).column) }
        }
        var call = node(.call(calleeName.hasPrefix(ConfigNode.globalPrefix) ? String(calleeName.dropFirst(ConfigNode.globalPrefix.count)) : calleeName, arguments), token)
        // What the call's result depends on: `process.env.API_URL.trim()` still reads process.env.API_URL.
        call.inputs = callee.inputs + arguments.flatMap(\.inputs)
        return call
    }

    /// The string lists `arguments` can be when the config runs, one per combination of their alternatives; nil when
    /// an argument is no string or the combinations are too many to list.
    private static func stringChoices(_ arguments: [ConfigNode]) -> [[String]]? {
        var combinations: [[String]] = [[]]
        for argument in arguments {
            let options = argument.alternatives.compactMap(\.string)
            guard options.count == argument.alternatives.count else { return nil }
            combinations = combinations.flatMap { prefix in options.map { prefix + [$0] } }
            guard combinations.count <= 16 else { return nil }
        }
        return combinations
    }

    private func deepMerge(_ nodes: [ConfigNode]) -> ConfigNode? {
        guard let first = nodes.first, case .object = first.value else { return nil }
        var result = first
        for next in nodes.dropFirst() {
            guard case .object(let properties) = next.value, case .object(var current) = result.value else { return nil }
            for property in properties {
                if let key = property.key, let existingIndex = current.lastIndex(where: { $0.key == key }) {
                    let existing = current[existingIndex].value
                    if case .array(let a) = existing.value, case .array(let b) = property.value.value {
                        current[existingIndex].value = ConfigNode(.array(a + b), at: existing)
                    } else if case .object = existing.value, case .object = property.value.value, let merged = deepMerge([existing, property.value]) {
                        current[existingIndex].value = merged
                    } else {
                        current[existingIndex] = property
                    }
                } else {
                    current.append(property)
                }
            }
            result = ConfigNode(.object(current), at: result)
        }
        return result
    }

    private func call(_ body: FunctionBody, arguments: [ConfigNode], at site: ConfigNode) -> ConfigNode {
        if body.module != path {
            // Written in a module this file requires: it runs there, over that file's tokens and names.
            guard let module = body.module, let owner = modules?.evaluator(for: module) else {
                return unresolved("a function written in another file", at: site)
            }
            // The arguments keep their places in this file once the other file uses them.
            let given = path.map { caller in arguments.map { $0.marked(from: caller) } } ?? arguments
            let result = owner.callForAnotherFile(body, arguments: given, at: site).arrived(from: module, line: site.line, column: site.column)
            // What it added to the arguments was written there.
            lastCallParameters = owner.lastCallParameters.map { $0?.markingAdditions(from: module) }
            return result
        }
        guard callDepth < 16 else { return ConfigNode(.unresolved("recursion too deep"), at: site) }
        callDepth += 1
        defer { callDepth -= 1 }
        let savedIndex = index
        let savedReturn = returned
        var scope: [String: ConfigNode] = [:]
        for (position, name) in body.parameters.enumerated() {
            scope[name] = position < arguments.count ? arguments[position] : ConfigNode(.undefined, at: site)
        }
        for binding in body.bindings {
            // A missing or nullish argument gives the pattern's default, which is taken as empty. An argument only
            // known when the config runs leaves the name free: a value given at run time, spelled as written.
            let argument = binding.position < arguments.count ? arguments[binding.position] : nil
            if argument?.isUnresolved == true { continue }
            scope[binding.name] = argument.flatMap { isNullish($0) ? nil : member($0, path: binding.path) } ?? ConfigNode(.undefined, at: site)
        }
        scopes.append(scope)
        reassignedParameters.append([])
        index = body.start
        returned = nil
        // The function's own statements run whenever it is called: a branch around the call is the caller's.
        let savedBranchReturns = branchReturns
        let savedBranchDepth = branchDepth
        branchReturns = []
        branchDepth = 0
        defer {
            branchReturns = savedBranchReturns
            branchDepth = savedBranchDepth
        }
        var result: ConfigNode
        if body.isExpression {
            result = parseAssignment()
        } else {
            index += 1
            runStatements(until: "}")
            result = returned ?? ConfigNode(.undefined, at: site)
            if !branchReturns.isEmpty { result = ConfigNode(.either(branchReturns + [result]), at: result) }
        }
        // A function that mutates its argument and returns it (`config => { config.x = …; return config }`), or changes it
        // in place for the caller (`function addLess(config) { config.module.rules.push(…) }`).
        let reassigned = reassignedParameters.removeLast()
        lastCallParameters = body.parameters.map { reassigned.contains($0) ? nil : scopes.last?[$0] }
        scopes.removeLast()
        returned = savedReturn
        index = savedIndex
        return result
    }

    /// Calls one of this file's functions for the file that required it.
    func callForAnotherFile(_ body: FunctionBody, arguments: [ConfigNode], at site: ConfigNode) -> ConfigNode {
        call(body, arguments: arguments, at: site)
    }

    /// `updated` as an assignment inside an `if` branch leaves it when `conditionalCodeIsUncertain`: its member `key`
    /// (the whole value when nil) is either what it was or what the branch made it. Elsewhere `updated` itself.
    private func sometimes(_ updated: ConfigNode, over previous: ConfigNode, key: String?) -> ConfigNode {
        guard conditionalCodeIsUncertain, branchDepth > 0 else { return updated }
        guard let key, case .object(var properties) = updated.value, case .object = previous.value,
            let position = properties.lastIndex(where: { $0.key == key })
        else { return ConfigNode(.either([previous, updated]), at: updated) }
        let before = previous[key] ?? ConfigNode(.undefined, at: previous)
        properties[position].value = ConfigNode(.either([before, properties[position].value]), at: properties[position].value)
        return ConfigNode(.object(properties), at: updated)
    }

    /// A statement the evaluator does not follow (a loop, `switch`, `try`) may have assigned to the names bound
    /// outside it, grown their lists, or returned: those names become either their value or unknown, and the
    /// function's result may be an unknown one.
    private func noteSkippedEffects(from start: Int) {
        let skipped = unresolved("a value set inside a loop, switch or try statement", at: node(.undefined, tokens[start]))
        var changed: Set<String> = []
        for position in start..<min(index, tokens.count) {
            let token = tokens[position]
            let value = text(token)
            if token.kind == .identifier, value == "return" {
                branchReturns.append(skipped)
                continue
            }
            guard token.kind == .punctuator,
                ["=", "+=", "-=", "||=", "&&=", "??="].contains(value) || (value == "(" && position >= 2 && ["push", "unshift", "splice"].contains(text(tokens[position - 1])) && text(tokens[position - 2]) == ".")
            else { continue }
            // Back over the member chain (`config.define['x']`, `list.push`) to the name it starts from.
            var cursor = value == "(" ? position - 2 : position - 1
            while cursor > start {
                let current = text(tokens[cursor])
                if current == "]", let open = openingBracket(of: cursor, after: start) { cursor = open - 1; continue }
                if tokens[cursor].kind == .identifier, cursor - 1 > start, [".", "?."].contains(text(tokens[cursor - 1])) { cursor -= 2; continue }
                if current == "." { cursor -= 1; continue }
                break
            }
            guard cursor >= start, tokens[cursor].kind == .identifier else { continue }
            let before = cursor > start ? text(tokens[cursor - 1]) : ""
            if ["const", "let", "var"].contains(before) { continue }
            changed.insert(text(tokens[cursor]))
        }
        for name in changed.sorted() {
            guard let current = lookup(name) else { continue }
            rebind(name, ConfigNode(.either([current, skipped]), at: current))
        }
    }

    /// The `[` that the `]` at `close` ends, searched back no further than `start`.
    private func openingBracket(of close: Int, after start: Int) -> Int? {
        var depth = 0
        for position in stride(from: close, through: start, by: -1) {
            switch text(tokens[position]) {
            case "]": depth += 1
            case "[":
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
        }
        return nil
    }

    private func member(_ value: ConfigNode, path: [String]) -> ConfigNode {
        var current = value
        for key in path {
            switch current.value {
            case .object:
                current = current[key] ?? ConfigNode(.undefined, at: current)
            case .array(let items):
                if let position = Int(key), position >= 0, position < items.count { current = items[position] } else if key == "length" { current = ConfigNode(.number(Double(items.count)), at: current) } else {
                    current = ConfigNode(.module("array." + key), at: current)
                }
            case .module(let module) where referencedModules[module] != nil:
                // A member of a module audited on its own: read from what it exports, used here.
                let (exports, origin) = referencedModules[module]!
                current = member(exports, path: [key]).arrived(from: origin, line: current.line, column: current.column)
            case .module(let module):
                let spelling = current.spelling.map { $0 + Self.memberText(key) }
                current = ConfigNode(.module(module + "." + key), at: current)
                current.spelling = spelling
            case .either(let options):
                current = ConfigNode(.either(options.map { member($0, path: [key]) }), at: current)
            case .unresolved:
                // `process.env['X']` is spelled with its member; an unspelled value stays as it is.
                guard let spelling = current.spelling else { return current }
                current.spelling = spelling + Self.memberText(key)
            default:
                return ConfigNode(.unresolved("`.\(key)` of \(current.rendered)"), at: current)
            }
        }
        return current
    }

    private func assign(_ value: ConfigNode, into root: ConfigNode, path: [String]) -> ConfigNode {
        guard let key = path.first else { return value }
        var properties: [ConfigProperty]
        if case .object(let existing) = root.value { properties = existing } else { properties = [] }
        let existing = properties.last(where: { $0.key == key })?.value ?? ConfigNode(.object([]), at: value)
        let updated = assign(value, into: existing, path: Array(path.dropFirst()))
        if let position = properties.lastIndex(where: { $0.key == key }) {
            properties[position].value = updated
        } else {
            var property = ConfigProperty(key: key, value: updated, line: value.line, column: value.column)
            property.origin = value.origin
            properties.append(property)
        }
        return ConfigNode(.object(properties), at: root)
    }

    private func pathName(of value: ConfigNode) -> String? {
        if case .module(let module) = value.value { return module }
        guard index > 0, tokens[index - 1].kind == .identifier else { return nil }
        return text(tokens[index - 1])
    }

    private func truthiness(_ value: ConfigNode) -> Bool? {
        switch value.value {
        case .string(let text): return !text.isEmpty
        case .number(let number): return number != 0 && !number.isNaN
        case .bool(let flag): return flag
        case .null, .undefined: return false
        case .array, .object, .instance, .function, .regex: return true
        default: return nil
        }
    }

    /// What `Object.assign(target, cond ? { minify } : undefined)` or a spread `...(cond && { … })` assigns (every
    /// ejected CRA config's HtmlWebpackPlugin options and resolve.alias): each key some choice sets, as one of the
    /// values it may take, what stood before included when a choice leaves it alone. Nil unless every choice is an
    /// object or nothing.
    static func conditionallyAssigned(_ argument: ConfigNode, over earlier: [ConfigProperty]) -> [ConfigProperty]? {
        guard case .either = argument.value else { return nil }
        var objects: [[ConfigProperty]] = []
        var someAssignNothing = false
        // Nested choices too: `...(x || {})` with x itself one of several objects.
        func collect(_ choice: ConfigNode) -> Bool {
            switch choice.value {
            case .either(let options):
                // `cond && { … }` keeps only its right side: its falsy left assigns nothing.
                if options.count == 1 { someAssignNothing = true }
                return options.allSatisfy(collect)
            case .object(let properties): objects.append(properties)
            case .null, .undefined, .bool(false): someAssignNothing = true
            default: return false
            }
            return true
        }
        guard collect(argument) else { return nil }
        var assigned: [ConfigProperty] = []
        for object in objects {
            for property in object where property.key != nil && !assigned.contains(where: { $0.key == property.key }) {
                var values = objects.compactMap { $0.last { $0.key == property.key }?.value }
                if someAssignNothing || values.count < objects.count {
                    values.append(earlier.last { $0.key == property.key }?.value ?? ConfigNode(.undefined, at: argument))
                }
                var result = property
                if values.count > 1 { result.value = ConfigNode(.either(values), at: property.value) }
                assigned.append(result)
            }
        }
        // A spread the choices hold (`{ ...x }` unknown): not readable key by key.
        return objects.allSatisfy({ $0.allSatisfy { $0.key != nil } }) ? assigned : nil
    }

    /// The one module a spread brings in, whatever its condition: `require('./x')`, `cond ? require('./x') : {}`,
    /// `cond && require('./x')`. Nil when a choice is another module or an object with keys (read key by key).
    static func spreadModule(_ spread: ConfigNode) -> (name: String, node: ConfigNode)? {
        var found: ConfigNode?
        func collect(_ choice: ConfigNode) -> Bool {
            switch choice.value {
            case .module(let name):
                if case .module(let other)? = found?.value, other != name { return false }
                found = choice
                return true
            case .either(let options): return options.allSatisfy(collect)
            case .object(let properties): return properties.isEmpty
            case .null, .undefined, .bool(false): return true
            default: return false
            }
        }
        guard collect(spread), let found, case .module(let name) = found.value else { return nil }
        return (name, found)
    }

    private func isNullish(_ value: ConfigNode) -> Bool {
        switch value.value {
        case .null, .undefined, .bool(false): return true
        default: return false
        }
    }

    // MARK: scopes and tokens

    private func bind(_ name: String, _ value: ConfigNode) { scopes[scopes.count - 1][name] = bounded(value) }

    private func rebind(_ name: String, _ value: ConfigNode) {
        for position in scopes.indices.reversed() where scopes[position][name] != nil {
            scopes[position][name] = bounded(value)
            return
        }
        bind(name, value)
    }

    private func lookup(_ name: String) -> ConfigNode? {
        for scope in scopes.reversed() { if let value = scope[name] { return value } }
        return nil
    }

    private func unresolved(_ reason: String, at site: ConfigNode) -> ConfigNode {
        ConfigNode(.unresolved(reason), at: site)
    }

    /// `require('x')` or an imported binding: a module spelled as written, so a member of './package.json' is
    /// not read as a file named 'package.json.version'.
    private func required(_ source: String, member: String?, at token: Token) -> ConfigNode {
        var value = node(.module(member.map { source + "." + $0 } ?? source), token)
        value.spelling = "require(\(ConfigNode.quoted(source)))" + (member.map(Self.memberText) ?? "")
        guard let modules, source.hasPrefix("./") || source.hasPrefix("../") || modules.namesWorkspacePackage(source) else { return value }
        switch modules.follow(source, from: directory, depth: depth + 1) {
        case .notScript, .namedConfiguration:
            return value
        case .failed(let reason):
            var failed = node(.unresolved("require('\(source)') could not be followed: \(reason)"), token)
            failed.spelling = value.spelling
            return failed
        case .auditedOnItsOwn(let exports, let path):
            referencedModules[source] = (exports, path)
            guard let member else { return value }
            return self.member(node(.module(source), token), path: [member])
        case .exports(let exports, let path):
            let read = member.map { self.member(exports, path: [$0]) } ?? exports
            guard modules.admits(read) else {
                var failed = node(.unresolved("require('\(source)') could not be followed: the values required from the project's modules pass the audit's bound of \(LocalModules.maximumArrivingNodes) parts"), token)
                failed.spelling = value.spelling
                return failed
            }
            return read.arrived(from: path, line: Int(token.line), column: file.location(of: token).column)
        }
    }

    /// `.key`, or `['key']` when the key is not an identifier.
    private static func memberText(_ key: String) -> String {
        ConfigNode.isIdentifier(key) ? "." + key : "[\(ConfigNode.quoted(key))]"
    }

    /// A value read from the environment the config runs in (`process.env.NODE_ENV`).
    private func runTimeInput(_ name: String, at token: Token) -> ConfigNode {
        var value = node(.unresolved("\(name) is only known when the config runs"), token)
        value.spelling = name
        value.inputs = [name]
        return value
    }

    /// An expression over run-time inputs, kept as source text so messages and fixes can quote it.
    private func dependent(_ text: String, inputs: [String], line: Int, column: Int) -> ConfigNode {
        var unique: [String] = []
        for input in inputs where !unique.contains(input) { unique.append(input) }
        var value = ConfigNode(.unresolved("`\(text)` depends on \(unique.joined(separator: " and ")) when the config runs"), line: line, column: column)
        value.spelling = text
        value.inputs = unique
        return value
    }

    /// An operand's text, parenthesised when it is itself an expression (`!(a === b)`).
    private static func operand(_ value: ConfigNode, _ text: String) -> String {
        let isExpression: Bool = if case .either = value.value { true } else { value.isUnresolved }
        return isExpression && text.contains(" ") ? "(\(text))" : text
    }

    /// The most nodes a value may hold as a tree. Parts are shared, so a value that doubles itself (`c = [c, c]`
    /// over and over) stays small in memory while its tree, which every reading walks, grows exponentially.
    static let maximumValueSize = 100_000
    /// The longest string a value may be: `s = s + s` over and over doubles it, in memory too.
    static let maximumStringLength = 1 << 20

    /// `value`, or an unresolved value saying why when its tree passes `maximumValueSize`.
    private func bounded(_ value: ConfigNode) -> ConfigNode {
        if case .string(let text) = value.value, text.utf8.count > Self.maximumStringLength {
            return ConfigNode(.unresolved("the string grows past \(Self.maximumStringLength) bytes, more than the audit evaluates"), at: value)
        }
        guard value.size > Self.maximumValueSize else { return value }
        return ConfigNode(.unresolved("the value grows past \(Self.maximumValueSize) parts, more than the audit evaluates"), at: value)
    }

    /// Gives up on the rest of the file at the current token, noting where and why (the first time).
    @discardableResult
    private func abandon(_ reason: String) -> ConfigNode {
        let stop = node(.unresolved(reason), tokens[min(index, tokens.count - 1)])
        if abandoned == nil { abandoned = stop }
        index = tokens.count
        return stop
    }

    private func node(_ value: ConfigNode.Value, _ token: Token) -> ConfigNode {
        ConfigNode(value, line: Int(token.line), column: file.location(of: token).column)
    }

    private func text(_ token: Token) -> String { file.text(token) }

    private func peekText(_ offset: Int) -> String {
        index + offset < tokens.count ? text(tokens[index + offset]) : ""
    }

    private func isPunct(_ literal: String) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuator && text(tokens[index]) == literal
    }

    private func atStatementEnd() -> Bool {
        index >= tokens.count || isPunct(";") || isPunct("}") || tokens[index].newlineBefore
    }

    private func lastLine() -> Int { Int(tokens.last?.line ?? 1) }

    private func matchingIndex(from open: Int) -> Int? {
        var depth = 0
        var cursor = open
        while cursor < tokens.count {
            if tokens[cursor].kind == .punctuator {
                switch text(tokens[cursor]) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { return cursor }
                default: break
                }
            }
            cursor += 1
        }
        return nil
    }

    private func skipBalanced(from open: String, to close: String) {
        if let end = matchingIndex(from: index) { index = end + 1 } else { index = tokens.count }
    }

    private func skipBalanced(until close: String) {
        var depth = 0
        while index < tokens.count {
            if tokens[index].kind == .punctuator {
                let value = text(tokens[index])
                if ["(", "[", "{"].contains(value) { depth += 1 }
                if [")", "]", "}"].contains(value) {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
            index += 1
        }
    }

    private func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "'" || first == "\"" || first == "`" else { return text }
        return String(text.dropFirst().dropLast())
    }

    private func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// `ConfigAuditor.normalisePath`, keeping a leading `/` (an evaluated `path.resolve` is absolute).
    private func normalise(_ path: String) -> String {
        (path.hasPrefix("/") ? "/" : "") + ConfigAuditor.normalisePath(path)
    }

    /// A path inside the project, rooted at it (`/src`), normalised and marked as such.
    private func projectPath(_ path: String, line: Int, column: Int) -> ConfigNode {
        // A shared config in a sibling package names the app's folders through its own (`../web/src` is `src`).
        let normalised = ConfigAuditor.normalisePath(path)
        var value = ConfigNode(.string("/" + (modules?.folded(normalised) ?? normalised)), line: line, column: column)
        value.isProjectPath = true
        return value
    }
}

extension ConfigNode {
    var numberText: String? {
        if case .number(let number) = value { return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number) }
        return nil
    }

    /// A literal's identity for `===` comparisons.
    var comparable: String? {
        switch value {
        case .string(let text): return "s:" + text
        case .number: return "n:" + (numberText ?? "")
        case .bool(let flag): return "b:\(flag)"
        case .null: return "null"
        case .undefined: return "undefined"
        default: return nil
        }
    }
}
