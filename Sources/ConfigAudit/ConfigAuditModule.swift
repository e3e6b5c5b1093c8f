/// webpack, Babel, Jest, CRA, .env and tsconfig settings that must move.
public enum ConfigAuditModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "ConfigAudit"
}
