import JSLexer

/// Whether a JavaScript file may hold Flow syntax, read from its tokens and leaning to "may": a file marked `// @flow`
/// whose code is plain JavaScript needs no stripping under Vite, while one annotation left in is a syntax error.
///
/// Flow's syntax outside comments needs one of: a `:` that plain JavaScript does not explain (an annotation, a cast,
/// a return type, a class field's type), a `?` before `)`/`,`/`:`/`=` (an optional parameter), a declaration word
/// (`type X`, `opaque type`, `interface`, `declare`, `enum`, `component`, `hook`, `import typeof`), a class property's
/// variance (`+x`, `-x`), type arguments or parameters (`f<T>(…)`, `function f<T>`, `class A<T>`, `extends B<T>`, `implements`), an `as` cast or a `match`
/// expression. A colon is explained only by a ternary's `?` in the same brackets, an object literal's key, a `case`
/// or `default`, or a statement label; anything else, and any lexing error, answers "may".
struct FlowSyntaxProbe {
    private enum Frame { case block, object, classBody, parentheses, brackets, specifiers, substitution }

    private struct Level {
        var frame: Frame
        /// `?` of ternaries waiting for their `:`.
        var ternaries = 0
        /// `case` clauses waiting for their `:`.
        var cases = 0
        /// A `class` keyword seen: the next `{` here opens its body, and `<` or `implements` before it is Flow.
        var awaitingClassBody = false
    }

    /// Words after which `as` is an operand (the name), not a cast of the word before it.
    private static let operandKeywords: Set<String> = [
        "return", "typeof", "void", "delete", "await", "yield", "case", "throw", "new", "in", "of", "instanceof", "else", "do",
        "const", "let", "var", "export", "default", "extends",
    ]

    let file: SourceFile
    private var levels = [Level(frame: .block)]
    /// Between `import` and its `from` (or specifier string): a `{` there opens import specifiers.
    private var inImportClause = false
    /// The last colon ended a `case`, `default` or label: a `{` after it opens a block, not an object.
    private var colonEndedClause = false

    init(file: SourceFile) { self.file = file }

    /// Whether `file` may hold Flow syntax; false only when every token reads as plain JavaScript.
    static func mayHoldFlowSyntax(_ file: SourceFile) -> Bool {
        var probe = FlowSyntaxProbe(file: file)
        return probe.scan()
    }

    private mutating func scan() -> Bool {
        guard file.lexed.errors.isEmpty else { return true }
        for index in file.tokens.indices {
            switch file.tokens[index].kind {
            case .punctuator:
                if punctuatorMayBeFlow(index) { return true }
            case .identifier:
                if wordMayBeFlow(index) { return true }
            case .templateHead:
                levels.append(Level(frame: .substitution))
            case .templateMiddle:
                closeLevel()
                levels.append(Level(frame: .substitution))
            case .templateTail:
                closeLevel()
            case .string:
                inImportClause = false
            default:
                break
            }
        }
        return false
    }

    private mutating func punctuatorMayBeFlow(_ index: Int) -> Bool {
        if file.isPunct(index, "{") {
            levels.append(Level(frame: frameOfBrace(at: index)))
        } else if file.isPunct(index, "(") {
            levels.append(Level(frame: .parentheses))
        } else if file.isPunct(index, "[") {
            levels.append(Level(frame: .brackets))
        } else if file.isPunct(index, "}") || file.isPunct(index, ")") || file.isPunct(index, "]") {
            closeLevel()
        } else if file.isPunct(index, "?") {
            // `x?)`, `x?,`, `x?: T`, `x?=`: an optional parameter or field; a ternary goes on to an operand.
            if file.isPunct(index + 1, ")") || file.isPunct(index + 1, ",") || file.isPunct(index + 1, ":") || file.isPunct(index + 1, "=") {
                return true
            }
            levels[levels.count - 1].ternaries += 1
        } else if file.isPunct(index, ":") {
            return !colonIsJavaScript(at: index)
        } else if file.isPunct(index, "+") || file.isPunct(index, "-") {
            // `+x = 1`, `static -y;`: a class property's variance, where a JavaScript class member starts with its name.
            if levels[levels.count - 1].frame == .classBody, startsClassMember(at: index) { return true }
        } else if file.isPunct(index, "<") {
            // `class A<T>`, `extends B<T>`, `function f<T>`, `function <T>`, `new C<T>`.
            if levels[levels.count - 1].awaitingClassBody || file.isWord(index - 1, "function")
                || ((file.isWord(index - 2, "function") || file.isWord(index - 2, "new")) && file.word(index - 1) != nil) {
                return true
            }
        } else if file.isPunct(index, ">") || file.isPunct(index, ">>") || file.isPunct(index, ">>>") {
            // Type arguments before a call: `f<T>(x)`, `new Map<K, V>()`, `<T>(x) => x`, `m<T>() {}`, f<T>`…`.
            if file.isPunct(index + 1, "(") { return true }
            if index + 1 < file.tokens.count, [.template, .templateHead].contains(file.tokens[index + 1].kind) { return true }
        }
        colonEndedClause = colonEndedClause && file.isPunct(index, ":")
        return false
    }

    private mutating func wordMayBeFlow(_ index: Int) -> Bool {
        colonEndedClause = false
        // A property name (`action.type`, `a?.declare`) is no keyword.
        if file.isPunct(index - 1, ".") || file.isPunct(index - 1, "?.") { return false }
        let next = index + 1
        let nextOnSameLine = next < file.tokens.count && !file.tokens[next].newlineBefore
        let top = levels.count - 1
        switch file.text(index) {
        case "type":
            // `export type` is Flow however its lines break; `import type` unless `type` is the default import's name
            // (`import type from './type'`, `import type, { a } from`).
            if file.isWord(index - 1, "export") { return true }
            if file.isWord(index - 1, "import") { return !file.isWord(next, "from") && !file.isPunct(next, ",") }
            // `type X = …`, `export type { X }`, `import type X`, `export type * from`.
            return nextOnSameLine && (file.word(next) != nil || file.isPunct(next, "{") || file.isPunct(next, "*"))
        case "opaque", "interface", "declare", "enum", "component", "hook":
            return nextOnSameLine && file.word(next) != nil
        case "implements":
            return levels[top].awaitingClassBody
        case "typeof":
            return levels[top].frame == .specifiers || file.isWord(index - 1, "import")
        case "as":
            // `x as T`: JavaScript has `as` only in import and export clauses (`* as ns`, `{ a as b }`).
            guard levels[top].frame != .specifiers, !file.isPunct(index - 1, "*") else { return false }
            guard endsOperand(index - 1), nextOnSameLine else { return false }
            if file.word(next) != nil || file.isPunct(next, "{") || file.isPunct(next, "[") { return true }
            // `x as ?T`, `x as 'a'`, `x as 1`, `x as -1`, `x as (A | B)`: on the operand's line, and not the name `as`
            // after a keyword (`return as ? a : b`, `typeof as (…)`).
            let startsType = file.isPunct(next, "?") || file.isPunct(next, "(") || file.isPunct(next, "-")
                || [.string, .number].contains(file.tokens[next].kind)
            return startsType && !file.tokens[index].newlineBefore && !Self.operandKeywords.contains(file.text(index - 1))
        case "match":
            // `match (x) { … }`: a call is not followed by a block on its line.
            guard file.isPunct(next, "("), let close = closer(ofParenthesisAt: next) else { return false }
            return file.isPunct(close + 1, "{") && !file.tokens[close + 1].newlineBefore
        case "class":
            levels[top].awaitingClassBody = true
        case "case":
            levels[top].cases += 1
        case "import":
            inImportClause = !file.isPunct(next, "(") && !file.isPunct(next, ".")
        case "from":
            inImportClause = false
        default:
            break
        }
        return false
    }

    /// Whether the colon at `index` is a ternary's, an object literal key's, a `case`'s or `default`'s, or a label's.
    private mutating func colonIsJavaScript(at index: Int) -> Bool {
        let top = levels.count - 1
        if levels[top].ternaries > 0 {
            levels[top].ternaries -= 1
            return true
        }
        switch levels[top].frame {
        case .object:
            return isPropertyKey(before: index)
        case .block:
            if levels[top].cases > 0 {
                levels[top].cases -= 1
            } else if !file.isWord(index - 1, "default") && !isLabel(before: index) {
                return false
            }
            colonEndedClause = true
            return true
        case .classBody, .parentheses, .brackets, .specifiers, .substitution:
            return false
        }
    }

    /// A key directly after the object's `{` or a `,`: a name, string or number, or a computed `[…]`.
    private func isPropertyKey(before colon: Int) -> Bool {
        var key = colon - 1
        if file.isPunct(key, "]") {
            guard let open = opener(ofBracketAt: key) else { return false }
            key = open
        } else {
            guard key >= 0, [.identifier, .string, .number].contains(file.tokens[key].kind) else { return false }
        }
        return file.isPunct(key - 1, "{") || file.isPunct(key - 1, ",")
    }

    /// `name:` starting a statement: after `;`, `{`, `}`, the start of the file, or a line break that ends the
    /// statement before (not one inside `let\n  x: T`).
    private func isLabel(before colon: Int) -> Bool {
        let name = colon - 1
        guard file.word(name) != nil else { return false }
        if name == 0 || file.isPunct(name - 1, ";") || file.isPunct(name - 1, "{") || file.isPunct(name - 1, "}") { return true }
        let declares = ["let", "const", "var", "export", "declare", "static", "readonly"].contains { file.text(name - 1) == $0 }
        return file.tokens[name].newlineBefore && endsOperand(name - 1) && !declares
    }

    /// Whether the token at `index` of a class body starts a member: after the body's `{`, a `;`, a method's `}`, or
    /// the `static` or `declare` that starts it.
    private func startsClassMember(at index: Int) -> Bool {
        index == 0 || file.isPunct(index - 1, "{") || file.isPunct(index - 1, ";") || file.isPunct(index - 1, "}")
            || file.isWord(index - 1, "static") || file.isWord(index - 1, "declare")
    }

    /// What the `{` at `index` opens, from what stands before it.
    private mutating func frameOfBrace(at index: Int) -> Frame {
        let top = levels.count - 1
        if levels[top].awaitingClassBody {
            levels[top].awaitingClassBody = false
            return .classBody
        }
        if inImportClause || file.isWord(index - 1, "export") { return .specifiers }
        let before = index - 1
        guard before >= 0 else { return .block }
        switch file.tokens[before].kind {
        case .punctuator:
            if file.isPunct(before, ")") || file.isPunct(before, "]") || file.isPunct(before, "}") || file.isPunct(before, ";")
                || file.isPunct(before, "=>") {
                return .block
            }
            if file.isPunct(before, ":") { return colonEndedClause ? .block : .object }
            if file.isPunct(before, "{") { return levels[top].frame == .object ? .object : .block }
            return .object
        case .identifier:
            let expressionWords: Set<String> = ["return", "typeof", "in", "of", "yield", "await", "case", "void", "delete", "instanceof",
                                                "default", "new", "throw", "const", "let", "var"]
            return expressionWords.contains(file.text(before)) ? .object : .block
        case .templateHead, .templateMiddle, .jsxTagEnd, .jsxText:
            return .object
        default:
            return .block
        }
    }

    private mutating func closeLevel() {
        if levels.count > 1 { levels.removeLast() }
        colonEndedClause = false
    }

    /// Whether the token at `index` ends an operand (`x`, `f()`, `a[0]`, `'s'`, `1`), after which `as` is a cast.
    private func endsOperand(_ index: Int) -> Bool {
        guard index >= 0 else { return false }
        switch file.tokens[index].kind {
        case .identifier, .string, .number, .template, .templateTail, .regex, .privateName: return true
        case .punctuator: return file.isPunct(index, ")") || file.isPunct(index, "]") || file.isPunct(index, "}")
        default: return false
        }
    }

    private func closer(ofParenthesisAt open: Int) -> Int? {
        var depth = 0
        for index in open..<file.tokens.count {
            if file.isPunct(index, "(") { depth += 1 } else if file.isPunct(index, ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private func opener(ofBracketAt close: Int) -> Int? {
        var depth = 0
        for index in stride(from: close, through: 0, by: -1) {
            if file.isPunct(index, "]") { depth += 1 } else if file.isPunct(index, "[") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
