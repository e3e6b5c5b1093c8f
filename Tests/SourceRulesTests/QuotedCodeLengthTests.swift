import AuditModel
import Testing

@testable import SourceRules

/// Messages quote code as written but at most `SourceFile.excerptLimit` bytes of it: nested calls quoting their
/// whole argument made the report grow with the square of the file (a 900 KB file exhausted memory).
@Suite struct QuotedCodeLengthTests {
    private func messages(_ rule: any Rule, _ code: String) -> [String] {
        ExampleRunner.findings(of: rule, code: code, fileName: "src/index.js").map(\.message)
    }

    @Test func nestedComputedRequiresQuoteABoundedExcerpt() {
        let depth = 300
        let code = "x = " + String(repeating: "require(\n", count: depth) + "name" + String(repeating: ")\n", count: depth) + ";\n"
        let found = messages(CommonJSRules.RequireDynamic(), code)
        #expect(found.count == depth)
        #expect(found.allSatisfy { $0.utf8.count < 200 }, "\(found.map(\.utf8.count).max() ?? 0) bytes")
        #expect(found.first?.hasPrefix("`require(require(\nrequire(\n") == true, "\(found.first ?? "")")
        #expect(found.first?.contains("…") == true)
    }

    @Test func aShortArgumentIsQuotedWhole() {
        let found = messages(CommonJSRules.RequireDynamic(), "const icon = require('./icons/' + name + '.svg');")
        #expect(found.first?.hasPrefix("`require('./icons/' + name + '.svg')` computes its path at run time") == true, "\(found)")
    }

    @Test func nestedDynamicImportsAndEnvKeysAreBounded() {
        let depth = 200
        let imports = "x = " + String(repeating: "import(", count: depth) + "name" + String(repeating: ")", count: depth) + ";"
        let importMessages = messages(DynamicImportRules.FullyDynamic(), imports)
        #expect(!importMessages.isEmpty)
        #expect(importMessages.allSatisfy { $0.utf8.count < 200 })
        let keys = "x = " + String(repeating: "process.env[", count: depth) + "k" + String(repeating: "]", count: depth) + ";"
        let keyMessages = messages(EnvironmentRules.ProcessEnvDynamic(), keys)
        #expect(!keyMessages.isEmpty)
        #expect(keyMessages.allSatisfy { $0.utf8.count < 200 })
    }

    @Test func theExcerptCutsBetweenCharacters() {
        let text = "f(" + String(repeating: "é", count: 100) + ");"
        let file = SourceFile(path: "src/a.js", bytes: Array(text.utf8), context: .client)
        let argument = 0..<file.tokens.count
        let excerpt = file.excerpt(argument)
        #expect(!excerpt.contains("\u{FFFD}"))
        #expect(excerpt.hasPrefix("f(éé") && excerpt.hasSuffix("éé);"))
        #expect(excerpt.contains("…"))
        #expect(excerpt.utf8.count <= SourceFile.excerptLimit + 3)
        #expect(file.excerpt(0..<2) == "f(")
    }
}
