import AuditModel
@testable import Reporting

/// A fixed report that exercises every part of the renderings: all areas and severities, a hostile file
/// name, a linkable repository, dependencies of every format, warnings. The golden files are made from it.
enum SampleReport {
    static let hostileFile = "src/a|b<img src=x onerror=alert(1)>.js"

    static let rules: [RuleDescription] = [
        RuleDescription(
            id: "env-process-env-static", title: "process.env.X in client code",
            summary: "Reads of process.env.NAME in code bundled for the browser.",
            rationale: "Vite does not define `process.env`; it exposes `import.meta.env` with `VITE_` variables.",
            defaultSeverity: .autoFixable, replacement: "`import.meta.env.VITE_NAME`",
            sourceURL: "https://vite.dev/guide/env-and-mode"),
        RuleDescription(
            id: "rr3-router", title: "React Router v3 <Router>",
            summary: "A v3 <Router> with history and route props.",
            rationale: "React Router v6 has no `history` prop and no route config on the router.",
            defaultSeverity: .blocker, replacement: "`<BrowserRouter>` with `<Routes>`",
            sourceURL: "https://reactrouter.com/6.30.0/upgrading/v5"),
        RuleDescription(
            id: "wp-module-hot", title: "module.hot",
            summary: "webpack's HMR API.", rationale: "Vite's HMR API is `import.meta.hot`.",
            defaultSeverity: .manualFix, replacement: "`import.meta.hot`",
            sourceURL: "https://vite.dev/guide/api-hmr"),
    ]

    static func finding(
        _ rule: String, _ severity: Severity, _ file: String, _ line: Int, _ column: Int, _ length: Int,
        message: String, fix: String?, snippet: String, context: CodeContext = .client
    ) -> Finding {
        Finding(
            ruleId: rule, severity: severity, file: file, line: line, column: column, endLine: line,
            endColumn: column + length, message: message, fix: fix, snippet: snippet, context: context)
    }

    static var findings: [Finding] {
        var findings = [
            finding("rr3-router", .blocker, "src/routes.js", 14, 5, 8, message: "<Router history={browserHistory}> is React Router v3",
                    fix: "<BrowserRouter><Routes>…</Routes></BrowserRouter>", snippet: "<Router history={browserHistory}>"),
            finding("env-process-env-static", .autoFixable, "src/api/client.js", 12, 14, 31,
                    message: "process.env.REACT_APP_API_URL is undefined under Vite",
                    fix: "import.meta.env.VITE_API_URL (rename the variable in .env files)",
                    snippet: "const base = process.env.REACT_APP_API_URL || '/api';"),
            finding("env-process-env-static", .autoFixable, hostileFile, 3, 1, 20,
                    message: "process.env.NODE_ENV | `x` <script>alert(1)</script>",
                    fix: "import.meta.env.MODE", snippet: "process.env.NODE_ENV === 'x'"),
            finding("wp-module-hot", .manualFix, "src/index.js", 40, 5, 10, message: "module.hot.accept() is webpack's HMR API",
                    fix: "import.meta.hot.accept()", snippet: "if (module.hot) module.hot.accept();"),
            finding("dyn-import-fully-dynamic", .blocker, "src/pages/load.js", 7, 10, 12,
                    message: "import(path) with a fully dynamic specifier cannot be analysed by Vite",
                    fix: "import.meta.glob('./pages/*.js')", snippet: "return import(path);"),
            finding("cjs-module-exports", .manualFix, "src/legacy/util.js", 30, 1, 14, message: "module.exports in ESM-bundled code",
                    fix: "export default", snippet: "module.exports = { util };"),
            finding("node-buffer-global", .blocker, "src/crypto.js", 2, 16, 6, message: "Buffer is not defined in the browser",
                    fix: "import { Buffer } from 'buffer'", snippet: "const bytes = Buffer.from(text);"),
            finding("react18-render-root", .autoFixable, "src/index.js", 8, 1, 15, message: "ReactDOM.render is removed in React 18",
                    fix: "createRoot(container).render(<App />)", snippet: "ReactDOM.render(<App />, root);"),
            finding("test-jest-object", .autoFixable, "src/api/client.test.js", 4, 1, 9, message: "jest.mock is vi.mock under Vitest",
                    fix: "vi.mock('./client')", snippet: "jest.mock('./client');", context: .test),
            finding("cra-react-scripts", .info, "package.json", 20, 5, 22, message: "react-scripts start/build/test scripts",
                    fix: "vite / vite build / vitest", snippet: "\"start\": \"react-scripts start\",", context: .config),
        ]
        // Enough findings in one area to fold a section.
        for index in 0..<12 {
            findings.append(finding(
                "env-process-env-static", .autoFixable, "src/config.js", 10 + index, 3, 24,
                message: "process.env.REACT_APP_FLAG_\(index) is undefined under Vite",
                fix: "import.meta.env.VITE_FLAG_\(index)", snippet: "flag\(index): process.env.REACT_APP_FLAG_\(index),"))
        }
        Fingerprinter.assign(&findings)
        return findings
    }

    static var report: ScanReport {
        let findings = findings
        let dependencies = [
            DependencyRecord(
                name: "react-modal", declared: "^3.16.1", version: "3.16.3", format: .cjs, field: "main",
                entry: "node_modules/react-modal/lib/index.js",
                importedFrom: [.init(file: "src/Modal.jsx", line: 3), .init(file: hostileFile, line: 1)]),
            DependencyRecord(
                name: "lodash-es", declared: "^4.17.21", version: "4.17.21", format: .esm, field: "module",
                entry: "node_modules/lodash-es/lodash.js", importedFrom: [.init(file: "src/util.js", line: 1)]),
            DependencyRecord(
                name: "react", declared: "^16.14.0", version: "16.14.0", format: .cjs, field: "main",
                entry: "node_modules/react/index.js",
                importedFrom: (1...7).map { .init(file: "src/c\($0).jsx", line: 1) }),
            DependencyRecord(
                name: "@evil/pkg|<b>", declared: nil, version: nil, format: .unknown, field: nil, entry: nil, importedFrom: []),
        ]
        let estimate = EffortModelFixture.model.estimate(findings)
        return ScanReport(
            tool: ToolInfo(name: "migrate-audit", version: "0.1.0"),
            source: .init(
                root: "packages/web", ref: "main", commit: "3f2a9c0d4e5b6a7980c1d2e3f4a5b6c7d8e9f0a1", worktree: false,
                repositoryURL: "https://github.com/example/legacy-app"),
            target: .init(vite: 8),
            summary: .init(files: 42, skippedFiles: 1, findings: findings, effort: estimate.summaryEffort),
            findings: findings, dependencies: dependencies,
            warnings: [.init(file: "public/video.ogv", message: "blob 24e6c01 is missing from the object database; skipped")])
    }
}

/// The effort model the sample uses (the default one; named so that golden files change only on purpose).
enum EffortModelFixture {
    static let model = EffortModel.default
}

extension SampleReport {
    /// The sample after part of the migration: the router and the env reads of client.js fixed, the config
    /// flags moved down five lines, one new finding, react-modal now dual.
    static var afterReport: ScanReport {
        var report = report
        var findings = report.findings.filter { $0.ruleId != "rr3-router" && $0.file != "src/api/client.js" }
        for index in findings.indices where findings[index].file == "src/config.js" {
            findings[index].line += 5
            findings[index].endLine += 5
        }
        findings.append(finding(
            "wp-module-hot", .manualFix, "src/main.jsx", 3, 1, 10, message: "module.hot is webpack's HMR API",
            fix: "import.meta.hot", snippet: "module.hot?.accept();"))
        Fingerprinter.assign(&findings)
        report.findings = findings
        report.source.ref = "vite-migration"
        report.source.commit = "9b8a7c6d5e4f30211a2b3c4d5e6f708192a3b4c5"
        report.dependencies[0].format = .dual
        report.dependencies[0].version = "3.17.0"
        report.summary = .init(files: 42, skippedFiles: 1, findings: findings, effort: EffortModelFixture.model.estimate(findings).summaryEffort)
        return report
    }
}
