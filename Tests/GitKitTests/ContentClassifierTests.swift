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
}
