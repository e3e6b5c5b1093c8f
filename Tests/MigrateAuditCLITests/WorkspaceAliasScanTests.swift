import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Two apps of a lerna-style monorepo reach their shared library through a webpack alias (`'@acme/ui'` →
/// `../ui/src`). Vite serves that folder as source, so the library's own hazards fail the app: scanning the app says so.
@Suite struct WorkspaceAliasScanTests {
    private func monorepo(alias: String) throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "acme", "private": true, "workspaces": ["packages/*"] }"#)
        try repo.write("packages/ui/package.json", #"{ "name": "@acme/ui", "version": "0.4.1", "main": "src/index.js" }"#)
        try repo.write("packages/ui/src/index.js", "export { default as Button } from './Button';\n")
        try repo.write("packages/ui/src/Button.js", "export default function Button(props) {\n  return <button {...props} />;\n}\n")
        try repo.write("packages/admin/package.json", #"{ "name": "@acme/admin", "dependencies": { "@acme/ui": "^0.4.1" } }"#)
        try repo.write("packages/admin/webpack.config.js", """
            const path = require('path');
            module.exports = {
              entry: './src/index.js',
              resolve: { alias: { \(alias): path.resolve(__dirname, '../ui/src') } },
            };

            """)
        try repo.write("packages/admin/src/index.js", "import { Button } from '@acme/ui';\nexport default Button;\n")
        try repo.commitAll("monorepo")
        // What `yarn install` links (not committed).
        try FileManager.default.createDirectory(atPath: repo.path("node_modules/@acme"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.path("node_modules/@acme/ui"), withDestinationPath: "../../packages/ui")
        return repo
    }

    private func scan(_ repo: RepoBuilder) throws -> ScanReport {
        let result = try ToolProcess.run(["scan", repo.path("packages/admin"), "--format", "json", "--no-cache"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
    }

    @Test func theLibraryAnAliasNamedAfterItLeadsIntoIsAuditedAsTheLinkedPackage() throws {
        let report = try scan(try monorepo(alias: "'@acme/ui'"))
        let jsx = report.findings.filter { $0.ruleId == "dep-jsx-or-flow-in-dist" }
        #expect(jsx.map { "\($0.file):\($0.line)" } == ["src/index.js:1"], "\(report.findings.map(\.ruleId))")
        #expect(jsx.first?.message.contains("../ui/src/Button.js (JSX)") == true, "\(jsx)")
        #expect(report.dependencies.first { $0.name == "@acme/ui" }?.importedFrom.map(\.file) == ["src/index.js"])
    }

    @Test func anAliasNamedOtherwiseStaysAppCode() throws {
        // '@ui' names no package: its imports are the app's own modules, as before.
        let report = try scan(try monorepo(alias: "'@ui'"))
        #expect(report.dependencies.first { $0.name == "@acme/ui" }?.importedFrom.map(\.file) == ["src/index.js"])
        let aliased = try scan(try monorepoImportingThroughOwnAlias())
        #expect(aliased.dependencies.first { $0.name == "@acme/ui" }?.importedFrom.isEmpty == true)
        #expect(!aliased.findings.contains { $0.ruleId == "dep-jsx-or-flow-in-dist" })
    }

    /// The app imports `@ui`, an alias named after no package.
    private func monorepoImportingThroughOwnAlias() throws -> RepoBuilder {
        let repo = try monorepo(alias: "'@ui'")
        try repo.write("packages/admin/src/index.js", "import { Button } from '@ui';\nexport default Button;\n")
        try repo.commitAll("through @ui")
        return repo
    }
}
