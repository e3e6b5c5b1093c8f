import JSLexer
import Testing
@testable import DependencyAudit

/// `SourceFacts` asks its questions of token bytes; the answers stay those of the String comparisons they replaced,
/// which are canonical equivalence and drop characters, not bytes.
struct SourceFactsTests {
    private func facts(_ source: String, _ dialect: SourceDialect = .javascript) -> SourceFacts {
        SourceFacts(bytes: Array(source.utf8), dialect: dialect)
    }

    @Test func theGreekQuestionMarkEndsAnImportAsASemicolon() {
        // U+037E is ";" to a String comparison: the import's names end there, and `global` after it is the global.
        #expect(facts("import \u{037E} global").nodeGlobals.map(\.name) == ["global"])
        #expect(facts("import ; global").nodeGlobals.map(\.name) == ["global"])
        #expect(facts("import x global").nodeGlobals.isEmpty)
    }

    /// jQuery 3's Deferred declares `process` third in a `var` list, after a function expression: its uses were read as
    /// Node's global, and dep-node-globals called jQuery a blocker. A list ends at its `;`, its bracket, or a new statement.
    @Test func namesDeclaredLaterInADeclarationListAreNotGlobals() {
        let jquery = "function resolve(special) {\n  return function () {\n    var that = this,\n      mightThrow = function () {\n        return 1;\n      },\n\n      // comment\n      process = special ? mightThrow : function () { return process.stackTrace; };\n    return process;\n  };\n}\n"
        #expect(facts(jquery).nodeGlobals.isEmpty)
        #expect(facts("for (var i = 0, global = this; i < 1; i++) {}\nglobal.x = 1;\n").nodeGlobals.isEmpty)
        #expect(facts("const a = `${b}`, Buffer = 1; Buffer.from('x');\n").nodeGlobals.isEmpty)
        // Not a declaration list: a call's arguments, an expression statement after one, a new line after a value.
        #expect(facts("var a = f(1, process);\n").nodeGlobals.map(\.name) == ["process"])
        #expect(facts("var a = 1; b = 2, process.exit();\n").nodeGlobals.map(\.name) == ["process"])
        #expect(facts("var a = 1\nfoo(), process.exit()\n").nodeGlobals.map(\.name) == ["process"])
    }

    /// Names a destructuring declaration, a destructured function parameter or a catch clause binds are not Node's
    /// globals; a default value inside a pattern and an object passed to a call still read them.
    @Test func destructuredAndCaughtNamesAreNotGlobals() {
        #expect(facts("var { Buffer } = require('safe-buffer');\nBuffer.from('x');\n").nodeGlobals.isEmpty)
        #expect(facts("const [global, { process: { env } }] = list, { setImmediate = 1 } = o;\nglobal.x = setImmediate;\n").nodeGlobals.isEmpty)
        #expect(facts("exports.c = function ({ process }) { return process.x; };\n").nodeGlobals.isEmpty)
        #expect(facts("try { f(); } catch (global) { global.x = 1; }\n").nodeGlobals.isEmpty)
        #expect(facts("const { a = process.env.X } = o;\n").nodeGlobals.map(\.name) == [SourceFacts.processEnvironment])
        #expect(facts("f(a, { process });\n").nodeGlobals.map(\.name) == ["process"])
    }

    /// A method named like a global (webpack's `process(options, compiler) {`, postcss's `process(css, opts = {})`) and
    /// a method's parameters (`constructor(global) {`) are not Node's globals; a call followed by a new statement is.
    @Test func methodNamesAndMethodParametersAreNotGlobals() {
        #expect(facts("class A {\n  process(options, compiler) {}\n}\n").nodeGlobals.isEmpty)
        #expect(facts("class P {\n  async process(css, opts = {}) { return 1; }\n  static global() {}\n}\n").nodeGlobals.isEmpty)
        #expect(facts("const o = { a: 1, setImmediate(fn) { return fn; }, get Buffer() { return 1; } };\n").nodeGlobals.isEmpty)
        #expect(facts("class F {\n  constructor(global) {\n    this.global = global;\n  }\n}\n").nodeGlobals.isEmpty)
        #expect(facts("setImmediate(function () {\n  run();\n});\n").nodeGlobals.map(\.name) == ["setImmediate"])
        #expect(facts("if (global) {\n  global.x = 1;\n}\n").nodeGlobals.map(\.name) == ["global", "global"])
        #expect(facts("while (process) {}\n").nodeGlobals.map(\.name) == ["process"])
    }

    /// A name bound inside one function, block or catch clause leaves the global in use elsewhere in the file (webpack's
    /// FileSystemInfo binds `const process` in one callback and reads `process.versions` at the top); `var` stays bound in
    /// the whole file, since braces alone do not tell a function's body from a block.
    @Test func aNameBoundInOneScopeIsTheGlobalElsewhere() {
        #expect(facts("function a() {\n  const process = 1;\n  return process;\n}\nprocess.exit();\n").nodeGlobals.map(\.line) == [5])
        #expect(facts("function f(global) {\n  return global;\n}\nglobal.x = 1;\n").nodeGlobals.map(\.line) == [4])
        #expect(facts("class M {\n  global(global) {\n    this.g = global;\n  }\n}\nemit(global);\n").nodeGlobals.map(\.line) == [6])
        #expect(facts("try {} catch (Buffer) {\n  Buffer.x = 1;\n}\nBuffer.from('');\n").nodeGlobals.map(\.line) == [4])
        #expect(facts("list.map(process => process.pid);\nconst f = (a, { process }) => process.x;\n").nodeGlobals.isEmpty)
        #expect(facts("function a() {\n  var process = 1;\n}\nprocess.x = 1;\n").nodeGlobals.isEmpty)
        #expect(facts("try {} catch ({ process }) {\n  process.y;\n}\nclass C {\n  m([global]) {\n    return global;\n  }\n}\n").nodeGlobals.isEmpty)
        // A parameter after a long default value (more than 64 tokens from the `(`) is still one.
        let defaults = (0..<40).map { "k\($0): \($0)" }.joined(separator: ", ")
        #expect(facts("function g(a, b = { \(defaults) }, process) {\n  return process;\n}\n").nodeGlobals.isEmpty)
        // v8-compile-cache defines its own `require` inside one function; the file's other requires are still its modules.
        let cache = facts("const fs = require('fs');\nfunction load(mod) {\n  function require(id) {\n    return mod.require(id);\n  }\n  return require('./x');\n}\n")
        #expect(cache.requires.map(\.name) == ["fs"])
        #expect(facts("exports.a = 1;\nfunction w(exports) {\n  exports.b = 2;\n}\n").hasCommonJSMarkers)
    }

    /// A class field named like a global (`process = 1;`, `static global = () => {}`) and a generator declaration's
    /// name are not Node's globals; a field's value and a top-level assignment still read or write them.
    @Test func classFieldsAndGeneratorNamesAreNotGlobals() {
        #expect(facts("class A extends mix({ a: 1 }) {\n  process = 1;\n  static global = () => {};\n  Buffer\n  setImmediate = 2\n}\n").nodeGlobals.isEmpty)
        #expect(facts("class A {\n  b = process.env.X;\n}\nglobal = 1;\n").nodeGlobals.map(\.line) == [2, 4])
        #expect(facts("function* process() {}\nprocess();\n").nodeGlobals.isEmpty)
    }

    /// `export function f() {}` re-exports nothing: the search for `from` stopped at `;` only, and found a later
    /// statement's module (`export { y } from './printer'`) on the function's line.
    @Test func onlyAListOrAStarReExportsFromAModule() {
        let module = facts("export function f() {\n  return 1\n}\nexport { y } from './printer'\nexport * as z from './z'\nexport type { T } from './t'\n")
        #expect(module.imports.map { "\($0.name):\($0.line)" } == ["./printer:4", "./z:5", "./t:6"])
    }

    @Test func flowIsTheWordInAComment() {
        #expect(facts("/* @flow */\nexport default 1").hasFlow)
        // `w` with a combining acute accent is another character than `w`.
        #expect(!facts("/* @flow\u{301} */\nexport default 1").hasFlow)
    }

    @Test func anUnterminatedQuotedNameLosesItsLastCharacter() {
        // The string runs to the line's end; unquoted as a String, `'defaulté` is `default`.
        let compiled = facts("exports.__esModule = true;\nexports['default\u{E9}\n] = 1;\n")
        #expect(compiled.setsESModuleFlag)
        #expect(compiled.assignsExportsDefault)
        #expect(facts("exports.__esModule = true;\nexports['defaulte\n] = 1;\n").assignsExportsDefault)
        #expect(!facts("exports.__esModule = true;\nexports['default\u{E9}x\n] = 1;\n").assignsExportsDefault)
        #expect(facts("exports.__esModule = true;\nexports['default'] = 1;\n").assignsExportsDefault)
        // A template running to the end of the file: CR LF is one character.
        #expect(facts("exports.__esModule = true;\nObject.defineProperty(exports, `default\r\n").assignsExportsDefault)
        #expect(!facts("exports.__esModule = true;\nObject.defineProperty(exports, `defaultx\r\n").assignsExportsDefault)
    }
}
