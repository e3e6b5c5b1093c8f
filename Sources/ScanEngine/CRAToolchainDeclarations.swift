import AuditModel
import ConfigAudit
import DependencyAudit

/// react-scripts, craco, react-app-rewired and customize-cra are both webpack toolchain (dep-webpack-only) and CRA's
/// (cra-react-scripts, cra-overrides) at the same package.json line: one removal, said once, by the CRA finding, which
/// also says what replaces the package or what must be ported before it goes.
enum CRAToolchainDeclarations {
    static let craRuleIDs: Set<String> = [ConfigRules.reactScripts.id, ConfigRules.overrides.id]

    /// `dependencyFindings` without the dep-webpack-only findings at a declaration `configurationFindings` reports as
    /// CRA's: the same line and column (the key), so that other packages on that line (a one-line manifest) stay.
    static func removingDuplicates(_ dependencyFindings: [Finding], besides configurationFindings: [Finding]) -> [Finding] {
        let craKeys = Set(configurationFindings.lazy.filter { craRuleIDs.contains($0.ruleId) }.map(place))
        guard !craKeys.isEmpty else { return dependencyFindings }
        return dependencyFindings.filter { $0.ruleId != DependencyRules.webpackOnly.id || !craKeys.contains(place($0)) }
    }

    private static func place(_ finding: Finding) -> String { "\(finding.file):\(finding.line):\(finding.column)" }
}
