import AuditModel

/// A source rule: a description (id, docs, examples) and a check over one file.
///
/// Rules are values without state; the engine runs every rule on every file it applies to and gathers the
/// findings. Rules that need all files at once also conform to `ProjectRule`.
public protocol Rule: Sendable {
    /// Everything said about the rule; drives `rules`, `explain`, SARIF and the example tests.
    var description: RuleDescription { get }
    /// Reports the rule's findings in one file.
    func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink)
}

extension Rule {
    public var id: String { description.id }
}
