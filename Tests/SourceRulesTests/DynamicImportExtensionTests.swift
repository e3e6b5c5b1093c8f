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
        // Two variable parts reach one folder down, each a single segment: the folder's own files are not reached.
        let nested = fixes("import(`./pages/${area}/${page}`);", scanned: ["src/pages/index.js", "src/pages/admin/Users.tsx"], listed: [])
        #expect(nested == ["add `.tsx`, the extension of the files it can reach in src/pages/"], "\(nested)")
    }

    // 381924237/react-wheel docs/helper/renderComp.tsx: a component folder named like its file.
    @Test func twoVariablePartsNameTheExtensionOneFolderDown() throws {
        let found = fixes("const C = React.lazy(() => import(`../components/${name}/${name}`));", scanned: ["components/Button/Button.jsx", "components/Icon/Icon.jsx"], listed: [])
        #expect(found == ["add `.jsx`, the extension of the files it can reach in components/"], "\(found)")
        let several = fixes("import(`./pages/${area}/${page}`);", scanned: ["src/pages/a/A.jsx", "src/pages/b/B.tsx", "src/pages/b/deeper/C.js"], listed: [])
        #expect(several == ["the files it can reach in src/pages/ have .jsx, .tsx: one import per extension, or import.meta.glob('./pages/*/*.{jsx,tsx}')"], "\(several)")
        // The question keeps the folder count, so a later path set answers it the same way.
        let log = PathQuestionLog()
        _ = fixes("import(`./pages/${area}/${page}`);", scanned: ["src/pages/a/A.jsx"], listed: [], log: log)
        let question = try #require(log.questions.first { $0.kind == .extensions })
        #expect(ProjectFileSet(["src/index.tsx", "src/pages/b/B.jsx"], listed: []).answers(question))
        #expect(!ProjectFileSet(["src/index.tsx", "src/pages/B.jsx"], listed: []).answers(question))
    }

    @Test func theQuestionIsRecordedAndAnsweredByALaterPathSet() throws {
        let log = PathQuestionLog()
        _ = fixes("import(`./locales/${lang}`);", listed: ["src/locales/en.json"], log: log)
        let question = try #require(log.questions.first { $0.kind == .extensions })
        #expect(ProjectFileSet(["src/index.tsx"], listed: ["src/locales/en.json", "src/locales/de.json"]).answers(question))
        #expect(!ProjectFileSet(["src/index.tsx", "src/locales/fr.ts"], listed: ["src/locales/en.json"]).answers(question))
    }
}

/// dyn-import-var-head's fix: a URL head (or a variable that may hold one) keeps a native import with
/// `/* @vite-ignore */`; another bare head needs a relative folder or a glob.
@Suite struct DynamicImportVariableHeadTests {
    private func findings(_ code: String) -> [Finding] {
        ExampleRunner.findings(of: DynamicImportRules.VariableHead(), code: code, fileName: "src/loader.js")
    }

    private func fixes(_ code: String) -> [String] { findings(code).compactMap(\.fix) }

    @Test func aURLHeadIsLeftToTheBrowser() {
        #expect(fixes("import(`https://cdn.example.com/widgets/${name}.js`);") == ["import(/* @vite-ignore */ …) leaves a URL to the browser's own import(), unbundled"])
        #expect(fixes("import('//cdn.example.com/' + name + '.js');") == ["import(/* @vite-ignore */ …) leaves a URL to the browser's own import(), unbundled"])
        // It works as it is: Vite only warns.
        #expect(findings("import(`https://cdn.example.com/${name}.js`);").map(\.severity) == [.info])
        #expect(findings("import(`/static/${name}.js`);").isEmpty)
    }

    @Test func aVariableHeadMayBeEither() {
        #expect(fixes("import(`${window.WIDGET_HOST}/dashboard-widget.js`);") == [
            "a static relative folder head, or import.meta.glob; if it is a URL loaded at run time (another origin), import(/* @vite-ignore */ …)",
        ])
        #expect(fixes("import('widgets/' + name + '.js');") == ["a static relative folder head, or import.meta.glob"])
        #expect(fixes("import(/* @vite-ignore */ `${host}/x.js`);").isEmpty)
    }
}

/// dyn-import-same-dir's fix: files of another kind than the importer are globbed as they are.
@Suite struct DynamicImportSameDirectoryTests {
    private func fixes(_ code: String) -> [String] {
        ExampleRunner.findings(of: DynamicImportRules.SameDirectory(), code: code, fileName: "src/locales/index.js").compactMap(\.fix)
    }

    @Test func aGlobOfAnotherKindLeavesTheImporterOut() {
        #expect(fixes("const load = (l) => import(`./${l}.json`);") == [
            "import.meta.glob('./*.json') and index the map (`files[`./${l}.json`]()`), or a file-name prefix or a sub-folder",
        ])
        // The same kind as the importer: the glob would take the importer in.
        #expect(fixes("import(`./${page}.js`);") == ["a file-name prefix (`./page-${name}.js`) or a sub-folder"])
        #expect(fixes("import('./' + page);") == ["a file-name prefix (`./page-${name}.js`) or a sub-folder"])
    }

    /// From a real app/packs/entrypoints/locales/index.js: the variable is a sub-folder's name, so the glob is
    /// `./*/app.js`, which Vite accepts; a suffix after the variable is a file-name pattern too.
    @Test func aVariableFolderOrASuffixIsNoGlobOfTheOwnFolder() {
        #expect(fixes("const { default: locales } = await import(/* webpackChunkName: 'locales' */ `./${lang}/app`);").isEmpty)
        #expect(fixes("import('./' + lang + '/messages.json');").isEmpty)
        #expect(fixes("import(`./${name}-page.js`);").isEmpty)
        #expect(fixes("import(`./${name}`);") == ["a file-name prefix (`./page-${name}.js`) or a sub-folder"])
    }
}
