import AuditModel
import Foundation
import Reporting
import ScanEngine

/// The job summary `--format github` adds to a GitHub Actions run, when the runner names its file.
enum GitHubStepSummary {
    /// Appends the report's summary to `$GITHUB_STEP_SUMMARY` (created when missing, as the shell's `>>` does).
    static func append(_ report: ScanReport, effort: EffortModel, baseline: BaselineOutcome?, environment: [String: String]) throws {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let markdown = GitHubActionsRenderer.stepSummary(report, rules: RuleCatalog.all, effort: effort, baseline: baseline)
        do {
            try ReportDestination.appending(URL(fileURLWithPath: path)).write(Data(markdown.utf8))
        } catch {
            throw CLIError("the job summary was not added to $GITHUB_STEP_SUMMARY (\(path)): \(error); point the variable at a writable file, or unset it "
                + "(the report itself was written)")
        }
    }
}
