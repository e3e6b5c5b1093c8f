import AuditModel
import Testing

@testable import SourceRules

/// The rules a project's vite.config answers: what it handles is not reported, what it does not still is.
@Suite struct ViteSettingsRuleTests {
    private func facts(major: Int, _ configure: (inout ViteSettings) -> Void) -> ProjectFacts {
        var facts = ProjectFacts.examples
        facts.targetViteMajor = major
        var vite = ViteSettings(file: "vite.config.js")
        configure(&vite)
        facts.vite = vite
        facts.viteForTests = vite
        return facts
    }

    private func run(_ code: String, path: String = "src/index.js", major: Int = 8, _ configure: (inout ViteSettings) -> Void) -> [String] {
        EngineTests.run(code, path: path, facts: facts(major: major, configure)).map { "\($0.ruleId):\($0.line)" }
    }

    @Test func aViteAliasAnswersOnlyTheImportsItTakes() {
        let code = """
            export const a = v => import(`@/views/${v}.js`);
            export const b = v => import(`components/${v}.js`);
            export const c = v => import(`~/views/${v}.js`);
            """
        let rules = run(code) { $0.aliases = ["@"]; $0.aliasPatterns = [.init(source: "^~/")] }
        #expect(rules.filter { $0.hasPrefix("dyn-import-alias-head") } == ["dyn-import-alias-head:2"], "\(rules)")
        #expect(ViteSettings(file: "vite.config.js").aliases("@/x") == false)
        var scoped = ViteSettings(file: "vite.config.js")
        scoped.aliases = ["@"]
        #expect(scoped.aliases("@/x") && scoped.aliases("@") && !scoped.aliases("@scope/pkg"))
    }

    @Test func aVitestSnapshotFormatSettingAnswersOldFormatInlineSnapshots() {
        let code = "it('reads', () => { expect([1]).toMatchInlineSnapshot(`Array [1]`); });\n"
        #expect(run(code, path: "src/a.test.js") { _ in }.contains("test-snapshot-format:1"))
        #expect(!run(code, path: "src/a.test.js") { $0.testSettings = ["snapshotFormat"] }.contains("test-snapshot-format:1"))
    }

    @Test func viteDefineKeysAreDoneWhileWebpackOnesStillMove() {
        let code = """
            export const api = process.env.API_URL;
            export const key = process.env.API_KEY;
            export const other = process.env.REACT_APP_OTHER;
            if (__DEV__) { console.log(__VERSION__); }
            """
        let rules = run(code) { $0.defineKeys = ["process.env.API_URL", "process.env.API_KEY", "__DEV__"] }
        #expect(!rules.contains { $0.hasSuffix(":1") || $0.hasSuffix(":2") }, "\(rules)")
        #expect(rules.contains("env-process-env-static:3"), "\(rules)")
        #expect(rules.filter { $0.hasPrefix("env-define-plugin") } == ["env-define-plugin:4"], "only __VERSION__ is left: \(rules)")
    }

    @Test func aDefineAnswersTheReadsOfAKeyButNotAWriteToIt() {
        let code = """
            export const mode = process.env.REACT_APP_MODE;
            if (!mode) { process.env.REACT_APP_MODE = 'dev'; }
            """
        let rules = run(code) { $0.defineKeys = ["process.env.REACT_APP_MODE"] }
        #expect(rules == ["env-process-env-static:2"], "\(rules)")
    }

    @Test func envPrefixExposesReactAppNames() {
        let code = "export const a = import.meta.env.REACT_APP_TITLE;\n"
        #expect(run(code) { _ in }.contains("env-react-app-prefix:1"))
        #expect(!run(code) { $0.envPrefixes = ["VITE_", "REACT_APP_"] }.contains("env-react-app-prefix:1"))
    }

    @Test func babelPluginsAnswerTheSyntaxTheyCompile() {
        let code = """
            // @flow
            export Button from './Button';
            @connect(mapState)
            class List extends React.Component { go = () => ::this.save; }
            """
        let before = run(code) { _ in }
        #expect(["syntax-flow:1", "syntax-export-default-from:2", "syntax-decorators:3", "syntax-function-bind:4"].allSatisfy(before.contains), "\(before)")
        let after = run(code) {
            $0.babelPlugins = ["preset-flow", "proposal-export-default-from", "proposal-decorators", "proposal-function-bind"]
        }
        #expect(!after.contains { $0.hasPrefix("syntax-") && $0 != "syntax-class-fields-semantics:4" }, "\(after)")
    }

    @Test func jsxInJavaScriptFollowsTheTransformerOfTheTargetVite() {
        let code = "export const Title = () => <h1 />;\n"
        let esbuild: (inout ViteSettings) -> Void = { $0.esbuildJSXFiles = ["src/index.js"] }
        #expect(run(code, major: 7, esbuild).isEmpty)
        let vite8 = run(code, major: 8, esbuild)
        #expect(vite8.contains("syntax-jsx-in-js:1"), "Vite 8 drops the esbuild loader: \(vite8)")
        #expect(run(code, path: "src/other.js", major: 7, esbuild).contains("syntax-jsx-in-js:1"))
    }

    @Test func oxcLangReachesVitestButNotTheViteEightBuild() {
        let code = "export const Title = () => <h1 />;\n"
        let built = EngineTests.run(code, path: "src/index.js", facts: facts(major: 8) { $0.oxcJSXFiles = ["src/index.js"] })
        #expect(built.map(\.ruleId) == ["syntax-jsx-in-js"])
        #expect(built.first?.fix?.contains("Rolldown's builtin:vite-transform, which takes the language from the extension") == true)
        let tested = run(code, path: "src/Title.test.js", major: 8) { $0.oxcJSXFiles = ["src/Title.test.js"] }
        #expect(!tested.contains("syntax-jsx-in-js:1"), "\(tested)")
    }
}
