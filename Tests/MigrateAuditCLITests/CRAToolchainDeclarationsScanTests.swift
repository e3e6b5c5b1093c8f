import AuditModel
import Foundation
import GitTestSupport
import Testing

/// react-scripts and CRA's override tools are webpack toolchain and CRA's: the package.json line says so once.
@Suite struct CRAToolchainDeclarationsScanTests {
    @Test func aCRAToolIsReportedOnceAtItsDeclaration() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", """
            {
              "name": "crac",
              "dependencies": {
                "@craco/craco": "^6.4.3",
                "react-scripts": "4.0.3",
                "less-loader": "^7.1.0"
              },
              "devDependencies": { "customize-cra": "^0.9.1", "react-app-rewired": "^2.1.5" }
            }
            """)
        try repo.write("src/index.js", "export default 1;\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let byLine = Dictionary(grouping: report.findings.filter { $0.file == "package.json" && $0.line <= 9 }, by: \.line)
            .mapValues { Set($0.map(\.ruleId)) }
        #expect(byLine[4] == ["cra-overrides"])
        #expect(byLine[5] == ["cra-react-scripts", "build-outdir", "test-env-default"])
        #expect(byLine[6] == ["dep-webpack-only"])
        #expect(byLine[8] == ["cra-overrides"], "customize-cra and react-app-rewired share the line: \(byLine)")
    }

    /// A one-line manifest: webpack's own finding stays beside react-scripts' CRA one on the same line.
    @Test func anotherPackageOnTheSameLineKeepsItsFinding() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name": "one", "dependencies": {"react-scripts": "4.0.3", "webpack": "4.44.2"}}"#)
        try repo.write("src/index.js", "export default 1;\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        #expect(report.findings.filter { $0.ruleId == "dep-webpack-only" }.map(\.column) == [60])
        #expect(report.findings.filter { $0.ruleId == "cra-react-scripts" }.map(\.column) == [34])
    }
}
