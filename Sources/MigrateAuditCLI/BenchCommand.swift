import ArgumentParser
import AuditModel
import BenchKit
import Foundation
import Reporting
import Statistics

/// `migrate-audit bench`: dev-server start, first load, HMR and production build, timed before and after.
public struct BenchCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time dev-server start, first page load, HMR and production build, before and after a migration.",
        discussion: """
            WHAT IS MEASURED
              dev-ready       spawn → the first of --ready's log, port and http checks (default: the log line). \
            The other checks are timed on the same runs and recorded beside it ("ready by" rows; dev-ready.checks \
            in the JSON), without a verdict. Tools start their own clocks at different points and Vite answers \
            before transforming anything, so this alone does not compare webpack with Vite.
              dev-first-load  spawn → the page and every script, modulepreload and static ES import it \
            references, recursively, have been served: what a browser's first visit costs. The headline.
              hmr             after ready, a comment of the file's type (whitespace for JSON) is appended to --hmr FILE; time until the server logs the \
            rebuild. The file is restored byte for byte, also on error or Ctrl-C. A bench killed with SIGKILL (a CI \
            hard timeout) cannot restore it: the next bench removes the probe comment from the end of the file, with a \
            warning. The commands it started are stopped by a watchdog then (SIGTERM to each command's process group, \
            SIGKILL after two seconds); a process that left its group (setsid, a daemon) is not: kill the job's own \
            process group or session too.
              build           wall time and CPU (user+sys) of the build's process tree, and the peak RSS of its \
            largest single process (not a sum over the tree); output sizes \
            raw, gzip (-9) and brotli (-q 11, when the brotli command is installed; no verdict of its own) with content hashes normalised (index-[hash].js), source maps (*.map) apart from the totals. Only files a build of this run wrote \
            are sized; older files in the output folder are named in the report and never deleted (a checkout's \
            output folder is cleared before each build).

            HOW
              Commands come from package.json scripts (dev: dev, start, serve; build: build) and run through \
            /bin/sh with node_modules/.bin on PATH, without the package manager's own start-up. Each run gets its \
            own process group, an open stdin, NO_COLOR=1, BROWSER=none and a free PORT (use $PORT in your dev \
            script). Teardown: SIGTERM to the group and to every process it started that left it (setsid, \
            daemons), SIGKILL after --grace, then the port is awaited free; a port still taken is a warning \
            naming its process.
              With --before and --after, both refs are checked out into temporary folders in $TMPDIR (your working tree is \
            untouched), installed once each (npm ci / yarn / pnpm from the lockfile, or --install), and run \
            interleaved in a balanced random order (seed recorded).
              In GitHub Actions ($GITHUB_STEP_SUMMARY set) the Markdown report is also appended to the step \
            summary, within the room the step's file has left of GitHub's 1 MiB (a report that does not fit, or a \
            summary file that cannot be written, is a warning).

            STATISTICS
              Per side: samples, median, MAD, min, max, mean, stddev; outliers (modified Z > 3.5) flagged, never \
            dropped. The after/before ratio of medians gets a 95% bootstrap interval; the verdict is improved, \
            regressed, equivalent or inconclusive against --margin. --runs is a minimum: with --max-runs higher, \
            runs are added in pairs until every interval is decisive. Below 6 runs per side an interval \
            under-covers, and the report says so; below 4 a timing verdict is always inconclusive (and never fails \
            --fail-on regression); the output size is measured exactly and gets its verdict at any run count.
              A side whose 6 or more runs vary by more than --margin (robust CV: 1.4826 × MAD / median) is warned \
            about when that metric's verdict is inconclusive. \
            --aa measures this machine's noise: --before's ref (two checkouts) or the working tree runs as both sides, \
            interleaved; each timing metric should come out equivalent. One that is inconclusive cannot resolve \
            --margin with these runs, one judged improved or regressed is a false positive; the report gives the \
            smallest margin each metric can honestly be judged at (JSON: calibration[]).

            EXAMPLES
              migrate-audit bench --before main --after vite-migration --hmr src/App.jsx
              migrate-audit bench --runs 10 --max-runs 30 --format json -o bench.json
              migrate-audit bench --build "webpack --mode production" --metrics build \\
                --fail-on regression
              migrate-audit bench --aa --before main --runs 10 --metrics build   (how noisy is this machine?)

            Exit codes: 0 done (no gated regression), 1 significant regression with --fail-on regression (stderr names each metric \
            and its interval; with --aa, a false positive), \
            2 usage, input or harness error (a server that never got ready, a build that failed on every run of a \
            side; the report is written first), 130 interrupted \
            (Ctrl-C; 143 for SIGTERM: every started process is stopped, every edited file restored, checkouts and the --cache-dir \
            folders its runs made removed; no report is written).
            """
    )

    @Argument(help: "The project folder (containing package.json; inside the git repository for --before/--after). Default: the current folder.")
    var path: String?

    @Option(name: .customLong("path"), help: ArgumentHelp("The project folder, as an option (the older spelling of PATH).", visibility: .hidden))
    var pathOption: String?

    @Option(name: .long, help: "Git ref of the 'before' side (branch, tag or commit).")
    var before: String?

    @Option(name: .long, help: "Git ref of the 'after' side.")
    var after: String?

    @Option(name: .long, help: "Label of a single-side run: before or after.")
    var label: String = "before"

    @Option(name: .long, help: "Dev-server command (default: the dev, start or serve script).")
    var dev: String?

    @Option(name: .long, help: "Build command (default: the build script).")
    var build: String?

    @Option(name: .long, help: "Install command per checked-out ref (default: from the lockfile, e.g. npm ci).")
    var install: String?

    @Option(name: .long, help: "What to measure: dev, build or dev,build (default: whatever has a command).")
    var metrics: String?

    // `.unconditional`: `--runs -3` reaches the range check instead of being read as a flag ("Missing value").
    @Option(name: .long, parsing: .unconditional, help: "Minimum measured runs per side (1–1000).")
    var runs: Int = 5

    @Option(name: .long, parsing: .unconditional, help: "Maximum runs per side when intervals are not yet decisive (--runs to 1000; default: --runs).")
    var maxRuns: Int?

    @Option(name: .long, parsing: .unconditional, help: "Discarded warm-up runs per side (0–100).")
    var warmup: Int = 1

    @Option(name: .long, help: "cold: remove tool caches and turn off Node's compile cache (NODE_DISABLE_COMPILE_CACHE=1) before every run; warm: keep them.")
    var cache: String = "cold"

    @Option(name: .long, help: "An extra cache folder to remove in cold mode (repeatable; relative to the project, strictly inside it, not .git or node_modules, and not existing yet: bench deletes only what its runs create, and removes it at the end).")
    var cacheDir: [String] = []

    @Option(name: .long, help: "Readiness checks: log, log:<vite|webpack|cra|esbuild|next>, regex:<pattern>, port, http[:/path], first-load[:/path].")
    var ready: String = "log,first-load"

    @Option(name: .long, help: "Page path for http and first-load, with its leading slash (/index.html).")
    var url: String = "/"

    @Option(name: .long, help: "Source file to edit for the HMR measurement (relative to the project and inside it; with --before/--after, both refs must have it).")
    var hmr: String?

    @Option(name: .long, help: "Regular expression of the server's update line (default: webpack, CRA, Vite, esbuild lines).")
    var hmrPattern: String?

    @Option(name: .long, help: "Build output folder to size (default: dist, build or out; inside the project with --before/--after).")
    var outDir: String?

    @Option(name: .long, parsing: .unconditional, help: "Seconds a server may take to get ready, a build to finish or an update to arrive (0.1 to 3600).")
    var timeout: Double = 120

    @Option(name: .long, parsing: .unconditional, help: "Milliseconds between SIGTERM and SIGKILL at teardown (0–60000).")
    var grace: Int = 3000

    @Option(name: .long, parsing: .unconditional, help: "Practical margin for verdicts, as a fraction between 0 and 1 (0.05 = 5%).")
    var margin: Double = 0.05

    @Option(name: .long, help: "Seed for the run order and the bootstrap (default: random, recorded).")
    var seed: UInt64?

    @Option(name: [.short, .long], help: "Output format: markdown (or md) or json.")
    var format: String = "markdown"

    @Option(name: [.short, .long], help: "Where to write the --format output ('-' for standard output, the default). With a file, the whole Markdown report is also printed to standard output. An existing file that is not a migrate-audit report is refused.")
    var output: String?

    @Option(name: .long, help: "Also write the JSON record to this file.")
    var json: String?

    @Option(name: .long, help: "Also write the Markdown report to this file.")
    var markdown: String?

    public func validate() throws {
        try EmptyOption.validateOutput(output)
        try EmptyOption.validate(json, "--json", instead: "name the file for the JSON record, or drop it")
        try EmptyOption.validate(markdown, "--markdown", instead: "name the file for the Markdown report, or drop it")
    }

    @Option(name: .long, help: "regression: exit 1 when any metric regressed significantly (with --aa: any false positive); never: always 0.")
    var failOn: String = "never"

    @Flag(name: .customLong("aa"), help: "A/A calibration: measure --before's ref (or the working tree) as both sides, interleaved; every timing verdict should be equivalent.")
    var aa = false

    public init() {}

    static let maxRuns = 1000
    static let maxWarmup = 100
    static let maxTimeoutSeconds = 3600.0
    /// Below this a timeout reads as "within 0 ms" and no server or build can meet it.
    static let minTimeoutSeconds = 0.1
    static let maxGraceMs = 60_000

    public func run() throws {
        do {
            try execute()
        } catch let error as ExitCode {
            ProcessRegistry.shared.holdIfInterrupted()
            throw error
        } catch {
            // Ctrl-C's clean-up kills the runs and removes the checkouts: what that made fail is no error to report.
            ProcessRegistry.shared.holdIfInterrupted()
            printError("error: \(error)")
            throw ExitCode(2)
        }
        // The interrupted run's exit code is 130 (143), which the clean-up gives once it is done.
        ProcessRegistry.shared.holdIfInterrupted()
    }

    private func execute() throws {
        let options = try makeOptions()
        guard let outputIsJSON = ["md": false, "markdown": false, "json": true][format] else {
            throw CLIError("unknown --format '\(format)'; use markdown (or md) or json")
        }
        guard ["regression", "never"].contains(failOn) else { throw CLIError("unknown --fail-on '\(failOn)'; use regression or never") }
        // Before the first run: a report that cannot be written, or would replace a file of the user's, is
        // found now, not after the benchmark.
        let outputs = BenchOutputFiles(output: output, json: json, markdown: markdown)
        try outputs.check()
        // The report is appended to the step summary after the run: one pointing at a file of the project
        // (package.json) would leave it half JSON, half Markdown, so it is refused now, as scan refuses it.
        try GitHubStepSummary.checkTarget(in: ProcessInfo.processInfo.environment, inputs: [],
                                          project: OutputPath.ProjectFolders(scanned: options.projectPath, noGit: false, trustRepository: false))
        ProcessRegistry.shared.installInterruptHandlers()
        // Its clean-up is bench's own: Ctrl-C while a report is written must not leave the writer's hidden temporary
        // file beside it either (the other commands' handler removes those).
        _ = ProcessRegistry.shared.addRestorer { TemporaryFileRegistry.shared.removeAllForExit() }
        // A dev server that detached itself (setsid, a double fork) is then re-parented here, not to init, and
        // teardown still finds and stops it.
        ProcessRegistry.shared.adoptOrphans()
        let runner = BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:)) { message in
            printError("bench: \(message)")
        }
        let record = try runner.run(toolVersion: ToolInfo.current.version)
        // Interrupted: the record holds the runs Ctrl-C broke, and is not written over a previous report.
        ProcessRegistry.shared.holdIfInterrupted()
        let jsonData = try ReportCoding.encode(record)
        let markdownText = BenchMarkdown.render(record)
        // Standard output first, so that a file that cannot be written after all (a full disk) loses nothing.
        let writeErrors = outputs.write(json: jsonData, markdown: Data(markdownText.utf8), outputIsJSON: outputIsJSON)
        // Last, and only a warning: the results are already written, and a long run must not end in an error
        // because the CI summary file is missing.
        if let summary = GitHubStepSummary.path(in: ProcessInfo.processInfo.environment) {
            // GitHub's limit holds for the step's whole file, what earlier commands wrote included: a summary past it
            // is dropped whole, theirs too. So the report takes the room left, or is not added.
            let room = GitHubStepSummary.room(atPath: summary)
            let markdown = BenchMarkdown.render(record, limit: max(room, 0))
            if room < GitHubStepSummary.minimumRoom || markdown.utf8.count > room {
                printError("warning: no job summary added: $GITHUB_STEP_SUMMARY (\(summary)) has room for \(max(room, 0)) more bytes of "
                    + "GitHub's \(GitHubActionsRenderer.stepSummaryLimit) per step, and the report needs \(markdown.utf8.count); run bench in a step of its own")
            } else {
                do {
                    try ReportDestination.appending(URL(fileURLWithPath: summary)).write(Data(markdown.utf8))
                } catch {
                    printError("warning: GITHUB_STEP_SUMMARY: \(error)")
                }
            }
        }
        for error in writeErrors { printError("error: \(error)") }
        // A side that measured nothing is a harness error, reported after the record is written so that its
        // failures (exit statuses, output) are kept.
        let unmeasured = UnmeasuredMetric.find(in: record)
        if !writeErrors.isEmpty && unmeasured.isEmpty { throw ExitCode(2) }
        if let first = unmeasured.first {
            var message = "error: \(first.headline): \(Self.explanation(of: first.failure))"
            for other in unmeasured.dropFirst() { message += "\nerror: \(other.summary)" }
            printError(message)
            throw ExitCode(2)
        }
        guard failOn == "regression" else { return }
        if let calibration = record.calibration {
            // Identical sides judged different, either way: this machine cannot gate at this margin.
            let falsePositives = calibration.filter { $0.outcome == .falsePositive }
            guard !falsePositives.isEmpty else { return }
            let lines = falsePositives.compactMap { entry -> String? in
                guard let comparison = record.comparison.first(where: { $0.metric == entry.metric }) else { return nil }
                let smallest: String = entry.smallestMargin.map { "; smallest margin \($0)" } ?? ""
                return "  " + BenchMarkdown.comparisonLine(comparison) + " (\(comparison.verdict.rawValue)\(smallest))"
            }
            printError("error: --fail-on regression: A/A calibration: identical sides judged different "
                + "(\(falsePositives.count == 1 ? "a false positive" : "\(falsePositives.count) false positives"))\n" + lines.joined(separator: "\n"))
            throw ExitCode(1)
        }
        // A timing verdict below the runs it needs is inconclusive, so it never regresses; the output size is
        // measured exactly, and gates at any run count, as the table's verdict says.
        let regressed = record.comparison.filter { $0.verdict == .regressed }
        if !regressed.isEmpty {
            // The gate says what failed it: CI logs show stderr, not the report file.
            let lines = regressed.map { "  " + BenchMarkdown.comparisonLine($0) }
            printError("error: --fail-on regression: \(regressed.count == 1 ? "a metric" : "\(regressed.count) metrics") regressed significantly\n"
                + lines.joined(separator: "\n"))
            throw ExitCode(1)
        }
    }

    /// A failed run as stderr tells it: the record keeps the message's first line and the output apart, so the
    /// output (where the shell says why) is joined back, and the shell's "cannot run" statuses are named. The
    /// first line that looks like the cause is named too: the last lines are often a stack or a dump after it.
    static func explanation(of failure: BenchRecord.Failure) -> String {
        var message = failure.message
        for trailer in [" Last output:", "."] where message.hasSuffix(trailer) { message.removeLast(trailer.count) }
        switch failure.exitCode {
        case 127: message += " — command not found"
        case 126: message += " — command not executable"
        default: break
        }
        let output = failure.logTail.split(separator: "\n").suffix(5)
        guard !output.isEmpty, failure.logTail != "  (no output)" else { return message + "." }
        if let cause = FailureCause.firstLine(in: failure.logTail) { message += "; the first error in its output: \(cause)" }
        return message + ". Last output:\n" + output.joined(separator: "\n")
    }

    private func makeOptions() throws -> BenchOptions {
        if let path, let pathOption, path != pathOption {
            throw CLIError("the project folder is given twice ('\(path)' and --path '\(pathOption)'); give it once")
        }
        let path = path ?? pathOption ?? "."
        var options = BenchOptions(projectPath: path)
        // Ranges first, before anything starts: huge values overflowed into crashes that left servers running,
        // and a huge run count just spun.
        guard (1...Self.maxRuns).contains(runs) else {
            throw ValidationError("--runs must be between 1 and \(Self.maxRuns); got \(runs)")
        }
        if let maxRuns, !(runs...Self.maxRuns).contains(maxRuns) {
            throw ValidationError("--max-runs must be between --runs (\(runs)) and \(Self.maxRuns); got \(maxRuns)")
        }
        guard (0...Self.maxWarmup).contains(warmup) else {
            throw ValidationError("--warmup must be between 0 and \(Self.maxWarmup); got \(warmup)")
        }
        guard timeout.isFinite, timeout >= Self.minTimeoutSeconds, timeout <= Self.maxTimeoutSeconds else {
            throw ValidationError("--timeout must be a number of seconds from \(Self.minTimeoutSeconds) to \(Int(Self.maxTimeoutSeconds)) "
                + "(one hour); got \(timeout)")
        }
        guard (0...Self.maxGraceMs).contains(grace) else {
            throw ValidationError("--grace must be between 0 and \(Self.maxGraceMs) milliseconds (one minute); got \(grace)")
        }
        guard margin > 0 && margin < 1 else {
            throw ValidationError("--margin must be a positive fraction below 1, e.g. 0.05 for 5%; got \(margin)")
        }
        guard ["before", "after"].contains(label) else { throw ValidationError("--label must be before or after") }
        if aa, after != nil {
            throw ValidationError("--aa measures one side against itself: give its ref as --before (or no ref for the working tree), not --after")
        }
        if aa, label != "before" {
            throw ValidationError("--aa labels its two identical sides itself; drop --label")
        }
        guard let cacheMode = BenchOptions.CacheMode(rawValue: cache) else { throw ValidationError("--cache must be cold or warm") }
        options.before = before
        options.after = after
        options.singleLabel = label
        options.devCommand = dev
        options.buildCommand = build
        options.installCommand = install
        if let metrics {
            var selection = Set<BenchOptions.MetricSelection>()
            for name in metrics.split(separator: ",") {
                guard let metric = BenchOptions.MetricSelection(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("--metrics takes dev, build or dev,build; got '\(name)'")
                }
                selection.insert(metric)
            }
            options.metrics = selection
            if hmr != nil && !selection.contains(.dev) {
                throw ValidationError("--hmr needs the dev server, which --metrics \(metrics) leaves out; add dev (--metrics dev,build) or drop --hmr")
            }
        }
        options.runs = runs
        options.maxRuns = maxRuns ?? runs
        options.warmup = warmup
        options.cache = cacheMode
        options.cacheDirectories += cacheDir
        do {
            options.readiness = try ReadinessCheck.parseList(ready, url: url)
        } catch {
            throw ValidationError("\(error)")
        }
        options.readinessText = ready.split(separator: ",").map(String.init)
        if let hmrPattern {
            do { _ = try LinePattern(hmrPattern) } catch { throw ValidationError("--hmr-pattern: \(error)") }
            options.hmrSignal = hmrPattern
        }
        options.hmrFile = hmr
        options.outputDirectory = outDir
        options.timeoutMs = Int(timeout * 1000)
        options.graceMs = grace
        options.margin = margin
        options.aa = aa
        options.seed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        return options
    }
}
