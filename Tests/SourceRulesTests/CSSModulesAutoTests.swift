import AuditModel
import Testing

@testable import SourceRules

/// css-modules-by-config where css-loader's `modules.auto` pattern, not every stylesheet, decides what is a module.
@Suite struct CSSModulesAutoTests {
    private func findings(_ code: String, byConfig: Bool = false, extensions: Set<String> = [], files: [String: String]) -> [Finding] {
        var facts = ProjectFacts.examples
        facts.cssModulesByConfig = byConfig
        facts.cssModuleExtensions = extensions
        facts.cssModuleFiles = files
        return ExampleRunner.findings(of: AssetRules.CSSModuleImport(), code: code, fileName: "src/index.js", facts: facts)
    }

    @Test func onlyTheFilesThePatternMatchesAreModules() {
        let code = "import other from './other.css';\nimport btn from './btn.m.scss';\nexport const a = [other.y, btn.primary];\n"
        let found = findings(code, files: ["src/btn.m.scss": "btn.module.scss"])
        #expect(found.map(\.line) == [1, 2], "\(found.map(\.message))")
        // other.css is no module in webpack either: its default import is the Vite 5 blocker.
        #expect(found.map(\.severity) == [.blocker, .autoFixable])
        #expect(found.last?.fix == "rename the file and import './btn.module.scss'")
    }

    @Test func noPatternFilesAndNoModulesOptionMeansAPlainStylesheet() {
        let code = "import other from './other.css';\nexport const a = other.y;\n"
        #expect(findings(code, files: [:]).map(\.severity) == [.blocker], "a plain stylesheet's default import fails under Vite 5+")
        #expect(findings(code, byConfig: true, files: [:]).map(\.fix) == ["rename the file and import './other.module.css'"])
    }

    /// webpack 4 apps often turned modules on for `.scss` only (`{ test: /\.scss$/, … modules: true }`) and kept a
    /// plain `{ test: /\.css$/ }` rule: a `.css` default import was no module there either.
    @Test func theModulesOptionCoversOnlyTheExtensionsItsRuleTests() {
        let code = "import button from './Button.scss';\nimport panel from './Panel.css';\nexport const a = [button.primary, panel.box];\n"
        let found = findings(code, byConfig: true, extensions: ["scss"], files: [:])
        #expect(found.map(\.line) == [1, 2], "\(found.map(\.message))")
        #expect(found.map(\.severity) == [.autoFixable, .blocker])
        #expect(found.first?.fix == "rename the file and import './Button.module.scss'")
    }

    /// webpack let a named import read one class of a CSS module (`module.exports = locals`); under Vite the file,
    /// not yet renamed, is plain CSS with no exports, and the build fails on the import.
    @Test func aNamedImportOfAClassIsACSSModuleUseToo() {
        let code = "import { itemRow, grid as g } from './Grid.css';\nexport const a = [itemRow, g];\n"
        let found = findings(code, byConfig: true, files: [:])
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:36"])
        #expect(found.map(\.fix) == ["rename the file and import './Grid.module.css'"])
    }

    /// A stylesheet imported for its side effects (`import './styles/global.scss'`) in an app whose css-loader made
    /// every `.scss` a module: its `:global(…)` selectors worked in webpack; as plain CSS under Vite they match nothing.
    @Test func globalSelectorsOfAStylesheetTheModulesOptionMadeAModule() {
        let scss = "// :global(.commented)\n:global {\n  .ant-btn { color: red; }\n}\n.card :global(.title) { font-weight: bold; }\n.x { content: ':local'; }\n"
        func run(_ path: String, byConfig: Bool = true, extensions: Set<String> = ["scss"], files: [String: String] = [:]) -> [Finding] {
            var facts = ProjectFacts.examples
            facts.cssModulesByConfig = byConfig
            facts.cssModuleExtensions = extensions
            facts.cssModuleFiles = files
            return ExampleRunner.findings(of: AssetRules.CSSModuleImport(), code: scss, fileName: path, facts: facts)
        }
        let found = run("src/styles/global.scss")
        #expect(found.map { "\($0.line):\($0.column)-\($0.endColumn)" } == ["2:1-8"])
        #expect(found.first?.message.hasPrefix(":global (and 1 more :global/:local here) is CSS Modules syntax") == true)
        #expect(found.first?.fix == "rename the file to 'global.module.scss' and update its imports, or write the selectors without it (':global(.x)' → '.x')")
        // No modules option for .scss, a partial, a module file already: nothing changes under Vite.
        #expect(run("src/styles/global.scss", byConfig: false).isEmpty)
        #expect(run("src/styles/global.scss", extensions: ["css"]).isEmpty)
        #expect(run("src/styles/_global.scss").isEmpty)
        #expect(run("src/styles/global.module.scss").isEmpty)
        // modules.auto named it: the name it needs comes from there.
        #expect(run("src/btn.m.scss", byConfig: false, files: ["src/btn.m.scss": "btn.module.scss"]).first?.fix?.hasPrefix("rename the file to 'btn.module.scss'") == true)
    }

    /// A stylesheet only other stylesheets `@import` is compiled into them: in a `*.module.scss` its `:global` works
    /// under Vite too. Only one a script imports is read as plain CSS.
    @Test func globalSelectorsOnlyInStylesheetsScriptsImport() {
        let files = [
            SourceFile(path: "src/index.js", bytes: Array("import './styles/global.scss';\n".utf8), context: .client),
            SourceFile(path: "src/styles/global.scss", bytes: Array(":global(.ant-btn) { margin: 0; }\n".utf8), context: .client),
            SourceFile(path: "src/styles/shared.scss", bytes: Array(":global(.ant-btn) { margin: 0; }\n".utf8), context: .client),
        ]
        let found = SourceRuleEngine(rules: [AssetRules.CSSModuleImport()]).run(files: files, facts: ProjectFacts.examples)
        #expect(found.map(\.file) == ["src/styles/global.scss"])
    }

    @Test("A default import of a stylesheet nothing makes a module fails to build under Vite 5+ (CRA app, src/App.js)")
    func plainStylesheetDefaultImport() {
        let code = """
            import React, { Fragment } from 'react';
            import styles from './App.css';
            import flags from 'flag-icon-css/css/flag-icon.css';
            import * as theme from './theme.scss';
            import './index.css';
            import raw from './print.css?inline';
            export const App = () => <div className={styles.container}><div className={styles.content} /></div>;
            """
        let found = findings(code, files: [:])
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:20", "3:19"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("no exports since Vite 5: a default import of it fails to build") == true)
        #expect(found.map(\.fix) == [
            "import './App.css' with no binding; if css-loader's modules option made it a CSS module, rename the file to './App.module.css' and import that; './App.css?inline' if the CSS text was wanted",
            "import 'flag-icon-css/css/flag-icon.css' with no binding; 'flag-icon-css/css/flag-icon.css?inline' if the CSS text was wanted",
        ])
    }

    /// css-loader's `modules: 'global'`: a stylesheet's classes stay global unless `:local(…)`, and those are what
    /// `styles.x` reads. Renamed to *.module.css, Vite would make every class local, so the fix says how to keep them global.
    @Test func globalModeStylesheetsKeepTheirGlobalClassesUnderVite() {
        func run(_ code: String, fileName: String, globalMode: Set<String> = ["css"]) -> [Finding] {
            var facts = ProjectFacts.examples
            facts.cssModulesByConfig = false
            facts.cssGlobalModeExtensions = globalMode
            return ExampleRunner.findings(of: AssetRules.CSSModuleImport(), code: code, fileName: fileName, facts: facts)
        }
        let script = "import s from './a.css';\nexport const a = s.x;\n"
        let imported = run(script, fileName: "src/index.js")
        #expect(imported.map(\.severity) == [.autoFixable], "\(imported.map(\.message))")
        #expect(imported.first?.fix?.hasPrefix("rename the file and import './a.module.css'; css-loader's modules: 'global' left its classes global unless :local") == true)
        #expect(imported.first?.fix?.contains("css: { modules: { scopeBehaviour: 'global' } }") == true)
        // Not in global mode: the plain stylesheet's default import is the Vite 5 blocker, as before.
        #expect(run(script, fileName: "src/index.js", globalMode: []).map(\.severity) == [.blocker])
        let local = run(".page { margin: 0; }\n:local(.x) { color: red; }\n", fileName: "src/a.css")
        #expect(local.map { "\($0.line):\($0.column)" } == ["2:1"])
        #expect(local.first?.fix?.hasPrefix("rename the file to 'a.module.css' and update its imports; css-loader's modules: 'global'") == true)
        #expect(local.first?.fix?.contains("write the selectors without it") == false, "dropping :local would lose the class s.x reads")
        // Only :global: the file exports nothing, and without the wrapper its selectors are what they were.
        let global = run(":global(.y) { color: red; }\n", fileName: "src/b.css")
        #expect(global.map(\.fix) == ["write the selectors without it (':global(.x)' → '.x'): css-loader's modules: 'global' kept every class global already"])
    }
}
