/// A rule the engine calls per file, held by reference: copying the reference is one count, where copying an
/// `any Rule` (a value in an existential box, with its description's strings) was measurable per rule and file.
protocol RuleRunner: AnyObject, Sendable {
    func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink)
}

/// Boxes any rule under its concrete type (the existential is opened once, here).
func boundRule(_ rule: any Rule) -> any RuleRunner {
    func box<R: Rule>(_ rule: R) -> any RuleRunner { BoundRule<R>(rule) }
    return box(rule)
}
