import AuditModel
import ConfigAudit
import DependencyAudit
import Foundation
import GitKit
import JSLexer
import ShellWords
import SourceRules
import SourceStructure

/// The scan pipeline: list files, lex sources in parallel, read configuration and dependencies, classify
/// where each file runs, run the rules, and gather one deterministic report.
public struct Scanner: Sendable {
    public init() {}

    /// Scans as `request` says. Throws `ScanInputError` when the scan cannot start (the message names the
    /// problem and what to do); problems with single files become warnings in the report.
    public func scan(_ request: ScanRequest, progress: (@Sendable (ScanProgress) -> Void)? = nil) throws -> ScanReport {
        try scanNotingGaps(request, progress: progress).report
    }

    /// `scan`, and what it could not audit (files it could not read, a malformed package.json, a folder with
    /// nothing to audit): a report with gaps is not the revision's whole story, which a CI job must be told by more
    /// than a warning.
    public func scanNotingGaps(_ requested: ScanRequest, progress: (@Sendable (ScanProgress) -> Void)? = nil) throws -> ScanOutcome {
        // The Vite target may come from the listed package.json; everything after the listing reads it from here.
        var request = requested
        let input = try ScanInput.resolve(
            path: request.path, revision: request.revision, noGit: request.noGit, trustOwner: request.trustRepository)
        var timer = PhaseTimer()
        let cache = request.cacheDirectory.map {
            ResultCache(directory: $0, salt: request.settingsDigest)
        }
        // A revision's tree decides its report (with the settings and what the dependency audit read on disk).
        let workspace = RevisionWorkspace.find(for: input)
        // A shared webpack config of another workspace package (`require('@org/webpack-config')`) is the app's build:
        // the tree that decides those packages is part of a revision's key.
        let revisionSiblings = SiblingPackages.atRevision(input: input)
        var reportKey = cache != nil ? ReportCacheKey(revisionOf: input, workspace: workspace, siblingsFolder: revisionSiblings.treeFolder, request: request) : nil
        if let cache, let reportKey, let report = Self.cachedReport(in: cache, key: reportKey, input: input, request: request) {
            timer.lap("cached report")
            return Self.notingPathsAsGiven(ScanOutcome(report: report), input: input, request: request)  // a report with gaps, or of nothing, is never cached
        }
        progress?(ScanProgress(phase: .listing, done: 0, total: 0))
        let listingStart = FileClock.now()
        var listing = try input.source.listFiles()
        if input.isWorkingTree || input.repository == nil, let cacheFolder = Self.cacheFolder(of: request, inside: Self.diskRoot(of: input, path: request.path)) {
            // The cache kept inside the scanned folder is not the project's: listed, it would change the listing (and
            // its report key) with every scan, and never be reused.
            // Only the cache's own folders: a cache folder named after a source folder (`--cache-dir src`) keeps the sources.
            let cacheFiles = ResultCache.ownFolders.map { cacheFolder + $0 + "/" }
            listing = FileListing(
                files: listing.files.filter { file in !cacheFiles.contains(where: file.path.hasPrefix) }, warnings: listing.warnings,
                unscanned: listing.unscanned)
        }
        timer.lap("listing")
        // A git working tree's listing does the same, once it is made.
        if let cache, reportKey == nil, let key = ReportCacheKey(workingTreeOf: input, listing: listing, request: request) {
            if let report = Self.cachedReport(in: cache, key: key, input: input, request: request) {
                timer.lap("cached report")
                // HEAD may have moved since: what differs from it is asked again.
                return Self.notingPathsAsGiven(
                    ScanOutcome(report: Self.notingUncommittedFiles(report, listing: listing, input: input)), input: input, request: request)
            }
            reportKey = key
        }
        var warnings = listing.warnings.map { ScanWarning(file: $0.path, message: $0.message, unread: true) }
        let manifestEntry = listing.files.first { $0.path == "package.json" }
        let manifest = manifestEntry.flatMap { entry -> [UInt8]? in
            guard case .text(let bytes)? = try? input.source.loadText(entry, sizeLimit: request.skipPolicy.maxFileSize) else { return nil }
            return bytes
        }
        let target = ViteTarget(requested: request.viteMajor, isExplicit: !request.detectsViteMajor, manifest: manifest) { [listing, request] in
            WorkspaceCatalogs.find(input: input, listing: listing, sizeLimit: request.skipPolicy.maxFileSize)
        }
        request.viteMajor = target.major
        if let warning = target.warning { warnings.append(warning) }
        // What is in the tree but never read, said rather than dropped: a linked folder of shared code, a submodule.
        let unreadManifest = Self.unreadRootManifest(in: listing)
        for entry in listing.unscanned where request.includesFile(entry.path) && request.skipPolicy.reason(forPath: entry.path + "/x") == nil
            && !(unreadManifest != nil && entry.path == "package.json") {
            let message = switch entry.kind {
            case .submodule:
                // At a revision, what belongs to it is the submodule's commit its tree records, not the checkout.
                "a git submodule: its files are not scanned with this repository; scan it on its own "
                    + (entry.commit.map { "at the commit this revision records (migrate-audit scan \(ShellWord.quoted(entry.path)) --ref \($0.prefix(12)), in a checkout of it)" }
                        ?? "(migrate-audit scan \(ShellWord.quoted(entry.path)))")
            case .uninitialisedSubmodule:
                "a git submodule that is not initialised (its folder holds none of its files), so not scanned with this repository; "
                    + "run `git submodule update --init \(ShellWord.quoted(entry.path))`, then scan it on its own (migrate-audit scan \(ShellWord.quoted(entry.path)))"
            case .symbolicLink: "a symbolic link: not followed (a scan reads only the tree itself); if it leads to source code, scan its target"
            }
            warnings.append(ScanWarning(file: entry.path, message: message))
        }
        if listing.outsideSparseCheckout > 0 {
            let count = listing.outsideSparseCheckout
            warnings.append(ScanWarning(file: nil, message: "\(count) tracked \(count == 1 ? "file is" : "files are") outside the sparse checkout, "
                + "so not in the working tree and not scanned; scan a revision (--ref HEAD) to audit every file, or widen the checkout (git sparse-checkout disable)"))
        }
        // Include and exclude patterns that leave nothing to scan are said: "0 findings" must not hide a typo.
        for pattern in request.includePatterns where !listing.files.contains(where: { pattern.matches($0.path) }) {
            warnings.append(ScanWarning(file: nil, message: "the include pattern '\(pattern.text)' matches no listed file (paths are relative to the scanned folder); check it in the configuration"))
        }
        if !listing.files.isEmpty, !listing.files.contains(where: { request.includesFile($0.path) }) {
            warnings.append(ScanWarning(file: nil, message: "the configuration's include and exclude patterns leave none of the \(listing.files.count) listed files to scan"))
        }
        var skipped: [SkipPolicy.Reason: Int] = [:]

        // Partition: sources to lex; everything else stays listed for configuration and dependency reading.
        // Each path is judged once: on trees of tens of thousands of files these checks showed in profiles.
        var sourceEntries: [SourceFileEntry] = []
        // What configuration and HTML readers may look at: not installed packages, not excluded files.
        var readablePaths: [String] = []
        // The project's own type declarations (the source rules skip them), for the ambient const enums in them.
        var declarationPaths: [String] = []
        // A scanned folder inside a `src` folder (`scan src`) holds the team's own folders, whatever their names.
        let startsInSource = input.rootInRepository.split(separator: "/").contains("src")
        for entry in listing.files {
            guard request.includesFile(entry.path) else { continue }
            let pathReason = request.skipPolicy.reason(forPath: entry.path, startsInSource: startsInSource)
            if pathReason != .nodeModules { readablePaths.append(entry.path) }
            if pathReason == nil, ConfigAuditor.isDeclarationFile(entry.path) { declarationPaths.append(entry.path) }
            guard SourceExtensions.isSource(entry.path) else { continue }
            if let reason = pathReason ?? entry.size.flatMap(request.skipPolicy.reason(forSize:)) {
                skipped[reason, default: 0] += 1
                // A source too large to read leaves a gap: named, in the shard that owns it (path reasons are bulk).
                if pathReason == nil, let gap = reason.auditGap, request.shard?.contains(path: entry.path) ?? true {
                    warnings.append(ScanWarning(file: entry.path, message: gap))
                }
            } else {
                sourceEntries.append(entry)
            }
        }

        // Configuration and dependency readers take a failed read for an absent file; noted, for the report cache.
        let projectSource = FailureNotingSource(input.source)
        // The configuration (DefinePlugin keys, aliases and entries shape the source rules) needs no summary: read
        // on another thread while phase A runs, which leaves cores idle when its results come from the cache. The
        // listing's indexes are built there too, off the path every scan waits on.
        let limit = request.skipPolicy.maxFileSize
        let projectPaths = readablePaths
        let declarationFiles = declarationPaths
        let viteMajor = request.viteMajor
        let listedFiles = listing.files
        // What the dependency audit reads on disk, noted when the report is to be cached; the configuration's reads of
        // a monorepo's other packages too.
        let diskLog = reportKey != nil ? DiskReadLog() : nil
        let scannedFolder = Self.diskRoot(of: input, path: request.path)
        // The sibling packages' files the configuration read (not listed): a shard's digest of what it read holds them.
        let siblingReads = DiskReadLog()
        let configurationWork = BackgroundWork {
            let index = ProjectFileIndex(files: listedFiles, source: projectSource)
            let siblings = input.isWorkingTree
                ? SiblingPackages.onDisk(input: input, scannedFolder: scannedFolder) { root in
                    let tree = DiskPackageTree(root: root, remembersDirectories: true)
                    return diskLog.map { RecordingPackageTree(tree, log: $0) } ?? tree
                }
                : revisionSiblings.siblings
            let project = ConfigProject(
                files: projectPaths, vite: viteMajor, declarationFiles: declarationFiles, workspace: siblings?.packages, fileSize: index.size
            ) { path in
                guard path.hasPrefix("../") else { return index.text(path, limit: limit) }
                let bytes = siblings?.read(path)
                siblingReads.record(.fileContents, path, DiskProbe.digest(bytes))
                return bytes.flatMap { $0.count <= limit ? $0 : nil }
            }
            return (ConfigAuditor.audit(project), HTMLEntryScripts.sources(in: index, limit: limit), index)
        }
        // A monorepo package's audit reads its workspace root's files; a listing with problems is not cached.
        let revisionTreeWork = input.isWorkingTree ? nil : BackgroundWork { () -> (index: RevisionPackageTree.Index, complete: Bool) in
            guard let workspace else { return (RevisionPackageTree.Index(files: listedFiles), true) }
            guard let listed = try? workspace.source.listFiles() else { return (RevisionPackageTree.Index(files: []), false) }
            return (RevisionPackageTree.Index(files: listed.files), listed.warnings.isEmpty)
        }

        // Phase A: read, lex and summarise every source; bytes and tokens are dropped as each file is done.
        let outcomes = summariseAll(sourceEntries, input: input, request: request, cache: cache, progress: progress)
        timer.lap("lexing")
        var files: [(entry: SourceFileEntry, summary: FileSummary)] = []
        var keptBytes: [[UInt8]?] = []
        // Missing objects may be fetched later (partial clones): a report with read problems is not kept.
        var readProblems = !listing.warnings.isEmpty
        var unreadable = listing.warnings.count
        for (entry, outcome) in zip(sourceEntries, outcomes) {
            switch outcome {
            case .summarised(let summary, let bytes, let size):
                // A known size spares phase B a header read of each blob it reads again.
                files.append((size.map(entry.knowingSize) ?? entry, summary))
                keptBytes.append(bytes)
                // Derived from the summary, so that a cached one warns too; like findings, it is the file's shard's.
                if let unclosed = summary.unclosedWarning, request.shard?.contains(path: entry.path) ?? true {
                    warnings.append(ScanWarning(file: entry.path, message: unclosed))
                }
            case .skipped(let reason):
                skipped[reason, default: 0] += 1
                // Derived from the (cached) reason, per path; like its findings, it belongs to the file's shard.
                if let gap = reason.auditGap, request.shard?.contains(path: entry.path) ?? true {
                    warnings.append(ScanWarning(file: entry.path, message: gap))
                }
            case .failed(let message):
                skipped[.unreadable, default: 0] += 1
                warnings.append(ScanWarning(file: entry.path, message: message, unread: true))
                readProblems = true
                unreadable += 1
            }
        }

        var facts = ProjectFacts(targetViteMajor: request.viteMajor)
        progress?(ScanProgress(phase: .configuration, done: 0, total: 0))
        let (configuration, htmlScriptSources, index) = configurationWork.value
        facts.apply(configuration.facts)
        facts.htmlScriptSources = htmlScriptSources

        timer.lap("configuration")
        // Where each file runs decides which rules weigh it.
        progress?(ScanProgress(phase: .rules, done: 0, total: files.count))
        let importGraph = ImportGraph(
            summaries: files.map(\.summary.classifier), resolver: ModuleResolver(files: Set(files.map(\.entry.path)), facts: facts))
        let (contexts, unresolvedEntries) = ContextClassifier(facts: facts).classifyNotingEntries(graph: importGraph)
        warnings += configuration.facts.unresolvedEntryWarnings(unresolvedEntries)
        timer.lap("contexts")
        // Dependencies, the way Vite resolves them.
        progress?(ScanProgress(phase: .dependencies, done: 0, total: 0))
        // A webpack entry of polyfills that no app file imports: no page loads it under Vite.
        let polyfillEntries = Set(configuration.facts.polyfillEntryFiles)
        let unloadedFiles = polyfillEntries.isEmpty ? [] : polyfillEntries.subtracting(
            files.lazy.map(\.entry.path).filter { !polyfillEntries.contains($0) }.flatMap { importGraph.targets(of: $0) })
        let dependencyResult = auditDependencies(
            files: files.map(\.summary), contexts: contexts, unloadedFiles: unloadedFiles, input: input, listing: listing.files, request: request,
            configuration: configuration.facts, diskLog: diskLog, workspace: workspace, source: projectSource,
            revisionIndex: revisionTreeWork?.value.index)
        if revisionTreeWork?.value.complete == false, let workspace {
            readProblems = true
            unreadable += 1
            warnings.append(ScanWarning(file: nil, message: "the workspace root '\(workspace.workspace.root.isEmpty ? "." : workspace.workspace.root)' "
                + "could not be read completely at this revision, so its lockfile and manifests may be missing from the dependency audit"
                + (input.repository.map { ": " + $0.missingObjectAdvice } ?? ""),
                unread: true))
        }
        warnings += dependencyResult.warnings
        if let unreadManifest {
            // Not absent: the audit's "no package.json" would hide that the one there was not read.
            let absent = { (warning: ScanWarning) in warning.file == "package.json" && warning.message.hasPrefix(DependencyAuditor.noRootManifestMessage) }
            let dependenciesRead = !warnings.contains(where: absent)
            warnings.removeAll(where: absent)
            warnings.append(Self.unreadRootManifestWarning(unreadManifest, dependenciesRead: dependenciesRead))
            readProblems = true
            unreadable += 1
        }
        // A package.json that is not JSON leaves the declared dependencies unaudited: a gap, as an unread file is.
        let malformedManifest = dependencyResult.rootManifestMalformed
            ? dependencyResult.warnings.first { $0.isUnread && $0.file == "package.json" } : nil
        if malformedManifest != nil {
            readProblems = true
            unreadable += 1
        }
        // A lockfile that is not valid leaves locked versions unread (the dependency audit's warning says so).
        if dependencyResult.malformedLockfile != nil {
            readProblems = true
            unreadable += 1
        }
        // A malformed package.json is one warning: the dependency audit's names the position and what was not read.
        warnings += dependencyResult.rootManifestMalformed ? configuration.warnings.filter { $0.file != "package.json" } : configuration.warnings
        facts.callableCommonJSPackages = Set(dependencyResult.callableCommonJSPackages)
        facts.esModulesWithoutDefault = Set(dependencyResult.esModulesWithoutDefault)
        facts.defaultOnlyESModules = Set(dependencyResult.defaultOnlyESModules)
        for record in dependencyResult.dependencies {
            if let version = record.version { facts.installedVersions[record.name] = version }
            if let declared = record.declared { facts.declaredRanges[record.name] = declared }
        }
        for manifest in dependencyResult.manifests {
            for declaration in manifest.declarations where facts.declaredRanges[declaration.name] == nil {
                facts.declaredRanges[declaration.name] = declaration.range
            }
        }
        // react-scripts-ts (the TypeScript fork of Create React App 1 and 2) runs CRA's webpack and Jest setup: what the
        // source rules ask of react-scripts (REACT_APP_ exposure, the service worker, file-loader URLs) holds for it.
        if !facts.hasPackage("react-scripts") {
            facts.declaredRanges["react-scripts"] = facts.declaredRanges["react-scripts-ts"]
            facts.installedVersions["react-scripts"] = facts.installedVersions["react-scripts-ts"]
        }

        timer.lap("dependencies")
        // Phase B: per-file rules with each file's context, then the cross-file rules over the files they need.
        let project = ProjectContext(
            facts: facts, filePaths: Set(files.map(\.entry.path)),
            routerImports: files.reduce(into: []) { $0.formUnion($1.summary.routerImports) }, listedPaths: Set(projectPaths),
            importGraph: importGraph)
        // The path set is not in the key: each file's cached findings carry the questions its rules asked of it.
        let projectKey = StableHash.hex(
            of: facts.fingerprint, String(project.routerV3), String(project.historyV3), String(project.routerRedux4))
        // Primary files of the project rules first: what they hold decides which other files stay in memory.
        let engine = SourceRuleEngine(laterRuleIDs: RuleCatalog.laterRuleIDs)
        let checkInputs = files.map { (entry: $0.entry, context: contexts[$0.entry.path] ?? .unknown) }
        let primary = checkInputs.map { engine.isPrimary(path: $0.entry.path, context: $0.context) }
        let primaryIndices = primary.indices.filter { primary[$0] }
        let otherIndices = primary.indices.filter { !primary[$0] }
        let primaryOutcomes = checkAll(
            primaryIndices.map { checkInputs[$0] }, keptBytes: primaryIndices.map { keptBytes[$0] }, project: project, projectKey: projectKey, interests: nil,
            input: input, request: request, cache: cache, progress: nil)
        let interests = engine.interests(
            in: primaryOutcomes.compactMap { if case .pending(let kept) = $0 { kept.file } else { nil } }, project: project)
        let otherOutcomes = checkAll(
            otherIndices.map { checkInputs[$0] }, keptBytes: otherIndices.map { keptBytes[$0] }, project: project, projectKey: projectKey, interests: interests,
            input: input, request: request, cache: cache, progress: progress)
        keptBytes = []  // phase B is done with them: not held while the report is gathered and rendered
        var checked = [CheckOutcome](repeating: .findings([]), count: files.count)
        for (index, outcome) in zip(primaryIndices, consume primaryOutcomes) { checked[index] = outcome }
        for (index, outcome) in zip(otherIndices, consume otherOutcomes) { checked[index] = outcome }
        var pending: [SourceRuleEngine.PendingFile] = []
        for (file, outcome) in zip(files, checked) {
            switch outcome {
            case .findings: break
            case .pending(let kept): pending.append(kept)
            case .failed(let message):
                warnings.append(ScanWarning(file: file.entry.path, message: message, unread: true))
                readProblems = true
                unreadable += 1
            }
        }
        // Each file's findings come sorted; gathered in path order, they are in report order with no global sort.
        var pathOrder = Array(files.indices)
        if !files.indices.dropFirst().allSatisfy({ !files[$0].entry.path.utf8.lexicographicallyPrecedes(files[$0 - 1].entry.path.utf8) }) {
            pathOrder.sort { files[$0].entry.path.utf8.lexicographicallyPrecedes(files[$1].entry.path.utf8) }
        }
        var parts: [[Finding]] = []
        parts.reserveCapacity(pathOrder.count)
        for index in pathOrder {
            if case .findings(let found) = checked[index], !found.isEmpty { parts.append(found) }
        }
        checked = []  // the parts now hold the only references: their findings are moved, not copied
        var findings = [Finding].gatheringByMoving(&parts)
        findings += engine.projectFindings(pending, project: project)
        findings.sortInReportOrder()  // as one engine run orders them, for the duplicate removal below
        let sortedSourceFindings = findings.count
        timer.lap("source rules")
        let polyfillImports = PolyfillImports.findings(
            in: files.map { ($0.entry.path, $0.summary) }, contexts: contexts, read: { index.text($0, limit: limit) })
        // The configuration audit does not know the imports: an external nothing imports is only a line to delete.
        // Nor which bare imports resolve through baseUrl or resolve.modules: a folder no app import relies on has nothing to port.
        let configurationFindings = UnusedModuleDirectories.adjusting(
            UnusedExternals.adjusting(
                configuration.findings, externals: configuration.facts.externals,
                importedSpecifiers: Set(files.lazy.flatMap(\.summary.packageImports).map(\.specifier))),
            settings: configuration.facts.moduleDirectorySettings,
            importedSpecifiers: Set(files.lazy.filter { contexts[$0.entry.path] != .node && contexts[$0.entry.path] != .config }
                .flatMap(\.summary.packageImports).map(\.specifier)),
            project: project)
        findings += Self.applyingSuppressions(
            to: CRAToolchainDeclarations.removingDuplicates(dependencyResult.findings, besides: configurationFindings) + configurationFindings + polyfillImports, sources: files.map(\.entry), contexts: contexts,
            engine: engine, read: { index.text($0, limit: limit) })
        for path in projectPaths where StyleScanner.isStyleFile(path) {
            if let bytes = index.text(path, limit: limit) { findings += StyleScanner.findings(path: path, bytes: bytes, project: project) }
        }
        // A working-tree file edited during the scan was maybe read with other content than its listed id names:
        // then nothing is kept under those ids. Asked once the last file is read, on another core while the
        // findings are put in order.
        let workingTreeEdits: BackgroundWork<Bool>? = cache != nil ? (input.source as? WorkingTreeSource).map { source in
            let listed = listing.files
            return BackgroundWork { source.anyFileChanged(since: listingStart, among: listed) }
        } : nil
        findings = Self.removingDuplicates(findings, sortedPrefix: sortedSourceFindings)

        if let shard = request.shard {
            // Per-file findings belong to the shard that owns the file; project-wide ones (no source file) to shard 1.
            let sourcePaths = project.filePaths
            findings = findings.filter { sourcePaths.contains($0.file) ? shard.contains(path: $0.file) : shard.index == 1 }
        }

        findings.sortInReportOrder()
        Fingerprinter.assign(&findings)
        timer.lap("gathering")
        // Configuration, manifests and lockfiles that failed to read were taken as absent: said, with the reason. A
        // source file (webpack.config.js) is already named and counted by its own read.
        let sourcePaths = Set(sourceEntries.map(\.path))
        let failedProjectReads = projectSource.failedReads.filter { !sourcePaths.contains($0.key) }
        for (path, reason) in failedProjectReads {
            warnings.append(ScanWarning(file: path, message: "could not be read (\(reason)); the configuration and dependency audit went on without it", unread: true))
            unreadable += 1
        }
        // Binary or oversized configuration is not absent either; sources and skipped folders are named by their own skips.
        for (path, reason) in index.unreadText.noted.sorted(by: { $0.key < $1.key })
        where !SourceExtensions.isSource(path) && request.skipPolicy.reason(forPath: path, startsInSource: startsInSource) == nil {
            warnings.append(ScanWarning(file: path, message: "not read as text (\(reason)); the configuration and dependency audit went on without it"))
        }
        // A manifest that could not be read is not absent: the audit's "no package.json" would contradict the above.
        warnings.removeAll { warning in
            warning.file.map { failedProjectReads[$0] != nil } == true && warning.message.hasPrefix(DependencyAuditor.noRootManifestMessage)
        }
        warnings.sort(by: ScanWarning.precedesInReport)
        let scannedCount = request.shard.map { shard in files.filter { shard.contains(path: $0.entry.path) }.count } ?? files.count
        var report = ScanReport(
            source: Self.source(of: input, request: request, files: request.shard != nil && input.isWorkingTree
                ? Self.readFilesID(of: listing, sources: sourceEntries, askedByProject: projectSource.askedPaths, outside: siblingReads.probes) : nil),
            target: .init(vite: request.viteMajor),
            summary: .init(
                files: scannedCount, skippedFiles: skipped.values.reduce(0, +),
                skippedByReason: Dictionary(uniqueKeysWithValues: skipped.filter { $0.value > 0 }.map { ($0.key.rawValue, $0.value) }), findings: findings,
                effort: .init(hours: 0, model: "default")),
            findings: findings,
            dependencies: request.shard.map { $0.index == 1 } ?? true ? dependencyResult.dependencies : [],
            warnings: warnings)
        report = Self.notingUncommittedFiles(report, listing: listing, input: input)
        // Edited during the scan: neither the report nor the per-file results are kept (a cache not flushed keeps
        // nothing of this scan).
        // No source file and no manifest in the folder: it is not the project (`scan` run in the wrong place). Patterns
        // that exclude every file are the configuration's choice, and warned of above.
        let auditedNothing = !listing.files.contains { $0.path == "package.json" || SourceExtensions.isSource($0.path) }
        let outcome = Self.notingPathsAsGiven(
            ScanOutcome(
                report: report, unreadable: unreadable, malformedManifest: malformedManifest, malformedLockfile: dependencyResult.malformedLockfile,
                auditedNothing: auditedNothing),
            input: input, request: request)
        guard workingTreeEdits?.value != true else { return outcome }
        // No probes: the disk changed while the audit read it.
        if let cache, let reportKey, let probes = diskLog?.probes, !readProblems, !auditedNothing, !projectSource.hasFailed, workspace?.source.hasFailed != true {
            cache.storeStandalone(binary: CachedReport(report: report, probes: probes), blobID: reportKey.contentID, variant: reportKey.variant)
        }
        cache?.flush()
        return outcome
    }

    /// `outcome` with what depends on the scan path as given, which a cached report (written by a run from another
    /// folder) must not hold: the paths in suggested commands, and the project folder above.
    static func notingPathsAsGiven(_ outcome: ScanOutcome, input: ScanInput, request: ScanRequest) -> ScanOutcome {
        var outcome = outcome
        outcome.report.warnings = SuggestedCommandPaths(givenPath: request.path, rootInRepository: input.rootInRepository).rewriting(outcome.report.warnings)
        return notingProjectAbove(outcome, input: input, request: request)
    }

    /// `outcome` with the project folder above named, when the scanned folder has no package.json and an ancestor
    /// has one (`scan` run in `src`): in the warning that says so, with the command that scans it. Not part of a
    /// cached report, since files outside the scanned folder do not decide its key.
    static func notingProjectAbove(_ outcome: ScanOutcome, input: ScanInput, request: ScanRequest) -> ScanOutcome {
        guard let index = outcome.report.warnings.firstIndex(where: {
            $0.file == "package.json" && $0.message.hasPrefix(DependencyAuditor.noRootManifestMessage)
        }), let above = ProjectFolderAbove.find(for: input, path: request.path, revision: request.revision, noGit: request.noGit)
        else { return outcome }
        var noted = outcome
        let warning = noted.report.warnings[index]
        noted.report.warnings[index] = ScanWarning(file: warning.file, message: warning.message + "; " + above.sentence, unread: warning.isUnread)
        noted.projectAbove = above
        return noted
    }

    /// `report` with `source.uncommittedFiles` set, for a working-tree scan of a repository: the files with findings
    /// whose listed content id is not their blob's at HEAD (edited, staged, untracked, or not listed at all, such as
    /// an ignored `.env.local`), which reports must not link to the commit.
    static func notingUncommittedFiles(_ report: ScanReport, listing: FileListing, input: ScanInput) -> ScanReport {
        guard input.isWorkingTree, let repository = input.repository, let commit = input.commitID else { return report }
        let files = UTF8Order.sortedDistinct(report.findings.map(\.file))
        // By bytes: `é.js` spelt two ways is two files.
        let listed = Dictionary(listing.files.map { (ExactText($0.path), $0.blobID) }, uniquingKeysWith: { first, _ in first })
        // One walk of the commit's trees (tens of milliseconds); a lookup by path per file re-read every tree on the
        // way, seconds on a large tree. No commit to compare with (the walk failed): nothing is the commit's.
        let committedFiles = (try? RevisionSource(repository: repository, revision: commit, subdirectory: input.rootInRepository).listFiles().files) ?? []
        let committed = Dictionary(committedFiles.map { (ExactText($0.path), $0.blobID) }, uniquingKeysWith: { first, _ in first })
        // A sibling package's file (a shared webpack config, `../webpack-config/webpack.base.js`) is not listed: its
        // bytes on disk against HEAD's, looked up by repository path (few files, a lookup each).
        let head = try? RevisionSource(repository: repository, revision: commit)
        let disk = repository.workdir.map { DiskPackageTree(root: $0) }
        func isCommittedOutside(_ file: String) -> Bool {
            let path = PathUtilities.normalise(PathUtilities.join(input.rootInRepository, file))
            guard !path.hasPrefix(".."), !path.hasPrefix("/"), let committed = head?.contents(atRepositoryPath: path) else { return false }
            return disk?.read(path) == committed
        }
        let uncommitted = files.filter { file in
            if file.hasPrefix("../") { return !isCommittedOutside(file) }
            guard let id = listed[ExactText(file)] ?? nil, let blob = committed[ExactText(file)] ?? nil else { return true }
            return id != blob
        }
        var report = report
        report.source.uncommittedFiles = uncommitted.isEmpty ? nil : uncommitted
        return report
    }

    /// The content id of the listed files the scan read: its sources, what the project readers asked for, and every
    /// manifest and lockfile (the dependency audit reads those from the disk). A shard records it so that `merge`
    /// can tell shards of different trees apart; files no shard reads (another shard's report written into the tree)
    /// do not make them differ.
    /// `outside`: what was read of other workspace packages (`../webpack-config/webpack.base.js`); nil when a file
    /// changed while it was read.
    static func readFilesID(of listing: FileListing, sources: [SourceFileEntry], askedByProject: Set<String>, outside: [DiskProbe]? = []) -> String? {
        let sourcePaths = Set(sources.map(\.path))
        let manifests = Set(LockfileParser.fileNames + ["package.json", "pnpm-workspace.yaml"])
        let read = listing.files.filter { file in
            sourcePaths.contains(file.path) || askedByProject.contains(file.path)
                || manifests.contains(String(file.path.split(separator: "/").last ?? ""))
        }
        let id = FileListing(files: read, warnings: listing.warnings, unscanned: listing.unscanned).contentID
        // A shared config edited between two shards makes them differ too (its aliases shape every shard's findings).
        guard let id, let outside, !outside.isEmpty else { return outside == nil ? nil : id }
        var hash = StableHash()
        for probe in outside {
            hash.combine(probe.question.path)
            hash.combine(String(probe.digest))
        }
        return id + "+" + String(hash.value, radix: 16)
    }

    /// The report cached under `key`, naming this scan's source, when what it read on disk still holds.
    static func cachedReport(in cache: ResultCache, key: ReportCacheKey, input: ScanInput, request: ScanRequest) -> ScanReport? {
        guard let cached = cache.loadStandalone(binary: CachedReport.self, blobID: key.contentID, variant: key.variant),
            cached.probes.allSatisfy({ $0.holds() })
        else { return nil }
        // A working-tree shard records the digest of the files its scan read, which the entry must have kept.
        let needsShardFiles = input.isWorkingTree && request.shard != nil
        if needsShardFiles, cached.shardFiles == nil { return nil }
        var report = cached.report
        report.source = source(of: input, request: request, files: needsShardFiles ? cached.shardFiles : nil)
        return report
    }

    /// The cache folder's path relative to `root`, ending in `/`, when it lies inside it.
    static func cacheFolder(of request: ScanRequest, inside root: String) -> String? {
        guard let cache = request.cacheDirectory?.standardizedFileURL.resolvingSymlinksInPath().path else { return nil }
        let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        guard cache.hasPrefix(base + "/") else { return nil }
        return String(cache.dropFirst(base.count + 1)) + "/"
    }

    /// The folder whose `node_modules` a working-tree scan reads: the given one, or the work tree when it was
    /// given inside the `.git` folder (which scans the whole repository).
    static func diskRoot(of input: ScanInput, path: String) -> String {
        let given = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let workdir = input.repository?.workdir else { return given }
        let gitFolder = URL(fileURLWithPath: workdir).appendingPathComponent(".git").standardizedFileURL.path
        return given == gitFolder || given.hasPrefix(gitFolder + "/") ? URL(fileURLWithPath: workdir).standardizedFileURL.path : given
    }

    /// What was scanned; a shard report also records its shard, for `merge`'s checks.
    /// `files`: the working tree listing's content id, which a shard records.
    static func source(of input: ScanInput, request: ScanRequest, files: String?) -> ScanReport.Source {
        .init(
            // A bare repository without --ref is read at HEAD: named, since a null ref means the working tree.
            root: input.rootInRepository, ref: request.revision ?? (input.isWorkingTree ? nil : "HEAD"), commit: input.commitID, worktree: input.isWorkingTree,
            repositoryURL: input.commitID == nil ? nil : input.repository?.originWebURL,
            shard: request.shard.map { ScanShard(index: $0.index, count: $0.count, settings: request.settingsDigest, files: files) })
    }

    /// Configuration and dependency findings in source files (a webpack config, an importer) with those files'
    /// suppression comments applied; the files are read again, only when they hold such a comment.
    static func applyingSuppressions(
        to findings: [Finding], sources: [SourceFileEntry], contexts: [String: CodeContext], engine: SourceRuleEngine,
        read: (String) -> [UInt8]?
    ) -> [Finding] {
        let sourceByPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var byFile: [String: [Finding]] = [:]
        var result: [Finding] = []
        for finding in findings {
            if sourceByPath[finding.file] != nil { byFile[finding.file, default: []].append(finding) } else { result.append(finding) }
        }
        for path in byFile.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let found = byFile[path]!
            guard let entry = sourceByPath[path], let bytes = read(path), ByteSearch.firstOffset(of: Array("migrate-audit-".utf8), in: bytes) != nil else {
                result += found
                continue
            }
            let lexed = Lexer.lex(bytes, dialect: SourceDialect(fileExtension: entry.fileExtension.lowercased()) ?? .javascript)
            result += engine.applyLaterSuppressions(found, in: lexed, path: path, context: contexts[path] ?? .unknown)
        }
        return result
    }

    /// Two families may report the same construct (a config file is both source and configuration): a finding whose
    /// rule, file, line and column an earlier finding has is dropped. The first `sortedPrefix` findings are in report
    /// order, where such findings stand next to each other, so only neighbours are compared there; the few after them
    /// are checked against a set holding the sorted findings of their files (hashing every finding of a large report
    /// was measurable).
    static func removingDuplicates(_ findings: [Finding], sortedPrefix: Int) -> [Finding] {
        let sortedPrefix = min(max(sortedPrefix, 0), findings.count)
        var duplicates: [Int] = []
        findings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices.dropFirst().prefix(while: { $0 < sortedPrefix }) where FindingPlace.same(base + index, base + index - 1) {
                duplicates.append(index)
            }
            guard sortedPrefix < buffer.count else { return }
            let restFiles = Set(buffer[sortedPrefix...].map { ExactText($0.file) })
            var seen: Set<FindingPlace> = []
            var previousFile: String?
            var previousIsRestFile = false
            for index in 0..<sortedPrefix {
                let finding = base + index
                // Sorted by file: the membership question changes only where the file does.
                if previousFile == nil || !UTF8Order.same(previousFile!, finding.pointee.file) {
                    previousFile = finding.pointee.file
                    previousIsRestFile = restFiles.contains(ExactText(finding.pointee.file))
                }
                if previousIsRestFile { seen.insert(FindingPlace(finding.pointee)) }
            }
            for index in sortedPrefix..<buffer.count where !seen.insert(FindingPlace((base + index).pointee)).inserted {
                duplicates.append(index)
            }
        }
        // Duplicates are rare: the findings are copied only when there is one to drop.
        guard !duplicates.isEmpty else { return findings }
        let dropped = Set(duplicates)
        return findings.indices.filter { !dropped.contains($0) }.map { findings[$0] }
    }

    /// Source bytes phase A may keep for phase B (beyond it, phase B reads files again): a bound on memory.
    static let keptBytesBudget = 48 << 20

    /// The first-pass outcome of one file.
    enum SummaryOutcome: Sendable {
        /// The bytes come along while the byte budget lasts, so that phase B need not read the file again.
        case summarised(FileSummary, bytes: [UInt8]?, size: Int?)
        case skipped(SkipPolicy.Reason)
        case failed(message: String)
    }

    /// The second-pass outcome of one file.
    enum CheckOutcome: Sendable {
        /// Final findings.
        case findings([Finding])
        /// Kept for the cross-file rules.
        case pending(SourceRuleEngine.PendingFile)
        case failed(message: String)
    }

    /// Phase A: summaries of `entries`, in order; cached by blob id.
    func summariseAll(
        _ entries: [SourceFileEntry], input: ScanInput, request: ScanRequest, cache: ResultCache?,
        progress: (@Sendable (ScanProgress) -> Void)?
    ) -> [SummaryOutcome] {
        let sources = WorkerSources(input: input, workers: request.threads)
        let policy = request.skipPolicy
        let total = entries.count
        let budget = ByteBudget(bytes: Self.keptBytesBudget)
        let memo = SummaryMemo()
        return ParallelMap.map(count: entries.count, threads: request.threads) { worker, index in
            let entry = entries[index]
            if worker == 0, index % 64 == 0 { progress?(ScanProgress(phase: .lexing, done: index, total: total)) }
            // The dialect is part of the key: the same bytes lex differently as .js (JSX) and .ts (type assertions).
            let variant = "summary\u{0}" + entry.fileExtension.lowercased()
            let memoKey = entry.blobID.map { $0 + "\u{0}" + variant }
            if let memoKey, let known = memo.outcome(for: memoKey) {
                guard case .summarised(var summary, let bytes, let size) = known else { return known }
                summary.classifier.path = entry.path  // the same blob may sit at several paths
                return .summarised(summary, bytes: bytes, size: size)
            }
            if let cache, let blobID = entry.blobID, let cached = cache.load(binary: CachedSummary.self, blobID: blobID, variant: variant) {
                if var summary = cached.summary {
                    summary.classifier.path = entry.path  // the same blob may sit at several paths
                    return .summarised(summary, bytes: nil, size: nil)
                }
                if let reason = cached.skipped { return .skipped(reason) }
            }
            let outcome: SummaryOutcome
            switch Self.load(entry, source: sources.source(for: worker), policy: policy) {
            case .failure(let failure):
                // A skip (minified, binary, too large) is cached like a summary; a read failure is not.
                if case .failed = failure.outcome { return failure.outcome }
                outcome = failure.outcome
            case .success(let file):
                // Another shard's file is rarely read again in phase B: its bytes would only crowd out this shard's.
                let inShard = request.shard?.contains(path: entry.path) ?? true
                let kept = inShard && budget.take(file.bytes.count) ? file.bytes : nil
                let structure = SourceStructure(file, extent: .modules(referencing: ContextClassifier.Summary.referencedGlobals))
                outcome = .summarised(FileSummary(path: entry.path, lexed: file, structure: structure), bytes: kept, size: file.bytes.count)
            }
            if let cache, let blobID = entry.blobID {
                switch outcome {
                case .summarised(let summary, _, _): cache.store(binary: CachedSummary(summary: summary), blobID: blobID, variant: variant)
                case .skipped(let reason): cache.store(binary: CachedSummary(skipped: reason), blobID: blobID, variant: variant)
                case .failed: break
                }
            }
            if let memoKey { memo.store(outcome, for: memoKey) }
            return outcome
        }
    }

    /// Why a file was not lexed.
    struct LoadFailure: Error {
        var outcome: SummaryOutcome
    }

    /// Reads and lexes one file, or says why not.
    static func load(_ entry: SourceFileEntry, source: any FileSource, policy: SkipPolicy) -> Result<LexedFile, LoadFailure> {
        let content: FileContent
        do {
            content = try source.loadText(entry, sizeLimit: policy.maxFileSize)
        } catch {
            return .failure(LoadFailure(outcome: .failed(message: SourceReadError.reason(of: error) + "; skipped")))
        }
        switch content {
        case .tooLarge: return .failure(LoadFailure(outcome: .skipped(.tooLarge)))
        case .binary: return .failure(LoadFailure(outcome: .skipped(.binary)))
        case .notUTF8: return .failure(LoadFailure(outcome: .skipped(.notUTF8)))
        case .text(let bytes):
            if let reason = policy.reason(forContent: bytes, knownValidUTF8: true) { return .failure(LoadFailure(outcome: .skipped(reason))) }
            let ext = entry.fileExtension.lowercased()
            return .success(Lexer.lex(bytes, dialect: SourceDialect(fileExtension: ext) ?? .javascript))
        }
    }

    /// Phase B: per-file findings of each file with its context, in order; files outside the shard only go
    /// through when a project rule needs them. `interests` nil: primary files, all kept for the project rules.
    /// Cached by blob id, path, context, the project's fingerprint and the project rules' interests.
    func checkAll(
        _ files: [(entry: SourceFileEntry, context: CodeContext)], keptBytes: [[UInt8]?], project: ProjectContext, projectKey: String,
        interests: ProjectInterests?, input: ScanInput, request: ScanRequest, cache: ResultCache?, progress: (@Sendable (ScanProgress) -> Void)?
    ) -> [CheckOutcome] {
        let sources = WorkerSources(input: input, workers: request.threads)
        let engine = SourceRuleEngine(laterRuleIDs: RuleCatalog.laterRuleIDs)
        let total = files.count
        let shard = request.shard
        // Primary files are always kept, so never cached.
        let cache = interests == nil ? nil : cache
        let interestKey = interests?.fingerprint ?? ""
        // Another shard's file is read only when a project rule may need it (no test mocks: none does).
        let othersNeeded = interests.map { !engine.needsNoOtherFile(interests: $0) } ?? true
        return ParallelMap.map(count: files.count, threads: request.threads) { worker, index in
            let (entry, context) = files[index]
            if worker == 0, index % 64 == 0 { progress?(ScanProgress(phase: .rules, done: index, total: total)) }
            let inShard = shard?.contains(path: entry.path) ?? true
            if !inShard, !othersNeeded { return .findings([]) }
            let variant = "findings\u{0}\(entry.path)\u{0}\(context.rawValue)\u{0}\(projectKey)\u{0}\(interestKey)"
            if inShard, let cache, let blobID = entry.blobID,
                let cached = cache.load(binary: CachedFindings.self, blobID: blobID, variant: variant),
                cached.pathQuestions.allSatisfy(project.filePaths.answers)
            {
                return .findings(cached.findings)
            }
            let lexed: LexedFile
            if let bytes = keptBytes[index] {
                lexed = Lexer.lex(bytes, dialect: SourceDialect(fileExtension: entry.fileExtension.lowercased()) ?? .javascript)
            } else {
                switch Self.load(entry, source: sources.source(for: worker), policy: request.skipPolicy) {
                case .failure(let failure):
                    if case .failed(let message) = failure.outcome { return .failed(message: message) }
                    return .failed(message: "the file changed while it was scanned; skipped")
                case .success(let file): lexed = file
                }
            }
            let file = SourceFile(path: entry.path, lexed: lexed, structure: SourceStructure(lexed), context: context)
            guard inShard else {
                // Outside the shard: only what project rules read of it matters (its findings are dropped).
                return engine.needsProjectPhase(file, interests: interests) ? .pending(.init(file: file, rawFindings: [])) : .findings([])
            }
            // The questions are noted only for the cache: noting them costs a second hash of every path asked.
            let questions = PathQuestionLog()
            let result = engine.check(file, project: cache == nil ? project : project.recordingFileQuestions(into: questions), interests: interests)
            if result.needsProjectPhase { return .pending(.init(file: file, rawFindings: result.findings)) }
            var findings = result.findings
            findings.sortInReportOrder()  // here, on all cores, rather than all findings at once on one
            if let cache, let blobID = entry.blobID {
                cache.store(binary: CachedFindings(findings, pathQuestions: questions.questions), blobID: blobID, variant: variant)
            }
            return .findings(findings)
        }
    }

    /// Whether `path` is a listed file of the project, or a folder holding some.
    static func namesProjectPath(_ path: String, in listing: [SourceFileEntry]) -> Bool {
        let folder = path.hasSuffix("/") ? path : path + "/"
        return listing.contains { $0.path == path || $0.path.hasPrefix(folder) }
    }

    func auditDependencies(
        files: [FileSummary], contexts: [String: CodeContext], unloadedFiles: Set<String> = [],
        input: ScanInput, listing: [SourceFileEntry], request: ScanRequest, configuration: ConfigFacts,
        diskLog: DiskReadLog?, workspace: RevisionWorkspace?, source: any FileSource, revisionIndex: RevisionPackageTree.Index? = nil
    ) -> DependencyAuditResult {
        // Every disk read goes through a recording tree when a log is kept: the probes of a cached report.
        func disk(_ root: String) -> any PackageTree {
            let tree = DiskPackageTree(root: root, remembersDirectories: true)
            return diskLog.map { RecordingPackageTree(tree, log: $0) } ?? tree
        }
        let tree: any PackageTree
        // The scanned folder's path in `tree` and the lockfile's folder there; both "" unless it is a monorepo package.
        var packagePath = ""
        let workspaceRoot = ""
        if input.isWorkingTree {
            let scanned = Self.diskRoot(of: input, path: request.path)
            // With git, ancestors up to the work tree; without, up to the filesystem root.
            let ceiling = input.repository?.workdir.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? "/"
            let inCeiling = input.repository == nil ? String(scanned.drop { $0 == "/" }) : input.rootInRepository
            if scanned != ceiling, !inCeiling.isEmpty,
                let workspace = EnclosingWorkspace.find(above: inCeiling, in: disk(ceiling), workspacesOnly: input.repository == nil)
            {
                tree = disk(workspace.root.isEmpty ? ceiling : URL(fileURLWithPath: ceiling).appendingPathComponent(workspace.root).path)
                packagePath = workspace.package
            } else {
                tree = disk(scanned)
            }
        } else {
            // A monorepo package: the workspace root's files at the revision, the package inside them.
            let fallback = ReportCacheKey.nodeModulesFallback(for: input, workspace: workspace).map { disk($0.root) }
            tree = RevisionPackageTree(
                index: revisionIndex ?? .init(files: listing), source: workspace?.source ?? source, nodeModulesFallback: fallback)
            packagePath = workspace?.workspace.package ?? ""
        }
        var sites: [String: [ImportSite]] = [:]
        var auditedSourceFiles = Set<String>()
        for file in files {
            let path = file.classifier.path
            let context = contexts[path] ?? .unknown
            // Packages that only build tools and Node scripts load are not Vite's business.
            guard context != .node, context != .config else { continue }
            auditedSourceFiles.insert(PathUtilities.join(packagePath, path))
            for site in file.packageImports {
                sites[site.specifier, default: []].append(ImportSite(file: PathUtilities.join(packagePath, path), line: site.line, column: site.column, endColumn: site.endColumn, kind: site.kind, context: context))
            }
        }
        // Path aliases and module folders are app code; aliases to packages redirect a package import.
        // Module Federation remotes too: `billing/Widget` comes from another build at run time, not from node_modules.
        // An alias whose target the audit could not evaluate still names app code.
        var localPrefixes = configuration.resolveModules + configuration.federationRemotes + configuration.unresolvedAliasKeys
        var packageAliases: [String: String] = [:]
        for alias in configuration.aliases {
            let key = alias.exact ? alias.find + "$" : alias.find
            if alias.isPackage {
                packageAliases[key] = alias.replacement
            } else if !Self.aliasesWorkspacePackage(alias, tree: tree, packagePath: packagePath) {
                localPrefixes.append(key)
            }
        }
        // vite.config's own (a project midway through its migration), which Vite applies: a replacement that names no
        // file or folder of the project is a package (`lodash` → `lodash-es`); the rest, unevaluated ones too, app code.
        for alias in configuration.vite?.aliases ?? [] where !alias.isPattern {
            if let replacement = alias.replacement, BareSpecifier.isPackage(replacement), !Self.namesProjectPath(replacement, in: listing) {
                packageAliases[alias.find] = replacement
            } else {
                localPrefixes.append(alias.find)
            }
        }
        var options = DependencyAuditOptions(
            vite: request.viteMajor, localSpecifierPrefixes: localPrefixes.sorted(), packageAliases: packageAliases,
            localSpecifiers: Self.localSpecifiers(Array(sites.keys), moduleDirectories: configuration.resolveModules, listing: listing),
            threads: request.threads, auditedSourceFiles: auditedSourceFiles)
        options.unloadedFiles = Set(unloadedFiles.map { PathUtilities.join(packagePath, $0) })
        return DependencyAuditor(tree: tree, root: packagePath, workspaceRoot: workspaceRoot, options: options).audit(importSites: sites)
    }
}
