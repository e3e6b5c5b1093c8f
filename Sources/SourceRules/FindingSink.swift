import AuditModel
import JSLexer

/// Collects one rule's findings in one file, turning token positions into 1-based UTF-16 locations.
public struct FindingSink: Sendable {
    public let file: SourceFile
    /// What a finding takes from its rule's description. Not the description itself: the engine runs every rule
    /// on every file through one sink, and copying a description (a dozen strings) per rule and file was measurable.
    private var rule: RuleHead
    public private(set) var findings: [Finding] = []

    /// The id, default severity and category of a rule.
    struct RuleHead: Sendable {
        var id: String
        var defaultSeverity: Severity
        var category: RuleCategory
        /// The rule's findings stand inside webpack HMR code: wp-module-hot's own, which tells the user to delete
        /// or port that code, and the syntax rules', since the file must parse before the block is gone.
        var reportsInHMRCode: Bool

        init(_ description: RuleDescription) {
            id = description.id
            defaultSeverity = description.defaultSeverity
            category = description.category
            reportsInHMRCode = description.id == "wp-module-hot" || description.category == .syntax
        }
    }

    public init(file: SourceFile, rule: RuleDescription) {
        self.init(file: file, head: RuleHead(rule))
    }

    init(file: SourceFile, head: RuleHead) {
        self.file = file
        self.rule = head
    }

    /// Findings reported from now on are the rule `head`'s.
    mutating func switchRule(to head: RuleHead) { rule = head }

    /// Reports a finding spanning tokens `start...end` (default: the start token).
    public mutating func report(
        at start: Int, through end: Int? = nil, message: String, fix: String? = nil, severity: Severity? = nil, importSite: Bool = false
    ) {
        let tokens = file.lexed.tokens
        guard start >= 0, start < tokens.count else { return }
        let last = min(max(end ?? start, start), tokens.count - 1)
        report(from: tokens[start].start, to: tokens[last].end, message: message, fix: fix, severity: severity, importSite: importSite)
    }

    /// Reports a finding spanning the bytes `start..<end`.
    /// A finding that starts inside webpack HMR code (`SourceFile.hotGuardRanges`) is dropped, except for rules
    /// that report such code itself: the code goes with the block wp-module-hot reports, so every other rule would
    /// count it twice.
    public mutating func report(
        from start: Int32, to end: Int32, message: String, fix: String? = nil, severity: Severity? = nil, importSite: Bool = false
    ) {
        if !rule.reportsInHMRCode, !file.hotGuardRanges.isEmpty {
            let tokens = file.lexed.tokens
            if file.hotGuardRanges.contains(where: { tokens[$0.lowerBound].start <= start && start < tokens[$0.upperBound].end }) { return }
        }
        let begin = file.lexed.location(ofByte: start)
        let finish = file.lexed.location(ofByte: max(start, end))
        let snippet = file.lexed.lineText(begin.line, around: start, limit: Finding.snippetLimit).trimmed(" \t\r")
        findings.append(
            Finding(
                ruleId: rule.id, severity: severity ?? rule.defaultSeverity, category: rule.category,
                file: file.path, line: begin.line, column: begin.column, endLine: finish.line, endColumn: finish.column,
                message: message, fix: fix, snippet: snippet, context: file.context, importSite: importSite))
    }
}

extension String {
    /// Trims the given ASCII characters from both ends, byte by byte: a `\r\n` pair is two trimmable characters
    /// when the set holds `\r` and `\n` (a multi-line block comment's directive is found), unlike a `Character`
    /// trim, for which CR LF is one character. A non-ASCII byte at a cut may join a grapheme with the trimmed
    /// character: then the character-wise trim decides.
    func trimmed(_ set: String) -> String {
        let view = utf8
        let trimmable = set.utf8
        var start = view.startIndex, end = view.endIndex
        while start < end, trimmable.contains(view[start]) { start = view.index(after: start) }
        while end > start, trimmable.contains(view[view.index(before: end)]) { end = view.index(before: end) }
        let cutsTouchNonASCII = (start != view.startIndex && start < end && view[start] >= 0x80)
            || (end != view.endIndex && end > start && view[view.index(before: end)] >= 0x80)
        guard cutsTouchNonASCII else { return String(self[start..<end]) }
        let characters = Set(set)
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
