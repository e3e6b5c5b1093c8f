import JSLexer
import SourceStructure
import Testing

@Suite("SourceStructure")
struct SourceStructureTests {
    static func structure(_ code: String, dialect: SourceDialect = .javascript) -> (LexedFile, SourceStructure) {
        let lexed = Lexer.lex(Array(code.utf8), dialect: dialect)
        return (lexed, SourceStructure(lexed))
    }

    @Test("import declarations keep imported and local names apart")
    func imports() {
        let (lexed, structure) = Self.structure("""
            import React, { Component as Base } from 'react';
            import * as RR from 'react-router';
            import {
              browserHistory as h,
              Link,
            } from 'react-router';
            import './polyfills';
            import type { User } from './types';
            """)
        let modules = structure.modules
        #expect(modules.map(\.specifier) == ["react", "react-router", "react-router", "./polyfills", "./types"])
        #expect(modules[0].bindings.map { "\($0.imported)>\($0.local)" } == ["default>React", "Component>Base"])
        #expect(modules[1].bindings.map { "\($0.imported)>\($0.local)" } == ["*>RR"])
        #expect(modules[2].bindings.map { "\($0.imported)>\($0.local)" } == ["browserHistory>h", "Link>Link"])
        #expect(lexed.text(lexed.tokens[modules[2].bindings[0].importedToken]) == "browserHistory")
        #expect(modules[3].bindings.isEmpty && !modules[3].isTypeOnly)
        #expect(modules[4].isTypeOnly)
        #expect(structure.declaration(of: "h", at: lexed.tokens.count - 1)?.kind == .import)
    }

    @Test("export … from, including the legacy `export Foo from` form")
    func exportsFrom() {
        let (_, structure) = Self.structure("""
            export { default as Button, Size } from './Button';
            export * from './icons';
            export Modal, { ModalBody } from './Modal';
            export const local = 1;
            export { local as renamed };
            """)
        let modules = structure.modules
        #expect(modules.map(\.specifier) == ["./Button", "./icons", "./Modal"])
        #expect(modules.map(\.kind) == [.exportFrom, .exportFrom, .exportFrom])
        #expect(modules[2].isLegacyExportDefaultFrom && !modules[0].isLegacyExportDefaultFrom)
        #expect(modules[2].bindings.map(\.local) == ["Modal", "ModalBody"])
        #expect(structure.moduleSyntaxTokens.count == 5)
    }

    @Test("require calls: specifiers, bindings, members read on the result, shadowed require")
    func requires() {
        let (_, structure) = Self.structure("""
            const moment = require('moment');
            const { merge, pick: choose } = require('lodash');
            const App = require('./App').default;
            const icon = require('./icons/' + name);
            function load(require) { return require('./not-recorded'); }
            """)
        let requires = structure.modules.filter { $0.kind == .require }
        #expect(requires.map(\.specifier) == ["moment", "lodash", "./App", nil])
        #expect(requires[0].bindings.map { "\($0.imported)>\($0.local)" } == ["*>moment"])
        #expect(requires[1].bindings.map { "\($0.imported)>\($0.local)" } == ["merge>merge", "pick>choose"])
        #expect(requires[2].memberAfterCall == "default" && requires[2].bindings.map(\.imported) == ["default"])
        #expect(requires[3].arguments.count == 1 && requires[3].specifierToken == nil)
    }

    @Test("dynamic import() keeps its argument tokens and magic comments")
    func dynamicImports() {
        let (lexed, structure) = Self.structure("const Home = () => import(/* webpackChunkName: \"home\" */ `./pages/${name}.js`);")
        let imports = structure.modules.filter { $0.kind == .dynamicImport }
        #expect(imports.count == 1)
        #expect(imports[0].specifier == nil && imports[0].comments.count == 1)
        #expect(lexed.text(lexed.comments[imports[0].comments[0]]).contains("webpackChunkName"))
        #expect(lexed.tokens[imports[0].arguments[0].lowerBound].kind == .templateHead)
    }

    @Test("member chains read dots, optional chaining, bracket literals and computed keys")
    func memberChains() {
        let (lexed, structure) = Self.structure("a = process?.env?.[\"API\"]; b = global.process.env.KEY; c = process.env[key]; d = process.env.X!.y;", dialect: .typescript)
        let processes = structure.freeReferences(to: "process")
        #expect(processes.count == 3)
        let first = structure.memberChain(at: processes[0], in: lexed)
        #expect(first.staticPath == ["process", "env", "API"] && first.segments[1].optional && first.segments[1].computed)
        let computed = structure.memberChain(at: processes[1], in: lexed)
        #expect(computed.staticPath == ["process", "env"] && computed.segments.count == 2 && computed.segments[1].name == nil)
        #expect(structure.memberChain(at: processes[2], in: lexed).staticPath == ["process", "env", "X", "y"])
        let global = structure.memberChain(at: structure.freeReferences(to: "global")[0], in: lexed)
        #expect(global.droppingRoot(1)?.staticPath == ["process", "env", "KEY"])
    }

    /// jQuery's Deferred: `var that = this, mightThrow = function () { … }, process = …` declares `process` after a
    /// function expression; the name was read as Node's global (dep-node-globals called jQuery a blocker).
    @Test("a declaration list goes on after a function expression's initializer")
    func declarationsAfterAFunctionExpression() {
        for code in [
            "function f(s) { var a = function () { return 1; }, process = 2; return process; }",
            "function f(s) {\n  var that = this,\n    mightThrow = function () {\n      return 1;\n    },\n\n    // comment\n    process = s ? mightThrow : function () { return process.stackTrace; };\n  return process;\n}",
            "var a = class { m() {} }, process = 1; process;",
            "let a = () => { return 1; }, process = 1; process;",
            "const a = async function* () {}, process = 1; process;",
        ] {
            let (_, structure) = Self.structure(code)
            #expect(structure.freeReferences(to: "process").isEmpty, "\(code)")
        }
    }

    @Test("declarations shadow globals only where they are visible")
    func scopes() {
        let code = """
            function a(process) { return process.env.A; }
            const b = ({ module, env: { process: p } }) => module.hot;
            try { run(); } catch (require) { require('x'); }
            { let global = 1; global.x = 2; }
            global.y = 3;
            const c = process.env.C;
            class Buffer {}
            declare const jest: any;
            jest.fn();
            """
        let (_, structure) = Self.structure(code, dialect: .typescript)
        #expect(structure.freeReferences(to: "process").count == 1)
        #expect(structure.freeReferences(to: "module").isEmpty)
        #expect(structure.freeReferences(to: "p").isEmpty)
        #expect(structure.modules.filter { $0.kind == .require }.isEmpty)
        #expect(structure.freeReferences(to: "global").count == 1)
        #expect(structure.freeReferences(to: "Buffer").isEmpty)
        #expect(structure.freeReferences(to: "jest").count == 1)
    }

    @Test("object keys and property names are not references")
    func references() {
        let (_, structure) = Self.structure("const o = { process: 1, module }; o.process; x.require('a');")
        #expect(structure.references["process"] == nil)
        #expect(structure.references["module"]?.count == 1)
        #expect(structure.modules.isEmpty)
    }

    @Test("JSX elements with member names, attributes, spreads and nesting")
    func jsx() {
        let (lexed, structure) = Self.structure("""
            const r = (
              <Router.Root history={h}>
                <Route path="/" {...rest} exact>
                  <IndexRoute component={Home} />
                </Route>
              </Router.Root>
            );
            """)
        let elements = structure.jsxElements
        #expect(elements.map(\.name) == ["Router.Root", "Route", "IndexRoute"])
        #expect(elements.map(\.parent) == [nil, 0, 1])
        let route = elements[1]
        #expect(route.attributes.map(\.name) == ["path", "", "exact"])
        #expect(route.attributes[1].isSpread)
        if case .string(let token) = route.attribute("path")?.value { #expect(lexed.text(lexed.tokens[token]) == "\"/\"") } else { Issue.record("path is not a string") }
        #expect(elements[2].isSelfClosing && !route.isSelfClosing)
    }

    @Test("nesting: top level, function bodies, blocks and conditional expressions")
    func nesting() {
        let (lexed, structure) = Self.structure("""
            const a = require('a');
            if (x) require('b');
            const c = x ? require('c') : null;
            function d() { return require('d'); }
            module.exports = { e: require('e') };
            """)
        let nested = structure.modules.map { structure.isNested($0.keywordToken, in: lexed) }
        #expect(nested == [false, true, true, true, false])
    }

    @Test("a class body is a block after type parameters and type arguments")
    func classBodyAfterTypeArguments() {
        let code = "class E<T> extends Component<P, {}> implements I<T> { a() {} }\nconst B = class extends React.Component<any> { b() {} };"
        let (lexed, structure) = Self.structure(code, dialect: .tsx)
        let braces = lexed.tokens.indices.filter { lexed.text(lexed.tokens[$0]) == "{" }
        // The bodies of `E` and of the class expression (their first members are `a` and `b`), not the `{}` type.
        let bodies = braces.filter { ["a", "b"].contains(lexed.text(lexed.tokens[$0 + 1])) }
        #expect(bodies.count == 2)
        #expect(bodies.allSatisfy { structure.blockBraces.contains($0) })
        #expect(!structure.blockBraces.contains(braces[0]))
    }
}

@Suite("SourceStructure edge cases")
struct SourceStructureEdgeTests {
    @Test("methods named import are not dynamic imports")
    func importMethods() {
        let lexed = Lexer.lex(Array("class Store { import(data) { return data; } }\ninterface S { import(stream: E): R; }\nconst m = import('./m.js');".utf8), dialect: .typescript)
        let modules = SourceStructure(lexed).modules
        #expect(modules.map(\.specifier) == ["./m.js"])
    }
}

@Suite("References by name")
struct ReferenceNameTests {
    @Test("canonically equal spellings are one name, their uses in source order; many names grow the table")
    func equalSpellingsMerge() {
        let code = "f(\u{E9}, e\u{301}, \u{E9});\n" + (0..<300).map { "v\($0)" }.joined(separator: " + ") + ";"
        let lexed = Lexer.lex(Array(code.utf8), dialect: .javascript)
        let structure = SourceStructure(lexed)
        let uses = structure.references["\u{E9}"] ?? []
        #expect(uses.count == 3)
        #expect(uses == uses.sorted())
        #expect(structure.references["e\u{301}"] == uses)
        #expect((0..<300).allSatisfy { structure.references["v\($0)"]?.count == 1 })
        #expect(structure.references["f"]?.count == 1)
    }
}

@Suite("Arrow bodies")
struct ArrowBodyTests {
    @Test("an expression body ends where its group or statement does")
    func expressionBodiesEnd() {
        let code = "f(a => a + g(1, 2), b => [b], (c) => `${c}`);\nconst h = x => y => x + y;\nconst k = { m: n => n, o: 1 };"
        let lexed = Lexer.lex(Array(code.utf8), dialect: .javascript)
        let bodies = SourceStructure(lexed).functions.sorted { $0.body.lowerBound < $1.body.lowerBound }.map { function in
            function.body.map { lexed.text(lexed.tokens[$0]) }.joined(separator: " ")
        }
        #expect(bodies == ["a + g ( 1 , 2 )", "[ b ]", "`${ c }`", "y => x + y", "x + y", "n"])
    }

    @Test("twenty thousand curried arrows all end at the statement's end (each found in one pass, not by its own scan)")
    func curriedArrows() {
        let depth = 20_000
        let code = "x = " + String(repeating: "() =>\n", count: depth) + "1;\ny = 2;"
        let lexed = Lexer.lex(Array(code.utf8), dialect: .javascript)
        let functions = SourceStructure(lexed).functions
        let semicolon = lexed.tokens.firstIndex { lexed.text($0) == ";" }
        #expect(functions.count == depth)
        #expect(functions.allSatisfy { $0.isArrow && $0.body.upperBound == semicolon })
        #expect(functions.map(\.body.lowerBound).sorted() == (0..<depth).map { 5 + 3 * $0 })
    }
}
