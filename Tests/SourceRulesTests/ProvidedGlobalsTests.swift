import AuditModel
import Testing

@testable import SourceRules

/// A Node global webpack's ProvidePlugin injected (webpack 5's way) is reported once per use, by its node-* rule,
/// with the import that replaces it and the injection it lost named; `process.env` reads stay the env rules'.
@Suite struct ProvidedGlobalsTests {
    private func run(_ code: String) -> [Finding] {
        var facts = ProjectFacts.examples
        facts.providePluginKeys += ["Buffer", "process", "setImmediate"]
        return EngineTests.run(code, path: "src/index.js", facts: facts)
    }

    @Test func eachUseIsOneFindingWithOneFix() {
        let findings = run("""
            export const dev = process.env.NODE_ENV !== 'production';
            export const b = Buffer.from('x');
            process.nextTick(flush);
            setImmediate(flush);
            $('.modal').hide();
            """)
        let rules = findings.map { "\($0.ruleId):\($0.line)" }
        #expect(!rules.contains { $0.hasPrefix("wp-provide-plugin:") && $0 != "wp-provide-plugin:5" }, "\(rules)")
        #expect(rules.contains("wp-provide-plugin:5"), "jQuery's $ is still the ProvidePlugin rule's: \(rules)")
        #expect(rules.contains("node-buffer:2") && rules.contains("node-process-global:3") && rules.contains("node-setimmediate:4"), "\(rules)")
        let buffer = findings.first { $0.ruleId == "node-buffer" }
        #expect(buffer?.message.contains("injected by webpack's ProvidePlugin") == true, "\(buffer?.message ?? "")")
        #expect(findings.first { $0.ruleId == "node-setimmediate" }?.message.contains("ProvidePlugin") == true)
        #expect(findings.first { $0.ruleId == "node-process-global" }?.message.contains("ProvidePlugin injected a shim") == true)
    }

    @Test func withoutTheInjectionTheMessagesNameWebpack4sPolyfillsAndWebpacksDefaults() {
        let findings = EngineTests.run("const b = Buffer.from('x');\nconst g = global.fetch;\nconst d = __dirname;\nif (typeof process !== 'undefined') {}", path: "src/index.js")
        func message(_ rule: String) -> String { findings.first { $0.ruleId == rule }?.message ?? "" }
        #expect(message("node-buffer").contains("polyfilled by webpack 4"))
        // webpack 5 still aliases `global` and mocks `__dirname` by default: not webpack 4's alone.
        #expect(message("node-global").contains("by webpack (node.global)"), "\(message("node-global"))")
        #expect(message("node-dirname").contains("mocked by webpack (node.__dirname/__filename)"), "\(message("node-dirname"))")
        #expect(message("env-typeof-process").contains("webpack 4's process polyfill"))
    }

    @Test("Under webpack 5 with no process ProvidePlugin a typeof process guard was already false: nothing changes (src/config.js)")
    func webpack5HadNoProcessToGuard() {
        let code = "const raw =\n    (typeof process !== \"undefined\" && process.env?.REACT_APP_API_URL) ||\n    window.__API_URL__;\nexport const onServer = !process.browser;\n"
        for (package, range) in [("react-scripts", "5.0.1"), ("webpack", "^5.75.0")] {
            var facts = ProjectFacts.examples
            facts.declaredRanges[package] = range
            let rules = EngineTests.run(code, path: "src/config.js", facts: facts).map(\.ruleId)
            #expect(!rules.contains("env-typeof-process"), "\(package) \(range): \(rules)")
            #expect(rules.contains("env-process-env-static"), "the read itself still moves to import.meta.env: \(rules)")
        }
        var provided = ProjectFacts.examples
        provided.declaredRanges["webpack"] = "^5.75.0"
        provided.providePluginKeys.append("process")
        let found = EngineTests.run(code, path: "src/config.js", facts: provided).filter { $0.ruleId == "env-typeof-process" }
        #expect(found.map(\.line) == [2, 4], "\(found.map(\.message))")
        #expect(EngineTests.run(code, path: "src/config.js").filter { $0.ruleId == "env-typeof-process" }.count == 2, "webpack 4 polyfilled process")
    }
}
