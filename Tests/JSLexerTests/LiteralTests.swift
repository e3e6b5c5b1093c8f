import JSLexer
import Testing

/// Strings with every escape, numbers of every form, identifiers with escapes and non-ASCII letters.
@Suite struct LiteralTests {
    @Test func everyNumericForm() {
        let forms = ["0", "42", "1_000_000", "1_000n", "0x1F", "0XffN".lowercased(), "0o17", "0O17", "0b1010",
                     "0B1_0n", "017", "08", "09.5", "1.5", ".5", "5.", "1e10", "1E+10", ".5e-3", "1.5e-3", "0.0001",
                     "123n", "0x1_F"]
        for form in forms {
            #expect(tokenStrings("x = \(form);") == ["identifier:x", "punctuator:=", "number:\(form)", "punctuator:;"],
                    "\(form)")
        }
    }

    @Test func memberAccessOnNumbers() {
        #expect(texts("1..toString()") == ["1.", ".", "toString", "(", ")"])
        #expect(texts("1.0.toFixed") == ["1.0", ".", "toFixed"])
    }

    @Test func identifierRightAfterNumberIsAnError() {
        let file = lexed("3in x")
        #expect(file.errors.count == 1)
        #expect(file.tokens.map { file.text($0) } == ["3", "in", "x"])
    }

    @Test func optionalChainingVersusConditionalWithDecimal() {
        #expect(texts("a?.b") == ["a", "?.", "b"])
        #expect(texts("a?.5:1") == ["a", "?", ".5", ":", "1"])
        #expect(texts("a ? .5 : 1") == ["a", "?", ".5", ":", "1"])
        #expect(texts("a?.[0]?.(x)") == ["a", "?.", "[", "0", "]", "?.", "(", "x", ")"])
    }

    @Test func everyCompoundOperator() {
        let operators = ["??=", "??", "**=", "**", "=>", "===", "!==", "==", "!=", ">>>=", ">>>", ">>=", ">>", "<<=",
                         "<<", "<=", ">=", "&&=", "||=", "&&", "||", "&=", "|=", "^=", "%=", "*=", "+=", "-=", "++",
                         "--", "...", "::"]
        for op in operators {
            #expect(texts("a \(op) b") == ["a", op, "b"], "\(op)")
        }
    }

    @Test func stringEscapes() {
        #expect(tokenStrings(#"x = 'a\'b' + "c\"d" + '\\' + "\u{1F600}\x41\0""#).filter { $0.hasPrefix("string") }
            == [#"string:'a\'b'"#, #"string:"c\"d""#, #"string:'\\'"#, #"string:"\u{1F600}\x41\0""#])
    }

    @Test func lineContinuationInStringCountsALine() {
        let file = lexed("x = 'a\\\nb'; y")
        #expect(file.errors.isEmpty)
        #expect(file.tokens.count == 5)
        #expect(file.tokens.last?.line == 2)
    }

    @Test func unterminatedStringRecoversAtLineEnd() {
        let file = lexed("x = 'abc\ny = process")
        #expect(file.errors.count == 1)
        #expect(file.errors.first?.offset == 4)
        #expect(file.tokens.map { file.text($0) } == ["x", "=", "'abc", "y", "=", "process"])
    }

    @Test func lineSeparatorAllowedInsideString() {
        let file = lexed("x = 'a\u{2028}b'; y")
        #expect(file.errors.isEmpty)
        #expect(file.tokens.count == 5)
        #expect(file.lineStarts.count == 2)
    }

    @Test func privateNames() {
        #expect(tokenStrings("class A { #x = 1; m() { return #x in this && this.#x } }")
            .filter { $0.hasPrefix("privateName") } == ["privateName:#x", "privateName:#x", "privateName:#x"])
    }

    @Test func unicodeEscapesInIdentifiers() {
        #expect(tokenStrings("\\u0061bc + a\\u{62}c") == ["identifier:\\u0061bc", "punctuator:+", "identifier:a\\u{62}c"])
    }

    @Test func nonASCIIIdentifiers() {
        #expect(tokenStrings("const café = 日本語 + ℮ + 𝑥;")
            == ["identifier:const", "identifier:café", "punctuator:=", "identifier:日本語", "punctuator:+",
                "identifier:℮", "punctuator:+", "identifier:𝑥", "punctuator:;"])
    }

    @Test func unicodeWhitespaceSeparatesTokens() {
        #expect(texts("a\u{00A0}b\u{2003}c\u{FEFF}d\u{3000}e") == ["a", "b", "c", "d", "e"])
    }

    @Test func keywordsAreIdentifiers() {
        let file = lexed("return typeof x")
        #expect(file.tokens.allSatisfy { $0.kind == .identifier })
        #expect(file.isIdentifier(file.tokens[0], "return"))
        #expect(!file.isIdentifier(file.tokens[0], "retur"))
    }
}
