/// How much a finding stands in the way of the migration (catalog §0.2).
///
/// Ordered from most to least severe: `blocker < manualFix < autoFixable < info` in `Comparable` terms
/// means "more severe first", so sorting ascending puts blockers on top.
public enum Severity: String, Codable, CaseIterable, Sendable, Comparable {
    /// Fails after the switch and needs a human decision.
    case blocker
    /// Needs rework; not always an immediate crash.
    case manualFix = "manual-fix"
    /// Fails if left alone, but the common form has a deterministic codemod.
    case autoFixable = "auto-fixable"
    /// Works, or is handled automatically; reported for awareness.
    case info

    /// 0 for the most severe level.
    public var rank: Int {
        switch self {
        case .blocker: 0
        case .manualFix: 1
        case .autoFixable: 2
        case .info: 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
