/// One 256-entry table of bit flags per byte, read in the lexer's inner loops.
///
/// Each "stop" flag marks the bytes at which a loop scanning some kind of text must look closer; every
/// other byte is skipped with one load and one test. `0xE2` is in every stop set because it leads U+2028
/// and U+2029, which are line terminators; `0x00` because it is also the sentinel past the end of input.
enum ByteFlags {
    static let identifierStart: UInt32 = 1 << 0
    static let identifierPart: UInt32 = 1 << 1
    static let decimalDigit: UInt32 = 1 << 2
    static let hexDigit: UInt32 = 1 << 3
    /// Space, tab, vertical tab, form feed.
    static let horizontalSpace: UInt32 = 1 << 4
    static let stopDoubleQuoted: UInt32 = 1 << 5
    static let stopSingleQuoted: UInt32 = 1 << 6
    static let stopTemplate: UInt32 = 1 << 7
    static let stopBlockComment: UInt32 = 1 << 8
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
        add(stopDoubleQuoted, lineEnds + [UInt8(ascii: "\""), UInt8(ascii: "\\")])
        add(stopSingleQuoted, lineEnds + [UInt8(ascii: "'"), UInt8(ascii: "\\")])
        add(stopTemplate, lineEnds + [UInt8(ascii: "`"), UInt8(ascii: "\\"), UInt8(ascii: "$")])
        add(stopBlockComment, lineEnds + [UInt8(ascii: "*")])
        add(stopLine, lineEnds)
        add(stopJSXText, lineEnds + [UInt8(ascii: "<"), UInt8(ascii: "{")])
        add(stopJSXDoubleQuoted, lineEnds + [UInt8(ascii: "\"")])
        add(stopJSXSingleQuoted, lineEnds + [UInt8(ascii: "'")])
        add(stopRegex, lineEnds + [UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: "]")])
        return t
    }()
}
