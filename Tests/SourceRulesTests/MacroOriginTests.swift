import AuditModel
import Testing

@testable import SourceRules

/// cra-macros says who expanded the macro before the move: react-scripts, or the project's own Babel configuration
/// in a hand-rolled webpack app (a storefront's .babelrc listing "macros" beside babel-plugin-styled-components).
@Suite struct MacroOriginTests {
    private let code = "import styled from 'styled-components/macro';\nconst Shell = styled.main`margin: 0 auto;`;\n"

    @Test func aWebpackAppsOwnBabelExpandedTheMacro() {
        var facts = ProjectFacts.examples
        facts.declaredRanges["babel-plugin-macros"] = "^2.8.0"
        let found = ExampleRunner.findings(of: CRARules.Macros(), code: code, fileName: "src/App.js", facts: facts)
        #expect(found.map(\.message) == [
            "'styled-components/macro' is a Babel macro, which the webpack build's Babel expanded (babel-plugin-macros); Vite runs no Babel plugins by default"
        ])
    }

    @Test func reactScriptsExpandedTheMacroInACRAApp() {
        var facts = ProjectFacts.examples
        facts.declaredRanges["react-scripts"] = "3.4.1"
        let found = ExampleRunner.findings(of: CRARules.Macros(), code: code, fileName: "src/App.js", facts: facts)
        #expect(found.first?.message.contains("which CRA expanded with babel-plugin-macros") == true)
    }
}
