/// The scan pipeline: files, rules, dependencies and configurations into one report.
public enum ScanEngineModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "ScanEngine"
}
