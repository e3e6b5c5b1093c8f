import AuditModel
import Testing

@testable import SourceRules

/// node-builtin-import names what the browser offers in the built-in's place, not only "a polyfill".
@Suite struct BuiltinCounterpartTests {
    private func fixes(_ code: String) -> [String] {
        ExampleRunner.findings(of: NodeRules.BuiltinImport(), code: code, fileName: "src/config.js").compactMap(\.fix)
    }

    @Test func eachBuiltinNamesItsBrowserCounterpart() {
        #expect(fixes("import url from 'url';") == ["the browser's URL and URLSearchParams (`new URL(s).host` for `url.parse(s).host`), or the `url` npm package"])
        #expect(fixes("const qs = require('node:querystring');") == ["URLSearchParams, or the `querystring-es3` npm package"])
        #expect(fixes("import { createHash } from 'crypto';").first?.hasPrefix("Web Crypto") == true)
        #expect(fixes("import { readFileSync } from 'fs';").first?.hasPrefix("no browser counterpart") == true)
        // One the table does not know keeps the general advice.
        #expect(fixes("import vm from 'vm';") == ["a browser polyfill package or a redesign"])
    }

    // jaredjensen/browser-base64-test src/app.jsx, with "buffer" in package.json and nothing installed yet.
    @Test func aDeclaredSameNamePolyfillStandsIn() {
        var facts = ProjectFacts.examples
        facts.declaredRanges["buffer"] = "^5.6.0"
        let found = ExampleRunner.findings(of: NodeRules.BuiltinImport(), code: "import { Buffer } from 'buffer';", fileName: "src/app.jsx", facts: facts)
        #expect(found.map(\.message) == ["'buffer' is a Node built-in; the declared 'buffer' npm package stands in for it in the browser (verify that Vite resolves to it)"])
        #expect(found.map(\.severity) == [.autoFixable])
    }
}
