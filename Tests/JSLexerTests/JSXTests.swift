import JSLexer
import Testing

/// JSX: elements, fragments, attributes, text (which is not code), expression containers, nesting; decided
/// from context in `.js`, never in `.ts`, with TSX generics told apart.
@Suite struct JSXTests {
    @Test func elementWithAttributesAndText() {
        #expect(tokenStrings("x = <a b=\"1\" c='2' d={3} {...e}>hi there</a>", .jsx) == [
            "identifier:x", "punctuator:=", "jsxTagStart:<", "jsxIdentifier:a", "jsxIdentifier:b", "punctuator:=",
            "jsxString:\"1\"", "jsxIdentifier:c", "punctuator:=", "jsxString:'2'", "jsxIdentifier:d", "punctuator:=",
            "punctuator:{", "number:3", "punctuator:}", "punctuator:{", "punctuator:...", "identifier:e",
            "punctuator:}", "jsxTagEnd:>", "jsxText:hi there", "jsxTagStart:<", "jsxSlash:/", "jsxIdentifier:a",
            "jsxTagEnd:>",
        ])
    }

    @Test func fragments() {
        #expect(tokenStrings("f(<><b/></>)", .jsx) == [
            "identifier:f", "punctuator:(", "jsxTagStart:<", "jsxTagEnd:>", "jsxTagStart:<", "jsxIdentifier:b",
            "jsxSlash:/", "jsxTagEnd:>", "jsxTagStart:<", "jsxSlash:/", "jsxTagEnd:>", "punctuator:)",
        ])
    }

    @Test func dashedNamespacedAndMemberNames() {
        #expect(texts("<svg:rect data-id=\"1\" aria-label=\"x\"/>", .jsx)
            == ["<", "svg", ":", "rect", "data-id", "=", "\"1\"", "aria-label", "=", "\"x\"", "/", ">"])
        #expect(tokenStrings("<A.B.C/>", .jsx).contains("jsxIdentifier:C"))
    }

    @Test func jsxTextIsNotCode() {
        let file = lexed("const p = <p>process.env is gone, don't { } worry</p>;", .jsx)
        #expect(!file.tokens.contains { file.text($0) == "process" })
        #expect(file.tokens.contains { $0.kind == .jsxText && file.text($0) == "process.env is gone, don't " })
    }

    @Test func greaterThanAndQuotesInTextAreText() {
        #expect(tokenStrings("<p>a > b \"c</p>", .jsx)[3] == "jsxText:a > b \"c")
    }

    @Test func nestedJSXInExpressionInJSX() {
        let source = "<ul>{items.map(i => <li key={i.id}>{i.ok ? <b>{i.name}</b> : <i>no</i>}</li>)}</ul>"
        let file = lexed(source, .jsx)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.filter { $0.kind == .jsxText }.map { file.text($0) } == ["no"])
        #expect(file.tokens.filter { $0.kind == .jsxTagEnd }.count == 8)
        #expect(file.tokens.last?.kind == .jsxTagEnd)
    }

    @Test func arrowAndComparisonInsideAttributeExpression() {
        let file = lexed("<a onClick={() => a > b && c < d} />", .jsx)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.map { file.text($0) }.suffix(4) == ["d", "}", "/", ">"])
        #expect(file.tokens.filter { $0.kind == .jsxTagStart }.count == 1)
    }

    @Test func commentChildAndCommentsInTags() {
        let file = lexed("<a /* c1 */ b // c2\n>{/* c3 */}</a>", .jsx)
        #expect(file.comments.map { file.text($0) } == ["/* c1 */", "// c2", "/* c3 */"])
        #expect(file.errors.isEmpty)
    }

    @Test func multiLineAttributeStringCountsLines() {
        let file = lexed("<a b=\"x\ny\" />\nz", .jsx)
        #expect(file.tokens.last.map { file.text($0) } == "z")
        #expect(file.tokens.last?.line == 3)
    }

    @Test func jsxDecidedFromContextInJavaScript() {
        #expect(lexed("x = <div/>").containsJSX)
        #expect(lexed("return (<A/>)").containsJSX)
        #expect(lexed("cond && <A/>").containsJSX)
        #expect(!lexed("if (a < b) { c() }").containsJSX)
        #expect(!lexed("for (let i = 0; i <n; i++) {}").containsJSX)
        #expect(!lexed("x = a <b> c").containsJSX)
        #expect(texts("x = a <b> c") == ["x", "=", "a", "<", "b", ">", "c"])
    }

    @Test func lessThanFollowedByNonNameIsNeverJSX() {
        #expect(!lexed("x = < 3").containsJSX)
        #expect(!lexed("x = <= 3").containsJSX)
    }

    @Test func neverJSXInTypeScript() {
        let file = lexed("const x = <any>y; const z = <T>(a: T) => a; let p = <p>process.env</p>", .typescript)
        #expect(!file.containsJSX)
        #expect(!file.tokens.contains { $0.kind == .jsxTagStart || $0.kind == .jsxText })
        #expect(file.tokens.contains { $0.kind == .identifier && file.text($0) == "process" })
    }

    @Test func tsxGenericArrowsAreNotElements() {
        let generic = lexed("const f = <T,>(x: T) => x;", .tsx)
        #expect(!generic.containsJSX)
        #expect(generic.errors.isEmpty)
        let constrained = lexed("const g = <T extends object>(x: T) => x;", .tsx)
        #expect(!constrained.containsJSX)
        let element = lexed("const e = <T extends=\"a\">x</T>;", .tsx)
        #expect(element.containsJSX)
        #expect(lexed("const h = <T>{x}</T>;", .tsx).containsJSX)
        // A default type argument is not an attribute value either: the guess is undone.
        let defaulted = lexed("const d = <T = unknown>(x: T) => x;", .tsx)
        #expect(!defaulted.containsJSX)
        #expect(defaulted.errors.isEmpty)
    }

    /// JedWatson/react-select docs/examples/CustomGroup.tsx: an element with TypeScript type arguments
    /// (`<Select<ColourOption | FlavourOption>`) was read as `<` less-than, and the rest of the file as the
    /// children of an unclosed element.
    @Test func tsxElementTypeArgumentsAreSkipped() {
        let source = """
            export default () => (
              <Select<ColourOption | FlavourOption>
                defaultValue={colourOptions[1]}
                options={groupedOptions}
                components={{ Group }}
              />
            );
            const icon = require('./icon.png');
            """
        let file = lexed(source, .tsx)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.filter { $0.kind == .jsxTagStart }.count == 1)
        #expect(file.tokens.contains { $0.kind == .jsxIdentifier && file.text($0) == "defaultValue" && $0.line == 3 })
        #expect(file.tokens.contains { $0.kind == .identifier && file.text($0) == "require" && $0.line == 8 })
        // Nested, multi-line and arrow-typed arguments, on a member name; an attribute then `<` is still no tag.
        let nested = lexed("x = <Form.Item<Map<string, (v: T) => void>,\n  'a>b'> name=\"n\">{y}</Form.Item>;\nz = 1;", .tsx)
        #expect(nested.errors.isEmpty)
        #expect(nested.tokens.contains { $0.kind == .jsxIdentifier && nested.text($0) == "name" && $0.line == 2 })
        #expect(!lexed("x = <b c <d;", .tsx).containsJSX)
    }

    @Test func flowGenericArrowIsNotAnElement() {
        let file = lexed("const f = <T>(x: T): Array<T> => [x];\nconst y = a / b / c;")
        #expect(!file.containsJSX)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.filter { file.text($0) == "/" }.count == 2)
        #expect(!lexed("const g = <T>(x) => x;", .jsx).containsJSX)
    }

    @Test func tsxFunctionTypeWithTypeParametersIsNotAnElement() {
        let file = lexed("let f: <T>(x: T) => T = g;\nlet h = <b>(optional)</b>;", .tsx)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.filter { $0.kind == .jsxTagStart }.count == 2)
    }

    @Test func elementWhoseTextStartsWithParenthesisStaysAnElement() {
        let file = lexed("x = <b>(optional): see the docs</b>;", .jsx)
        #expect(file.containsJSX)
        #expect(file.tokens.contains { $0.kind == .jsxText && file.text($0) == "(optional): see the docs" })
        #expect(lexed("x = <i>(a)</i>;\ny = <i>(b) and (c)</i>", .jsx).tokens.filter { $0.kind == .jsxText }.count == 2)
    }

    @Test func notATagAfterAllRollsBack() {
        // `<b c d;` cannot be a tag: the lexer undoes its guess and reads `<` as less-than.
        let file = lexed("x = <b c d; y = 1")
        #expect(!file.containsJSX)
        #expect(file.tokens.map { file.text($0) } == ["x", "=", "<", "b", "c", "d", ";", "y", "=", "1"])
        #expect(file.errors.isEmpty)
    }

    @Test func unterminatedTagAtEndOfInputRollsBack() {
        let file = lexed("x = <b c")
        #expect(!file.containsJSX)
        #expect(file.tokens.map(\.kind) == [.identifier, .punctuator, .punctuator, .identifier, .identifier])
    }

    @Test func unclosedElementIsReported() {
        let file = lexed("x = <div><span>text", .jsx)
        #expect(file.containsJSX)
        #expect(file.errors.contains { $0.message.contains("JSX element") })
    }

    @Test func strayClosingTagIsReported() {
        let file = lexed("x = </a>; y", .jsx)
        #expect(file.tokens.map(\.kind).prefix(6) == [.identifier, .punctuator, .jsxTagStart, .jsxSlash, .jsxIdentifier,
                                                       .jsxTagEnd])
        #expect(file.errors.map(\.message) == ["JSX closing tag without an open element"])
    }

    @Test func divisionAfterElement() {
        #expect(texts("x = <a/> / 2 / 1", .jsx).suffix(4) == ["/", "2", "/", "1"])
    }

    @Test func deeplyNestedElements() {
        let depth = 5_000
        let source = "x = " + String(repeating: "<a>", count: depth) + "t" + String(repeating: "</a>", count: depth)
        let file = lexed(source, .jsx)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.filter { $0.kind == .jsxText }.count == 1)
    }
}
