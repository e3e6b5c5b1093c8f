/// Reads git repositories through libgit2: the working tree or any revision, straight from the object database.
public enum GitKitModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "GitKit"
}
