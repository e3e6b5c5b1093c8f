import AuditModel
import Testing

@testable import SourceRules

/// cjs-require-nested suggests `await` only where it can stand.
@Suite struct RequireNestedFixTests {
    private func fixes(_ code: String) -> [String] {
        let file = SourceFile(path: "src/polyfills.js", bytes: Array(code.utf8), context: .client)
        let project = ProjectContext(facts: .examples, filePaths: [file.path], routerImports: [], listedPaths: [])
        return SourceRuleEngine(rules: [CommonJSRules.RequireNested()]).check(file, project: project, interests: nil).findings.compactMap(\.fix)
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
