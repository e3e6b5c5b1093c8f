import AuditModel
import Testing

@testable import SourceRules

/// Every rule's own examples, checked as SwiftLint's `verifyRule` does: exact positions, silence, hidden forms,
/// multi-byte prefixes and CRLF line endings.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules: [RuleCase] = SourceRuleRegistry.all.map(RuleCase.init)

    /// Rules that fire on the file itself (its name or its JSX), not on a construct that wrapping can hide.
    static let fileLevelRules: Set<String> = ["syntax-jsx-in-js", "test-automock-dir", "cra-pwa"]
    /// Rules whose finding about the whole file sits at its first token, which a prefix moves by design.
    static let firstTokenRules: Set<String> = ["test-automock-dir", "cra-pwa"]

    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: any Rule
        var testDescription: String { rule.description.id }
    }

    @Test("triggering examples fire exactly at their markers", arguments: rules)
    func triggering(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
        for example in description.triggeringExamples {
            check(ruleCase.rule, marked: example.code, fileName: example.fileName, variant: "as written")
        }
    }

    @Test("non-triggering examples are silent", arguments: rules)
    func nonTriggering(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
        for example in description.nonTriggeringExamples {
            let code = MarkedCode(example.code).code
            let findings = ExampleRunner.findings(of: ruleCase.rule, code: code, fileName: example.fileName)
            #expect(findings.isEmpty, "\(description.id) fired on non-triggering example \(example.fileName):\n\(code)\n→ \(findings.map(\.message))")
        }
    }

    @Test("triggering examples hidden in comments, strings, templates and JSX text are silent", arguments: rules)
    func wrapped(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        guard !Self.fileLevelRules.contains(description.id) else { return }
        for example in description.triggeringExamples {
            let code = MarkedCode(example.code).code
            // A stylesheet has comments (`//` too, outside plain CSS) but no JavaScript strings, templates or JSX.
            let wrappings: [Wrapping] = !StyleScanner.isStyleFile(example.fileName) ? Wrapping.allCases
                : example.fileName.hasSuffix(".css") ? [.blockComment] : [.lineComment, .blockComment]
            for wrapping in wrappings {
                var fileName = example.fileName
                if wrapping == .jsxText, fileName.hasSuffix(".ts") { fileName += "x" }
                let wrapped = wrapping.wrap(code)
                let findings = ExampleRunner.findings(of: ruleCase.rule, code: wrapped, fileName: fileName)
                #expect(findings.isEmpty, "\(description.id) fired inside \(wrapping):\n\(wrapped)\n→ \(findings.map(\.message))")
            }
        }
    }

    @Test("columns hold with multi-byte prefixes and CRLF endings", arguments: rules)
    func positionsSurviveMutations(_ ruleCase: RuleCase) {
        guard !Self.firstTokenRules.contains(ruleCase.rule.description.id) else { return }
        for example in ruleCase.rule.description.triggeringExamples {
            let marked = example.code
            check(ruleCase.rule, marked: "const é = \"日本\"; // 👨‍👩‍👧\n" + marked, fileName: example.fileName, variant: "multi-byte line before")
            check(ruleCase.rule, marked: "/* 日本語 👍 */ " + marked, fileName: example.fileName, variant: "multi-byte prefix on the same line")
            check(ruleCase.rule, marked: marked.replacingAll("\n", with: "\r\n"), fileName: example.fileName, variant: "CRLF")
            check(ruleCase.rule, marked: "const é = 1;\r\n" + marked.replacingAll("\n", with: "\r\n"), fileName: example.fileName, variant: "CRLF with multi-byte line")
        }
    }

    private func check(_ rule: any Rule, marked: String, fileName: String, variant: String) {
        let example = MarkedCode(marked)
        let findings = ExampleRunner.findings(of: rule, code: example.code, fileName: fileName)
        let id = rule.description.id
        if example.hasMarkers {
            #expect(
                ExampleRunner.positions(findings) == example.expected.sorted(),
                "\(id) (\(variant)) in \(fileName):\n\(example.code)\nexpected \(example.expected.sorted()), got \(ExampleRunner.positions(findings)): \(findings.map(\.message))")
        } else {
            #expect(!findings.isEmpty, "\(id) (\(variant)) did not fire in \(fileName):\n\(example.code)")
        }
        for finding in findings {
            #expect(finding.severity.rank <= Severity.info.rank && !finding.message.isEmpty && finding.snippet.count > 0)
        }
    }
}
