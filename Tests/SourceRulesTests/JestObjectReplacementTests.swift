import AuditModel
import Testing

@testable import SourceRules

/// test-jest-object: members `vi` lacks are not renamed to `vi.<member>`, which would call an undefined function.
@Suite struct JestObjectReplacementTests {
    /// From a real `src/app/__mocks__/axios.js` (the pattern of a widely copied CRA article).
    @Test func genMockFromModuleBecomesImportMock() {
        let code = "const mockAxios = jest.genMockFromModule('axios');\nmockAxios.create = jest.fn(() => mockAxios);\nexport default mockAxios;"
        let fixes = ExampleRunner.findings(of: TestRules.JestObject(), code: code, fileName: "src/app/__mocks__/axios.js").compactMap(\.fix)
        #expect(fixes == ["await vi.importMock(…) (Vitest has no genMockFromModule)", "vi.fn"], "\(fixes)")
    }

    @Test("Members without a vi counterpart of the same name", arguments: [
        ("requireMock", "await vi.importMock(…)"),
        ("createMockFromModule", "await vi.importMock(…) (Vitest has no createMockFromModule)"),
        ("isolateModules", "vi.resetModules() and dynamic import() (Vitest has no isolateModules)"),
        ("retryTimes", "the retry option: test(name, { retry: n }, fn) or test.retry in the config"),
        ("setMock", "vi.mock(path, () => exports)"),
        ("dontMock", "vi.doUnmock"),
    ])
    func memberWithoutViCounterpart(member: String, fix: String) {
        let findings = ExampleRunner.findings(of: TestRules.JestObject(), code: "jest.\(member)('./api');", fileName: "src/api.test.js")
        #expect(findings.map(\.fix) == [fix], "\(findings.map(\.fix))")
        #expect(findings.map(\.severity) == [.manualFix])
    }

    /// A real src/utils/__tests__/getLowestPrice.test.js (Jest 23): `require.requireActual` was Jest's until Jest 26
    /// and is undefined under Vitest; a plain `require` and a local `require` are not Jest's.
    @Test func requireRequireActualIsJestsAPI() {
        let code = """
            const {BUS_TYPE} = require.requireActual('../../transportType');
            const getLowestPrice = require.requireActual('../getLowestPrice').default;
            const mocked = require.requireMock('../getBaseTariffClassKeys');
            const plain = require('../tariffClasses');
            function load(require) { return require.requireActual('./x'); }
            """
        let findings = ExampleRunner.findings(of: TestRules.JestObject(), code: code, fileName: "src/utils/__tests__/getLowestPrice.test.js")
        #expect(findings.map(\.line) == [1, 2, 3])
        #expect(findings.map(\.fix) == ["await vi.importActual(…)", "await vi.importActual(…)", "await vi.importMock(…)"])
        #expect(findings.map(\.column) == [20, 24, 16])
        #expect(findings.allSatisfy { $0.severity == .manualFix })
    }
    /// A bare `jest.useFakeTimers()` meant legacy timers up to Jest 26 (and in CRA 4 and earlier): Date stayed real.
    @Test func aBareUseFakeTimersOnJest26OrEarlierKeepsDateReal() {
        func finding(_ facts: ProjectFacts) -> Finding? {
            ExampleRunner.findings(of: TestRules.JestObject(), code: "jest.useFakeTimers();", fileName: "src/a.test.js", facts: facts).first
        }
        let legacy = finding(ProjectFacts(installedVersions: ["jest": "24.9.0"]))
        #expect(legacy?.severity == .manualFix)
        #expect(legacy?.fix == "vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] }) to keep Date real, as Jest 24's default legacy timers did (Vitest's fake timers fake Date too)")
        #expect(finding(ProjectFacts(declaredRanges: ["react-scripts": "4.0.3"]))?.fix?.contains("as Jest 26's default legacy timers did") == true)
        let switched = ExampleRunner.findings(of: TestRules.JestObject(), code: "jest.useFakeTimers('modern');", fileName: "src/a.test.js", facts: ProjectFacts(installedVersions: ["jest": "26.6.3"]))
        #expect(switched.map(\.fix) == ["vi.useFakeTimers() without 'modern' (Vitest's fake timers are the modern ones)"])
        // Jest 26's explicit 'legacy' switch (real code: beforeEach(() => { jest.useFakeTimers('legacy'); })) on any Jest.
        let explicit = ExampleRunner.findings(of: TestRules.JestObject(), code: "jest.useFakeTimers('legacy');", fileName: "src/a.test.js", facts: ProjectFacts(installedVersions: ["jest": "27.5.1"]))
        #expect(explicit.map(\.fix) == ["vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] }) to keep Date real, as Jest's legacy timers did (Vitest has no legacy timers and fakes Date too)"])
        #expect(explicit.map(\.severity) == [.manualFix])
        let modern = finding(ProjectFacts(installedVersions: ["jest": "27.5.1"]))
        #expect(modern?.severity == .autoFixable && modern?.fix == "vi.useFakeTimers")
    }
}
