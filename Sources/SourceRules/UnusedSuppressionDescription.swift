import AuditModel

/// The description of `audit-unused-suppression` (reported by the engine, not a rule of its own).
public enum UnusedSuppressionDescription {
    public static let description = RuleDescription(
        id: SourceRuleEngine.unusedSuppressionRuleID, title: "Unused suppression comment",
        summary: "A migrate-audit-disable comment that silences no finding.",
        rationale: "A suppression that matches nothing is stale: the hazard was fixed or the id is misspelled, and it would hide a new finding on the same lines.",
        defaultSeverity: .info, category: .audit,
        replacement: "Remove the comment or correct the rule id.",
        sourceURL: "https://github.com/realm/SwiftLint#disable-rules-in-code")
}
