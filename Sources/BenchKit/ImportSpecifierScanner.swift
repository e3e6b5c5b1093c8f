import JSLexer

/// The module specifiers a browser fetches before a module can run: static `import … from "x"`,
/// side-effect `import "x"` and `export … from "x"`. Dynamic `import("x")` is loaded on demand, not as
/// part of the first load, so it is left out.
///
/// Works on our lexer's tokens, so specifier-like text inside strings, comments, templates or regular
/// expressions is never mistaken for an import.
public enum ImportSpecifierScanner {
    public static func staticSpecifiers(tokens: [Token], bytes: [UInt8]) -> [String] {
        var specifiers: [String] = []
        for index in tokens.indices where tokens[index].kind == .string && index > 0 {
            let previous = tokens[index - 1]
            guard previous.kind == .identifier else { continue }
            let word = text(previous, bytes)
            let isImportForm: Bool
            if word == "from" {
                // `from "x"` only ever closes an import or export declaration; a member `.from` cannot be
                // followed by a string.
                isImportForm = index < 2 || text(tokens[index - 2], bytes) != "."
            } else if word == "import" {
                // `import "x"`: not `a.import` and not `import(` (that would be followed by `(`).
                isImportForm = index < 2 || text(tokens[index - 2], bytes) != "."
            } else {
                isImportForm = false
            }
            guard isImportForm else { continue }
            let literal = text(tokens[index], bytes)
            guard literal.count >= 2 else { continue }
            specifiers.append(String(literal.dropFirst().dropLast()))
        }
        return specifiers
    }

    private static func text(_ token: Token, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }
}

extension ImportSpecifierScanner {
    /// Lexes JavaScript (JSX decided from context, as served modules may still contain it) and returns its
    /// static import specifiers. The extractor `bench` hands to `ModuleGraphLoader`.
    public static func staticSpecifiers(inSource bytes: [UInt8]) -> [String] {
        let lexed = Lexer.lex(bytes, dialect: .javascript)
        return staticSpecifiers(tokens: lexed.tokens, bytes: lexed.bytes)
    }
}
