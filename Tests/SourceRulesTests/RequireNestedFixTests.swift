import AuditModel
import Testing

@testable import SourceRules

/// cjs-require-nested suggests `await` only where it can stand.
@Suite struct RequireNestedFixTests {
    private func fixes(_ code: String) -> [String] {
        ExampleRunner.findings(of: CommonJSRules.RequireNested(), code: code, fileName: "src/polyfills.js").compactMap(\.fix)
    }

    @Test func aModuleLoadedForItsEffectNeedsNoValue() {
        #expect(fixes("export function install() {\n  if (!window.fetch) {\n    require('whatwg-fetch');\n  }\n}\n") == [
            "a static `import 'whatwg-fetch'` at the top (it always loads, before this code runs), or `import('whatwg-fetch')` (it loads after this code has run)",
        ])
    }

    @Test func awaitIsOfferedAsIsOnlyInAnAsyncFunction() {
        #expect(fixes("export function configure() {\n  const { logger } = require('./logger');\n  return logger;\n}\n") == [
            "hoist to `import … from './logger'`, or `await import('./logger')` once the function is async (its callers then wait for it)",
        ])
        #expect(fixes("export async function configure() {\n  const { logger } = require('./logger');\n  return logger;\n}\n") == [
            "hoist to `import … from './logger'` or use `await import('./logger')`",
        ])
        #expect(fixes("export const load = async () => { const chart = require('chart.js'); return chart; };\n") == [
            "hoist to `import … from 'chart.js'` or use `await import('chart.js')`",
        ])
    }
}

/// cjs-require-dynamic spells the glob the require's own path makes.
@Suite struct RequireDynamicFixTests {
    private func fixes(_ code: String) -> [String] {
        ExampleRunner.findings(of: CommonJSRules.RequireDynamic(), code: code, fileName: "src/pages/About.js").compactMap(\.fix)
    }

    @Test func theRequiresOwnPathBecomesTheGlob() {
        #expect(fixes("const strings = require(`../i18n/${lang}.json`);") == [
            "`const files = import.meta.glob('../i18n/*.json', { eager: true, import: 'default' })`, then `files[`../i18n/${lang}.json`]`",
        ])
        #expect(fixes("const icon = require('./icons/' + name + '.svg');") == [
            "`const files = import.meta.glob('./icons/*.svg', { eager: true, import: 'default' })`, then `files['./icons/' + name + '.svg']`, or `new URL('./icons/' + name + '.svg', import.meta.url).href` for a URL",
        ])
        #expect(fixes("const page = require('./views/' + name + '.js').default;") == [
            "`const files = import.meta.glob('./views/*.js', { eager: true })`, then `files['./views/' + name + '.js']`",
        ])
        // CRA 4's file-loader handed out a module object; the glob's value is the URL, so `.default` goes too.
        #expect(fixes("const Bag = () => <img src={require(`../../img/pokemon-front/gif/${poke.name}.gif`).default} alt={poke.name} />;") == [
            "`const files = import.meta.glob('../../img/pokemon-front/gif/*.gif', { eager: true, import: 'default' })`, then "
                + "`files[`../../img/pokemon-front/gif/${poke.name}.gif`]`, or `new URL(`../../img/pokemon-front/gif/${poke.name}.gif`, import.meta.url).href` "
                + "for a URL, in place of the whole `require(…).default` (the value is the URL itself)",
        ])
        // Without an extension, or with the path in a variable, there is no pattern to spell.
        #expect(fixes("const m = require(moduleName);") == ["an `import.meta.glob('./dir/*.ext')` map, or `new URL(…, import.meta.url)` for assets"])
        #expect(fixes("const v = require(`./views/${name}`);") == ["an `import.meta.glob('./dir/*.ext')` map, or `new URL(…, import.meta.url)` for assets"])
    }
}
