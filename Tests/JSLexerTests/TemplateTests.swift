import JSLexer
import Testing

/// Template string expression ambiguity: `}` closing `${` resumes the template, at any depth.
@Suite struct TemplateTests {
    @Test func templateWithoutSubstitution() {
        #expect(tokenStrings("`a $ {b} $`") == ["template:`a $ {b} $`"])
    }

    @Test func headMiddleTail() {
        #expect(tokenStrings("`a${b}c${d}e`") == [
            "templateHead:`a${", "identifier:b", "templateMiddle:}c${", "identifier:d", "templateTail:}e`",
        ])
    }

    @Test func templatesNestedThreeDeep() {
        #expect(texts("`a${`b${`c${d}`}`}`") == ["`a${", "`b${", "`c${", "d", "}`", "}`", "}`"])
    }

    @Test func objectLiteralBracesInsideSubstitution() {
        #expect(texts("`${ {a: {b: 1}}.a }x`") == ["`${", "{", "a", ":", "{", "b", ":", "1", "}", "}", ".", "a", "}x`"])
    }

    @Test func escapedBacktickAndDollar() {
        #expect(tokenStrings("`\\`\\${x}`") == ["template:`\\`\\${x}`"])
    }

    @Test func multiLineTemplateCountsLines() {
        let file = lexed("`a\nb${\nc}\nd`\ne")
        #expect(file.lineStarts == [0, 3, 7, 10, 13])
        let e = file.tokens.last!
        #expect(file.text(e) == "e" && e.line == 5)
        #expect(file.tokens[1].line == 3)
    }

    @Test func templateNestedTwoThousandDeep() {
        let depth = 2_000
        let source = String(repeating: "`${", count: depth) + "x" + String(repeating: "}`", count: depth)
        let file = lexed(source)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.count == 2 * depth + 1)
        #expect(file.tokens.last?.kind == .templateTail)
    }

    @Test func unterminatedTemplateReportsAndEnds() {
        let file = lexed("x = `abc${y}def")
        #expect(file.tokens.last?.kind == .templateTail)
        #expect(file.errors.first?.message.contains("template") == true)
    }

    @Test func unterminatedSubstitutionReportsUnclosedConstruct() {
        let file = lexed("x = `abc${y")
        #expect(file.errors.contains { $0.message.contains("template substitution") })
    }

    @Test func regexInsideSubstitution() {
        #expect(kindOf("/}/", in: "`${/}/.source}`") == .regex)
    }
}
