import AuditModel
import Foundation
import GitTestSupport
import Testing

/// react-scripts-ts, the TypeScript fork of Create React App 1 and 2 (microsoft/TypeScript-React-Starter): the source
/// rules judge its app as a react-scripts app.
@Suite struct CRAForkScanTests {
    @Test func aReactScriptsTSAppIsJudgedAsCreateReactApp() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "dependencies": { "react": "^16.0.0", "react-scripts-ts": "2.17.0" } }"#)
        try repo.write("src/index.tsx", """
            export const api = process.env.API_URL;
            export const flag = process.env.REACT_APP_FLAG;
            """)
        try repo.commitAll("react-scripts-ts app")
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        let api = report.findings.first { $0.file == "src/index.tsx" && $0.line == 1 && $0.ruleId.hasPrefix("env-") }
        // Like react-scripts, the fork exposed only REACT_APP_*, NODE_ENV and PUBLIC_URL: API_URL was already undefined.
        #expect(api?.message.hasPrefix("process.env.API_URL was undefined under CRA too") == true, "\(report.findings.map(\.message))")
        let flag = report.findings.first { $0.file == "src/index.tsx" && $0.line == 2 && $0.ruleId.hasPrefix("env-") }
        #expect(flag != nil && flag?.message.contains("undefined under CRA too") == false, "\(report.findings.map(\.message))")
    }
}
