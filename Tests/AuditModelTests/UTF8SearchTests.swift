import AuditModel
import Testing

@Suite struct UTF8SearchTests {
    @Test("finds byte sequences in strings and substrings, at the ends too", arguments: [
        ("src/a.test.js", ".test.", true), ("src/a.tes.js", ".test.", false), ("", "", true), ("x", "", true),
        ("/server/", "/server/", true), ("/serve", "/server/", false), ("é.worker.js", ".worker.", true),
        ("aab", "ab", true), ("http://x", "://", true),
    ])
    func search(text: String, needle: String, found: Bool) {
        #expect(text.utf8Contains(needle) == found)
        let padded = "«" + text + "»"
        let slice = padded.dropFirst().dropLast()
        #expect(slice.utf8Contains(needle) == found)
    }
}
