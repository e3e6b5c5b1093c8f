import AuditModel
import Testing

@testable import ConfigAudit

/// wp-node-polyfill-config on webpack 5's `resolve.fallback`: the fix says, entry by entry, what Vite needs (an alias
/// for a polyfill of another name, nothing for a same-name package Vite resolves itself, care for `false`).
@Suite struct NodeFallbackFixTests {
    private func fix(_ fallback: String) -> String? {
        let config = "const path = require('path');\nmodule.exports = {\n  resolve: {\n    fallback: \(fallback),\n  },\n};\n"
        let findings = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-node-polyfill-config")
        #expect(findings.map(\.line) == [4])
        #expect(findings.first?.message == "resolve.fallback \(fallback) supplies browser versions of Node core modules; Vite has no such setting.")
        return findings.first?.fix
    }

    @Test func sameNamePackagesNeedNoAlias() {
        #expect(fix("{ buffer: require.resolve('buffer/'), process: require.resolve('process/browser'), path: false, fs: false }") ==
            "keep the 'buffer', 'process' packages installed: Vite resolves the names to them, no alias needed; path, fs (false, an empty module in webpack): Vite externalises them too, but reading a property throws in dev where webpack gave undefined, so check the code that imports them.")
    }

    @Test func otherPolyfillsAreAliased() {
        #expect(fix("{ crypto: require.resolve('crypto-browserify'), stream: 'stream-browserify', os: require.resolve('./shims/os.js') }") ==
            "resolve: { alias: { crypto: 'crypto-browserify', stream: 'stream-browserify', os: path.resolve(__dirname, './shims/os.js') } } in vite.config.")
    }
}
