import AuditModel
import BenchKit
import ShellWords

/// Whether a bench record timed the revisions `compare` compares, in the same direction: timings of other
/// revisions, or of v1→v2 shown as v2→v1, must not join the report as if they were these.
enum BenchRecordMatch: Equatable {
    /// Both sides are the compared ones: by commit where both know it, else by the refs as given.
    case matches
    /// A commit is unknown on one side and the refs do not settle it; the message says what could not be checked.
    case unproven(String)
    /// A side is another revision; the message names both pairs and what to do.
    case mismatched(String)

    init(record: BenchRecord, before: ScanReport.Source, after: ScanReport.Source) {
        guard let benchBefore = record.sides.first(where: { $0.label == "before" }),
            let benchAfter = record.sides.first(where: { $0.label == "after" })
        else {
            self = .matches  // a record without both sides is refused when its timing rows are made
            return
        }
        let agreements = [Self.agreement(benchBefore, before), Self.agreement(benchAfter, after)]
        let recorded = "before \(Self.describe(benchBefore)) → after \(Self.describe(benchAfter))"
        let compared = "before \(Self.describe(before)) → after \(Self.describe(after))"
        if agreements.contains(.different) {
            let reversed = Self.agreement(benchBefore, after) == .same && Self.agreement(benchAfter, before) == .same
            let command = "migrate-audit bench --before \(Self.argument(before)) --after \(Self.argument(after)) --format json -o FILE"
            self = .mismatched(
                "the bench record timed \(recorded), but compare compares \(compared)"
                    + (reversed ? " (the record runs the other way round)" : "")
                    + "; record these revisions with `\(command)`, or compare the revisions the record timed")
        } else if agreements.contains(.unknown) {
            self = .unproven(
                "cannot check that the bench record (\(recorded)) timed the compared revisions (\(compared)): a commit is "
                    + "unknown on one side; its timings are shown as they are")
        } else {
            self = .matches
        }
    }

    private enum Agreement { case same, different, unknown }

    /// Resolved commits decide when both sides have one (a ref may have moved, or be spelled otherwise); without,
    /// equal refs as given are taken as the same revision, and anything else cannot be told.
    private static func agreement(_ side: BenchRecord.Side, _ source: ScanReport.Source) -> Agreement {
        if let recorded = side.commit, let compared = source.commit {
            return recorded.lowercased() == compared.lowercased() ? .same : .different
        }
        if let recorded = side.ref, let compared = source.ref, recorded == compared { return .same }
        return .unknown
    }

    private static func describe(_ side: BenchRecord.Side) -> String {
        describe(ref: side.ref, commit: side.commit, nothing: "the working tree")
    }

    private static func describe(_ source: ScanReport.Source) -> String {
        describe(ref: source.ref, commit: source.commit, nothing: source.worktree ? "a working tree" : "an unknown revision")
    }

    /// `v1 (3f2a9c01d2e4)`, `commit 3f2a9c01d2e4`, `v1 (commit unknown)`, or `nothing` when neither is known.
    private static func describe(ref: String?, commit: String?, nothing: String) -> String {
        let short = commit.map { String($0.prefix(12)) }
        switch (ref, short) {
        case let (ref?, short?): return "\(ref) (\(short))"
        case let (nil, short?): return "commit \(short)"
        case let (ref?, nil): return "\(ref) (commit unknown)"
        case (nil, nil): return nothing
        }
    }

    /// How to name the compared side to `bench`: its ref as given, else its commit.
    private static func argument(_ source: ScanReport.Source) -> String {
        source.ref.map(ShellWord.quoted) ?? source.commit ?? "REF"
    }
}
