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
        #expect(try dependencyFindings(repo) == ["dep-node-globals src/value.ts"])
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

    @Test func anInstallThatIsNotTheLockedVersionIsSaid() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "dependencies": { "lib": "^1.0.0", "other": "^4.17.0" } }"#)
        try repo.write("package-lock.json", #"{ "lockfileVersion": 3, "packages": { "": {}, "node_modules/lib": { "version": "1.2.0" }, "node_modules/other": { "version": "4.17.21" } } }"#)
        try repo.write("src/index.js", "import lib from 'lib';\nimport other from 'other';\nexport default [lib, other];\n")
        try repo.commitAll("app")
        // Installed (not committed): lib is the locked 1.2.0; other is 3.10.1, neither locked nor in ^4.17.0.
        try repo.write("node_modules/lib/package.json", #"{ "name": "lib", "version": "1.2.0", "module": "index.js" }"#)
        try repo.write("node_modules/lib/index.js", "export default 1;\n")
        try repo.write("node_modules/other/package.json", #"{ "name": "other", "version": "3.10.1", "module": "index.js" }"#)
        try repo.write("node_modules/other/index.js", "export default 2;\n")
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        let drift = report.warnings.filter { $0.message.contains("not the version the project asks for") }
        #expect(drift.count == 1, "\(report.warnings)")
        #expect(drift.first?.message.contains("(other 3.10.1 installed, 4.17.21 locked)") == true)
        #expect(report.dependencies.first { $0.name == "other" }?.version == "3.10.1")
    }

    @Test func aRootExportedOnlyForNodeIsABlockerWhereItIsImported() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "dependencies": { "reqonly": "^1.0.0" } }"#)
        try repo.write("node_modules/reqonly/package.json", #"{ "name": "reqonly", "version": "1.0.0", "exports": { ".": { "node": "./node.js", "require": "./cjs.js" } } }"#)
        try repo.write("node_modules/reqonly/cjs.js", "module.exports = 1;\n")
        try repo.write("node_modules/reqonly/node.js", "module.exports = 1;\n")
        try repo.write("src/index.js", "import value from 'reqonly';\nexport default value;\n")
        try repo.commitAll("app")
        #expect(try dependencyFindings(repo) == ["dep-deep-import-not-exported src/index.js"])
    }

    @Test func aLinkedCommonJSWorkspacePackageIsNotPreBundled() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "workspaces": ["packages/*"], "dependencies": { "legacy-utils": "*" } }"#)
        try repo.write("packages/legacy-utils/package.json", #"{ "name": "legacy-utils", "version": "1.0.0", "main": "index.js" }"#)
        try repo.write("packages/legacy-utils/index.js", "exports.fmt = function fmt(x) { return String(x); };\n")
        try repo.write("src/b.js", "import { fmt } from 'legacy-utils';\nexport default fmt;\n")
        try repo.commitAll("app")
        try FileManager.default.createDirectory(atPath: repo.path("node_modules"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.path("node_modules/legacy-utils"), withDestinationPath: "../packages/legacy-utils")
        #expect(try dependencyFindings(repo) == ["dep-cjs-not-discovered src/b.js"])
    }
}




