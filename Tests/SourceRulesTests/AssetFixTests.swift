import AuditModel
import Testing

@testable import SourceRules

/// The import a `require` of an asset becomes keeps what the code does with its value: a side-effect import only
/// for a bare `require('./x.css');`, the binding's name when the value is bound.
@Suite struct AssetFixTests {
    private func fixes(_ code: String) -> [String] {
        ExampleRunner.findings(of: CommonJSRules.RequireAsset(), code: code, fileName: "src/Box.jsx").map { $0.fix ?? "" }
    }

    @Test("CRA's `import logoUrl, { ReactComponent as Logo }` keeps the URL import beside the ?react one (src/App.jsx)")
    func svgURLAndComponentFromOneImport() {
        let code = "import logoUrl, { ReactComponent as Logo } from './logo.svg';\nimport { ReactComponent as Star } from './star.svg';\n"
            + "export const App = () => <div><img src={logoUrl} alt=\"logo\" /><Logo width={40} /><Star /></div>;\n"
        let fixes = ExampleRunner.findings(of: WebpackRules.SVGComponent(), code: code, fileName: "src/App.jsx").map { $0.fix ?? "" }
        #expect(fixes == [
            "import Logo from './logo.svg?react' with vite-plugin-svgr, as an import of its own beside import logoUrl from './logo.svg' (still the URL)",
            "import Star from './star.svg?react' with vite-plugin-svgr",
        ])
    }

    @Test func aBoundStylesheetKeepsItsBinding() {
        #expect(fixes("const styles = require('./Box.module.css');\nexport const x = styles.box;")
            == ["import styles from './Box.module.css'"])
        #expect(fixes("var theme = require('./theme.module.scss'), other = 1;") == ["import theme from './theme.module.scss'"])
    }

    @Test func aBoundPlainStylesheetIsNotRenamedBlindly() {
        #expect(fixes("const css = require('./theme.css');")
            == ["import './theme.css'; if `css` holds class names (CSS modules by webpack configuration), rename the file to './theme.module.css' and `import css from` it"])
        #expect(fixes("const { box, big: large } = require('./Box.module.css');") == ["import { box, big as large } from './Box.module.css'"])
    }

    @Test func aStylesheetWhoseValueIsUsedUnboundGetsABinding() {
        let found = fixes("export const B = () => <div className={require('./Box.module.css').box} />;")
        #expect(found == ["import styles from './Box.module.css'"], "\(found)")
    }

    @Test func onlyABareRequireStatementBecomesASideEffectImport() {
        #expect(fixes("require('./x.css');\nrequire('./y.scss')\nif (a) require('./z.less');\nexport default 1;")
            == ["import './x.css'", "import './y.scss'", "import './z.less'"])
    }

    @Test func boundAssetsAndJSONKeepTheirNames() {
        #expect(fixes("const logo = require('./logo.png');\nconst config = require('./config.json');")
            == ["import logo from './logo.png' (a URL)", "import config from './config.json'"])
    }

    /// Create React App had no text loader: its file-loader made a `.txt` import a URL, as Vite does, and an `.md`
    /// one a URL that Vite cannot give without `?url`.
    @Test func textImportsInCreateReactAppWereURLs() {
        let rule = AssetRules.all.first { $0.description.id == "asset-raw-text" }!
        var facts = ProjectFacts.examples
        facts.declaredRanges["react-scripts"] = "3.4.1"
        let code = "import notesUrl from './notes.txt';\nimport readmeUrl from './README.md';\n"
        let found = ExampleRunner.findings(of: rule, code: code, fileName: "src/App.js", facts: facts)
        #expect(found.map { "\($0.line) \($0.fix ?? "")" } == ["2 './README.md?url'"], "\(found)")
        // With raw-loader installed, the loader's text it was.
        facts.installedVersions["raw-loader"] = "4.0.2"
        let raw = ExampleRunner.findings(of: rule, code: code, fileName: "src/App.js", facts: facts)
        #expect(raw.map { $0.fix ?? "" } == ["'./notes.txt?raw'", "'./README.md?raw'"], "\(raw)")
    }

    /// A webpack app whose file-loader rule (or ejected CRA's catch-all one) took `.md`: the import was a URL, and
    /// `?raw` would hand the component the text instead.
    @Test func textImportsAWebpackFileLoaderTookWereURLs() {
        let rule = AssetRules.all.first { $0.description.id == "asset-raw-text" }!
        let code = "import guideUrl from './guide.md';\nimport notes from './notes.txt';\nimport shader from './sprite.glsl';\n"
        for loaders in [["md": "file-loader", "txt": "url-loader", "glsl": "raw-loader"], ["md": "url-loader", "txt": "file-loader", "glsl": "raw-loader"]] {
            var facts = ProjectFacts.examples
            facts.assetLoaderExtensions = loaders
            let found = ExampleRunner.findings(of: rule, code: code, fileName: "src/App.js", facts: facts)
            #expect(found.map { "\($0.line) \($0.fix ?? "")" } == ["1 './guide.md?url'", "3 './sprite.glsl?raw'"], "\(loaders)")
            #expect(found.first?.message == "'./guide.md' was a URL in webpack's \(loaders["md"] ?? ""); Vite does not know .md as an asset, so the import fails")
        }
    }

    /// A text type the webpack config sent through a compiling loader (markdown-loader makes HTML): ?raw is not it.
    @Test func aTextTypeACompilingLoaderMadeNeedsAPluginNotRaw() {
        let rule = AssetRules.all.first { $0.description.id == "asset-raw-text" }!
        var facts = ProjectFacts.examples
        facts.loaderExtensions = ["md": "markdown-loader"]
        let found = ExampleRunner.findings(of: rule, code: "import intro from './intro.md';\nimport notes from './notes.txt';\n", fileName: "src/App.js", facts: facts)
        #expect(found.map { "\($0.line) \($0.severity.rawValue) \($0.fix ?? "")" } == [
            "1 manual-fix a Vite plugin that does what markdown-loader did", "2 auto-fixable './notes.txt?raw'",
        ], "\(found)")
    }
}
