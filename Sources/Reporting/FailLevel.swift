import AuditModel

/// `--fail-on`: the least severe level that makes the run fail.
///
/// Exit codes: 0 when no finding is at or above the level, 1 when one is, 2 for usage or input errors
/// (decided by the CLI, never here).
public enum FailLevel: String, CaseIterable, Sendable {
    case blocker
    case manualFix = "manual-fix"
    case autoFixable = "auto-fixable"
    case info
    case never

    public static let cleanExitCode: Int32 = 0
    public static let findingsExitCode: Int32 = 1
    public static let usageErrorExitCode: Int32 = 2

    /// The level as a severity threshold; nil for `never`.
    public var threshold: Severity? {
        switch self {
        case .blocker: .blocker
        case .manualFix: .manualFix
        case .autoFixable: .autoFixable
        case .info: .info
        case .never: nil
        }
    }

    /// True when `severity` is at or above this level.
    public func isTriggered(by severity: Severity) -> Bool {
        guard let threshold else { return false }
        return severity <= threshold
    }

    /// 1 when any finding is at or above the level, else 0.
    public func exitCode(for findings: [Finding]) -> Int32 {
        // Over the borrowed buffer: a generic sequence copied every finding (a dozen reference counts each).
        let triggered = findings.withUnsafeBufferPointer { buffer in buffer.indices.contains { isTriggered(by: buffer[$0].severity) } }
        return triggered ? Self.findingsExitCode : Self.cleanExitCode
    }

    /// Why the gate fails, for one line on stderr: "failing (--fail-on blocker): 45 findings at or above blocker";
    /// nil when it passes. `baselineFiltered`: the findings are those a baseline does not hold, and the line says so.
    public func failureReason(for findings: [Finding], baselineFiltered: Bool = false) -> String? {
        let count = findings.withUnsafeBufferPointer { buffer in buffer.indices.count(where: { isTriggered(by: buffer[$0].severity) }) }
        guard count > 0 else { return nil }
        let which = baselineFiltered ? " not in the baseline" : ""
        return "failing (--fail-on \(rawValue)): \(ReportWording.count(count, "finding"))\(which) at or above \(rawValue)"
    }

    /// Parses a `--fail-on` value, naming the accepted values when it is not one.
    public static func parse(_ text: String) throws(InputError) -> FailLevel {
        guard let level = FailLevel(rawValue: text) else {
            throw InputError(
                "unknown --fail-on level '\(text)'; use one of: " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return level
    }
}
