import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Which imports the dependency audit follows: what the browser loads, not what the compiler erases.
@Suite struct DependencyImportTests {
    private func dependencyFindings(_ repo: RepoBuilder) throws -> [String] {
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        return report.findings.filter { $0.ruleId.hasPrefix("dep-") }.map { "\($0.ruleId) \($0.file)" }
    }

    @Test func typeOnlyImportsLoadNothing() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "dependencies": { "nodey": "^1.0.0" } }"#)
        try repo.write("node_modules/nodey/package.json", #"{ "name": "nodey", "version": "1.0.0", "main": "index.js" }"#)
        try repo.write("node_modules/nodey/index.js", "const fs = require('fs');\nmodule.exports = function read(p) { return fs.readFileSync(p); };\n")
        try repo.write("src/index.ts", "import type { X } from 'nodey';\nimport { type Y } from 'nodey';\nexport const a: X | Y | null = null;\n")
        try repo.commitAll("types only")
        #expect(try dependencyFindings(repo) == [])
        try repo.write("src/value.ts", "import read from 'nodey';\nexport const a = read;\n")
        #expect(try dependencyFindings(repo) == ["dep-cjs-only src/value.ts", "dep-node-globals src/value.ts"])
    }

    @Test func aRuntimeLibraryNamedLikeALoaderIsNotWebpackTooling() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "dependencies": { "react-content-loader": "^6.0.0" }, "devDependencies": { "css-loader": "^5.0.0" } }"#)
        try repo.write("src/Skeleton.js", "import ContentLoader from 'react-content-loader';\nexport default ContentLoader;\n")
        try repo.commitAll("app")
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        let flagged = report.findings.filter { $0.ruleId == "dep-webpack-only" }.map(\.message)
        #expect(flagged.count == 1 && flagged[0].hasPrefix("css-loader"), "\(flagged)")
    }
}

