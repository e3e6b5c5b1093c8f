/// Every source rule, in catalog order. The example tests run over this list.
public enum SourceRuleRegistry {
    public static let all: [any Rule] =
        EnvironmentRules.all + CommonJSRules.all + DynamicImportRules.all + WebpackRules.all + StyleRules.all + AssetRules.all + NodeRules.all + SyntaxRules.all + ReactRouterRules.all + HistoryRules.all + RouterReduxRules.all + React18Rules.all + TestRules.all + CRARules.all

    /// The rule with `id`, or nil.
    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
