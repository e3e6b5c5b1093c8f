import AuditModel
import Testing
@testable import ConfigAudit

/// webpack 2–3 apps extracted CSS with `ExtractTextPlugin.extract(…)`, whose argument holds the css-loader options
/// (CSS Modules, localIdentName) the loader rules read; webpack 1 passed loader strings.
struct ExtractTextPluginTests {
    private func audit(_ use: String) -> ConfigAuditResult {
        let config = """
            const ExtractTextPlugin = require('extract-text-webpack-plugin');
            module.exports = {
              entry: './src/index.js',
              module: {
                rules: [
                  {
                    test: /\\.css$/,
                    use: \(use)
                  }
                ]
              },
              plugins: [new ExtractTextPlugin('[name].css')]
            };

            """
        return ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
    }

    @Test func theLoadersInsideExtractAreRead() {
        let result = audit("""
            ExtractTextPlugin.extract({
                      fallback: 'style-loader',
                      use: [{ loader: 'css-loader', options: { modules: true, localIdentName: '[name]_[local]' } }, 'postcss-loader']
                    })
            """)
        #expect(result.findings("audit-config-unresolved").isEmpty, "\(result.findings.map(\.message))")
        #expect(result.findings("css-modules-by-config").map(\.line) == [10])
        #expect(result.findings("css-modules-generate-name").first?.fix == "css: { modules: { generateScopedName: '[name]_[local]' } }")
    }

    @Test func webpackOnesLoaderStringsAreRead() {
        let result = audit("ExtractTextPlugin.extract('style-loader', 'css-loader?modules&localIdentName=[local]!postcss-loader')")
        #expect(result.findings("audit-config-unresolved").isEmpty, "\(result.findings.map(\.message))")
        #expect(result.findings("css-modules-by-config").count == 1)
    }
}
