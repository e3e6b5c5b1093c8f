import ArgumentParser
import AuditModel
import Foundation
import GitKit
import Reporting
import ScanEngine
import ShellWords

/// `migrate-audit scan`: every hazard between the project and Vite, at file:line, with its fix.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find every hazard between a webpack / CRA React app and Vite, at file:line, with its fix.",
        discussion: """
            Reads the repository through libgit2: the working tree by default (tracked files plus untracked \
            files git does not ignore, uncommitted edits included), or any revision with --ref, straight from \
            the object database. PATH may be a sub-folder (a monorepo package); paths in the report are \
            relative to it (a shared webpack config read from a sibling package is ../webpack-config/…), \
            except in GitHub annotations and SARIF, which name files from the repository root. Columns are \
            1-based UTF-16 code units.

            Examples:
              migrate-audit scan                         the project in this folder
              migrate-audit scan packages/web --ref main a package at main's tip
              migrate-audit scan --format markdown       Reports/migration-audit.md
              migrate-audit scan --format sarif -o audit.sarif --fail-on blocker
              migrate-audit scan --write-baseline base.json
              migrate-audit scan --baseline base.json --fail-on manual-fix
              migrate-audit scan --shard 2/4 --format json -o shard-2.json

            Exit codes: 0 no finding at or above --fail-on (default: never fail), 1 findings at or above \
            --fail-on, 2 usage or input error (a folder with no source file and no package.json audits nothing), \
            or, after the report is written, a report with gaps (files that could not be read, a package.json that is not valid JSON); \
            130 interrupted (Ctrl-C; 143 for SIGTERM): a file being written keeps its previous content and no temporary file is left; \
            a reader that closes standard output early (`| head`) is no error: the run stops writing there quietly and ends with the code above, never 141.
            """)

    @Argument(help: "The project folder to scan.")
    var path: String = "."

    @Option(help: "Scan this revision (branch, tag, SHA, HEAD~3) from the object database instead of the working tree.")
    var ref: String?

    @Flag(help: "Walk PATH as a plain folder, without git.")
    var noGit = false

    @Flag(help: "Open the repository even if another user owns it (libgit2's safe.directory check).")
    var trustRepository = false

    @Option(name: [.short, .long], help: "Output format: text, json, markdown, sarif, github.")
    var format: String = "text"

    @Option(name: [.short, .long], help: "Where to write the report ('-' for standard output). Default: standard output, except markdown, which goes to Reports/migration-audit.md.")
    var output: String?

    @Option(help: MaxLengthOption.help(listed: "Fewer findings per area are", appliesTo: " Applies to --format markdown and to the --compare report."))
    var maxLength: Int?

    @Option(help: "The Vite major to target (7 or 8); default from .migrate-audit.json, else the vite package.json declares, else 8.")
    var vite: Int?

    @Option(help: "Fail (exit 1) when a finding is at or above this level: blocker, manual-fix, auto-fixable, info, never.")
    var failOn: String = "never"

    @Option(help: "Report only findings not in this baseline file.")
    var baseline: String?

    @Option(help: "Record the current findings' fingerprints into this file.")
    var writeBaseline: String?

    @Option(help: "Configuration file (default: .migrate-audit.json in PATH, if present).")
    var config: String?

    // Unconditional: "--threads -1" reaches validate(), which says what is wrong, rather than reading as an option.
    @Option(parsing: .unconditional, help: "Worker threads (default: the number of cores). The report does not depend on it.")
    var threads: Int?

    @Option(help: "Cache folder for per-file results and reports (default: $XDG_CACHE_HOME/migrate-audit, else ~/.cache/migrate-audit).")
    var cacheDir: String?

    @Flag(help: "Do not read or write the cache.")
    var noCache = false

    @Option(help: "Scan only share I of N of the files (e.g. 2/4); join the shards with `migrate-audit merge`. Not with --baseline, --write-baseline or --compare, which need the whole scan (merge takes --baseline and --fail-on).")
    var shard: String?

    @Option(help: ArgumentHelp(
        "Also scan this revision (the 'before') and write the before/after migration report to Reports/migration-report.md.",
        discussion: "The scan report is written as usual (--format, --output); `migrate-audit compare` chooses the report's place and format.",
        valueName: "ref"))
    var compare: String?

    func validate() throws {
        if let vite, !AuditConfiguration.supportedViteMajors.contains(vite) { throw ValidationError("--vite must be \(AuditConfiguration.supportedViteMajors.map(String.init).joined(separator: " or ")), not \(vite)") }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        try MaxLengthOption.validate(maxLength, format: format, writesOtherMarkdown: compare != nil)
        if let shard, Shard(shard) == nil { throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N ≤ \(Shard.maximumCount), both plain numbers, e.g. 2/4; got '\(shard)'") }
        try CacheFolderOption.validate(cacheDir, noCache: noCache)
        try EmptyOption.validateConfig(config)
        try EmptyOption.validateOutput(output)
        try EmptyOption.validate(baseline, "--baseline", instead: "name a baseline file, or drop it to report every finding")
        try EmptyOption.validate(writeBaseline, "--write-baseline", instead: "name the file to write the baseline to")
        try BaselineStep.validate(writeBaseline: writeBaseline)
        if compare != nil, shard != nil { throw ValidationError("--compare needs the whole scan, not a shard; drop --shard (or merge the shards, then use `migrate-audit compare`)") }
        // A shard's baseline would hold its share only, and the whole scan then fail on every other shard's findings.
        if writeBaseline != nil, shard != nil {
            throw ValidationError("--write-baseline records the whole scan's findings, not a shard's; drop --shard and write the baseline "
                + "from a whole scan (`migrate-audit scan --write-baseline FILE`) or from the merged shards (`migrate-audit merge shard-*.json --write-baseline FILE`)")
        }
        // Filtered shards would merge into a report that looks whole but lacks the baseline's findings, and which of
        // the baseline's entries no longer match cannot be told from a share of the files.
        if baseline != nil, shard != nil {
            throw ValidationError("--baseline filters the whole scan, not a shard: filtered shards would merge into a report without "
                + "the baseline's findings; give --baseline to `migrate-audit merge` instead, which gates the merged shards")
        }
        if compare != nil, noGit { throw ValidationError("--compare scans a git revision and --no-git reads no repository; drop one (or scan both sides to JSON and use `migrate-audit compare`)") }
        if let compare, compare.hasSuffix(".json") {
            throw ValidationError("--compare takes a git revision, not a report; to compare with '\(compare)' run `migrate-audit compare --before \(ShellWord.quoted(compare)) --after <this scan's JSON report>`")
        }
    }

    func run() throws {
        let terminal = TerminalEnvironment.current
        let reportFormat = try ReportFormat.parse(format)
        let failLevel = try FailLevel.parse(failOn)
        let configuration = try AuditConfiguration.load(explicit: config, scannedFolder: path)
        for warning in configuration.value.warnings { printError("warning: \(configuration.name): \(warning)") }
        try OutputPath.checkDistinct(("--output", output), ("--write-baseline", writeBaseline))
        let inputs: [(role: String, path: String?)] = [("the baseline", baseline), ("the configuration", config)]
        let project = OutputPath.ProjectFolders(scanned: path, noGit: noGit, trustRepository: trustRepository)
        let reportName = reportFormat == .markdown ? "migration-audit" : nil
        try OutputPath.checkNotAnInput(
            output ?? OutputPath.implicitReport(named: "migration-audit", markdown: reportFormat == .markdown), inputs: inputs, project: project)
        if compare != nil {
            try OutputPath.checkNotAnInput(OutputPath.implicitReport(named: "migration-report", markdown: true), inputs: inputs, project: project)
        }
        // A baseline refreshed in place (--baseline b.json --write-baseline b.json) is read before it is written.
        try OutputPath.checkNotAnInput(writeBaseline, option: "--write-baseline", inputs: [("the configuration", config)], project: project)
        if reportFormat == .github {
            try GitHubStepSummary.checkTarget(in: terminal.environment, inputs: inputs, project: project)
        }
        // Every output is checked before the scan, not found unwritable after it.
        try OutputPath.checkWritable(output: output, defaultName: reportName)
        if compare != nil { try OutputPath.checkWritable(output: nil, defaultName: "migration-report") }
        if let writeBaseline { try OutputPath.checkWritable(writeBaseline) }

        var request = makeRequest(configuration: configuration.value, revision: ref)
        // The 'before' revision is checked before the long scan, not after it.
        if let compare { try Self.checkRevision(compare, path: path, trustRepository: trustRepository) }
        let progressBar: ScanProgressBar? = terminal.showProgress ? ScanProgressBar() : nil
        var onProgress: (@Sendable (ScanProgress) -> Void)?
        if let progressBar { onProgress = { progressBar.update($0) } }
        let scanner = Scanner()
        let scanned = try scanner.scanNotingGaps(request, progress: onProgress)
        progressBar?.finish()
        // "0 findings" of a folder that is not the project must not pass CI.
        if scanned.auditedNothing {
            // Not an empty folder, but one the scan could not read (a folder it may not open, one git ignores): that is why.
            let unread = scanned.report.warnings.filter(\.isUnread)
            if !unread.isEmpty {
                let folder = URL(fileURLWithPath: path).standardizedFileURL.path
                let reasons = unread.prefix(3).map { warning in (warning.file.map { $0 == "." ? "" : $0 + ": " } ?? "") + warning.message }.joined(separator: "; ")
                throw CLIError("nothing could be audited in \(folder): " + reasons + (unread.count > 3 ? "; and \(unread.count - 3) more" : ""))
            }
            throw CLIError(Self.nothingToAudit(in: path, projectAbove: scanned.projectAbove))
        }
        var report = scanned.report
        let unreadable = scanned.unreadable
        if ref == nil, !report.source.worktree { printError("bare repository: scanned \(report.source.ref ?? "HEAD")") }
        let folderLabel = ScanInput.folderLabel(path: path, noGit: noGit, trustOwner: trustRepository)
        var timer = PhaseTimer()
        report = configuration.value.finalise(report, configurationFile: configuration.reportPath)
        // A shard names the weights of its estimate, which merge must estimate the whole with.
        report.source.shard?.effort = configuration.value.effortModel.digest
        // And the project's name, which merge gives the whole wherever it runs.
        report.source.shard?.folder = folderLabel
        timer.lap("finalising")

        let unfilteredReport = report  // what --compare compares: every finding, not only those new to the baseline
        let baselineStep = BaselineStep(baseline: baseline, writeBaseline: writeBaseline)
        let (baselineOutcome, baselineToWrite) = try baselineStep
            .apply(to: &report, effort: configuration.value.effortModel, unreadableFiles: unreadable)
        baselineStep.warnOfPartialSARIF(format: reportFormat, output: output)

        let parts = try reportFormat.renderParts(
            report, rules: RuleCatalog.all, effort: configuration.value.effortModel,
            useColor: terminal.useColor && output == nil,
            markdown: MarkdownReportOptions(
                folderName: folderLabel, baseline: baselineOutcome,
                refreshingBaseline: baselineToWrite != nil,
                sizeLimit: maxLength.map { .maxLength($0, whole: MaxLengthOption.scanWhole) }),
            stepSummary: reportFormat == .github && GitHubStepSummary.willAppend(in: terminal.environment))
        timer.lap("rendering")
        let destination = destination(for: reportFormat)
        if destination != .standardOutput, reportFormat != .text {
            // The file is written (and flushed to disk) on another thread while the summary is made.
            let writing = BackgroundWork { Result { try Self.write(parts: parts, to: destination) } }
            let summary = TerminalSummaryRenderer.render(
                report, effort: configuration.value.effortModel, useColor: terminal.useColor,
                folderName: folderLabel)
            timer.lap("summary")
            try writing.value.get()
            timer.lap("writing")
            print(summary, terminator: summary.hasSuffix("\n") ? "" : "\n")
        } else {
            try Self.write(parts: parts, to: destination)
            timer.lap("writing")
        }
        if reportFormat == .github {
            try GitHubStepSummary.append(report, effort: configuration.value.effortModel, baseline: baselineOutcome, environment: terminal.environment)
        }
        var unreadableBefore = 0
        if let compare {
            // The before/after report beside the scan report: the 'before' scanned with the same settings.
            request.revision = compare
            // Both sides plan for one Vite: the scanned side's (which its package.json may have chosen).
            request.viteMajor = report.target.vite
            request.detectsViteMajor = false
            let scannedBefore = try scanner.scanNotingGaps(request)
            unreadableBefore = scannedBefore.unreadable
            let before = configuration.value.finalise(scannedBefore.report, configurationFile: configuration.reportPath)
            let renames = RenameDetection.detect(
                before: before.source, after: unfilteredReport.source, path: path, trustRepository: trustRepository,
                afterIsCurrentWorkingTree: ref == nil)
            let comparison = ScanComparison(before: before, after: unfilteredReport, renames: renames.renames)
            if let warning = RenameDetection.warning(renames, for: comparison) { printError(warning) }
            let markdown = MigrationReportRenderer.render(
                comparison, rules: RuleCatalog.all, effort: configuration.value.effortModel,
                options: MarkdownReportOptions(sizeLimit: maxLength.map { .maxLength($0, whole: MaxLengthOption.compareWhole) }))
            try Self.write(Data(markdown.utf8), to: .defaultFile(named: "migration-report", format: .markdown, currentDirectory: currentDirectory))
        }
        // Last, once every report is written: a run that fails before leaves the previous baseline as it was.
        try baselineStep.write(baselineToWrite)
        // Written, but not the project's whole story: CI must not pass on it.
        var gaps: [String] = []
        let unreadFiles = unreadable - (scanned.malformedManifest == nil ? 0 : 1) - (scanned.malformedLockfile == nil ? 0 : 1)
        if unreadFiles > 0 {
            gaps.append("\(unreadFiles) \(unreadFiles == 1 ? "file" : "files") could not be read (named in the report's warnings), so the report has gaps")
        }
        if let malformed = scanned.malformedManifest {
            gaps.append("the report has gaps: package.json is \(malformed.message)")
        }
        if let lockfile = scanned.malformedLockfile {
            gaps.append("the report has gaps: \(lockfile.message)")
        }
        if unreadableBefore > 0, let compare {
            // The 'before' scan's warnings are in no report: the command that names them is given instead.
            gaps.append("\(unreadableBefore) \(unreadableBefore == 1 ? "file" : "files") of the 'before' revision '\(compare)' could not be read "
                + "(`\(Self.revisionScan(of: path, at: compare, trustRepository: trustRepository))` names them), so the migration report compares with a partial scan")
        }
        if !gaps.isEmpty {
            // What to do depends on the cause (a partial clone, permissions, an ignored folder): the warnings say it.
            let advice = unreadFiles > 0 || unreadableBefore > 0 ? "; the warnings name each file and what to do about it, then scan again" : ""
            throw CLIError(gaps.joined(separator: "; ") + advice)
        }
        // Said, not only signalled by the exit code: a CI log shows why the step failed.
        if let reason = failLevel.failureReason(for: report.findings, baselineFiltered: baselineOutcome != nil) {
            printError(reason)
            throw ExitCode(FailLevel.findingsExitCode)
        }
    }

    /// Why a scan of `path` that found no source file and no package.json is refused, and what to do instead.
    /// The command that scans `revision` of the project at `path` as given (omitted when it is the current folder), for
    /// a message to suggest: without the path it scanned the folder the user is in, which need not be the project.
    static func revisionScan(of path: String, at revision: String, trustRepository: Bool) -> String {
        "migrate-audit scan " + (path == "." ? "" : ShellWord.quoted(path) + " ") + "--ref " + ShellWord.quoted(revision)
            + (trustRepository ? " --trust-repository" : "")
    }

    private static func nothingToAudit(in path: String, projectAbove: ProjectFolderAbove?) -> String {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        let advice = projectAbove.map { "; \($0.sentence)" }
            ?? "; are you in the project folder? Run the scan there, or pass the project's path: `migrate-audit scan path/to/app`"
        return "nothing to audit in \(folder): it holds no JavaScript or TypeScript source file and no package.json" + advice
    }

    /// Throws an input error naming `--compare` when `revision` is not a commit of the repository at `path`.
    private static func checkRevision(_ revision: String, path: String, trustRepository: Bool) throws {
        let repository: Repository
        do {
            repository = try Repository.discover(from: path, trustOwner: trustRepository)
        } catch {
            if let link = DanglingGitLink.nearest(above: path) { throw CLIError("--compare: \(ScanInputError.danglingGitLink(path: path, link: link))") }
            throw CLIError("--compare '\(revision)' needs a git repository, and '\(path)' is not inside one: \(error)")
        }
        do {
            _ = try repository.resolveCommit(revision)
        } catch {
            throw CLIError("--compare: \(ScanInputError.unresolved(revision: revision, in: repository, error: error))")
        }
    }

    private var currentDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    private func destination(for format: ReportFormat) -> ReportDestination {
        if let output { return ReportDestination(argument: output, currentDirectory: currentDirectory) }
        if format == .markdown {
            return .defaultFile(named: "migration-audit", format: .markdown, currentDirectory: currentDirectory)
        }
        return .standardOutput
    }

    private static func write(_ data: Data, to destination: ReportDestination) throws {
        try write(parts: [data], to: destination)
    }

    private static func write<Part: DataProtocol & ContiguousBytes>(parts: [Part], to destination: ReportDestination) throws {
        try destination.write(parts: parts)
        if let url = destination.replacedFile { printError("wrote \(ReportDestination.writtenPlace(url))") }
    }

    /// The scan request for `revision` under the configuration's settings.
    private func makeRequest(configuration: AuditConfiguration, revision: String?) -> ScanRequest {
        let cacheDirectory = CacheFolderOption.resolve(noCache: noCache, cacheDir: cacheDir, currentDirectory: currentDirectory)
        let includes: @Sendable (String) -> Bool = { configuration.includes($0) }
        return ScanRequest(
            path: path, revision: revision, noGit: noGit, trustRepository: trustRepository,
            viteMajor: vite ?? configuration.viteTarget ?? 8, detectsViteMajor: vite == nil && configuration.viteTarget == nil,
            threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
            cacheDirectory: cacheDirectory, shard: shard.flatMap(Shard.init), skipPolicy: configuration.skipPolicy,
            includesFile: includes,
            includePatterns: configuration.include.map { pattern in IncludePattern(text: pattern.pattern, matches: { pattern.matches($0) }) },
            configurationFingerprint: configuration.scanFingerprint)
    }
}

func printError(_ line: String) {
    // The throwing write: with SIGPIPE ignored, the other one traps when stderr's reader is gone (`2>&1 | head`).
    try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
}
