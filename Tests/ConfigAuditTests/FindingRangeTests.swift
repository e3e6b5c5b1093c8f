import AuditModel
import Testing
@testable import ConfigAudit

/// Configuration findings cover the text they are about (on its first line), for SARIF regions and annotations.
struct FindingRangeTests {
    /// The text a finding covers in `text`, or nil for a point or a range over several lines.
    private func covered(_ finding: Finding?, in text: String) -> String? {
        guard let finding, finding.endLine == finding.line, finding.endColumn > finding.column else { return nil }
        let line = Array(text.split(separator: "\n", omittingEmptySubsequences: false)[finding.line - 1].utf16)
        return String(decoding: line[(finding.column - 1)..<(finding.endColumn - 1)], as: UTF16.self)
    }

    @Test func webpackBabelAndPackageFindingsCoverTheirText() {
        let webpack = """
            const path = require('path');
            const outDir = path.resolve(__dirname, 'build');
            module.exports = {
              output: { path: outDir, publicPath: '/app/' },
              resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
              plugins: [new (require('webpack').DefinePlugin)({
                __DEV__: JSON.stringify(true),
              })],
            };
            """
        let manifest = "{\n  \"dependencies\": { \"react-scripts\": \"3.4.1\" },\n  \"homepage\": \"https://example.com/app\"\n}\n"
        let env = "export REACT_APP_API=https://x\n"
        let html = "<html><head><title>%REACT_APP_TITLE%</title></head></html>\n"
        let files = ["webpack.config.js": webpack, "package.json": manifest, ".env": env, "public/index.html": html]
        let result = ConfigFixture(files: files).audit()
        #expect(covered(result.findings("wp-alias").first, in: webpack) == "'@': path.resolve(__dirname, 'src')")
        #expect(covered(result.findings("build-public-path").first, in: webpack) == "'/app/'")
        // A value written elsewhere and named here: the finding covers the name where the setting uses it.
        let outDir = result.findings("build-outdir").first { $0.file == "webpack.config.js" }
        #expect(outDir?.line == 4 && covered(outDir, in: webpack) == "outDir")
        #expect(covered(result.findings("env-define-plugin").first, in: webpack) == "__DEV__: JSON.stringify(true)")
        #expect(covered(result.findings("cra-react-scripts").first, in: manifest) == "\"react-scripts\": \"3.4.1\"")
        #expect(covered(result.findings("cra-homepage").first, in: manifest) == "\"homepage\": \"https://example.com/app\"")
        #expect(covered(result.findings("env-react-app-prefix").first { $0.file == ".env" }, in: env) == "REACT_APP_API")
        #expect(covered(result.findings("env-html-placeholders").first, in: html) == "%REACT_APP_TITLE%")
    }

    @Test func babelPluginFindingsCoverTheirNames() {
        let babel = "{\n  \"plugins\": [\"@babel/plugin-proposal-decorators\", \"babel-plugin-macros\"]\n}\n"
        let result = ConfigFixture(files: [".babelrc": babel, "package.json": "{}"]).audit()
        #expect(result.findings("babel-needed").compactMap { covered($0, in: babel) } == ["\"@babel/plugin-proposal-decorators\"", "\"babel-plugin-macros\""])
    }

    @Test func aValueOverSeveralLinesIsCoveredOnItsFirstLine() throws {
        let webpack = "module.exports = {\n  devServer: {\n    port: 3000, historyApiFallback: true,\n  },\n};\n"
        let result = ConfigFixture(files: ["webpack.config.js": webpack, "package.json": "{}"]).audit()
        let port = try #require(result.findings("wp-dev-server").first { $0.message.contains("port") })
        #expect(covered(port, in: webpack) == "port: 3000")
        for finding in result.findings { #expect(finding.endLine == finding.line, "\(finding.ruleId) spans lines") }
    }
}
