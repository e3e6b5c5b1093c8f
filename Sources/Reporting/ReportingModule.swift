/// Renderings of scan and bench reports: JSON, Markdown, SARIF, GitHub, terminal.
public enum ReportingModule {
    /// The module's name, as it appears in diagnostics.
    public static let name = "Reporting"
}
