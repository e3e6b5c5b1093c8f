import AuditModel
import Testing

@testable import SourceRules

/// dyn-import-multi-segment reports a computed import only when some file it reaches needs a variable spanning
/// folders (webpack's recursive context), not the one-segment pattern Vite supports; its glob keeps the suffix.
@Suite struct DynamicImportMultiSegmentTests {
    private func found(_ code: String, files: Set<String>, listed: Set<String> = [], log: PathQuestionLog? = nil) -> [(message: String, fix: String)] {
        let file = SourceFile(path: "src/index.js", bytes: Array(code.utf8), context: .client)
        var project = ProjectContext(facts: .examples, filePaths: files.union([file.path]), routerImports: [], listedPaths: listed)
        if let log { project = project.recordingFileQuestions(into: log) }
        return SourceRuleEngine(rules: [DynamicImportRules.MultiSegment()]).check(file, project: project, interests: nil).findings
            .map { ($0.message, $0.fix ?? "") }
    }

    @Test func oneFolderLevelPerVariableIsSilent() {
        let pages: Set<String> = ["src/pages/Home/index.js", "src/pages/About/index.js", "src/pages/About/Team.js"]
        #expect(found("export const load = (name) => import(`./pages/${name}/index.js`);", files: pages).isEmpty)
        #expect(found("import(`./pages/${area}/${page}.js`);", files: pages).isEmpty)
        #expect(found("import('./pages/' + name + '/index.js');", files: pages).isEmpty)
        // A file-name pattern no nested file matches.
        #expect(found("import(`./pages/${name}.md`);", files: pages).isEmpty)
    }

    @Test func aVariableSpanningFoldersIsReportedWithTheSuffixKept() {
        let results = found("import(`./pages/${name}/index.js`);", files: ["src/pages/Home/index.js", "src/pages/admin/Users/index.js"])
        #expect(results.map(\.message) == ["import(`./pages/${name}/index.js`) reaches files under src/pages/ only if a variable spans folders; Vite's variable matches one folder level only"])
        #expect(results.map(\.fix) == ["import.meta.glob('./pages/**/*/index.js') map"])
        // The variable in the last segment, a matching file in a sub-folder (not scanned: a listed JSON file).
        #expect(found("import(`./locales/${lang}.json`);", files: [], listed: ["src/locales/en.json", "src/locales/extra/de.json"]).map(\.fix)
            == ["import.meta.glob('./locales/**/*.json') map"])
        #expect(found("import(`./pages/page-${name}.js`);", files: ["src/pages/page-admin/users.js"]).map(\.fix)
            == ["import.meta.glob(['./pages/page-*.js', './pages/page-*/**/*.js']) map"])
        #expect(found("import(`./pages/${area}/${page}.js`);", files: ["src/pages/admin/users/list.js"]).count == 1)
    }

    @Test func testsAndMocksInSubFoldersAreNoTargets() {
        let pages: Set<String> = [
            "src/pages/Home.js", "src/pages/__tests__/Dashboard.test.js", "src/pages/admin/Users.spec.js", "src/pages/__mocks__/api/client.js",
        ]
        #expect(found("export const load = (name) => import(`./pages/${name}.js`);", files: pages).isEmpty)
        // A page in a sub-folder still counts beside them.
        #expect(found("import(`./pages/${name}.js`);", files: pages.union(["src/pages/admin/Users.js"])).count == 1)
        // Judged below the globbed folder: a test globbing its own fixtures reaches them.
        #expect(found("import(`./__tests__/${name}.js`);", files: ["src/__tests__/fixtures/a.js"]).count == 1)
    }

    @Test func aTestFileAddedBelowTheFolderAnswersTheRecordedQuestionTheSame() throws {
        let log = PathQuestionLog()
        _ = found("import(`./pages/${name}.js`);", files: ["src/pages/Home.js"], log: log)
        let question = try #require(log.questions.first { $0.kind == .deeperMatch })
        #expect(ProjectFileSet(["src/index.js", "src/pages/__tests__/Home.test.js"]).answers(question))
        #expect(!ProjectFileSet(["src/index.js", "src/pages/admin/Users.js"]).answers(question))
    }

    @Test func theQuestionIsRecordedAndAnsweredByALaterPathSet() throws {
        let log = PathQuestionLog()
        _ = found("import(`./pages/${name}/index.js`);", files: ["src/pages/Home/index.js"], log: log)
        let question = try #require(log.questions.first { $0.kind == .deeperMatch })
        #expect(!question.answer)
        #expect(ProjectFileSet(["src/index.js", "src/pages/About/index.js"]).answers(question))
        #expect(!ProjectFileSet(["src/index.js"], listed: ["src/pages/a/b/index.js"]).answers(question))
    }
}
