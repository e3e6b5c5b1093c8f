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
}
