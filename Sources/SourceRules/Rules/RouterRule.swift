import AuditModel
import SourceStructure

/// A React Router v3 rule: its v3-only imports are reported at each imported name, and `usage` reports the places
/// the API is used. Runs only when `ProjectContext.routerV3` holds, on every file but configuration: a server that
/// renders with v3's `match` (Node code) breaks with the same upgrade as the client.
struct RouterRule: Rule {
    typealias Usage = @Sendable (SourceFile, RouterBindings, ProjectContext, inout FindingSink) -> Void

    let description: RuleDescription
    /// Exported v3 names whose import is itself a finding of this rule.
    let importedNames: Set<String>
    let usage: Usage
    /// The catalog's fix and reason, shortened once: every file of a v3 project asks for them.
    private let catalogFix: String
    private let reason: String

    init(_ description: RuleDescription, imports importedNames: Set<String> = [], usage: @escaping Usage = { _, _, _, _ in }) {
        self.description = description
        self.importedNames = importedNames
        self.usage = usage
        catalogFix = description.replacement.firstSentence
        reason = description.rationale.firstClause
    }

    func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
        guard project.routerV3, file.context != .config else { return }
        let bindings = RouterBindings(file)
        // Uses first: when the rule reports uses in this file, its imports are the one-line edits that go with them.
        let before = sink.findings.count
        usage(file, bindings, project, &sink)
        let uses = sink.findings[before...]
        let sites = bindings.sites.filter { importedNames.contains($0.exported) }
        guard !sites.isEmpty else { return }
        // An import whose uses are reported tells their story: their fix, not the catalog's example, and the
        // severity of the hardest of them (the effort model still weighs the import as a one-line edit).
        let severity = uses.map(\.severity).min()
        for site in sites {
            // A rule that reports more than one name's uses (IndexLink and Link's activeClassName) cites the
            // uses that name this import, so `IndexLink`'s import is not fixed with `activeClassName`'s fix.
            let own = uses.filter { $0.message.contains(site.exported) }
            let cited = own.isEmpty ? Array(uses) : own
            let first = cited.min { ($0.line, $0.column) < ($1.line, $1.column) }
            let fix = first.map { use in
                "as at line \(use.line)\(cited.count > 1 ? " (and \(cited.count - 1) more)" : ""): \(use.fix ?? catalogFix)"
            } ?? catalogFix
            sink.report(
                at: site.token,
                message: "`\(site.exported)` from '\(site.specifier)' is React Router v3 API: \(reason)",
                fix: fix, severity: severity, importSite: first != nil)
        }
    }
}

extension String {
    /// Up to the first ". " (or the whole text), for short fix lines.
    var firstSentence: String {
        if let range = firstRange(of: ". ") { return String(self[..<range.lowerBound]) }
        return self.hasSuffix(".") ? String(dropLast()) : self
    }

    /// Up to the first "; " or ". " (or the whole text): the reason a rationale gives first.
    var firstClause: String {
        let sentence = firstSentence
        if let range = sentence.firstRange(of: "; ") { return String(sentence[..<range.lowerBound]) }
        return sentence
    }

}

