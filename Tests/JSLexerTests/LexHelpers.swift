import JSLexer

/// Lexes `source` and returns each significant token as "kind:text", the compact form the tests compare.
func lexed(_ source: String, _ dialect: SourceDialect = .javascript) -> LexedFile {
    Lexer.lex(Array(source.utf8), dialect: dialect)
}

func tokenStrings(_ source: String, _ dialect: SourceDialect = .javascript) -> [String] {
    let file = lexed(source, dialect)
    return file.tokens.map { "\($0.kind):\(file.text($0))" }
}

func texts(_ source: String, _ dialect: SourceDialect = .javascript) -> [String] {
    let file = lexed(source, dialect)
    return file.tokens.map { file.text($0) }
}

func kindOf(_ text: String, in source: String, _ dialect: SourceDialect = .javascript) -> TokenKind? {
    let file = lexed(source, dialect)
    return file.tokens.first { file.text($0) == text }?.kind
}

/// Whether any significant token is the identifier `name`.
func hasIdentifier(_ name: String, in source: String, _ dialect: SourceDialect = .javascript) -> Bool {
    let file = lexed(source, dialect)
    return file.tokens.contains { $0.kind == .identifier && file.text($0) == name }
}
