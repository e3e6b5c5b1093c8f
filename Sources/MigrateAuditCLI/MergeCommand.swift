import ArgumentParser
import AuditModel
import Foundation
import Reporting
import ScanEngine

/// `migrate-audit merge`: joins the JSON reports of `scan --shard I/N` runs into the report one scan writes.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of sharded scans (scan --shard I/N) into one report.",
        discussion: """
            The merged report is the one a single scan of all files writes (findings, dependencies, warnings, \
            fingerprints). Each shard report records its shard (source.shard: index, count and a digest of the \
            settings), so merge refuses a report that is not a shard, a missing shard, one given twice, shards of \
            different N, and shards of different revisions, folders, Vite targets or settings.

            The merge job is where CI gates a sharded scan: --fail-on, --baseline and --write-baseline work on the \
            merged report as they do on a whole scan (shards refuse --baseline and --write-baseline, which need every \
            finding; --fail-on on a shard gates that shard's share only).

            Example (a CI matrix of 4 jobs scanning shards 1/4 to 4/4, then one job that merges):
              migrate-audit scan --shard 1/4 --format json -o shard-1.json
              migrate-audit merge shard-*.json --format markdown
              migrate-audit merge shard-*.json --format markdown --max-length 65536
              migrate-audit merge shard-*.json --baseline b.json --fail-on blocker

            Exit codes: 0 written, no finding at or above --fail-on (default: never fail); 1 findings at or above \
            --fail-on; 2 usage or input error (a missing or foreign shard, shards whose scans could not read a file or parse package.json); \
            130 interrupted (Ctrl-C; 143 for SIGTERM): a file being written keeps its previous content and no temporary file is left; \
            a reader that closes standard output early (`| head`) is no error: the run stops writing there quietly and ends with the code above, never 141.
            """)

    @Argument(help: "The shard reports (scan --format json).")
    var reports: [String]

    @Option(name: [.short, .long], help: "Output format: json, markdown, sarif, github, text.")
    var format: String = "json"

    @Option(name: [.short, .long], help: "Where to write the report ('-' for standard output). Default: standard output, except markdown, which goes to Reports/migration-audit.md.")
    var output: String?

    @Option(help: MaxLengthOption.help(listed: "Fewer findings per area are", appliesTo: " Applies to --format markdown."))
    var maxLength: Int?

    @Option(help: "Fail (exit 1) when a finding of the merged report is at or above this level: blocker, manual-fix, auto-fixable, info, never.")
    var failOn: String = "never"

    @Option(help: "Report only findings not in this baseline file (written by scan or merge --write-baseline).")
    var baseline: String?

    @Option(help: "Record the merged report's findings' fingerprints into this file.")
    var writeBaseline: String?

    @Option(help: "The configuration the shards were scanned with: its effort weights estimate the merged report, and its rule, include/exclude and skip settings must be the shards' (default: .migrate-audit.json in the current folder, if there is one).")
    var config: String?

    func validate() throws {
        try MaxLengthOption.validate(maxLength, format: format)
        try EmptyOption.validateConfig(config)
        try EmptyOption.validateOutput(output)
        try EmptyOption.validate(baseline, "--baseline", instead: "name a baseline file, or drop it to report every finding")
        try EmptyOption.validate(writeBaseline, "--write-baseline", instead: "name the file to write the baseline to")
        try BaselineStep.validate(writeBaseline: writeBaseline)
    }

    func run() throws {
        guard !reports.isEmpty else { throw CLIError("merge needs at least one report") }
        let format = try ReportFormat.parse(format)
        let failLevel = try FailLevel.parse(failOn)
        let shardInputs: [(role: String, path: String?)] = reports.map { ("the shard", $0) }
        try OutputPath.checkDistinct(("--output", output), ("--write-baseline", writeBaseline))
        // Merge runs in the checkout the shards scanned (its configuration and default Reports/ folder are this folder's):
        // the project's files there (package.json, a lockfile, .env) are the user's, as they are to scan.
        let project = OutputPath.ProjectFolders(scanned: ".", noGit: false, trustRepository: false)
        try OutputPath.checkNotAnInput(
            output ?? OutputPath.implicitReport(named: "migration-audit", markdown: format == .markdown),
            inputs: shardInputs + [("the baseline", baseline), ("the configuration", config)], project: project)
        // A baseline refreshed in place (--baseline b.json --write-baseline b.json) is read before it is written.
        try OutputPath.checkNotAnInput(writeBaseline, option: "--write-baseline", inputs: shardInputs + [("the configuration", config)],
                                       project: project)
        if format == .github {
            try GitHubStepSummary.checkTarget(in: ProcessInfo.processInfo.environment, inputs: shardInputs + [("the baseline", baseline), ("the configuration", config)], project: project)
        }
        try OutputPath.checkWritable(output: output, defaultName: format == .markdown ? "migration-audit" : nil)
        if let writeBaseline { try OutputPath.checkWritable(writeBaseline) }
        var shards: [ScanReport] = []
        for path in reports {
            shards.append(try ReportFile.scanReport(path))
        }
        var merged = try ShardMerger.merge(shards, names: reports)
        // The estimate a single scan makes: over all findings, with the configuration's weights.
        let configuration = try AuditConfiguration.load(explicit: config, scannedFolder: ".")
        let effort = configuration.value.effortModel
        let shardModel = shards[0].summary.effort.model
        // `scan --shard` records its weights on every shard: a shard without them was edited (or written by hand).
        if let unstamped = zip(shards, reports).first(where: { $0.0.source.shard?.effort == nil })?.1 {
            throw CLIError("'\(unstamped)' has no source.shard.effort, which `scan --shard` writes on every shard; was it edited? Scan that shard again")
        }
        // Rule settings, include/exclude and skip settings: the shards' findings were made with them, and merge does not
        // make findings again, so a configuration that says otherwise would have the merged report claim a scan it is not.
        let settings = ScanRequest.settingsDigest(configurationFingerprint: configuration.value.scanFingerprint, skipPolicy: configuration.value.skipPolicy)
        let configurationInEffect = configuration.fromFile
        if let scanned = shards[0].source.shard?.settings, scanned != settings {
            if configurationInEffect {
                throw CLIError("the shards were scanned with other rule, include/exclude or skip settings than \(config ?? AuditConfiguration.fileName) gives, "
                    + "so merging under it would not give that configuration's scan; run merge where the scans ran, or pass their configuration with --config")
            }
            printError("warning: the shards were scanned with settings from a configuration file (rules, include/exclude or skip) that this folder "
                + "does not have; their findings are merged as scanned: pass that configuration with --config to check it")
        }
        let configurationName = config ?? (configurationInEffect ? "this folder's \(AuditConfiguration.fileName)" : "the defaults (there is no \(AuditConfiguration.fileName) in this folder)")
        if let weights = shards[0].source.shard?.effort, weights != effort.digest {
            let models = shardModel == effort.name ? "the '\(shardModel)' model, with other weights" : "the '\(shardModel)' model, not '\(effort.name)'"
            throw CLIError("the shards' effort estimate used other weights than \(configurationName) gives (\(models)), "
                + "so the merged estimate would not be the scan's; run merge where the scans ran, or pass their configuration with --config")
        }
        if shardModel != effort.name {
            printError("warning: the shards' effort estimate used the '\(shardModel)' model, but \(configurationName) "
                + "gives the '\(effort.name)' model; run merge where the scans ran, or pass their configuration with --config")
        }
        merged.summary.effort = effort.estimate(merged.findings).summaryEffort
        // Files skipped unread, and what the shards' warnings name as unread (folders, manifests), which has no count of its own.
        let unreadable = max(merged.summary.skippedByReason?[SkipPolicy.Reason.unreadable.rawValue] ?? 0, merged.warnings.count(where: \.isUnread))
        let baselineStep = BaselineStep(baseline: baseline, writeBaseline: writeBaseline)
        let (baselineOutcome, baselineToWrite) = try baselineStep.apply(to: &merged, effort: effort, unreadableFiles: unreadable)
        baselineStep.warnOfPartialSARIF(format: format, output: output)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let destination = output.map { ReportDestination(argument: $0, currentDirectory: cwd) }
            ?? (format == .markdown ? .defaultFile(named: "migration-audit", format: .markdown, currentDirectory: cwd) : .standardOutput)
        // Named as the scan named it (recorded in each shard); for shards without the name, the scanned folder, or,
        // for a repository's root, the folder merge runs in (a CI job merges in the checkout).
        let folderName = shards[0].source.shard?.folder ?? (merged.source.root.isEmpty
            ? cwd.standardizedFileURL.lastPathComponent : URL(fileURLWithPath: merged.source.root).lastPathComponent)
        let terminal = TerminalEnvironment.current
        let markdown = MarkdownReportOptions(
            folderName: folderName, baseline: baselineOutcome, refreshingBaseline: baselineToWrite != nil,
            sizeLimit: maxLength.map { .maxLength($0, whole: MaxLengthOption.scanWhole) })
        let environment = ProcessInfo.processInfo.environment
        try destination.write(parts: try format.renderParts(
            merged, rules: RuleCatalog.all, effort: effort, useColor: terminal.useColor && destination == .standardOutput, markdown: markdown,
            stepSummary: format == .github && GitHubStepSummary.willAppend(in: environment)))
        // On stderr, as scan says it: the report may be on stdout.
        if let url = destination.replacedFile { printError("wrote \(ReportDestination.writtenPlace(url))") }
        // With the report in a file, the terminal gets the summary a scan prints.
        if destination != .standardOutput, format != .text {
            let summary = TerminalSummaryRenderer.render(merged, effort: effort, useColor: terminal.useColor, folderName: folderName)
            print(summary, terminator: summary.hasSuffix("\n") ? "" : "\n")
        }
        if format == .github {
            try GitHubStepSummary.append(merged, effort: effort, baseline: baselineOutcome, environment: environment)
        }
        // Last, once the report is written: a run that fails before leaves the previous baseline as it was.
        try baselineStep.write(baselineToWrite)
        // As the shards' scans did: a report with gaps is written, and does not pass CI.
        if unreadable > 0 {
            throw CLIError("\(unreadable) \(unreadable == 1 ? "file" : "files") could not be read by the shards' scans (named in the "
                + "report's warnings), so the merged report has gaps; fix the reads and scan the shards again")
        }
        // Said, not only signalled by the exit code: a CI log shows why the step failed.
        if let reason = failLevel.failureReason(for: merged.findings, baselineFiltered: baselineOutcome != nil) {
            printError(reason)
            throw ExitCode(FailLevel.findingsExitCode)
        }
    }
}
