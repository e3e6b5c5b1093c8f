import Foundation

/// Finds where a JSON document goes wrong, by line and column, which Foundation's decoder does not say
/// ("The given data was not valid JSON."); and, for the configuration, keys given twice in one object, on
/// which JSON readers disagree (the first wins here, the last in `JSON.parse` and npm).
///
/// A validator only: values are decoded by `JSONDecoder` once the document passes.
struct JSONSyntaxCheck {
    /// What is wrong, and where: 1-based line and column (columns count Unicode scalars).
    struct Problem: Error, Equatable, Sendable {
        var line: Int
        var column: Int
        var reason: String
        /// True for a key given twice: valid JSON, refused by the configuration only.
        var isDuplicateKey = false
    }

    /// The first problem of `bytes`, or nil when it is one valid JSON value; with `refusingDuplicateKeys`, a key
    /// repeated in one object is a problem too.
    static func firstProblem(in bytes: [UInt8], refusingDuplicateKeys: Bool = false) -> Problem? {
        var check = JSONSyntaxCheck(bytes: bytes, refusingDuplicateKeys: refusingDuplicateKeys)
        do throws(Problem) {
            check.skipSpace()
            try check.value(depth: 0, path: "")
            check.skipSpace()
            if check.offset < bytes.count { throw check.problem("unexpected text after the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private let bytes: [UInt8]
    private let refusingDuplicateKeys: Bool
    private var offset = 0

    private init(bytes: [UInt8], refusingDuplicateKeys: Bool) {
        self.bytes = bytes
        self.refusingDuplicateKeys = refusingDuplicateKeys
        // A byte order mark is not part of the document.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// The problem at `position` (default: the current byte).
    private func problem(_ reason: String, at position: Int? = nil) -> Problem {
        let end = min(position ?? offset, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Problem(line: line, column: column, reason: reason)
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func value(depth: Int, path: String) throws(Problem) {
        // Deeper than any real document; keeps the recursion bounded.
        guard depth < 512 else { throw problem("nested more than 512 levels deep") }
        guard let byte = current else { throw problem("the document ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth, path: path)
        case UInt8(ascii: "["): try array(depth: depth, path: path)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw problem("unexpected character \(Self.show(byte)) where a value was expected")
        }
    }

    private mutating func object(depth: Int, path: String) throws(Problem) {
        offset += 1
        skipSpace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return
        }
        var keys = Set<String>()
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw problem(current == nil ? "the document ends inside an object" : "expected a quoted key, found \(Self.show(current!))")
            }
            let keyStart = offset
            let key = try string()
            let keyPath = path.isEmpty ? key : path + "." + key
            if refusingDuplicateKeys, !keys.insert(key).inserted {
                var duplicate = problem("\"\(keyPath)\" is given twice; keep one (JSON readers disagree on which wins)", at: keyStart)
                duplicate.isDuplicateKey = true
                throw duplicate
            }
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw problem("expected ':' after the key \"\(key)\"") }
            offset += 1
            skipSpace()
            try value(depth: depth + 1, path: keyPath)
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                offset += 1
                skipSpace()
                if current == UInt8(ascii: "}") { throw problem("a trailing comma before '}'") }
            case UInt8(ascii: "}"):
                offset += 1
                return
            case nil: throw problem("the document ends inside an object (a '}' is missing)")
            case let byte?: throw problem("expected ',' or '}' in an object, found \(Self.show(byte))")
            }
        }
    }

    private mutating func array(depth: Int, path: String) throws(Problem) {
        offset += 1
        skipSpace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return
        }
        var index = 0
        while true {
            try value(depth: depth + 1, path: "\(path)[\(index)]")
            index += 1
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                offset += 1
                skipSpace()
                if current == UInt8(ascii: "]") { throw problem("a trailing comma before ']'") }
            case UInt8(ascii: "]"):
                offset += 1
                return
            case nil: throw problem("the document ends inside an array (a ']' is missing)")
            case let byte?: throw problem("expected ',' or ']' in an array, found \(Self.show(byte))")
            }
        }
    }

    /// A string's text (escapes kept as written: keys are compared, not decoded).
    private mutating func string() throws(Problem) -> String {
        let start = offset
        offset += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: bytes[(start + 1)..<(offset - 1)], as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard let escaped = current, Array("\"\\/bfnrtu".utf8).contains(escaped) else { throw problem("an invalid escape in a string") }
                offset += 1
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let digit = current, digit.isHexDigit else { throw problem("\\u needs four hexadecimal digits") }
                        offset += 1
                    }
                }
            case 0..<0x20: throw problem("a control character (a line break?) inside a string")
            default: offset += 1
            }
        }
        throw problem("the document ends inside a string (a closing '\"' is missing)", at: start)
    }

    private mutating func literal(_ word: String) throws(Problem) {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else { throw problem("unexpected text where a value was expected (true, false, null?)") }
        offset += expected.count
    }

    private mutating func number() throws(Problem) {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        guard let first = current, first.isDigit else { throw problem("a '-' without digits") }
        offset += 1
        if first != UInt8(ascii: "0") { while current?.isDigit == true { offset += 1 } }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard current?.isDigit == true else { throw problem("a '.' without digits after it") }
            while current?.isDigit == true { offset += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard current?.isDigit == true else { throw problem("an exponent without digits") }
            while current?.isDigit == true { offset += 1 }
        }
        // Valid JSON, but no reader holds it: the decoder's error would blame the value's type.
        let literal = String(decoding: bytes[start..<offset], as: UTF8.self)
        if Double(literal)?.isFinite != true {
            throw problem("the number \(literal.count > 24 ? literal.prefix(24) + "…" : literal) is too large to be read (beyond a 64-bit float)", at: start)
        }
    }

    private static func show(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isHexDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
