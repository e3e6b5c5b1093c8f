import AuditModel
import Testing

@testable import SourceRules

/// test-globals names the framework whose globals the spec uses: a Karma + Mocha spec's `describe`/`it` are Mocha's.
@Suite struct TestGlobalsWordingTests {
    private let spec = "import { expect } from 'chai';\ndescribe('Button', () => {\n  it('renders', () => expect(1).to.equal(1));\n  beforeEach(() => {});\n});"

    private func message(_ code: String, _ facts: ProjectFacts, path: String = "test/unit/Home.spec.js") -> String {
        let found = ExampleRunner.findings(of: TestRules.Globals(), code: code, fileName: path, facts: facts)
        return found.map { "\($0.message) | \($0.fix ?? "")" }.joined(separator: "\n")
    }

    @Test func aMochaProjectsGlobalsAreMochas() {
        let mocha = ProjectFacts(declaredRanges: ["mocha": "5.2.0", "chai": "4.1.2", "karma": "3.0.0"])
        #expect(message(spec, mocha).hasPrefix("beforeEach, describe, it are Mocha globals; Vitest needs test.globals: true"), "\(message(spec, mocha))")
        #expect(message(spec, mocha).hasSuffix("| test: { globals: true }"))
    }

    @Test func jestAlongsideMochaKeepsTheFilesItsConfigurationNames() {
        var both = ProjectFacts(declaredRanges: ["mocha": "5.2.0", "jest": "23.5.0"])
        both.testFiles = ["src/__tests__/Legacy.test.js"]
        #expect(message(spec, both).contains("Mocha globals"))
        #expect(message(spec, both, path: "src/__tests__/Legacy.test.js").contains("Jest globals"))
        #expect(message("jest.mock('./a');\ndescribe('a', () => {});", both).hasPrefix("describe is a Jest global;"))
        let jestOnly = ProjectFacts(declaredRanges: ["jest": "23.5.0"])
        #expect(message(spec, jestOnly).contains("Jest globals"))
    }
    /// Vitest defines no `jest`, test.globals or not: the `jest.*` calls are test-jest-object's (each becomes `vi.*`).
    @Test func jestItselfIsNotCalledAGlobalThatTestGlobalsProvides() {
        let jest = ProjectFacts(declaredRanges: ["jest": "24.9.0"])
        #expect(message("jest.mock('./api');\njest.setTimeout(10000);", jest, path: "src/api.test.js").isEmpty)
        #expect(message("jest.mock('./api');\ndescribe('a', () => { it('b', () => {}); });", jest, path: "src/a.test.js")
            == "describe, it are Jest globals; Vitest needs test.globals: true or explicit imports from 'vitest' (jest itself becomes vi: see test-jest-object) | test: { globals: true }")
    }

    /// A `jest.mock` whose factory test-mock-factory-default reports is not test-jest-object's: no note points there.
    @Test func theNoteNamesTestJestObjectOnlyWhenItReportsSomething() {
        let jest = ProjectFacts(declaredRanges: ["jest": "26.6.0"])
        let code = "import Header from 'components/Header';\njest.mock('components/Header', () => () => null);\ntest('a', () => { expect(1).toBe(1); });"
        #expect(message(code, jest, path: "src/App.test.js")
            == "expect, test are Jest globals; Vitest needs test.globals: true or explicit imports from 'vitest' | test: { globals: true }")
        #expect(message(code + "\njest.useFakeTimers();", jest, path: "src/App.test.js").contains("(jest itself becomes vi: see test-jest-object)"))
    }
}
