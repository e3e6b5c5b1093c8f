import AuditModel
import Foundation
import Reporting
import ScanEngine

/// The job summary `--format github` adds to a GitHub Actions run, when the runner names its file.
enum GitHubStepSummary {
    /// The file the runner names for the summary; nil outside GitHub Actions (or with the variable empty).
    static func path(in environment: [String: String]) -> String? {
        environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Appends the report's summary to `$GITHUB_STEP_SUMMARY` (created when missing, as the shell's `>>` does).
    static func append(_ report: ScanReport, effort: EffortModel, baseline: BaselineOutcome?, environment: [String: String]) throws {
        guard let path = path(in: environment) else { return }
        let markdown = GitHubActionsRenderer.stepSummary(report, rules: RuleCatalog.all, effort: effort, baseline: baseline)
        do {
            try ReportDestination.appending(URL(fileURLWithPath: path)).write(Data(markdown.utf8))
        } catch {
            throw CLIError("the job summary was not added to $GITHUB_STEP_SUMMARY (\(path)): \(error); point the variable at a writable file, or unset it "
                + "(the report itself was written)")
        }
    }
}
