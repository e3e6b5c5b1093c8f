import AuditModel
import Testing

@testable import SourceRules

/// Bare imports that resolve only through a module directory (jsconfig `baseUrl: "src"`, `resolve.modules`), whatever
/// the file they name: stylesheets, images and SVGs fail in Vite as JavaScript does.
@Suite struct ModuleDirectoryImportTests {
    private func found(_ code: String, rules: [any Rule], files: Set<String> = [], listed: Set<String>, log: PathQuestionLog? = nil) -> [Finding] {
        let file = SourceFile(path: "src/theme.js", bytes: Array(code.utf8), context: .client)
        var project = ProjectContext(
            facts: ProjectFacts(moduleDirectories: ["src"]), filePaths: files.union([file.path]), routerImports: [], listedPaths: listed)
        if let log { project = project.recordingFileQuestions(into: log) }
        return SourceRuleEngine(rules: rules).check(file, project: project, interests: nil).findings
    }

    @Test func importsOfNonSourceFilesThroughBaseUrlAreReported() {
        let code = """
            import 'styles/global.scss';
            import bgUrl from 'images/bg.png';
            import { ReactComponent as Logo } from 'logo.svg';
            import './local.css';
            """
        let listed: Set<String> = ["src/styles/global.scss", "src/images/bg.png", "src/logo.svg", "src/local.css"]
        let findings = found(code, rules: [WebpackRules.ResolveModules()], listed: listed)
        #expect(findings.map(\.line) == [1, 2, 3])
        #expect(findings.first?.message == "'styles/global.scss' resolves to src/styles/global.scss only through webpack resolve.modules/NODE_PATH/baseUrl; Vite resolves bare names to packages")
        // Vite 8 (the default target) resolves tsconfig paths itself.
        #expect(findings.first?.fix == "an alias for 'styles', resolve: { tsconfigPaths: true } with a baseUrl, or the relative path './styles/global.scss'")
    }

    /// From react-redux-universal-hot-example: `modulesDirectories: ['src', 'node_modules']` and a src/redux/ folder
    /// beside the redux package. The package's own name stays the package's.
    @Test func aProjectFolderNamedLikeADeclaredPackageIsStillAProjectImport() {
        let code = "import { createStore } from 'redux';\nimport { isLoaded, load } from 'redux/modules/auth';\nimport { Provider } from 'react-redux';"
        let file = SourceFile(path: "src/containers/App/App.js", bytes: Array(code.utf8), context: .client)
        var facts = ProjectFacts(moduleDirectories: ["src"])
        facts.declaredRanges = ["redux": "^3.0.4", "react-redux": "^4.0.0"]
        let project = ProjectContext(facts: facts, filePaths: [file.path, "src/redux/modules/auth.js", "src/redux/index.js"], routerImports: [])
        let findings = SourceRuleEngine(rules: [WebpackRules.ResolveModules()]).check(file, project: project, interests: nil).findings
        #expect(findings.map(\.line) == [2], "\(findings.map(\.message))")
        #expect(findings.first?.message == "'redux/modules/auth' resolves to src/redux/modules/auth.js only through webpack resolve.modules/NODE_PATH/baseUrl; Vite resolves bare names to packages")
        #expect(findings.first?.fix == "the relative path '../../redux/modules/auth' (an alias for 'redux' would also take the redux package's imports)")
    }

    @Test func theRelativePathKeepsTheWrittenExtensionImplied() {
        let file = SourceFile(path: "src/pages/Home.js", bytes: Array("import store from 'store';\nimport Chart from 'components/Chart';".utf8), context: .client)
        // Vite 7 needs the plugin.
        var facts = ProjectFacts(moduleDirectories: ["src"])
        facts.targetViteMajor = 7
        let project = ProjectContext(facts: facts, filePaths: [file.path, "src/store.js", "src/components/Chart/index.js"], routerImports: [])
        let fixes = SourceRuleEngine(rules: [WebpackRules.ResolveModules()]).check(file, project: project, interests: nil).findings.map { $0.fix ?? "" }
        #expect(fixes == [
            "an alias for 'store', vite-tsconfig-paths, or the relative path '../store'",
            "an alias for 'components', vite-tsconfig-paths, or the relative path '../components/Chart'",
        ])
    }

    @Test func theListedFilesAskedAreRecordedForTheCache() throws {
        let log = PathQuestionLog()
        _ = found("import bgUrl from 'images/bg.png';", rules: [WebpackRules.ResolveModules()], listed: ["src/images/bg.png"], log: log)
        let question = try #require(log.questions.first { $0.path == "src/images/bg.png" })
        #expect(question.kind == .containsListed && question.answer)
        #expect(!ProjectFileSet(["src/theme.js"]).answers(question))
    }

    @Test func anSVGComponentThroughBaseUrlIsFixedWithAPathViteResolves() {
        let code = """
            import { ReactComponent as Logo } from 'logo.svg';
            import { ReactComponent as Star } from 'icons/star.svg';
            import { ReactComponent as Near } from './near.svg';
            """
        let listed: Set<String> = ["src/logo.svg", "src/icons/star.svg", "src/near.svg"]
        let fixes = found(code, rules: [WebpackRules.SVGComponent()], listed: listed).map { $0.fix ?? "" }
        #expect(fixes == [
            "import Logo from './logo.svg?react' with vite-plugin-svgr ('logo.svg' resolves only through baseUrl/resolve.modules, which Vite does not read)",
            "import Star from './icons/star.svg?react' with vite-plugin-svgr ('icons/star.svg' resolves only through baseUrl/resolve.modules, which Vite does not read)",
            "import Near from './near.svg?react' with vite-plugin-svgr",
        ])
    }

    @Test("relative specifiers between project files", arguments: [
        ("src/theme.js", "src/logo.svg", "./logo.svg"), ("src/pages/a.js", "src/styles/x.scss", "../styles/x.scss"),
        ("src/a.js", "src/b/c/d.png", "./b/c/d.png"), ("index.js", "src/x.js", "./src/x.js"), ("a/b/c.js", "x.js", "../../x.js"),
    ])
    func relativeSpecifiers(importer: String, target: String, specifier: String) {
        #expect(ModuleResolver.relativeSpecifier(to: target, from: importer) == specifier)
    }
}
