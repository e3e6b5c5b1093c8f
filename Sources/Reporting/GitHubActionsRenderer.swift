import AuditModel

/// `scan --format github`: workflow commands that GitHub Actions turns into annotations on the pull request,
/// and the Markdown for `$GITHUB_STEP_SUMMARY`.
///
/// GitHub shows at most 10 annotations of each kind per step, so the renderer annotates the 10 most severe
/// findings of each kind and ends with one plain line that counts everything.
public enum GitHubActionsRenderer {
    /// How the annotations' last line, the summary, begins: how saved annotations are recognised as ours.
    public static let summaryPrefix = "migrate-audit: "

    public static let annotationsPerKind = 10
    /// GitHub's limit for one step's summary (1 MiB).
    public static let stepSummaryLimit = 1_048_576

    /// The workflow command kinds, in the order they are printed.
    public enum Kind: String, CaseIterable, Sendable {
        case error, warning, notice

        /// blocker → error; manual-fix and auto-fixable → warning; info → notice.
        public init(_ severity: Severity) {
            switch severity {
            case .blocker: self = .error
            case .manualFix, .autoFixable: self = .warning
            case .info: self = .notice
            }
        }
    }

    /// One `::warning` per report warning (a file skipped unread, a folder not listed: the report's gaps, which CI
    /// must see), one workflow command per annotated finding, then the summary line. Ends with a newline.
    /// - Parameter stepSummary: true when the run also writes the step summary, which the summary line then points
    ///   to for what is not annotated.
    public static func render(_ report: ScanReport, rules: [RuleDescription] = [], stepSummary: Bool = false) -> String {
        let titles = Dictionary(rules.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let ordered = report.findings.sorted(by: ReportWording.bySeverity)
        // The report's warnings come first: GitHub shows the first 10 of a kind, and they qualify every finding.
        var lines = report.warnings.map { command(for: $0, root: report.source.root) }
        var annotated: [Kind: Int] = [.warning: min(lines.count, annotationsPerKind)]
        var total: [Kind: Int] = [:]
        for finding in ordered {
            let kind = Kind(finding.severity)
            total[kind, default: 0] += 1
            guard annotated[kind, default: 0] < annotationsPerKind else { continue }
            annotated[kind, default: 0] += 1
            lines.append(command(for: finding, kind: kind, root: report.source.root, title: titles[finding.ruleId]))
        }
        let counted = Kind.allCases.map { ReportWording.count(total[$0] ?? 0, $0.rawValue) }.joined(separator: ", ")
        var summary = summaryPrefix + "\(ReportWording.count(report.findings.count, "finding")) (\(counted))"
        if !report.warnings.isEmpty {
            summary += "; \(ReportWording.count(report.warnings.count, "warning")) while reading the project"
        }
        total[.warning, default: 0] += report.warnings.count
        let skipped = Kind.allCases.reduce(0) { $0 + (total[$1] ?? 0) - (annotated[$1] ?? 0) }
        if skipped > 0 {
            summary += "; \(skipped) not annotated (GitHub shows at most \(annotationsPerKind) of each kind), "
            // Only what this run writes: without $GITHUB_STEP_SUMMARY there is no step summary, and no JSON report.
            summary += stepSummary ? "see the step summary" : "--format json or markdown lists them all"
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `::warning file=…::message` for a report warning; without `file=` when it names no file.
    public static func command(for warning: ScanWarning, root: String) -> String {
        let properties = warning.file.map { [("file", ReportPaths.repositoryPath($0, root: root))] } ?? []
        return command(Kind.warning.rawValue, properties: properties, message: warning.message)
    }

    /// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message` (`::error file=…,line=…,endLine=…,title=…::message`
    /// for a finding over several lines).
    public static func command(for finding: Finding, kind: Kind, root: String, title: String? = nil) -> String {
        var properties: [(String, String)] = [("file", ReportPaths.repositoryPath(finding.file, root: root))]
        // A finding about a whole file (line 0) is annotated on the file, without a position. The runner takes
        // columns on one line only: with `endLine` past `line` it drops `col` and `endColumn` ("cannot be set if
        // 'line' and 'endLine' are different values"), so a finding over several lines is annotated on its lines.
        let multiLine = finding.endLine > finding.line
        if finding.line >= 1 {
            properties.append(("line", String(finding.line)))
            if finding.column >= 1, !multiLine { properties.append(("col", String(finding.column))) }
        }
        if finding.line >= 1, multiLine {
            properties.append(("endLine", String(finding.endLine)))
        } else if finding.line >= 1, finding.column >= 1, finding.endLine == finding.line, finding.endColumn >= finding.column {
            properties.append(("endLine", String(finding.endLine)))
            properties.append(("endColumn", String(finding.endColumn)))
        }
        properties.append(("title", title.map { "\(finding.ruleId): \($0)" } ?? finding.ruleId))
        var message = finding.message
        if let fix = finding.fix, !fix.isEmpty { message += "\nFix: " + fix }
        return command(kind.rawValue, properties: properties, message: message)
    }

    /// A workflow command with its properties and message escaped as the runner expects.
    public static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    /// Message escaping: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default:
                // The runner unescapes only the three above; other control characters would reach the log raw.
                if MarkdownText.isInvisibleHazard(scalar) && scalar != "\t" {
                    output += "\u{FFFD}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// Property escaping: the message rules plus `:` → `%3A` and `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        var output = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// The Markdown report for `$GITHUB_STEP_SUMMARY`, shortened when needed so that its UTF-8 size stays
    /// under `limit`: first fewer findings per area, then a cut at a line boundary, always with a note.
    public static func stepSummary(
        _ report: ScanReport, rules: [RuleDescription] = [], effort: EffortModel = .default,
        limit: Int = stepSummaryLimit, baseline: BaselineOutcome? = nil
    ) -> String {
        MarkdownReportRenderer.render(
            report, rules: rules, effort: effort, options: MarkdownReportOptions(baseline: baseline, sizeLimit: .stepSummary(limit)))
    }
}
