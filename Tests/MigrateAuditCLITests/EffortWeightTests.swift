import Reporting
import ScanEngine
import Testing

/// The effort model's per-rule weights are keyed by rule id: a key no rule has is a weight that never applies.
@Suite struct EffortWeightTests {
    @Test func everyRuleWeightNamesARuleOfTheCatalog() {
        let unknown = EffortModel.ruleDefaults.keys.filter { !RuleCatalog.ids.contains($0) }.sorted()
        #expect(unknown.isEmpty, "weights for rules that do not exist: \(unknown)")
    }
}
