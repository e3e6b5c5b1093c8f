/// Imports, requires, member chains, JSX elements and free identifiers, derived from JSLexer tokens.
public enum SourceStructureModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "SourceStructure"
}
