import ArgumentParser
import AuditModel
import Reporting
import ScanEngine

/// `migrate-audit rules`: the rule catalog as the tool knows it.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, default severity and title.",
        discussion: """
            Examples:
              migrate-audit rules                   all rules
              migrate-audit rules --category rr3    React Router v3 rules only
              migrate-audit explain env-process-env-static

            Exit codes: 0 listed; 2 usage error (an unknown category) or a standard output that could not be written (closed, full).
            """)

    @Option(help: "Only rules of this category (env, cjs, dyn, wp, node, syntax, rr3, react18, test, dep, …).")
    var category: String?

    func run() throws {
        var rules = RuleCatalog.all
        if let category {
            guard let wanted = RuleCategory(rawValue: category) else {
                throw CLIError("unknown category '\(category)'; use one of: " + RuleCategory.allCases.map(\.rawValue).joined(separator: ", "))
            }
            rules = rules.filter { $0.category == wanted }
        }
        // The list is all this command makes: printed to a closed standard output (`>&-`, which reads as /dev/null now), it is lost.
        if StandardStreams.outputWasClosed {
            throw CLIError("standard output is closed, so the rule list written to it would be lost; leave standard output open, or redirect it to a file")
        }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        for rule in rules {
            let id = rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let severity = rule.defaultSeverity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0)
            print("\(id)  \(severity)  \(rule.title)")
        }
        print("\n\(rules.count) rules. `migrate-audit explain <id>` tells what a rule finds, why, and the fix.")
    }
}
