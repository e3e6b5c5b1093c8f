import AuditModel
import Foundation
import GitTestSupport
import Testing

/// wp-resolve-modules' configuration finding with the imports the scan knows: a baseUrl, resolve.modules folder or
/// NODE_PATH no bare import relies on has nothing to port.
@Suite struct UnusedModuleDirectoriesScanTests {
    private func settingFindings(_ report: ScanReport, in file: String) -> [Finding] {
        report.findings.filter { $0.ruleId == "wp-resolve-modules" && $0.file == file }
    }

    /// A TypeScript app whose imports go through `paths` (and relative paths), never through baseUrl itself.
    private func typeScriptApp() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "ts", "dependencies": { "react": "16.14.0" }, "devDependencies": { "typescript": "4.9.5" } }"#)
        try repo.write("tsconfig.json", #"{ "compilerOptions": { "baseUrl": ".", "paths": { "@app/*": ["src/app/*"] } } }"#)
        try repo.write("src/app/App.tsx", "export const App = () => null;\n")
        try repo.write("src/index.tsx", "import React from 'react';\nimport { App } from '@app/App';\nexport default [React, App];\n")
        return repo
    }

    @Test func aBaseUrlNoImportReliesOnIsInfo() throws {
        let repo = try typeScriptApp()
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let baseUrl = settingFindings(report, in: "tsconfig.json")
        #expect(baseUrl.map(\.severity) == [.info], "\(baseUrl.map(\.message))")
        #expect(baseUrl.first?.message == "tsconfig.json baseUrl '.' lets bare imports resolve from the project root, but no import relies on it (no bare import of the project names a file there that no alias or package takes); Vite ignores baseUrl.")
        #expect(baseUrl.first?.fix == "Nothing to port (the paths entries, reported on their own, are relative to it); an import added later that relies on baseUrl needs resolve: { tsconfigPaths: true } or an alias.")
        #expect(report.findings.contains { $0.ruleId == "wp-alias" && $0.file == "tsconfig.json" })
    }

    /// A baseUrl above the project names files the scan does not list: whether an import relies on it is unknown.
    @Test func aBaseUrlOutsideTheProjectStaysWork() throws {
        let repo = try RepoBuilder()
        try repo.write("web/package.json", #"{ "name": "web", "dependencies": { "react": "16.14.0" } }"#)
        try repo.write("web/tsconfig.json", #"{ "compilerOptions": { "baseUrl": ".." } }"#)
        try repo.write("web/src/index.ts", "import { x } from 'shared/x';\nexport default x;\n")
        try repo.write("shared/x.ts", "export const x = 1;\n")
        let report = try ToolProcess.scanReport([repo.path("web"), "--no-git", "--no-cache"])
        #expect(settingFindings(report, in: "tsconfig.json").map(\.severity) == [.autoFixable])
    }

    @Test func aBaseUrlAnImportReliesOnStaysWork() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "cra", "dependencies": { "react-scripts": "4.0.3" } }"#)
        try repo.write("jsconfig.json", #"{ "compilerOptions": { "baseUrl": "src" } }"#)
        try repo.write("src/components/Button.js", "export default () => null;\n")
        try repo.write("src/index.js", "import Button from 'components/Button';\nexport default Button;\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        #expect(settingFindings(report, in: "jsconfig.json").map(\.severity) == [.autoFixable])
        #expect(settingFindings(report, in: "src/index.js").count == 1)
    }

    /// webpack's alias takes 'components/Chart' before resolve.modules does: the folder is not what it relies on.
    @Test func aResolveModulesFolderOnlyAliasedImportsReachIsInfo() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "wp", "dependencies": { "react": "16.14.0" } }"#)
        try repo.write("webpack.config.js", """
            const path = require('path');
            module.exports = {
              entry: './src/index.js',
              resolve: {
                alias: { components: path.resolve(__dirname, 'src/components') },
                modules: [path.resolve(__dirname, 'src'), 'node_modules'],
              },
            };

            """)
        try repo.write(".env", "NODE_PATH=lib\n")
        try repo.write("src/components/Chart.js", "export default () => null;\n")
        try repo.write("lib/format.js", "export default (x) => x;\n")
        try repo.write("src/index.js", "import React from 'react';\nimport Chart from 'components/Chart';\nexport default [React, Chart];\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let modules = settingFindings(report, in: "webpack.config.js")
        #expect(modules.map(\.severity) == [.info], "\(modules.map(\.message))")
        #expect(modules.first?.fix == "Nothing to port; an import added later that relies on it needs an alias or a relative path.")
        #expect(settingFindings(report, in: ".env").map(\.severity) == [.info])

        // An import of lib/format through NODE_PATH makes that setting work again, and only that one.
        try repo.write("src/index.js", "import React from 'react';\nimport Chart from 'components/Chart';\nimport format from 'format';\nexport default [React, Chart, format];\n")
        let relying = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        #expect(settingFindings(relying, in: ".env").map(\.severity) == [.autoFixable])
        #expect(settingFindings(relying, in: "webpack.config.js").map(\.severity) == [.info])
    }

    /// The report and per-file caches keep no verdict: an import added later that relies on baseUrl makes it work.
    @Test("an import added after a cached scan makes baseUrl work again", arguments: [false, true])
    func anImportAddedLaterCounts(_ committed: Bool) throws {
        let repo = try typeScriptApp()
        let firstCommit = try repo.commitAll("first")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let revision = committed ? ["--ref", "HEAD"] : []
        let first = try ToolProcess.scanReport([repo.root, "--cache-dir", cache] + revision)
        #expect(first.source.commit == firstCommit)
        #expect(settingFindings(first, in: "tsconfig.json").map(\.severity) == [.info])
        try repo.write("src/index.tsx", "import React from 'react';\nimport { App } from 'src/app/App';\nexport default [React, App];\n")
        // Committed, the second scan reads the new commit; in the working tree, the edit on top of the first.
        let secondCommit = committed ? try repo.commitAll("second") : firstCommit
        let second = try ToolProcess.scanReport([repo.root, "--cache-dir", cache] + revision)
        #expect(second.source.commit == secondCommit)
        #expect(settingFindings(second, in: "tsconfig.json").map(\.severity) == [.autoFixable])
        #expect(settingFindings(second, in: "src/index.tsx").count == 1)
    }
}
