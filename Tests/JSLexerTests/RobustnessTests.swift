import JSLexer
import Testing

/// Hostile input: deep nesting, mismatched brackets, NUL bytes, invalid UTF-8, huge single lines.
@Suite struct RobustnessTests {
    @Test(arguments: ["(", "[", "{", "x = {", "${"])
    func fiveThousandNestedBrackets(opener: String) {
        let closer: String = switch opener {
        case "(": ")"
        case "[": "]"
        case "${": "}"
        default: "}"
        }
        let body = String(repeating: opener, count: 5_000) + "a" + String(repeating: closer, count: 5_000)
        let source = opener == "${" ? "`" + body + "`" : body
        let file = lexed(source)
        #expect(file.errors.isEmpty, "\(file.errors.prefix(3))")
        let unclosed = lexed(String(repeating: opener, count: 5_000))
        #expect(unclosed.errors.count == 1)
    }

    @Test("a construct open at the end says what it is and where it started", arguments: [
        ("a();\n/* open\nb();\n", LexError.OpenConstruct.blockComment, 5),
        ("a();\nx = `t\nb();\n", .template, 9),
        ("a();\nx = `t${y}\nb();\n", .template, 14),
        ("a();\nx = 'a\\\nb();", .string, 9),
        ("a();\nx = <div>\n  <br/><p>t</p>{y}\nb();\n", .jsxElement, 9),
        ("x = <>\n<a>\n</a>\n", .jsxElement, 4),
    ])
    func aConstructOpenAtTheEnd(source: String, construct: LexError.OpenConstruct, offset: Int32) {
        let open = lexed(source, .jsx).errors.filter { $0.leftOpen != nil }
        #expect(open.map(\.leftOpen) == [construct], "\(open)")
        #expect(open.first?.offset == offset)
    }

    @Test func problemsRecoveredInPlaceLeaveNothingOpen() {
        for source in ["x = 'a\nb();\n", "x = /a\nb();\n", "a(]);\n", "x = <a b={1}>t</a>;\n{"] {
            #expect(lexed(source, .jsx).errors.allSatisfy { $0.leftOpen == nil }, "\(source)")
        }
    }

    @Test func fiveThousandAlternatingJSXTemplatesAndBraces() {
        // Each level: an element whose expression container holds a template whose substitution holds the next.
        let depth = 5_000
        let open = "<a b={{c: 1}}>{`t${", close = "}`}</a>"
        let source = "x = " + String(repeating: open, count: depth) + "0" + String(repeating: close, count: depth) + " / 2"
        let file = lexed(source, .jsx)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.filter { $0.kind == .templateHead }.count == depth)
        #expect(file.tokens.filter { $0.kind == .templateTail }.count == depth)
        #expect(file.tokens.suffix(2).map { file.text($0) } == ["/", "2"])
    }

    @Test func unmatchedClosersAreReportedAndSkipped() {
        let file = lexed(") ] } x")
        #expect(file.errors.count == 3)
        #expect(file.tokens.count == 4)
    }

    @Test func missingParenthesisBeforeBraceRecovers() {
        let file = lexed("function f() { g(1; } /re/.test(x)")
        #expect(file.errors.count == 1)
        #expect(file.tokens.contains { $0.kind == .regex })
    }

    @Test func nulBytesInCodeAndInStrings() {
        let file = Lexer.lex(Array("a\u{0}b '\u{0}' `\u{0}` // \u{0}\nc".utf8), dialect: .javascript)
        #expect(file.tokens.map(\.kind) == [.identifier, .identifier, .string, .template, .identifier])
        #expect(file.errors.count == 1)
    }

    @Test func invalidUTF8() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x20, 0xC3, 0x28, 0x20, 0x27, 0xFE, 0x27, 0x20, 0xE2, 0x80]
        let file = Lexer.lex(bytes, dialect: .javascript)
        #expect(file.tokens.contains { $0.kind == .string })
        #expect(file.errors.count >= 2)
        for token in file.tokens { #expect(token.start < token.end && Int(token.end) <= bytes.count) }
    }

    @Test func errorsAreCappedForBinaryInput() {
        let file = Lexer.lex([UInt8](repeating: 0x01, count: 100_000), dialect: .javascript)
        #expect(file.errors.count <= 201)
        #expect(file.errors.last?.message.contains("too many") == true)
    }

    @Test func tenMegabyteSingleLineMinifiedBundle() {
        let chunk = "var a=function(b,c){return b/c/2+/x[/]y/g.exec(c)[0]+`t${b}`},d={e:1}/2;"
        var bytes = [UInt8]()
        bytes.reserveCapacity(10_000_000 + chunk.utf8.count)
        while bytes.count < 10_000_000 { bytes.append(contentsOf: chunk.utf8) }
        let file = Lexer.lex(bytes, dialect: .javascript)
        #expect(file.errors.isEmpty)
        #expect(file.lineStarts.count == 1)
        #expect(file.tokens.count <= bytes.count)
        #expect(file.tokens.filter { $0.kind == .regex }.count == bytes.count / chunk.utf8.count)
    }

    @Test func unterminatedEverythingAtEndOfInput() {
        for source in ["'abc", "\"abc", "`abc", "`a${", "/* abc", "x = /abc", "<a b=\"c", "x = <a>", "x = <a>{",
                       "\\u{12", "#", "0x", "1e", "a?.", "<", "x = </", "`${`${`"] {
            let file = lexed(source, .jsx)
            for token in file.tokens {
                #expect(token.start <= token.end && Int(token.end) <= file.bytes.count, "\(source)")
            }
        }
    }
}

/// Inputs built so that a naive lexer rescans the same bytes again and again. Each must finish with a token
/// count bounded by its size; a quadratic lexer would not finish these in any reasonable time.
@Suite struct QuadraticTrapTests {
    @Test func unterminatedRegexAttemptsOnOneLongLine() {
        // Every `/` follows `(`, so it may start a regex; `[` keeps each candidate open to the end of the line.
        let bytes = Array(String(repeating: "(/[", count: 200_000).utf8)
        let file = Lexer.lex(bytes, dialect: .javascript)
        #expect(file.tokens.count <= bytes.count)
        #expect(file.errors.contains { $0.message.contains("every later '/'") })
    }

    @Test func failedJSXGuessesRunningToTheEnd() {
        let bytes = Array(("x = <a " + String(repeating: "b ", count: 300_000) + "; y = <c " + String(repeating: "d ", count: 300_000)).utf8)
        let file = Lexer.lex(bytes, dialect: .javascript)
        #expect(file.tokens.count <= bytes.count)
        #expect(file.tokens[2].kind == .punctuator)
    }

    @Test func longIdentifiersAfterLessThan() {
        let bytes = Array(String(repeating: "x=<" + String(repeating: "a", count: 1_000) + ";", count: 500).utf8)
        let file = Lexer.lex(bytes, dialect: .jsx)
        #expect(file.tokens.count <= bytes.count)
    }

    @Test func genericArrowLookaheads() {
        // Each `<a>(` makes the lexer look ahead for `) =>`; the lookahead budget bounds the total.
        let statement = "x = <a>(" + String(repeating: "(b) ", count: 100) + ") => 1;\n"
        let bytes = Array(String(repeating: statement, count: 3_000).utf8)
        let file = Lexer.lex(bytes, dialect: .javascript)
        #expect(file.tokens.count <= bytes.count)
    }

    @Test func manyUnclosedTemplatesAndStrings() {
        let bytes = Array(String(repeating: "`${'\"", count: 100_000).utf8)
        let file = Lexer.lex(bytes, dialect: .javascript)
        #expect(file.tokens.count <= bytes.count)
        #expect(!file.errors.isEmpty)
    }
}
