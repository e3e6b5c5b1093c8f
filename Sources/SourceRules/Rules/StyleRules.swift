import AuditModel
import JSLexer
import SourceStructure

/// Catalog section D, the style-file row: `~` module imports in CSS/Sass/Less (`wp-tilde-import`).
enum StyleRules {
    static let all: [any Rule] = [TildeImport()]

    static let extensions: Set<String> = ["css", "scss", "sass", "less", "styl"]

    struct TildeImport: Rule {
        let description = RuleDescription(
            id: "wp-tilde-import", title: "~ import in a stylesheet",
            summary: "`@import '~pkg/…'`, `@use '~pkg'`, `@forward`, and `url(~…)` in `.css`/`.scss`/`.sass`/`.less` files.",
            rationale: "The `~` prefix told webpack's css-loader/sass-loader to resolve from `node_modules`; Vite's CSS pipeline does not understand it and the import fails to resolve.",
            defaultSeverity: .autoFixable,
            replacement: "Remove the `~` (`@import 'bootstrap/scss/bootstrap'`), or alias `{ find: /^~([^/])/, replacement: '$1' }` (`~@` needs its own alias first).",
            sourceURL: "https://create-react-app.dev/docs/adding-a-sass-stylesheet",
            triggeringExamples: [
                RuleExample("⟦@import '~normalize.css/normalize';\n@import './variables';\n.a { color: red; }", fileName: "src/styles/main.scss"),
                RuleExample("⟦@use \"~bootstrap/scss/functions\" as fn;", fileName: "src/styles/theme.scss"),
            ],
            nonTriggeringExamples: [
                RuleExample("@import 'normalize.css/normalize';\n/* @import '~old'; */\n// @import '~older';\n.a { width: calc(100% - 2px); }", fileName: "src/styles/main.scss"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard StyleRules.extensions.contains(file.fileExtension), file.context != .node else { return }
            for (start, end, target) in StyleScanner.tildeImports(file.lexed.bytes, lineComments: file.fileExtension != "css") {
                sink.report(
                    from: start, to: end,
                    message: "'~\(target)' relies on webpack's ~ (node_modules) prefix; Vite cannot resolve it",
                    fix: "'\(target)' (drop the ~) or a ~ alias in resolve.alias")
            }
        }
    }
}

/// Reads stylesheets for `wp-tilde-import`, skipping comments.
public enum StyleScanner {
    /// True for `.css`, `.scss`, `.sass`, `.less`, `.styl`.
    public static func isStyleFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return StyleRules.extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// The findings of the style rules in one stylesheet.
    public static func findings(path: String, bytes: [UInt8], context: CodeContext = .client) -> [Finding] {
        let lexed = Lexer.lex(bytes, dialect: .javascript)
        let file = SourceFile(path: path, lexed: lexed, structure: SourceStructure(lexed), context: context)
        var sink = FindingSink(file: file, rule: StyleRules.TildeImport().description)
        StyleRules.TildeImport().check(file, in: ProjectContext(facts: ProjectFacts(), files: []), into: &sink)
        return sink.findings
    }

    /// `(start, end, target)` of each `~` reference: `@import`/`@use`/`@forward` at a statement start, or `url(`.
    static func tildeImports(_ bytes: [UInt8], lineComments: Bool) -> [(Int32, Int32, String)] {
        var result: [(Int32, Int32, String)] = []
        var index = 0
        var statementStart = true
        let count = bytes.count
        func matches(_ word: String, at position: Int) -> Bool {
            let utf8 = Array(word.utf8)
            guard position + utf8.count <= count else { return false }
            return Array(bytes[position..<(position + utf8.count)]) == utf8
        }
        func skipSpaces(_ position: inout Int) {
            while position < count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            if lineComments, byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/"),
                index == 0 || bytes[index - 1] != UInt8(ascii: ":")
            {
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if statementStart, byte == UInt8(ascii: "@") {
                for keyword in ["@import", "@use", "@forward"] where matches(keyword, at: index) {
                    var cursor = index + keyword.utf8.count
                    skipSpaces(&cursor)
                    if cursor < count, bytes[cursor] == UInt8(ascii: "'") || bytes[cursor] == UInt8(ascii: "\""),
                        cursor + 1 < count, bytes[cursor + 1] == UInt8(ascii: "~")
                    {
                        let quote = bytes[cursor]
                        var end = cursor + 2
                        while end < count, bytes[end] != quote, bytes[end] != 0x0A { end += 1 }
                        result.append((Int32(index), Int32(min(end + 1, count)), String(decoding: bytes[(cursor + 2)..<end], as: UTF8.self)))
                    }
                }
            }
            if matches("url(", at: index), index == 0 || !(bytes[index - 1] >= UInt8(ascii: "a") && bytes[index - 1] <= UInt8(ascii: "z")) {
                var cursor = index + 4
                skipSpaces(&cursor)
                if cursor < count, bytes[cursor] == UInt8(ascii: "'") || bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
                if cursor < count, bytes[cursor] == UInt8(ascii: "~") {
                    var end = cursor + 1
                    while end < count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "'"), bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A { end += 1 }
                    result.append((Int32(index), Int32(end), String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self)))
                }
            }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == 0x0A {
                statementStart = true
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
                statementStart = false
            }
            index += 1
        }
        return result
    }
}
