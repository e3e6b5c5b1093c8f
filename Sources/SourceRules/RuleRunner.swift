/// A rule the engine calls per file, held by reference: copying the reference is one count, where copying an
/// `any Rule` (a value in an existential box, with its description's strings) was measurable per rule and file.
protocol RuleRunner: AnyObject, Sendable {
    func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink)
}

/// One concrete rule in its box; `check` borrows the stored rule and passes the file and project straight through.
final class BoundRule<Wrapped: Rule>: RuleRunner {
    let rule: Wrapped

    init(_ rule: Wrapped) {
        self.rule = rule
    }

    func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
        rule.check(file, in: project, into: &sink)
    }
}

/// Boxes any rule under its concrete type (the existential is opened once, here).
func boundRule(_ rule: any Rule) -> any RuleRunner {
    func box<R: Rule>(_ rule: R) -> any RuleRunner { BoundRule<R>(rule) }
    return box(rule)
}
