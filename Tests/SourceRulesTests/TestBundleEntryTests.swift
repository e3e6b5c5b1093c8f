import AuditModel
import Testing

@testable import SourceRules

/// karma-webpack projects bundle their tests through one entry (test/tests.webpack.js) that requires every spec with
/// require.context. Under Vitest the entry has no job: `test.include` names the files, so the fix is not a glob.
@Suite struct TestBundleEntryTests {
    private func found(_ code: String, in path: String) -> [Finding] {
        ExampleRunner.findings(of: WebpackRules.RequireContext(), code: code, fileName: path)
    }

    @Test func aContextOfSpecFilesIsVitestsInclude() {
        let entry = found("var context = require.context('.', true, /\\.spec\\.js$/);\ncontext.keys().forEach(context);\n", in: "test/tests.webpack.js")
        #expect(entry.map(\.fix) == ["test: { include: ['test/**/*.spec.js'] } in vite.config, and delete this entry"])
        #expect(entry.first?.message == "require.context('.', …) loads every test file into one webpack bundle (the test entry of karma-webpack setups); Vitest collects the test files itself")
        #expect(entry.map(\.severity) == [.autoFixable])
        // From the project root into src: the include is the project's path.
        let root = found("const tests = require.context('./src', true, /\\.test\\.js$/);\ntests.keys().forEach(tests);\n", in: "tests.bundle.js")
        #expect(root.map(\.fix) == ["test: { include: ['src/**/*.test.js'] } in vite.config, and delete this entry"])
    }

    @Test func otherContextsStayGlobs() {
        let stories = found("const req = require.context('../src', true, /\\.stories\\.js$/);\n", in: "src/stories.js")
        #expect(stories.map(\.fix) == ["import.meta.glob('../src/**/*.stories.js', { eager: true })"])
    }
}
