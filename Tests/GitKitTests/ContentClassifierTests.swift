import GitKit
import Testing

@Suite struct ContentClassifierTests {
    @Test(arguments: [
        ([], ContentClassifier.Kind.text),
        (Array("plain ascii\n".utf8), .text),
        (Array("é 日本 🎉".utf8), .text),
        ([0xEF, 0xBB, 0xBF, 0x61], .text),
        ([0x61, 0x00, 0x62], .binary),
        ([0xC3], .invalidUTF8),                    // truncated sequence
        ([0xC0, 0xAF], .invalidUTF8),              // overlong "/"
        ([0xED, 0xA0, 0x80], .invalidUTF8),        // UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], .invalidUTF8),  // above U+10FFFF
        ([0xE9, 0x74, 0xE9], .invalidUTF8),        // Latin-1 "été"
        ([0xF0, 0x9F, 0x98, 0x80], .text),         // U+1F600
    ])
    func classifies(bytes: [UInt8], expected: ContentClassifier.Kind) {
        #expect(ContentClassifier.classify(bytes) == expected)
    }

    @Test func onlyLooksForNULInTheFirst8000Bytes() {
        let late = [UInt8](repeating: 0x61, count: ContentClassifier.sniffLength) + [0x00]
        #expect(ContentClassifier.classify(late) == .text)
        let early = [UInt8](repeating: 0x61, count: ContentClassifier.sniffLength - 1) + [0x00]
        #expect(ContentClassifier.classify(early) == .binary)
    }

    @Test func agreesWithTheStandardLibraryAtEveryOffsetOfLongASCIIRuns() {
        // ASCII is checked eight bytes at a time: sequences at every alignment, truncated at the very end too.
        let sequences: [[UInt8]] = [
            [0xC3, 0xA9], [0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE6, 0x97, 0xA5], [0xF0, 0x9F, 0x98, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFF],
        ]
        for sequence in sequences {
            for before in 0..<17 {
                for after in [0, 1, 7, 8, 9] {
                    let bytes = [UInt8](repeating: 0x61, count: before) + sequence + [UInt8](repeating: 0x62, count: after)
                    let reference = String(validating: bytes, as: UTF8.self) != nil
                    #expect(ContentClassifier.isValidUTF8(bytes) == reference, "\(sequence) after \(before), \(after) after")
                }
            }
        }
    }
}
