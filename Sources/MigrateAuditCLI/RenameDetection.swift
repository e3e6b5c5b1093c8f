import AuditModel
import GitKit
import Reporting

/// The files renamed between the two sides of a comparison, found by git in the repository at the project folder,
/// so that `compare` and `scan --compare` match a renamed file's findings under its new name.
enum RenameDetection {
    /// The renames found, or why none could be looked for.
    struct Outcome {
        /// Old path → new path, relative to the scanned folder.
        var renames: [String: String] = [:]
        /// Why renamed files could not be paired; nil when git was asked (or the sides are not one folder's).
        var unavailable: String?
    }

    /// Asks git for the renames between the sides' commits (`afterIsCurrentWorkingTree`: the after side is the
    /// working tree on disk, scanned just now). Sides of different folders are no business of renames.
    static func detect(
        before: ScanReport.Source, after: ScanReport.Source, path: String, trustRepository: Bool, afterIsCurrentWorkingTree: Bool = false
    ) -> Outcome {
        guard before.root == after.root else { return Outcome() }
        guard let from = before.commit, !before.worktree else {
            return Outcome(unavailable: before.worktree
                ? "the before report is of a working tree, which git cannot compare later; compare revisions"
                : "the before report names no commit: it was scanned outside git")
        }
        let to: String?
        if after.worktree {
            guard afterIsCurrentWorkingTree else {
                return Outcome(unavailable: "the after report is of a working tree, which git cannot compare later; compare revisions, "
                    + "or run `migrate-audit scan --compare REF` in that working tree")
            }
            to = nil
        } else {
            guard let commit = after.commit else { return Outcome(unavailable: "the after report names no commit: it was scanned outside git") }
            to = commit
        }
        let repository: Repository
        do {
            repository = try Repository.discover(from: path, trustOwner: trustRepository)
        } catch {
            return Outcome(unavailable: "'\(path)' is not in the git repository the reports were scanned in; pass that repository's folder as PATH")
        }
        for commit in [from, to].compactMap({ $0 }) where (try? repository.resolveCommit(commit)) == nil {
            return Outcome(unavailable: "commit \(commit.prefix(12)) of the reports is not in the repository at '\(path)'; "
                + "pass the repository the reports were scanned in as PATH")
        }
        do {
            return Outcome(renames: try repository.renamedFiles(from: from, to: to, under: before.root))
        } catch {
            return Outcome(unavailable: "\(error)")
        }
    }

    /// Whether some files have findings on one side only, each side: what renames would pair. A note about
    /// renames that could not be looked for is worth printing only then.
    static func mayHaveRenames(_ comparison: ScanComparison) -> Bool {
        let (before, after) = comparison.filesWithFindings
        return !before.subtracting(after).isEmpty && !after.subtracting(before).isEmpty
    }

    /// The warning for `outcome` when it matters to `comparison`, or nil.
    static func warning(_ outcome: Outcome, for comparison: ScanComparison) -> String? {
        guard let reason = outcome.unavailable, mayHaveRenames(comparison) else { return nil }
        return "warning: renamed files could not be paired: \(reason). A renamed file's findings count as fixed and new."
    }
}
