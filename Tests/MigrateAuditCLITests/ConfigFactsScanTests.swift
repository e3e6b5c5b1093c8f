import AuditModel
import Foundation
import GitTestSupport
import Testing

/// What a webpack configuration tells the scan's other parts (the source rules, the dependency audit), seen end to
/// end: names it writes with values known only when it runs, and loader options that change an import's fix.
@Suite struct ConfigFactsScanTests {
    /// Aliases and ProvidePlugin values known only when the config runs (`path.resolve(ROOT, 'src')` with a run-time
    /// ROOT, `$: env.jq`): the names are written all the same. Imports through the alias were listed as undeclared
    /// packages, and the files using the injected `$` were not reported at all.
    @Test func namesAConfigWritesWithRunTimeValuesStillCount() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "rt", "dependencies": { "react": "16.14.0" } }"#)
        try repo.write("webpack.config.js", """
            const path = require('path');
            const webpack = require('webpack');
            const ROOT = process.env.ROOT || __dirname;
            const env = require(process.env.ENV_FILE);
            module.exports = {
              entry: './src/main.js',
              resolve: { alias: { '@': path.resolve(ROOT, 'src'), react: path.resolve(ROOT, 'node_modules/react') } },
              plugins: [new webpack.ProvidePlugin({ $: env.jq })],
            };
            """)
        try repo.write("src/a.js", "export default 1;\n")
        try repo.write("src/main.js", "import React from 'react';\nimport a from '@/a';\nimport pad from 'left-pad';\n$('.x').hide();\nexport default [React, a, pad];\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let messages = report.warnings.filter { $0.file == nil }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("1 imported package is neither declared in package.json nor installed, so dep-* rules could not check it: left-pad (src/main.js:3);") }, "\(messages)")
        // A declared package's alias (a dedupe) leaves it a package.
        #expect(report.dependencies.map(\.name) == ["left-pad", "react"])
        #expect(report.findings.contains { $0.ruleId == "wp-provide-plugin" && $0.file == "src/main.js" && $0.line == 4 }, "\(report.findings.map { "\($0.ruleId) \($0.file):\($0.line)" })")
        #expect(report.findings.contains { $0.ruleId == "wp-provide-plugin" && $0.file == "webpack.config.js" && $0.severity == .manualFix })
    }

    /// worker-loader's `inline` put the worker in the bundle: each import's fix keeps it inlined (`?worker&inline`).
    @Test func anInlinedWorkersImportsStayInlined() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "w" }"#)
        try repo.write("webpack.config.js", "module.exports = { entry: './src/main.js', module: { rules: [{ test: /\\.worker\\.js$/, use: { loader: 'worker-loader', options: { inline: true } } }] } };\n")
        try repo.write("src/parse.worker.js", "self.onmessage = () => {};\n")
        try repo.write("src/main.js", "import Parser from './parse.worker.js';\nexport default new Parser();\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        #expect(report.findings.filter { $0.ruleId == "wp-worker-loader" && $0.file == "src/main.js" }.map(\.fix) == ["'./parse.worker.js?worker&inline'"])
    }
}
