import JSLexer
import Testing

@Suite struct BasicTokenTests {
    @Test func punctuatorsAndIdentifiers() {
        #expect(texts("a ??= b?.c ** 2 **= 3 => x") == ["a", "??=", "b", "?.", "c", "**", "2", "**=", "3", "=>", "x"])
    }

    @Test func templatesNestInsideJSXInsideExpressions() {
        let tokens = tokenStrings("return <div className=\"x\">process.env {a ? <b/> : `t${`n${2}`}`}</div>;", .jsx)
        #expect(tokens == [
            "identifier:return", "jsxTagStart:<", "jsxIdentifier:div", "jsxIdentifier:className", "punctuator:=",
            "jsxString:\"x\"", "jsxTagEnd:>", "jsxText:process.env ", "punctuator:{", "identifier:a", "punctuator:?",
            "jsxTagStart:<", "jsxIdentifier:b", "jsxSlash:/", "jsxTagEnd:>", "punctuator::", "templateHead:`t${",
            "templateHead:`n${", "number:2", "templateTail:}`", "templateTail:}`", "punctuator:}", "jsxTagStart:<",
            "jsxSlash:/", "jsxIdentifier:div", "jsxTagEnd:>", "punctuator:;",
        ])
        #expect(lexed("<a/>", .jsx).containsJSX)
    }

    @Test func tokenIsSixteenBytes() {
        #expect(MemoryLayout<Token>.stride == 16)
    }
}
