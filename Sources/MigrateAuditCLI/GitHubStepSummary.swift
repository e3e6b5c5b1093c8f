import AuditModel
import Foundation
import Reporting
import ScanEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The job summary `--format github` adds to a GitHub Actions run, when the runner names its file.
enum GitHubStepSummary {
    /// The file the runner names for the summary; nil outside GitHub Actions (or with the variable empty).
    static func path(in environment: [String: String]) -> String? {
        environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The least room worth a summary: its title and the note that says it was cut.
    static let minimumRoom = 1_000

    /// The UTF-8 bytes the step's summary can still take: GitHub's limit holds for the whole file, whatever earlier
    /// commands of the step wrote to it, and a file past it is dropped whole ("upload aborted"), theirs included.
    static func room(atPath path: String) -> Int {
        let existing = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        return GitHubActionsRenderer.stepSummaryLimit - existing
    }

    /// Whether `append` will add a summary: the runner names a file, and it has room for one.
    static func willAppend(in environment: [String: String]) -> Bool {
        path(in: environment).map { room(atPath: $0) >= minimumRoom } ?? false
    }

    /// Throws, before the scan, when the variable names a file the run reads (`inputs`), a source or configuration file,
    /// or another file of the scanned project (`project`) that migrate-audit did not write: the summary would be
    /// appended to it, and `GITHUB_STEP_SUMMARY=package.json` would leave the manifest half JSON, half Markdown.
    /// The runner's own summary file lies outside the project.
    static func checkTarget(in environment: [String: String], inputs: [(role: String, path: String?)], project: OutputPath.ProjectFolders?) throws {
        guard let path = path(in: environment) else { return }
        var target = stat()
        guard stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { return }
        let problem: String?
        if let role = inputs.first(where: { input in
            var info = stat()
            return input.path.map { stat($0, &info) == 0 && info.st_dev == target.st_dev && info.st_ino == target.st_ino } ?? false
        })?.role {
            problem = "is \(role), which this run reads"
        } else if URL(fileURLWithPath: path).lastPathComponent == AuditConfiguration.fileName
            || SourceExtensions.lexed.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            problem = "is a source or configuration file"
        } else if let folder = project?.folder(containing: path), !OutputPath.isOurOutput(path) {
            problem = "is a file of the scanned project (in \(folder)) that migrate-audit did not write"
        } else {
            problem = nil
        }
        if let problem {
            throw CLIError("$GITHUB_STEP_SUMMARY (\(path)) \(problem), and the job summary would be appended to it; "
                + "point the variable at another file (the runner sets it to its own), or unset it")
        }
    }

    /// Appends the report's summary to `$GITHUB_STEP_SUMMARY` (created when missing, as the shell's `>>` does),
    /// shortened to the room the file has left; nothing, with a warning on stderr, when it has almost none.
    static func append(_ report: ScanReport, effort: EffortModel, baseline: BaselineOutcome?, environment: [String: String]) throws {
        guard let path = path(in: environment) else { return }
        let room = room(atPath: path)
        guard room >= minimumRoom else {
            printError("warning: no job summary added: $GITHUB_STEP_SUMMARY (\(path)) already holds \(GitHubActionsRenderer.stepSummaryLimit - room) "
                + "bytes, and GitHub drops a step's summary past \(GitHubActionsRenderer.stepSummaryLimit) bytes; run the scan in a step of its own")
            return
        }
        let markdown = GitHubActionsRenderer.stepSummary(report, rules: RuleCatalog.all, effort: effort, limit: room, baseline: baseline)
        do {
            try ReportDestination.appending(URL(fileURLWithPath: path)).write(Data(markdown.utf8))
        } catch {
            throw CLIError("the job summary was not added to $GITHUB_STEP_SUMMARY (\(path)): \(error); point the variable at a writable file, or unset it "
                + "(the report itself was written)")
        }
    }
}
