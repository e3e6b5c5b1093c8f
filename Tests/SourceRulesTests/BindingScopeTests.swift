import JSLexer
import SourceStructure
import Testing

/// Where names are bound, and names that look like references but are not (class members, labels).
@Suite("Bindings and scopes")
struct BindingScopeTests {
    static func structure(_ code: String, dialect: SourceDialect = .javascript) -> (LexedFile, SourceStructure) {
        let lexed = Lexer.lex(Array(code.utf8), dialect: dialect)
        return (lexed, SourceStructure(lexed))
    }

    /// The index of the `occurrence`-th token spelled `text`.
    static func token(_ text: String, _ occurrence: Int = 0, in lexed: LexedFile) -> Int {
        lexed.tokens.indices.filter { lexed.text(lexed.tokens[$0]) == text }[occurrence]
    }

    @Test("a named function expression's name is bound inside the function only; a declaration's in its block")
    func namedFunctionExpressions() {
        let (_, structure) = Self.structure("""
            export const f = function require(x) { return require(x); };
            export const y = require('./y');
            const g = (0, function inner() {}), h = { k: function require() {} };
            export default function require2() {}
            function outer() {}
            outer(); require2(); inner();
            """)
        #expect(structure.modules.filter { $0.kind == .require }.map(\.specifier) == ["./y"])
        #expect(structure.freeReferences(to: "outer").isEmpty)
        #expect(structure.freeReferences(to: "require2").isEmpty)
        #expect(structure.freeReferences(to: "inner").count == 1)
    }
}
