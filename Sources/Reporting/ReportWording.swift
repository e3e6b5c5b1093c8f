import AuditModel

/// Words shared by the human renderings (Markdown, terminal, GitHub), so that they say the same thing.
enum ReportWording {
    static func label(_ severity: Severity) -> String {
        switch severity {
        case .blocker: "Blocker"
        case .manualFix: "Manual fix"
        case .autoFixable: "Auto-fixable"
        case .info: "Info"
        }
    }

    /// "1 finding", "3 findings".
    static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }

    static func severityPhrase(_ severity: Severity, count value: Int) -> String {
        switch severity {
        case .blocker: count(value, "blocker")
        case .manualFix: count(value, "manual fix", "manual fixes")
        case .autoFixable: "\(value) auto-fixable"
        case .info: "\(value) info"
        }
    }

    /// "41 blockers, 120 manual fixes, 310 auto-fixable, 57 info".
    static func severityBreakdown(_ counts: [Severity: Int]) -> String {
        Severity.allCases.map { severityPhrase($0, count: counts[$0] ?? 0) }.joined(separator: ", ")
    }

    /// Only the severities that occur: "1 manual fix, 1 info".
    static func nonZeroSeverityBreakdown(_ counts: [Severity: Int]) -> String {
        let parts = Severity.allCases.compactMap { severity in
            (counts[severity] ?? 0) > 0 ? severityPhrase(severity, count: counts[severity] ?? 0) : nil
        }
        return parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
    }

    static func severityCounts(_ findings: some Sequence<Finding>) -> [Severity: Int] {
        var counts: [Severity: Int] = [:]
        for finding in findings { counts[finding.severity, default: 0] += 1 }
        return counts
    }

    /// Findings ordered for people: most severe first, then the report order.
    static func bySeverity(_ a: Finding, _ b: Finding) -> Bool {
        a.severity != b.severity ? a.severity < b.severity : Finding.reportOrder(a, b)
    }

    /// The blockers grouped by rule, the rules with the most blockers first (then by id); each group in report
    /// order, so its first element is where the rule first fires.
    static func blockersByRule(_ findings: [Finding]) -> [[Finding]] {
        // By index: filtering copied every finding (a dozen reference counts) to test one field.
        let blockers = findings.indices.filter { findings[$0].severity == .blocker }.map { findings[$0] }.sorted(by: Finding.reportOrder)
        return Dictionary(grouping: blockers, by: \.ruleId).values
            .sorted { ($1.count, $0[0].ruleId) < ($0.count, $1[0].ruleId) }
    }
}
