import JSLexer

/// Generates deterministic, real-world-shaped source text for the benchmark: the same bytes on every run
/// and every machine, so MB/s figures are comparable.
struct CorpusGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    // SplitMix64: small, fast, and fully determined by the seed.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    private mutating func pick(_ options: [String]) -> String { options[below(options.count)] }

    private static let words = ["user", "items", "config", "state", "props", "value", "result", "index", "count",
                                "handler", "options", "data", "response", "element", "context", "router", "store",
                                "payload", "error", "callback", "request", "timeout", "cache", "entry", "node"]

    private mutating func name() -> String {
        let a = pick(Self.words), b = pick(Self.words)
        return below(3) == 0 ? a : a + b.prefix(1).uppercased() + b.dropFirst()
    }

    private mutating func typeName() -> String {
        let n = name()
        return n.prefix(1).uppercased() + n.dropFirst()
    }

    private mutating func expression(depth: Int = 0) -> String {
        switch below(depth > 2 ? 5 : 11) {
        case 0: return name()
        case 1: return "\(below(1000))"
        case 2: return "'\(pick(Self.words))-\(below(99))'"
        case 3: return "\(name()).\(name())"
        case 4: return "process.env.REACT_APP_\(pick(Self.words).uppercased())"
        case 5: return "\(name())(\(expression(depth: depth + 1)), \(expression(depth: depth + 1)))"
        case 6: return "\(expression(depth: depth + 1)) / \(below(9) + 1) + \(name()).length"
        case 7: return "`\(pick(Self.words)) ${\(expression(depth: depth + 1))} items`"
        case 8: return "({ \(name()): \(expression(depth: depth + 1)), \(name()) })"
        case 9: return "(\(name()) => \(expression(depth: depth + 1)))"
        default: return "/^[a-z\\d_-]+\\/\(pick(Self.words))$/i.test(\(name()))"
        }
    }

    private mutating func statement(indent: String) -> String {
        switch below(8) {
        case 0: return "\(indent)const \(name()) = \(expression());\n"
        case 1: return "\(indent)let \(name()) = \(name())?.\(name()) ?? \(expression());\n"
        case 2: return "\(indent)if (\(name()) !== \(expression())) {\n\(indent)  \(name())(\(expression()));\n\(indent)}\n"
        case 3: return "\(indent)// \(pick(Self.words)) \(pick(Self.words)): keep in sync with the \(pick(Self.words)) module\n"
        case 4: return "\(indent)for (let i = 0; i < \(name()).length; i++) {\n\(indent)  \(name()) += \(name())[i] * \(below(100));\n\(indent)}\n"
        case 5: return "\(indent)return \(expression());\n"
        case 6: return "\(indent)\(name()).\(name())(\"\(pick(Self.words)) \(pick(Self.words))\", \(expression()));\n"
        default: return "\(indent)/* \(pick(Self.words)) */ \(name()) = await \(name())(\(expression()));\n"
        }
    }

    private mutating func function() -> String {
        var s = "/**\n * \(typeName()) \(pick(Self.words)) helper.\n * @param {Object} \(name())\n */\n"
        s += "export async function \(name())(\(name()), \(name()) = {}) {\n"
        for _ in 0..<(3 + below(8)) { s += statement(indent: "  ") }
        return s + "}\n\n"
    }

    private mutating func jsx(depth: Int) -> String {
        let tag = pick(["div", "span", "ul", "li", "section", "p", "Button", "Route", "Link", "Card"])
        let attributes = " className=\"\(pick(Self.words))-\(pick(Self.words))\" onClick={() => this.\(name())(\(name()))}"
            + (below(2) == 0 ? " {...\(name())}" : " data-id={\(name()).id}")
        if depth > 3 || below(4) == 0 { return "<\(tag)\(attributes) />" }
        var children = ""
        for _ in 0..<(1 + below(3)) {
            switch below(4) {
            case 0: children += "\(pick(Self.words)) \(pick(Self.words)) process.env is text here"
            case 1: children += "{\(name()).\(name())}"
            case 2: children += "{\(name()).map(\(name()) => \(jsx(depth: depth + 1)))}"
            default: children += jsx(depth: depth + 1)
            }
        }
        return "<\(tag)\(attributes)>\(children)</\(tag)>"
    }

    private mutating func component() -> String {
        let n = typeName()
        var s = "class \(n) extends React.Component {\n  state = { \(name()): \(expression()) };\n\n"
        s += "  componentWillReceiveProps(\(name())) {\n"
        for _ in 0..<(1 + below(3)) { s += statement(indent: "    ") }
        s += "  }\n\n  render() {\n    const { \(name()), \(name()) } = this.props;\n    return (\n      "
        s += jsx(depth: 0) + "\n    );\n  }\n}\n\nexport default withRouter(\(n));\n\n"
        return s
    }

    private mutating func typeScriptUnit() -> String {
        let t = typeName()
        var s = "export interface \(t)<T extends Record<string, unknown> = {}> {\n"
        for _ in 0..<(2 + below(5)) { s += "  readonly \(name())?: Array<Map<string, T>> | \(typeName()) | null;\n" }
        s += "}\n\nexport enum \(typeName())Kind { A = 1, B = 'b' }\n\n"
        s += "export function \(name())<K extends keyof \(t)>(\(name()): \(t), key: K): \(t)[K] | undefined {\n"
        for _ in 0..<(3 + below(6)) { s += statement(indent: "  ") }
        s += "  return (\(name()) as unknown as \(t))[key]!;\n}\n\n"
        return s
    }

    /// Plain modern JavaScript: functions, comments, strings, regexes, templates.
    mutating func plainJavaScript(bytes target: Int) -> [UInt8] {
        var s = "import { \(name()) } from './\(name())';\n'use strict';\n\n"
        while s.utf8.count < target { s += function() }
        return Array(s.utf8)
    }

    /// React class components whose render methods are mostly JSX.
    mutating func jsxHeavy(bytes target: Int) -> [UInt8] {
        var s = "import React from 'react';\nimport { withRouter } from 'react-router';\n\n"
        while s.utf8.count < target { s += component() }
        return Array(s.utf8)
    }

    /// TypeScript with interfaces, generics, enums and annotations.
    mutating func typeScript(bytes target: Int) -> [UInt8] {
        var s = "import type { Foo } from './foo';\n\n"
        while s.utf8.count < target { s += typeScriptUnit() }
        return Array(s.utf8)
    }

    /// A single-line bundle: the plain corpus's tokens rejoined without comments or layout.
    mutating func minified(bytes target: Int) -> [UInt8] {
        let source = plainJavaScript(bytes: target)
        let file = Lexer.lex(source, dialect: .javascript)
        var out = [UInt8]()
        out.reserveCapacity(source.count)
        var previousWasWord = false, previousWasPunctuator = false
        for token in file.tokens {
            let isWord = token.kind == .identifier || token.kind == .number
            let isPunctuator = token.kind == .punctuator
            // A space only where two tokens would otherwise fuse (`return x`, `a - -b`).
            if (isWord && previousWasWord) || (isPunctuator && previousWasPunctuator) { out.append(0x20) }
            out.append(contentsOf: source[Int(token.start)..<Int(token.end)])
            previousWasWord = isWord
            previousWasPunctuator = isPunctuator
        }
        return out
    }
}
