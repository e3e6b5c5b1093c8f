import AuditModel
import Foundation
import GitTestSupport
import Testing

/// wp-externals with the imports the scan knows: a mapping nothing imports is a line to delete, not work for Vite.
@Suite struct UnusedExternalsScanTests {
    @Test func anExternalNothingImportsIsInfo() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "ext", "dependencies": { "react": "16.8.0" } }"#)
        try repo.write("webpack.config.js", "module.exports = {\n  entry: './src/index.js',\n  externals: { moment: 'moment', jquery: 'jQuery', lodash: '_' },\n};\n")
        try repo.write("src/index.js", "import $ from 'jquery';\nimport map from 'lodash/map';\nexport default [$, map];\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let externals = report.findings.filter { $0.ruleId == "wp-externals" }
        let severities = Dictionary(uniqueKeysWithValues: externals.map { ($0.column, $0.severity) })
        #expect(externals.count == 3)
        #expect(severities == [16: .info, 34: .manualFix, 52: .manualFix], "\(externals.map { "\($0.column) \($0.message)" })")
        #expect(externals.first { $0.severity == .info }?.message == "externals maps 'moment' to a global, but nothing imports it: remove it.")
    }
}
