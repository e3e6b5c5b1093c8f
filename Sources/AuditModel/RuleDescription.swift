/// Everything said about a rule, in one value: it drives `migrate-audit rules`, `explain`, SARIF
/// `reportingDescriptor`s, the Markdown report, and each rule's own example tests.
public struct RuleDescription: Sendable, Hashable {
    /// Stable kebab-case id from the catalog (`env-process-env-static`); never renamed once shipped.
    public var id: String
    /// A short title for lists.
    public var title: String
    /// One sentence: what is detected.
    public var summary: String
    /// Markdown: why it breaks (or changes) under Vite.
    public var rationale: String
    public var defaultSeverity: Severity
    public var category: RuleCategory
    /// The Vite-world replacement, in Markdown.
    public var replacement: String
    /// Where the behaviour is documented (catalog reference).
    public var sourceURL: String
    /// Code that must trigger the rule. A `⟦…⟧`-free example fires anywhere; marked examples put `⟦` at each
    /// position where a finding must start (the marker is stripped before checking).
    public var triggeringExamples: [RuleExample]
    /// Code that must not trigger the rule.
    public var nonTriggeringExamples: [RuleExample]

    public init(
        id: String, title: String, summary: String, rationale: String, defaultSeverity: Severity,
        category: RuleCategory? = nil, replacement: String, sourceURL: String,
        triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = []
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.category = category ?? RuleCategory(ruleId: id)
        self.replacement = replacement
        self.sourceURL = sourceURL
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A code example of a rule, with the file name it is checked as (the extension selects the dialect,
/// the folder the context: `src/` is client code, `server/` node, `*.test.js` test).
public struct RuleExample: Sendable, Hashable, ExpressibleByStringLiteral {
    public var code: String
    public var fileName: String

    public init(_ code: String, fileName: String = "src/example.js") {
        self.code = code
        self.fileName = fileName
    }

    public init(stringLiteral value: String) { self.init(value) }
}
