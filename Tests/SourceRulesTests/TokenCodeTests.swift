import JSLexer
@testable import SourceStructure
import Testing

/// The structure passes compare token codes instead of token bytes: each code must say exactly what the bytes say.
@Suite("Token codes")
struct TokenCodeTests {
    static func codes(_ code: String, dialect: SourceDialect = .javascript) -> (LexedFile, [TokenCode]) {
        let lexed = Lexer.lex(Array(code.utf8), dialect: dialect)
        let codes = lexed.bytes.withUnsafeBufferPointer { bytes in
            lexed.tokens.map { TokenCode(of: $0, in: bytes, table: TokenCode.table) }
        }
        return (lexed, codes)
    }

    /// The code of the first token spelled `spelling` in `code`.
    static func code(of spelling: String, in code: String) -> TokenCode? {
        let (lexed, codes) = Self.codes(code)
        return lexed.tokens.firstIndex { lexed.text($0) == spelling }.map { codes[$0] }
    }

    @Test("every punctuator and word has its code, before other tokens and at the end of the file")
    func listed() {
        for (spelling, code) in TokenCode.punctuators + TokenCode.words {
            #expect(Self.code(of: spelling, in: "\(spelling) followedByALongerName") == code, "\(spelling)")
            #expect(Self.code(of: spelling, in: "x \(spelling)") == code, "\(spelling) at the end")
        }
    }

    @Test("each code but other, identifier and template parts is listed once")
    func listedOnce() {
        let listed = (TokenCode.punctuators + TokenCode.words).map(\.1)
        let unlisted: Set<TokenCode> = [.other, .identifier, .templateHead, .templateMiddle, .templateTail]
        #expect(Set(listed).count == listed.count)
        #expect(Set(listed) == Set(TokenCode.allCases).subtracting(unlisted))
    }

    @Test("other punctuators, near-miss words and other tokens")
    func others() {
        for punctuator in ["==", "===", ">=", ">>>=", ">>=", "**", "??", "&&", "||", "|=", "&=", "-", "+", "+=", "%"] {
            #expect(Self.code(of: punctuator, in: "a \(punctuator) b") == .other, "\(punctuator)")
        }
        for name in ["Var", "vars", "va", "constructor", "instanceofs", "interfaces", "typeofx", "_if", "$in", "do1", "\u{E9}", "\u{212A}"] {
            #expect(Self.code(of: name, in: "\(name) + b") == .identifier, "\(name)")
            #expect(Self.code(of: name, in: "b + \(name)") == .identifier, "\(name) at the end")
        }
        // Strings, numbers, regular expressions and plain templates are `other`, whatever their text.
        let (_, codes) = Self.codes("x = 'if' - 1 - /in/g - `a${b}c${d}e` - `for`")
        #expect(codes.filter { $0 != .other && $0 != .identifier && $0 != .assign }
            == [.templateHead, .templateMiddle, .templateTail])
    }

    @Test("closers name their openers")
    func brackets() {
        let pairs: [(TokenCode, TokenCode)] = [
            (.openParen, .closeParen), (.openBracket, .closeBracket), (.openBrace, .closeBrace), (.templateHead, .templateTail),
        ]
        for (open, close) in pairs {
            #expect(open.isOpener && !open.isCloser && close.isCloser && !close.isOpener && close.opener == open)
        }
        let brackets = Set(pairs.flatMap { [$0.0, $0.1] })
        #expect(TokenCode.allCases.filter { $0.isOpener || $0.isCloser }.allSatisfy(brackets.contains))
    }

    @Test("specifiers are the literal's text without its first and last characters")
    func specifiers() {
        for value in ["./a", "", "\u{E9}t\u{E9}", "\u{301}x", "x\u{301}", "\u{1F600}", "a\u{200D}b", "\u{0600}x"] {
            for quote in ["'", "`"] {
                let lexed = Lexer.lex(Array("require(\(quote)\(value)\(quote));".utf8), dialect: .javascript)
                let modules = SourceStructure(lexed).modules
                #expect(modules.count == 1)
                guard let token = modules.first?.specifierToken else { continue }
                let text = lexed.text(lexed.tokens[token])
                #expect(modules.first?.specifier == String(text.dropFirst().dropLast()), "\(value)")
            }
        }
    }
}
