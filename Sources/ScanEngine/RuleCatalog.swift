import AuditModel
import ConfigAudit
import DependencyAudit
import SourceRules

/// Every rule the scan can report, from every family, sorted by id: what `rules`, `explain`, SARIF
/// descriptors and the configuration file's rule names are checked against.
public enum RuleCatalog {
    public static let all: [RuleDescription] = {
        var byID: [String: RuleDescription] = [:]
        let families: [[RuleDescription]] = [
            SourceRuleRegistry.all.map(\.description),
            [UnusedSuppressionDescription.description],
            DependencyRules.all,
            ConfigRules.all,
        ]
        for description in families.joined() where byID[description.id] == nil {
            byID[description.id] = description
        }
        return byID.values.sorted { $0.id < $1.id }
    }()

    public static func rule(id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }

    public static var ids: Set<String> { Set(all.map(\.id)) }

    /// The ids of the rules that run after the source rules (configuration and dependency rules), whose
    /// suppression comments in source files are applied with their findings.
    public static let laterRuleIDs: Set<String> = Set(DependencyRules.all.map(\.id) + ConfigRules.all.map(\.id))
        .subtracting(SourceRuleRegistry.all.map(\.description.id))
}
