import AuditModel
import Foundation
import GitTestSupport
import Testing

/// A bare import that webpack resolved to the app's own file is app code, not a dependency.
@Suite struct LocalModuleDependencyTests {
    @Test func aModuleFromResolveModulesIsNeitherADependencyNorMissing() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "t5", "dependencies": { "react": "16.8.0" } }"#)
        try repo.write("webpack.config.js", """
            const path = require('path');
            module.exports = {
              entry: './src/main.js',
              resolve: { modules: ['node_modules', path.resolve(__dirname, 'src')], alias: { Shared: path.resolve(__dirname, 'shared') } },
            };
            """)
        try repo.write("src/helpers.js", "export default {};\n")
        try repo.write("shared/util.js", "export default {};\n")
        try repo.write("src/main.js", """
            import React from 'react';
            import helpers from 'helpers';
            import util from 'Shared/util';
            import pad from 'left-pad';
            export default [React, helpers, util, pad];
            """)
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        // The tool itself says where 'helpers' comes from.
        #expect(report.findings.contains { $0.ruleId == "wp-resolve-modules" && $0.file == "src/main.js" && $0.line == 2 })
        #expect(report.dependencies.map(\.name) == ["left-pad", "react"])
        let messages = report.warnings.filter { $0.file == nil }.map(\.message)
        #expect(!messages.contains { $0.contains("helpers") || $0.contains("Shared") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("1 of 1 dependencies are not installed, so their format is unknown and dep-* rules could not check them: react;") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("1 imported package is neither declared in package.json nor installed, so dep-* rules could not check it: left-pad (src/main.js:4);") }, "\(messages)")
    }

    @Test func aModuleFromNodePathIsAppCodeAndItsImportIsReported() throws {
        // CRA's absolute imports through .env's NODE_PATH.
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "np", "dependencies": { "react-scripts": "3.4.1" } }"#)
        try repo.write(".env", "NODE_PATH=src/\n")
        try repo.write("src/components/Button.js", "export default 1;\n")
        try repo.write("src/index.js", "import Button from 'components/Button';\nexport default Button;\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        #expect(report.findings.contains { $0.ruleId == "wp-resolve-modules" && $0.file == "src/index.js" && $0.line == 1 }, "\(report.findings.map { "\($0.ruleId) \($0.file):\($0.line)" })")
        #expect(!report.dependencies.map(\.name).contains("components"))
        #expect(!report.warnings.contains { $0.message.contains("components") }, "\(report.warnings)")
    }

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
}
