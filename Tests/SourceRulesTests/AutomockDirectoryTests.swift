import AuditModel
import Testing

@testable import SourceRules

/// test-automock-dir reports the package mocks Jest applies by itself: in a `__mocks__` folder under its roots, named
/// after a package the project uses.
@Suite struct AutomockDirectoryTests {
    private func findings(_ paths: [String], jestRoots: [String]? = nil, mapped: Set<String> = [], declared: [String] = ["axios", "lodash.debounce", "@acme/ui"]) -> [String] {
        var facts = ProjectFacts(declaredRanges: Dictionary(uniqueKeysWithValues: declared.map { ($0, "^1.0.0") }))
        facts.jestRoots = jestRoots
        facts.jestMappedFiles = mapped
        let files = paths.map { SourceFile(path: $0, bytes: Array("module.exports = {};\n".utf8), context: .test) }
        return SourceRuleEngine(rules: [TestRules.AutomockDirectory()]).run(files: files, facts: facts)
            .map { "\($0.file): \($0.fix ?? "")" }
    }

    @Test func underReactScriptsRootsTheSourceFoldersMockIsJestsAndTheRootOneIsNot() {
        #expect(findings(["__mocks__/axios.js", "src/__mocks__/axios.js"], jestRoots: ["src"]) == [
            "src/__mocks__/axios.js: move it to __mocks__/axios.js (replacing __mocks__/axios.js, which Jest did not apply) and call vi.mock('axios') in a setup file",
        ])
    }

    @Test func theMockedPackageIsTheFileNameWithoutItsExtension() {
        #expect(findings(["__mocks__/lodash.debounce.js", "__mocks__/@acme/ui.js"]) == [
            "__mocks__/@acme/ui.js: vi.mock('@acme/ui') in a setup file",
            "__mocks__/lodash.debounce.js: vi.mock('lodash.debounce') in a setup file",
        ])
    }

    @Test func stubsAndTheProjectsOwnModulesAreNoPackageMocks() {
        // fileMock.js is a moduleNameMapper target and no dependency's name.
        #expect(findings(["__mocks__/fileMock.js"], mapped: ["__mocks__/fileMock.js"]).isEmpty)
        #expect(findings(["__mocks__/fileMock.js"]).isEmpty)
        // With no dependency known, a mock beside the module it stands for is the project's own.
        #expect(findings(["src/utils/__mocks__/auth.js", "src/utils/auth.js", "__mocks__/fs.js"], declared: []).isEmpty)
    }
}
