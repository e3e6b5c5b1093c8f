import AuditModel
import Testing

@testable import SourceRules

/// dyn-import-no-ext names the extension the target folder's files have (the catalog: list the directory to confirm
/// a single one), asking the path set through a recorded question so that cached findings stay exact.
@Suite struct DynamicImportExtensionTests {
    private func fixes(_ code: String, scanned: Set<String> = [], listed: Set<String>, log: PathQuestionLog? = nil) -> [String] {
        let file = SourceFile(path: "src/index.tsx", bytes: Array(code.utf8), context: .client)
        var facts = ProjectFacts.examples
        facts.aliases = ["@": "src"]
        var project = ProjectContext(facts: facts, filePaths: scanned.union([file.path]), routerImports: [], listedPaths: listed)
        if let log { project = project.recordingFileQuestions(into: log) }
        return SourceRuleEngine(rules: [DynamicImportRules.NoExtension()]).check(file, project: project, interests: nil).findings.compactMap(\.fix)
    }

    @Test func aFolderOfOneExtensionNamesIt() {
        let found = fixes("export const load = (lang: string) => import(`./locales/${lang}`);", listed: ["src/locales/en.json", "src/locales/de.json", "src/locales/nested/x.js"])
        #expect(found == ["add `.json`, the extension of the files it can reach in src/locales/"], "\(found)")
        // Through a configured alias, and with a file-name prefix.
        let aliased = fixes("import('@/pages/page-' + name);", scanned: ["src/pages/page-home.tsx", "src/pages/other.js"], listed: [])
        #expect(aliased == ["add `.tsx`, the extension of the files it can reach in src/pages/"], "\(aliased)")
    }

    @Test func aFolderOfSeveralExtensionsNamesThem() {
        let found = fixes("import(`./pages/${name}`);", scanned: ["src/pages/A.js", "src/pages/B.tsx"], listed: ["src/pages/c.json"])
        #expect(found == ["the files it can reach in src/pages/ have .js, .json, .tsx: one import per extension, or import.meta.glob('./pages/*.{js,json,tsx}')"], "\(found)")
        let none = fixes("import(`./missing/${name}`);", listed: [])
        #expect(none == ["add the extension, e.g. `.js`"])
        // Two variable parts reach sub-folders, whose files the folder's own do not show.
        let nested = fixes("import(`./pages/${area}/${page}`);", scanned: ["src/pages/index.js", "src/pages/admin/Users.tsx"], listed: [])
        #expect(nested == ["add the extension, e.g. `.js`"], "\(nested)")
    }

    @Test func theQuestionIsRecordedAndAnsweredByALaterPathSet() throws {
        let log = PathQuestionLog()
        _ = fixes("import(`./locales/${lang}`);", listed: ["src/locales/en.json"], log: log)
        let question = try #require(log.questions.first { $0.kind == .extensions })
        #expect(ProjectFileSet(["src/index.tsx"], listed: ["src/locales/en.json", "src/locales/de.json"]).answers(question))
        #expect(!ProjectFileSet(["src/index.tsx", "src/locales/fr.ts"], listed: ["src/locales/en.json"]).answers(question))
    }
}
