/// Cheap checks deciding whether bytes are text worth lexing.
public enum ContentClassifier {
    /// How a file's bytes are classified.
    public enum Kind: Sendable, Equatable {
        /// Valid UTF-8 with no NUL byte in the sniffed prefix.
        case text
        /// A NUL byte in the first `sniffLength` bytes.
        case binary
        /// Contains a byte sequence that is not valid UTF-8.
        case invalidUTF8
    }

    /// How many leading bytes are searched for NUL, as git does (xdiff's `FIRST_FEW_BYTES` is 8000).
    public static let sniffLength = 8000

    /// Classifies `bytes`: binary if a NUL occurs early, otherwise text only when the whole is valid UTF-8.
    public static func classify(_ bytes: [UInt8]) -> Kind {
        if bytes.prefix(sniffLength).contains(0) { return .binary }
        return isValidUTF8(bytes) ? .text : .invalidUTF8
    }

    /// Strict UTF-8 validation (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            let raw = UnsafeRawBufferPointer(buffer)
            while index < count {
                // Source is mostly ASCII: eight bytes at a time while no byte has its high bit set.
                if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var lower: UInt8 = 0x80
                var upper: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; upper = 0x9F
                case 0xF0: length = 4; lower = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; upper = 0x8F
                default: return false
                }
                guard index + length <= count else { return false }
                let second = buffer[index + 1]
                guard second >= lower, second <= upper else { return false }
                var next = index + 2
                while next < index + length {
                    guard buffer[next] & 0xC0 == 0x80 else { return false }
                    next += 1
                }
                index += length
            }
            return true
        }
    }
}
