import AuditModel
import JSLexer
import SourceStructure

/// Runs source rules over files: the per-file phase, the cross-file phase, then suppression comments.
public struct SourceRuleEngine: Sendable {
    /// The rule id of findings about suppression comments that silenced nothing.
    public static let unusedSuppressionRuleID = "audit-unused-suppression"

    public let rules: [any Rule]

    /// The rules with a cross-file phase, found once (a dynamic cast per rule and file was measurable).
    private let projectRules: [any ProjectRule]
    /// Each rule's id, severity and category, read once from its description.
    private let heads: [FindingSink.RuleHead]
    /// Each rule in a class box: calling `check` on an `any Rule` from an array copied the existential for every
    /// rule and file, and a closure array passed the file and project indirectly (a copy of each per call).
    private let runners: [any RuleRunner]

    /// Rule ids of the other families (configuration, dependencies), whose findings in a source file (a webpack
    /// config, an importer) come after this engine: their suppressions are applied, and judged unused, with them.
    public let laterRuleIDs: Set<String>

    public init(rules: [any Rule] = SourceRuleRegistry.all, laterRuleIDs: Set<String> = []) {
        self.rules = rules
        self.laterRuleIDs = laterRuleIDs
        projectRules = rules.compactMap { $0 as? any ProjectRule }
        heads = rules.map { FindingSink.RuleHead($0.description) }
        runners = rules.map(boundRule)
    }

    /// The per-file phase of one file.
    public struct FileResult: Sendable {
        /// Final findings (suppressions applied) when `needsProjectPhase` is false; otherwise the raw per-file
        /// findings, to hand back to `projectFindings(_:project:)` with the file.
        public var findings: [Finding]
        /// Some project rule needs this file: keep it (and these raw findings) for the cross-file phase.
        public var needsProjectPhase: Bool
    }

    /// One file waiting for the cross-file phase, with its raw per-file findings.
    public struct PendingFile: Sendable {
        public var file: SourceFile
        public var rawFindings: [Finding]
        public init(file: SourceFile, rawFindings: [Finding]) {
            self.file = file
            self.rawFindings = rawFindings
        }
    }

    /// All findings of all files, suppressions applied, in report order: primary files first (kept for the
    /// cross-file phase), then `check(_:project:interests:)` on the others, then `projectFindings(_:project:)`.
    public func run(files: [SourceFile], facts: ProjectFacts) -> [Finding] {
        let project = ProjectContext(facts: facts, files: files)
        let primary = files.map { isPrimary(path: $0.path, context: $0.context) }
        let interests = self.interests(in: zip(files, primary).filter(\.1).map(\.0), project: project)
        var result: [Finding] = []
        var pending: [PendingFile] = []
        for (file, isPrimary) in zip(files, primary) {
            let outcome = check(file, project: project, interests: isPrimary ? nil : interests)
            if outcome.needsProjectPhase {
                pending.append(PendingFile(file: file, rawFindings: outcome.findings))
            } else {
                result += outcome.findings
            }
        }
        result += projectFindings(pending, project: project)
        return result.sorted(by: Finding.reportOrder)
    }

    /// True when some project rule reads `path` first (`ProjectRule.isPrimary`).
    public func isPrimary(path: String, context: CodeContext) -> Bool {
        projectRules.contains { $0.isPrimary(path: path, context: context) }
    }

    /// What the project rules look for in the other files, given the primary files (in scan order).
    public func interests(in primaries: [SourceFile], project: ProjectContext) -> ProjectInterests {
        var byRule: [String: Set<String>?] = [:]
        for rule in rules {
            guard let projectRule = rule as? any ProjectRule else { continue }
            byRule[rule.description.id] = projectRule.interest(in: primaries, project: project)
        }
        return ProjectInterests(byRule: byRule)
    }

    /// The per-file phase: per-file rules, then suppressions unless a project rule still needs the file.
    /// `interests` nil marks a primary file, always kept.
    public func check(_ file: SourceFile, project: ProjectContext, interests: ProjectInterests?) -> FileResult {
        let raw = rawFindings(in: file, project: project)
        if needsProjectPhase(file, interests: interests) { return FileResult(findings: raw, needsProjectPhase: true) }
        return FileResult(findings: applySuppressions(raw, in: file), needsProjectPhase: false)
    }

    /// True when some project rule reads or reports in `file` (always, for a primary file: `interests` nil).
    /// True when, given `interests`, no project rule needs any file besides the primary ones: a file whose own
    /// findings are not wanted (another shard's) need not be read at all.
    public func needsNoOtherFile(interests: ProjectInterests) -> Bool {
        projectRules.allSatisfy { rule in rule.needsNoFile(interest: interests.byRule[rule.description.id] ?? nil) }
    }

    public func needsProjectPhase(_ file: SourceFile, interests: ProjectInterests?) -> Bool {
        guard let interests else { return !projectRules.isEmpty }
        return projectRules.contains { rule in rule.needsFile(file, interest: interests.byRule[rule.description.id] ?? nil) }
    }

    /// The cross-file phase over the kept files (in scan order): project rules, then suppressions over each
    /// file's raw and project findings together. Returns the final findings of those files.
    public func projectFindings(_ pending: [PendingFile], project: ProjectContext) -> [Finding] {
        let files = pending.map(\.file)
        var byFile: [String: [Finding]] = [:]
        for rule in rules {
            guard let projectRule = rule as? any ProjectRule else { continue }
            var sinks = ProjectFindingSinks(rule: rule.description)
            projectRule.checkProject(files, in: project, into: &sinks)
            for finding in sinks.findings { byFile[finding.file, default: []].append(finding) }
        }
        var result: [Finding] = []
        for entry in pending {
            result += applySuppressions(entry.rawFindings + (byFile[entry.file.path] ?? []), in: entry.file)
        }
        return result
    }

    /// The per-file findings of one file, before suppressions.
    public func rawFindings(in file: SourceFile, project: ProjectContext) -> [Finding] {
        // Declaration files (`.d.ts`) only describe types; nothing in them runs or is bundled.
        guard !file.path.hasSuffix(".d.ts"), !file.path.hasSuffix(".d.mts"), !file.path.hasSuffix(".d.cts") else { return [] }
        guard let first = heads.first else { return [] }
        // One sink for all rules: the file is not copied per rule, nor the findings gathered again.
        var sink = FindingSink(file: file, head: first)
        // Borrowed through buffers: iterating the arrays copied each rule (an existential, with its tables) per file.
        runners.withUnsafeBufferPointer { runners in
            heads.withUnsafeBufferPointer { heads in
                for index in runners.indices {
                    sink.switchRule(to: heads[index])
                    runners[index].check(file, in: project, into: &sink)
                }
            }
        }
        return sink.findings
    }

    /// Drops suppressed findings and adds one `audit-unused-suppression` finding per suppressed id that matched
    /// nothing (ids of `laterRuleIDs` aside: see `applyLaterSuppressions`).
    public func applySuppressions(_ findings: [Finding], in file: SourceFile) -> [Finding] {
        let suppressions = Suppression.parse(file.lexed)
        guard !suppressions.isEmpty else { return findings }
        var (kept, used) = Self.partition(findings, by: suppressions)
        let description = UnusedSuppressionDescription.description
        for (index, suppression) in suppressions.enumerated() {
            let ids = suppression.ruleIDs.isEmpty ? [""] : suppression.ruleIDs
            for id in ids where !used[index].contains(id) && !laterRuleIDs.contains(id) {
                var sink = FindingSink(file: file, rule: description)
                let what = id.isEmpty ? "this suppression comment" : "the suppression of \(id)"
                let known = id.isEmpty || heads.contains { $0.id == id } || SourceRuleRegistry.rule(id: id) != nil
                sink.report(
                    from: suppression.commentStart, to: suppression.commentEnd,
                    message: known
                        ? "\(what) matches no finding; remove it"
                        : "\(what) names no source rule (unknown id \(id)); fix the id or remove it",
                    fix: "Delete the comment (or the id) so that new findings on these lines are not hidden.")
                kept += sink.findings
            }
        }
        return kept
    }
}

extension SourceRuleEngine {
    /// The findings no suppression covers, and per suppression the ids it silenced something of ("" for a
    /// suppression of every rule).
    static func partition(_ findings: [Finding], by suppressions: [Suppression]) -> (kept: [Finding], used: [Set<String>]) {
        var used = Array(repeating: Set<String>(), count: suppressions.count)
        var kept: [Finding] = []
        for finding in findings {
            var suppressed = false
            for (index, suppression) in suppressions.enumerated() where suppression.covers(ruleID: finding.ruleId, line: finding.line) {
                used[index].insert(suppression.ruleIDs.isEmpty ? "" : finding.ruleId)
                suppressed = true
            }
            if !suppressed { kept.append(finding) }
        }
        return (kept, used)
    }
}

extension SourceRuleEngine {
    /// The suppression comments of a source file applied to the findings other families report in it
    /// (`laterRuleIDs`: configuration and dependency rules), with an `audit-unused-suppression` finding for each of
    /// their ids that silenced nothing. Comments silencing every rule (no ids) were judged with the source rules.
    public func applyLaterSuppressions(_ findings: [Finding], in lexed: LexedFile, path: String, context: CodeContext) -> [Finding] {
        let suppressions = Suppression.parse(lexed)
        guard !suppressions.isEmpty else { return findings }
        var (kept, used) = Self.partition(findings, by: suppressions)
        let file = SourceFile(path: path, lexed: lexed, structure: SourceStructure(lexed), context: context)
        for (index, suppression) in suppressions.enumerated() {
            for id in suppression.ruleIDs where laterRuleIDs.contains(id) && !used[index].contains(id) {
                var sink = FindingSink(file: file, rule: UnusedSuppressionDescription.description)
                sink.report(
                    from: suppression.commentStart, to: suppression.commentEnd,
                    message: "the suppression of \(id) matches no finding; remove it",
                    fix: "Delete the comment (or the id) so that new findings on these lines are not hidden.")
                kept += sink.findings
            }
        }
        return kept
    }
}

extension SourceRuleEngine {
    /// Lexes, structures and classifies sources (paths relative to the scanned root) into rule inputs, in path order.
    public static func prepare(_ sources: [(path: String, bytes: [UInt8])], facts: ProjectFacts) -> [SourceFile] {
        let inputs = sources.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }.map { source in
            let ext = source.path.split(separator: ".").last.map(String.init) ?? "js"
            let lexed = Lexer.lex(source.bytes, dialect: SourceDialect(fileExtension: ext) ?? .javascript)
            return ContextClassifier.Input(path: source.path, lexed: lexed, structure: SourceStructure(lexed))
        }
        let contexts = ContextClassifier(facts: facts).classify(inputs)
        return inputs.map { SourceFile(path: $0.path, lexed: $0.lexed, structure: $0.structure, context: contexts[$0.path] ?? .unknown) }
    }
}
