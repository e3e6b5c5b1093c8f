import AuditModel
import Foundation
import GitTestSupport
import Testing

/// A package only a polyfill-only webpack entry imports: no page loads that file under Vite, so nothing discovers or
/// pre-bundles the package, and its dep-cjs-* notes say so instead of how Vite will handle it.
@Suite struct PolyfillEntryDependenciesScanTests {
    private func project(appImportsPolyfills: Bool) throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "pf", "dependencies": { "core-js": "^3.26.1", "legacy-fmt": "1.2.0" } }"#)
        try repo.write("webpack.config.js", """
            const HtmlWebpackPlugin = require('html-webpack-plugin');
            module.exports = {
              entry: { polyfills: './src/polyfills.js', app: './src/index.js' },
              plugins: [new HtmlWebpackPlugin({ template: 'public/index.html' })],
            };

            """)
        try repo.write("src/polyfills.js", "import 'core-js/stable';\n")
        try repo.write("src/index.js", (appImportsPolyfills ? "import './polyfills';\n" : "") + "import fmt from 'legacy-fmt';\nexport default fmt;\n")
        try repo.write("node_modules/core-js/package.json", #"{"name":"core-js","version":"3.26.1","main":"index.js"}"#)
        try repo.write("node_modules/core-js/index.js", "require('./stable');\nmodule.exports = {};\n")
        try repo.write("node_modules/core-js/stable/index.js", "module.exports = require('../index');\n")
        try repo.write("node_modules/legacy-fmt/package.json", #"{"name":"legacy-fmt","version":"1.2.0","main":"index.js"}"#)
        try repo.write("node_modules/legacy-fmt/index.js", "module.exports = function fmt(x) { return String(x); };\n")
        return repo
    }

    private func coreJSFindings(_ report: ScanReport) -> [Finding] {
        report.findings.filter { $0.ruleId.hasPrefix("dep-cjs") || $0.ruleId == "dep-deep-cjs-imports" }.filter { $0.message.hasPrefix("core-js") || $0.message.contains("of core-js@") }
    }

    @Test func aPackageOnlyAPolyfillEntryImportsNeedsNothing() throws {
        let repo = try project(appImportsPolyfills: false)
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let coreJS = coreJSFindings(report)
        #expect(!coreJS.isEmpty)
        for finding in coreJS {
            #expect(finding.message.contains("its only importer, src/polyfills.js, is a webpack entry of polyfills that no page loads under Vite, so Vite never discovers or pre-bundles it"), "\(finding.message)")
            #expect(!finding.message.contains("Vite pre-bundles"), "\(finding.message)")
            #expect(finding.fix == "Nothing to do: it goes with the polyfill entry (see html-polyfill-entries), or @vitejs/plugin-legacy brings the polyfills old browsers need.")
        }
        // A package the app's own entry imports keeps the usual note.
        let fmt = report.findings.first { $0.ruleId == "dep-cjs-only" && $0.message.hasPrefix("legacy-fmt") }
        #expect(fmt?.fix?.hasPrefix("Nothing to do while Vite discovers it from the app's entries") == true, "\(String(describing: fmt))")
    }

    /// Imported by the app's entry as well, the polyfills file is loaded: Vite discovers core-js from there.
    @Test func aPolyfillEntryTheAppImportsIsLoaded() throws {
        let repo = try project(appImportsPolyfills: true)
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let coreJS = coreJSFindings(report)
        #expect(!coreJS.isEmpty)
        #expect(coreJS.allSatisfy { !$0.message.contains("no page loads") && $0.fix != "Nothing to do: it goes with the polyfill entry (see html-polyfill-entries), or @vitejs/plugin-legacy brings the polyfills old browsers need." },
            "\(coreJS.map(\.message))")
    }
}
