/// Builds git repositories in code for tests.
public enum GitTestSupportModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "GitTestSupport"
}
