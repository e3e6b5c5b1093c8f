import AuditModel
import Reporting
import ScanEngine
import Testing

/// The effort model's per-rule weights are keyed by rule id: a key no rule has is a weight that never applies.
@Suite struct EffortWeightTests {
    @Test func everyRuleWeightNamesARuleOfTheCatalog() {
        let unknown = EffortModel.ruleDefaults.keys.filter { !RuleCatalog.ids.contains($0) }.sorted()
        #expect(unknown.isEmpty, "weights for rules that do not exist: \(unknown)")
    }

    @Test func anImportSiteWeighsAsTheOneLineEditItIs() {
        let use = Finding(ruleId: "rr3-router", severity: .blocker, file: "src/index.js", line: 20, column: 1, message: "m")
        let importSite = Finding(ruleId: "rr3-router", severity: .blocker, file: "src/index.js", line: 5, column: 1, message: "m", importSite: true)
        #expect(EffortModel.default.hours(for: use) == HoursRange(low: 4, high: 16))
        #expect(EffortModel.default.hours(for: importSite) == EffortModel.severityDefaults[.autoFixable])
    }
}
