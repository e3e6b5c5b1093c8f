import AuditModel
import Testing

@testable import SourceRules

/// test-mock-require reports application code's `require` of a mocked module only where a test mocking it loads
/// that code, directly or through other modules.
@Suite struct MockRequireReachTests {
    private static let client = "export function onUnauthorized() { require('react-router').browserHistory.push('/login'); }\n"
    private static let test = "import Layout from '../Layout';\njest.mock('react-router', () => ({ Link: 'a' }));\n"

    private func files(layout: String, test: String = Self.test) -> [SourceFile] {
        [
            SourceFile(path: "src/api/client.js", bytes: Array(Self.client.utf8), context: .client),
            SourceFile(path: "src/components/Layout.js", bytes: Array(layout.utf8), context: .client),
            SourceFile(path: "src/components/__tests__/Layout.test.js", bytes: Array(test.utf8), context: .test),
        ]
    }

    private func findings(_ files: [SourceFile], project: ProjectContext? = nil) -> [Finding] {
        let engine = SourceRuleEngine(rules: [TestRules.MockRequire()])
        guard let project else { return engine.run(files: files, facts: .examples) }
        return engine.projectFindings(files.map { .init(file: $0, rawFindings: []) }, project: project)
    }

    @Test func aRequireNoMockingTestLoadsIsNotReported() {
        #expect(findings(files(layout: "export default function Layout() { return null; }\n")).isEmpty)
    }

    @Test func aRequireAMockingTestLoadsThroughAnotherModuleIsReported() {
        let found = findings(files(layout: "import { onUnauthorized } from '../api/client';\nexport default onUnauthorized;\n"))
        #expect(found.map(\.file) == ["src/api/client.js"])
        #expect(found.first?.severity == .blocker)
    }

    @Test func aSetupFilesMockHoldsForEveryTest() {
        var all = files(layout: "import { onUnauthorized } from '../api/client';\nexport default onUnauthorized;\n", test: "import Layout from '../Layout';\n")
        all.append(SourceFile(path: "src/setupTests.js", bytes: Array("jest.mock('react-router');\n".utf8), context: .test))
        #expect(findings(all).map(\.file) == ["src/api/client.js"])
    }

    @Test func withoutTheImportEdgesTheClaimIsLowered() {
        let all = files(layout: "export default function Layout() { return null; }\n")
        let project = ProjectContext(facts: .examples, filePaths: Set(all.map(\.path)), routerImports: [])
        let found = findings(all, project: project)
        #expect(found.map(\.severity) == [.manualFix])
        #expect(found.first?.message.contains("if that test loads this file") == true)
    }
}
