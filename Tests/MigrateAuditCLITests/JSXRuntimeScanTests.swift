import AuditModel
import Foundation
import GitTestSupport
import Testing

/// react18-jsx-runtime's fix in a TypeScript app: with tsconfig's `"jsx": "react"`, tsc compiles JSX to
/// `React.createElement` and wants `React` in scope, so removing the import alone breaks type-checking (TS2686).
@Suite struct JSXRuntimeScanTests {
    private func fixes(jsx: String) throws -> [String: String] {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "ts", "dependencies": { "react": "16.14.0", "react-dom": "16.14.0" }, "devDependencies": { "typescript": "3.9.7" } }"#)
        try repo.write("tsconfig.base.json", "{ \"compilerOptions\": { \"jsx\": \"\(jsx)\", \"strict\": true } }")
        try repo.write("tsconfig.json", #"{ "extends": "./tsconfig.base.json", "include": ["src"] }"#)
        try repo.write("src/index.tsx", "import * as React from 'react';\nexport const App = () => <p>hi</p>;\n")
        try repo.write("src/legacy.jsx", "import React from 'react';\nexport const Old = () => <p>old</p>;\n")
        let report = try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"])
        let findings = report.findings.filter { $0.ruleId == "react18-jsx-runtime" }
        return Dictionary(uniqueKeysWithValues: findings.map { ($0.file, $0.fix ?? "") })
    }

    @Test func classicJSXInTsconfigIsNamedInTheTypeScriptFix() throws {
        let classic = try fixes(jsx: "react")
        #expect(classic["src/index.tsx"] == "remove the import, and set \"jsx\": \"react-jsx\" in tsconfig.base.json: with \"jsx\": \"react\" tsc still wants React in scope", "\(classic)")
        #expect(classic["src/legacy.jsx"] == "remove the import", "\(classic)")
        let automatic = try fixes(jsx: "react-jsx")
        #expect(automatic["src/index.tsx"] == "remove the import", "\(automatic)")
    }
}
