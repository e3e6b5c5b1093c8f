/// A strict JSON parser (RFC 8259) over bytes that reports the line and column of the first error, so a
/// malformed package.json or lockfile becomes a warning the user can act on.
public struct JSONParser {
    /// Why and where parsing stopped.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Where the last key column was counted and its UTF-16 offset in the line: a one-line (minified) lockfile
    /// is counted once, not from the line start for every key.
    private var columnMark = (byte: 0, units: 0)
    private var depth = 0
    /// Deeper nesting than any real manifest; stops stack exhaustion on hostile input.
    private static let maximumDepth = 512

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document; a UTF-8 byte order mark is skipped.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.failure("unexpected content after the JSON value") }
        return value
    }

    private func failure(_ reason: String) -> Failure {
        Failure(line: line, column: index - lineStart + 1, reason: reason)
    }

    /// The 1-based UTF-16 column of `index` (what editors and the source findings count), not its byte offset.
    private mutating func utf16Column() -> Int {
        if columnMark.byte < lineStart || columnMark.byte > index { columnMark = (lineStart, 0) }
        var units = columnMark.units
        for byte in bytes[columnMark.byte..<index] where byte & 0xC0 != 0x80 {
            // A four-byte sequence is a surrogate pair in UTF-16; continuation bytes add nothing.
            units += byte >= 0xF0 ? 2 : 1
        }
        columnMark = (index, units)
        return units + 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected character '\(printable(bytes[index]))'")
        }
    }

    private func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { buffer in
            index + count <= bytes.count && bytes[index..<(index + count)].elementsEqual(buffer)
        }
        guard matches else { throw failure("invalid literal") }
        index += count
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure(index < bytes.count ? "expected a quoted key" : "unterminated object")
            }
            let keyLine = line
            let keyColumn = utf16Column()
            let key = try parseString()
            let keyEnd = utf16Column()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after key") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            // A finding at the member covers `"key": value` when it fits on the key's line, else the key.
            let end = line == keyLine ? utf16Column() : keyEnd
            members.append(JSONMember(key: key, value: value, line: keyLine, column: keyColumn, endColumn: end))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unterminated object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw failure("expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw failure("unterminated array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            }
            throw failure("expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]) { index += 1; digits += 1 }
        if digits == 0 { throw failure("invalid number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var fraction = 0
            while index < bytes.count, isDigit(bytes[index]) { index += 1; fraction += 1 }
            if fraction == 0 { throw failure("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            var exponent = 0
            while index < bytes.count, isDigit(bytes[index]) { index += 1; exponent += 1 }
            if exponent == 0 { throw failure("invalid number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return .number(Double(text) ?? 0)
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw failure("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try parseHex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                    }
                    let scalar = UnicodeScalar(code) ?? "\u{FFFD}"
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw failure("invalid escape sequence")
                }
            case 0x0A: throw failure("unterminated string")
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
