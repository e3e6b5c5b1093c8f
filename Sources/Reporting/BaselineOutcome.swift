/// What applying a baseline to a scan did: the findings it hid, and its entries that matched no finding (hazards
/// fixed since, or a baseline of another project), so that a filtered report does not read as the whole scan.
public struct BaselineOutcome: Sendable, Equatable {
    /// Entries in the baseline.
    public var entries: Int
    /// Findings of the scan the baseline holds, left out of the report.
    public var hidden: Int
    /// Entries that matched no finding of the scan.
    public var unmatched: Int

    /// The counts of one baseline applied to one scan.
    public init(entries: Int, hidden: Int, unmatched: Int) {
        self.entries = entries
        self.hidden = hidden
        self.unmatched = unmatched
    }

    /// "12 findings already in the baseline are not shown; 3 baseline entries no longer match (refresh with
    /// --write-baseline)". `refreshing` when this run writes a baseline too, which no longer holds the stale entries.
    public func sentence(refreshing: Bool = false) -> String {
        var text = "\(ReportWording.count(hidden, "finding")) already in the baseline \(hidden == 1 ? "is" : "are") not shown"
        if unmatched > 0 {
            text += "; \(unmatched == 1 ? "1 baseline entry no longer matches" : "\(unmatched) baseline entries no longer match")"
            text += refreshing ? " (the baseline written now leaves them out)" : " (refresh with --write-baseline)"
        }
        return text
    }

    /// True when no entry matched although the scan has findings: likely another project's baseline, where every
    /// finding is shown as new. (With no findings at all, every entry was simply fixed.)
    public func matchesNothing(findingsScanned: Int) -> Bool {
        entries > 0 && hidden == 0 && findingsScanned > 0
    }
}
