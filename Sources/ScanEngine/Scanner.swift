import AuditModel
import ConfigAudit
import DependencyAudit
import Foundation
import GitKit
import JSLexer
import SourceRules
import SourceStructure

/// The scan pipeline: list files, lex sources in parallel, read configuration and dependencies, classify
/// where each file runs, run the rules, and gather one deterministic report.
public struct Scanner: Sendable {
    public init() {}

    /// Scans as `request` says. Throws `ScanInputError` when the scan cannot start (the message names the
    /// problem and what to do); problems with single files become warnings in the report.
    public func scan(_ request: ScanRequest, progress: (@Sendable (ScanProgress) -> Void)? = nil) throws -> ScanReport {
        let input = try ScanInput.resolve(
            path: request.path, revision: request.revision, noGit: request.noGit, trustOwner: request.trustRepository)
        var timer = PhaseTimer()
        progress?(ScanProgress(phase: .listing, done: 0, total: 0))
        let listing = try input.source.listFiles()
        timer.lap("listing")
        var warnings = listing.warnings.map { ScanWarning(file: $0.path, message: $0.message) }
        var skipped: [SkipPolicy.Reason: Int] = [:]

        // Partition: sources to lex; everything else stays listed for configuration and dependency reading.
        var sourceEntries: [SourceFileEntry] = []
        for entry in listing.files where SourceExtensions.isSource(entry.path) && request.includesFile(entry.path) {
            if let reason = request.skipPolicy.reason(forPath: entry.path) ?? request.skipPolicy.reason(forSize: entry.size) {
                skipped[reason, default: 0] += 1
            } else {
                sourceEntries.append(entry)
            }
        }

        let lexed = lexAll(sourceEntries, input: input, request: request, progress: progress)
        timer.lap("lexing")
        var files: [(path: String, lexed: LexedFile, structure: SourceStructure)] = []
        for outcome in lexed {
            switch outcome {
            case .lexed(let path, let file, let structure): files.append((path, file, structure))
            case .skipped(let reason): skipped[reason, default: 0] += 1
            case .failed(let path, let message):
                skipped[.unreadable, default: 0] += 1
                warnings.append(ScanWarning(file: path, message: message))
            }
        }

        let index = ProjectFileIndex(files: listing.files, source: input.source)
        var facts = ProjectFacts(targetViteMajor: request.viteMajor)

        // Configuration first: DefinePlugin keys, aliases and entries shape the source rules.
        progress?(ScanProgress(phase: .configuration, done: 0, total: 0))
        let limit = request.skipPolicy.maxFileSize
        let projectPaths = listing.files.map(\.path).filter { request.skipPolicy.reason(forPath: $0) != .nodeModules && request.includesFile($0) }
        let configuration = ConfigAuditor.audit(ConfigProject(files: projectPaths, vite: request.viteMajor, read: { index.text($0, limit: limit) }))
        warnings += configuration.warnings
        facts.apply(configuration.facts)
        facts.htmlScriptSources = HTMLEntryScripts.sources(in: index, limit: limit)

        timer.lap("configuration")
        // Where each file runs decides which rules weigh it.
        progress?(ScanProgress(phase: .rules, done: 0, total: files.count))
        let classifier = ContextClassifier(facts: facts)
        let contexts = classifier.classify(files.map { ContextClassifier.Input(path: $0.path, lexed: $0.lexed, structure: $0.structure) })

        timer.lap("contexts")
        // Dependencies, the way Vite resolves them.
        progress?(ScanProgress(phase: .dependencies, done: 0, total: 0))
        let dependencyResult = auditDependencies(
            files: files, contexts: contexts, input: input, listing: listing.files, request: request,
            configuration: configuration.facts)
        warnings += dependencyResult.warnings
        for record in dependencyResult.dependencies {
            if let version = record.version { facts.installedVersions[record.name] = version }
            if let declared = record.declared { facts.declaredRanges[record.name] = declared }
        }
        for manifest in dependencyResult.manifests {
            for declaration in manifest.declarations where facts.declaredRanges[declaration.name] == nil {
                facts.declaredRanges[declaration.name] = declaration.range
            }
        }

        timer.lap("dependencies")
        let sourceFiles = files.map {
            SourceFile(path: $0.path, lexed: $0.lexed, structure: $0.structure, context: contexts[$0.path] ?? .unknown)
        }
        var findings = SourceRuleEngine().run(files: sourceFiles, facts: facts)
        timer.lap("source rules")
        findings += dependencyResult.findings
        findings += configuration.findings
        for path in projectPaths where StyleScanner.isStyleFile(path) {
            if let bytes = index.text(path, limit: limit) { findings += StyleScanner.findings(path: path, bytes: bytes) }
        }
        findings = Self.removingDuplicates(findings)

        if let shard = request.shard {
            // Per-file findings belong to the shard that owns the file; project-wide ones (no source file) to shard 1.
            let sourcePaths = Set(sourceFiles.map(\.path))
            findings = findings.filter { sourcePaths.contains($0.file) ? shard.contains(path: $0.file) : shard.index == 1 }
        }

        Fingerprinter.assign(&findings)
        findings.sort(by: Finding.reportOrder)
        timer.lap("gathering")
        warnings.sort { ($0.file ?? "", $0.message) < ($1.file ?? "", $1.message) }
        let scannedCount = request.shard.map { shard in sourceFiles.filter { shard.contains(path: $0.path) }.count } ?? sourceFiles.count
        return ScanReport(
            source: .init(root: input.rootInRepository, ref: request.revision, commit: input.commitID, worktree: input.isWorkingTree),
            target: .init(vite: request.viteMajor),
            summary: .init(
                files: scannedCount, skippedFiles: skipped.values.reduce(0, +), findings: findings,
                effort: .init(hours: 0, model: "default")),
            findings: findings,
            dependencies: request.shard.map { $0.index == 1 } ?? true ? dependencyResult.dependencies : [],
            warnings: warnings)
    }

    /// Two families may report the same construct (a config file is both source and configuration).
    static func removingDuplicates(_ findings: [Finding]) -> [Finding] {
        var seen = Set<String>()
        return findings.filter { seen.insert("\($0.ruleId)\u{0}\($0.file)\u{0}\($0.line):\($0.column)").inserted }
    }

    /// The outcome of reading and lexing one file.
    enum LexOutcome: Sendable {
        case lexed(path: String, file: LexedFile, structure: SourceStructure)
        case skipped(SkipPolicy.Reason)
        case failed(path: String, message: String)
    }

    func lexAll(
        _ entries: [SourceFileEntry], input: ScanInput, request: ScanRequest,
        progress: (@Sendable (ScanProgress) -> Void)?
    ) -> [LexOutcome] {
        let sources = WorkerSources(input: input, workers: request.threads)
        let policy = request.skipPolicy
        let total = entries.count
        return ParallelMap.map(count: entries.count, threads: request.threads) { worker, index in
            let entry = entries[index]
            if worker == 0, index % 64 == 0 { progress?(ScanProgress(phase: .lexing, done: index, total: total)) }
            let content: FileContent
            do {
                content = try sources.source(for: worker).loadText(entry, sizeLimit: policy.maxFileSize)
            } catch {
                return .failed(path: entry.path, message: "\(error); skipped")
            }
            switch content {
            case .tooLarge: return .skipped(.tooLarge)
            case .binary: return .skipped(.binary)
            case .notUTF8: return .skipped(.notUTF8)
            case .text(let bytes):
                if let reason = policy.reason(forContent: bytes) { return .skipped(reason) }
                let ext = entry.fileExtension.lowercased()
                let file = Lexer.lex(bytes, dialect: SourceDialect(fileExtension: ext) ?? .javascript)
                return .lexed(path: entry.path, file: file, structure: SourceStructure(file))
            }
        }
    }

    func auditDependencies(
        files: [(path: String, lexed: LexedFile, structure: SourceStructure)], contexts: [String: CodeContext],
        input: ScanInput, listing: [SourceFileEntry], request: ScanRequest, configuration: ConfigFacts
    ) -> DependencyAuditResult {
        var sites: [String: [ImportSite]] = [:]
        for file in files {
            let context = contexts[file.path] ?? .unknown
            // Packages that only build tools and Node scripts load are not Vite's business.
            guard context != .node, context != .config else { continue }
            for reference in file.structure.modules {
                guard let specifier = reference.specifier, BareSpecifier.isPackage(specifier) else { continue }
                let token = reference.specifierToken.map { file.lexed.tokens[$0] } ?? file.lexed.tokens[reference.keywordToken]
                let location = file.lexed.location(of: token)
                sites[specifier, default: []].append(
                    ImportSite(file: file.path, line: location.line, column: location.column, kind: ImportKindMapping.kind(of: reference)))
            }
        }
        let tree: any PackageTree
        if input.isWorkingTree {
            tree = DiskPackageTree(root: URL(fileURLWithPath: request.path).standardizedFileURL.path)
        } else {
            let disk = input.repository?.workdir.map {
                DiskPackageTree(root: URL(fileURLWithPath: $0).appendingPathComponent(input.rootInRepository).standardizedFileURL.path)
            }
            tree = RevisionPackageTree(files: listing, source: input.source, nodeModulesFallback: disk)
        }
        // Path aliases and module folders are app code; aliases to packages redirect a package import.
        var localPrefixes = configuration.resolveModules
        var packageAliases: [String: String] = [:]
        for alias in configuration.aliases {
            let key = alias.exact ? alias.find + "$" : alias.find
            if alias.isPackage { packageAliases[key] = alias.replacement } else { localPrefixes.append(key) }
        }
        let options = DependencyAuditOptions(
            vite: request.viteMajor, localSpecifierPrefixes: localPrefixes.sorted(), packageAliases: packageAliases)
        return DependencyAuditor(tree: tree, options: options).audit(importSites: sites)
    }
}
