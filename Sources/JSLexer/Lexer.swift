/// The entry point: bytes in, tokens out.
///
/// This is a scanner, not a parser, in the tradition of es-module-lexer and cjs-module-lexer: valid source
/// is always tokenised correctly; invalid source may be accepted silently, or tokenised with positioned
/// `LexError`s. Any byte sequence is lexed in one pass, in time linear in its length, without recursion.
///
/// Known limits, all from genuinely ambiguous syntax that only a parser could settle:
/// - `<T>(…) =>` and `<T>(…): R =>` are read as a generic arrow function (Flow in `.js`, a function type in
///   `.tsx`), so an element whose text is literally `(a) => b`, or `(a): b => c` on one line, is misread
///   (Babel tries both readings; a scanner cannot). `<T,>`, `<T = U>` and `<T extends U>` are type
///   parameters;
/// - `}` ending a function *expression* or class *expression* is taken as ending a statement, so a `/` right
///   after it starts a regular expression (if no closing `/` stands on the line it is read as division).
public enum Lexer {
    /// Lexes a whole file. Never fails: problems become `LexedFile.errors` and lexing continues.
    /// Files of 2 GiB or more are lexed up to that size, with an error saying so.
    public static func lex(_ bytes: [UInt8], dialect: SourceDialect) -> LexedFile {
        let limit = Int(Int32.max) - 2 * Scanner.padding
        let n = min(bytes.count, limit)
        var padded = [UInt8]()
        padded.reserveCapacity(n + Scanner.padding)
        if n == bytes.count {
            padded.append(contentsOf: bytes)
        } else {
            padded.append(contentsOf: bytes[0..<n])
        }
        padded.append(contentsOf: repeatElement(0, count: Scanner.padding))

        // The scanner writes tokens straight into the storage of the array the LexedFile keeps (reserved as
        // for a typical `count / 4 + 16` tokens); only tokens that outgrow it are copied once more.
        var comments: [Token] = [], lineStarts: [Int32] = [], errors: [LexError] = [], containsJSX = false
        var grownTokens: [Token]?
        var tokens = [Token](unsafeUninitializedCapacity: n / 4 + 16) { storage, initialized in
            padded.withUnsafeBufferPointer { input in
                ByteFlags.table.withUnsafeBufferPointer { table in
                    // Both buffers are non-empty, so their base addresses exist.
                    var scanner = Scanner(padded: input.baseAddress!, count: n, flags: table.baseAddress!,
                                          dialect: dialect, tokenStorage: storage)
                    scanner.run()
                    if n < bytes.count {
                        scanner.addError(at: n, "file larger than 2 GiB: only the first \(n) bytes were lexed")
                    }
                    if scanner.tokens.ownsStorage {
                        grownTokens = scanner.tokens.finish()
                        initialized = 0
                    } else {
                        initialized = scanner.tokens.count
                    }
                    comments = scanner.comments.finish()
                    lineStarts = scanner.lineStarts.finish()
                    scanner.stack.free()
                    errors = scanner.errors
                    containsJSX = scanner.containsJSX
                }
            }
        }
        if let grownTokens { tokens = grownTokens }
        return LexedFile(bytes: bytes, dialect: dialect, tokens: tokens, comments: comments, lineStarts: lineStarts,
                         errors: errors, containsJSX: containsJSX)
    }
}
