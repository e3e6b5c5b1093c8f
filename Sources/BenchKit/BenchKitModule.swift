/// Times dev servers, HMR and builds as real processes.
public enum BenchKitModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "BenchKit"
}
