import AuditModel
import Foundation
import GitTestSupport
import Testing

/// A project midway through its migration: what its own vite.config already handles is not reported, what it does
/// not handle still is.
@Suite struct ViteConfigScanTests {
    static func scan(_ root: String, _ options: [String] = []) throws -> ScanReport {
        let result = try ToolProcess.run(["scan", root, "--no-cache", "--format", "json"] + options)
        return try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
    }

    static func places(_ report: ScanReport, _ rule: String) -> [String] {
        report.findings.filter { $0.ruleId == rule }.map { "\($0.file):\($0.line)" }
    }

    @Test func theMigratedExampleLosesWhatItsViteConfigHandles() throws {
        let report = try Self.scan("Examples/legacy-app-migrated", ["--no-git"])
        // react({ babel }) runs preset-flow, legacy decorators and function-bind.
        #expect(Self.places(report, "syntax-flow").isEmpty)
        #expect(Self.places(report, "syntax-decorators").isEmpty)
        #expect(Self.places(report, "syntax-function-bind").isEmpty)
        // define: { 'process.env.REACT_APP_FEATURE_REPORTS': … }; the audit flag has no define entry.
        #expect(Self.places(report, "env-process-env-static") == ["src/utils/featureFlags.js:2"])
        // resolve.alias['@'] resolves `@/widgets/…` before globbing.
        #expect(Self.places(report, "dyn-import-alias-head").isEmpty)
        #expect(!report.warnings.contains { $0.file == "vite.config.js" }, "\(report.warnings)")
    }

    @Test func theEsbuildLoaderAnswersJSXInJavaScriptOnlyUpToVite7() throws {
        let vite8 = try Self.scan("Examples/legacy-app-migrated", ["--no-git", "--vite", "8"])
        let remaining = vite8.findings.filter { $0.ruleId == "syntax-jsx-in-js" }
        #expect(remaining.count == 22)
        #expect(remaining.allSatisfy { ($0.fix ?? "").contains("Vite 8 converts `esbuild` to `oxc` without the loader") })
        let vite7 = try Self.scan("Examples/legacy-app-migrated", ["--no-git", "--vite", "7"])
        #expect(Self.places(vite7, "syntax-jsx-in-js").isEmpty)
        // Its package.json declares vite ^5.2.6: planned as 7 when no target is named.
        let declared = try Self.scan("Examples/legacy-app-migrated", ["--no-git"])
        #expect(declared.target.vite == 7 && Self.places(declared, "syntax-jsx-in-js").isEmpty)
    }

    @Test func onlyWhatTheConfigCoversIsAnswered() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "devDependencies": { "vite": "^8.0.0", "@rolldown/plugin-babel": "^0.1.0" } }"#)
        try repo.write("vite.config.ts", """
            import { defineConfig } from 'vite';
            import babel from '@rolldown/plugin-babel';
            import shared from './vite.shared';

            export default defineConfig(({ mode }) => ({
              plugins: [babel({ plugins: [['@babel/plugin-proposal-decorators', { version: '2023-11' }]] })],
              resolve: { alias: [{ find: '@', replacement: '/src' }] },
              oxc: { lang: 'jsx', include: /src\\/views\\/.*\\.js$/, exclude: [] },
              define: { 'process.env.REACT_APP_API': JSON.stringify(mode), ...shared.define },
            }));
            """)
        try repo.write("src/views/Home.js", "export const Home = () => <main />;\n")
        try repo.write("src/components/Card.js", "export const Card = () => <section />;\n")
        try repo.write("src/load.js", """
            export const view = name => import(`@/views/${name}.js`);
            export const tilde = name => import(`~/views/${name}.js`);
            export const api = process.env.REACT_APP_API;
            export const other = process.env.REACT_APP_OTHER;
            """)
        try repo.write("src/Store.js", "@observable\nexport class Store {}\n")
        try repo.commitAll("midway")
        let report = try Self.scan(repo.root)
        // oxc.lang reaches the dev server only: Vite 8's build takes the language from the extension.
        #expect(Self.places(report, "syntax-jsx-in-js") == ["src/components/Card.js:1", "src/views/Home.js:1"])
        let home = report.findings.first { $0.ruleId == "syntax-jsx-in-js" && $0.file == "src/views/Home.js" }
        #expect(home?.fix?.contains("reaches the dev server's transform only") == true)
        #expect(Self.places(report, "dyn-import-alias-head") == ["src/load.js:2"])
        #expect(Self.places(report, "env-process-env-static") == ["src/load.js:4"])
        // The standard-decorators version of the plugin does not compile legacy decorators.
        #expect(Self.places(report, "syntax-decorators") == ["src/Store.js:1"])
        let warning = report.warnings.first { $0.file == "vite.config.ts" }?.message ?? ""
        #expect(warning.contains("define at line 9"), "\(report.warnings)")
    }

    /// A vite.config that imports its settings from the project's modules, as webpack configs are read; its aliases are
    /// app code (or another package) for the dependency audit too.
    @Test func settingsImportedFromTheProjectsModulesAndAliasesAreRead() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "dependencies": { "lodash-es": "^4.17.21" }, "devDependencies": { "vite": "^8.0.0" } }"#)
        try repo.write("vite.config.js", """
            import { defineConfig } from 'vite';
            import aliases from './config/aliases.js';
            import { define } from './config/define.js';
            export default defineConfig({ resolve: { alias: aliases }, define });
            """)
        try repo.write("config/aliases.js", "export default { '@components': '/src/components', lodash: 'lodash-es' };\n")
        try repo.write("config/define.js", "export const define = { 'process.env.API_URL': JSON.stringify('https://api.example.test') };\n")
        try repo.write("src/index.js", """
            import Button from '@components/Button';
            import debounce from 'lodash/debounce';
            console.log(Button, debounce, process.env.API_URL, process.env.OTHER);
            """)
        try repo.write("src/components/Button.js", "export default function Button() {}\n")
        try repo.commitAll("settings in modules")
        let report = try Self.scan(repo.root)
        #expect(Self.places(report, "env-process-env-static") == ["src/index.js:3"])
        #expect(report.findings.first { $0.ruleId == "env-process-env-static" }?.message.contains("OTHER") == true)
        #expect(!report.warnings.contains { $0.file == "vite.config.js" }, "\(report.warnings)")
        // '@components/Button' is the app's file, not an undeclared package; lodash is imported as lodash-es.
        #expect(!report.warnings.contains { $0.message.contains("@components") }, "\(report.warnings)")
        #expect(report.dependencies.map(\.name) == ["lodash-es", "vite"])
        #expect(report.dependencies.first { $0.name == "lodash-es" }?.importedFrom.map(\.file) == ["src/index.js"])
    }

    @Test func testFilesAreTransformedWithVitestConfigWhenTheProjectHasOne() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "devDependencies": { "vite": "^7.0.0", "vitest": "^3.0.0", "@vitejs/plugin-react": "^4.0.0" } }"#)
        let viteConfig = """
            import react from '@vitejs/plugin-react';
            export default {
              plugins: [react({ babel: { presets: ['@babel/preset-flow'] } })],
              esbuild: { loader: 'jsx', include: /src\\/.*\\.js$/, exclude: [] },
            };
            """
        try repo.write("vite.config.js", viteConfig)
        try repo.write("src/Card.js", "// @flow\nexport const Card = (p: Props) => <section />;\n")
        try repo.write("src/Card.test.js", "// @flow\nimport { Card } from './Card';\nit('renders', () => { const c: Props = {}; expect(<Card {...c} />).toBeTruthy(); });\n")
        try repo.commitAll("vite only")
        let viteOnly = try Self.scan(repo.root)
        #expect(Self.places(viteOnly, "syntax-jsx-in-js").isEmpty)
        #expect(Self.places(viteOnly, "syntax-flow").isEmpty)
        // Vitest reads vitest.config instead, and ignores vite.config's settings.
        try repo.write("vitest.config.js", "export default { test: { environment: 'jsdom' } };\n")
        try repo.commitAll("vitest config")
        let report = try Self.scan(repo.root)
        #expect(Self.places(report, "syntax-jsx-in-js") == ["src/Card.test.js:3"])
        #expect(Self.places(report, "syntax-flow") == ["src/Card.test.js:1"])
    }
}
