#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lexed file: its bytes, its tokens and comments as byte ranges, where its lines start, and what went
/// wrong. Reading a token's text allocates only when asked for a `String`; `matches` compares bytes.
public struct LexedFile: Sendable {
    public let bytes: [UInt8]
    public let dialect: SourceDialect
    /// Significant tokens in source order (no comments).
    public let tokens: [Token]
    /// `lineComment`, `blockComment`, `htmlComment` and `hashbang` tokens in source order.
    public let comments: [Token]
    /// Byte offset of the first byte of each line: index 0 is line 1. Lines end at LF, CR, CRLF, U+2028 and
    /// U+2029 (the ECMAScript line terminators), inside tokens as well as between them. With a UTF-8 byte
    /// order mark, line 1 starts after it, at offset 3.
    public let lineStarts: [Int32]
    /// Positioned problems, in the order met. Lexing recovered from each.
    public let errors: [LexError]
    /// Whether any JSX element was recognised.
    public var containsJSX: Bool
    /// The offset of the first byte that is not ASCII (`bytes.count` when there is none): columns before it are
    /// byte distances, found without counting, so that thousands of findings on one long line are not quadratic.
    private let firstNonASCII: Int
    /// UTF-16 units before every `checkpointStride`-th byte, when the file has non-ASCII text: a column on a long
    /// line (minified code, a 400 KB one-line config) is then no scan from the line's start for every token.
    private let unitCheckpoints: [Int]
    private static let checkpointStride = 1024

    public init(bytes: [UInt8], dialect: SourceDialect, tokens: [Token], comments: [Token], lineStarts: [Int32],
                errors: [LexError], containsJSX: Bool) {
        self.bytes = bytes
        self.dialect = dialect
        self.tokens = tokens
        self.comments = comments
        self.lineStarts = lineStarts
        self.errors = errors
        self.containsJSX = containsJSX
        firstNonASCII = Self.firstNonASCIIOffset(in: bytes)
        // Only a file with a line long enough to use them pays for them: one more pass over its bytes.
        unitCheckpoints = firstNonASCII < bytes.count && Self.hasLine(longerThan: 2 * Self.checkpointStride, lineStarts: lineStarts, count: bytes.count)
            ? Self.checkpoints(in: bytes) : []
    }

    private static func hasLine(longerThan length: Int, lineStarts: [Int32], count: Int) -> Bool {
        var previous = 0
        for start in lineStarts {
            if Int(start) - previous > length { return true }
            previous = Int(start)
        }
        return count - previous > length
    }

    private static func checkpoints(in bytes: [UInt8]) -> [Int] {
        var checkpoints = [0]
        checkpoints.reserveCapacity(bytes.count / checkpointStride + 1)
        var units = 0
        for (offset, byte) in bytes.enumerated() {
            if offset > 0, offset % checkpointStride == 0 { checkpoints.append(units) }
            units += unitWeight(byte)
        }
        return checkpoints
    }

    /// The UTF-16 units a byte starts: none for a continuation byte, two for a 4-byte sequence's lead.
    private static func unitWeight(_ byte: UInt8) -> Int {
        byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 && byte < 0xF8 ? 2 : 1
    }

    /// Eight bytes at a time: most sources are ASCII throughout, and this pass runs once per lexed file.
    private static func firstNonASCIIOffset(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            while index < raw.count, raw[index] < 0x80 { index += 1 }
            return index
        }
    }

    /// The token's source text (quotes, backticks and delimiters included). Invalid UTF-8 becomes U+FFFD.
    public func text(_ token: Token) -> String {
        let start = clamp(Int(token.start)), end = max(start, clamp(Int(token.end)))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the token's bytes are exactly `literal`, without allocating: `matches(t, "require")`.
    /// Inlinable: rules call it millions of times per scan, mostly with a literal whose length rules the token out.
    @inlinable
    public func matches(_ token: Token, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard token.length == length, token.start >= 0, Int(token.end) <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let q = literal.utf8Start
            let s = Int(token.start)
            for k in 0..<length where buffer[s + k] != q[k] { return false }
            return true
        }
    }

    /// Whether `literal` occurs in the bytes (code, strings or comments), all of them or those in `range`. A
    /// necessary condition that rules looking for one rare word check first, instead of visiting every token.
    public func containsBytes(_ literal: StaticString, in range: Range<Int>? = nil) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard length > 0 else { return true }
        let range = (range ?? 0..<bytes.count).clamped(to: 0..<bytes.count)
        guard range.count >= length else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let needle = literal.utf8Start
            // memchr to each candidate place of the needle's rarest byte, then memcmp: both vectorised by the C
            // library. The first byte was often a common letter (`c` of `componentWill`), stopping memchr every
            // few dozen bytes.
            let pivot = Self.rarestByteOffset(needle, length: length)
            var start = range.lowerBound
            let lastStart = range.upperBound - length
            while start <= lastStart {
                guard let hit = memchr(base + start + pivot, Int32(needle[pivot]), lastStart + 1 - start) else { return false }
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - pivot
                if memcmp(base + offset, needle, length) == 0 { return true }
                start = offset + 1
            }
            return false
        }
    }

    /// The offset of the byte of `needle` least likely in source code: capitals, then digits, then uncommon lower
    /// case letters; the first among equals.
    static func rarestByteOffset(_ needle: UnsafePointer<UInt8>, length: Int) -> Int {
        func commonness(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"): 1
            case UInt8(ascii: "j"), UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"), UInt8(ascii: "k"), UInt8(ascii: "v"),
                 UInt8(ascii: "w"), UInt8(ascii: "y"), UInt8(ascii: "_"), UInt8(ascii: "-"): 2
            case UInt8(ascii: "a")...UInt8(ascii: "z"): 4
            default: 3
            }
        }
        var best = 0
        for offset in 1..<max(length, 1) where commonness(needle[offset]) < commonness(needle[best]) { best = offset }
        return best
    }

    /// Whether the token is the identifier (or keyword) `name`: `isIdentifier(t, "process")`. No allocation.
    @inlinable
    public func isIdentifier(_ token: Token, _ name: StaticString) -> Bool {
        token.kind == .identifier && matches(token, name)
    }

    /// Whether the token is the punctuator `text`: `isPunctuator(t, "?.")`. No allocation.
    @inlinable
    public func isPunctuator(_ token: Token, _ text: StaticString) -> Bool {
        token.kind == .punctuator && matches(token, text)
    }

    /// The line and column of a byte offset.
    ///
    /// `line` is 1-based. `column` is 1-based and counts UTF-16 code units from the start of the line, as
    /// LSP, VS Code and SARIF do: an ASCII or other Basic Multilingual Plane character counts 1, a 4-byte
    /// UTF-8 character (an emoji) counts 2. A byte inside a multi-byte character gets the column of the
    /// character after it; each byte of ill-formed UTF-8 counts 1. Offsets outside the file are clamped.
    public func location(ofByte offset: Int32) -> SourceLocation {
        let target = clamp(Int(offset))
        // Binary search for the last line starting at or before `target`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= target { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts.isEmpty ? 0 : Int(lineStarts[low])
        return SourceLocation(line: low + 1, column: 1 + utf16Length(from: lineStart, to: target))
    }

    /// The location of a token's first byte (line taken from the token, no search).
    public func location(of token: Token) -> SourceLocation {
        let index = Int(token.line) - 1
        guard index >= 0, index < lineStarts.count, lineStarts[index] <= token.start else {
            return location(ofByte: token.start)
        }
        return SourceLocation(line: Int(token.line),
                              column: 1 + utf16Length(from: Int(lineStarts[index]), to: clamp(Int(token.start))))
    }

    /// The text of a 1-based line without its line terminator; "" for a line number outside the file.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        // Strip the terminator: LF, CR, CRLF, or the 3 bytes of U+2028/U+2029.
        if end > start && line < lineStarts.count {
            if end - start >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80
                && (bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xA9) {
                end -= 3
            } else {
                if bytes[end - 1] == 0x0A { end -= 1 }
                if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            }
        }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text of `line` (1-based), or of a window of it around the byte `offset` when the line is longer than
    /// `limit` bytes: about a third of the window before `offset`, the rest after, cut at character boundaries and
    /// marked with `…` where cut. A finding's snippet on a 2 MB line is not 2 MB (nor copied for every finding on it).
    public func lineText(_ line: Int, around offset: Int32, limit: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = Int(lineStarts[line - 1])
        let next = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        guard next - start > limit else { return lineText(line) }
        var end = next
        if line < lineStarts.count {  // the terminator: LF, CR, CRLF, or U+2028/U+2029
            if end - start >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80 && (bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xA9) {
                end -= 3
            } else {
                if bytes[end - 1] == 0x0A { end -= 1 }
                if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            }
        }
        guard end - start > limit else { return lineText(line) }
        let anchor = min(max(Int(offset), start), end)
        var from = max(start, min(anchor - limit / 3, end - limit))
        var to = min(end, from + limit)
        // Never inside a UTF-8 sequence: a continuation byte has 10 as its top two bits.
        while from > start, from < to, bytes[from] & 0xC0 == 0x80 { from -= 1 }
        while to < end, to > from, bytes[to] & 0xC0 == 0x80 { to -= 1 }
        let text = String(decoding: bytes[from..<to], as: UTF8.self)
        return (from > start ? "…" : "") + text + (to < end ? "…" : "")
    }

    private func clamp(_ offset: Int) -> Int { min(max(offset, 0), bytes.count) }

    private func utf16Length(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        // ASCII up to `firstNonASCII`: one unit per byte.
        let asciiEnd = min(max(start, firstNonASCII), end)
        if end - asciiEnd > 2 * Self.checkpointStride, !unitCheckpoints.isEmpty { return units(before: end) - units(before: start) }
        var units = asciiEnd - start
        for k in asciiEnd..<end { units += Self.unitWeight(bytes[k]) }
        return units
    }

    /// The UTF-16 units of the bytes before `offset`, from the nearest checkpoint.
    private func units(before offset: Int) -> Int {
        // The end of a file a whole number of strides long has no checkpoint of its own.
        let checkpoint = min(offset / Self.checkpointStride, unitCheckpoints.count - 1)
        var units = unitCheckpoints[checkpoint]
        for k in checkpoint * Self.checkpointStride..<offset { units += Self.unitWeight(bytes[k]) }
        return units
    }
}
