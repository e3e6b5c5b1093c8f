import AuditModel
import Foundation
import GitKit
import ShellWords

/// The paths in commands a report's warnings suggest (`migrate-audit scan 'libs/ui my'` for a submodule, `git submodule
/// update --init …`, `migrate-audit scan FOLDER` for a workspace package), named from the folder the user ran the scan
/// in rather than from the scanned folder. A report names them from the scanned folder, since a cached report may
/// serve a run from another folder; each run rewrites them with the scan path as it was given.
struct SuggestedCommandPaths {
    /// The scanned folder as the user gave it (`web`, `../app`, an absolute path, `.`).
    let givenPath: String
    /// The scanned folder's path in its repository (`""` at the root), where a submodule's path is taken from.
    var rootInRepository = ""

    /// `pathInFolder` (relative to the scanned folder) as the user can type it where they ran the scan: joined to the
    /// scan path as given (`web/libs/ui my`), unchanged for `.`.
    func shown(_ pathInFolder: String) -> String {
        PathFromCallingFolder.joined(givenPath, pathInFolder)
    }

    /// The command that initialises the submodule at `pathInFolder`, run where the scan ran: git takes the path only
    /// inside the parent repository, so it names the repository (`git -C ..`) unless that is the current folder.
    func initialising(_ pathInFolder: String) -> SubmoduleInitCommand {
        SubmoduleInitCommand(repository: PathFromCallingFolder.repositoryRoot(of: givenPath, at: rootInRepository),
                             pathInRepository: rootInRepository.isEmpty ? pathInFolder : rootInRepository + "/" + pathInFolder)
    }

    /// `warnings` with the commands of submodule and workspace-package warnings naming paths from where the scan ran.
    func rewriting(_ warnings: [ScanWarning]) -> [ScanWarning] {
        warnings.map { warning in
            guard let file = warning.file else { return warning }
            var message = warning.message
            if message.hasPrefix("a git submodule") {
                let old = ShellWord.quoted(file), new = ShellWord.quoted(shown(file))
                for (before, after) in [("migrate-audit scan ", ")"), ("migrate-audit scan ", " --ref ")] {
                    message = message.replacingOccurrences(of: before + old + after, with: before + new + after)
                }
                message = message.replacingOccurrences(of: "`git submodule update --init \(old)`", with: "`\(initialising(file).text)`")
            } else if message.hasPrefix("a workspace package built with"), file.hasSuffix("/package.json") {
                let folder = String(file.dropLast("/package.json".count))
                let command = "migrate-audit scan " + ShellWord.quoted(folder)
                if message.hasSuffix(command) { message = String(message.dropLast(command.count)) + "migrate-audit scan " + ShellWord.quoted(shown(folder)) }
            }
            return message == warning.message ? warning : ScanWarning(file: file, message: message, unread: warning.isUnread)
        }
    }
}
