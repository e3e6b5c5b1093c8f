import AuditModel
import Testing

@testable import SourceRules

/// test-snapshot-format's inline half: every inline snapshot matcher Jest ≤ 28 wrote in its old format.
@Suite struct InlineSnapshotFormatTests {
    /// An error's message is a string snapshot too: Jest ≤ 28 escaped its quotes (`escapeString`), Vitest does not.
    @Test func anErrorsInlineSnapshotWithEscapedQuotesIsReported() {
        let code = "it('throws', () => {\n  expect(() => parse('{')).toThrowErrorMatchingInlineSnapshot(`\"Unexpected token \\\\\"{\\\\\"\"`);\n});"
        let found = ExampleRunner.findings(of: TestRules.SnapshotFormat(), code: code, fileName: "src/parse.test.js")
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:28"])
        // Vitest's own format: quotes as they are.
        let current = "expect(() => parse('{')).toThrowErrorMatchingInlineSnapshot(`\"Unexpected token \"{\"\"`);"
        #expect(ExampleRunner.findings(of: TestRules.SnapshotFormat(), code: current, fileName: "src/parse.test.js").isEmpty)
    }

    /// Jest 29 leaves a string's quotes bare: `JSON.stringify` of a value holding a quote keeps its own `\"`, which the
    /// template writes `\\"` as escapeString's output would, but the JSON's quotes around it are bare.
    @Test func aJest29InlineSnapshotOfAStringifiedQuoteIsNotReported() {
        let jest29 = #"expect(JSON.stringify({ a: 'say "hi"' })).toMatchInlineSnapshot(`"{"a":"say \\"hi\\""}"`);"#
        #expect(ExampleRunner.findings(of: TestRules.SnapshotFormat(), code: jest29, fileName: "src/json.test.js").isEmpty)
        let multiline = "expect(JSON.stringify(x, null, 2)).toMatchInlineSnapshot(`\n  \"{\n    \"a\": \"say \\\\\"hi\\\\\"\"\n  }\"\n`);"
        #expect(ExampleRunner.findings(of: TestRules.SnapshotFormat(), code: multiline, fileName: "src/json.test.js").isEmpty)
        let jest28 = #"expect(JSON.stringify({ a: 'say "hi"' })).toMatchInlineSnapshot(`"{\\"a\\":\\"say \\\\\\"hi\\\\\\"\\"}"`);"#
        #expect(ExampleRunner.findings(of: TestRules.SnapshotFormat(), code: jest28, fileName: "src/json.test.js").count == 1)
    }
}
