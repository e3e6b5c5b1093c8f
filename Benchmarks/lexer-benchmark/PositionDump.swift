import Foundation
import JSLexer

/// Writes, for each file, where the lexer found identifiers (keywords included), JSX names, regular
/// expressions, strings, numbers, JSX text, template backquotes and comments, as UTF-16 offsets (the unit
/// Babel reports), so that `scripts/lexer-vs-babel.js` can compare them with @babel/parser's tokens. They
/// cover the lexer's context decisions: a mistake in regex-versus-division, template nesting or
/// JSX-versus-less-than moves, adds or removes some of them.
enum PositionDump {
    static func write(_ files: [SourceFileCollector.SourceFile], to path: String) throws {
        var out = ""
        for file in files {
            let lexed = Lexer.lex(file.bytes, dialect: file.dialect)
            var utf16Offset = [Int](repeating: 0, count: file.bytes.count + 1)
            var units = 0
            for (k, byte) in file.bytes.enumerated() {
                utf16Offset[k] = units
                if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            }
            utf16Offset[file.bytes.count] = units
            var marks: [String] = []
            for token in lexed.tokens {
                let start = utf16Offset[Int(token.start)], last = utf16Offset[Int(token.end) - 1]
                switch token.kind {
                case .regex: marks.append("r\(start)")
                case .string, .jsxString: marks.append("s\(start)")
                case .number: marks.append("n\(start)")
                case .jsxText: marks.append("x\(start)")
                case .identifier: marks.append("i\(start)")
                case .privateName: marks.append("i\(start + 1)")  // Babel: `#` then a name
                case .jsxIdentifier: marks.append("j\(start)")
                case .template: marks += ["b\(start)", "b\(last)"]
                case .templateHead: marks.append("b\(start)")
                case .templateTail: marks.append("b\(last)")
                default: break
                }
            }
            let comments = lexed.comments.filter { $0.kind != .hashbang }.map { "c\(utf16Offset[Int($0.start)])" }
            out += "\(file.path)\t\(lexed.errors.count)\t\(marks.joined(separator: ","))"
                + "\t\(comments.joined(separator: ","))\n"
        }
        let temporary = path + ".tmp"
        try Data(out.utf8).write(to: URL(fileURLWithPath: temporary))
        // rename(2) replaces the destination atomically: a reader never sees half a file.
        guard rename(temporary, path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
