import ArgumentParser
import AuditModel
import BenchKit
import Foundation
import GitKit
import Reporting
import ScanEngine
import ShellWords

/// `migrate-audit compare`: the before/after migration report.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Write the before/after migration report: hazards fixed, remaining and new, and timings.",
        discussion: """
            --before and --after each take a git revision of the project at PATH (scanned straight from the \
            object database) or a report written by `scan --format json` (a name ending in .json, or another file that \
            names no revision, such as a pipe: --before <(git show main:audit.json); a shard report of \
            `scan --shard` is refused: merge the shards first; so is a report filtered by --baseline). Findings \
            are matched by fingerprint, so code that only moved counts as remaining, not as fixed and new; \
            files git finds renamed between the two commits (App.js → App.jsx) are matched under their new name. \
            The project's .migrate-audit.json (or --config) applies to both revisions as it does in scan: \
            rules turned off or re-rated, files excluded, effort weights. A --bench record must have timed the \
            compared revisions in the same direction (matched by commit, or by ref where a commit is unknown): \
            another pair is an input error; a pair that cannot be checked is a warning.

            Examples:
              migrate-audit compare --before main --after feat/vite
              migrate-audit compare --before a.json --after b.json --bench bench.json
              migrate-audit compare --before v1.0 --after HEAD -o - > report.md

            Exit codes: 0 written; 1 with --fail-on-new when new findings appeared; 2 usage or input error, or, after the \
            report is written, a side with gaps (files its scan could not read, a package.json that is not valid JSON); \
            130 interrupted (Ctrl-C; 143 for SIGTERM): a file being written keeps its previous content and no temporary file is left; \
            a reader that closes standard output early (`| head`) is no error: the run stops writing there quietly and ends with the code above, never 141.
            """)

    @Argument(help: "The project folder (for revisions; default: the current folder).")
    var path: String = "."

    @Option(help: "The before side: a git revision or a scan JSON report.")
    var before: String

    @Option(help: "The after side: a git revision or a scan JSON report.")
    var after: String

    @Option(help: "A bench record (`bench --format json` with --before/--after) whose timings join the report (an A/A record of `bench --aa` is refused).")
    var bench: String?

    @Option(name: [.short, .long], help: "Where to write the Markdown ('-' for standard output; default Reports/migration-report.md).")
    var output: String?

    @Option(help: MaxLengthOption.help(listed: "Fewer new findings, rules and dependency changes are"))
    var maxLength: Int?

    @Option(help: "The Vite major to target when scanning revisions (7 or 8; default: the configuration's, else the vite the 'after' package.json declares, else 8).")
    var vite: Int?

    @Option(help: "Configuration file (default: .migrate-audit.json in PATH, if present), applied to both sides as scan applies it.")
    var config: String?

    @Flag(help: "Exit 1 when the after side has findings the before side did not.")
    var failOnNew = false

    @Flag(help: "Open the repository even if another user owns it.")
    var trustRepository = false

    @Option(help: "Cache folder for per-file results, shared by both sides (default: $XDG_CACHE_HOME/migrate-audit, else ~/.cache/migrate-audit).")
    var cacheDir: String?

    @Flag(help: "Do not read or write the cache.")
    var noCache = false

    func validate() throws {
        if let vite, !AuditConfiguration.supportedViteMajors.contains(vite) { throw ValidationError("--vite must be \(AuditConfiguration.supportedViteMajors.map(String.init).joined(separator: " or ")), not \(vite)") }
        try CacheFolderOption.validate(cacheDir, noCache: noCache)
        try MaxLengthOption.validate(maxLength)
        try EmptyOption.validateConfig(config)
        try EmptyOption.validateOutput(output)
        try EmptyOption.validate(bench, "--bench", instead: "name a bench record, or drop it")
    }

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let scanner = Scanner()
        let configuration = try AuditConfiguration.load(explicit: config, scannedFolder: path)
        for warning in configuration.value.warnings { printError("warning: \(configuration.name): \(warning)") }
        try OutputPath.checkNotAnInput(
            output ?? OutputPath.implicitReport(named: "migration-report", markdown: true),
            inputs: [("the 'before' report", before), ("the 'after' report", after), ("the bench record", bench), ("the configuration", config)],
            project: OutputPath.ProjectFolders(scanned: path, noGit: false, trustRepository: trustRepository))
        try OutputPath.checkWritable(output: output, defaultName: "migration-report")
        // Every input is checked before the first scan: a typo in --after or --bench is not found seconds later.
        var reports: [String: ScanReport] = [:]
        let sides: [(option: String, argument: String)] = [("--before", before), ("--after", after)]
        for (option, argument) in sides {
            // A name ending in .json is a report, even a missing one: no one names a branch `x.json`, and
            // "unknown revision" would hide the typo.
            if argument.hasSuffix(".json") {
                reports[argument] = try Self.wholeReport(argument)
            } else {
                do {
                    try checkRevision(argument, option: option)
                } catch where Self.namesAFile(argument) {
                    // Not a revision, but a file: a report by another name, or through a pipe (`<(git show main:audit.json)`
                    // gives /dev/fd/63), which "unknown revision '/dev/fd/63'" would leave the user to puzzle out.
                    reports[argument] = try Self.wholeReport(argument)
                } catch where Self.namesAFolder(argument) {
                    // A project folder given where a side goes (`compare ../old-checkout --after .`): PATH takes the folder.
                    throw CLIError("\(option) '\(argument)' is a folder, not a git revision or a scan JSON report; give a revision of the "
                        + "repository at PATH (PATH is the project folder, the first argument), or a report of `migrate-audit scan --format json -o FILE`")
                }
            }
        }
        var record: BenchRecord?
        var timing: String?
        var notMeasured: [String] = []
        if let bench {
            let read = try ReportFile.benchRecord(bench)
            // Two runs of the same code: read as a migration's timing, it would claim "no change" for the move.
            if read.config.aa == true {
                throw CLIError("'\(bench)' is an A/A calibration record (bench --aa: the same code as both sides), not a before/after "
                    + "benchmark; pass a record of `migrate-audit bench --before A --after B --format json -o FILE`")
            }
            timing = try TimingSection.markdown(from: read, file: bench)
            notMeasured = TimingSection.notMeasured(in: read)
            record = read
        }
        let settings = configuration.value
        // Both revisions go through one cache: a blob the two sides share is lexed once.
        let cacheDirectory = CacheFolderOption.resolve(noCache: noCache, cacheDir: cacheDir, currentDirectory: cwd)
        // Files each side's scan could not read (or a package.json it could not parse): the report compares partial scans.
        var unread: [String: Int] = [:]
        func side(_ argument: String, viteMajor: Int?) throws -> ScanReport {
            if let report = reports[argument] {
                unread[argument] = report.warnings.filter(\.isUnread).count
                return report
            }
            let report: ScanReport
            do {
                let outcome = try scanner.scanNotingGaps(ScanRequest(
                    path: path, revision: argument, trustRepository: trustRepository, viteMajor: viteMajor ?? vite ?? settings.viteTarget ?? 8,
                    detectsViteMajor: viteMajor == nil && vite == nil && settings.viteTarget == nil, cacheDirectory: cacheDirectory, skipPolicy: settings.skipPolicy, includesFile: { settings.includes($0) },
                    configurationFingerprint: settings.scanFingerprint))
                unread[argument] = outcome.unreadable
                report = outcome.report
            } catch ScanInputError.notAGitRepository(let folder) {
                throw Self.notARepository(argument, folder: folder)
            }
            return settings.finalise(report, configurationFile: configuration.reportPath)
        }
        // The 'after' side chooses the Vite both plan for (its package.json's, unless --vite says): the 'before'
        // side usually declares none.
        let afterReport = try side(after, viteMajor: nil)
        let beforeReport = try side(before, viteMajor: afterReport.target.vite)
        // Rules weigh the target: findings of a rule that fires for one major only would read as fixed or new.
        if beforeReport.target.vite != afterReport.target.vite {
            printError("warning: the sides were scanned for different Vite targets ('\(before)' for Vite \(beforeReport.target.vite), "
                + "'\(after)' for Vite \(afterReport.target.vite)), so hazards of one target only count as fixed or new; "
                + "scan both with the same --vite")
        }
        for warning in Self.provenanceWarnings(before: beforeReport, after: afterReport, beforeName: before, afterName: after) {
            printError("warning: " + warning)
        }
        let renames = RenameDetection.detect(
            before: beforeReport.source, after: afterReport.source, path: path, trustRepository: trustRepository)
        let comparison = ScanComparison(before: beforeReport, after: afterReport, renames: renames.renames)
        if let warning = RenameDetection.warning(renames, for: comparison) { printError(warning) }
        // Everything fixed and everything new, with not one file in common (renamed files paired), is two projects
        // rather than progress.
        let (beforeFiles, afterFiles) = comparison.filesWithFindings
        if !beforeFiles.isEmpty, !afterFiles.isEmpty, beforeFiles.isDisjoint(with: afterFiles) {
            printError("warning: the two sides have no file with findings in common; check that '\(before)' and '\(after)' are "
                + "the same project (the same folder, PATH or scanned root)")
        }
        if let bench, let record {
            switch BenchRecordMatch(record: record, before: comparison.before.source, after: comparison.after.source) {
            case .matches: break
            case .unproven(let message): printError("warning: '\(bench)': \(message)")
            case .mismatched(let message): throw CLIError("'\(bench)': \(message)")
            }
            for sentence in notMeasured { printError("warning: '\(bench)': \(sentence)") }
        }
        let markdown = MigrationReportRenderer.render(
            comparison, timing: timing, rules: RuleCatalog.all, effort: settings.effortModel,
            options: MarkdownReportOptions(sizeLimit: maxLength.map { .maxLength($0, whole: MaxLengthOption.compareWhole) }))
        let destination = output.map { ReportDestination(argument: $0, currentDirectory: cwd) }
            ?? .defaultFile(named: "migration-report", format: .markdown, currentDirectory: cwd)
        try destination.write(Data(markdown.utf8))
        if let url = destination.replacedFile { printError("wrote \(ReportDestination.writtenPlace(url))") }
        var counts = "fixed \(comparison.fixed.count) · remaining \(comparison.remaining.count) · new \(comparison.new.count)"
        // Findings of files the after scan skipped are none of the three: said, so that the counts add up to the before side's.
        if !comparison.unscannedAfter.isEmpty { counts += " · not compared \(comparison.unscannedAfter.count) (in files the after scan skipped)" }
        // With the report on stdout, the counts go to stderr so that the Markdown stays clean.
        if destination == .standardOutput { printError(counts) } else { print(counts) }
        // Written, but not the project's whole story on that side: CI must not pass on it, as `scan` does not.
        let gaps = [("before", before), ("after", after)].compactMap { name, argument -> String? in
            guard let count = unread[argument], count > 0 else { return nil }
            let files = "\(count) \(count == 1 ? "file" : "files")"
            return reports[argument] != nil
                ? "the '\(name)' report '\(argument)' names \(files) its scan could not read (warnings marked unread)"
                : "\(files) of the '\(name)' revision '\(argument)' could not be read (`\(ScanCommand.revisionScan(of: path, at: argument, trustRepository: trustRepository))` names them)"
        }
        if !gaps.isEmpty {
            throw CLIError(gaps.joined(separator: "; ") + ", so the migration report compares with a partial scan; "
                + "the warnings name each file and what to do about it, then compare again")
        }
        if failOnNew, !comparison.new.isEmpty {
            let count = comparison.new.count
            printError("failing (--fail-on-new): \(count) new \(count == 1 ? "finding" : "findings") that '\(before)' did not have")
            throw ExitCode(1)
        }
    }

    /// Whether `argument` names a folder on disk.
    private static func namesAFolder(_ argument: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether `argument` names something on disk that is not a folder (a file, a pipe).
    private static func namesAFile(_ argument: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The scan report in `argument`, refused when it is not a whole scan.
    private static func wholeReport(_ argument: String) throws -> ScanReport {
        let report = try ReportFile.scanReport(argument)
        // A shard holds a share of the files: compared as the whole, the rest would read as fixed or new.
        if let shard = report.source.shard {
            throw CLIError("'\(argument)' is shard \(shard.index) of \(shard.count) (source.shard), not a whole scan; join all "
                + "\(shard.count) shard reports with `migrate-audit merge SHARD.json… -o FILE.json` first, and compare the merged report")
        }
        // A baseline hid findings: they would read as fixed (before) or their absence as the state (after).
        if let hidden = report.summary.baselineHidden {
            throw CLIError("'\(argument)' was filtered by a baseline (summary.baselineHidden: \(hidden) \(hidden == 1 ? "finding" : "findings") left out), "
                + "not a whole scan; compare reports written without --baseline (a CI job can keep both: one for the gate, one to compare)")
        }
        return report
    }

    private static func notARepository(_ argument: String, folder: String) -> CLIError {
        CLIError("'\(argument)' is read as a git revision, but '\(folder)' is not inside a git repository; "
            + "pass the repository's folder as PATH, or scan JSON reports (migrate-audit scan --no-git --format json -o FILE.json)")
    }

    /// Throws an input error naming `option` when `revision` is not a commit of the repository at PATH. A PATH that is
    /// no folder is left to the scan, which names that problem.
    private func checkRevision(_ revision: String, option: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return }
        let repository: Repository
        do {
            repository = try Repository.discover(from: path, trustOwner: trustRepository)
        } catch {
            if error.code == GitError.notFoundCode {
                if let link = DanglingGitLink.nearest(above: path) { throw CLIError(ScanInputError.danglingGitLink(path: path, link: link).description) }
                throw Self.notARepository(revision, folder: path)
            }
            throw error
        }
        do {
            _ = try repository.resolveCommit(revision)
        } catch {
            throw CLIError("\(option): \(ScanInputError.unresolved(revision: revision, in: repository, error: error))")
        }
    }

    /// Differences of origin that make a comparison read hazards as fixed or new: another scanned folder or remote
    /// (another project, where every finding is new), another migrate-audit version (rules and wording changed).
    static func provenanceWarnings(before: ScanReport, after: ScanReport, beforeName: String, afterName: String) -> [String] {
        var warnings: [String] = []
        let remotes = (before.source.repositoryURL, after.source.repositoryURL)
        if let first = remotes.0, let second = remotes.1, first != second {
            warnings.append("'\(beforeName)' is of the repository \(first) and '\(afterName)' of \(second): findings of two projects read as fixed "
                + "and new; compare two revisions or reports of one project")
        } else if before.source.root != after.source.root {
            let folder = { (root: String) in root.isEmpty ? "the repository's root" : "'\(root)'" }
            warnings.append("'\(beforeName)' scanned \(folder(before.source.root)) and '\(afterName)' \(folder(after.source.root)): "
                + "the files of one are not the other's; scan the same folder on both sides")
        }
        if before.tool != after.tool {
            warnings.append("'\(beforeName)' was made by \(before.tool.name) \(before.tool.version) and '\(afterName)' by "
                + "\(after.tool.name) \(after.tool.version): rules and wording changed in between read as fixed and new; "
                + "scan both sides with one version (compare --before REF --after REF scans both)")
        }
        return warnings
    }
}
