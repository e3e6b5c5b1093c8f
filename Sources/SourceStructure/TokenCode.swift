import JSLexer

/// Which of the punctuators and words the structure passes ask about a token is, in one byte (`other` for the
/// rest). The passes ask `(`? `=>`? `const`? of nearly every token; computed once per file, each question is one
/// compare instead of a byte compare. Punctuator codes go to punctuator tokens only, word codes to identifier tokens
/// and `identifier` to the other identifiers, template codes to template parts: a code also says the token's kind.
enum TokenCode: UInt8, CaseIterable {
    case other

    // Brackets: the openers, then their closers in the same order (see `isOpener`, `opener`). Template heads and tails
    // open and close substitutions.
    case openParen, openBracket, openBrace, templateHead
    case closeParen, closeBracket, closeBrace, templateTail

    // Other punctuators.
    case comma, semicolon, colon, assign, arrow, dot, optionalDot, ellipsis
    case less, greater, shiftRight, shiftRightUnsigned, star, bang, increment, decrement, question, bar, ampersand

    /// A template part between two substitutions.
    case templateMiddle

    /// An identifier that is none of the words below.
    case identifier
    // Words (keywords and the contextual words the passes look for), spelled as their case names.
    case `abstract`, `accessor`, `as`, `asserts`, `async`, `await`, `break`, `case`, `catch`, `class`, `const`
    case `continue`, `debugger`, `declare`, `default`, `delete`, `do`, `else`, `enum`, `export`, `extends`, `false`
    case `finally`, `for`, `from`, `function`, `get`, `global`, `if`, `implements`, `import`, `in`, `infer`
    case `instanceof`, `interface`, `is`, `keyof`, `let`, `module`, `namespace`, `new`, `null`, `of`, `override`
    case `private`, `protected`, `public`, `readonly`, `return`, `satisfies`, `set`, `static`, `super`, `switch`
    case `throw`, `true`, `try`, `type`, `typeof`, `unique`, `var`, `void`, `while`, `with`, `yield`

    /// The punctuators, as they are spelled.
    static let punctuators: [(String, TokenCode)] = [
        ("(", .openParen), (")", .closeParen), ("[", .openBracket), ("]", .closeBracket), ("{", .openBrace),
        ("}", .closeBrace), (",", .comma), (";", .semicolon), (":", .colon), ("=", .assign), ("=>", .arrow),
        (".", .dot), ("?.", .optionalDot), ("...", .ellipsis), ("<", .less), (">", .greater), (">>", .shiftRight),
        (">>>", .shiftRightUnsigned), ("*", .star), ("!", .bang), ("++", .increment), ("--", .decrement), ("?", .question),
        ("|", .bar), ("&", .ampersand),
    ]

    /// The words, as they are spelled.
    static let words: [(String, TokenCode)] = [
        ("abstract", .abstract), ("accessor", .accessor), ("as", .as), ("asserts", .asserts), ("async", .async),
        ("await", .await), ("break", .break), ("case", .case), ("catch", .catch), ("class", .class), ("const", .const),
        ("continue", .continue), ("debugger", .debugger), ("declare", .declare), ("default", .default),
        ("delete", .delete), ("do", .do), ("else", .else), ("enum", .enum), ("export", .export), ("extends", .extends),
        ("false", .false), ("finally", .finally), ("for", .for), ("from", .from), ("function", .function),
        ("get", .get), ("global", .global), ("if", .if), ("implements", .implements), ("import", .import), ("in", .in),
        ("infer", .infer), ("instanceof", .instanceof), ("interface", .interface), ("is", .is), ("keyof", .keyof),
        ("let", .let), ("module", .module), ("namespace", .namespace), ("new", .new), ("null", .null), ("of", .of),
        ("override", .override), ("private", .private), ("protected", .protected), ("public", .public),
        ("readonly", .readonly), ("return", .return), ("satisfies", .satisfies), ("set", .set), ("static", .static),
        ("super", .super), ("switch", .switch), ("throw", .throw), ("true", .true), ("try", .try), ("type", .type),
        ("typeof", .typeof), ("unique", .unique), ("var", .var), ("void", .void), ("while", .while), ("with", .with),
        ("yield", .yield),
    ]

    /// The punctuators and words, for `init(of:in:table:)`.
    static let table = Table(punctuators: punctuators, words: words)

    /// The code of `token`, whose file's bytes are `bytes`.
    @inline(__always)
    init(of token: Token, in bytes: UnsafeBufferPointer<UInt8>, table: Table) {
        // `LexedFile.matches` is false for a token outside the bytes: so is a punctuator or word code.
        let inBytes = token.start >= 0 && token.end > token.start && Int(token.end) <= bytes.count
        // Tested in order of frequency: branches predict better than a jump table here.
        if token.kind == .identifier {
            self = inBytes ? table.word(at: Int(token.start), length: token.length, in: bytes) : .identifier
        } else if token.kind == .punctuator {
            self = inBytes ? table.punctuator(at: Int(token.start), length: token.length, in: bytes) : .other
        } else {
            switch token.kind {
            case .templateHead: self = .templateHead
            case .templateMiddle: self = .templateMiddle
            case .templateTail: self = .templateTail
            default: self = .other
            }
        }
    }

    /// The punctuators by their bytes, and the words (open addressing): most identifiers are ruled out by first letter
    /// and length.
    struct Table: Sendable {
        /// The one-byte punctuators by their byte; the longer ones with their bytes packed little-endian.
        private var oneByte: [TokenCode]
        private var longer: [(length: Int, bytes: UInt32, code: TokenCode)] = []
        /// Per slot: the first 8 bytes, little-endian (0 for an empty slot); the length and bytes 9 and 10; the code.
        private var heads: [UInt64]
        private var tails: [UInt32]
        private var codes: [TokenCode]
        /// Per first letter `a`…`z`: bit n set when a word of length n starts with it.
        private var lengths: [UInt16]
        private static let slotBits = 7
        private static let slotMask = (1 << slotBits) - 1

        init(punctuators: [(String, TokenCode)], words: [(String, TokenCode)]) {
            oneByte = Array(repeating: .other, count: 256)
            for (punctuator, code) in punctuators {
                let bytes = Array(punctuator.utf8)
                precondition(bytes.count >= 1 && bytes.count <= 4)
                if bytes.count == 1 {
                    oneByte[Int(bytes[0])] = code
                } else {
                    longer.append((bytes.count, bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) }, code))
                }
            }
            heads = Array(repeating: 0, count: 1 << Self.slotBits)
            tails = Array(repeating: 0, count: 1 << Self.slotBits)
            codes = Array(repeating: .other, count: 1 << Self.slotBits)
            lengths = Array(repeating: 0, count: 26)
            for (word, code) in words {
                let bytes = Array(word.utf8)
                precondition(bytes.count >= 2 && bytes.count <= 10 && bytes.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
                lengths[Int(bytes[0] - UInt8(ascii: "a"))] |= 1 << bytes.count
                let (head, tail) = bytes.withUnsafeBufferPointer { Self.key(at: 0, length: bytes.count, in: $0) }
                var slot = Self.slot(head, tail)
                while heads[slot] != 0 { slot = (slot + 1) & Self.slotMask }
                heads[slot] = head
                tails[slot] = tail
                codes[slot] = code
            }
        }

        @inline(__always)
        private static func key(at start: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt32) {
            var head: UInt64 = 0
            if start + 8 <= bytes.count, let base = bytes.baseAddress {
                // One load instead of a loop, masked to the word's length.
                head = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
                if length < 8 { head &= (1 << (8 * UInt64(length))) - 1 }
            } else {
                for offset in 0..<min(length, 8) { head |= UInt64(bytes[start + offset]) << (8 * offset) }
            }
            var tail = UInt32(length)
            if length > 8 { tail |= UInt32(bytes[start + 8]) << 8 }
            if length > 9 { tail |= UInt32(bytes[start + 9]) << 16 }
            return (head, tail)
        }

        @inline(__always)
        private static func slot(_ head: UInt64, _ tail: UInt32) -> Int {
            Int(truncatingIfNeeded: ((head ^ UInt64(tail)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - slotBits))
        }

        /// The code of the punctuator at `start`, `other` when it is none of `punctuators`.
        @inline(__always)
        func punctuator(at start: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TokenCode {
            if length == 1 { return oneByte[Int(bytes[start])] }
            guard length <= 4 else { return .other }
            var packed: UInt32 = 0
            for offset in 0..<length { packed |= UInt32(bytes[start + offset]) << (8 * offset) }
            for candidate in longer where candidate.length == length && candidate.bytes == packed { return candidate.code }
            return .other
        }

        /// The code of the identifier at `start`, `identifier` when it is none of the words.
        @inline(__always)
        func word(at start: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TokenCode {
            let letter = Int(bytes[start]) &- Int(UInt8(ascii: "a"))
            guard letter >= 0, letter < 26, length < 16, lengths[letter] & (1 << length) != 0 else { return .identifier }
            let (head, tail) = Self.key(at: start, length: length, in: bytes)
            var slot = Self.slot(head, tail)
            while heads[slot] != 0 {
                if heads[slot] == head && tails[slot] == tail { return codes[slot] }
                slot = (slot + 1) & Self.slotMask
            }
            return .identifier
        }
    }

    // MARK: - Word classes

    /// Whether the token is an identifier (a word or not).
    var isIdentifier: Bool { rawValue >= TokenCode.identifier.rawValue }

    /// Words after which `{` starts an expression (an object literal), not a block.
    var isExpressionWord: Bool {
        switch self {
        case .return, .typeof, .case, .in, .of, .void, .yield, .await, .new, .delete, .instanceof, .throw, .import,
            .export, .const, .let, .var, .default:
            true
        default: false
        }
    }

    /// Words before `(…) {` that make it a statement or an expression, not a function.
    var isControlWord: Bool {
        switch self {
        case .if, .for, .while, .switch, .with, .return, .typeof, .await, .yield, .new, .super, .import: true
        default: false
        }
    }

    /// Reserved words and literals: never references.
    var isKeyword: Bool {
        switch self {
        case .break, .case, .catch, .class, .const, .continue, .debugger, .default, .delete, .do, .else, .export,
            .extends, .finally, .for, .function, .if, .import, .in, .instanceof, .new, .return, .super, .switch,
            .throw, .try, .typeof, .var, .void, .while, .with, .yield, .let, .static, .await, .true, .false, .null:
            true
        default: false
        }
    }

    /// Keywords that can stand in a type (`typeof x`, `void`, `null`, `T extends U`, `new () => T`).
    var isTypeWord: Bool {
        switch self {
        case .typeof, .void, .null, .true, .false, .extends, .new: true
        default: false
        }
    }

    /// Words that leave an expression open at the end of a line.
    var continuesExpression: Bool {
        switch self {
        case .new, .typeof, .await, .void, .delete, .in, .instanceof: true
        default: false
        }
    }

    /// Words that cannot be the name of a legacy `export Name from` default binding.
    var isNonBindingWord: Bool {
        switch self {
        case .default, .const, .let, .var, .function, .class, .async, .type, .interface, .enum, .declare, .abstract,
            .namespace, .import, .module, .from, .as:
            true
        default: false
        }
    }

    /// TypeScript modifiers of constructor parameters (`constructor(private x)`).
    var isParameterModifier: Bool {
        switch self {
        case .public, .private, .protected, .readonly: true
        default: false
        }
    }

    /// Words that modify the class member whose name follows them (`static x`, `get x()`, `readonly x: T`).
    var isMemberModifier: Bool {
        switch self {
        case .static, .get, .set, .async, .public, .private, .protected, .readonly, .abstract, .declare, .override,
            .accessor:
            true
        default: false
        }
    }

    /// `(`, `[`, `{` or a template head.
    var isOpener: Bool { rawValue &- TokenCode.openParen.rawValue < 4 }

    /// `)`, `]`, `}` or a template tail.
    var isCloser: Bool { rawValue &- TokenCode.closeParen.rawValue < 4 }

    /// For a closer, the opener it closes.
    var opener: TokenCode { TokenCode(rawValue: rawValue &- 4) ?? .other }
}
