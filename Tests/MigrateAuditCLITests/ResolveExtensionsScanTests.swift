import AuditModel
import Foundation
import GitTestSupport
import Testing

/// wp-resolve-extensions at the imports: the files they resolve to need not be JavaScript sources.
@Suite struct ResolveExtensionsScanTests {
    @Test func extensionlessImportsOfNonSourceFilesAreReportedWhereTheyAre() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "t7", "dependencies": { "react": "16.8.0" } }"#)
        try repo.write("webpack.config.js", "module.exports = {\n  entry: './src/index.js',\n  resolve: { extensions: ['.js', '.jsx', '.es6', '.scss'] },\n};\n")
        try repo.write("src/Widget.es6", "export default 1;\n")
        try repo.write("src/theme.scss", "body{}\n")
        try repo.write("src/Other.jsx", "export default 2;\n")
        try repo.write("src/data.json", "{}\n")
        try repo.write("src/index.js", """
            import Widget from './Widget';
            import './theme';
            import Other from './Other';
            import data from './data';
            import Named from './Widget.es6';
            export default [Widget, Other, data, Named];
            """)
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let found = report.findings.filter { $0.ruleId == "wp-resolve-extensions" }.map { "\($0.file):\($0.line)" }
        #expect(found == ["src/index.js:1", "src/index.js:2", "webpack.config.js:3"])
        let atImport = report.findings.first { $0.ruleId == "wp-resolve-extensions" && $0.file == "src/index.js" }
        #expect(atImport?.message == "'./Widget' resolves to src/Widget.es6 only with webpack's extra extension .es6; Vite does not try it")
    }
}
