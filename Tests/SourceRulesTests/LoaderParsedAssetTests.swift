import AuditModel
import Testing

@testable import SourceRules

/// asset-unknown-ext where the webpack config sent the extension through a parsing or compiling loader: the import's
/// value was parsed data or a template function, so `assetsInclude` (a URL) is the wrong fix.
@Suite struct LoaderParsedAssetTests {
    private func findings(_ code: String, loaders: [String: String]) -> [Finding] {
        var facts = ProjectFacts.examples
        facts.loaderExtensions = loaders
        return ExampleRunner.findings(of: AssetRules.UnknownExtension(), code: code, fileName: "src/index.js", facts: facts)
    }

    @Test func aLoaderParsedImportNeedsAPlugin() {
        let code = "import tpl from './card.hbs';\nimport rows from './data.csv';\nimport photo from './photo.PNG';\nexport default [tpl, rows, photo];\n"
        let found = findings(code, loaders: ["hbs": "handlebars-loader", "csv": "csv-loader"])
        #expect(found.map(\.severity) == [.manualFix, .manualFix, .autoFixable], "\(found.map(\.message))")
        #expect(found.map(\.fix) == [
            "a Vite plugin that does what handlebars-loader did",
            "@rollup/plugin-dsv in vite.config plugins (check the row shape csv-loader's options gave)",
            "assetsInclude: ['**/*.PNG'] in vite.config (or rename the file to .png)",
        ])
        #expect(found.first?.message == "'./card.hbs' was parsed by handlebars-loader in webpack; Vite has no loaders, so the import fails or yields a URL instead of the loaded value")
    }

    @Test func withoutALoaderACSVIsStillAnAsset() {
        let found = findings("import rows from './data.csv';\n", loaders: [:])
        #expect(found.map(\.severity) == [.autoFixable])
    }
}
