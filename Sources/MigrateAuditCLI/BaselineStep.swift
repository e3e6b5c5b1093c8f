import ArgumentParser
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

    /// Applies the step to `report`: the baseline's outcome (nil when none filtered it) and the baseline to write
    /// (nil when none is written), which the command writes with `write(_:)` once its report is written: a run that
    /// fails to write its report leaves the previous baseline as it was. Says on stderr what it hid.
    /// `unreadableFiles`: files the scan could not read. Their findings are missing, so a baseline written now would
    /// drop their entries and the next gate would fail on old findings: it is not written (the run fails anyway).
    func apply(to report: inout ScanReport, effort: EffortModel, unreadableFiles: Int = 0) throws -> (outcome: BaselineOutcome?, toWrite: Baseline?) {
        let previous = try baseline.map { try Baseline.read(from: Self.url($0), path: $0, writing: writeBaseline != nil) }
        let toWrite = writeBaseline != nil && unreadableFiles == 0 ? Baseline(report: report) : nil
        let wrote = toWrite != nil
        if let writeBaseline, unreadableFiles > 0 {
            let files = unreadableFiles == 1 ? "1 file" : "\(unreadableFiles) files"
            printError("warning: baseline \(writeBaseline) not written: \(files) could not be read, so it would lose their findings' "
                + "entries; fix the reads (the report's warnings name them) and write it again")
        }
        guard let previous, let baseline else { return (nil, toWrite) }
        let scannedFindings = report.findings.count
        let applied = previous.applied(to: report)
        report = applied.report
        // The estimate is of what is left: the findings the baseline does not hold.
        report.summary.effort = effort.estimate(report.findings).summaryEffort
        // Said every time: a filtered report must not read as the whole scan.
        printError(applied.outcome.sentence(refreshing: wrote))
        if applied.outcome.matchesNothing(findingsScanned: scannedFindings) {
            let entries = applied.outcome.entries
            let matchesNothing = entries == 1
                ? "the one entry in baseline \(baseline) matches no finding" : "none of the \(entries) entries in baseline \(baseline) matches a finding"
            printError("warning: \(matchesNothing) of this scan, so every finding is shown as new; is it another project's baseline "
                + "(or another scanned folder's)? "
                + (wrote ? "The baseline written now is this scan's" : "Write this project's with --write-baseline"))
        }
        return (applied.outcome, toWrite)
    }

    /// Says, in one line, that a SARIF report (`--format sarif`, or an output named `*.sarif`) filtered by the
    /// baseline is not a full scan: uploaded in a full scan's place, it would leave every baselined alert behind.
    func warnOfPartialSARIF(format: ReportFormat, output: String?) {
        guard let baseline, format == .sarif || output?.lowercased().hasSuffix(".sarif") == true else { return }
        printError("warning: with --baseline \(baseline) the SARIF report holds only the findings new to the baseline, not a full scan; "
            + "it has its own code-scanning category (\(SARIFRenderer.baselineCategory)): upload a scan without --baseline for the project's full state")
    }

    /// Writes `pending` (from `apply`) to `--write-baseline`, and says so.
    func write(_ pending: Baseline?) throws {
        guard let pending, let writeBaseline else { return }
        let url = Self.url(writeBaseline)
        try pending.write(to: url)
        printError("wrote baseline of \(pending.entries.count) findings to \(ReportDestination.writtenPlace(url, shown: writeBaseline))")
    }

    /// `-` is standard output for reports; a baseline is a file the next run reads, and `-` would make one named so.
    static func validate(writeBaseline: String?) throws {
        try EmptyOption.validateFileName(writeBaseline, "--write-baseline")
        if writeBaseline == "-" || writesStandardOutput(writeBaseline) {
            throw ValidationError("--write-baseline writes a file for the next run to read, not standard output; name the file (e.g. audit-baseline.json)")
        }
    }

    /// Whether `path` is the file standard output writes to (`/dev/stdout`, `/dev/fd/1`, or the file stdout was
    /// redirected to): the baseline would run together with the report or summary printed there, or (a file) replace
    /// what was printed. Not /dev/null, which swallows both harmlessly.
    static func writesStandardOutput(_ path: String?) -> Bool {
        guard let path else { return false }
        var target = stat(), output = stat(), null = stat()
        guard stat(path, &target) == 0, fstat(STDOUT_FILENO, &output) == 0, target.st_dev == output.st_dev, target.st_ino == output.st_ino else { return false }
        return !(stat("/dev/null", &null) == 0 && null.st_dev == target.st_dev && null.st_ino == target.st_ino)
    }

    private static func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
    }
}
