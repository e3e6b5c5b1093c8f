import JSLexer
import Testing

/// A deterministic pseudo-random generator (SplitMix64), so that every run feeds the same inputs and a
/// failure can be replayed from its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Fuzz-style: random bytes, random sequences of JavaScript-shaped fragments, and mutations of realistic
/// snippets, in every dialect. Each input must lex without crashing into tokens that are in order, within
/// bounds, non-empty, no more numerous than the bytes, and whose lines agree with `lineStarts`.
@Suite struct FuzzTests {
    static let fragments: [String] = [
        "(", ")", "[", "]", "{", "}", "`", "${", "'", "\"", "/", "//", "/*", "*/", "\\", "\n", "\r\n", "\r",
        "\u{2028}", " ", "\t", "<", ">", "</", "/>", "<>", "</>", "<a", "<div className=\"x\">", "</div>", "=>", "?.",
        "??=", "**=", ".5", "1_000n", "0x1F", "return", "typeof", "if", "while", "for", "of", "a", "b", "process",
        ".", "env", "=", ";", ",", ":", "?", "#x", "#!", "<!--", "-->", "@dec", "::", "é", "😀", "\u{0}", "x++",
        "/re/g", "[/]", "<T,>", "<T extends U>", "extends", "&&", "||", "+", "-", "*", "%",
    ]

    static let snippets: [String] = [
        "import React from 'react';\nexport default class App extends React.Component {\n  render() {\n    return <div className=\"app\" onClick={() => this.setState({a: 1})}>{process.env.REACT_APP_X}</div>;\n  }\n}\n",
        "const re = /[/\\]]+/g, x = a / b / c; if (x) /y/.test(s);\nconst t = `a${`b${c}`}d` + 'e\\'f';\n",
        "function f<T,>(x: T): Array<T> { return [x] as T[]; }\nconst g = <T extends object>(y: T) => y;\n",
        "#!/usr/bin/env node\n<!-- legacy\nvar a = 0x1F + 1e-3 + .5 + 1_000n; // c\n/* d */ a?.b ?? c; a ??= b; a **= 2;\n",
        "@connect(m) class A { #p = 1; static { this.#p++ } m() { return obj::f } }\n",
        "x = <>\n  <A.B c:d=\"e\" {...f}>text > more</A.B>\n  {list.map(i => <li key={i}>{i}</li>)}\n</>;\n",
    ]

    static func checkInvariants(_ bytes: [UInt8], _ dialect: SourceDialect, seed: UInt64) {
        let file = Lexer.lex(bytes, dialect: dialect)
        let n = Int32(bytes.count)
        #expect(file.tokens.count + file.comments.count <= bytes.count + 1, "seed \(seed)")
        #expect(file.lineStarts.first.map { $0 <= 3 } == true, "seed \(seed)")
        #expect(zip(file.lineStarts, file.lineStarts.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed)")
        #expect(file.lineStarts.allSatisfy { $0 <= n }, "seed \(seed)")
        #expect(file.errors.allSatisfy { $0.offset >= 0 && $0.offset <= n }, "seed \(seed)")
        // Tokens and comments together tile a prefix-free, ordered, non-overlapping set of ranges.
        let all = (file.tokens + file.comments).sorted { $0.start < $1.start }
        var previousEnd: Int32 = 0
        var ok = true
        for token in all {
            if token.start < previousEnd || token.end <= token.start || token.end > n { ok = false }
            previousEnd = token.end
        }
        #expect(ok, "seed \(seed): overlapping, empty or out-of-bounds token")
        var ordered = true
        for (a, b) in zip(file.tokens, file.tokens.dropFirst()) where b.start < a.end { ordered = false }
        #expect(ordered, "seed \(seed): tokens out of order")
        var linesAgree = true
        for token in file.tokens where file.location(ofByte: token.start).line != Int(token.line) { linesAgree = false }
        #expect(linesAgree, "seed \(seed): token.line disagrees with lineStarts")
    }

    @Test func randomBytes() {
        var rng = SplitMix64(seed: 1)
        for round in 0..<1_000 {
            let length = rng.below(600)
            var bytes = [UInt8](repeating: 0, count: length)
            for k in 0..<length {
                // Half the inputs are drawn mostly from ASCII punctuation, where the lexer's decisions lie.
                bytes[k] = round % 2 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : UInt8(32 + rng.below(95))
            }
            Self.checkInvariants(bytes, SourceDialect.allCases[round % 4], seed: UInt64(round))
        }
    }

    @Test func randomFragmentSequences() {
        var rng = SplitMix64(seed: 2)
        for round in 0..<1_500 {
            var source = ""
            for _ in 0..<rng.below(120) { source += Self.fragments[rng.below(Self.fragments.count)] }
            Self.checkInvariants(Array(source.utf8), SourceDialect.allCases[round % 4], seed: UInt64(round))
        }
    }

    @Test func mutatedSnippets() {
        var rng = SplitMix64(seed: 3)
        for round in 0..<1_500 {
            var bytes = Array(Self.snippets[rng.below(Self.snippets.count)].utf8)
            for _ in 0..<(1 + rng.below(6)) {
                guard !bytes.isEmpty else { break }
                let at = rng.below(bytes.count)
                switch rng.below(5) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
                case 2: bytes.insert(contentsOf: Self.fragments[rng.below(Self.fragments.count)].utf8, at: at)
                case 3:
                    let end = min(bytes.count, at + rng.below(40))
                    bytes.insert(contentsOf: bytes[at..<end], at: rng.below(bytes.count))
                default: bytes.removeSubrange(at..<bytes.count)
                }
            }
            Self.checkInvariants(bytes, SourceDialect.allCases[round % 4], seed: UInt64(round))
        }
    }

    /// Inputs shaped to defeat the JSX guess over and over; the rescan budget keeps the work linear, so the
    /// token count stays within the byte count and the run stays short.
    @Test func repeatedFailedJSXGuesses() {
        let bytes = Array(String(repeating: "x = <b c d e f g h i j k l m n o p q r s t u v w x y z; ", count: 4_000).utf8)
        let file = Lexer.lex(bytes, dialect: .javascript)
        #expect(!file.containsJSX)
        #expect(file.tokens.count <= bytes.count)
        #expect(file.tokens.filter { $0.kind == .jsxTagStart }.isEmpty)
    }
}

/// Properties that must hold for every input: a byte order mark or CRLF line endings change offsets and
/// lines, never what the tokens are.
@Suite struct InvarianceTests {
    static func inputs() -> [[UInt8]] {
        var rng = SplitMix64(seed: 4)
        var result = FuzzTests.snippets.map { Array($0.utf8) }
        for _ in 0..<400 {
            var source = ""
            for _ in 0..<rng.below(80) { source += FuzzTests.fragments[rng.below(FuzzTests.fragments.count)] }
            result.append(Array(source.utf8))
        }
        return result
    }

    @Test func byteOrderMarkShiftsOffsetsOnly() {
        for (index, input) in Self.inputs().enumerated() {
            for dialect in SourceDialect.allCases {
                let plain = Lexer.lex(input, dialect: dialect)
                let marked = Lexer.lex([0xEF, 0xBB, 0xBF] + input, dialect: dialect)
                let shifted = plain.tokens.map { Token(kind: $0.kind, start: $0.start + 3, end: $0.end + 3, line: $0.line,
                                                       newlineBefore: $0.newlineBefore) }
                #expect(marked.tokens == shifted, "input \(index), \(dialect)")
                #expect(marked.comments.map { $0.start - 3 } == plain.comments.map(\.start), "input \(index), \(dialect)")
                #expect(marked.lineStarts == plain.lineStarts.map { $0 + 3 }, "input \(index), \(dialect)")
            }
        }
    }

    @Test func crlfChangesNoTokenKind() {
        for (index, input) in Self.inputs().enumerated() where !input.contains(0x0D) {
            var crlf: [UInt8] = []
            for byte in input {
                if byte == 0x0A { crlf.append(0x0D) }
                crlf.append(byte)
            }
            for dialect in SourceDialect.allCases {
                let lf = Lexer.lex(input, dialect: dialect)
                let crlfFile = Lexer.lex(crlf, dialect: dialect)
                #expect(crlfFile.tokens.map(\.kind) == lf.tokens.map(\.kind), "input \(index), \(dialect)")
                #expect(crlfFile.tokens.map(\.line) == lf.tokens.map(\.line), "input \(index), \(dialect)")
                #expect(crlfFile.lineStarts.count == lf.lineStarts.count, "input \(index), \(dialect)")
                #expect(crlfFile.errors.count == lf.errors.count, "input \(index), \(dialect)")
            }
        }
    }

    @Test func lexingIsDeterministic() {
        for input in Self.inputs().prefix(50) {
            let a = Lexer.lex(input, dialect: .jsx), b = Lexer.lex(input, dialect: .jsx)
            #expect(a.tokens == b.tokens && a.comments == b.comments && a.errors == b.errors)
        }
    }
}
