/// One hazard at one place, as the scan report's `findings[]` entry (contract: scan-json-v1).
public struct Finding: Codable, Hashable, Sendable {
    public var ruleId: String
    public var severity: Severity
    public var category: RuleCategory
    /// Relative to the scanned root, forward slashes.
    public var file: String
    /// 1-based line of the construct's start.
    public var line: Int
    /// 1-based column in UTF-16 code units (what editors, GitHub and SARIF count).
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// Names the concrete thing found and what happens to it under Vite.
    public var message: String
    /// The Vite-world replacement.
    public var fix: String?
    /// The source line, trimmed, as found.
    public var snippet: String
    /// The longest line, in UTF-8 bytes, a snippet quotes whole; longer lines (minified or generated code) are quoted
    /// as a window around the finding.
    public static let snippetLimit = 240
    public var context: CodeContext
    /// Stable across line moves; assigned by `Fingerprinter` once all findings of a file are known.
    public var fingerprint: String
    /// True (else absent) at the import of an API whose uses in the same file are findings of the same rule: the
    /// import is then a one-line edit, and the effort model weighs it as one rather than as the rework.
    public var importSite: Bool?

    public init(
        ruleId: String, severity: Severity, category: RuleCategory? = nil, file: String,
        line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil,
        message: String, fix: String? = nil, snippet: String = "", context: CodeContext = .unknown,
        fingerprint: String = "", importSite: Bool = false
    ) {
        self.ruleId = ruleId
        self.severity = severity
        self.category = category ?? RuleCategory(ruleId: ruleId)
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column
        self.message = message
        self.fix = fix
        self.snippet = snippet
        self.context = context
        self.fingerprint = fingerprint
        self.importSite = importSite ? true : nil
    }

    /// The report's order: file (by its bytes: two spellings of a name are two files), line, column, rule id (then
    /// message, for total determinism).
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        let files = UTF8Order.compare(a.file, b.file)
        if files != 0 { return files < 0 }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
        return a.message < b.message
    }
}

extension Finding {
    /// A whole line quoted as a snippet, for readers that do not know the finding's place on it (configuration,
    /// manifests): trimmed, and cut after `snippetLimit` bytes, at a character boundary, with `…`.
    public static func snippet(quoting line: String) -> String {
        var slice = Substring(line)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        guard slice.utf8.count > snippetLimit else { return String(slice) }
        var end = slice.utf8.index(slice.utf8.startIndex, offsetBy: snippetLimit)
        // Never inside a UTF-8 sequence: a continuation byte has 10 as its top two bits.
        while end > slice.utf8.startIndex, slice.utf8[end] & 0xC0 == 0x80 { end = slice.utf8.index(before: end) }
        return String(decoding: slice.utf8[..<end], as: UTF8.self) + "…"
    }

    /// A line quoted as a snippet for a finding at `column` (1-based, UTF-16) on it: trimmed; when longer than
    /// `snippetLimit` bytes, the window of it around the column, each cut end marked `…` (a one-line package.json
    /// quotes the key the finding is about, not the line's first bytes).
    public static func snippet(quoting line: String, atColumn column: Int) -> String {
        let bytes = Array(line.utf8)
        var start = 0, end = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A || byte == 0x0B || byte == 0x0C }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        guard end - start > snippetLimit else { return snippet(quoting: line) }
        // The column's byte offset: UTF-16 units counted over the characters before it.
        let utf16 = line.utf16
        let target = utf16.index(utf16.startIndex, offsetBy: max(0, min(column - 1, utf16.count)))
        let anchor = min(max(line.utf8.distance(from: line.utf8.startIndex, to: target.samePosition(in: line.utf8) ?? line.utf8.endIndex), start), end)
        var from = max(start, min(anchor - snippetLimit / 3, end - snippetLimit))
        var to = min(end, from + snippetLimit)
        // Never inside a UTF-8 sequence: a continuation byte has 10 as its top two bits.
        while from < to, bytes[from] & 0xC0 == 0x80 { from += 1 }
        while to < end, to > from, bytes[to] & 0xC0 == 0x80 { to -= 1 }
        return (from > start ? "…" : "") + String(decoding: bytes[from..<to], as: UTF8.self) + (to < end ? "…" : "")
    }

    /// The migration area the finding is budgeted in (see `MigrationArea.init(ruleId:)`).
    /// Inlinable: called across modules on a finding in place, a getter took a copy of every field of it.
    @inlinable
    public var area: MigrationArea {
        // Only dependency rules move to another area: the others need no look at the id.
        category == .dep ? MigrationArea(ruleId: ruleId) : category.area
    }
}
