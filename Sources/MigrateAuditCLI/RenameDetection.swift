import AuditModel
import GitKit

/// The files renamed between the two sides of a comparison, found by git in the repository at the project folder,
/// so that `compare` and `scan --compare` match a renamed file's findings under its new name.
enum RenameDetection {
    /// Old path → new path, relative to the scanned folder. Empty when the sides cannot be diffed: not both git
    /// scans of one folder, a side without a commit, or an after side that is a working tree not scanned just now
    /// (`afterIsCurrentWorkingTree`: the working tree on disk is the after side). A git failure is a warning: the
    /// comparison stands, only without renames.
    static func renames(
        before: ScanReport.Source, after: ScanReport.Source, path: String, trustRepository: Bool, afterIsCurrentWorkingTree: Bool = false
    ) -> [String: String] {
        guard let from = before.commit, !before.worktree, before.root == after.root else { return [:] }
        let to: String?
        if after.worktree {
            guard afterIsCurrentWorkingTree else { return [:] }
            to = nil
        } else {
            guard let commit = after.commit else { return [:] }
            to = commit
        }
        do {
            let repository = try Repository.discover(from: path, trustOwner: trustRepository)
            return try repository.renamedFiles(from: from, to: to, under: before.root)
        } catch {
            printError("warning: renamed files could not be detected (\(error)); a renamed file's findings count as fixed and new")
            return [:]
        }
    }
}
