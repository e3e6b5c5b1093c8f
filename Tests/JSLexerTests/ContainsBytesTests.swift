import Testing

@testable import JSLexer

@Suite struct ContainsBytesTests {
    @Test("finds a literal anywhere, including at the very end and after false starts", arguments: [
        ("JEST_WORKER_ID", "process.env.JEST_WORKER_ID", true),
        ("JEST_WORKER_ID", "// JEST_WORKER_I\nJEST_WORKER_ID", true),
        ("JEST_WORKER_ID", "JEST_WORKER_I", false),
        ("JEST_WORKER_ID", "JJEST_WORKER_IDD", true),
        ("JEST_WORKER_ID", "", false),
        ("meta", "import.meta", true),
        ("meta", "import.met", false),
        ("meta", "métameta", true),
    ])
    func containsBytes(needle: String, text: String, expected: Bool) {
        let file = Lexer.lex(Array(text.utf8), dialect: .javascript)
        // StaticString is required by the API; map the few needles used here.
        let found: Bool
        switch needle {
        case "JEST_WORKER_ID": found = file.containsBytes("JEST_WORKER_ID")
        default: found = file.containsBytes("meta")
        }
        #expect(found == expected)
    }

    @Test("a range limits the search, and a range past the bytes is clamped")
    func containsBytesInRange() {
        let file = Lexer.lex(Array("a /* meta */ b".utf8), dialect: .javascript)
        #expect(file.containsBytes("meta", in: 2..<12))
        #expect(!file.containsBytes("meta", in: 0..<7))
        #expect(!file.containsBytes("meta", in: 9..<100))
        #expect(file.containsBytes("meta", in: 5..<100))
    }
}
