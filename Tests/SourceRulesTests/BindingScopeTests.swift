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

    @Test("class member names, static or private, and their modifiers are not references; initialisers are")
    func classMembers() {
        let (_, structure) = Self.structure("""
            export class C extends mixin({ global: 1 }) {
              static global = 1;
              browserHistory = 2
              process
              #private = setImmediate;
              get Buffer() { return 1; }
              static async *module() {}
              @observable __dirname = window;
              static { global.x = 1; }
              [computed] = 3;
            }
            """)
        #expect(structure.freeReferences(to: "global").count == 1)  // the static block's
        for name in ["browserHistory", "process", "Buffer", "module", "__dirname", "get", "async"] {
            #expect(structure.references[name] == nil, "\(name)")
        }
        for name in ["setImmediate", "observable", "window", "computed", "mixin"] {
            #expect(structure.references[name]?.count == 1, "\(name)")
        }
    }

    @Test("labels and the names after break and continue are not references; object keys and conditionals stay apart")
    func labels() {
        let (_, structure) = Self.structure("""
            global: for (;;) { break global; }
            outer:
            while (x) { continue outer; }
            const o = c ? global2 : other;
            """)
        #expect(structure.freeReferences(to: "global").isEmpty)
        #expect(structure.references["outer"] == nil)
        #expect(structure.references["global2"]?.count == 1)
        #expect(structure.references["other"]?.count == 1)
    }

    @Test("a reference resolves to the import unless a parameter or variable shadows it there")
    func resolvesToImport() {
        let (lexed, structure) = Self.structure("""
            import ReactDOM from 'react-dom';
            export function r(ReactDOM) { ReactDOM.render(null, null); }
            export const L = ({ Link }) => <Link />;
            ReactDOM.render(null, null);
            """)
        let declared = Self.token("ReactDOM", 0, in: lexed)
        #expect(!structure.resolves("ReactDOM", at: Self.token("ReactDOM", 2, in: lexed), to: declared))
        #expect(structure.resolves("ReactDOM", at: Self.token("ReactDOM", 3, in: lexed), to: declared))
        #expect(structure.declaration(of: "Link", at: Self.token("Link", 1, in: lexed))?.kind == .parameter)
    }
}
