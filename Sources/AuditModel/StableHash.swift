/// FNV-1a, 64 bits: a hash that is the same on every machine and every run (unlike `Hasher`).
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// A hash whose state is `value` (to spell a stored value in hex).
    init(value: UInt64) { self.value = value }

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        // Contiguous bytes (arrays, native strings' UTF-8) take the fast path: no generic iterator per byte.
        let done: Void? = bytes.withContiguousStorageIfAvailable { combine(buffer: $0) }
        if done == nil {
            for byte in bytes { mix(byte) }
        }
    }

    public mutating func combine(_ string: String) {
        var copy = string
        copy.withUTF8 { combine(buffer: $0) }
        mix(0)  // separator, so ("ab","c") ≠ ("a","bc")
    }

    private mutating func combine(buffer: UnsafeBufferPointer<UInt8>) {
        var state = value
        for byte in buffer {
            state ^= UInt64(byte)
            state &*= 0x0000_0100_0000_01b3
        }
        value = state
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
    }

    /// 16 lowercase hexadecimal digits.
    public var hex: String { Self.hexDigits(of: value) }

    /// Any 64-bit value spelled as `hex` spells a hash's state: 16 lowercase hexadecimal digits.
    public static func hexDigits(of value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            let digits: StaticString = "0123456789abcdef"
            for position in 0..<16 {
                buffer[position] = digits.utf8Start[Int((value >> UInt64(60 - 4 * position)) & 0xF)]
            }
            return 16
        }
    }

    public static func hex(of parts: String...) -> String {
        var hash = StableHash()
        for part in parts { hash.combine(part) }
        return hash.hex
    }
}
