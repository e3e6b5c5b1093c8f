import AuditModel

/// Finding sinks of every file, for the cross-file phase.
public struct ProjectFindingSinks: Sendable {
    public let rule: RuleDescription
    public private(set) var findings: [Finding] = []

    public init(rule: RuleDescription) { self.rule = rule }

    /// Runs `body` with a sink for `file` and keeps what it reported.
    public mutating func report(in file: SourceFile, _ body: (inout FindingSink) -> Void) {
        var sink = FindingSink(file: file, rule: rule)
        body(&sink)
        findings += sink.findings
    }
}
