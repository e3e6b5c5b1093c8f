import Testing

@testable import ScanEngine

/// The whole-report entries' checksum: the same for the same bytes, different for any one-bit change or a cut.
@Suite struct CacheChecksumTests {
    @Test func everyOneBitChangeAndEveryCutChangesTheChecksum() {
        let bytes = (0..<61).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let original = CacheChecksum.hex(of: bytes[...])
        #expect(original.utf8.count == 16)
        #expect(CacheChecksum.hex(of: bytes[...]) == original)
        var seen: Set<String> = [original]
        for index in bytes.indices {
            for bit in 0..<8 {
                var changed = bytes
                changed[index] ^= 1 << bit
                #expect(seen.insert(CacheChecksum.hex(of: changed[...])).inserted, "byte \(index) bit \(bit)")
            }
        }
        for length in 0..<bytes.count {
            #expect(seen.insert(CacheChecksum.hex(of: bytes[..<length])).inserted, "cut at \(length)")
        }
        // Zero bytes appended are not invisible.
        #expect(CacheChecksum.hex(of: (bytes + [0])[...]) != original)
        #expect(CacheChecksum.hex(of: bytes[1...]) == CacheChecksum.hex(of: Array(bytes[1...])[...]), "a slice reads as its bytes")
    }
}
