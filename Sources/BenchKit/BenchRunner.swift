import Foundation
import GitKit
import ShellWords
import Statistics

/// Runs a whole benchmark: prepares one or two sides (git refs checked out into temporary folders by
/// libgit2), installs once per side, runs the sides interleaved, extends adaptively, and returns the record.
public final class BenchRunner: @unchecked Sendable {
    private let options: BenchOptions
    private let progress: @Sendable (String) -> Void
    private let extractImports: ModuleGraphLoader.ImportExtractor
    /// Warnings from preparing the sides (e.g. a ref that is HEAD while the working tree differs).
    private var preparationWarnings: [String] = []

    /// A side being measured: where it lives and what it ran.
    private struct PreparedSide {
        var label: String
        var ref: String?
        var commit: String?
        var directory: String
        var project: PackageProject
        var dev: String?
        var build: String?
        var install: String?
        var installMs: Double?
        var environment: [String: String]
        /// Real paths of the cache folders cleared before cold runs, each checked to lie inside `directory`.
        var cacheFolders: [String] = []
        /// The `--cache-dir` folders among them: created by the runs, so removed again at the end.
        var createdCacheFolders: [String] = []
        /// Real path of the --hmr file in `directory`.
        var hmrPath: String?
        /// Output folders (as written) cleared before every build: only in a temporary checkout.
        var outputsToClear: [String] = []
        /// Output folders as they were before any build, so that stale files are left out of the sizes.
        var outputBaselines: [String: OutputSnapshot] = [:]
        var lastBuildSucceeded: Bool?
        /// The run (1-based) of the last build attempted, and the output of the last one that succeeded.
        var lastBuildRun: Int?
        var lastBuildLog: [String] = []
        /// Files already in an output folder that a build opened (compared before emitting), by folder.
        var openedOutputs: [String: Set<String>] = [:]
        var devSamples = DevSamples()
        var buildResults: [BuildRunResult] = []
        /// The run (1-based) each of `buildResults` came from.
        var buildRuns: [Int] = []
        var bundle: BenchRecord.BundleMetric?
        var failures: [BenchRecord.Failure] = []
        /// Failures in a row per measured kind (`dev`, `hmr`, `build`); a success resets it.
        var consecutiveFailures: [String: Int] = [:]
        /// Kinds no longer measured on this side, with the run (1-based) after which they were abandoned.
        var abandonedAfter: [String: Int] = [:]
        /// Observations worth a warning, deduplicated across runs.
        var notes: Set<String> = []
        /// Those made in warm-ups, which the warnings say were (unless a measured run made them too).
        var warmUpNotes: Set<String> = []
    }

    private struct DevSamples {
        var ready: [Double] = []
        /// The run (1-based) each sample of `ready`, `firstLoad` and `hmr` came from.
        var readyRuns: [Int] = []
        var firstLoadRuns: [Int] = []
        var hmrRuns: [Int] = []
        /// The secondary readiness checks' times, by check name.
        var checks: [String: [Double]] = [:]
        var toolReported: [Double?] = []
        var firstLoad: [Double] = []
        var requests: [Int] = []
        var bytes: [Int] = []
        var hmr: [Double] = []
    }

    public init(options: BenchOptions, extractImports: @escaping ModuleGraphLoader.ImportExtractor,
                progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.options = options
        self.extractImports = extractImports
        self.progress = progress
    }

    public func run(toolVersion: String) throws -> BenchRecord {
        preparationWarnings = []
        let temporaryFolders = TemporaryFolders()
        let cleanupKey = ProcessRegistry.shared.addRestorer { temporaryFolders.removeAll() }
        defer {
            temporaryFolders.removeAll()
            ProcessRegistry.shared.removeRestorer(cleanupKey)
        }
        // Sides first: their checks (cache folders inside the project) refuse bad input before anything runs.
        var sides = try prepareSides(temporaryFolders: temporaryFolders)
        // A --cache-dir folder did not exist before the first run (CacheFolderPolicy): leave none behind, Ctrl-C
        // included (the next bench would refuse the folder as not its own).
        let createdCaches = sides.map { (folders: $0.createdCacheFolders, directory: $0.directory) }
        let removeCaches: @Sendable () -> Void = {
            for side in createdCaches { Self.removeCreatedCaches(side.folders, in: side.directory) }
        }
        let cacheKey = ProcessRegistry.shared.addRestorer(removeCaches)
        defer {
            removeCaches()
            ProcessRegistry.shared.removeRestorer(cacheKey)
        }
        var environment = EnvironmentFingerprint.capture()
        for index in sides.indices { try install(&sides[index]) }

        var generator = SplitMix64(seed: options.seed)
        let warmups = InterleavedSchedule.rounds(options.warmup, sides: sides.count, generator: &generator)
        for (round, order) in warmups.enumerated() {
            for index in order {
                progress("warm-up \(round + 1)/\(options.warmup): \(sides[index].label)")
                var discarded = sides[index]
                let earlier = discarded.failures.count
                measureOnce(&discarded, run: -1)
                // Only this warm-up's own failures: the copy already holds those of the warm-ups before it.
                sides[index].failures += discarded.failures.dropFirst(earlier)
                // Its observations too: a server still holding its port after a warm-up burdens the measured runs.
                sides[index].warmUpNotes.formUnion(discarded.notes.subtracting(sides[index].notes))
            }
        }

        var schedule = InterleavedSchedule.rounds(options.runs, sides: sides.count, generator: &generator)
        var executed: [String] = []
        var round = 0
        while round < schedule.count {
            for index in schedule[round] {
                let skipped = sides[index].abandonedAfter.sorted { $0.key < $1.key }
                    .map { "\($0.key) abandoned after run \($0.value)" }
                progress("run \(round + 1)/\(schedule.count): \(sides[index].label)"
                    + (skipped.isEmpty ? "" : " (" + skipped.joined(separator: ", ") + ")"))
                measureOnce(&sides[index], run: round)
                executed.append(sides[index].label)
            }
            round += 1
            if round == schedule.count && schedule.count + 2 <= options.maxRuns && sides.count == 2
                && !isConclusive(sides) {
                schedule += InterleavedSchedule.rounds(2, sides: 2, generator: &generator)
            }
        }
        for index in sides.indices { measureBundle(&sides[index]) }
        environment.loadAfter = EnvironmentFingerprint.loadAverage()

        let recordSides = sides.map(makeSide)
        let comparison = sides.count == 2 ? compare(recordSides[0], recordSides[1]) : []
        let calibration = options.aa ? Self.calibration(recordSides, comparison: comparison) : nil
        let notes = sides.flatMap { side in
            (side.notes.sorted() + side.warmUpNotes.subtracting(side.notes).sorted().map { $0 + " (in a warm-up run)" })
                .map { "\(side.label) \($0)" }
        }
        return BenchRecord(
            tool: .init(name: "migrate-audit", version: toolVersion),
            config: .init(runs: options.runs, maxRuns: options.maxRuns, warmup: options.warmup,
                          cache: options.cache.rawValue, order: sides.count == 2 ? "interleaved" : "sequential",
                          seed: options.seed, margin: options.margin, readiness: options.readinessText,
                          timeoutMs: options.timeoutMs, schedule: executed, aa: options.aa ? true : nil),
            environment: environment, sides: recordSides, comparison: comparison,
            warnings: preparationWarnings + Self.scenarioWarnings(options, checkouts: sides.contains { $0.commit != nil })
                + warnings(recordSides, comparison: comparison, environment: environment)
                + (calibration.map { Self.calibrationWarnings($0, margin: options.margin) } ?? []) + notes,
            calibration: calibration)
    }

    // MARK: Preparation

    private func prepareSides(temporaryFolders: TemporaryFolders) throws -> [PreparedSide] {
        let root = URL(fileURLWithPath: options.projectPath).standardizedFileURL.path
        if options.aa && options.before == nil {
            // The working tree as both sides: the same folder, run alternately.
            return [try makeSide(label: "before", ref: nil, commit: nil, directory: root),
                    try makeSide(label: "after", ref: nil, commit: nil, directory: root)]
        }
        guard options.before != nil || options.after != nil else {
            return [try makeSide(label: options.singleLabel, ref: nil, commit: nil, directory: root)]
        }
        // A/A: two checkouts of the one ref, as a real comparison has two (their own folders, their own installs).
        guard let before = options.before, let after = options.aa ? options.before : options.after else {
            throw BenchError.invalidProject("--before and --after go together; give both refs (or neither to "
                + "measure the working tree)")
        }
        let repository: Repository
        do {
            repository = try Repository.discover(from: root)
        } catch {
            throw BenchError.git("\(root) is not inside a git repository, which --before/--after need: \(error)")
        }
        let canonicalRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let relative = repository.relativePath(ofAbsolute: canonicalRoot) ?? ""
        var sides: [PreparedSide] = []
        try TemporaryFolders.checkWritable(NSTemporaryDirectory())
        // Both refs resolved before either is checked out: a mistyped --after is said at once, not after a checkout
        // (and an install) of --before.
        let refs = [("before", before), ("after", after)]
        var commits: [String] = []
        for (label, ref) in refs {
            do {
                commits.append(try repository.resolveCommit(ref))
            } catch {
                throw BenchError.git("--\(label): \(ScanInputError.unresolved(revision: ref, in: repository, error: error))")
            }
        }
        for ((label, ref), commit) in zip(refs, commits) {
            // A/A's second checkout is the --before ref again: said once, and never as an --after nobody passed.
            if !(options.aa && label == "after"),
               let warning = uncommittedWarning(repository, label: label, ref: ref, commit: commit, relative: relative) {
                progress("warning: " + warning)
                preparationWarnings.append(warning)
            }
            let folder = NSTemporaryDirectory() + "migrate-audit-bench-\(label)-\(UUID().uuidString)"
            progress("checking out \(label) \(ref) (\(commit.prefix(10))) into \(folder)")
            do {
                try temporaryFolders.create(folder) { try repository.materialize(revision: commit, into: folder) }
            } catch {
                throw BenchError.git("cannot check out \(ref): \(error)")
            }
            let directory = relative.isEmpty ? folder : folder + "/" + relative
            sides.append(try makeSide(label: label, ref: ref, commit: commit, directory: directory, relative: relative))
        }
        for (kind, names, command) in [("dev", PackageProject.devScriptNames, \PreparedSide.dev),
                                       ("build", PackageProject.buildScriptNames, \PreparedSide.build)] {
            if let warning = oneSidedWarning(sides, kind: kind, scriptNames: names, command: command) {
                progress("warning: " + warning)
                preparationWarnings.append(warning)
            }
        }
        return sides
    }

    /// A command only one side has is measured there alone and never compared: said up front, not left to a
    /// missing table row.
    private func oneSidedWarning(_ sides: [PreparedSide], kind: String, scriptNames: [String],
                                 command: KeyPath<PreparedSide, String?>) -> String? {
        guard let missing = sides.first(where: { $0[keyPath: command] == nil }),
              let present = sides.first(where: { $0[keyPath: command] != nil }) else { return nil }
        let metrics = kind == "dev" ? "dev-server metrics (ready, first load" + (options.hmrFile == nil ? ")" : ", HMR)")
            : "build metrics (build time, output size)"
        let names = scriptNames.count == 1 ? scriptNames[0] : scriptNames.dropLast().joined(separator: ", ")
            + " or \(scriptNames.last ?? "")"
        return "the \(missing.label) side (`\(missing.ref ?? "working tree")`) has no \(kind) command (its package.json has "
            + "no \(names) script), so the \(metrics) are measured on the \(present.label) side only and not compared; "
            + "pass --\(kind) \"…\" to give both sides the command"
    }

    /// A ref naming HEAD's commit is benchmarked as committed: uncommitted changes in the project are not in
    /// it, which someone passing `--after HEAD` may well not expect.
    private func uncommittedWarning(_ repository: Repository, label: String, ref: String, commit: String,
                                    relative: String) -> String? {
        guard (try? repository.resolveCommit("HEAD")) == commit,
              let changes = try? repository.uncommittedChanges(under: relative), !changes.isEmpty else { return nil }
        let shown = changes.prefix(3).joined(separator: ", ") + (changes.count > 3 ? ", …" : "")
        return "--\(label) \(ref) is the committed HEAD (\(commit.prefix(10))); the \(changes.count) uncommitted "
            + "change(s) in the working tree (\(shown)) are not benchmarked: commit them, or bench the working tree "
            + (options.aa ? "with --aa alone (without --before)" : "alone (without --before/--after)")
    }

    /// `relative`: the project's folder in the repository, for a checkout's messages.
    private func makeSide(label: String, ref: String?, commit: String?, directory: String, relative: String = "") throws -> PreparedSide {
        let sideName = ref.map { "the checkout of --\(label) \($0)" + (commit.map { " (\($0.prefix(10)))" } ?? "") } ?? "the working tree"
        // A checkout's temporary folder is gone by the time the message is read: its files are named by ref.
        let manifest = commit == nil ? directory + "/package.json"
            : "the package.json " + (relative.isEmpty ? "at the root" : "in \(relative)/") + " of \(sideName)"
        let project: PackageProject
        do {
            project = try PackageProject(directory: directory)
        } catch where commit != nil {
            // --full-tree: `relative` is from the repository's root, while git ls-tree reads a path from the folder it
            // runs in, which is the project's when bench ran there (the usual case), and then listed nothing.
            let remedy = FileManager.default.fileExists(atPath: directory + "/package.json")
                ? "is not a JSON object; fix it in that commit, or give another ref"
                : "does not exist, so that ref holds no project to bench there; give a ref that has it (`git ls-tree --full-tree --name-only "
                    + "\(ref.map(ShellWord.quoted) ?? "REF")\(relative.isEmpty ? "" : " -- \(ShellWord.quoted(relative + "/"))")` lists what it holds)"
            throw BenchError.invalidProject("\(manifest) \(remedy)")
        }
        let wants = options.metrics ?? Set(BenchOptions.MetricSelection.allCases)
        let dev = wants.contains(.dev) ? options.devCommand ?? project.script(named: PackageProject.devScriptNames)?.body : nil
        let build = wants.contains(.build) ? options.buildCommand ?? project.script(named: PackageProject.buildScriptNames)?.body : nil
        if let metrics = options.metrics {
            if metrics.contains(.dev) && dev == nil { throw BenchError.noCommand(kind: "dev", manifest: manifest) }
            if metrics.contains(.build) && build == nil { throw BenchError.noCommand(kind: "build", manifest: manifest) }
        }
        if dev == nil && build == nil { throw BenchError.noCommands(manifest: manifest) }
        // Checked in both checkouts before anything runs, so that an edit never lands outside the project.
        let hmrPath = try dev == nil ? nil : options.hmrFile.map { try HMRFile.resolve($0, in: directory, side: sideName) }
        if dev == nil, let hmr = options.hmrFile, !preparationWarnings.contains(where: { $0.hasPrefix("--hmr ") }) {
            let warning = "--hmr \(hmr) is not measured: there is no dev command (dev, start or serve script, or --dev)"
            progress("warning: " + warning)
            preparationWarnings.append(warning)
        }
        if let hmrPath, commit == nil, let warning = HMRFile.removeLeftoverProbe(at: hmrPath) {
            progress("warning: " + warning)
            preparationWarnings.append(warning)
        }
        // Installing into a fresh checkout follows the lockfile; the working tree keeps its node_modules.
        let install = options.installCommand ?? (commit != nil ? project.manager?.frozenInstall : nil)
        // Checked before any run: a cache folder outside the project (`..`, an absolute path, a symlink) would
        // delete the user's files.
        var cacheFolders: [String] = []
        var createdCacheFolders: [String] = []
        for folder in options.cache == .cold ? options.cacheDirectories : [] {
            if BenchOptions.defaultCacheDirectories.contains(folder) {
                cacheFolders.append(try ContainedPath.resolve(folder, inside: directory, option: "the default cache folder",
                                                              remedy: "replace the symlink with a folder, or use --cache warm"))
                continue
            }
            let target = try ContainedPath.resolve(folder, inside: directory, option: "--cache-dir")
            try CacheFolderPolicy.check(folder, target: target, root: ContainedPath.locate(".", in: directory)?.root ?? directory,
                                        checkout: commit == nil ? nil : sideName)
            cacheFolders.append(target)
            createdCacheFolders.append(folder)
        }
        var side = PreparedSide(label: label, ref: ref, commit: commit, directory: directory, project: project, dev: dev,
                                build: build, install: install, environment: project.scriptEnvironment(),
                                cacheFolders: cacheFolders, createdCacheFolders: createdCacheFolders, hmrPath: hmrPath)
        if build != nil { try prepareOutputs(&side) }
        return side
    }

    /// The folders a build may write its output to: --out-dir, else dist, build and out.
    private func outputCandidates(_ directory: String) -> [String] {
        (options.outputDirectory.map { [$0] } ?? ["dist", "build", "out"]).map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 }
    }

    /// A working tree's output folders are never cleared (they are the user's files): they are snapshotted, and
    /// files no build of this run wrote are left out of the sizes. A temporary checkout's output folder is
    /// cleared before every build: --out-dir when given (checked to lie inside the checkout), else each of
    /// dist, build and out the commit does not contain (a tracked `build/` may hold sources).
    private func prepareOutputs(_ side: inout PreparedSide) throws {
        // A file there (`--out-dir package.json`) is no folder a build writes to: said now, not as "not sized" after every run.
        if let outputDirectory = options.outputDirectory, let path = outputCandidates(side.directory).first {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw BenchError.invalidProject("--out-dir '\(outputDirectory)' is a file, not a folder (\(path)); name the folder the build "
                    + "writes its output to, such as dist")
            }
        }
        if side.commit != nil {
            if let outputDirectory = options.outputDirectory {
                _ = try ContainedPath.resolve(outputDirectory, inside: side.directory, option: "--out-dir",
                                              remedy: "give the build's output folder inside the project, such as dist")
                side.outputsToClear = [outputDirectory]
            } else {
                side.outputsToClear = ["dist", "build", "out"].filter {
                    (try? FileManager.default.attributesOfItem(atPath: side.directory + "/" + $0)) == nil
                }
            }
        }
        for folder in outputCandidates(side.directory) {
            side.outputBaselines[folder] = OutputSnapshot.take(folder: folder)
        }
    }

    private func install(_ side: inout PreparedSide) throws {
        guard let command = side.install else { return }
        progress("installing \(side.label): \(command)")
        let process = try ManagedProcess(command: command, directory: side.directory, environment: side.environment)
        defer { process.terminate(graceMs: options.graceMs) }
        guard let exit = process.waitForExit(deadline: process.spawnTime + 1_800_000_000_000) else {
            throw BenchError.notReady(command: command, waitedMs: 1_800_000, condition: "install exit",
                                      logTail: process.logTail())
        }
        guard exit.code == 0 else {
            throw BenchError.installFailed(side: side.ref.map { "--\(side.label) \($0)" } ?? side.label, command: command,
                                           exitCode: exit.code, logTail: process.logTail())
        }
        side.installMs = BenchRecord.TimingMetric.round(MonotonicClock.milliseconds(from: process.spawnTime, to: exit.time))
    }

    // MARK: Measuring

    /// After this many consecutive failures of one metric on one side, that metric stops being retried there.
    static let failureLimit = 2

    private func measureOnce(_ side: inout PreparedSide, run: Int) {
        if let dev = side.dev, side.abandonedAfter["dev"] == nil {
            clearCaches(&side)
            let hmrFile = side.abandonedAfter["hmr"] == nil ? checkedHMRFile(&side, run: run) : nil
            let session = DevServerSession(command: dev, directory: side.directory, checks: options.readiness,
                                           timeoutMs: options.timeoutMs, graceMs: options.graceMs,
                                           hmrFile: hmrFile, hmrSignal: options.hmrSignal,
                                           environment: runEnvironment(side), extractImports: extractImports)
            do {
                let result = try session.run(index: run)
                if run >= 0 { record(result, run: run + 1, into: &side.devSamples) }
                noteOutcome(&side, kind: "dev", failed: false, run: run)
                if let error = result.hmrError {
                    side.failures.append(failure(metric: "hmr", run: run, error: error))
                    noteOutcome(&side, kind: "hmr", failed: true, run: run)
                } else if hmrFile != nil {
                    noteOutcome(&side, kind: "hmr", failed: false, run: run)
                }
                if let lingering = result.lingering { side.notes.insert("dev server: \(lingering)") }
                if let reload = result.hmrFullReload, let file = options.hmrFile {
                    // The methodology's "full reload instead of HMR": a regression a faster number would hide.
                    side.notes.insert("HMR: the server answered the edit of \(file) with a full page reload, not a hot "
                        + "update (`\(reload)`): a browser reloads the page and loses its state; the HMR time is that "
                        + "of the reload line")
                }
                if !result.firstLoadFailures.isEmpty || !result.firstLoadUnresolved.isEmpty {
                    // The page loaded, but not the whole graph a browser needs: say so next to the number.
                    let parts = [result.firstLoadFailures.isEmpty ? nil : "answered other than 200: "
                                    + result.firstLoadFailures.joined(separator: ", "),
                                 result.firstLoadUnresolved.isEmpty ? nil : "bare imports a browser cannot load: "
                                    + result.firstLoadUnresolved.joined(separator: ", ")].compactMap { $0 }
                    side.notes.insert("first load: " + parts.joined(separator: "; "))
                }
            } catch {
                side.failures.append(failure(metric: "dev-ready", run: run, error: error))
                noteOutcome(&side, kind: "dev", failed: true, run: run)
            }
        }
        if let build = side.build, side.abandonedAfter["build"] == nil {
            clearCaches(&side)
            // Checked again before every build: a run may have replaced a folder on the way with a symlink.
            let clearing = side.outputsToClear.compactMap {
                try? ContainedPath.resolve($0, inside: side.directory, option: "--out-dir")
            }
            let session = BuildSession(command: build, directory: side.directory, clearing: clearing,
                                       timeoutMs: options.timeoutMs, environment: runEnvironment(side))
            side.lastBuildRun = run + 1
            // Watched only where files were there before: new and rewritten files show in the snapshots.
            let watcher = OutputWatcher(roots: outputCandidates(side.directory).filter { side.outputBaselines[$0]?.isEmpty == false })
            defer {
                watcher.finish()
                side.openedOutputs.merge(watcher.opened) { $0.union($1) }
                if watcher.overflowed {
                    side.notes.insert("output: the kernel dropped file events while watching the output folders, so "
                        + "identical files the build compared may have been counted as stale")
                }
            }
            do {
                let result = try session.run()
                side.lastBuildSucceeded = result.exitCode == 0
                if result.exitCode != 0 {
                    side.failures.append(.init(metric: "build", run: run, exitCode: result.exitCode,
                                               message: "`\(build)` exited with status \(result.exitCode)",
                                               logTail: result.logTail))
                } else {
                    side.lastBuildLog = result.logLines
                    if run >= 0 {
                        side.buildResults.append(result)
                        side.buildRuns.append(run + 1)
                    }
                }
                noteOutcome(&side, kind: "build", failed: result.exitCode != 0, run: run)
            } catch {
                side.lastBuildSucceeded = false
                side.failures.append(failure(metric: "build", run: run, error: error))
                noteOutcome(&side, kind: "build", failed: true, run: run)
            }
        }
    }

    /// The environment of a measured or warm-up run. Cold runs also turn off Node's module compile cache (Node 22+;
    /// Vite's bin enables it, under the system's temporary folder, outside every cache folder cleared): left on, a
    /// "cold" Vite start would reuse the code the previous run compiled while webpack's started from nothing.
    private func runEnvironment(_ side: PreparedSide) -> [String: String] {
        Self.runEnvironment(side.environment, cache: options.cache)
    }

    static func runEnvironment(_ base: [String: String], cache: BenchOptions.CacheMode) -> [String: String] {
        var environment = base
        if cache == .cold { environment["NODE_DISABLE_COMPILE_CACHE"] = "1" }
        return environment
    }

    /// Counts failures in a row on measured runs (warm-ups are discarded copies); at `failureLimit` the kind
    /// is abandoned on this side, which the progress, the warnings and the report then say.
    private func noteOutcome(_ side: inout PreparedSide, kind: String, failed: Bool, run: Int) {
        guard run >= 0 else { return }
        guard failed else {
            side.consecutiveFailures[kind] = 0
            return
        }
        let count = side.consecutiveFailures[kind, default: 0] + 1
        side.consecutiveFailures[kind] = count
        guard count >= Self.failureLimit else { return }
        abandon(&side, kind: kind, afterRun: run + 1, message: "abandoned after run \(run + 1): \(count) consecutive "
                + "failures (runs \(run + 2 - count)–\(run + 1)); later runs did not measure it")
    }

    /// Stops measuring `kind` on this side; `message` follows the metric's name in the warning.
    private func abandon(_ side: inout PreparedSide, kind: String, afterRun: Int, message: String) {
        side.abandonedAfter[kind] = afterRun
        let name = ["dev": "dev server", "hmr": "HMR", "build": "build"][kind] ?? kind
        let message = "\(name) \(message)"
        side.notes.insert(message)
        progress("warning: \(side.label) \(message)")
    }

    /// The --hmr file as a session gets it, or nil when it no longer exists on this side (a build or script removed
    /// it after the up-front check): then HMR is abandoned at that measured run, with a failure naming the side and
    /// any file that replaced it (warm-ups, whose state is discarded, just skip the probe).
    private func checkedHMRFile(_ side: inout PreparedSide, run: Int) -> String? {
        // Resolved inside the project, and checked on both sides, before anything ran: gone now, the run removed it.
        guard let file = options.hmrFile, let path = side.hmrPath else { return nil }
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        guard run >= 0 else { return nil }
        let where_ = " in the \(side.label) side" + (side.ref.map { " (`\($0)`)" } ?? " (the working tree)")
        let replacements = Self.renamedCandidates(of: path).map { "`" + (file.hasPrefix("/") ? $0 : Self.relative($0, to: side.directory)) + "`" }
        let hint = replacements.isEmpty ? "" : "; it has " + replacements.joined(separator: ", ")
            + " instead (a migration that renamed it needs an HMR file both sides have)"
        let error = BenchError.hmrFileMissing(file: file, detail: where_ + hint)
        side.failures.append(failure(metric: "hmr", run: run, error: error))
        abandon(&side, kind: "hmr", afterRun: run + 1, message: "not measured from run \(run + 1) on: \(error)")
        return nil
    }

    /// Files beside `path` with the same name and another extension (`App.jsx` → `App.tsx`).
    static func renamedCandidates(of path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == stem }.sorted()
            .map { folder + "/" + $0 }
    }

    private static func relative(_ path: String, to directory: String) -> String {
        path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
    }

    private func record(_ result: DevRunResult, run: Int, into samples: inout DevSamples) {
        if let primary = options.readiness.first(where: { $0.name != "first-load" }), let ready = result.readyMs[primary.name] {
            samples.ready.append(ready)
            samples.readyRuns.append(run)
            samples.toolReported.append(result.toolReportedMs)
            for name in secondaryChecks(primary: primary.name) {
                if let time = result.readyMs[name] { samples.checks[name, default: []].append(time) }
            }
        }
        if let firstLoad = result.readyMs["first-load"] {
            samples.firstLoad.append(firstLoad)
            samples.firstLoadRuns.append(run)
            samples.requests.append(result.firstLoadRequests ?? 0)
            samples.bytes.append(result.firstLoadBytes ?? 0)
        }
        if let hmr = result.hmrMs {
            samples.hmr.append(hmr)
            samples.hmrRuns.append(run)
        }
    }

    /// The readiness checks besides the one defining dev-ready (and first-load, a metric of its own), once each.
    private func secondaryChecks(primary: String) -> [String] {
        var names: [String] = []
        for check in options.readiness where check.name != primary && check.name != "first-load" && !names.contains(check.name) {
            names.append(check.name)
        }
        return names
    }

    private func failure(metric: String, run: Int, error: any Error) -> BenchRecord.Failure {
        let text = "\(error)"
        var exitCode: Int32?
        var tail = ""
        switch error as? BenchError {
        case .exitedBeforeReady(_, let code, let log), .commandFailed(_, let code, let log), .exitedAfterReadyLine(_, let code, _, let log):
            exitCode = code
            tail = log
        case .notReady(_, _, _, let log), .hmrTimeout(_, _, let log), .badStatus(_, _, _, _, _, let log),
             .hmrCompileError(_, _, _, let log), .wrongPort(_, _, _, _, let log):
            tail = log
        default:
            break
        }
        let message = text.split(separator: "\n").first.map(String.init) ?? text
        return .init(metric: metric, run: run, exitCode: exitCode, message: message, logTail: tail)
    }

    private func clearCaches(_ side: inout PreparedSide) {
        for folder in side.cacheFolders {
            // Checked again: a run may have replaced a folder on the way with a symlink leading out.
            do {
                let now = try ContainedPath.resolve(folder, inside: side.directory, option: "the cache folder")
                try? FileManager.default.removeItem(atPath: now)
            } catch {
                side.notes.insert("cache folder \(folder) was not cleared: \(error)")
            }
        }
    }

    private static func removeCreatedCaches(_ folders: [String], in directory: String) {
        for folder in folders {
            // Resolved again, as before every clearing: a run may have put a symlink on the way.
            if let now = try? ContainedPath.resolve(folder, inside: directory, option: "--cache-dir") {
                try? FileManager.default.removeItem(atPath: now)
            }
        }
    }

    private func measureBundle(_ side: inout PreparedSide) {
        guard !side.buildResults.isEmpty else { return }
        guard side.lastBuildSucceeded == true else {
            let last = side.lastBuildRun.map { $0 > 0 ? " (run \($0))" : " (a warm-up)" } ?? ""
            side.notes.insert("output: not sized, because the last build\(last) failed and its output may be partial")
            return
        }
        // Every candidate folder is looked at: a stale dist/ must not hide the build/ this build wrote.
        var measured: [(path: String, sizes: (files: [OutputSizer.File], stale: [String], written: Int, keptIdentical: [String]))] = []
        for path in outputCandidates(side.directory) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            do {
                measured.append((path, try OutputSizer.measure(folder: path, excluding: side.outputBaselines[path] ?? .empty,
                                                               log: side.lastBuildLog, opened: side.openedOutputs[path] ?? [])))
            } catch {
                side.failures.append(failure(metric: "bundle", run: -1, error: error))
                return
            }
        }
        guard let chosen = measured.first(where: { $0.sizes.written > 0 }) ?? measured.first(where: { !$0.sizes.files.isEmpty })
        else {
            let folders = measured.isEmpty ? options.outputDirectory ?? "dist, build or out"
                : measured.map { Self.relative($0.path, to: side.directory) }.joined(separator: ", ")
            side.notes.insert(measured.isEmpty
                ? "output: not sized: the build left no output folder (\(folders)); name it with --out-dir"
                : "output: not sized: no build of this run wrote a file in \(folders), and neither the build's output nor "
                    + "its files name the files there, so they cannot be told from stale output; the build writes elsewhere "
                    + "(name the folder with --out-dir), or left an old identical output untouched (remove the folder, or "
                    + "bench git refs, which build in fresh checkouts)")
            return
        }
        let sizes = chosen.sizes
        var bundle = BenchRecord.BundleMetric(files: sizes.files)
        if !OutputSizer.brotliAvailable {
            side.notes.insert("output: sized raw and gzip only: the brotli command is not installed (apt-get install brotli, brew install brotli)")
        }
        if let maps = bundle.sourceMaps {
            side.notes.insert("output: \(maps.count) source map(s) (\(maps.reduce(0) { $0 + $1.bytes }) bytes) left out of "
                + "the sizes: browsers fetch them only with the developer tools open")
        }
        if !sizes.stale.isEmpty {
            bundle.ignoredStale = sizes.stale
            let shown = sizes.stale.prefix(10).joined(separator: ", ")
            let more = sizes.stale.count > 10 ? " and \(sizes.stale.count - 10) more" : ""
            side.notes.insert("output: \(sizes.stale.count) file(s) in \(chosen.path) that no build of this run wrote, and "
                + "that neither the build's output nor its files name, were left out of the sizes as stale: \(shown)\(more)")
        }
        if !sizes.keptIdentical.isEmpty {
            side.notes.insert("output: \(sizes.keptIdentical.count) file(s) in \(chosen.path) the builds left untouched "
                + "(identical, as webpack's output.compareBeforeEmit leaves them) were sized as output, because a build "
                + "opened them to compare, or its output or files name them")
        }
        for other in measured where other.path != chosen.path && other.sizes.written > 0 {
            side.notes.insert("output: the build also wrote to \(other.path); only \(chosen.path) was sized (name the "
                + "folder with --out-dir)")
        }
        side.bundle = bundle
    }

    // MARK: Statistics

    /// Whether the adaptive run may stop: judged on the very intervals the report gives (the record's samples, each
    /// metric's own seed), so that it never stops on an interval the report then calls inconclusive, or runs on
    /// past one it calls decided.
    private func isConclusive(_ sides: [PreparedSide]) -> Bool {
        Self.intervalsAreDecisive(makeSide(sides[0]), makeSide(sides[1]), seed: options.seed, margin: options.margin)
    }

    static func intervalsAreDecisive(_ before: BenchRecord.Side, _ after: BenchRecord.Side, seed: UInt64,
                                     margin: Double) -> Bool {
        timingEstimates(before, after, seed: seed).allSatisfy { entry in
            SampleSufficiency.isConclusive(entry.estimate, countPerSide: min(entry.samplesBefore, entry.samplesAfter),
                                           margin: margin)
        }
    }

    /// The after/before interval of each timing metric both sides measured, in report order; the metric's position
    /// in that order is added to the seed.
    static func timingEstimates(_ before: BenchRecord.Side, _ after: BenchRecord.Side, seed: UInt64)
        -> [(metric: String, estimate: RatioEstimate, samplesBefore: Int, samplesAfter: Int)] {
        let timings: [(String, BenchRecord.TimingMetric?, BenchRecord.TimingMetric?)] = [
            ("dev-ready", before.metrics.devReady, after.metrics.devReady),
            ("dev-first-load", before.metrics.devFirstLoad, after.metrics.devFirstLoad),
            ("hmr", before.metrics.hmr, after.metrics.hmr),
            ("build", before.metrics.build, after.metrics.build),
        ]
        return timings.enumerated().compactMap { index, timing in
            let (name, first, second) = timing
            guard let first, let second,
                  let estimate = RatioEstimate(before: first.samples, after: second.samples, seed: seed &+ UInt64(index))
            else { return nil }
            return (name, estimate, first.samples.count, second.samples.count)
        }
    }

    private func makeSide(_ side: PreparedSide) -> BenchRecord.Side {
        var metrics = BenchRecord.Metrics()
        let samples = side.devSamples
        if side.dev != nil {
            if let primary = options.readiness.first(where: { $0.name != "first-load" }) {
                var ready = BenchRecord.TimingMetric(samples: samples.ready, runs: samples.readyRuns)
                ready.readiness = primary.name
                ready.toolReportedMs = samples.toolReported.map { $0.map(BenchRecord.TimingMetric.round) }
                let secondary = secondaryChecks(primary: primary.name)
                if !secondary.isEmpty {
                    ready.checks = Dictionary(uniqueKeysWithValues: secondary.map {
                        ($0, BenchRecord.TimingMetric(samples: samples.checks[$0] ?? []))
                    })
                }
                metrics.devReady = ready
            }
            if options.readiness.contains(where: { $0.name == "first-load" }) {
                var firstLoad = BenchRecord.TimingMetric(samples: samples.firstLoad, runs: samples.firstLoadRuns)
                firstLoad.requests = samples.requests
                firstLoad.bytes = samples.bytes
                metrics.devFirstLoad = firstLoad
            }
            if options.hmrFile != nil { metrics.hmr = BenchRecord.TimingMetric(samples: samples.hmr, runs: samples.hmrRuns) }
        }
        if side.build != nil {
            var build = BenchRecord.TimingMetric(samples: side.buildResults.map(\.wallMs), runs: side.buildRuns)
            build.cpuMs = side.buildResults.map { BenchRecord.TimingMetric.round($0.cpuMs) }
            build.peakRssBytes = side.buildResults.map(\.peakRssBytes)
            build.exitCodes = side.buildResults.map(\.exitCode)
            build.toolReportedMs = side.buildResults.map { $0.toolReportedMs.map(BenchRecord.TimingMetric.round) }
            metrics.build = build
        }
        metrics.bundle = side.bundle
        return BenchRecord.Side(label: side.label, ref: side.ref, commit: side.commit,
                                commands: .init(dev: side.dev, build: side.build, install: side.install),
                                installMs: side.installMs, metrics: metrics, failures: side.failures)
    }

    private func compare(_ before: BenchRecord.Side, _ after: BenchRecord.Side) -> [BenchRecord.Comparison] {
        var comparisons: [BenchRecord.Comparison] = []
        for entry in Self.timingEstimates(before, after, seed: options.seed) {
            let estimate = entry.estimate
            let decided = SampleSufficiency.verdict(estimate, countPerSide: min(entry.samplesBefore, entry.samplesAfter),
                                                    margin: options.margin)
            comparisons.append(.init(metric: entry.metric, ratio: rounded(estimate.ratio), ciLow: rounded(estimate.low),
                                     ciHigh: rounded(estimate.high), verdict: decided.verdict,
                                     samplesBefore: entry.samplesBefore, samplesAfter: entry.samplesAfter,
                                     reason: decided.reason))
        }
        if let first = before.metrics.bundle, let second = after.metrics.bundle, first.gzipTotal > 0 {
            let ratio = Double(second.gzipTotal) / Double(first.gzipTotal)
            comparisons.append(.init(metric: "bundle", ratio: rounded(ratio), ciLow: rounded(ratio), ciHigh: rounded(ratio),
                                     verdict: Verdict(low: ratio, high: ratio, margin: options.margin),
                                     samplesBefore: 0, samplesAfter: 0))
        }
        return comparisons
    }

    private func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    private func warnings(_ sides: [BenchRecord.Side], comparison: [BenchRecord.Comparison],
                          environment: EnvironmentFingerprint) -> [String] {
        var warnings: [String] = []
        var small: [String] = []
        for side in sides {
            for (name, metric) in side.metrics.timings {
                // Empty metrics are not small samples: the failures (and exit code 2) say what happened.
                if !metric.samples.isEmpty && metric.samples.count < SampleSufficiency.minimumForInterval {
                    small.append("\(side.label) \(name) \(metric.samples.count)")
                }
                // Variation beyond the margin makes verdicts at that margin hard to reach (bench-methodology: warn when
                // the noise exceeds δ); an A/A record says it per metric in its own terms. Only where it explains an
                // inconclusive verdict: below the interval's sample size the small-sample warning already says so (and a
                // CV of 3 runs is itself noise), and a decided verdict was reached despite the noise.
                if sides.count == 2, !options.aa, metric.samples.count >= SampleSufficiency.minimumForInterval,
                   comparison.first(where: { $0.metric == name })?.verdict == .inconclusive,
                   let variation = Descriptive.robustCoefficientOfVariation(metric.samples), variation > options.margin {
                    warnings.append("\(side.label) \(name): runs vary by \(BenchMarkdown.percent((variation * 1000).rounded() / 1000)) "
                        + "(robust CV, 1.4826 × MAD / median), more than the \(BenchMarkdown.percent(options.margin)) margin: expect "
                        + "inconclusive verdicts; measure this machine's noise with --aa, or quiet it")
                }
                if !metric.outliers.isEmpty {
                    warnings.append("\(side.label) \(name): \(metric.outliers.count) outlier(s) (modified Z > 3.5) "
                        + "at run(s) \(metric.outliers.map { String(metric.runNumber(ofSample: $0)) }.joined(separator: ", ")); "
                        + "kept in every statistic")
                }
            }
            if !side.failures.isEmpty {
                warnings.append("\(side.label): \(side.failures.count) failed run(s); see failures")
            }
        }
        for entry in comparison {
            if let reason = entry.reason { warnings.append("\(entry.metric): inconclusive: \(reason)") }
        }
        if !small.isEmpty {
            warnings.insert("samples per side below the \(SampleSufficiency.minimumForInterval) a 95% interval needs, "
                + "so these intervals under-cover: \(small.joined(separator: ", ")) (use --runs "
                + "\(SampleSufficiency.minimumForInterval) or more)", at: 0)
        }
        if let warning = Self.loadWarning(environment) { warnings.append(warning) }
        return warnings
    }

    /// Each compared timing metric of an A/A record: identical sides must be equivalent at the margin.
    static func calibration(_ sides: [BenchRecord.Side], comparison: [BenchRecord.Comparison]) -> [BenchRecord.Calibration] {
        comparison.compactMap { entry -> BenchRecord.Calibration? in
            guard entry.metric != "bundle" else { return nil }  // sizes are exact: no noise to calibrate
            let judged = NoiseCalibration(low: entry.ciLow, high: entry.ciHigh, verdict: entry.verdict)
            let variation = sides.map { side -> Double? in
                guard let metric = side.metrics.timing(entry.metric),
                      let value = Descriptive.robustCoefficientOfVariation(metric.samples) else { return nil }
                return (value * 10_000).rounded() / 10_000
            }
            // Too few samples for a verdict: any margin stays inconclusive, and a near-zero-width interval (one run a side)
            // would claim a 1% margin from no evidence.
            return BenchRecord.Calibration(metric: entry.metric, outcome: judged.outcome,
                                           smallestMargin: entry.reason == nil ? judged.smallestMargin : nil, robustCV: variation)
        }
    }

    /// What an A/A record's outcomes mean for comparisons on this machine, said once per metric that did not resolve.
    static func calibrationWarnings(_ calibration: [BenchRecord.Calibration], margin: Double) -> [String] {
        calibration.compactMap { entry in
            // Without a smallest margin the sides had too few samples, which the comparison's own warning says.
            guard let smallestMargin = entry.smallestMargin else { return nil }
            // --margin takes a fraction below 1: past 100% there is no margin to suggest, only the difference to find.
            let wider = smallestMargin < 1 ? "--margin \(smallestMargin)" : nil
            switch entry.outcome {
            case .resolves: return nil
            case .falsePositive:
                return "A/A \(entry.metric): identical sides were judged different at the \(BenchMarkdown.percent(margin)) margin (a false positive): "
                    + "comparisons of this metric on this machine are not trustworthy at that margin; "
                    + (wider.map { "use \($0) or more, more runs, or a quieter machine" }
                        ?? "no --margin below 100% holds them (smallest \(BenchMarkdown.percent(smallestMargin))): find what differs between the sides' runs")
            case .unresolved:
                return "A/A \(entry.metric): the interval of identical sides reaches past the \(BenchMarkdown.percent(margin)) margin, so a real change "
                    + "that small would be inconclusive here; it would take " + (wider.map { "\($0), " } ?? "")
                    + "more runs (--max-runs) or a quieter machine"
            }
        }
    }


    /// --cache warm promises runs on caches a discarded warm-up filled; without a warm-up, run 1 of each side starts from
    /// the caches as they were (none in a fresh checkout), a cold run among the warm ones, which nothing else would say.
    static func scenarioWarnings(_ options: BenchOptions, checkouts: Bool) -> [String] {
        guard options.cache == .warm, options.warmup == 0 else { return [] }
        return ["--cache warm with --warmup 0: run 1 of each side started on the caches as they were"
            + (checkouts ? " (none, in a fresh checkout)" : "") + ", not on caches a warm-up filled, so it is a cold run "
            + "among warm ones; use --warmup 1 or more"]
    }

    /// A warning when the 1-minute load average exceeded the cores before the first run or after the last: a
    /// machine already busy when the benchmark started contended with its early runs even if it was quiet by the end.
    static func loadWarning(_ environment: EnvironmentFingerprint) -> String? {
        let cores = Double(environment.cores)
        let loads = [("before the first run", environment.loadBefore as Double?), ("after the last", environment.loadAfter)]
        let high = loads.compactMap { moment, load in load.flatMap { $0 > cores ? "\($0) \(moment)" : nil } }
        guard !high.isEmpty else { return nil }
        return "load average \(high.joined(separator: " and ")) exceeded the \(environment.cores) cores; "
            + "timings include contention from other work"
    }
}

/// Checkout folders to delete at the end, also when Ctrl-C interrupts the run.
private final class TemporaryFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: [String] = []
    /// Held while a folder is being filled: the checkout writes into a hidden staging folder beside it until
    /// it is complete, so removing meanwhile would leave that staging folder (or a refilled one) behind.
    private let creation = NSLock()

    /// Throws, naming TMPDIR, when checkouts cannot be made in `parent` (the system's temporary folder, created if
    /// missing): said so up front, not as Foundation's error about a staging folder ("NSCocoaErrorDomain Code=4").
    static func checkWritable(_ parent: String) throws {
        try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let probe = (parent.hasSuffix("/") ? parent : parent + "/") + ".migrate-audit-bench-probe-\(UUID().uuidString)"
        guard mkdir(probe, 0o700) == 0 else {
            throw BenchError.invalidProject("cannot make the --before/--after checkouts in the temporary folder \(parent): "
                + "\(String(cString: strerror(errno))); set TMPDIR to a writable folder with room for two checkouts")
        }
        rmdir(probe)
    }

    /// Registers `folder` and runs `fill`, which creates it; `removeAll` waits for `fill` to end. Once Ctrl-C's
    /// clean-up has begun, the calling thread is held instead: that clean-up may have removed the folders already.
    func create(_ folder: String, _ fill: () throws -> Void) rethrows {
        creation.lock()
        ProcessRegistry.shared.holdIfInterrupted(releasing: creation)
        defer { creation.unlock() }
        lock.lock()
        folders.append(folder)
        lock.unlock()
        try fill()
    }

    func removeAll() {
        creation.lock()
        defer { creation.unlock() }
        lock.lock()
        let pending = folders
        folders.removeAll()
        lock.unlock()
        for folder in pending { try? FileManager.default.removeItem(atPath: folder) }
    }
}
