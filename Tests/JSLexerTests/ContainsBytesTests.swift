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

    @Test("the search pivots on the needle's rarest byte and agrees with a plain search at every place and range")
    func pivotedSearchAgreesWithAPlainOne() {
        #expect("componentWill".withCString { LexedFile.rarestByteOffset(UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), length: 13) } == 9)
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("componentWilontextTypsJ_ID ".utf8)
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 40)
            let text = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let file = Lexer.lex(text, dialect: .javascript)
            let lower = Int(generator.next() % UInt64(count + 1)), upper = lower + Int(generator.next() % UInt64(count + 2 - lower))
            for (needle, found) in [
                ("componentWill", file.containsBytes("componentWill", in: lower..<upper)), ("ontextTypes", file.containsBytes("ontextTypes", in: lower..<upper)),
                ("Will", file.containsBytes("Will", in: lower..<upper)), ("o", file.containsBytes("o", in: lower..<upper)),
            ] {
                let window = Array(text[min(lower, count)..<min(upper, count)])
                let expected = window.count >= needle.utf8.count
                    && (0...(window.count - needle.utf8.count)).contains { window[$0..<($0 + needle.utf8.count)].elementsEqual(needle.utf8) }
                #expect(found == expected, "\(needle) in \(String(decoding: text, as: UTF8.self)) [\(lower), \(upper))")
            }
        }
    }
}
