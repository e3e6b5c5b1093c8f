import AuditModel
import Testing

@testable import SourceRules

/// wp-system-import: webpack 1's System.import becomes import() of the same module.
@Suite struct SystemImportFixTests {
    @Test func theFixImportsTheModuleSystemImportLoaded() {
        let fixes = ExampleRunner.findings(of: WebpackRules.SystemImport(), code: "const load = () => System.import('./pages/About');\nconst other = (name) => System.import(name);\n", fileName: "src/routes.js").map(\.fix)
        #expect(fixes == ["import('./pages/About')", "import(…)"])
    }
}
