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
