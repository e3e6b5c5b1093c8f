import ConfigAudit
import Testing

/// vitest.config.*: Vitest reads it instead of vite.config, so it is what test files are transformed with.
struct VitestConfigTests {
    static let viteConfig = """
        import react from '@vitejs/plugin-react'
        export default ({ mode }) => ({
          plugins: [react({ babel: { presets: ['@babel/preset-flow'] } })],
          define: { __APP__: '"app"' },
          esbuild: { loader: 'jsx', include: /src\\/.*\\.js$/, exclude: [] },
        })
        """

    static func facts(_ vitest: String, file: String = "vitest.config.js") -> ConfigFacts {
        ConfigFixture(files: ["vite.config.js": viteConfig, file: vitest, "src/a.js": "", "src/b.js": "", "package.json": "{}"]).audit().facts
    }

    @Test func aVitestConfigOfItsOwnKeepsNoneOfViteConfigsSettings() throws {
        let facts = Self.facts("export default { test: { environment: 'jsdom' } }")
        #expect(facts.vite?.esbuildJSXFiles == ["src/a.js", "src/b.js"])
        let vitest = try #require(facts.vitest)
        #expect(vitest.file == "vitest.config.js")
        #expect(vitest.esbuildJSXFiles.isEmpty)
        #expect(vitest.babelPlugins.isEmpty)
        #expect(vitest.testSettings == ["environment"])
    }

    @Test func mergingViteConfigKeepsItsSettingsAndAddsTheOthers() throws {
        let vitest = try #require(Self.facts("""
            import { defineConfig, mergeConfig } from 'vitest/config'
            import viteConfig from './vite.config'
            export default defineConfig(env => mergeConfig(viteConfig(env), { define: { __TEST__: 'true' }, test: { globals: true } }))
            """, file: "vitest.config.ts").vitest)
        #expect(vitest.esbuildJSXFiles == ["src/a.js", "src/b.js"])
        #expect(vitest.babelPlugins == ["preset-flow"])
        #expect(vitest.defineKeys == ["__APP__", "__TEST__"])
        #expect(vitest.testSettings == ["globals"])
    }

    @Test func aTransformOptionTheMergeSetsIsReadFromItAlone() throws {
        let vitest = try #require(Self.facts("""
            import { mergeConfig } from 'vite'
            import viteConfig from './vite.config.js'
            export default mergeConfig(viteConfig, { esbuild: { loader: 'jsx', include: /src\\/a\\.js$/, exclude: [] } })
            """).vitest)
        #expect(vitest.esbuildJSXFiles == ["src/a.js"])
    }

    @Test func mergingSomethingElseAnswersNothing() throws {
        let vitest = try #require(Self.facts("""
            import { mergeConfig } from 'vite'
            import shared from './vite.shared.js'
            export default mergeConfig(shared, { test: {} })
            """).vitest)
        #expect(vitest.esbuildJSXFiles.isEmpty)
        #expect(vitest.unread.contains { $0.hasPrefix("the exported configuration") })
    }

    @Test func theFileVitestsScriptsPassIsTheOneTestsRunWith() throws {
        let files = [
            "vite.config.js": Self.viteConfig, "vitest.unit.js": "export default { test: { globals: true } }", "src/a.js": "",
            "package.json": #"{ "scripts": { "dev": "vite", "test": "vitest run --config vitest.unit.js" } }"#,
        ]
        let facts = ConfigFixture(files: files).audit().facts
        #expect(facts.vite?.esbuildJSXFiles == ["src/a.js"])
        let vitest = try #require(facts.vitest)
        #expect(vitest.file == "vitest.unit.js")
        #expect(vitest.esbuildJSXFiles.isEmpty)
    }
}
