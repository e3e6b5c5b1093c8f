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
