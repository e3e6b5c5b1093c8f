import AuditModel
import Testing

@testable import SourceRules

/// React Router v3 usage is found however the code reaches it.
@Suite struct RouterV3UsageTests {
    private func findings(_ id: String, _ code: String) -> [Finding] {
        let rule = ReactRouterRules.all.first { $0.description.id == id }!
        return ExampleRunner.findings(of: rule, code: code, fileName: "src/routes.js")
    }

    @Test func aDestructuredRequireOfAHistorySingletonIsFollowedToItsUses() {
        let code = "const { browserHistory } = require('react-router');\nexport const go = () => browserHistory.push('/x');\nexport const f = (browserHistory) => browserHistory.push('/y');\n"
        let found = findings("rr3-histories", code)
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:9", "2:25"], "\(found)")
    }
}
