import AuditModel
import Foundation
import Testing
@testable import ConfigAudit

struct ProjectConfigTests {
    static let secret = "s3cr3t-Value-42"

    func craProject() -> ConfigFixture {
        ConfigFixture(files: [
            "package.json": """
            {
              "name": "legacy",
              "homepage": "https://example.com/app",
              "proxy": "http://localhost:4000",
              "dependencies": {
                "react": "^16.14.0",
                "react-scripts": "3.4.1"
              },
              "devDependencies": { "node-sass": "^4.14.1", "babel-jest": "^24.9.0" },
              "scripts": { "start": "react-scripts start", "build": "NODE_ENV=production react-scripts build", "test": "react-scripts test" },
              "eslintConfig": { "extends": ["react-app"] },
              "browserslist": [">0.2%", "not dead"],
              "babel": { "presets": ["react-app"], "plugins": ["macros", "@babel/plugin-proposal-class-properties", "babel-plugin-mystery"] },
              "jest": { "setupFilesAfterEnv": ["<rootDir>/src/setup.js"], "transformIgnorePatterns": ["node_modules/(?!lodash-es)"] }
            }
            """,
            ".env": "REACT_APP_API_URL=https://\(Self.secret).example.com\nPORT=3001\nSASS_PATH=src/styles\n# comment\nexport REACT_APP_PRICE=\"costs $\(Self.secret)\"\nREACT_APP_LITERAL='$\(Self.secret)'\n",
            ".env.staging": "REACT_APP_MODE=\(Self.secret)\n",
            ".env.example": "REACT_APP_X=\(Self.secret)\n",
            "public/index.html": "<link rel=\"icon\" href=\"%PUBLIC_URL%/favicon.ico\">\n<title>%REACT_APP_TITLE%</title>  <!-- 100% safe -->\n",
            "src/setupProxy.js": "const { createProxyMiddleware } = require('http-proxy-middleware');\nmodule.exports = function (app) {\n  app.use(createProxyMiddleware('/api', { target: 'http://localhost:5000', changeOrigin: true, pathRewrite: { '^/api': '' } }));\n};\n",
            "src/setupTests.js": "import '@testing-library/jest-dom'",
            "src/index.js": "import App from './App'",
            "src/react-app-env.d.ts": "/// <reference types=\"react-scripts\" />",
            "jsconfig.json": "{\n  // absolute imports\n  \"compilerOptions\": { \"baseUrl\": \"src\", \"paths\": { \"@/*\": [\"./*\"], }, },\n}",
            ".babelrc": "{ \"plugins\": [[\"module-resolver\", { \"root\": [\"./src\"] }]], \"env\": { \"test\": { \"plugins\": [\"dynamic-import-node\"] } } }",
        ])
    }

    @Test func aBabelPluginWhoseOnlyFixIsRemovalIsAutoFixable() {
        let config = "module.exports = { presets: ['@babel/preset-env'], plugins: ['react-hot-loader/babel', 'babel-plugin-dynamic-import-node', 'macros'] };\n"
        let findings = ConfigFixture(files: ["babel.config.js": config, "package.json": "{}"]).audit().findings("babel-needed")
        let severities = Dictionary(uniqueKeysWithValues: findings.map { ($0.message.prefix { $0 != " " }, $0.severity) })
        #expect(severities == ["react-hot-loader/babel": .autoFixable, "babel-plugin-dynamic-import-node": .autoFixable, "babel-plugin-macros": .manualFix], "\(findings.map(\.message))")
    }

    @Test("CRA's named-asset-import plugin is in the catalog: its SVG component imports move to vite-plugin-svgr's ?react")
    func namedAssetImportMovesToSvgr() {
        let config = """
            module.exports = { module: { rules: [{ test: /\\.js$/, loader: require.resolve('babel-loader'), options: {
              plugins: [[require.resolve('babel-plugin-named-asset-import'), { loaderMap: { svg: { ReactComponent: '@svgr/webpack?-svgo![path]' } } }]],
            } }] } };
            """
        let findings = ConfigFixture(files: ["config/webpack.config.js": config, "package.json": "{}"]).audit().findings("babel-needed")
        #expect(findings.count == 1)
        #expect(findings.first?.fix?.contains("import X from './x.svg?react'") == true, "\(findings.map(\.fix))")
        #expect(findings.first?.message.contains("not in the audit's catalog") == false)
    }

    @Test("html-entry-location loads the page the webpack config builds: every file of its first entry, as wp-html-plugin says")
    func htmlEntryLocationTakesTheWebpackEntry() {
        let config = "module.exports = { entry: { app: ['./src/publicPath.js', './src/main.js'] } };\n"
        let result = ConfigFixture(files: [
            "webpack.config.js": config, "package.json": "{}", "public/index.html": "<div id=\"root\"></div>\n",
            "src/publicPath.js": "__webpack_public_path__ = window.CDN;\n", "src/main.js": "import './app';\n",
        ]).audit()
        #expect(result.findings("html-entry-location").map(\.fix) == [
            "git mv public/index.html index.html and add <script type=\"module\" src=\"/src/publicPath.js\"></script> <script type=\"module\" src=\"/src/main.js\"></script> before </body>.",
        ])
    }

    @Test func envValuesNeverAppearInAnyOutput() throws {
        let result = craProject().audit()
        var everything = ""
        for finding in result.findings { everything += [finding.message, finding.fix ?? "", finding.snippet, finding.file].joined(separator: "\n") }
        for warning in result.warnings { everything += warning.message }
        everything += "\(result.facts)"
        let report = try ReportCoding.encode(result.findings)
        everything += String(decoding: report, as: UTF8.self)
        #expect(!everything.contains(Self.secret))
        #expect(!everything.contains("example.com\n"))
        #expect(result.facts.envVariableNames == ["PORT", "REACT_APP_API_URL", "REACT_APP_LITERAL", "REACT_APP_MODE", "REACT_APP_PRICE", "SASS_PATH"])
    }

    /// env-cmd's `.env-cmdrc` holds variables per environment, which reach the app as a .env file's do: a REACT_APP_
    /// name there went unreported; its value stays out of every output.
    @Test func envCmdEnvironmentsAreEnvFilesToo() throws {
        let rc = #"{ "staging": { "REACT_APP_API": "https://secret.staging.example" }, "production": { "NODE_ENV": "production", "REACT_APP_API": "https://prod" } }"#
        let result = ConfigFixture(files: [".env-cmdrc": rc, "package.json": #"{ "dependencies": { "react-scripts": "3.4.1" } }"#]).audit()
        let found = result.findings("env-react-app-prefix")
        #expect(found.map(\.message) == [
            "REACT_APP_API (env-cmd's environment 'staging') is not exposed by Vite (only VITE_* variables reach import.meta.env).",
            "REACT_APP_API (env-cmd's environment 'production') is not exposed by Vite (only VITE_* variables reach import.meta.env).",
        ])
        let report = String(decoding: try ReportCoding.encode(result.findings), as: UTF8.self)
        #expect(!report.contains("secret.staging") && !report.contains("https://prod"))
        #expect(result.facts.envVariableNames.contains("REACT_APP_API"))
    }

    @Test func snapshotsOfIdentityObjProxyClassNamesAreOneFindingAtTheMapper() {
        let manifest = """
            {
              "name": "app",
              "devDependencies": {
                "identity-obj-proxy": "^3.0.0",
                "jest": "^26.0.0"
              }
            }
            """
        let snapshot = "exports[`App renders 1`] = `\n<div\n  className=\"root\"\n/>\n`;\n"
        var project = ConfigFixture(files: [
            "package.json": manifest,
            "src/App.module.css": ".root { color: red; }\n",
            "src/__snapshots__/App.test.js.snap": snapshot,
            "src/components/__snapshots__/Nav.test.js.snap": snapshot,
            "src/__snapshots__/data.test.js.snap": "exports[`data 1`] = `Object {}`;\n",
        ])
        let findings = project.audit().findings("test-css-modules")
        #expect(findings.count == 1)
        #expect(findings.first?.file == "package.json")
        #expect(findings.first?.line == 4, "at the identity-obj-proxy declaration")
        #expect(findings.first?.message.hasPrefix("2 Jest snapshot files (src/__snapshots__/App.test.js.snap, …)") == true, "\(findings.map(\.message))")

        project.files["src/__snapshots__/App.test.js.snap"] = nil
        project.files["src/components/__snapshots__/Nav.test.js.snap"] = nil
        #expect(project.audit().findings("test-css-modules").isEmpty, "no snapshot records a class name")
        project.files["package.json"] = #"{ "name": "app", "devDependencies": { "jest": "^26.0.0" } }"#
        project.files["src/__snapshots__/App.test.js.snap"] = snapshot
        #expect(project.audit().findings("test-css-modules").isEmpty, "class names, but no identity-obj-proxy: names as the code wrote them")
        project.files["package.json"] = manifest
        project.files["src/App.module.css"] = nil
        #expect(project.audit().findings("test-css-modules").isEmpty, "identity-obj-proxy, but no CSS module: className=\"App\" stays")
    }

    @Test func crlfFilesGiveTheFindingsOfTheirLFCopies() {
        // Windows checkouts and core.autocrlf: every text file ends its lines with CRLF.
        let lf = craProject()
        var crlf = lf
        for (path, text) in lf.files { crlf.files[path] = text.replacingOccurrences(of: "\n", with: "\r\n") }
        func places(_ result: ConfigAuditResult) -> [String] {
            result.findings.map { "\($0.ruleId) \($0.file):\($0.line):\($0.column) \($0.snippet)" }.sorted()
        }
        let expected = places(lf.audit())
        #expect(expected.contains { $0.hasPrefix("env-html-placeholders public/index.html:2:") }, "\(expected)")
        #expect(places(crlf.audit()) == expected)
    }

    @Test func placeholdersInHTMLCommentsAreNotInThePage() {
        let html = "<!-- 👍 <link href=\"%PUBLIC_URL%/old.css\">\n  still %PUBLIC_URL% commented -->\n<!-- x --><link href=\"%PUBLIC_URL%/app.css\">\n"
        let findings = ConfigFixture(files: ["public/index.html": html]).audit().findings("env-html-placeholders")
        #expect(findings.map { "\($0.line):\($0.column)" } == ["3:23"], "\(findings.map { "\($0.line):\($0.column) \($0.message)" })")
        let script = "<script>var s = \"<!--\";</script><title>%PUBLIC_URL%</title>\n"
        #expect(ConfigFixture(files: ["public/index.html": script]).audit().findings("env-html-placeholders").map(\.column) == [40],
                "a <!-- inside a script opens no HTML comment")
    }

    @Test("CRA evaluated <% %> in public/index.html (lodash template); Vite leaves the tag in the page")
    func templateTagsInCRAIndexHTML() {
        let html = """
            <title>%REACT_APP_WEBSITE_NAME%</title>
            <!-- <% if (false) { %> commented out -->
              <% if (process.env.NODE_ENV === 'production') { %><script src="/analytics.js"></script><% } %>
            """
        let cra = ["package.json": #"{ "dependencies": { "react-scripts": "4.0.3" } }"#, "public/index.html": html]
        let findings = ConfigFixture(files: cra).audit().findings("env-html-placeholders")
        #expect(findings.map { "\($0.line):\($0.column) \($0.severity)" } == ["1:8 autoFixable", "3:3 manualFix"], "\(findings.map(\.message))")
        #expect(findings.last?.fix?.contains("vite-plugin-html") == true)
        // Outside CRA nothing evaluated the page unless a webpack config's HtmlWebpackPlugin did, and wp-html-plugin says that.
        let plain = ConfigFixture(files: ["package.json": "{}", "public/index.html": html]).audit().findings("env-html-placeholders")
        #expect(plain.map(\.line) == [1])
    }

    @Test func publicURLFixesNameThePathWrittenAfterThePlaceholder() {
        let html = """
            <link rel="manifest" href="%PUBLIC_URL%/manifest.json?v=2" />
            <link rel="apple-touch-icon" href="%PUBLIC_URL%/logo192.png"><script src='%PUBLIC_URL%/vendor/analytics.js'></script>
            <script>window.assetRoot = '%PUBLIC_URL%';</script>
            """
        let fixes = ConfigFixture(files: ["public/index.html": html]).audit().findings("env-html-placeholders").map { $0.fix ?? "" }
        #expect(fixes.map { $0.prefix { $0 != ":" } } == [
            #"Delete %PUBLIC_URL% (write "/manifest.json?v=2")"#, #"Delete %PUBLIC_URL% (write "/logo192.png")"#,
            #"Delete %PUBLIC_URL% (write "/vendor/analytics.js")"#, "%BASE_URL% (Vite's base, which ends with a slash where CRA's PUBLIC_URL did not)",
        ], "\(fixes)")
        #expect(fixes[0].hasSuffix("rewrites absolute URLs in index.html with base."))
    }

    @Test("The entry script names src/index.jsx when the .js entry holds JSX (syntax-jsx-in-js renames it)", arguments: [
        ("root.render(<App />);\n", "/src/index.jsx"), ("root.render(React.createElement(App));\n", "/src/index.js"),
    ])
    func htmlEntryScriptFollowsTheJSXRename(entry: String, script: String) {
        let files = ["package.json": #"{ "dependencies": { "react-scripts": "5.0.1" } }"#, "public/index.html": "<div id=\"root\"></div>\n", "src/index.js": entry]
        let fix = ConfigFixture(files: files).audit().findings("html-entry-location").first?.fix ?? ""
        #expect(fix.contains("<script type=\"module\" src=\"\(script)\"></script>"), "\(fix)")
        #expect(fix.contains("renamed to .jsx") == script.hasSuffix(".jsx"), "\(fix)")
    }

    @Test func envFileRules() {
        let result = craProject().audit()
        let prefix = result.findings("env-react-app-prefix").filter { $0.file == ".env" }
        #expect(prefix.map(\.line) == [1, 5, 6])
        #expect(prefix[1].column == 8)
        #expect(prefix[0].snippet == "REACT_APP_API_URL=…")
        #expect(prefix[0].fix == "Rename to VITE_API_URL here and use import.meta.env.VITE_API_URL, or envPrefix: ['VITE_', 'REACT_APP_'].")
        // `$name-…` is a default to Vite only; quotes do not stop either tool's expansion.
        let dollars = result.findings("env-dotenv-dollar")
        #expect(dollars.map(\.line) == [5, 6])
        #expect(result.findings("cra-env-config-vars").map(\.line) == [2])
        #expect(result.findings("css-node-sass").contains { $0.file == ".env" && $0.line == 3 })
        #expect(result.findings("env-mode-files").contains { $0.file == ".env.staging" })
        #expect(!result.findings.contains { $0.file == ".env.example" })
    }

    /// CRA's opt-outs that are Vite's defaults (a CRA 2 app's .env.development BROWSER=none, .env.production
    /// GENERATE_SOURCEMAP=false) are lines to delete, not settings to port. The value is read as dotenv reads it (a
    /// trailing comment is not part of it) and as react-scripts compares it: GENERATE_SOURCEMAP=FALSE is not 'false',
    /// so CRA wrote source maps, which Vite's build then needs told.
    @Test func craOptOutsThatAreVitesDefaultsAreOnlyDeleted() {
        let result = ConfigFixture(files: [
            "package.json": #"{ "dependencies": { "react-scripts": "2.1.8" } }"#,
            ".env.development": "BROWSER=none\nPORT=3001\n",
            ".env.production": "GENERATE_SOURCEMAP=false\nBROWSER=firefox\n",
            ".env": "BROWSER=None # no tab\nGENERATE_SOURCEMAP=\"false\" # smaller build\n",
            ".env.local": "GENERATE_SOURCEMAP=FALSE\n",
        ]).audit()
        let found = result.findings("cra-env-config-vars").map { "\($0.file):\($0.line) \($0.severity) \($0.fix ?? "")" }
        #expect(found == [
            ".env:1 info Remove it: nothing to port.",
            ".env:2 info Remove it: nothing to port.",
            ".env.development:1 info Remove it: nothing to port.",
            ".env.development:2 autoFixable server: { port: … } in vite.config",
            ".env.local:1 autoFixable build: { sourcemap: … }",
            ".env.production:1 info Remove it: nothing to port.",
            ".env.production:2 autoFixable server: { open: … }",
        ])
        #expect(result.findings("cra-env-config-vars").first?.message == "BROWSER asks react-scripts for what Vite does by default: Vite opens no browser (server.open is unset) and does not read the variable.")
        #expect(!result.findings.contains { $0.message.contains("none") || $0.message.contains("false") }, "no .env value is written out")
    }

    /// DISABLE_NEW_JSX_TRANSFORM=true kept CRA 4 on the classic JSX runtime, which @vitejs/plugin-react has too
    /// (`jsxRuntime: 'classic'`): "no equivalent setting" sent the app to the automatic runtime unasked. Any other
    /// value is the automatic runtime, react-scripts' default and the plugin's.
    @Test func theClassicJSXOptOutHasItsViteSetting() {
        let result = ConfigFixture(files: [
            "package.json": #"{ "dependencies": { "react-scripts": "4.0.3" } }"#,
            ".env": "DISABLE_NEW_JSX_TRANSFORM=true\n",
            ".env.development": "DISABLE_NEW_JSX_TRANSFORM=false\n",
        ]).audit()
        let found = result.findings("cra-env-config-vars").map { "\($0.file):\($0.line) \($0.severity) \($0.fix ?? "")" }
        #expect(found == [
            ".env:1 autoFixable react({ jsxRuntime: 'classic' }) in vite.config keeps the classic runtime; or remove it for the automatic one (react18-jsx-runtime lists the React imports that become unused)",
            ".env.development:1 info Remove it: nothing to port.",
        ], "\(found)")
    }

    @Test func aDollarInADotenvCommentIsNotInTheValue() {
        let env = "A_ONE=abc # costs $ 5\nA_TWO=\"x # $ 5\" # $ not\nA_THREE=plain$ VAR\nA_FOUR=\"escaped \\$ 5\"\n"
        let result = ConfigFixture(files: [".env": env, "package.json": "{}"]).audit()
        #expect(result.findings("env-dotenv-dollar").map(\.line) == [2, 3])
    }

    @Test func onlyDollarsThatCRAAndViteExpandDifferentlyAreReported() {
        let env = """
            REACT_APP_VERSION=$npm_package_version
            REACT_APP_URL="https://${HOST}.example.com/$PATH_PART"
            REACT_APP_PASSWORD=pa$$w0rd
            REACT_APP_API=https://$SUBDOMAIN.example.com
            REACT_APP_TAG=$BRANCH-build
            REACT_APP_PORT=${PORT:-3000}
            REACT_APP_ESCAPED=\\$5 and \\$HOME
            """
        let findings = ConfigFixture(files: [".env": env, "package.json": #"{ "dependencies": { "react-scripts": "5.0.1" } }"#]).audit().findings("env-dotenv-dollar")
        #expect(findings.map { "\($0.line):\($0.column)" } == ["3:22", "4:23", "5:15", "6:16"], "\(findings.map { "\($0.line):\($0.column) \($0.message)" })")
        #expect(findings[0].message.contains("was dropped by CRA's dotenv-expand and is kept by Vite's"), "\(findings[0].message)")
        #expect(findings[0].fix?.hasPrefix("Write that dollar as \\$ to keep it") == true, "\(findings[0].fix ?? "")")
        #expect(findings[1].message.contains("Vite reads the dots as part of the name"), "\(findings[1].message)")
        #expect(findings[2].message.contains("are defaults to Vite") && findings[3].message.contains("are defaults to Vite"))
        #expect(!findings.contains { $0.message.contains("lost") || $0.message.contains("w0rd") }, "\(findings.map(\.message))")
    }

    @Test func outsideCRAHomepageIsNpmsProjectURLAndTheTemplateIsNotCRAs() {
        let manifest = #"{ "name": "app", "homepage": "https://github.com/acme/app#readme", "devDependencies": { "webpack": "^4.46.0" } }"#
        let result = ConfigFixture(files: ["package.json": manifest, "public/index.html": "<html></html>\n", ".env": "PORT=4000\n"]).audit()
        #expect(result.findings("cra-homepage").isEmpty)
        #expect(result.findings("html-entry-location").first?.message.hasPrefix("public/index.html is the page template;") == true)
        #expect(result.findings("cra-env-config-vars").first?.message.hasPrefix("PORT is a setting CRA defined, read here by the project's own tooling") == true)
    }

    @Test("src/setupTests.js is CRA's only where react-scripts runs Jest: a webpack app's or an ejected one's Jest config names it")
    func setupTestsOnlyUnderReactScripts() {
        let webpackApp = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "jest": "^26.0.0", "webpack": "^4.0.0" } }"#, "src/setupTests.js": "import 'raf/polyfill';\n",
        ]).audit()
        #expect(webpackApp.findings("cra-setup-tests").isEmpty)
        let ejected = ConfigFixture(files: [
            "package.json": #"{ "dependencies": { "react-dev-utils": "^11.0.0" }, "jest": { "setupFilesAfterEnv": ["<rootDir>/src/setupTests.js"] } }"#,
            "config/paths.js": "module.exports = {};\n", "scripts/test.js": "\n", "src/setupTests.js": "\n",
        ]).audit()
        #expect(ejected.findings("cra-setup-tests").isEmpty)
        #expect(ejected.findings.contains { $0.message.contains("setupFilesAfterEnv") })
    }

    @Test func jestConfigsThatScriptsNameAreReadWhateverTheirNames() {
        let manifest = #"""
        { "devDependencies": { "jest": "^26.6.0" },
          "scripts": { "test": "jest --config test/unit.config.js", "test:e2e": "NODE_ENV=test jest -c=./test/e2e.json --runInBand",
                       "test:inline": "jest --config '{\"testEnvironment\":\"node\"}'" } }
        """#
        let files = [
            "package.json": manifest,
            "test/unit.config.js": "module.exports = {\n  testEnvironment: 'jsdom',\n  setupFilesAfterEach: [],\n  testURL: 'http://localhost/',\n};\n",
            "test/e2e.json": "{\n  \"testTimeout\": 30000\n}\n",
            "test/other.config.js": "module.exports = { testURL: 'http://localhost/' };\n",
        ]
        let result = ConfigFixture(files: files).audit()
        let jest = result.findings.filter { $0.file.hasPrefix("test/") }.map { "\($0.file):\($0.line)" }
        #expect(jest.contains("test/unit.config.js:4") && jest.contains("test/e2e.json:2"), "\(jest)")
        #expect(!jest.contains { $0.hasPrefix("test/other.config.js") })
        #expect(result.facts.configurationFiles == ["test/e2e.json", "test/unit.config.js"])
        #expect(ConfigAuditor.jestConfigs(inScript: "jest --config '{\"a\":1}' && npx jest -c jest/ci.js") == ["jest/ci.js"])
    }

    /// Taranovskii-Vadim/nomination-survey's front/jest.config.js names jsdom by its package name.
    @Test("testEnvironment's fix names Vitest's environment", arguments: [
        ("jest-environment-jsdom", "test.environment: 'jsdom'"), ("node", "test.environment: 'node'"),
        ("enzyme", "test.environment: a Vitest environment in place of the Jest environment 'enzyme'"),
    ])
    func testEnvironmentsFixNamesVitestsEnvironment(jest: String, fix: String) {
        let result = ConfigFixture(files: ["package.json": "{}", "jest.config.js": "module.exports = {\n  testEnvironment: '\(jest)',\n};\n"]).audit()
        #expect(result.findings("test-jest-config").map(\.fix) == [fix])
    }

    @Test("package.json's proxy is CRA's dev server's only: a webpack-dev-server project's is not reported")
    func proxyFieldOnlyUnderCRA() {
        let webpackApp = ConfigFixture(files: ["package.json": #"{ "proxy": "http://localhost:4000", "devDependencies": { "webpack-dev-server": "^3.0.0" } }"#]).audit()
        #expect(webpackApp.findings("cra-setup-proxy").isEmpty)
        let cra = ConfigFixture(files: ["package.json": #"{ "proxy": "http://localhost:4000", "dependencies": { "react-scripts": "4.0.3" } }"#]).audit()
        #expect(cra.findings("cra-setup-proxy").count == 1)
    }

    @Test("%REACT_APP_X% in the page is replaced by Vite when vite.config's envPrefix exposes REACT_APP_")
    func anExposedPrefixIsReplacedInTheHTML() {
        let html = "<title>%REACT_APP_TITLE%</title>\n<meta content=\"%SENTRY_DSN%\">\n"
        let exposed = ConfigFixture(files: [
            "package.json": "{}", "public/index.html": html, "vite.config.js": "export default { envPrefix: ['VITE_', 'REACT_APP_'] };\n",
        ]).audit()
        #expect(exposed.findings.filter { $0.file == "public/index.html" && $0.message.hasPrefix("%") }.map(\.message) == [
            "%SENTRY_DSN% in public/index.html is not replaced by Vite; it stays in the page as literal text.",
        ])
        let plain = ConfigFixture(files: ["package.json": "{}", "public/index.html": html]).audit()
        #expect(plain.findings.filter { $0.file == "public/index.html" && $0.message.hasPrefix("%") }.count == 2)
    }

    /// A TypeScript CRA app's react-app-env.d.ts also types process.env and SVGR imports; replacing the file with a
    /// bare vite/client reference would drop the one and contradict the other.
    @Test func envDtsFixCarriesOverProcessEnvAndSvgDeclarations() {
        let dts = """
            /// <reference types="react-scripts" />
            declare module '*.svg' { export const ReactComponent: React.FC; const src: string; export default src; }
            declare namespace NodeJS { interface ProcessEnv { readonly REACT_APP_API_URL: string } }
            """
        let typed = ConfigFixture(files: ["package.json": "{}", "src/react-app-env.d.ts": dts]).audit()
        #expect(typed.findings("cra-env-dts").map(\.fix) == [
            "Replace it with src/vite-env.d.ts containing /// <reference types=\"vite/client\" />; move the NodeJS.ProcessEnv keys to interface ImportMetaEnv { readonly VITE_…: string } (renamed as the code is); drop the '*.svg' ReactComponent declaration: import '…svg?react' and reference vite-plugin-svgr/client before vite/client."
        ])
        let plain = ConfigFixture(files: ["package.json": "{}", "src/react-app-env.d.ts": "/// <reference types=\"react-scripts\" />\n"]).audit()
        #expect(plain.findings("cra-env-dts").map(\.fix) == ["Replace it with src/vite-env.d.ts containing /// <reference types=\"vite/client\" />."])
    }

    /// react-scripts runs the TypeScript checker when tsconfig.json exists; Vite's build only strips the types.
    @Test func typeScriptBuildScriptKeepsTheTypeCheck() {
        let manifest = #"{ "dependencies": { "react-scripts": "5.0.1" }, "scripts": { "start": "react-scripts start", "build": "react-scripts build" } }"#
        let typed = ConfigFixture(files: ["package.json": manifest, "tsconfig.json": "{}"]).audit()
        #expect(typed.findings("cra-react-scripts").compactMap(\.fix).filter { $0.hasPrefix("\"") } == [
            "\"start\": \"vite\"",
            "\"build\": \"vite build\" (CRA failed the build on type errors, Vite only strips types: run tsc --noEmit before vite build)",
        ])
        let plain = ConfigFixture(files: ["package.json": manifest]).audit()
        #expect(plain.findings("cra-react-scripts").contains { $0.fix == "\"build\": \"vite build\"" })
    }

    /// microsoft/TypeScript-React-Starter: CRA-TypeScript before CRA 2.1 was wmonk's fork react-scripts-ts, with CRA's
    /// build/, public/index.html, jsdom Jest and scripts; none of that was reported for it.
    @Test func reactScriptsTSIsCreateReactApp() {
        let manifest = """
            {
              "name": "react-typescript-tutorial",
              "version": "0.1.0",
              "private": true,
              "devDependencies": {
                "react-addons-test-utils": "^15.4.2",
                "react-scripts-ts": "1.0.6"
              },
              "dependencies": { "react": "^15.4.2", "react-dom": "^15.4.2" },
              "scripts": {
                "start": "react-scripts-ts start",
                "build": "react-scripts-ts build",
                "test": "react-scripts-ts test --env=jsdom",
                "eject": "react-scripts-ts eject"
              }
            }
            """
        let result = ConfigFixture(files: ["package.json": manifest, "tsconfig.json": "{}", "public/index.html": "<div id=\"root\"></div>\n", "src/index.tsx": ""]).audit()
        #expect(result.findings("cra-react-scripts").map(\.line) == [7, 11, 12, 13, 14])
        #expect(result.findings("cra-react-scripts").first?.fix == "npm remove react-scripts-ts && npm install -D vite @vitejs/plugin-react vitest jsdom")
        #expect(result.findings("cra-react-scripts").contains { $0.fix == "\"test\": \"vitest --environment=jsdom\"" })
        #expect(result.findings("build-outdir").map(\.message) == ["react-scripts-ts build writes to build/; Vite writes to dist/."])
        #expect(result.findings("test-env-default").count == 1)
        #expect(result.findings("html-entry-location").first?.message.hasPrefix("public/index.html is CRA's page template") == true)
        #expect(!result.facts.babelLooseClassProperties)
    }

    /// microsoft/TypeScript-React-Starter (TypeScript's "React & Webpack" page): a hand-written root index.html loads
    /// webpack's output with a classic script. Under Vite that page is the entry, and the script loads nothing of the app.
    @Test func rootPageLoadingTheWebpackBundleNamesTheEntryModule() {
        let config = """
            module.exports = {
                entry: "./src/index.tsx",
                output: {
                    filename: "bundle.js",
                    path: __dirname + "/build/dist"
                },
                resolve: { extensions: [".ts", ".tsx", ".js", ".json"] },
                module: { rules: [{ test: /\\.tsx?$/, loader: "awesome-typescript-loader" }] },
                externals: { "react": "React", "react-dom": "ReactDOM" }
            };
            """
        let page = """
            <!DOCTYPE html>
            <html>
                <body>
                    <div id="example"></div>

                    <!-- Dependencies -->
                    <script src="./node_modules/react/umd/react.development.js"></script>
                    <script src="./node_modules/react-dom/umd/react-dom.development.js"></script>

                    <!-- Main -->
                    <script src="./dist/bundle.js"></script>
                    <!-- <script src="./dist/bundle.js"></script> -->
                </body>
            </html>
            """
        let files = ["webpack.config.js": config, "index.html": page, "src/index.tsx": "", "package.json": "{}"]
        let result = ConfigFixture(files: files).audit()
        #expect(result.findings("html-entry-location").map { "\($0.line):\($0.column)" } == ["11:9"])
        #expect(result.findings("html-entry-location").first?.fix == "Replace it with <script type=\"module\" src=\"/src/index.tsx\"></script>.")
        // Already a module script, or a page whose scripts are another file: nothing to say.
        var migrated = files
        migrated["index.html"] = "<script type=\"module\" src=\"/src/index.tsx\"></script>\n<script src=\"/vendor/bundle.js.map.js\"></script>\n"
        #expect(ConfigFixture(files: migrated).audit().findings("html-entry-location").isEmpty)
    }

    /// webpack 2–3 with CommonsChunkPlugin: `[name].js` writes vendor.js and app.js, which the hand-written page loads.
    @Test func rootPageLoadingNamedEntryBundlesNamesTheEntryModuleAndDropsTheVendorChunk() {
        let config = """
            module.exports = {
              entry: { vendor: ['react', 'react-dom'], app: './src/index.js' },
              output: { path: __dirname + '/build', filename: '[name].js' },
            };
            """
        let page = "<body>\n<div id=\"root\"></div>\n<script src=\"build/vendor.js\"></script>\n<script src=\"build/app.js\"></script>\n</body>\n"
        let result = ConfigFixture(files: ["webpack.config.js": config, "index.html": page, "src/index.js": "", "package.json": "{}"]).audit()
        #expect(result.findings("html-entry-location").map { "\($0.line) \($0.fix ?? "")" } == [
            "3 Remove it.",
            "4 Replace it with <script type=\"module\" src=\"/src/index.js\"></script>.",
        ])
        #expect(result.findings("html-entry-location").first?.message == "index.html loads build/vendor.js, the vendor chunk of packages webpack.config.js writes; under Vite index.html is the entry, and the app's module script brings the packages it imports.")
        // A hash in the name: the page cannot have named the file, so nothing is matched.
        let hashed = ConfigFixture(files: ["webpack.config.js": config.replacingOccurrences(of: "[name].js", with: "[name].[chunkhash].js"), "index.html": page, "src/index.js": "", "package.json": "{}"]).audit()
        #expect(hashed.findings("html-entry-location").isEmpty)
        // Two pages: the script's entry module is not known, so no fix names one.
        let pages = ConfigFixture(files: ["webpack.config.js": config.replacingOccurrences(of: "vendor: ['react', 'react-dom']", with: "admin: './src/admin.js'"), "index.html": page, "src/index.js": "", "src/admin.js": "", "package.json": "{}"]).audit()
        #expect(pages.findings("html-entry-location").isEmpty)
    }

    @Test("A vendor chunk that lists a polyfill is removed with a word on the polyfill, which no module of the app imports")
    func rootPageVendorChunkWithAPolyfill() {
        let config = """
            module.exports = {
              entry: { vendor: ['babel-polyfill', 'react'], app: './src/index.js' },
              output: { path: __dirname + '/build', filename: '[name].js' },
            };
            """
        let page = "<body>\n<script src=\"build/vendor.js\"></script>\n<script src=\"build/app.js\"></script>\n</body>\n"
        let result = ConfigFixture(files: ["webpack.config.js": config, "index.html": page, "src/index.js": "", "package.json": "{}"]).audit()
        // It said the app's module script brings the chunk's packages, which it does not for a polyfill.
        let vendor = result.findings("html-entry-location").first
        #expect(vendor?.message == "index.html loads build/vendor.js, the vendor chunk of packages webpack.config.js writes; under Vite index.html is the entry, and the app's module script brings the packages it imports, but not the polyfills this chunk lists ('babel-polyfill'), which no module of the app imports.")
        #expect(vendor?.fix == "Remove it; where the browsers you support need 'babel-polyfill', add @vitejs/plugin-legacy (see html-polyfill-entries).")
    }

    @Test func craPackageJSONRules() {
        let result = craProject().audit()
        #expect(result.findings("cra-react-scripts").map(\.line) == [7, 10, 10, 10])
        #expect(result.findings("cra-react-scripts").contains { $0.fix == "\"build\": \"vite build\"" })
        #expect(result.findings("cra-homepage").first?.fix == "base: '/app/' in vite.config")
        #expect(result.findings("cra-setup-proxy").count == 2)
        // CRA's package.json proxy sets changeOrigin, secure: false, ws and xfwd (react-dev-utils' prepareProxy).
        #expect(result.findings("cra-setup-proxy").contains { $0.file == "package.json" && $0.fix
            == "server: { proxy: { '/api': { target: 'http://localhost:4000', changeOrigin: true, secure: false, ws: true, xfwd: true } } } (one entry per API prefix)" })
        #expect(result.findings("cra-setup-proxy").contains { $0.file == "src/setupProxy.js" && $0.line == 3 && $0.fix == "server: { proxy: { '/api': { target: 'http://localhost:5000', changeOrigin: true, rewrite: (path) => path.replace(/^\\/api/, '') } } }" })
        #expect(result.findings("cra-setup-tests").first?.fix == "test: { setupFiles: ['src/setupTests.js'] } in vite.config")
        #expect(result.findings("cra-env-dts").count == 1)
        #expect(result.findings("cra-eslint-config").count == 1)
        #expect(result.findings("build-browserslist").count == 1)
        #expect(result.findings("env-mode-files").contains { $0.file == "package.json" && $0.line == 10 && $0.message.hasSuffix("where CRA forbade overriding it.") })
        // A webpack project's script never had CRA forbid anything.
        let webpack = ConfigFixture(files: ["package.json": #"{ "scripts": { "build": "NODE_ENV=production webpack --mode production" } }"#, "webpack.config.js": "module.exports = {};\n"]).audit()
        #expect(webpack.findings("env-mode-files").map(\.message) == ["script \"build\" sets NODE_ENV; Vite's mode (--mode) is separate from NODE_ENV, and Vite honours NODE_ENV as set: .env files and import.meta.env.MODE follow --mode."])
        #expect(result.findings("test-babel-jest").count == 1)
        #expect(result.findings("test-jest-config").count == 2)
        #expect(result.findings("cra-jest-defaults").count == 1)
        #expect(result.findings("test-env-default").first?.line == 7)
        #expect(result.findings("build-outdir").first?.message == "react-scripts build writes to build/; Vite writes to dist/.")
        #expect(result.facts.entries == ["src/index.js"])
    }

    /// A CRA project whose src/setupProxy.js is `proxy`, with http-proxy-middleware declared at `version`.
    func setupProxyFindings(_ proxy: String, httpProxyMiddleware version: String = "^1.0.6") -> [Finding] {
        let manifest = #"{ "dependencies": { "react-scripts": "4.0.3" }, "devDependencies": { "http-proxy-middleware": "\#(version)" } }"#
        return ConfigFixture(files: ["package.json": manifest, "src/setupProxy.js": proxy]).audit().findings("cra-setup-proxy")
    }

    @Test func aProxyMountedByAppUseIsKeyedByTheMountPathAndOtherHandlersAreCustomMiddleware() {
        let proxy = """
            const { createProxyMiddleware } = require('http-proxy-middleware');
            module.exports = function (app) {
              app.use(
                '/api',
                createProxyMiddleware({ target: 'http://localhost:4000', changeOrigin: true, pathRewrite: { '^/api': '' } })
              );
              app.use('/health', (req, res) => res.send(req.get('host')));
              const region = settings.get('region', 'eu');
            };
            """
        let findings = setupProxyFindings(proxy)
        #expect(findings.map { "\($0.line) \($0.severity)" } == ["5 autoFixable", "7 manualFix"], "\(findings.map(\.message))")
        #expect(findings.first?.fix == "server: { proxy: { '/api': { target: 'http://localhost:4000', changeOrigin: true, rewrite: (path) => path.replace(/^\\/api/, '') } } }")
        #expect(findings.last?.message.hasPrefix("app.use('/health', …) in src/setupProxy.js adds custom middleware") == true, "\(findings.map(\.message))")
        #expect(findings.last?.fix?.contains("server.middlewares.use('/health', (req, res, next) =>") == true, "\(findings.map { $0.fix ?? "" })")
    }

    /// changeOrigin, ws and secure are written as the file sets them unless they are http-proxy's default, which
    /// Vite's proxy shares: a computed value is carried, not dropped.
    @Test func proxyOptionsAreCarriedAsWrittenUnlessTheyAreTheDefault() {
        let proxy = """
            const { createProxyMiddleware } = require('http-proxy-middleware');
            module.exports = function (app) {
              app.use(createProxyMiddleware('/api', { target: 'https://localhost:4000', changeOrigin: !!process.env.REMOTE, ws: false, secure: false }));
            };
            """
        #expect(setupProxyFindings(proxy).map(\.fix) == ["server: { proxy: { '/api': { target: 'https://localhost:4000', changeOrigin: !!process.env.REMOTE, secure: false } } }"])
    }

    /// A value with no text to paste is named by its line in place of a value (a comment alone is none, and the
    /// suggested object would not be JavaScript), and the fix is a manual one.
    @Test func aProxyOptionWithoutTextIsNamedInPlaceOfAValue() throws {
        let proxy = """
            const { createProxyMiddleware } = require('http-proxy-middleware');
            module.exports = function (app) {
              app.use(createProxyMiddleware('/api', { target: 'https://localhost:4000', secure: new Boolean(false) }));
            };
            """
        let finding = try #require(setupProxyFindings(proxy).first)
        #expect(finding.fix == "server: { proxy: { '/api': { target: 'https://localhost:4000', secure: undefined /* copy the value at src/setupProxy.js:3 */ } } }")
        #expect(finding.message.hasSuffix("; its secure at src/setupProxy.js:3 is known only when it runs: copy it."))
        #expect(finding.severity == .manualFix)
    }

    @Test func httpProxyMiddleware3StripsTheMountPathSoTheRewriteDoesToo() {
        let proxy = """
            const { createProxyMiddleware } = require('http-proxy-middleware');
            const backend = createProxyMiddleware({ target: 'http://localhost:5000/api' });
            module.exports = (app) => { app.use('/api', backend); };
            """
        #expect(setupProxyFindings(proxy, httpProxyMiddleware: "^3.0.0").map(\.fix) == ["server: { proxy: { '/api': { target: 'http://localhost:5000/api', rewrite: (path) => path.replace(/^\\/api/, '') } } }"])
        #expect(setupProxyFindings(proxy, httpProxyMiddleware: "2.0.6").map(\.fix) == ["server: { proxy: { '/api': { target: 'http://localhost:5000/api' } } }"])
        let unknown = setupProxyFindings(proxy, httpProxyMiddleware: "*")
        #expect(unknown.first?.message.contains("http-proxy-middleware 3 strips the mount path") == true, "\(unknown.map(\.message))")
    }

    @Test func aProxyWithoutAnyPathIsNeverKeyedBySlash() {
        let proxy = "module.exports = (app) => { app.use(createProxyMiddleware({ target: 'http://localhost:4000' })); };\n"
        let findings = setupProxyFindings(proxy)
        #expect(findings.map(\.severity) == [.manualFix])
        #expect(findings.first?.message.hasPrefix("src/setupProxy.js proxies every request to http://localhost:4000") == true, "\(findings.map(\.message))")
        #expect(findings.first?.fix?.contains("'/'") == false, "\(findings.map { $0.fix ?? "" })")
    }

    @Test func onlyTheFirstMatchingPathRewriteRuleApplies() {
        let proxy = "module.exports = (app) => { app.use(proxy(['/api', '/auth'], { target: 'http://b', pathRewrite: { '^/api/v1': '/v2', '^/auth': '' } })); };\n"
        let findings = setupProxyFindings(proxy, httpProxyMiddleware: "0.19.1")
        #expect(findings.map { $0.message.split(separator: " ")[2] } == ["/api", "/auth"])
        #expect(findings.first?.fix == "server: { proxy: { '/api': { target: 'http://b', rewrite: (path) => /^\\/api\\/v1/.test(path) ? path.replace(/^\\/api\\/v1/, '/v2') : /^\\/auth/.test(path) ? path.replace(/^\\/auth/, '') : path } } }")
    }

    @Test("A CRA script becomes Vite's with the flags Vite or Vitest can take, and names the rest", arguments: [
        ("CI=true react-app-rewired test --coverage", #""test:ci": "vitest run --coverage""#),
        ("react-scripts test --watchAll=false --env=jsdom -t \"renders app\" src/App", #""test:ci": "vitest run --environment=jsdom -t \"renders app\" src/App""#),
        ("react-scripts test --runInBand --detectOpenHandles", #""test:ci": "vitest --no-file-parallelism" (no Vitest equivalent for --detectOpenHandles (configure it in vite.config's test block, if at all))"#),
        ("PORT=3001 craco start", #""test:ci": "vite --port 3001""#),
        ("npm run lint && react-scripts build --stats", #""test:ci": "npm run lint && vite build" (no Vite equivalent for --stats (their settings move into vite.config))"#),
        ("react-scripts eject", #"Remove the "test:ci" script: Vite has no eject, vite.config is the whole configuration."#),
    ])
    func scriptsKeepTheirArguments(command: String, fix: String) {
        #expect(scriptFixes(command) == [fix])
    }

    /// The fixes of the cra-react-scripts findings for a package.json whose one script, "test:ci", is `command`.
    func scriptFixes(_ command: String) -> [String?] {
        let manifest = #"{ "devDependencies": { "react-scripts": "5.0.1" }, "scripts": { "test:ci": "\#(command.replacingOccurrences(of: "\"", with: "\\\""))" } }"#
        return ConfigFixture(files: ["package.json": manifest]).audit().findings("cra-react-scripts").filter { $0.message.hasPrefix("script") }.map(\.fix)
    }

    @Test("Node flags before the CRA command are not the command: Vitest takes the debugger's", arguments: [
        ("react-scripts --inspect-brk test --runInBand --no-cache", #""test:ci": "vitest --inspect-brk --no-file-parallelism" (no Vitest equivalent for --no-cache (configure it in vite.config's test block, if at all))"#),
        ("react-scripts --inspect=9230 test src/App", #""test:ci": "vitest --inspect=9230 --no-file-parallelism src/App""#),
        ("react-scripts --inspect start", #""test:ci": "vite" (--inspect went to Node, not to react-scripts: node --inspect node_modules/vite/bin/vite.js keeps it)"#),
    ])
    func nodeFlagsBeforeTheCommand(command: String, fix: String) {
        #expect(scriptFixes(command) == [fix])
    }

    @Test("Jest flags take Vitest's spelling, and Jest's jsdom environments are Vitest's jsdom", arguments: [
        ("react-scripts test --updateSnapshot --silent", #""test:ci": "vitest --update --silent""#),
        ("react-scripts test -u --testNamePattern=App --maxWorkers=50%", #""test:ci": "vitest -u -t App --maxWorkers=50%""#),
        ("react-scripts test --env=jsdom-fourteen", #""test:ci": "vitest --environment=jsdom""#),
        ("react-scripts test --env=jest-environment-jsdom-sixteen", #""test:ci": "vitest --environment=jsdom""#),
        ("react-scripts test --env node", #""test:ci": "vitest --environment=node""#),
        ("react-scripts test --env=./test/custom-env.js", #""test:ci": "vitest" (no Vitest equivalent for --env=./test/custom-env.js (configure it in vite.config's test block, if at all))"#),
    ])
    func jestFlagsTakeVitestsSpelling(command: String, fix: String) {
        #expect(scriptFixes(command) == [fix])
    }

    @Test("CRA's tooling variables become Vite flags or are named as left out; cmd's set counts as an assignment", arguments: [
        ("HTTPS=true BROWSER=none react-scripts start", #""test:ci": "vite" (HTTPS=true is left out: Vite serves https only with server.https in vite.config ({ cert, key } read from the certificate files, or @vitejs/plugin-basic-ssl for a self-signed one); BROWSER=none is left out: Vite opens no browser unless --open)"#),
        ("BROWSER=firefox react-scripts start", #""test:ci": "BROWSER=firefox vite --open""#),
        ("GENERATE_SOURCEMAP=false react-scripts build", #""test:ci": "vite build" (GENERATE_SOURCEMAP=false is left out: Vite's build.sourcemap is false by default)"#),
        ("BUILD_PATH=out FAST_REFRESH=false react-scripts build", #""test:ci": "vite build --outDir out" (FAST_REFRESH=false is left out: react-scripts build read it, Vite does not (Vite has no equivalent setting))"#),
        ("set PORT=3001 && react-scripts start", #""test:ci": "vite --port 3001""#),
        ("npm run lint && set PORT=3001 && set REACT_APP_X=1 && react-scripts start", #""test:ci": "npm run lint && set VITE_X=1 && vite --port 3001" (REACT_APP_X is set as VITE_X: Vite exposes only VITE_* variables to the app)"#),
        // The app reads import.meta.env.VITE_VERSION (env-process-env-static's fix): the script sets that name.
        ("cross-env REACT_APP_VERSION=$npm_package_version react-scripts build", #""test:ci": "cross-env VITE_VERSION=$npm_package_version vite build" (REACT_APP_VERSION is set as VITE_VERSION: Vite exposes only VITE_* variables to the app)"#),
    ])
    func craToolingVariables(command: String, fix: String) {
        #expect(scriptFixes(command) == [fix])
    }

    /// The absolute-import set-up of CRA tutorials (velopert's among them): `cross-env NODE_PATH=src react-scripts start`.
    @Test func nodePathInAScriptIsAModuleDirectoryAndLeftOutOfTheViteScript() {
        #expect(scriptFixes("cross-env NODE_PATH=src react-scripts start") == [#""test:ci": "vite" (NODE_PATH=src is left out: Vite ignores NODE_PATH (resolve.alias or a baseUrl instead))"#])
        let manifest = #"{ "dependencies": { "react-scripts": "2.1.8" }, "scripts": { "start": "cross-env NODE_PATH=src react-scripts start", "server": "NODE_PATH=./api node bin/api.js" } }"#
        let result = ConfigFixture(files: ["package.json": manifest]).audit()
        let found = result.findings("wp-resolve-modules")
        #expect(found.map(\.message) == [#"script "start" sets NODE_PATH=src, so react-scripts resolves bare imports like 'components/Button' from src/; Vite ignores NODE_PATH."#])
        // A Node program's NODE_PATH is Node's module lookup, not the bundle's.
        #expect(result.facts.resolveModules == ["src"])
    }

    @Test("Only the eject goes from a script that does more", arguments: [
        ("react-scripts build && react-scripts eject", #""test:ci": "vite build" (react-scripts eject is left out: Vite has no eject, vite.config is the whole configuration)"#),
        ("react-scripts eject && npm run lint", #""test:ci": "npm run lint" (react-scripts eject is left out: Vite has no eject, vite.config is the whole configuration)"#),
    ])
    func onlyTheEjectGoes(command: String, fix: String) {
        #expect(scriptFixes(command) == [fix])
    }

    @Test func nodeEnvBeforeABuildIsDroppedBecauseCRAForcedProduction() {
        let manifest = #"{ "devDependencies": { "react-app-rewired": "2.2.1", "react-scripts": "5.0.1" }, "scripts": { "build:staging": "NODE_ENV=staging react-app-rewired build" } }"#
        let fix = ConfigFixture(files: ["package.json": manifest]).audit().findings("cra-react-scripts").first { $0.message.hasPrefix("script") }?.fix ?? ""
        #expect(fix.hasPrefix(#""build:staging": "vite build" (NODE_ENV=staging is left out: react-app-rewired build set NODE_ENV=production"#), "\(fix)")
        #expect(fix.contains("--mode staging would read .env.staging instead"), "\(fix)")
    }

    @Test("CRA's Jest defaults carry both of its test patterns, and only the setup file that exists", arguments: [nil, "src/setupTests.ts"])
    func jestDefaultsFix(_ setup: String?) {
        var files = ["package.json": #"{ "devDependencies": { "react-scripts": "3.0.1" }, "jest": { "collectCoverageFrom": ["src/**/*.js"] } }"#,
                     "src/index.js": "export default 1;"]
        if let setup { files[setup] = "import '@testing-library/jest-dom';" }
        let fix = ConfigFixture(files: files).audit().findings("cra-jest-defaults").first?.fix ?? ""
        #expect(fix.contains("include: ['src/**/__tests__/**/*.{js,jsx,ts,tsx}', 'src/**/*.{spec,test}.{js,jsx,ts,tsx}']"), "\(fix)")
        #expect(fix.contains("setupFiles") == (setup != nil), "\(fix)")
        if let setup { #expect(fix.contains("setupFiles: ['\(setup)']"), "\(fix)") }
    }

    @Test("CRA's Jest defaults in the fix give way to the project's own resetMocks and testEnvironment", arguments: [
        (#"{ "collectCoverageFrom": ["src/**/*.js"] }"#, "test: { environment: 'jsdom', mockReset: true, include: "),
        (#"{ "resetMocks": false }"#, "test: { environment: 'jsdom', mockReset: false, include: "),
        (#"{ "testEnvironment": "node", "resetMocks": true }"#, "test: { environment: 'node', mockReset: true, include: "),
        (#"{ "testEnvironment": "jest-environment-jsdom-sixteen" }"#, "test: { environment: 'jsdom', mockReset: true, include: "),
        (#"{ "testEnvironment": "./test/env.js" }"#, "test: { mockReset: true, include: "),
        (#"{ "testMatch": ["**/*.spec.js"], "resetMocks": false }"#, "test: { environment: 'jsdom', mockReset: false }"),
    ])
    func jestDefaultsFollowTheProjectsOverrides(jest: String, prefix: String) {
        let files = ["package.json": #"{ "devDependencies": { "react-scripts": "4.0.3" }, "jest": "# + jest + " }"]
        let fix = ConfigFixture(files: files).audit().findings("cra-jest-defaults").first?.fix ?? ""
        #expect(fix.hasPrefix(prefix), "\(fix)")
        #expect(fix.hasSuffix("'./test/env.js' needs a Vitest environment in its place") == jest.contains("env.js"), "\(fix)")
    }

    @Test("resetMocks: true is CRA's only from react-scripts 4.0; a range that pins no major says so", arguments: [
        ("3.4.1", false, false), ("^4.0.3", true, false), ("latest", true, true),
    ])
    func jestDefaultsResetMocksFollowTheReactScriptsVersion(range: String, resets: Bool, unknown: Bool) {
        let files = ["package.json": #"{ "devDependencies": { "react-scripts": "\#(range)" }, "jest": { "collectCoverageFrom": ["src/**/*.js"] } }"#]
        let finding = ConfigFixture(files: files).audit().findings("cra-jest-defaults").first
        let fix = finding?.fix ?? ""
        #expect(fix.contains("mockReset: true") == resets, "\(fix)")
        #expect(finding?.message.contains("resetMocks: true") == resets, "\(finding?.message ?? "")")
        #expect(finding?.message.contains("resetMocks: true from react-scripts 4") == unknown, "\(finding?.message ?? "")")
        #expect(fix.hasSuffix("mockReset: true only for react-scripts 4 or later (3.x did not reset mocks between tests)") == unknown, "\(fix)")
    }

    @Test func plainReactScriptsReadsNoBabelConfiguration() {
        // babel-loader and CRA's Jest transform run with babelrc: false, configFile: false: nothing there ever ran.
        let result = craProject().audit()
        #expect(result.findings("babel-config-present").map(\.file).sorted() == [".babelrc", "package.json"])
        #expect(result.findings("babel-config-present").allSatisfy { $0.message.hasPrefix("react-scripts ignores") }, "\(result.findings("babel-config-present").map(\.message))")
        #expect(result.findings("babel-needed").isEmpty && result.findings("babel-redundant").isEmpty)
        // Jest run directly (not `react-scripts test`) reads the project's Babel configuration.
        var direct = craProject()
        direct.files["package.json"] = direct.files["package.json"]!.replacingOccurrences(of: #""test": "react-scripts test""#, with: #""test": "jest --coverage""#)
        #expect(!direct.audit().findings("babel-config-present").contains { $0.message.hasPrefix("react-scripts ignores") })
        #expect(!direct.audit().findings("babel-needed").isEmpty)
    }

    @Test func babelPluginsAreClassified() {
        // Rewired (craco reads the project's Babel configuration through its own babel section and plugins).
        var project = craProject()
        project.files["package.json"] = project.files["package.json"]!.replacingOccurrences(of: #""react-scripts": "3.4.1""#, with: #""react-scripts": "3.4.1", "@craco/craco": "6.4.5""#)
        let result = project.audit()
        #expect(result.findings("babel-config-present").map(\.file).sorted() == [".babelrc", "package.json"])
        #expect(Set(result.findings("babel-redundant").map(\.message)) == [
            "babel-preset-react-app ('react-app') is redundant under Vite: Oxc already handles this syntax or JSX.",
            "@babel/plugin-proposal-class-properties is redundant under Vite: Oxc already handles this syntax or JSX.",
        ])
        let needed = result.findings("babel-needed").map(\.message)
        #expect(needed.contains { $0.hasPrefix("babel-plugin-macros ('macros') transforms code") })
        #expect(needed.contains { $0.hasPrefix("babel-plugin-module-resolver ('module-resolver') transforms code") })
        #expect(needed.contains { $0.hasPrefix("babel-plugin-dynamic-import-node ('dynamic-import-node') transforms code") })
        #expect(needed.contains { $0.hasPrefix("babel-plugin-mystery is not in the audit's catalog") })
        #expect(result.facts.babelPlugins.contains("macros"))
    }

    @Test func keptBabelPluginsRunTheWayTheTargetViteRunsBabel() {
        let config = "module.exports = { plugins: [['@babel/plugin-proposal-decorators', { legacy: true }], 'macros', 'styled-components'] };\n"
        let fixture = ConfigFixture(files: ["babel.config.js": config, "package.json": "{}"])
        #expect(fixture.audit().findings("babel-needed").map(\.fix) == [
            "keep @babel/plugin-proposal-decorators (legacy) via @rolldown/plugin-babel: Oxc does not lower decorators",
            "keep babel-plugin-macros through @rolldown/plugin-babel or vite-plugin-babel-macros",
            "optional: keep for displayName/SSR via @rolldown/plugin-babel, or drop",
        ])
        #expect(fixture.audit(vite: 7).findings("babel-needed").map(\.fix) == [
            "keep @babel/plugin-proposal-decorators (legacy) via @vitejs/plugin-react({ babel: { plugins } }): esbuild does not lower decorators",
            "keep babel-plugin-macros through @vitejs/plugin-react({ babel: { plugins } }) or vite-plugin-babel-macros",
            "optional: keep for displayName/SSR via @vitejs/plugin-react({ babel: { plugins } }), or drop",
        ])
    }

    @Test func babelEntriesThatPolyfillAreNotOnlySyntax() {
        let config = """
        module.exports = {
          presets: [['@babel/preset-env', { useBuiltIns: 'usage', corejs: 3 }]],
          plugins: ['@babel/plugin-transform-runtime', ['@babel/transform-runtime', { corejs: 3 }]],
          env: { legacy: { presets: [['@babel/preset-env', { useBuiltIns: 'entry' }]] }, modern: { presets: [['@babel/preset-env', { useBuiltIns: false }]] } },
        };
        """
        let findings = ConfigFixture(files: ["babel.config.js": config, "package.json": "{}"]).audit().findings("babel-redundant")
        #expect(findings.map(\.message) == [
            "@babel/preset-env with useBuiltIns: 'usage' injects the core-js polyfills the targeted browsers need; Vite injects no polyfills (build.target only lowers syntax).",
            "@babel/plugin-transform-runtime only makes Babel's helpers and regenerator imports from @babel/runtime instead of copies in each file; without Babel there are no Babel helpers, and Oxc brings its own.",
            "@babel/plugin-transform-runtime ('@babel/transform-runtime') with corejs: 3 rewrites built-ins to core-js-pure imports (polyfills without globals); Vite injects no polyfills.",
            "@babel/preset-env with useBuiltIns: 'entry' narrows `import 'core-js'` to the polyfills the targeted browsers need; Vite does not, so that import bundles all of core-js.",
            "@babel/preset-env is redundant under Vite: Oxc already handles this syntax or JSX.",
        ])
        #expect(findings.map(\.fix) == [
            "Remove @babel/preset-env and add @vitejs/plugin-legacy (legacy({ modernPolyfills: true }) adds polyfills by usage for modern browsers too) to keep polyfills; set build.target for syntax.",
            "Remove @babel/plugin-transform-runtime (and @babel/runtime if nothing else imports it).",
            "Remove @babel/plugin-transform-runtime ('@babel/transform-runtime') and add @vitejs/plugin-legacy (legacy({ modernPolyfills: true }) adds polyfills by usage for modern browsers too) to keep polyfills.",
            "Remove @babel/preset-env; keep the core-js import (every polyfill) or replace it with @vitejs/plugin-legacy (legacy({ modernPolyfills: true }) adds polyfills by usage for modern browsers too); set build.target for syntax.",
            "Remove @babel/preset-env (set build.target for the browsers you support).",
        ])
        #expect(findings.map(\.severity) == [.manualFix, .info, .manualFix, .manualFix, .info])
    }

    @Test("loose class fields: a class-properties plugin or preset-env with loose: true, or the assumption", arguments: [
        (#"{ "plugins": [["@babel/plugin-proposal-class-properties", { "loose": true }]] }"#, true),
        (#"{ "presets": [["@babel/preset-env", { "loose": true, "modules": false }]] }"#, true),
        (#"{ "assumptions": { "setPublicClassFields": true }, "presets": ["@babel/preset-env"] }"#, true),
        (#"{ "plugins": [["@babel/plugin-proposal-class-properties", { "loose": false }]] }"#, false),
        (#"{ "plugins": ["@babel/plugin-proposal-class-properties"] }"#, false),
        (#"{ "plugins": [["@babel/plugin-transform-runtime", { "loose": true }]] }"#, false),
        (#"{ "presets": [["@babel/env", { "loose": true }]] }"#, true),
        (#"{ "presets": ["react-app"] }"#, true),
        (#"{ "presets": ["stage-2"] }"#, true),
        (#"{ "presets": [["stage-2", { "spec": true }]] }"#, false),
        (#"{ "plugins": ["transform-class-properties"] }"#, true),
        (#"{ "plugins": ["@babel/plugin-transform-class-properties"] }"#, false),
        (#"{ "env": { "production": { "assumptions": { "setPublicClassFields": true } } } }"#, true),
    ])
    func looseClassFields(babelrc: String, loose: Bool) {
        let result = ConfigFixture(files: [".babelrc": babelrc, "package.json": "{}"]).audit()
        #expect(result.facts.babelLooseClassProperties == loose)
    }

    @Test func reactScriptsCompilesClassFieldsLoosely() {
        let result = ConfigFixture(files: ["package.json": #"{ "dependencies": { "react-scripts": "4.0.3" } }"#]).audit()
        #expect(result.facts.babelLooseClassProperties)
    }

    @Test func babelShorthandPresetNamesAreTheirPresets() {
        let result = ConfigFixture(files: [".babelrc": #"{ "presets": ["@babel/env", "@babel/react"] }"#, "package.json": "{}"]).audit()
        #expect(result.facts.babelPlugins.sorted() == ["preset-env", "preset-react"])
        #expect(result.findings("babel-needed").isEmpty)
    }

    @Test func htmlAndTSConfig() {
        let result = craProject().audit()
        let variables = result.findings("env-html-placeholders")
        #expect(variables.map { "\($0.line):\($0.column)" } == ["1:24", "2:8"])
        #expect(variables[1].fix == "%VITE_TITLE% (and rename the variable)")
        #expect(result.findings("html-entry-location").count == 1)
        #expect(result.findings("wp-resolve-modules").first?.file == "jsconfig.json")
        #expect(result.facts.resolveModules == ["src"])
        #expect(result.facts.aliases.first?.replacement == "src")
        #expect(result.findings("wp-alias").first?.line == 3)
    }

    @Test("the module script named for public/index.html is CRA's entry that exists, and no made-up file when none does", arguments: [
        ([String](), "src/…"), (["src/index.tsx"], "src/index.tsx"), (["src/index.jsx", "src/index.ts"], "src/index.ts"),
        (["src/index.jsx"], "src/index.jsx"), (["src/index.tsx", "src/index.js"], "src/index.js"),
    ])
    func htmlEntryNamesTheEntryFile(entries: [String], named: String) {
        var files = ["package.json": #"{ "dependencies": { "react-scripts": "4.0.3" } }"#, "public/index.html": "<div id=\"root\"></div>\n"]
        for entry in entries { files[entry] = "export {};" }
        let fix = ConfigFixture(files: files).audit().findings("html-entry-location").first?.fix ?? ""
        #expect(fix.contains("<script type=\"module\" src=\"/\(named)\"></script>"), "\(fix)")
    }

    @Test("a tsconfig paths target ending in the wildcard names its folder, without the `*`", arguments: [
        ("src", "*", "src"), ("src", "./*", "src"), (".", "src/*", "src"), (".", "./src/*", "src"), (nil, "./src/*", "src"),
        (".", "*", "."), ("src", "components/*", "src/components"),
    ])
    func tsconfigPathsWildcardTargets(baseUrl: String?, target: String, folder: String) {
        let options = (baseUrl.map { #""baseUrl": "\#($0)", "# } ?? "") + #""paths": { "@/*": ["\#(target)"] }"#
        let result = ConfigFixture(files: ["tsconfig.json": "{ \"compilerOptions\": { \(options) } }", "package.json": "{}"]).audit()
        #expect(result.findings("wp-alias").first?.fix == "resolve: { tsconfigPaths: true }, or resolve: { alias: [{ find: '@', replacement: path.resolve(__dirname, '\(folder)') }] }")
        #expect(result.facts.aliases.first?.replacement == (folder == "." ? "" : folder))
    }

    /// 7anshuai/react-mobx-typescript-realworld-example-app: react-scripts rewrites tsconfig.json, so the CRA app keeps
    /// its paths in tsconfig.paths.json and extends it; baseUrl 'src' comes from tsconfig.json and roots those paths.
    @Test func tsconfigPathsInAnExtendedConfigAreAliases() {
        let tsconfig = #"{ "compilerOptions": { "jsx": "react", "baseUrl": "src" }, "include": ["src"], "extends": "./tsconfig.paths.json" }"#
        let paths = " {\n    \"compilerOptions\": {\n        \"paths\": {\n            \"@/*\": [\"*\"],\n            \"@components/*\": [\"components/*\"]\n        }\n    }\n }\n"
        let result = ConfigFixture(files: ["tsconfig.json": tsconfig, "tsconfig.paths.json": paths, "package.json": "{}"]).audit()
        #expect(result.findings("wp-alias").map { "\($0.file):\($0.line)" } == ["tsconfig.paths.json:4", "tsconfig.paths.json:5"])
        #expect(result.facts.aliases.map { "\($0.find)=\($0.replacement)" } == ["@=src", "@components=src/components"])
        #expect(result.findings("wp-resolve-modules").map(\.file) == ["tsconfig.json"])
        // A tsconfig.json it extends is audited by itself and reported there once; a package config holds no app paths.
        let nested = ConfigFixture(files: [
            "tsconfig.json": #"{ "compilerOptions": { "baseUrl": "." } }"#, "web/tsconfig.json": #"{ "extends": ["@tsconfig/react/tsconfig.json", "../tsconfig.json"] }"#,
            "package.json": "{}",
        ]).audit()
        #expect(nested.findings("wp-resolve-modules").map(\.file) == ["tsconfig.json"])
    }

    /// Vite 8 reads tsconfig paths itself (and warns that vite-tsconfig-paths is redundant); Vite 7 needs the plugin.
    @Test("tsconfig paths and baseUrl name the resolver of the target Vite", arguments: [
        (8, "resolve: { tsconfigPaths: true }"), (7, "vite-tsconfig-paths (plugins: [tsconfigPaths()])"),
    ])
    func tsconfigPathsResolverFollowsTheTarget(vite: Int, resolver: String) {
        let tsconfig = #"{ "compilerOptions": { "baseUrl": "src", "paths": { "@components/*": ["components/*"] } } }"#
        let result = ConfigFixture(files: ["tsconfig.json": tsconfig, "package.json": "{}"]).audit(vite: vite)
        #expect(result.findings("wp-alias").map(\.fix) == ["\(resolver), or resolve: { alias: [{ find: '@components', replacement: path.resolve(__dirname, 'src/components') }] }"])
        #expect(result.findings("wp-resolve-modules").map(\.fix) == ["\(resolver) or resolve.alias per top-level folder of src."])
    }

    @Test func htmlConstantsViteReplacesAreNotFindings() {
        // A migrated index.html: Vite replaces %VITE_*% and import.meta.env's own constants.
        let html = "<title>%VITE_APP_TITLE% %MODE%</title>\n<base href=\"%BASE_URL%\"><!-- %DEV% %PROD% %SSR% -->\n<p>%APP_NAME%</p>\n"
        let result = ConfigFixture(files: ["index.html": html, "package.json": "{}"]).audit()
        #expect(result.findings("env-html-placeholders").map { "\($0.line):\($0.column)" } == ["3:4"])
    }

    /// An option written empty where Jest's default is empty configures nothing; an empty value that differs from
    /// the default (`transformIgnorePatterns: []` transforms node_modules too) still needs its counterpart.
    @Test func emptyJestOptionsThatEqualTheDefaultAreNotReported() {
        let result = ConfigFixture(files: [
            "package.json": """
                { "devDependencies": { "jest": "^26.6.0" }, "jest": {
                  "snapshotSerializers": [], "setupFiles": [], "moduleNameMapper": {}, "globals": {},
                  "transformIgnorePatterns": [], "setupFilesAfterEnv": ["./src/setupTests.js"] } }
                """,
        ]).audit()
        #expect(result.findings("test-jest-config").map { $0.message } == [
            "Jest option transformIgnorePatterns: [] needs its Vitest counterpart.",
            "Jest option setupFilesAfterEnv: ['./src/setupTests.js'] needs its Vitest counterpart.",
        ])
    }

    @Test func jestConfigFilesAndDefaults() {
        let result = ConfigFixture(files: [
            "package.json": "{ \"devDependencies\": { \"jest\": \"^26.6.0\" } }",
            "jest.config.js": "module.exports = async () => ({ automock: true, timers: 'legacy', transform: { '^.+\\\\.jsx?$': 'babel-jest' } })",
        ]).audit()
        #expect(result.findings("test-jest-config").map(\.severity) == [.manualFix, .manualFix, .autoFixable])
        // A bare vi.useFakeTimers() would fake Date, which legacy timers left real.
        #expect(result.findings("test-jest-config")[1].fix == "vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] }) in a setup file, keeping Date real as Jest's legacy timers did (Vitest has no legacy timers and fakes Date too)")
        #expect(result.findings("test-babel-jest").count == 1)
        #expect(result.findings("test-env-default").first?.message.contains("Jest ^26.6.0") == true)
        let explicit = ConfigFixture(files: [
            "package.json": "{ \"devDependencies\": { \"jest\": \"^26.6.0\" } }",
            "jest.config.json": "{ \"testEnvironment\": \"node\" }",
        ]).audit()
        #expect(explicit.findings("test-env-default").isEmpty)
    }

    /// Vitest knows no `<rootDir>`: the paths of testMatch and the setup files are rewritten from the project root.
    @Test func jestPathListsAreWrittenWithoutRootDir() {
        let result = ConfigFixture(files: [
            "package.json": "{ \"devDependencies\": { \"jest\": \"^26.6.0\" } }",
            "jest.config.js": """
                module.exports = {
                  setupFiles: ['<rootDir>/config/jest/polyfills.js'],
                  setupFilesAfterEnv: ['<rootDir>/src/setupTests.js'],
                  testMatch: ['<rootDir>/src/**/__tests__/**/*.{js,jsx}', '**/?(*.)+(spec|test).js'],
                  testEnvironment: 'jsdom',
                };
                """,
        ]).audit()
        #expect(result.findings("test-jest-config").compactMap(\.fix) == [
            "test.setupFiles: ['./config/jest/polyfills.js']",
            "test.setupFiles: ['./src/setupTests.js']",
            "test.include: ['src/**/__tests__/**/*.{js,jsx}', '**/?(*.)+(spec|test).js']",
            "test.environment: 'jsdom'",
        ])
    }

    @Test func aJestBaseConfigurationTheConfigRequiresIsReadWhereItIsWritten() {
        let files = [
            "package.json": "{ \"devDependencies\": { \"jest\": \"^26.6.3\" } }",
            "jest.base.js": "module.exports = {\n  testEnvironment: 'node',\n  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },\n};\n",
            "jest.config.js": "const base = require('./jest.base');\nmodule.exports = {\n  ...base,\n  roots: ['<rootDir>/src'],\n  ...require('./jest.missing'),\n};\n",
        ]
        let result = ConfigFixture(files: files).audit()
        #expect(result.findings("test-jest-config").map { "\($0.file):\($0.line) \($0.message)" } == [
            "jest.base.js:2 Jest option testEnvironment: 'node' needs its Vitest counterpart.",
            "jest.base.js:3 Jest option moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' } needs its Vitest counterpart.",
            "jest.config.js:4 Jest option roots: ['<rootDir>/src'] needs its Vitest counterpart.",
        ])
        // The base sets the environment: no finding about Jest's default one.
        #expect(result.findings("test-env-default").isEmpty)
        #expect(result.facts.jestRoots == ["src"])
        #expect(result.facts.configurationFiles == ["jest.base.js"])
        #expect(result.findings("audit-config-unresolved").map { "\($0.file):\($0.line) \($0.message)" } == [
            "jest.config.js:5 the Jest configuration is not statically resolvable: spread of require('./jest.missing'): require('./jest.missing') could not be followed: './jest.missing' names no file of the project; rules that read the Jest configuration could not check this value.",
        ])
    }

    @Test func malformedFilesBecomeWarnings() {
        let result = ConfigFixture(files: ["package.json": "[1, 2]", "tsconfig.json": "{ \"compilerOptions\": { \"baseUrl\": 'src }"]).audit()
        #expect(result.warnings.contains { $0.file == "package.json" && $0.message.hasPrefix("is not a JSON object") })
        #expect(result.warnings.contains { $0.file == "tsconfig.json" })
    }

    @Test("legacy decorators keep class-properties (loose): it is not redundant but goes with the decorators plugin", arguments: [
        ("craco.config.js", "module.exports = { babel: { plugins: [['@babel/plugin-proposal-decorators', { legacy: true }], ['@babel/plugin-proposal-class-properties', { loose: true }]] } };"),
        // Babel 7.21's spelling of the same.
        ("craco.config.js", "module.exports = { babel: { plugins: [['@babel/plugin-proposal-decorators', { version: 'legacy' }], ['@babel/plugin-proposal-class-properties', { loose: true }]] } };"),
        // Listed before the decorators plugin, and in another file: the whole configuration decides.
        ("config-overrides.js", "const { override, addDecoratorsLegacy, addBabelPlugin } = require('customize-cra');\nmodule.exports = override(addBabelPlugin(['@babel/plugin-proposal-class-properties', { loose: true }]), addDecoratorsLegacy());"),
    ])
    func classPropertiesGoWithLegacyDecorators(_ file: String, _ text: String) {
        let result = ConfigFixture(files: [
            "package.json": #"{ "dependencies": { "react-scripts": "4.0.3", "@craco/craco": "6.4.5", "react-app-rewired": "2.2.1", "mobx": "5.15.7" } }"#,
            file: text,
        ]).audit()
        #expect(!result.findings("babel-redundant").contains { $0.message.contains("class-properties") }, "\(result.findings("babel-redundant").map(\.message))")
        let kept = result.findings("babel-needed").filter { $0.message.hasPrefix("@babel/plugin-proposal-class-properties") }
        #expect(kept.count == 1 && kept.first?.severity == .info, "\(kept)")
        #expect(kept.first?.message.contains("legacy decorators") == true && kept.first?.fix?.contains("@babel/plugin-proposal-decorators (legacy)") == true, "\(kept)")
        // Without legacy decorators it stays redundant.
        let plain = ConfigFixture(files: ["package.json": #"{ "dependencies": { "react-scripts": "4.0.3", "@craco/craco": "6.4.5" } }"#,
            "craco.config.js": "module.exports = { babel: { plugins: [['@babel/plugin-proposal-decorators', { version: '2018-09' }], ['@babel/plugin-proposal-class-properties', { loose: true }]] } };"]).audit()
        #expect(plain.findings("babel-redundant").contains { $0.message.hasPrefix("@babel/plugin-proposal-class-properties") })
    }

    /// react-scripts ran PostCSS itself (postcss-flexbugs-fixes, postcss-preset-env with autoprefixer, and in CRA 5
    /// Tailwind when tailwind.config.js exists) and ignored any postcss.config.js; Vite runs only the plugins a PostCSS
    /// config names, so without one the CSS loses its prefixes, and Tailwind's directives are left unprocessed.
    @Test func craBuiltInPostCSSIsNamedWhereNoPostCSSConfigReplacesIt() {
        let manifest = #"{ "dependencies": { "react-scripts": "5.0.1" }, "browserslist": [">0.2%", "not dead"] }"#
        let cra = ConfigFixture(files: ["package.json": manifest, "tailwind.config.js": "module.exports = { content: ['./src/**/*.js'] };\n"]).audit()
        #expect(cra.findings("build-browserslist").map(\.message) == [
            "browserslist ['>0.2%', 'not dead'] no longer decides JavaScript output under Vite (build.target does); CRA's built-in PostCSS (postcss-preset-env with autoprefixer, postcss-flexbugs-fixes) prefixed the CSS for it, and Vite runs no PostCSS plugin a postcss.config.js does not name.",
        ])
        #expect(cra.findings("build-browserslist").map(\.fix) == [
            "build: { target: [...] } for JavaScript; a postcss.config.js with autoprefixer (module.exports = { plugins: { autoprefixer: {} } }) to keep prefixing the CSS for browserslist.",
        ])
        #expect(cra.findings("css-postcss-config").map { "\($0.file):\($0.line) \($0.severity)" } == ["tailwind.config.js:1 autoFixable"])
        #expect(cra.findings("css-postcss-config").first?.fix == "Add a postcss.config.js: module.exports = { plugins: { tailwindcss: {}, autoprefixer: {} } }.")
        // A PostCSS config Vite loads is there: the browserslist is for it; CRA 4 did not run Tailwind.
        let configured = ConfigFixture(files: ["package.json": manifest, "postcss.config.js": "module.exports = { plugins: { tailwindcss: {}, autoprefixer: {} } };\n", "tailwind.config.js": ""]).audit()
        #expect(configured.findings("build-browserslist").first?.message.hasSuffix("autoprefixer still reads it.") == true)
        #expect(configured.findings("css-postcss-config").isEmpty)
        let cra4 = manifest.replacingOccurrences(of: "5.0.1", with: "4.0.3")
        #expect(ConfigFixture(files: ["package.json": cra4, "tailwind.config.js": ""]).audit().findings("css-postcss-config").isEmpty)
        // react-scripts 5 looks for tailwind.config.js only: beside another name it ran no Tailwind to lose.
        for other in ["tailwind.config.cjs", "tailwind.config.ts"] {
            #expect(ConfigFixture(files: ["package.json": manifest, other: ""]).audit().findings("css-postcss-config").isEmpty)
        }
    }

    @Test("a browserslist with browsers Vite's build cannot serve advises @vitejs/plugin-legacy", arguments: [
        (#"{ "browserslist": [">0.2%", "not dead", "ie 11"] }"#, nil, ["'ie 11'"]),
        (#"{ "browserslist": { "production": ["IE >= 10", "chrome >= 49"], "development": ["last 1 chrome version"] } }"#, nil, ["'ie >= 10'", "'chrome >= 49'"]),
        (#"{ "browserslist": "defaults, Opera Mini all" }"#, nil, ["'opera mini all'"]),
        (#"{ "name": "x" }"#, "# old\n> 1%\nIE 9-11\n[development]\nie 8\n", ["'ie 9-11'"]),
        // Modern lists, and legacy browsers negated away, keep the build.target advice.
        (#"{ "browserslist": [">0.2%", "not dead", "not op_mini all"] }"#, nil, []),
        (#"{ "browserslist": ["chrome >= 80", "ie 11", "not ie <= 11"] }"#, nil, []),
        (#"{ "name": "x" }"#, "safari >= 12\nnot IE 11\n[development]\nie 11\n", []),
        // A [production] section is what the production build reads, instead of the lines outside sections.
        (#"{ "name": "x" }"#, "ie 11\n[production]\nchrome >= 80\n", []),
        // An exclusive bound: `not chrome < 64` removes every Chrome below Vite's floor.
        (#"{ "browserslist": ["chrome >= 60", "not chrome < 64"] }"#, nil, []),
    ] as [(String, String?, [String])])
    func legacyBrowsersNeedPluginLegacy(_ manifest: String, _ rc: String?, _ named: [String]) {
        var files = ["package.json": manifest]
        if let rc { files[".browserslistrc"] = rc }
        let found = ConfigFixture(files: files).audit().findings("build-browserslist")
        #expect(found.count == 1, "\(found)")
        let finding = found.first
        if named.isEmpty {
            #expect(finding?.fix?.hasPrefix("build: { target: [...] }") == true, "\(finding?.fix ?? "")")
            #expect(finding?.message.contains("It includes") == false)
        } else {
            #expect(finding?.fix?.hasPrefix("@vitejs/plugin-legacy") == true, "\(finding?.fix ?? "")")
            #expect(finding?.message.contains("It includes \(named.joined(separator: ", ")): browsers without native ES modules") == true, "\(finding?.message ?? "")")
        }
    }
}
