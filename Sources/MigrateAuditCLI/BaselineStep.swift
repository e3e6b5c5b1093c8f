import AuditModel
import Foundation
import Reporting

/// `--baseline` and `--write-baseline` over a whole report, as `scan` and `merge` apply them: the old baseline is
/// read before the new one is written (both may name one file), the new one records every finding, and the report
/// keeps only the findings the old one does not hold, its estimate made again over them.
struct BaselineStep {
    /// The baseline to filter by, as the user wrote it.
    var baseline: String?
    /// Where to record the report's findings, as the user wrote it.
    var writeBaseline: String?

    /// Applies the step to `report`; nil when no baseline filtered it. Says on stderr what it wrote and hid.
    func apply(to report: inout ScanReport, effort: EffortModel) throws -> BaselineOutcome? {
        let previous = try baseline.map { try Baseline.read(from: Self.url($0), path: $0, writing: writeBaseline != nil) }
        if let writeBaseline {
            try Baseline(report: report).write(to: Self.url(writeBaseline))
            printError("wrote baseline of \(report.findings.count) findings to \(writeBaseline)")
        }
        guard let previous, let baseline else { return nil }
        let scannedFindings = report.findings.count
        let applied = previous.applied(to: report)
        report = applied.report
        // The estimate is of what is left: the findings the baseline does not hold.
        report.summary.effort = effort.estimate(report.findings).summaryEffort
        // Said every time: a filtered report must not read as the whole scan.
        printError(applied.outcome.sentence(refreshing: writeBaseline != nil))
        if applied.outcome.matchesNothing(findingsScanned: scannedFindings) {
            let entries = applied.outcome.entries
            let matchesNothing = entries == 1
                ? "the one entry in baseline \(baseline) matches no finding" : "none of the \(entries) entries in baseline \(baseline) matches a finding"
            printError("warning: \(matchesNothing) of this scan, so every finding is shown as new; is it another project's baseline "
                + "(or another scanned folder's)? Write this project's with --write-baseline")
        }
        return applied.outcome
    }

    private static func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
    }
}
