import AuditModel

/// A rule with a cross-file phase, run once after every file has been read.
public protocol ProjectRule: Rule {
    /// Reports findings that need the whole project; `sink(for:)` gives the sink of a file.
    /// `files` holds, in scan order, every file for which some project rule's `needsFile(_:)` is true.
    func checkProject(_ files: [SourceFile], in project: ProjectContext, into sinks: inout ProjectFindingSinks)

    /// True when `checkProject` may read or report in `file`: the scan keeps only such files in memory until
    /// the cross-file phase. The default keeps every file; rules narrow it to bound memory.
    func needsFile(_ file: SourceFile) -> Bool
}

extension ProjectRule {
    public func needsFile(_ file: SourceFile) -> Bool { true }
}
