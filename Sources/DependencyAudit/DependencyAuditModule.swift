/// Dependencies the way Vite sees them: manifests, lockfiles, node_modules resolution, dep-* rules.
public enum DependencyAuditModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "DependencyAudit"
}
