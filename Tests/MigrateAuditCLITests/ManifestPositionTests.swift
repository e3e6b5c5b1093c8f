import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Findings in package.json stand at their key, so that several on one line stay apart.
@Suite struct ManifestPositionTests {
    @Test func eachPackageJSONFindingStandsAtItsKeysLineAndUTF16Column() throws {
        let repo = try RepoBuilder()
        // "Café 😀" puts the keys after it 3 bytes further than their UTF-16 column.
        try repo.write("package.json", """
            {
              "name": "t6", "description": "Café 😀", "homepage": "https://x.github.io/app",
              "browserslist": [">0.2%"],
              "dependencies": { "react": "16.8.0", "react-scripts": "3.0.0" },
              "devDependencies": { "webpack": "4.29.0", "html-webpack-plugin": "3.2.0", "babel-loader": "8.0.0" }
            }
            """)
        try repo.write("src/index.js", "export default 1;\n")
        let result = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        func places(_ rule: String) -> [String] {
            report.findings.filter { $0.ruleId == rule && $0.file == "package.json" }.map { "\($0.line):\($0.column)" }
        }
        // Three on one line, none merged away as a duplicate of another; react-scripts at 4:40 is cra-react-scripts'
        // alone (its dep-webpack-only would say the same), and react at 4:5 beside it is not taken with it.
        #expect(places("dep-webpack-only") == ["5:24", "5:45", "5:77"])
        #expect(places("cra-homepage") == ["2:43"])
        #expect(places("build-browserslist") == ["3:3"])
        #expect(places("cra-react-scripts") == ["4:40"])
    }

    @Test func aFindingOnAOneLinePackageJSONQuotesItsKeyNotTheLinesFirstBytes() throws {
        let repo = try RepoBuilder()
        // A minified manifest: one line, the webpack key far past the snippet's 240 bytes.
        let filler = (1...20).map { "\"left-pad-\($0)\": \"1.3.0\"" }.joined(separator: ", ")
        try repo.write("package.json", #"{"name": "one-line", "dependencies": {"# + filler + #", "react": "16.8.0"}, "devDependencies": {"webpack": "4.29.0"}}"#)
        try repo.write("src/index.js", "export default 1;\n")
        let result = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        let webpack = try #require(report.findings.first { $0.ruleId == "dep-webpack-only" && $0.file == "package.json" })
        #expect(webpack.snippet.contains(#""webpack": "4.29.0""#), "\(webpack.snippet)")
        #expect(webpack.snippet.hasPrefix("…") && webpack.snippet.utf8.count <= Finding.snippetLimit + 6, "\(webpack.snippet)")
    }
}
