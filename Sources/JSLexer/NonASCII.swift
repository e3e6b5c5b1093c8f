/// How the lexer reads a UTF-8 sequence that starts with a byte ≥ 0x80.
enum NonASCIIKind {
    /// NBSP, U+1680, U+2000–U+200A, U+202F, U+205F, U+3000, U+FEFF.
    case whitespace
    /// U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR.
    case lineTerminator
    /// Any other well-formed character. The lexer accepts every such character in identifiers rather than
    /// carry the Unicode ID_Start/ID_Continue tables: valid source is tokenised the same, invalid source
    /// is accepted silently.
    case identifierCharacter
    /// A byte that does not start a well-formed UTF-8 sequence.
    case invalid
}

/// Classifies the UTF-8 sequence at `p[j]` (which must be ≥ 0x80) and returns its length in bytes.
/// Reads at most 4 bytes; the input is padded with zero bytes, which are never continuation bytes.
@inline(__always)
func classifyNonASCII(_ p: UnsafePointer<UInt8>, _ j: Int) -> (kind: NonASCIIKind, length: Int) {
    let b0 = p[j]
    @inline(__always) func isContinuation(_ b: UInt8) -> Bool { b & 0xC0 == 0x80 }
    if b0 < 0xC2 { return (.invalid, 1) }
    if b0 < 0xE0 {
        let b1 = p[j + 1]
        guard isContinuation(b1) else { return (.invalid, 1) }
        return (b0 == 0xC2 && b1 == 0xA0 ? .whitespace : .identifierCharacter, 2)
    }
    if b0 < 0xF0 {
        let b1 = p[j + 1], b2 = p[j + 2]
        guard isContinuation(b1), isContinuation(b2) else { return (.invalid, 1) }
        if b0 == 0xE0 && b1 < 0xA0 { return (.invalid, 1) }  // overlong
        if b0 == 0xED && b1 > 0x9F { return (.invalid, 1) }  // UTF-16 surrogate
        let scalar = (UInt32(b0 & 0x0F) << 12) | (UInt32(b1 & 0x3F) << 6) | UInt32(b2 & 0x3F)
        switch scalar {
        case 0x2028, 0x2029: return (.lineTerminator, 3)
        case 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000, 0xFEFF: return (.whitespace, 3)
        default: return (.identifierCharacter, 3)
        }
    }
    if b0 < 0xF5 {
        let b1 = p[j + 1], b2 = p[j + 2], b3 = p[j + 3]
        guard isContinuation(b1), isContinuation(b2), isContinuation(b3) else { return (.invalid, 1) }
        if b0 == 0xF0 && b1 < 0x90 { return (.invalid, 1) }  // overlong
        if b0 == 0xF4 && b1 > 0x8F { return (.invalid, 1) }  // beyond U+10FFFF
        return (.identifierCharacter, 4)
    }
    return (.invalid, 1)
}

/// True when `p[j]` starts U+2028 or U+2029.
@inline(__always)
func isUnicodeLineTerminator(_ p: UnsafePointer<UInt8>, _ j: Int) -> Bool {
    p[j] == 0xE2 && p[j + 1] == 0x80 && (p[j + 2] == 0xA8 || p[j + 2] == 0xA9)
}
