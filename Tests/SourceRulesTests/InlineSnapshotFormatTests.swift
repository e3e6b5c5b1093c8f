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
}
