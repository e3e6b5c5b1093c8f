import JSLexer
import Testing

/// Lines (LF, CR, CRLF, U+2028, U+2029), the byte order mark, and 1-based UTF-16 columns.
@Suite struct LineAndColumnTests {
    @Test func crlfCountsOnce() {
        let file = lexed("a\r\nb\rc\nd")
        #expect(file.lineStarts == [0, 3, 5, 7])
        #expect(file.tokens.map(\.line) == [1, 2, 3, 4])
        #expect(file.tokens.map(\.newlineBefore) == [false, true, true, true])
        #expect(file.lineText(1) == "a")
        #expect(file.lineText(2) == "b")
        #expect(file.lineText(4) == "d")
    }

    /// A long line is quoted as a window around the place, cut at characters; short lines whole.
    @Test func aLongLineIsQuotedAsAWindowAroundTheOffset() {
        let head = String(repeating: "a+", count: 300)  // 600 bytes
        let file = lexed("x = 1;\n" + head + "é+target+" + String(repeating: "b+", count: 300) + "c\nlast")
        let target = Int32(7 + 600 + 3)  // "target", after the 2-byte é
        let window = file.lineText(2, around: target, limit: 60)
        #expect(window.hasPrefix("…") && window.hasSuffix("…") && window.contains("é+target+b+"), "\(window)")
        #expect(window.utf8.count <= 60 + 2 * "…".utf8.count)
        #expect(file.lineText(1, around: 0, limit: 60) == "x = 1;")
        #expect(file.lineText(3, around: Int32(file.bytes.count - 1), limit: 2) == "…st")
        // Columns count UTF-16 units across the long line, before and after its first non-ASCII character.
        #expect(file.location(ofByte: target) == SourceLocation(line: 2, column: 1 + 600 + 2))
        #expect(file.location(ofByte: 7 + 10) == SourceLocation(line: 2, column: 11))
    }

    /// Found by fuzzing: on a long line after non-ASCII text each column was a scan from the line's start, so a
    /// 400 KB one-line config took minutes; columns now come from checkpoints, and must match a plain count.
    @Test func columnsOnALongNonASCIILineMatchAPlainCount() {
        let line = "é;" + (0..<600).map { $0 % 7 == 0 ? "x😀\($0)" : "ab\($0)" }.joined(separator: "+")
        let file = lexed("a\n" + line)
        for token in file.tokens where token.line == 2 {
            let prefix = file.bytes[2..<Int(token.start)]
            let expected = 1 + String(decoding: prefix, as: UTF8.self).utf16.count
            #expect(file.location(of: token).column == expected)
        }
        // A file a whole number of checkpoint strides long: its end has no checkpoint of its own.
        let exact = lexed("é" + String(repeating: "a", count: 4096 - 2))
        #expect(exact.bytes.count == 4096)
        #expect(exact.location(ofByte: 4096) == SourceLocation(line: 1, column: 1 + 1 + 4094))
    }

    @Test func unicodeLineTerminators() {
        let file = lexed("a\u{2028}b\u{2029}c")
        #expect(file.tokens.map(\.line) == [1, 2, 3])
        #expect(file.lineText(1) == "a")
        #expect(file.lineText(2) == "b")
        #expect(file.tokens[1].newlineBefore)
    }

    @Test func lineSeparatorEndsALineComment() {
        let file = lexed("// c\u{2028}process")
        #expect(file.tokens.map { file.text($0) } == ["process"])
        #expect(file.tokens[0].line == 2)
    }

    @Test func byteOrderMarkIsSkipped() {
        let file = Lexer.lex([0xEF, 0xBB, 0xBF] + Array("x = 1".utf8), dialect: .javascript)
        #expect(file.tokens.first?.start == 3)
        #expect(file.lineStarts == [3])
        #expect(file.location(of: file.tokens[0]) == SourceLocation(line: 1, column: 1))
        #expect(file.lineText(1) == "x = 1")
        #expect(file.errors.isEmpty)
    }

    @Test func byteOrderMarkThenHashbang() {
        let file = Lexer.lex([0xEF, 0xBB, 0xBF] + Array("#!/bin/node\nx".utf8), dialect: .javascript)
        #expect(file.comments.first?.kind == .hashbang)
    }

    @Test func columnsCountUTF16CodeUnits() {
        // "é" is 2 bytes / 1 unit; "😀" is 4 bytes / 2 units; "日" is 3 bytes / 1 unit.
        let file = lexed("s = 'é😀日'; process")
        let process = file.tokens.last!
        #expect(file.text(process) == "process")
        #expect(file.location(of: process) == SourceLocation(line: 1, column: 13))
        #expect(file.location(ofByte: process.start) == SourceLocation(line: 1, column: 13))
    }

    @Test func locationOnLaterLinesAndClamping() {
        let file = lexed("a\n  bb\n")
        #expect(file.location(ofByte: 4) == SourceLocation(line: 2, column: 3))
        #expect(file.location(ofByte: 100) == SourceLocation(line: 3, column: 1))
        #expect(file.location(ofByte: -5) == SourceLocation(line: 1, column: 1))
        #expect(file.lineText(3) == "")
        #expect(file.lineText(0) == "")
        #expect(file.lineText(4) == "")
    }

    @Test func trailingSpaceIsNotACharacter() {
        for source in ["a ", "a  ", " ", "a\n ", "<a/> ", "`x` "] {
            #expect(lexed(source, .jsx).errors.isEmpty, "\(source)")
        }
    }

    @Test func emptyInput() {
        let file = lexed("")
        #expect(file.tokens.isEmpty && file.comments.isEmpty && file.errors.isEmpty)
        #expect(file.lineStarts == [0])
        #expect(file.location(ofByte: 0) == SourceLocation(line: 1, column: 1))
    }

    @Test func matchesComparesBytes() {
        let file = lexed("require('x')")
        #expect(file.matches(file.tokens[0], "require"))
        #expect(!file.matches(file.tokens[0], "requires"))
        #expect(file.isPunctuator(file.tokens[1], "("))
        #expect(file.text(file.tokens[2]) == "'x'")
    }
}
