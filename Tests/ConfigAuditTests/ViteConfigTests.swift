import AuditModel
import ConfigAudit
import Foundation
import Testing

/// Reading the project's own vite.config.* into `ConfigFacts.vite`.
struct ViteConfigTests {
    /// Examples/legacy-app-migrated/vite.config.js: a function form, loadEnv, plugin-react's Babel options.
    static func migratedConfig() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Examples/legacy-app-migrated/vite.config.js"), encoding: .utf8)
    }

    static func vite(_ files: [String: String]) -> (facts: ViteConfigFacts?, warnings: [ScanWarning]) {
        let result = ConfigFixture(files: files).audit()
        return (result.facts.vite, result.warnings)
    }

    @Test func aChoiceThatDoublesItselfKeepsItsSpellingBounded() throws {
        // Found by fuzzing: each `a ? [c, c] : {…}` spelled both sides in full, so the text (and the memory)
        // tripled with each statement; past a few KB a choice is left unspelled.
        let doubling = String(repeating: "c = a ? [c, c] : { c, d: c };\n", count: 40)
        let (facts, _) = Self.vite(["vite.config.js": "let c = 1;\n\(doubling)export default { resolve: { alias: c } };\n"])
        let vite = try #require(facts)
        #expect(vite.aliases.isEmpty)
        #expect(!vite.unread.isEmpty)
        #expect(vite.unread.allSatisfy { $0.count < 400 }, "\(vite.unread)")
    }

    @Test func readsTheFunctionFormOfTheMigratedExample() throws {
        let (facts, warnings) = Self.vite([
            "vite.config.js": try Self.migratedConfig(), "src/App.js": "", "src/lib/util.js": "", "scripts/build.js": "", "src/main.jsx": "",
        ])
        let vite = try #require(facts)
        #expect(vite.file == "vite.config.js")
        #expect(vite.defineKeys == ["process.env.REACT_APP_FEATURE_REPORTS"])
        #expect(vite.aliases.map(\.find) == ["@", "components"])
        #expect(vite.aliases.map(\.replacement) == ["src", "src/components"])
        #expect(vite.babelPlugins == ["preset-flow", "proposal-decorators", "proposal-function-bind"])
        #expect(vite.esbuildJSXFiles == ["src/App.js", "src/lib/util.js"])
        #expect(vite.oxcJSXFiles.isEmpty)
        #expect(vite.proxyPaths == ["/api"])
        #expect(vite.envPrefixes == ["VITE_"])
        #expect(vite.unread.isEmpty)
        #expect(warnings.isEmpty)
    }

    @Test func readsAnObjectFormTypeScriptConfigWithArrayAliases() throws {
        let config = """
            import { defineConfig } from 'vite'
            import type { UserConfig } from 'vite'
            import path from 'node:path'

            const config: UserConfig = {
              envPrefix: ['VITE_', 'REACT_APP_'],
              resolve: {
                alias: [
                  { find: '~', replacement: path.resolve(__dirname, 'src') },
                  { find: /^@lib\\/(.*)$/, replacement: path.resolve(__dirname, 'lib/$1') },
                ],
              },
              css: { modules: { localsConvention: 'camelCaseOnly' } },
              oxc: { lang: 'jsx', include: [/\\.js$/], exclude: [/legacy\\//] },
              test: { environment: 'jsdom', globals: true },
            } satisfies UserConfig

            export default defineConfig(config)
            """
        let (facts, warnings) = Self.vite(["vite.config.ts": config, "src/a.js": "", "src/legacy/b.js": "", "src/c.ts": ""])
        let vite = try #require(facts)
        #expect(vite.envPrefixes == ["VITE_", "REACT_APP_"])
        #expect(vite.aliases.map(\.find) == ["~", "^@lib\\/(.*)$"])
        #expect(vite.aliases.map(\.isPattern) == [false, true])
        #expect(vite.aliases.first?.replacement == "src")
        #expect(vite.localsConvention == "camelCaseOnly")
        #expect(vite.oxcJSXFiles == ["src/a.js"])
        #expect(vite.esbuildJSXFiles.isEmpty)
        #expect(vite.testSettings == ["environment", "globals"])
        #expect(warnings.isEmpty)
    }

    @Test func readsModuleExports() throws {
        let (facts, _) = Self.vite(["vite.config.cjs": "module.exports = { define: { __APP_VERSION__: '\"1.0\"' } };"])
        #expect(try #require(facts).defineKeys == ["__APP_VERSION__"])
    }

    @Test func esbuildLoaderWithoutExcludeKeepsVitesDefaultExcludeOfJavaScript() throws {
        let config = "export default { esbuild: { loader: 'jsx', include: /src\\/.*\\.js$/ } };"
        let (facts, _) = Self.vite(["vite.config.mjs": config, "src/App.js": ""])
        #expect(try #require(facts).esbuildJSXFiles.isEmpty)
    }

    @Test func whatCannotBeEvaluatedIsNamedInAWarning() throws {
        let config = """
            import shared from './vite.shared.js';
            import { defineConfig } from 'vite';
            const name = process.env.ALIAS_NAME;
            export default defineConfig({
              define: { ...shared.define, __DEV__: 'true' },
              resolve: { alias: { [name]: '/src', utils: '/src/utils' } },
              esbuild: { loader: 'jsx', include: ['src/**/*.js'], exclude: [] },
            });
            """
        let (facts, warnings) = Self.vite(["vite.config.js": config, "src/App.js": ""])
        let vite = try #require(facts)
        #expect(vite.defineKeys == ["__DEV__"])
        #expect(vite.aliases.map(\.find) == ["utils"])
        #expect(vite.esbuildJSXFiles.isEmpty)
        #expect(vite.unread.count == 3)
        let warning = try #require(warnings.first { $0.file == "vite.config.js" })
        #expect(warning.message.contains("define at line 5"))
        #expect(warning.message.contains("resolve.alias at line 6"))
        #expect(warning.message.contains("esbuild.include/exclude"))
    }

    @Test func pluginReactSixIgnoresItsFormerBabelOption() throws {
        let config = """
            import react from '@vitejs/plugin-react';
            export default { plugins: [react({ babel: { presets: ['@babel/preset-flow'] } })] };
            """
        let packageJSON = #"{ "devDependencies": { "@vitejs/plugin-react": "^6.0.0", "vite": "^8.0.0" } }"#
        let (facts, warnings) = Self.vite(["vite.config.js": config, "package.json": packageJSON])
        #expect(try #require(facts).babelPlugins.isEmpty)
        #expect(warnings.contains { $0.message.contains("no `babel` option") })
    }

    @Test func decoratorsPluginCountsOnlyWithLegacySemantics() throws {
        let config = """
            import babel from '@rolldown/plugin-babel';
            export default { plugins: [babel({ plugins: [['@babel/plugin-proposal-decorators', { version: '2023-11' }], 'babel-plugin-macros'] })] };
            """
        let (facts, _) = Self.vite(["vite.config.js": config])
        #expect(try #require(facts).babelPlugins == ["macros"])
    }

    @Test func vitesOwnOrderPicksTheConfigFile() throws {
        let (facts, _) = Self.vite(["vite.config.ts": "export default { define: { A: '1' } }", "vite.config.js": "export default { define: { B: '1' } }"])
        #expect(try #require(facts).defineKeys == ["B"])
        #expect(Self.vite(["src/vite.config.js": "export default {}"]).facts == nil)
    }

    @Test func settingsViteAlreadyHasAnswerTheWebpackAndEnvFindings() {
        let webpack = """
            const path = require('path');
            module.exports = {
              resolve: { alias: { '@': path.resolve(__dirname, 'src'), utils: path.resolve(__dirname, 'src/utils') } },
              module: { rules: [{ test: /\\.css$/, use: [{ loader: 'css-loader', options: { modules: true, camelCase: true } }] }] },
            };
            """
        let vite = """
            export default {
              resolve: { alias: { '@': '/src' } },
              css: { modules: { localsConvention: 'camelCase' } },
              envPrefix: ['VITE_', 'REACT_APP_'],
            };
            """
        let files = ["webpack.config.js": webpack, "vite.config.js": vite, "package.json": "{}", ".env": "REACT_APP_API=x\nVUE_APP_OLD=y\n"]
        let result = ConfigFixture(files: files).audit()
        #expect(result.findings("wp-alias").map(\.message).allSatisfy { $0.contains("'utils'") })
        #expect(result.findings("wp-alias").count == 1)
        #expect(result.findings("css-modules-locals-convention").isEmpty)
        #expect(result.findings("env-react-app-prefix").isEmpty)
        let withoutVite = ConfigFixture(files: files.filter { $0.key != "vite.config.js" }).audit()
        #expect(withoutVite.findings("wp-alias").count == 2)
        #expect(withoutVite.findings("css-modules-locals-convention").count == 1)
        #expect(withoutVite.findings("env-react-app-prefix").count == 1)
    }
    @Test func aViteAliasLeadingElsewhereIsReportedNotTakenAsTheMigration() throws {
        let webpack = """
            const path = require('path');
            module.exports = { resolve: { alias: { '@': path.resolve(__dirname, 'src'), lib: path.resolve(__dirname, 'lib'), x: path.join(__dirname, 'x') } } };
            """
        let vite = """
            import path from 'path';
            export default { resolve: { alias: { '@': path.resolve(__dirname, 'app'), lib: '/lib/', x: someFolder() } } };
            """
        let result = ConfigFixture(files: ["webpack.config.js": webpack, "vite.config.js": vite, "package.json": "{}"]).audit()
        #expect(result.findings("wp-alias").count == 1)
        let finding = try #require(result.findings("wp-alias").first)
        #expect(finding.line == 2)
        #expect(finding.message.contains("alias '@' → 'src' here, but vite.config.js maps '@' to 'app' (line 2)"))
        #expect(finding.fix == "Point vite.config.js's alias at the same place, resolve: { alias: [{ find: '@', replacement: path.resolve(__dirname, 'src') }] }, or check that the new target is meant.")
    }
}
