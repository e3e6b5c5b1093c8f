/// One 256-entry table of bit flags per byte, read in the lexer's inner loops.
///
/// Each "stop" flag marks the bytes at which a loop scanning some kind of text must look closer; every
/// other byte is skipped with one load and one test. `0xE2` is in every stop set because it leads U+2028
/// and U+2029, which are line terminators; `0x00` because it is also the sentinel past the end of input.
/// Strings and block comments stop at such sets too, tested a word at a time (`firstLineEndOr`).
enum ByteFlags {
    static let identifierStart: UInt32 = 1 << 0
    static let identifierPart: UInt32 = 1 << 1
    static let decimalDigit: UInt32 = 1 << 2
    static let hexDigit: UInt32 = 1 << 3
    /// Space, tab, vertical tab, form feed.
    static let horizontalSpace: UInt32 = 1 << 4
    static let stopTemplate: UInt32 = 1 << 7
    static let stopLine: UInt32 = 1 << 9
    static let stopJSXText: UInt32 = 1 << 10
    static let stopJSXDoubleQuoted: UInt32 = 1 << 11
    static let stopJSXSingleQuoted: UInt32 = 1 << 12
    static let stopRegex: UInt32 = 1 << 13
    /// Identifier parts plus `-`, as in `data-id` or `aria-label`.
    static let jsxIdentifierPart: UInt32 = 1 << 14

    static let table: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 256)
        func add(_ flag: UInt32, _ bytes: [UInt8]) { for b in bytes { t[Int(b)] |= flag } }
        let letters = Array(UInt8(ascii: "a")...UInt8(ascii: "z")) + Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        let digits = Array(UInt8(ascii: "0")...UInt8(ascii: "9"))
        let dollarUnderscore: [UInt8] = [UInt8(ascii: "$"), UInt8(ascii: "_")]
        add(identifierStart, letters + dollarUnderscore)
        add(identifierPart, letters + dollarUnderscore + digits)
        add(jsxIdentifierPart, letters + dollarUnderscore + digits + [UInt8(ascii: "-")])
        add(decimalDigit, digits)
        let hexLetters = Array(UInt8(ascii: "a")...UInt8(ascii: "f")) + Array(UInt8(ascii: "A")...UInt8(ascii: "F"))
        add(hexDigit, digits + hexLetters)
        add(horizontalSpace, [0x20, 0x09, 0x0B, 0x0C])
        let lineEnds: [UInt8] = [0x0A, 0x0D, 0xE2, 0x00]
        add(stopTemplate, lineEnds + [UInt8(ascii: "`"), UInt8(ascii: "\\"), UInt8(ascii: "$")])
        add(stopLine, lineEnds)
        add(stopJSXText, lineEnds + [UInt8(ascii: "<"), UInt8(ascii: "{")])
        add(stopJSXDoubleQuoted, lineEnds + [UInt8(ascii: "\"")])
        add(stopJSXSingleQuoted, lineEnds + [UInt8(ascii: "'")])
        add(stopRegex, lineEnds + [UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: "]")])
        return t
    }()
}

/// The offset after the run of ASCII identifier parts (`A–Z a–z 0–9 $ _`) that starts at `p[j]`, tested
/// eight bytes at a time: most identifiers end within the first word, so the run's end costs no
/// mispredicted loop exit. Reads whole words, so `p[j]` must be at most the input's end (the zero padding
/// covers the rest); it stops at the first zero byte, and every byte it accepts is a real one.
@inline(__always)
func endOfASCIIIdentifierParts(_ p: UnsafePointer<UInt8>, from start: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
    var j = start
    while true {
        let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
        // Per byte, with the top bit clear so that no sum carries into the next byte: `x + (0x80 - lo)`
        // has its top bit set when x >= lo, `x + (0x7F - hi)` when x > hi.
        let x = w & ~high
        let lower = x | (ones &* 0x20)  // ASCII letters to lower case
        let letter = (lower &+ ones &* (0x80 - 0x61)) & ~(lower &+ ones &* (0x7F - 0x7A))
        let digit = (x &+ ones &* (0x80 - 0x30)) & ~(x &+ ones &* (0x7F - 0x39))
        // A byte equal to c leaves x ^ c zero, and zero + 0x7F is the only sum without its top bit.
        let underscore = ~((x ^ (ones &* 0x5F)) &+ ones &* 0x7F)
        let dollar = ~((x ^ (ones &* 0x24)) &+ ones &* 0x7F)
        let stops = ~(letter | digit | underscore | dollar) & high | w & high
        if stops != 0 { return j &+ stops.trailingZeroBitCount &>> 3 }
        j &+= 8
    }
}

/// The offset after the run of spaces (0x20) that starts at `p[j]`, eight bytes at a time (indentation).
/// Like `endOfASCIIIdentifierParts`, `p[j]` must be at most the input's end.
@inline(__always)
func endOfSpaces(_ p: UnsafePointer<UInt8>, from start: Int) -> Int {
    var j = start
    while true {
        // Spaces become zero bytes; the first other byte is the lowest non-zero one.
        let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self)) ^ 0x2020_2020_2020_2020
        if w != 0 { return j &+ w.trailingZeroBitCount &>> 3 }
        j &+= 8
    }
}

/// The offset of the first byte at or after `p[j]` that is a line-end stop (`\n`, `\r`, 0xE2, zero) or `a`
/// or `b`, eight bytes at a time (string and comment bodies). Like `endOfASCIIIdentifierParts`, `p[j]` must
/// be at most the input's end.
@inline(__always)
func firstLineEndOr(_ a: UInt8, _ b: UInt8, in p: UnsafePointer<UInt8>, from start: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
    // Marks zero bytes; above a marked byte the borrow may mark others, but the lowest mark is exact.
    @inline(__always) func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & high }
    var j = start
    while true {
        let w = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
        let stops = zeroBytes(w) | zeroBytes(w ^ (ones &* 0x0A)) | zeroBytes(w ^ (ones &* 0x0D))
            | zeroBytes(w ^ (ones &* 0xE2)) | zeroBytes(w ^ (ones &* UInt64(a))) | zeroBytes(w ^ (ones &* UInt64(b)))
        if stops != 0 { return j &+ stops.trailingZeroBitCount &>> 3 }
        j &+= 8
    }
}
