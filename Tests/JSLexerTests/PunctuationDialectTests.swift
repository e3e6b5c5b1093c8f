import JSLexer
import Testing

/// Flow, decorators, `::` binds and TypeScript types are tokenised as ordinary punctuation, not parsed.
@Suite struct PunctuationDialectTests {
    @Test func decorators() {
        #expect(texts("@connect(mapState) @withRouter class A {}")
            == ["@", "connect", "(", "mapState", ")", "@", "withRouter", "class", "A", "{", "}"])
    }

    @Test func bindOperator() {
        #expect(texts("obj::func; ::obj.method") == ["obj", "::", "func", ";", "::", "obj", ".", "method"])
    }

    @Test func flowTypeSyntax() {
        let file = lexed("// @flow\ntype P = {| +a: ?string, b: Array<number> |};\nfunction f(x: mixed): %checks { return !!x }")
        #expect(file.errors.isEmpty)
        #expect(file.tokens.contains { file.text($0) == "%" })
        #expect(!file.containsJSX)
    }

    @Test func typeScriptTypes() {
        let file = lexed("function f<T extends keyof U>(x: T): Array<Array<T>> { return x as unknown as T!; }", .typescript)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.contains { file.text($0) == ">>" })
    }

    @Test func exportFromLegacySyntax() {
        #expect(texts("export x from 'y'") == ["export", "x", "from", "'y'"])
    }

    @Test func dialectFromExtension() {
        #expect(SourceDialect(fileExtension: "js") == .javascript)
        #expect(SourceDialect(fileExtension: "mjs") == .javascript)
        #expect(SourceDialect(fileExtension: "cjs") == .javascript)
        #expect(SourceDialect(fileExtension: "JSX") == .jsx)
        #expect(SourceDialect(fileExtension: "ts") == .typescript)
        #expect(SourceDialect(fileExtension: "mts") == .typescript)
        #expect(SourceDialect(fileExtension: "cts") == .typescript)
        #expect(SourceDialect(fileExtension: "tsx") == .tsx)
        #expect(SourceDialect(fileExtension: "css") == nil)
        #expect(SourceDialect(fileExtension: ".js") == nil)
    }
}
