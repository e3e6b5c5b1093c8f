import AuditModel
import SourceRules

/// Example code with `⟦` markers stripped, and the 1-based line / UTF-16 column of each marker.
struct MarkedCode {
    static let marker: Character = "⟦"

    let code: String
    let expected: [Position]

    struct Position: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    init(_ marked: String) {
        var code = ""
        var expected: [Position] = []
        var line = 1
        var column = 1
        var previousWasCR = false
        for scalar in marked.unicodeScalars {
            if Character(scalar) == Self.marker {
                expected.append(Position(line: line, column: column))
                continue
            }
            code.unicodeScalars.append(scalar)
            switch scalar {
            case "\n":
                if !previousWasCR { line += 1 }
                column = 1
            case "\r", "\u{2028}", "\u{2029}":
                line += 1
                column = 1
            default:
                column += scalar.utf16.count
            }
            previousWasCR = scalar == "\r"
        }
        self.code = code
        self.expected = expected
    }

    var hasMarkers: Bool { !expected.isEmpty }
}

/// Runs rules over example code the way `scan` does for one file.
enum ExampleRunner {
    static func findings(of rule: any Rule, code: String, fileName: String, facts: ProjectFacts = .examples) -> [Finding] {
        let file = SourceFile(path: fileName, bytes: Array(code.utf8), context: ContextClassifier.classifyForExample(fileName))
        return SourceRuleEngine(rules: [rule]).run(files: [file], facts: facts).filter { $0.ruleId == rule.description.id }
    }

    static func positions(_ findings: [Finding]) -> [MarkedCode.Position] {
        findings.map { MarkedCode.Position(line: $0.line, column: $0.column) }.sorted()
    }
}

/// The ways a triggering example is hidden from the rule: every one must make it silent.
enum Wrapping: String, CaseIterable, CustomStringConvertible {
    case lineComment, blockComment, string, templateText, jsxText

    var description: String { rawValue }

    func wrap(_ code: String) -> String {
        switch self {
        case .lineComment:
            return code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        case .blockComment:
            return "/* " + code.replacingAll("*/", with: "* /") + " */"
        case .string:
            let escaped = code.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").replacingAll("\n", with: "\\n")
            return "const text = \"" + escaped + "\";"
        case .templateText:
            let escaped = code.replacingAll("\\", with: "\\\\").replacingAll("`", with: "\\`").replacingAll("${", with: "\\${")
            return "const text = `" + escaped + "`;"
        case .jsxText:
            var text = ""
            for character in code {
                text.append("{}<>".contains(character) ? " " : character)
            }
            return "const element = <div>" + text + "</div>;"
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension Substring {
    func range(of target: String) -> Range<Substring.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) {
                return index..<self.index(index, offsetBy: target.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}
