import AuditModel

/// The short summary `scan` prints for people on stdout: counts, effort per area, the top blockers.
/// Colour is the caller's decision (`useColor`): the CLI enables it only on a TTY without `NO_COLOR`.
public enum TerminalSummaryRenderer {
    /// How the summary's first line begins: how a saved summary is recognised as ours.
    public static let headingPrefix = "migrate-audit · "

    /// `folderName` names the scanned folder when the report's source does not (a plain folder, a repository root).
    /// The first `warningsShown` warnings are listed, in report order, those with one message about several files as
    /// one line; the rest are counted.
    public static func render(
        _ report: ScanReport, effort: EffortModel = .default, useColor: Bool, topBlockers: Int = 5, warningsShown: Int = 10,
        folderName: String? = nil
    ) -> String {
        let style = TerminalStyle(enabled: useColor)
        let estimate = effort.estimate(report.findings)
        let counts = ReportWording.severityCounts(report.findings)
        var lines: [String] = []

        var heading = headingPrefix + (report.source.root.isEmpty ? sanitize(folderName ?? ".") : sanitize(report.source.root))
        if let ref = report.source.ref { heading += " @ " + sanitize(ref) }
        if let commit = report.source.commit { heading += " (" + sanitize(String(commit.prefix(10))) + ")" }
        heading += " · Vite \(report.target.vite)"
        // A shard's counts and effort are a share of the project's: said where they are read.
        if let shard = report.source.shard { heading += " · shard \(shard.index) of \(shard.count)" }
        lines.append(style.bold(heading))

        let severities = Severity.allCases.map { severity in
            style.severity(severity, ReportWording.severityPhrase(severity, count: counts[severity] ?? 0))
        }
        lines.append(
            // The files scanned, not those with findings (which include package.json, configs and HTML besides).
            "\(ReportWording.count(report.findings.count, "finding")) (\(ReportWording.count(report.summary.files, "source file")) scanned"
                + (report.summary.skippedFiles > 0 ? ", \(report.summary.skippedFiles) skipped" + (report.summary.skippedReasonsText.map { " — \($0)" } ?? "") : "") + "): "
                + severities.joined(separator: " · "))

        // One pass over the findings, no copies: reports can hold tens of thousands.
        var areaCounts: [MigrationArea: Int] = [:]
        report.findings.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { areaCounts[buffer[index].area, default: 0] += 1 }
        }
        let areas = MigrationArea.allCases.compactMap { area -> (String, Int, String)? in
            let count = areaCounts[area] ?? 0
            return count == 0 ? nil : (area.title, count, estimate.hours(for: area).formatted)
        }
        if !areas.isEmpty {
            let width = max(areas.map(\.0.count).max() ?? 0, "Total".count)
            lines.append("")
            lines.append("  " + pad("Area", width) + "  Findings  Effort (estimate)")
            for (title, count, hours) in areas {
                lines.append("  " + pad(title, width) + "  " + leftPad(String(count), 8) + "  " + hours)
            }
            lines.append(style.bold("  " + pad("Total", width) + "  " + leftPad(String(report.findings.count), 8)
                + "  " + estimate.total.formatted))
        }

        // One line per rule, the rules with the most blockers first, at the place each first fires.
        let groups = ReportWording.blockersByRule(report.findings)
        if !groups.isEmpty {
            lines.append("")
            lines.append(style.severity(.blocker, "Top blockers:"))
            for group in groups.prefix(topBlockers) {
                let first = group[0]
                let rule = group.count > 1 ? "\(first.ruleId) (×\(group.count))" : first.ruleId
                lines.append("  \(sanitize(first.file)):\(first.line)  \(style.dim(rule))  \(sanitize(first.message))")
            }
            if groups.count > topBlockers {
                let hidden = groups.dropFirst(topBlockers)
                let more = ReportWording.count(hidden.map(\.count).reduce(0, +), "more blocker")
                lines.append(style.dim("  … and \(more) from \(ReportWording.count(hidden.count, "more rule")) (see the Markdown or JSON report)"))
            }
        }
        // The text format has no report file to list them in: a warning not shown here is not seen.
        if !report.warnings.isEmpty {
            lines.append("")
            lines.append(style.warning(ReportWording.count(report.warnings.count, "warning") + " while reading the project:"))
            let ordered = report.warnings.sorted(by: ScanWarning.precedesInReport)
            // One line per message: the same warning about many files (hundreds of minified bundles) is one line
            // naming a few of them, so that the other warnings are still seen.
            var groups: [(message: String, files: [String?])] = []
            var groupOfMessage: [String: Int] = [:]
            for warning in ordered {
                if let group = groupOfMessage[warning.message] {
                    groups[group].files.append(warning.file)
                } else {
                    groupOfMessage[warning.message] = groups.count
                    groups.append((warning.message, [warning.file]))
                }
            }
            for group in groups.prefix(warningsShown) {
                let files = group.files.compactMap { $0 }
                if files.count <= 1 {
                    lines.append("  " + (files.first.map { sanitize($0) + ": " } ?? "") + sanitize(group.message))
                } else {
                    let named = files.prefix(3).map(sanitize).joined(separator: ", ")
                    let rest = files.count > 3 ? " and \(files.count - 3) more" : ""
                    lines.append("  \(files.count) files (\(named)\(rest)): " + sanitize(group.message))
                }
            }
            if groups.count > warningsShown {
                let hidden = groups.dropFirst(warningsShown).map(\.files.count).reduce(0, +)
                let more = ReportWording.count(hidden, "more warning")
                lines.append(style.dim("  … and \(more) (see --format json or markdown)"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Replaces control characters (escape sequences included) so that repository text cannot move the cursor,
    /// change colours or rewrite the terminal's title.
    public static func sanitize(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if MarkdownText.isInvisibleHazard(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                output.append(scalar == "\n" || scalar == "\t" ? " " : "\u{FFFD}")
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

/// ANSI styling that is a no-op when disabled.
struct TerminalStyle {
    var enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func warning(_ text: String) -> String { wrap(text, "33") }

    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .blocker: wrap(text, "1;31")
        case .manualFix: wrap(text, "33")
        case .autoFixable: wrap(text, "36")
        case .info: wrap(text, "2")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
