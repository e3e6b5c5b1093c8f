import Foundation
import JSLexer

/// Which of the punctuators and words `SourceFacts` asks about a token is (`none` for the rest), computed once per
/// file: the passes ask `.`? `(`? `typeof`? of nearly every token, and a byte compare per question was three times
/// the cost of lexing. A token's kind does not matter, only its exact bytes, as the questions were asked of its text.
enum FactsWord: UInt8 {
    case none
    case openBrace, closeBrace, openParen, closeParen, openBracket, closeBracket
    case dot, optionalDot, comma, semicolon, colon, equals, arrow, question, star
    case `typeof`, type, function, `class`, `var`, `let`, `const`, from, `as`, `import`, export, `default`, async
    case interface, `enum`, declare, abstract, module, exports, object, require, define, meta, amd, env, nodeEnv
    case defineProperty, defineProperties, assign
    case process, global, buffer, dirname, filename, setImmediate, clearImmediate
    case `if`, `while`, `for`, `switch`, with, `catch`, `static`, get, set

    /// The spellings, by length: a token is compared with those of its own length only.
    private static let spellings: [[(StaticString, FactsWord)]] = {
        let all: [(StaticString, FactsWord)] = [
            ("{", .openBrace), ("}", .closeBrace), ("(", .openParen), (")", .closeParen), ("[", .openBracket), ("]", .closeBracket),
            (".", .dot), ("?.", .optionalDot), (",", .comma), (";", .semicolon), (":", .colon), ("=", .equals), ("=>", .arrow),
            // The questions were String comparisons, which are canonical equivalence: U+037E GREEK QUESTION MARK is ";"
            // to them (the only word of this table another spelling of which is equivalent).
            ("\u{037E}", .semicolon),
            ("?", .question), ("*", .star),
            ("typeof", .typeof), ("type", .type), ("function", .function), ("class", .class), ("var", .var), ("let", .let),
            ("const", .const), ("from", .from), ("as", .as), ("import", .import), ("export", .export), ("default", .default),
            ("async", .async), ("interface", .interface), ("enum", .enum), ("declare", .declare), ("abstract", .abstract),
            ("module", .module), ("exports", .exports), ("Object", .object), ("require", .require), ("define", .define),
            ("meta", .meta), ("amd", .amd), ("env", .env), ("NODE_ENV", .nodeEnv), ("defineProperty", .defineProperty),
            ("defineProperties", .defineProperties), ("assign", .assign),
            ("process", .process), ("global", .global), ("Buffer", .buffer), ("__dirname", .dirname), ("__filename", .filename),
            ("setImmediate", .setImmediate), ("clearImmediate", .clearImmediate),
            ("if", .if), ("while", .while), ("for", .for), ("switch", .switch), ("with", .with), ("catch", .catch),
            ("static", .static), ("get", .get), ("set", .set),
        ]
        var byLength = [[(StaticString, FactsWord)]](repeating: [], count: 17)
        for entry in all { byLength[entry.0.utf8CodeUnitCount].append(entry) }
        return byLength
    }()

    /// The word of every token of `file`, in order.
    static func words(of file: LexedFile) -> [FactsWord] {
        let table = spellings
        return file.bytes.withUnsafeBufferPointer { bytes in
            file.tokens.map { token in
                let start = Int(token.start), length = token.length
                guard length > 0, length < table.count, start >= 0, start + length <= bytes.count else { return .none }
                // The first byte rules out most spellings of the length before a whole compare.
                let first = bytes[start]
                for (spelling, word) in table[length] where spelling.utf8Start[0] == first {
                    if memcmp(bytes.baseAddress! + start, spelling.utf8Start, length) == 0 { return word }
                }
                return .none
            }
        }
    }

    /// `{`, `(` or `[`.
    var opensBracket: Bool { self == .openBrace || self == .openParen || self == .openBracket }

    /// `}`, `)` or `]`.
    var closesBracket: Bool { self == .closeBrace || self == .closeParen || self == .closeBracket }

    /// The Node global this word names (`process`, `global`, `Buffer`, `__dirname`, `__filename`, `setImmediate`,
    /// `clearImmediate`), spelled as in the source; nil for other words.
    var nodeGlobalName: String? {
        switch self {
        case .process: "process"
        case .global: "global"
        case .buffer: "Buffer"
        case .dirname: "__dirname"
        case .filename: "__filename"
        case .setImmediate: "setImmediate"
        case .clearImmediate: "clearImmediate"
        default: nil
        }
    }
}
