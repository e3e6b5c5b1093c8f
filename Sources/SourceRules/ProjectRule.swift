import AuditModel

/// A rule with a cross-file phase, run once after every file has been read.
public protocol ProjectRule: Rule {
    /// Reports findings that need the whole project; `sink(for:)` gives the sink of a file.
    func checkProject(_ files: [SourceFile], in project: ProjectContext, into sinks: inout ProjectFindingSinks)
}
