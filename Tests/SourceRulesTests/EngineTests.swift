import AuditModel
import Testing

@testable import SourceRules

@Suite("Suppressions, contexts, enablement, registry")
struct EngineTests {
    static func run(_ code: String, path: String = "src/app.js", facts: ProjectFacts = .examples) -> [Finding] {
        let files = SourceRuleEngine.prepare([(path, Array(code.utf8))], facts: facts)
        return SourceRuleEngine().run(files: files, facts: facts)
    }

    @Test("next-line, same-line and block suppressions silence their rules; unused ones are reported")
    func suppressions() {
        let findings = Self.run("""
            // migrate-audit-disable-next-line env-process-env-static -- read by our env shim
            const a = process.env.REACT_APP_A;
            const b = process.env.REACT_APP_B; // migrate-audit-disable-line env-process-env-static
            /* migrate-audit-disable env-process-env-static, node-buffer */
            const c = process.env.REACT_APP_C + Buffer.from('x');
            /* migrate-audit-enable env-process-env-static, node-buffer */
            const d = process.env.REACT_APP_D;
            // migrate-audit-disable-next-line cjs-require-static
            const e = 1;
            // migrate-audit-disable-next-line no-such-rule
            const f = 2;
            """)
        let rows = findings.filter { $0.category != .react18 }.map { "\($0.ruleId):\($0.line)" }
        #expect(rows == [
            "env-process-env-static:7", "audit-unused-suppression:8", "audit-unused-suppression:10",
        ])
        #expect(findings.first { $0.line == 10 }?.message.contains("unknown id") == true)
    }

    @Test("suppressions on a line apply to every id listed")
    func multipleIDs() {
        let findings = Self.run("const t = process.env.REACT_APP_T + Buffer.from('x'); // migrate-audit-disable-line env-process-env-static, node-buffer")
        #expect(findings.isEmpty)
    }

    @Test("a block comment written over several lines is a directive: the line breaks around it are trimmed")
    func multiLineBlockDirectives() {
        let findings = Self.run("""
            /*
             * migrate-audit-disable env-process-env-static -- the shim reads these
             */
            const a = process.env.REACT_APP_A;
            /* migrate-audit-enable env-process-env-static
             */
            const b = process.env.REACT_APP_B; /* migrate-audit-disable-line node-buffer
             */ const c = Buffer.from('x');
            """)
        #expect(findings.filter { $0.ruleId == "env-process-env-static" }.map(\.line) == [7])
        #expect(!findings.contains { $0.ruleId == "node-buffer" })
        #expect(!findings.contains { $0.ruleId == SourceRuleEngine.unusedSuppressionRuleID })
    }

    @Test("contexts: reachable files are client, names decide tests and configs, unreached Node code is node")
    func contexts() {
        let facts = ProjectFacts(aliases: ["@": "src"], entries: ["src/main.js"])
        let files = SourceRuleEngine.prepare([
            ("src/main.js", Array("import App from '@/App'; const p = import(`./pages/${n}.js`); const i = require.context('./icons', false);".utf8)),
            ("src/icons/user.js", Array("export default 'user';".utf8)),
            ("src/App.jsx", Array("export default () => null;".utf8)),
            ("src/pages/Home.js", Array("export default 1;".utf8)),
            ("src/orphan.js", Array("export const x = 1;".utf8)),
            ("src/App.test.js", Array("it('x', () => {});".utf8)),
            ("webpack.config.js", Array("module.exports = {};".utf8)),
            ("server/index.js", Array("const a = 1;".utf8)),
            ("tools/gen.js", Array("const fs = require('fs');".utf8)),
        ], facts: facts)
        let contexts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.context) })
        #expect(contexts == [
            "src/main.js": .client, "src/App.jsx": .client, "src/icons/user.js": .client, "src/pages/Home.js": .client, "src/orphan.js": .unknown,
            "src/App.test.js": .test, "webpack.config.js": .config, "server/index.js": .node, "tools/gen.js": .node,
        ])
    }

    @Test("contexts: entries no scanned file answers are named, with or without their extension")
    func unresolvedEntries() {
        let facts = ProjectFacts(entries: ["client/app", "client/main.js", "src/index.js"])
        let summaries = ["client/app.jsx", "src/index.js"].map { ContextClassifier.Summary(path: $0, specifiers: [], dynamicFolders: [], contextFolders: [], usesNodeAPIs: false) }
        let outcome = ContextClassifier(facts: facts).classifyNotingEntries(summaries: summaries)
        #expect(outcome.unresolvedEntries == ["client/main.js"])
        #expect(outcome.contexts == ["client/app.jsx": .client, "src/index.js": .client])
    }

    @Test("contexts: files only tests reach are test code, once the app's entries are known; server code stays node")
    func testOnlyContexts() {
        let sources: [(String, [UInt8])] = [
            ("src/index.js", Array("import { api } from './api';".utf8)),
            ("src/api.js", Array("export const api = 1;".utf8)),
            ("src/testing/render.js", Array("import { data } from './data'; export const spy = jest.fn();".utf8)),
            ("src/testing/data.js", Array("const fs = require('fs'); export const data = fs.readFileSync(__dirname + '/x');".utf8)),
            ("src/App.test.js", Array("import { render } from './testing/render'; import { api } from './api'; import app from '../server/app';".utf8)),
            ("server/app.js", Array("export default 1;".utf8)),
        ]
        let contexts = Dictionary(uniqueKeysWithValues: SourceRuleEngine.prepare(sources, facts: ProjectFacts()).map { ($0.path, $0.context) })
        #expect(contexts == [
            "src/index.js": .client, "src/api.js": .client, "src/testing/render.js": .test, "src/testing/data.js": .test,
            "src/App.test.js": .test, "server/app.js": .node,
        ])
        // Without an entry, app code and test helpers cannot be told apart: what tests import is not made test code.
        let entryless = SourceRuleEngine.prepare(sources.filter { $0.0 != "src/index.js" }, facts: ProjectFacts())
        #expect(entryless.first { $0.path == "src/testing/render.js" }?.context == .unknown)
        #expect(entryless.first { $0.path == "src/testing/data.js" }?.context == .node)
    }

    @Test("env rules weigh context: process.env.PORT is a hazard in src/, not in server/")
    func contextWeighs() {
        #expect(Self.run("const port = process.env.PORT;", path: "server/index.js").isEmpty)
        #expect(Self.run("const port = process.env.PORT;", path: "src/api.js").map(\.ruleId) == ["env-process-env-static"])
        #expect(Self.run("const port = process.env.PORT;", path: "webpack.config.js").map(\.ruleId) == ["env-config-process-env"])
    }

    /// Ejected CRA's config/env.js writes `process.env.NODE_PATH = (process.env.NODE_PATH || '')`: one setting, one note.
    @Test func aConfigVariableIsNotedOncePerLine() {
        let code = "process.env.NODE_PATH = (process.env.NODE_PATH || '')\n  .split(':');\nconst a = process.env.A, b = process.env.B;\nconst again = process.env.NODE_PATH;\n"
        let found = Self.run(code, path: "config/env.js").filter { $0.ruleId == "env-config-process-env" }
        #expect(found.map { "\($0.line) \($0.message.prefix { $0 != " " })" } == ["1 process.env.NODE_PATH", "3 process.env.A", "3 process.env.B", "4 process.env.NODE_PATH"])
    }

    @Test("React Router v3 rules turn on by version or by v3-only imports, and stay off for v4+")
    func routerEnablement() {
        let code = "import { Link } from 'react-router';\nconst l = <Link to=\"/\" activeClassName=\"on\">x</Link>;"
        let v3 = ProjectFacts(installedVersions: ["react-router": "3.2.6"])
        let v5 = ProjectFacts(installedVersions: ["react-router": "5.3.4"])
        #expect(Self.run(code, facts: v3).contains { $0.ruleId == "rr3-link-active" })
        #expect(!Self.run(code, facts: v5).contains { $0.ruleId == "rr3-link-active" })
        #expect(!Self.run(code, facts: ProjectFacts()).contains { $0.ruleId == "rr3-link-active" })
        let v3Only = "import { Link, IndexLink } from 'react-router';\nconst l = <Link to=\"/\" activeClassName=\"on\">x</Link>;"
        let unknown = Self.run(v3Only, facts: ProjectFacts())
        #expect(unknown.filter { $0.ruleId == "rr3-link-active" }.map(\.line) == [1, 2])
    }

    @Test("every finding carries location, snippet, message, fix and context")
    func findingFields() throws {
        let finding = try #require(Self.run("const é = '日本'; const api = process.env.REACT_APP_API_URL;").first)
        #expect(finding.ruleId == "env-process-env-static" && finding.severity == .autoFixable && finding.category == .env)
        #expect(finding.file == "src/app.js" && finding.line == 1 && finding.column == 29)
        #expect(finding.endLine == 1 && finding.endColumn == 58)
        #expect(finding.snippet == "const é = '日本'; const api = process.env.REACT_APP_API_URL;")
        #expect(finding.message == "process.env.REACT_APP_API_URL becomes undefined under Vite; rename to VITE_API_URL and read import.meta.env.VITE_API_URL")
        #expect(finding.fix == "import.meta.env.VITE_API_URL" && finding.context == .unknown)
    }

    @Test("the registry: unique kebab-case ids whose prefix is their catalog section, complete descriptions")
    func registry() {
        let ids = SourceRuleRegistry.all.map(\.description.id)
        #expect(Set(ids).count == ids.count)
        for rule in SourceRuleRegistry.all {
            let description = rule.description
            #expect(description.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(description.id)")
            #expect(description.category != .audit && description.category == RuleCategory(ruleId: description.id), "\(description.id)")
            #expect(!description.title.isEmpty && !description.summary.isEmpty && !description.rationale.isEmpty && !description.replacement.isEmpty)
            #expect(description.sourceURL.hasPrefix("https://"), "\(description.id)")
            #expect(SourceRuleRegistry.rule(id: description.id) != nil)
        }
        let sections = Set(SourceRuleRegistry.all.map(\.description.category))
        #expect(sections == [.env, .cjs, .dyn, .wp, .css, .asset, .node, .syntax, .rr3, .hist, .rrr, .react18, .test, .cra])
    }

    @Test(".env files: every REACT_APP_ key, with its column")
    func dotEnv() {
        let findings = DotEnvScanner.findings(path: ".env", text: "# comment\nREACT_APP_API=x\r\n  export REACT_APP_KEY = y\nVITE_OK=1\n")
        #expect(findings.map { "\($0.line):\($0.column)" } == ["2:1", "3:10"])
        #expect(findings.allSatisfy { $0.ruleId == "env-react-app-prefix" })
        #expect(DotEnvScanner.isDotEnvFile("config/.env.production") && !DotEnvScanner.isDotEnvFile("src/env.js"))
    }
}

@Suite("Engine scope")
struct EngineScopeTests {
    @Test("declaration files (.d.ts) yield no findings")
    func declarationFiles() {
        let code = "declare module 'x' { const a: typeof process.env.REACT_APP_A; }\nexport declare function f(this: Window): void;"
        let facts = ProjectFacts.examples
        let files = SourceRuleEngine.prepare([("src/types.d.ts", Array(code.utf8))], facts: facts)
        #expect(SourceRuleEngine().run(files: files, facts: facts).isEmpty)
    }
}

@Suite("Flow pragma")
struct FlowPragmaTests {
    @Test("@flow opening a comment is found after spaces, stars and any line breaks, CRLF included", arguments: [
        ("// @flow\nconst a = 1;", true), ("/* @flow */", true), ("/**\n * @flow\n */", true), ("/**\r\n * @flow strict\r\n */", true),
        ("\t/*\t*@flow*/", true), ("// not @flow", false), ("/* @flo */", false), ("// @flo", false), ("const flow = '@flow';", false),
    ])
    func pragma(code: String, isFlow: Bool) {
        let findings = EngineTests.run(code).filter { $0.ruleId == "syntax-flow" }
        #expect(findings.isEmpty == !isFlow)
    }
}

@Suite("Loader specifiers")
struct LoaderSpecifierTests {
    @Test("loaders and queries are split at the bytes ! and ?, a combining mark after them included")
    func splitAtBytes() {
        let inline = EngineTests.run("import t from 'raw-loader!\u{301}./a.txt';").filter { $0.ruleId == "wp-inline-loader" }
        #expect(inline.count == 1)
        #expect(inline.first?.message.contains("(raw-loader)") == true)
        #expect(EngineTests.run("import t from 'style-loader!css-loader?modules!./a.css';").first { $0.ruleId == "wp-inline-loader" }?
            .message.contains("(style-loader, css-loader)") == true)
    }

    @Test("a CSS-modules loader chain whose import is used is fixed by naming the file as a CSS module")
    func cssModulesChain() {
        func fix(_ code: String) -> String? { EngineTests.run(code).first { $0.ruleId == "wp-inline-loader" }?.fix }
        #expect(fix("import styles from 'style-loader!css-loader?modules!./theme.css';\nexport default styles.root;")
            == "rename theme.css to theme.module.css and import styles from './theme.module.css': Vite makes only *.module.* files CSS Modules")
        #expect(fix("import * as s from 'style-loader!css-loader?modules&localIdentName=[local]!sass-loader!../ui/button.scss';\nconst c = s.primary;")
            == "rename button.scss to button.module.scss and import s from '../ui/button.module.scss': Vite makes only *.module.* files CSS Modules")
        // Without modules, or without a use of the binding, a plain import is what Vite needs.
        #expect(fix("import 'style-loader!css-loader?modules!./theme.css';") == "'./theme.css'")
        #expect(fix("import styles from 'style-loader!css-loader!./theme.css';\nexport default styles;") == "import './theme.css' with no binding")
    }
}

/// What a shard may leave unread: with no test mocking anything, no project rule needs another shard's files.
@Suite struct ProjectInterestTests {
    private let engine = SourceRuleEngine()

    private func interests(mocked: Set<String>) -> ProjectInterests {
        let primary = SourceFile(path: "src/a.test.js", bytes: Array("jest.mock('./api');\n".utf8), context: .test)
        let project = ProjectContext(facts: .examples, files: [primary])
        let found = engine.interests(in: mocked.isEmpty ? [] : [primary], project: project)
        return found
    }

    @Test func noMockMeansNoOtherFileIsNeeded() {
        #expect(engine.needsNoOtherFile(interests: interests(mocked: [])))
    }

    @Test func aMockedModuleKeepsOtherFilesReadable() {
        #expect(!engine.needsNoOtherFile(interests: interests(mocked: ["api"])))
    }
}
