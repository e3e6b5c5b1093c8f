/// How much of a report the Markdown renderings show unfolded.
public struct MarkdownReportOptions: Sendable, Equatable {
    /// Rows of a table shown before the rest is folded in `<details>`.
    public var rowsBeforeFolding: Int
    /// Blockers listed in the "Top blockers" section.
    public var topBlockers: Int
    /// Importers listed per dependency before "+N more".
    public var importersShown: Int
    /// When set, at most this many findings are listed per area, followed by a note of how many were left
    /// out (used to keep GitHub step summaries under their size limit). Nil lists everything.
    public var findingsPerAreaLimit: Int?
    /// The scanned folder's own name (`legacy-app`), named in the header when the report's source says no more:
    /// a scan of a plain folder or of a repository's root. Nil leaves it out.
    public var folderName: String?
    /// What `--baseline` left out, said in the header (a filtered report must not read as the whole scan). Nil without one.
    public var baseline: BaselineOutcome?
    /// True when the run also writes a baseline, which the header's advice then names as done.
    public var refreshingBaseline: Bool
    /// When set, the migration report lists at most this many new findings, rules and dependency changes, each list
    /// followed by a note of how many it leaves out. Nil lists everything.
    public var listLimit: Int?
    /// When set, the rendering is shortened to stay under it (fewer rows listed, with a note after the title of what
    /// was left out and where the rest is; cut at a line as a last resort). Nil renders everything.
    public var sizeLimit: MarkdownSizeLimit?

    public init(
        rowsBeforeFolding: Int = 10, topBlockers: Int = 10, importersShown: Int = 5, findingsPerAreaLimit: Int? = nil,
        folderName: String? = nil, baseline: BaselineOutcome? = nil, refreshingBaseline: Bool = false, listLimit: Int? = nil,
        sizeLimit: MarkdownSizeLimit? = nil
    ) {
        self.listLimit = listLimit
        self.sizeLimit = sizeLimit
        self.baseline = baseline
        self.refreshingBaseline = refreshingBaseline
        self.rowsBeforeFolding = rowsBeforeFolding
        self.topBlockers = topBlockers
        self.importersShown = importersShown
        self.findingsPerAreaLimit = findingsPerAreaLimit
        self.folderName = folderName
    }
}
