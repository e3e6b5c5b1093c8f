import AuditModel
import Testing

@testable import SourceRules

/// asset-unknown-ext on `.wasm` imports: webpack 5 (`experiments.asyncWebAssembly`) imported a module's exports and
/// CRA 5 gave a URL, while Vite refuses a `.wasm` import without `?init` or `?url`.
@Suite struct WebAssemblyImportTests {
    private func findings(_ code: String, facts: ProjectFacts = .examples) -> [Finding] {
        ExampleRunner.findings(of: AssetRules.UnknownExtension(), code: code, fileName: "src/pages/Terms.js", facts: facts)
    }

    @Test func anExportsImportNeedsAPluginOrInit() {
        let found = findings("import { hash } from '../wasm/hash.wasm';\nexport default hash;\n")
        #expect(found.map(\.severity) == [.manualFix], "\(found.map(\.message))")
        #expect(found.first?.line == 1)
        #expect(found.first?.message == "'../wasm/hash.wasm': webpack instantiated the module and imported its exports (experiments.asyncWebAssembly), or gave its URL (an asset rule); Vite refuses a plain .wasm import (it does not support WebAssembly's ES module integration), so the import fails")
        #expect(found.first?.fix == "vite-plugin-wasm in vite.config plugins to keep importing its exports, or import init from '../wasm/hash.wasm?init' and read the instance's exports; '../wasm/hash.wasm?url' where the import was a URL")
    }

    @Test func createReactAppGaveAURL() {
        var facts = ProjectFacts.examples
        facts.declaredRanges["react-scripts"] = "5.0.0"
        let found = findings("import engineUrl from './engine.wasm';\nfetch(engineUrl);\n", facts: facts)
        #expect(found.map(\.severity) == [.autoFixable])
        #expect(found.first?.fix == "'./engine.wasm?url'")
    }

    @Test("Create React App 4 gave no URL: webpack 4 typed a .wasm module as WebAssembly, so the import is the general case")
    func createReactApp4GaveNoURL() {
        var facts = ProjectFacts.examples
        facts.declaredRanges["react-scripts"] = "4.0.3"
        let found = findings("import * as wasm from './pkg/engine_bg.wasm';\nexport const run = wasm.run;\n", facts: facts)
        // It was told the import was a URL and to add ?url, which breaks the wasm-pack glue that reads its exports.
        #expect(found.map(\.severity) == [.manualFix])
        #expect(found.first?.fix?.hasPrefix("vite-plugin-wasm") == true)
    }

    @Test func initAndURLQueriesAreViteWays() {
        #expect(findings("import init from './engine.wasm?init';\nimport url from './engine.wasm?url';\nexport { init, url };\n").isEmpty)
    }
}
