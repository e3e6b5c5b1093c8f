import AuditModel
import Foundation
import GitTestSupport
import Testing

/// An import of a Module Federation remote's module loads another build at run time: it is the federation
/// finding's concern, not a package to declare and install.
@Suite struct FederationRemoteTests {
    @Test func aRemotesModuleIsNoMissingPackage() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "host", "dependencies": { "react": "^17.0.2" }, "devDependencies": { "webpack": "^5.75.0" } }"#)
        try repo.write("webpack.config.js", """
            const { ModuleFederationPlugin } = require('webpack').container;
            module.exports = {
              entry: './src/index.js',
              plugins: [new ModuleFederationPlugin({ name: 'host', remotes: { billing: 'billing@https://cdn.example.com/remoteEntry.js' } })],
            };
            """)
        try repo.write("src/index.js", "import React from 'react';\nexport const Widget = React.lazy(() => import('billing/Widget'));\nimport('left-pad');\n")
        try repo.commitAll("host")
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        let undeclared = report.warnings.first { $0.message.contains("neither declared in package.json nor installed") }?.message ?? ""
        #expect(!undeclared.contains("billing"), "\(undeclared)")
        #expect(undeclared.contains("left-pad"), "a real package is still named: \(undeclared)")
        let federation = report.findings.first { $0.ruleId == "wp-module-federation" }
        #expect(federation?.message.contains("'billing/…'") == true, "\(federation?.message ?? "no finding")")
    }
}
