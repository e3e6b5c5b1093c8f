import AuditModel
import Foundation
import GitTestSupport
import Testing

/// An app whose imports rely on babel-plugin-module-resolver: they are the app's modules, not undeclared packages.
@Suite struct ModuleResolverScanTests {
    @Test func importsThroughModuleResolverAreAppModules() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "admin", "dependencies": { "react": "^16.12.0" } }"#)
        try repo.write(".babelrc", #"{ "plugins": [["module-resolver", { "root": ["./src"], "alias": { "@components": "./src/components" } }]] }"#)
        try repo.write("src/index.js", "import Header from '@components/Header';\nimport 'styles/app.css';\nexport default Header;\n")
        try repo.write("src/components/Header.js", "export default function Header() { return null; }\n")
        try repo.write("src/styles/app.css", "body { margin: 0; }\n")
        try repo.commitAll("app")
        let result = try ToolProcess.run(["scan", repo.root, "--format", "json", "--no-cache"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        #expect(!report.warnings.contains { $0.message.contains("neither declared in package.json nor installed") }, "\(report.warnings)")
        #expect(report.findings.filter { $0.ruleId == "wp-resolve-modules" }.map { "\($0.file):\($0.line)" } == [".babelrc:1", "src/index.js:2"])
    }
}
