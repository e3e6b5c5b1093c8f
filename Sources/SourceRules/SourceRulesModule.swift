/// The rule engine and the source rules of the catalog.
public enum SourceRulesModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "SourceRules"
}
