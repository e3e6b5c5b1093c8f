import AuditModel

/// A rule with a cross-file phase, run once after every file has been read.
///
/// To keep memory bounded the scan does not hold every file until the cross-file phase: it first reads the
/// *primary* files (`isPrimary(path:context:)`, by name and context alone), asks the rule what they make it look
/// for (`interest(in:project:)`), then keeps each other file only when `needsFile(_:interest:)` says so.
public protocol ProjectRule: Rule {
    /// Reports findings that need the whole project; `sink(for:)` gives the sink of a file.
    /// `files` holds, in scan order, the primary files and every file some project rule needs.
    func checkProject(_ files: [SourceFile], in project: ProjectContext, into sinks: inout ProjectFindingSinks)

    /// Files read first and always kept for `checkProject`. Default: none.
    func isPrimary(path: String, context: CodeContext) -> Bool

    /// What the primary files make the rule look for in the others (names, stems, …); nil means everything.
    /// Default: nil.
    func interest(in primaries: [SourceFile], project: ProjectContext) -> Set<String>?

    /// True when `checkProject` may read or report in `file` (not a primary file), given the `interest`.
    /// Default: true, which keeps every file.
    func needsFile(_ file: SourceFile, interest: Set<String>?) -> Bool

    /// True when, given `interest`, `needsFile` is false for every file: a file no other rule needs is then not
    /// even read where its own findings are not wanted (another shard's file). Default: false.
    func needsNoFile(interest: Set<String>?) -> Bool
}

extension ProjectRule {
    public func isPrimary(path: String, context: CodeContext) -> Bool { false }
    public func interest(in primaries: [SourceFile], project: ProjectContext) -> Set<String>? { nil }
    public func needsFile(_ file: SourceFile, interest: Set<String>?) -> Bool { true }
    public func needsNoFile(interest: Set<String>?) -> Bool { false }
}
