import AuditModel
import JSLexer

/// Collects one rule's findings in one file, turning token positions into 1-based UTF-16 locations.
public struct FindingSink: Sendable {
    public let file: SourceFile
    public let rule: RuleDescription
    public private(set) var findings: [Finding] = []

    public init(file: SourceFile, rule: RuleDescription) {
        self.file = file
        self.rule = rule
    }

    /// Reports a finding spanning tokens `start...end` (default: the start token).
    public mutating func report(
        at start: Int, through end: Int? = nil, message: String, fix: String? = nil, severity: Severity? = nil
    ) {
        let tokens = file.lexed.tokens
        guard start >= 0, start < tokens.count else { return }
        let last = min(max(end ?? start, start), tokens.count - 1)
        report(from: tokens[start].start, to: tokens[last].end, message: message, fix: fix, severity: severity)
    }

    /// Reports a finding spanning the bytes `start..<end`.
    public mutating func report(
        from start: Int32, to end: Int32, message: String, fix: String? = nil, severity: Severity? = nil
    ) {
        let begin = file.lexed.location(ofByte: start)
        let finish = file.lexed.location(ofByte: max(start, end))
        let snippet = file.lexed.lineText(begin.line).trimmed(" \t\r")
        findings.append(
            Finding(
                ruleId: rule.id, severity: severity ?? rule.defaultSeverity, category: rule.category,
                file: file.path, line: begin.line, column: begin.column, endLine: finish.line, endColumn: finish.column,
                message: message, fix: fix, snippet: snippet, context: file.context))
    }
}

extension String {
    /// Trims the given characters from both ends (no Foundation needed).
    func trimmed(_ set: String) -> String {
        let characters = Set(set)
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
