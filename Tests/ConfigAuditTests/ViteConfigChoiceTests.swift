import AuditModel
import ConfigAudit
import Testing

/// vite.config settings that hold only for some runs (a branch on `command` or `mode`), or that Vite refuses or
/// reads otherwise than they look, answer no finding: each would hide a hazard the build still has.
struct ViteConfigChoiceTests {
    static func vite(_ config: String, file: String = "vite.config.js", extra: [String: String] = [:]) throws -> (facts: ViteConfigFacts, warnings: [ScanWarning]) {
        let result = ConfigFixture(files: [file: config, "src/App.js": "", "package.json": "{}"].merging(extra) { $1 }).audit()
        return (try #require(result.facts.vite), result.warnings)
    }

    @Test func settingsMadeInOneBranchOfAFunctionConfigAreNotTakenAsMade() throws {
        let (vite, _) = try Self.vite("""
            import { defineConfig } from 'vite'
            export default defineConfig(({ command }) => {
              const config = { define: {}, envPrefix: 'VITE_' }
              if (command === 'serve') {
                config.define['process.env.REACT_APP_X'] = '"a"'
                config.envPrefix = 'REACT_APP_'
                config.esbuild = { loader: 'jsx', include: /src\\/.*\\.js$/, exclude: [] }
              }
              return config
            })
            """)
        #expect(vite.defineKeys.isEmpty)
        #expect(vite.envPrefixes == ["VITE_"])
        #expect(vite.esbuildJSXFiles.isEmpty)
        #expect(vite.unread.contains { $0.hasPrefix("define") })
        #expect(vite.unread.contains { $0.hasPrefix("envPrefix") })
    }

    @Test func aConfigReturnedFromOneBranchIsOneOfTheConfigurations() throws {
        let (vite, _) = try Self.vite("""
            export default ({ command }) => {
              if (command === 'build') {
                return { plugins: [] }
              }
              return { envPrefix: 'REACT_APP_', define: { 'process.env.REACT_APP_X': '"a"' } }
            }
            """)
        #expect(vite.defineKeys.isEmpty)
        #expect(vite.envPrefixes == ["VITE_"])
        #expect(vite.unread.contains { $0.contains("differs with how Vite runs it") })
    }

    @Test func whatALoopOrSwitchMaySetIsNotKnown() throws {
        let (vite, _) = try Self.vite("""
            const config = { define: {}, envPrefix: 'REACT_APP_' }
            for (const key of ['REACT_APP_X']) { config.define['process.env.' + key] = '"a"' }
            export default config
            """)
        #expect(vite.defineKeys.isEmpty)
        #expect(vite.envPrefixes == ["VITE_"])
        let (switched, _) = try Self.vite("""
            export default ({ mode }) => {
              switch (mode) { case 'x': return {} }
              return { envPrefix: 'REACT_APP_' }
            }
            """)
        #expect(switched.envPrefixes == ["VITE_"])
    }

    @Test func aTernaryInAListAnswersNothing() throws {
        let (vite, _) = try Self.vite("""
            import react from '@vitejs/plugin-react'
            export default ({ command, mode }) => ({
              plugins: [react({ babel: { presets: command === 'serve' ? ['@babel/preset-flow'] : [], plugins: [mode === 'x' ? 'babel-plugin-transform-function-bind' : 'babel-plugin-macros'] } })],
              envPrefix: mode === 'legacy' ? 'REACT_APP_' : 'VITE_',
              esbuild: { loader: 'jsx', include: mode === 'test' ? /src\\/.*\\.js$/ : /nothing/, exclude: [] },
            })
            """)
        #expect(vite.babelPlugins.isEmpty)
        #expect(vite.envPrefixes == ["VITE_"])
        #expect(vite.esbuildJSXFiles.isEmpty)
        #expect(vite.unread.contains { $0.hasPrefix("the Babel presets") })
        #expect(vite.unread.contains { $0.hasPrefix("esbuild.include/exclude") })
    }

    @Test func anEmptyEnvPrefixIsRefusedByViteSoItAnswersNothing() throws {
        let (vite, warnings) = try Self.vite("export default { envPrefix: ['VITE_', 'REACT_APP_', ''] }")
        #expect(vite.envPrefixes == ["VITE_"])
        #expect(warnings.contains { $0.message.contains("envPrefix contains ''") })
        let env = ConfigFixture(files: ["vite.config.js": "export default { envPrefix: ['REACT_APP_', ''] }", ".env": "REACT_APP_API=x\n", "package.json": "{}"]).audit()
        #expect(env.findings("env-react-app-prefix").count == 1)
    }

    @Test func aRelativeAliasReplacementIsUsedAsWrittenAndAnswersNothing() throws {
        let (vite, warnings) = try Self.vite("export default { resolve: { alias: [{ find: '@', replacement: './src' }, { find: 'lib', replacement: '/lib' }] } }")
        #expect(vite.aliases.map(\.find) == ["lib"])
        #expect(warnings.contains { $0.message.contains("resolve.alias '@' → './src' is relative") && $0.message.contains("path.resolve(__dirname, './src')") })
        let webpack = "const path = require('path'); module.exports = { resolve: { alias: { '@': path.resolve(__dirname, 'src') } } };"
        let result = ConfigFixture(files: ["webpack.config.js": webpack, "vite.config.js": "export default { resolve: { alias: { '@': './src' } } }", "package.json": "{}"]).audit()
        #expect(result.findings("wp-alias").count == 1)
    }

    @Test func aFindAndReplacementEndingInASlashLoseItAsViteNormalisesThem() throws {
        let (vite, _) = try Self.vite("export default { resolve: { alias: { '~/': '/src/', 'pkg/': 'lodash-es' } } }")
        #expect(vite.aliases.map(\.find) == ["~", "pkg/"])
        #expect(vite.aliases.map(\.replacement) == ["src", "lodash-es"])
    }

    @Test func aConfigurationWhoseReadingStoppedAnswersNothing() throws {
        let nested = String(repeating: "[", count: 400) + String(repeating: "]", count: 400)
        // The later envPrefix, which Vite takes, is past the point the reading gave up at.
        let (vite, _) = try Self.vite("""
            export default {
              envPrefix: 'REACT_APP_',
              deep: \(nested),
              envPrefix: 'VITE_',
            }
            """)
        #expect(vite.envPrefixes == ["VITE_"])
        #expect(vite.unread == ["the configuration, whose reading stopped at line 3"])
    }

    @Test func lightningCSSLeavesTheLocalsConventionUnused() throws {
        let (postcss, _) = try Self.vite("export default { css: { transformer: 'postcss', modules: { localsConvention: 'camelCase' } } }")
        #expect(postcss.localsConvention == "camelCase")
        let (lightning, warnings) = try Self.vite("export default { css: { transformer: 'lightningcss', modules: { localsConvention: 'camelCase' } } }")
        #expect(lightning.localsConvention == nil)
        #expect(warnings.contains { $0.message.contains("not used with css.transformer 'lightningcss'") })
        let webpack = "module.exports = { module: { rules: [{ test: /\\.css$/, use: [{ loader: 'css-loader', options: { modules: true, camelCase: true } }] }] } };"
        let vite = "export default { css: { transformer: 'lightningcss', modules: { localsConvention: 'camelCase' } } };"
        let result = ConfigFixture(files: ["webpack.config.js": webpack, "vite.config.js": vite, "package.json": "{}"]).audit()
        #expect(result.findings("css-modules-locals-convention").count == 1)
    }

    @Test func pluginReactsIncludeNarrowsTheFilesItsBabelRunsOn() throws {
        let (vite, _) = try Self.vite("""
            import react from '@vitejs/plugin-react'
            export default { plugins: [react({ include: /\\.tsx?$/, babel: { presets: ['@babel/preset-flow'] } })] }
            """)
        #expect(vite.babelPlugins.isEmpty)
        #expect(vite.unread.contains { $0.contains("which its include at line 2 applies to some files only") })
    }

    @Test func theConfigurationTheScriptsRunViteWithIsTheOneRead() throws {
        let files = [
            "vite.config.js": "export default { envPrefix: 'REACT_APP_' }",
            "vite.prod.config.js": "export default { envPrefix: 'APP_' }",
            "src/a.js": "",
        ]
        func vite(_ scripts: String) -> ViteConfigFacts? {
            ConfigFixture(files: files.merging(["package.json": #"{ "scripts": \#(scripts) }"#]) { $1 }).audit().facts.vite
        }
        let both = vite(#"{ "dev": "vite", "build": "vite build --config vite.prod.config.js" }"#)
        #expect(both?.envPrefixes == ["VITE_"])
        #expect(both?.unread == ["which configuration applies: package.json's scripts run Vite with vite.config.js, vite.prod.config.js"])
        let prod = vite(#"{ "dev": "vite -c vite.prod.config.js", "build": "tsc && vite build --config=vite.prod.config.js" }"#)
        #expect(prod?.file == "vite.prod.config.js")
        #expect(prod?.envPrefixes == ["APP_"])
        #expect(vite(#"{ "dev": "vite", "test": "vitest --config vitest.unit.js" }"#)?.envPrefixes == ["REACT_APP_"])
    }

    @Test func aPluginReactRangeOfNoSingleMajorMayInstallTheOneWithoutBabel() throws {
        let config = "import react from '@vitejs/plugin-react'\nexport default { plugins: [react({ babel: { presets: ['@babel/preset-flow'] } })] }"
        let (latest, _) = try Self.vite(config, extra: ["package.json": #"{ "devDependencies": { "@vitejs/plugin-react": "latest" } }"#])
        #expect(latest.babelPlugins.isEmpty)
        #expect(latest.unread.contains { $0.contains("@vitejs/plugin-react latest, a range that may install plugin-react 6") })
        let (five, _) = try Self.vite(config, extra: ["package.json": #"{ "devDependencies": { "@vitejs/plugin-react": "^5.0.0" } }"#])
        #expect(five.babelPlugins == ["preset-flow"])
    }

    @Test func aDefinedProcessEnvObjectDefinesItsKeysOnly() throws {
        let (literal, _) = try Self.vite(#"export default { define: { 'process.env': { REACT_APP_A: '"a"' }, __B__: 'true' } }"#)
        #expect(literal.defineKeys == ["__B__", "process.env", "process.env.REACT_APP_A"])
        let (stringified, _) = try Self.vite("export default { define: { 'process.env': JSON.stringify({ REACT_APP_A: 'a' }) } }")
        #expect(stringified.defineKeys == ["process.env", "process.env.REACT_APP_A"])
        let (whole, warnings) = try Self.vite("export default { define: { 'process.env': process.env } }")
        #expect(whole.defineKeys == ["process.env"])
        #expect(warnings.contains { $0.message.contains("writes that whole object into the bundle") })
    }
}
