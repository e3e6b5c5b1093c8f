import JSLexer
import Testing

/// Division / regular-expression ambiguity: decided by the previous token and, after `)` and `}`, by what
/// opened the bracket.
@Suite struct RegexDivisionTests {
    @Test func chainedDivisionIsNotARegex() {
        #expect(texts("a / b / c") == ["a", "/", "b", "/", "c"])
        #expect(kindOf("/", in: "x = a / 2 / g") == .punctuator)
    }

    @Test func divisionAfterParenthesisedExpression() {
        #expect(texts("(a) / b / c") == ["(", "a", ")", "/", "b", "/", "c"])
        #expect(texts("f(x) /2/ 1") == ["f", "(", "x", ")", "/", "2", "/", "1"])
    }

    @Test func regexAfterIfWhileForHead() {
        #expect(kindOf("/re/", in: "if (a) /re/.test(x)") == .regex)
        #expect(kindOf("/re/g", in: "while (a) /re/g.exec(s)") == .regex)
        #expect(kindOf("/re/", in: "for (;;) /re/.test(x)") == .regex)
        #expect(kindOf("/re/", in: "for await (const x of y) /re/.test(x)") == .regex)
    }

    @Test func propertyNamedIfIsNotAControlHead() {
        #expect(texts("a.if(x) / 2 / 3") == ["a", ".", "if", "(", "x", ")", "/", "2", "/", "3"])
    }

    @Test func regexAfterBlockBraceButDivisionAfterObjectLiteral() {
        #expect(kindOf("/re/", in: "function f() {} /re/.test(x)") == .regex)
        #expect(kindOf("/re/", in: "if (a) { b() } /re/.test(x)") == .regex)
        #expect(texts("x = {} / 2 / 3") == ["x", "=", "{", "}", "/", "2", "/", "3"])
        #expect(texts("x = {a: 1} / 2 / 3") == ["x", "=", "{", "a", ":", "1", "}", "/", "2", "/", "3"])
        #expect(texts("return {a: 1} / 2 / 3").filter { $0 == "/" }.count == 2)
    }

    @Test func keywordsThatPrecedeAnExpression() {
        for keyword in ["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "yield", "await",
                        "throw", "case", "do", "else"] {
            #expect(kindOf("/x/g", in: "a \(keyword) /x/g") == .regex, "after \(keyword)")
        }
    }

    @Test func keywordNamedPropertiesAreOperands() {
        #expect(texts("a.return / 2 / 1") == ["a", ".", "return", "/", "2", "/", "1"])
        #expect(texts("a?.typeof / 2 / 1") == ["a", "?.", "typeof", "/", "2", "/", "1"])
        #expect(texts("x.yield /y/ 2") == ["x", ".", "yield", "/", "y", "/", "2"])
    }

    @Test func postfixIncrementIsAnOperand() {
        #expect(texts("a++ / 2 / 1") == ["a", "++", "/", "2", "/", "1"])
        #expect(texts("a-- /b/ 1") == ["a", "--", "/", "b", "/", "1"])
    }

    @Test func regexAfterOperatorsAndAtStart() {
        #expect(kindOf("/a/", in: "/a/.test(s)") == .regex)
        #expect(kindOf("/b/", in: "x = a || /b/") == .regex)
        #expect(kindOf("/c/", in: "f(/c/)") == .regex)
        #expect(kindOf("/d/", in: "[/d/]") == .regex)
        #expect(kindOf("/e/", in: "x = y ? /e/ : 1") == .regex)
        #expect(kindOf("/f/", in: "() => /f/") == .regex)
        #expect(kindOf("/g/", in: "`${/g/}`") == .regex)
    }

    @Test func slashInsideCharacterClassAndEscapes() {
        #expect(kindOf("/[/]/g", in: "x = /[/]/g") == .regex)
        #expect(kindOf("/\\//", in: "x = /\\//") == .regex)
        #expect(kindOf("/[\\]/]+/", in: "x = /[\\]/]+/") == .regex)
    }

    @Test func regexFlagsBelongToTheRegex() {
        #expect(texts("x = /a/dgimsuyv;") == ["x", "=", "/a/dgimsuyv", ";"])
    }

    @Test func unterminatedRegexFallsBackToDivisionWithAnError() {
        let file = lexed("x = /abc\ny = 1")
        #expect(file.tokens.map { file.text($0) } == ["x", "=", "/", "abc", "y", "=", "1"])
        #expect(file.errors.count == 1)
        #expect(file.errors.first?.offset == 4)
        #expect(file.errors.first?.message.contains("regular expression") == true)
    }

    @Test func nonNullAssertionIsAnOperand() {
        #expect(texts("a! / b / c", .typescript) == ["a", "!", "/", "b", "/", "c"])
        #expect(texts("f()! / 2 / 1", .tsx).filter { $0 == "/" }.count == 2)
        #expect(kindOf("/x/", in: "a = !/x/.test(s)", .typescript) == .regex)
        #expect(kindOf("/x/", in: "if (!/x/.test(s)) {}") == .regex)
    }

    @Test func divisionAssignment() {
        #expect(texts("a /= 2") == ["a", "/=", "2"])
    }

    @Test func newlineDoesNotTurnDivisionIntoRegex() {
        // No automatic semicolon before `/`: this is `a = b / re / g.exec(c)`.
        #expect(texts("a = b\n/re/g.exec(c)") == ["a", "=", "b", "/", "re", "/", "g", ".", "exec", "(", "c", ")"])
    }
}
