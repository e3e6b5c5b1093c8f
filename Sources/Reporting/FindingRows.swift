import AuditModel

/// Table rows for findings, shared by the scan report and the migration report.
struct FindingRows {
    var links: RepositoryLinks?
    var rulesByID: [String: RuleDescription]

    /// `file:line`, linked to the commit when the repository's address is known and the file is the commit's.
    func location(_ finding: Finding) -> String {
        // Line 0 means the whole file (a config or package.json without a position).
        let text = MarkdownText.inline(finding.line >= 1 ? "\(finding.file):\(finding.line)" : finding.file)
        guard let url = links?.url(file: finding.file, line: finding.line) else { return text }
        return "[\(text)](\(url))"
    }

    /// The rule id, linked to its documentation when the rule is known and documented over http(s).
    func rule(_ ruleId: String) -> String {
        let text = MarkdownText.inline(ruleId)
        guard let url = rulesByID[ruleId]?.sourceURL, Self.isSafeLinkTarget(url) else { return text }
        return "[\(text)](\(url))"
    }

    static func isSafeLinkTarget(_ url: String) -> Bool {
        (url.hasPrefix("https://") || url.hasPrefix("http://"))
            && !url.contains(where: { $0.isWhitespace || "\"<>()|`".contains($0) })
    }

    /// The message, with the code it marks in backticks shown as code.
    func message(_ finding: Finding) -> String {
        MarkdownText.withCodeSpans(finding.message, in: .tableCell)
    }

    /// The fix, with the code it marks in backticks shown as code; empty when the rule has none.
    func fix(_ finding: Finding) -> String {
        MarkdownText.withCodeSpans(finding.fix ?? "", in: .tableCell)
    }

    static let columns: [(title: String, alignment: MarkdownTable.Alignment)] = [
        ("Location", .left), ("Severity", .left), ("Rule", .left), ("Message", .left), ("Fix", .left),
    ]

    func table(_ findings: some Sequence<Finding>) -> MarkdownTable {
        var table = MarkdownTable(Self.columns)
        for finding in findings {
            table.append([
                location(finding), ReportWording.label(finding.severity), rule(finding.ruleId),
                message(finding), fix(finding),
            ])
        }
        return table
    }
}
