/// Robust statistics for benchmarks on noisy machines.
public enum StatisticsModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "Statistics"
}
