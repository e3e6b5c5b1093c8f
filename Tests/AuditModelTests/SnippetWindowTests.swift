import AuditModel
import Testing

/// A long line is quoted around the finding's column, never cut inside a character.
@Suite struct SnippetWindowTests {
    @Test func aShortLineIsQuotedWholeAndTrimmed() {
        #expect(Finding.snippet(quoting: "   \"webpack\": \"4.29.0\"\t", atColumn: 4) == "\"webpack\": \"4.29.0\"")
    }

    @Test func aLongLineIsQuotedAroundTheColumnCountedInUTF16Units() {
        // Each 😀 is 4 bytes but 2 UTF-16 units: the column is past 300 bytes of them.
        let line = String(repeating: "😀", count: 100) + " \"webpack\": \"4.29.0\" " + String(repeating: "x", count: 300)
        let column = 200 + 2  // after 100 emoji (200 units) and the space
        let snippet = Finding.snippet(quoting: line, atColumn: column)
        #expect(snippet.contains("\"webpack\": \"4.29.0\""), "\(snippet)")
        #expect(snippet.hasPrefix("…") && snippet.hasSuffix("…"))
        #expect(snippet.utf8.count <= Finding.snippetLimit + 2 * "…".utf8.count)
        #expect(!snippet.contains("\u{FFFD}"))
    }

    @Test func aColumnPastTheLineQuotesItsEnd() {
        let line = String(repeating: "a", count: 500) + "END"
        let snippet = Finding.snippet(quoting: line, atColumn: 10_000)
        #expect(snippet.hasPrefix("…") && snippet.hasSuffix("END"), "\(snippet.suffix(10))")
    }
}
