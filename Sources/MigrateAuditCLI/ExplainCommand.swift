import ArgumentParser
import AuditModel
import Reporting
import ScanEngine

/// `migrate-audit explain <id>`: one rule in full, from its description.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what it detects, why it matters under Vite, the fix, and (for rules on source code) examples.",
        discussion: """
            Example: migrate-audit explain rr3-index-route

            Exit codes: 0 explained; 2 no rule has that id (the closest ids are suggested), or a standard output that could not be written (closed, full).
            """)

    @Argument(help: "A rule id, as printed by `migrate-audit rules` or in a finding.")
    var id: String

    func run() throws {
        if id.allSatisfy(\.isWhitespace) {
            throw CLIError("the rule id is empty (an unset variable?); give one as `migrate-audit rules` lists them, e.g. migrate-audit explain rr3-index-route")
        }
        guard let rule = RuleCatalog.rule(id: id) else {
            let hint = RuleIDSuggestions.question(for: id, among: RuleCatalog.all.map(\.id)) ?? "run `migrate-audit rules` to list them"
            throw CLIError("no rule '\(id)'; \(hint)")
        }
        if StandardStreams.outputWasClosed {
            throw CLIError("standard output is closed, so the explanation written to it would be lost; leave standard output open, or redirect it to a file")
        }
        print(Self.render(rule), terminator: "")
    }

    static func render(_ rule: RuleDescription) -> String {
        var text = "\(rule.id) — \(rule.title)\n"
        text += "Severity: \(rule.defaultSeverity.rawValue)   Category: \(rule.category.rawValue) (\(MigrationArea(ruleId: rule.id).title))\n\n"
        text += rule.summary + "\n\n"
        text += "Why:\n" + indent(rule.rationale) + "\n\n"
        text += "Vite-world fix:\n" + indent(rule.replacement) + "\n"
        if !rule.triggeringExamples.isEmpty {
            text += "\nFound in:\n"
            for example in rule.triggeringExamples {
                text += "  // \(example.fileName)\n" + indent(example.code.replacingOccurrences(of: "⟦", with: ""), by: 4) + "\n"
            }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "\nNot reported:\n"
            for example in rule.nonTriggeringExamples {
                text += "  // \(example.fileName)\n" + indent(example.code, by: 4) + "\n"
            }
        }
        text += "\nSource: \(rule.sourceURL)\n"
        return text
    }

    private static func indent(_ text: String, by spaces: Int = 2) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }
}
