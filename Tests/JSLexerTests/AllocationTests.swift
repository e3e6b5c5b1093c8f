import JSLexer
import Testing

/// Lexing allocates a small constant number of buffers, each proportional to the input, and nothing per
/// token. The bound is established by counting, not timing:
///
/// - `Token` is plain data (`_isPOD`): no references, so storing one never allocates or retains;
///   the lexer reads token text from the source bytes on demand and builds no `String` per token;
/// - the lexer's only input-sized allocations are one zero-padded copy of the input (`count + 8` bytes)
///   and the `tokens`, `comments` and `lineStarts` arrays, reserved once from the input size
///   (`count / 4 + 16` tokens, `count / 256 + 16` comments, `count / 32 + 16` lines) — error messages are
///   capped at 201 per file, the bracket stack is one byte per open bracket;
/// - an `Array` that outgrows its reservation at least doubles, so a final token capacity below twice the
///   reservation proves that no regrowth (and no second token buffer) happened.
///
/// Summing those buffers gives every byte the lexer allocated for the input.
@Suite struct AllocationTests {
    static func realisticSource(bytes target: Int) -> [UInt8] {
        var rng = SplitMix64(seed: 7)
        let names = ["user", "items", "config", "state", "props", "value", "result", "index", "handler", "options"]
        var s = ""
        s.reserveCapacity(target + 200)
        while s.utf8.count < target {
            let a = names[rng.below(names.count)], b = names[rng.below(names.count)]
            s += "// Keeps \(a) in sync with \(b); see the \(a) module.\n"
            s += "export function \(a)Of\(b.capitalized)(\(a), \(b) = {}) {\n"
            for _ in 0..<(2 + rng.below(5)) {
                switch rng.below(3) {
                case 0: s += "  const \(a)\(rng.below(9)) = \(b).\(a)?.filter((x) => x.\(b) !== '\(a)') ?? [];\n"
                case 1: s += "  if (/^\(a)-\\d+$/.test(\(b))) { return `\(a) ${\(b).length}`; }\n"
                default: s += "  \(a).\(b) = process.env.REACT_APP_\(b.uppercased()) || \(rng.below(1000));\n"
                }
            }
            s += "}\n\n"
        }
        return Array(s.utf8)
    }

    @Test func oneMegabyteInputAllocatesAFewTimesItsSize() {
        let input = Self.realisticSource(bytes: 1 << 20)
        let n = input.count
        let file = Lexer.lex(input, dialect: .javascript)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.count > n / 10, "the input is realistic code, not one long comment")

        #expect(_isPOD(Token.self), "a token holds no references, so storing it allocates nothing")
        #expect(MemoryLayout<Token>.stride == 16)

        let tokenReservation = n / 4 + 16
        #expect(file.tokens.capacity < 2 * tokenReservation, "the token array never regrew")
        #expect(file.comments.capacity < 2 * (n / 256 + 16), "the comment array never regrew")
        #expect(file.lineStarts.capacity < 2 * (n / 32 + 16), "the line array never regrew")

        let tokenBytes = file.tokens.capacity * MemoryLayout<Token>.stride
        let allocated = (n + 8) + tokenBytes + file.comments.capacity * MemoryLayout<Token>.stride
            + file.lineStarts.capacity * MemoryLayout<Int32>.stride
        // 4 bytes of tokens per input byte, plus malloc's rounding of a large block up to whole pages.
        #expect(tokenBytes <= 4 * n + 8_192)
        #expect(allocated <= 6 * n, "lexing allocated \(allocated) bytes for \(n) input bytes")
    }
}

private extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
