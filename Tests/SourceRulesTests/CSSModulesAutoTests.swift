import AuditModel
import Testing

@testable import SourceRules

/// css-modules-by-config where css-loader's `modules.auto` pattern, not every stylesheet, decides what is a module.
@Suite struct CSSModulesAutoTests {
    private func findings(_ code: String, byConfig: Bool = false, files: [String: String]) -> [Finding] {
        var facts = ProjectFacts.examples
        facts.cssModulesByConfig = byConfig
        facts.cssModuleFiles = files
        return ExampleRunner.findings(of: AssetRules.CSSModuleImport(), code: code, fileName: "src/index.js", facts: facts)
    }

    @Test func onlyTheFilesThePatternMatchesAreModules() {
        let code = "import other from './other.css';\nimport btn from './btn.m.scss';\nexport const a = [other.y, btn.primary];\n"
        let found = findings(code, files: ["src/btn.m.scss": "btn.module.scss"])
        #expect(found.map(\.line) == [2], "\(found.map(\.message))")
        #expect(found.map(\.fix) == ["rename the file and import './btn.module.scss'"])
    }

    @Test func noPatternFilesAndNoModulesOptionMeansNoFinding() {
        let code = "import other from './other.css';\nexport const a = other.y;\n"
        #expect(findings(code, files: [:]).isEmpty)
        #expect(findings(code, byConfig: true, files: [:]).map(\.fix) == ["rename the file and import './other.module.css'"])
    }
}
