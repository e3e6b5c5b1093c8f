import AuditModel
import Foundation

/// The `--format` values of `scan`, and the one entry point that renders a report in any of them.
public enum ReportFormat: String, CaseIterable, Sendable {
    case markdown
    case json
    case sarif
    case github
    /// The short human summary for a terminal.
    case text

    /// The file extension a report of this format is written with.
    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .json: "json"
        case .sarif: "sarif"
        case .github, .text: "txt"
        }
    }

    public static func parse(_ text: String) throws(InputError) -> ReportFormat {
        guard let format = ReportFormat(rawValue: text) else {
            throw InputError("unknown --format '\(text)'; use one of: " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return format
    }

    /// Renders `report`; pure (no file or terminal access), so the caller decides where the bytes go.
    /// `markdown` shapes the Markdown rendering; its `baseline` also marks a SARIF log as partial. `stepSummary`: the
    /// run also writes the GitHub step summary, which the `github` format's last line points to.
    public func render(
        _ report: ScanReport, rules: [RuleDescription], effort: EffortModel = .default, useColor: Bool = false,
        markdown: MarkdownReportOptions = MarkdownReportOptions(), stepSummary: Bool = false
    ) throws -> Data {
        switch self {
        case .markdown: Data(MarkdownReportRenderer.render(report, rules: rules, effort: effort, options: markdown).utf8)
        case .json: try JSONReportRenderer.render(report)
        case .sarif: try SARIFRenderer.render(report, rules: rules, baseline: markdown.baseline)
        case .github: Data(GitHubActionsRenderer.render(report, rules: rules, stepSummary: stepSummary).utf8)
        case .text: Data(TerminalSummaryRenderer.render(report, effort: effort, useColor: useColor, folderName: markdown.folderName).utf8)
        }
    }

    /// `render`'s bytes in consecutive parts, for writing without joining them (JSON of large reports).
    public func renderParts(
        _ report: ScanReport, rules: [RuleDescription], effort: EffortModel = .default, useColor: Bool = false,
        markdown: MarkdownReportOptions = MarkdownReportOptions(), stepSummary: Bool = false
    ) throws -> [Data] {
        if self == .json { return try JSONReportRenderer.renderParts(report) }
        return [try render(report, rules: rules, effort: effort, useColor: useColor, markdown: markdown, stepSummary: stepSummary)]
    }
}
