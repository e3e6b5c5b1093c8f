import AuditModel
import JSLexer
import SourceStructure

/// Reads stylesheets for the style rules (`wp-tilde-import`, `css-icss-export`, `css-url-variable`, and
/// `css-modules-by-config`'s `:global`), skipping comments.
public enum StyleScanner {
    /// True for `.css`, `.scss`, `.sass`, `.less`, `.styl`.
    public static func isStyleFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return StyleRules.extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// The findings of the style rules in one stylesheet. `project` tells a `~` import of a project folder (found
    /// through `resolve.modules`/`baseUrl`) from one of a package; without it every `~` names a package.
    public static func findings(path: String, bytes: [UInt8], context: CodeContext = .client, project: ProjectContext? = nil) -> [Finding] {
        let lexed = Lexer.lex(bytes, dialect: .javascript)
        let file = SourceFile(path: path, lexed: lexed, structure: SourceStructure(lexed), context: context)
        let project = project ?? ProjectContext(facts: ProjectFacts(), files: [])
        var findings: [Finding] = []
        for rule in rules {
            var sink = FindingSink(file: file, rule: rule.description)
            rule.check(file, in: project, into: &sink)
            findings += sink.findings
        }
        // Suppression comments work in stylesheets as in scripts (`// migrate-audit-disable-next-line wp-tilde-import`).
        return SourceRuleEngine(rules: rules).applySuppressions(findings, in: file)
    }

    /// The rules that read stylesheets: the style rules, and css-modules-by-config for CSS Modules syntax (`:global`).
    static let rules: [any Rule] = StyleRules.all + [AssetRules.CSSModuleImport()]

    /// Whether `byte` ends an unquoted import URL: a blank, a line end, or the `,` / `;` after it.
    static func endsUnquotedURL(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
    }

    /// Each `~` reference: `@import`/`@use`/`@forward` at a statement start (from the at-rule, or from a later
    /// string of a list, to its closing quote), or a whole `url(…)`; `tilde` is where its `~` is.
    static func tildeImports(_ bytes: [UInt8], lineComments: Bool) -> [(start: Int32, end: Int32, tilde: Int32, target: String)] {
        var result: [(start: Int32, end: Int32, tilde: Int32, target: String)] = []
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
        func skipBlanks(_ position: inout Int) {
            while position < count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A || bytes[position] == 0x0D {
                position += 1
            }
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
                    skipBlanks(&cursor)
                    // Less import options: `@import (reference) '~antd/…';`.
                    if cursor < count, bytes[cursor] == UInt8(ascii: "(") {
                        while cursor < count, bytes[cursor] != UInt8(ascii: ")"), bytes[cursor] != UInt8(ascii: ";") { cursor += 1 }
                        cursor += 1
                        skipBlanks(&cursor)
                    }
                    // One string or a comma-separated list of them (Sass), on one line or several: the first finding
                    // starts at the at-rule, later ones at their string.
                    var start = index
                    while cursor < count {
                        let quote = bytes[cursor]
                        let quoted = quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"")
                        // The indented syntax (.sass) takes a URL without quotes: `@import ~bootstrap/scss/functions`.
                        guard quoted || quote == UInt8(ascii: "~") else { break }
                        let path = quoted ? cursor + 1 : cursor
                        var end = path
                        while end < count, quoted ? bytes[end] != quote && bytes[end] != 0x0A : !Self.endsUnquotedURL(bytes[end]) { end += 1 }
                        if path < count, bytes[path] == UInt8(ascii: "~") {
                            let close = quoted ? min(end + 1, count) : end
                            result.append((Int32(start), Int32(close), Int32(path), String(decoding: bytes[(path + 1)..<max(end, path + 1)], as: UTF8.self)))
                        }
                        cursor = quoted ? end + 1 : end
                        skipBlanks(&cursor)
                        guard cursor < count, bytes[cursor] == UInt8(ascii: ",") else { break }
                        cursor += 1
                        skipBlanks(&cursor)
                        start = cursor
                    }
                }
            }
            // A string outside `@import` and `url(…)` is text (`content: 'url(~x)'`): passed over whole.
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < count, bytes[end] != byte, bytes[end] != 0x0A {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = end + 1
                statementStart = false
                continue
            }
            if matches("url(", at: index), index == 0 || !(bytes[index - 1] >= UInt8(ascii: "a") && bytes[index - 1] <= UInt8(ascii: "z")) {
                var cursor = index + 4
                skipSpaces(&cursor)
                if cursor < count, bytes[cursor] == UInt8(ascii: "'") || bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
                // `url(~'…')` is Less's escape of a string, not a `~` path.
                let lessEscape = cursor + 1 < count && (bytes[cursor + 1] == UInt8(ascii: "'") || bytes[cursor + 1] == UInt8(ascii: "\""))
                if cursor < count, bytes[cursor] == UInt8(ascii: "~"), !lessEscape {
                    var end = cursor + 1
                    while end < count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "'"), bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A { end += 1 }
                    // The span takes in the closing quote and parenthesis, so that a fix rewrites the whole url(…).
                    var close = end
                    if close < count, bytes[close] == UInt8(ascii: "'") || bytes[close] == UInt8(ascii: "\"") { close += 1 }
                    skipSpaces(&close)
                    if close < count, bytes[close] == UInt8(ascii: ")") { close += 1 } else { close = end }
                    result.append((Int32(index), Int32(close), Int32(cursor), String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self)))
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
