import AuditModel
import Foundation
import GitTestSupport
import ScanEngine
import Testing

/// Where a file's code runs decides which findings it gets: the scan must place every file (webpack's `context`,
/// test-only helpers, dependency findings at imports) and say so when it cannot find an entry.
@Suite struct ContextAccuracyTests {
    private func report(_ arguments: [String]) throws -> (text: String, report: ScanReport) {
        let result = try ToolProcess.run(["scan"] + arguments + ["--format", "json"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        return (result.stdout, try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8)))
    }

    private func rows(_ report: ScanReport) -> [String] {
        report.findings.map { "\($0.ruleId) \($0.file):\($0.line) \($0.context.rawValue)" }
    }

    /// A client tree under webpack's `context`, whose one dependency uses Node APIs (a browser polyfill's job).
    private func contextProject(_ context: String, entry: String = "./app.js") throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name":"r","version":"1.0.0"}"#)
        try repo.write("webpack.config.js", "const path = require('path');\nmodule.exports = { context: \(context), entry: '\(entry)' };\n")
        try repo.write("client/app.js", "import './dep';\n")
        try repo.write("client/dep.js", "import path from 'path';\nexport const b = Buffer.from('x');\nexport const d = __dirname;\n")
        return repo
    }

    @Test func polyfillsImportedByClientCodeAreReportedLikePolyfillEntries() throws {
        // CRA's documented way: the polyfills imported first in src/index.js; the test environment's own is not client code.
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r", "dependencies": { "react-scripts": "3.4.1", "react-app-polyfill": "^1.0.0" } }"#)
        try repo.write("src/index.js", "import 'react-app-polyfill/ie11';\nimport 'react-app-polyfill/stable';\nimport { start } from './app';\nimport './legacy';\nstart();\n")
        // Written on Windows: CRLF line ends.
        try repo.write("src/app.js", "// polyfills first\r\nrequire('core-js/features/array/flat');\r\nexport const start = () => [].flat();\r\n")
        try repo.write("src/setupTests.js", "import 'react-app-polyfill/jsdom';\n")
        // A suppression comment covers it as it covers any finding in a source file.
        try repo.write("src/legacy.js", "import 'babel-polyfill'; // migrate-audit-disable-line html-polyfill-entries\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        let polyfills = scanned.findings.filter { $0.ruleId == "html-polyfill-entries" }
        #expect(polyfills.map { "\($0.file):\($0.line):\($0.column) \($0.context.rawValue)" }
            == ["src/app.js:2:9 client", "src/index.js:1:8 client", "src/index.js:2:8 client"], "\(rows(scanned))")
        #expect(polyfills.first?.snippet == "require('core-js/features/array/flat');")
        #expect(polyfills.last?.message.contains("'react-app-polyfill/stable'") == true)
        #expect(!scanned.findings.contains { $0.file == "src/legacy.js" }, "suppressed, and the suppression used: \(rows(scanned))")
    }

    @Test func importsOfTypesAloneDoNotMakeServerFilesClientCode() throws {
        // TypeScript erases `import { type B }` and `export { type E } from` as it erases `import type`: the server
        // file is never loaded in the browser, and a fix moving its secret to import.meta.env would leak it.
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r", "devDependencies": { "react-scripts": "3.0.1", "typescript": "4.9.5" } }"#)
        for name in ["a", "b", "c", "d", "e", "f"] {
            try repo.write("server/\(name).ts", "export interface T { id: string }\nexport type D = number;\nexport const secret = process.env.SECRET;\n")
        }
        try repo.write("src/index.ts", """
            import type { T as A } from '../server/a';
            import { type T as B } from '../server/b';
            import { type T as C, type D } from '../server/c';
            import { type T as E0, secret } from '../server/d';
            export { type T as E } from '../server/e';
            import {} from '../server/f';
            export const x: [A?, B?, C?, D?, E0?] = [secret];

            """)
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        let client = Set(scanned.findings.filter { $0.file.hasPrefix("server/") && $0.context == .client }.map(\.file))
        #expect(client == ["server/d.ts", "server/f.ts"], "\(rows(scanned))")
    }

    @Test func testsAndSetupFilesOfTheJestConfigurationAreTestCode() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r", "devDependencies": { "jest": "24.9.0" } }"#)
        try repo.write("jest.config.js", "module.exports = { testMatch: ['<rootDir>/src/**/*.unit.js'], setupFiles: ['<rootDir>/test/setup.js'] };\n")
        try repo.write("src/index.js", "import { get } from './api';\nget();\n")
        try repo.write("src/api.js", "export const get = () => process.env.REACT_APP_API;\n")
        try repo.write("src/api.unit.js", "jest.mock('axios');\ntest('get', () => { expect(process.env.API).toBe('x'); });\n")
        try repo.write("test/setup.js", "process.env.API = 'x';\nglobal.localStorage = { getItem: jest.fn() };\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        let found = rows(scanned).filter { $0.contains("unit.js") || $0.contains("setup.js") }
        #expect(found.allSatisfy { $0.hasSuffix(" test") } && found.contains { $0.hasPrefix("test-globals src/api.unit.js:") }
            && found.contains { $0.hasPrefix("test-jest-object test/setup.js:2") }, "\(found)")
        #expect(!found.contains { $0.hasPrefix("env-") || $0.hasPrefix("node-") }, "\(found)")
        #expect(rows(scanned).contains("env-process-env-static src/api.js:1 client"), "\(rows(scanned))")
    }

    @Test func filesPackageScriptsRunWithNodeAreNodeCode() throws {
        // A root server.js that uses no Node API by name: only the script that runs it says where it runs.
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r", "scripts": { "start": "react-scripts start", "serve": "NODE_ENV=production node --inspect ./server.js" } }"#)
        try repo.write("server.js", "const render = require('./ssr/render');\nmodule.exports = render(process.env.REACT_APP_TITLE);\n")
        try repo.write("ssr/render.js", "module.exports = (title) => '<title>' + title + '</title>';\n")
        try repo.write("src/index.js", "import { api } from './api';\nexport default api;\n")
        try repo.write("src/api.js", "export const api = process.env.REACT_APP_API;\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        #expect(rows(scanned).filter { $0.contains("server.js") || $0.contains("ssr/") }.isEmpty, "\(rows(scanned))")
        #expect(rows(scanned).contains("env-process-env-static src/api.js:1 client"), "\(rows(scanned))")
    }


    @Test func aWebpackConfigAScriptNamesIsConfigurationAndItsEntryIsClientCode() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r", "scripts": { "build": "webpack --config build/app.js" } }"#)
        try repo.write("build/app.js", "module.exports = { entry: './src/main.js', externals: { jquery: 'jQuery' } };\n")
        try repo.write("src/main.js", "export const api = process.env.API_URL;\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        #expect(rows(scanned) == ["wp-externals build/app.js:1 config", "env-process-env-static src/main.js:1 client"], "\(rows(scanned))")
    }

    @Test func theServerBuildOfAMultiCompilerConfigIsNodeCode() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r" }"#)
        try repo.write("webpack.config.js", """
            const client = { entry: './src/client.js', node: { __dirname: false } };
            const server = { target: 'node', entry: './src/app/server.js', node: { __dirname: false } };
            module.exports = [client, server];

            """)
        try repo.write("src/client.js", "export const here = __dirname;\n")
        try repo.write("src/app/server.js", "const express = require('express');\nexpress().use(express.static(__dirname + '/public')).listen(process.env.PORT);\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        #expect(rows(scanned) == ["node-dirname src/client.js:1 client", "wp-ssr-server-build webpack.config.js:2 config"], "\(rows(scanned))")
        #expect(scanned.findings.first?.message == "__dirname was not mocked by webpack (node.__dirname: false), so it was undefined in the browser already; it stays undefined under Vite")
    }

    @Test func aModuleAConfigRequiresIsConfigurationUnlessTheAppImportsIt() throws {
        let repo = try RepoBuilder()
        let files = [
            "package.json": #"{ "name": "r", "devDependencies": { "jest": "26.6.3" } }"#,
            "jest.base.js": "module.exports = { testEnvironment: 'node' };\n",
            "jest.config.js": "module.exports = { ...require('./jest.base') };\n",
            // The theme is the config's and the app's: client code, as the app imports it.
            "webpack.config.js": "const theme = require('./src/theme');\nmodule.exports = { entry: './src/index.js' };\n",
            "src/theme.js": "module.exports = { primary: 'red' };\n",
            "src/index.js": "import theme from './theme';\nexport default theme;\n",
        ]
        for (path, text) in files { try repo.write(path, text) }
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        #expect(rows(scanned) == ["test-jest-config jest.base.js:1 config", "dep-jest-only package.json:1 config", "cjs-module-exports src/theme.js:1 client"], "\(rows(scanned))")
    }

    @Test("a mock factory without default is reported when the code under test default-imports the module", arguments: [false, true])
    func mockFactoryWithoutDefaultForTheCodeUnderTest(_ importsDefault: Bool) throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r" }"#)
        try repo.write("src/api.js", "export default { get: (url) => fetch(url) };\nexport const base = '/';\n")
        try repo.write("src/users.js", importsDefault ? "import api from './api';\nexport const load = () => api.get('/u');\n"
            : "import { base } from './api';\nexport const load = () => base;\n")
        try repo.write("src/users.test.js", "import { load } from './users';\njest.mock('./api', () => ({ get: jest.fn(() => Promise.resolve([])) }));\ntest('loads', () => load());\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        let found = scanned.findings.filter { $0.ruleId == "test-mock-factory-default" }
        #expect(found.map { "\($0.file):\($0.line)" } == (importsDefault ? ["src/users.test.js:2"] : []), "\(rows(scanned))")
        #expect(found.first.map { $0.message.contains("src/users.js default-imports './api'") } ?? !importsDefault)
    }

    @Test("a script's Node options may take values: the file it runs is still Node code, its own arguments are not",
          arguments: ["node -r dotenv/config tools/a.js src/index.js", "nodemon --watch tools --ext js tools/a.js",
                      "node --require ./tools/a.js -e 1", "nodemon --exec babel-node tools/a.js"])
    func nodeScriptsWithOptionsAreNodeCode(_ command: String) throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r", "scripts": { "tool": "\#(command)" } }"#)
        try repo.write("webpack.config.js", "module.exports = { entry: './src/index.js' };\n")
        try repo.write("tools/a.js", "const chalk = require('chalk');\nconsole.log(chalk.green(process.env.REACT_APP_API_URL));\n")
        try repo.write("src/index.js", "export const api = process.env.REACT_APP_API;\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        #expect(rows(scanned).filter { $0.contains("tools/a.js") }.isEmpty, "\(rows(scanned))")
        #expect(rows(scanned).contains("env-process-env-static src/index.js:1 client"), "\(rows(scanned))")
    }
    @Test("entries resolve against webpack's context, written with path.resolve, path.join or as a plain string",
          arguments: ["path.resolve(__dirname, 'client')", "path.join(__dirname, 'client')", "'client'"])
    func entriesResolveAgainstContext(_ context: String) throws {
        let repo = try contextProject(context)
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        #expect(rows(scanned) == [
            "node-builtin-import client/dep.js:1 client", "node-buffer client/dep.js:2 client", "node-dirname client/dep.js:3 client",
        ])
        #expect(scanned.warnings.isEmpty, "\(scanned.warnings)")
    }

    @Test("an entry that matches no scanned file is a warning naming the entry and the config file, the same in shards")
    func unresolvedEntriesAreWarnings() throws {
        let repo = try contextProject("path.resolve(__dirname, 'client')", entry: "./main.js")
        try repo.commitAll("entry points nowhere")
        let whole = try report([repo.root, "--no-cache"])
        #expect(whole.report.warnings == [ScanWarning(
            file: "webpack.config.js",
            message: "webpack entry './main.js' (line 2; looked up as client/main.js, from context 'client') matches no scanned file; the code it loads is not known as client code, so its client findings may be missing")])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = (1...2).map { folder.appendingPathComponent("shard-\($0).json").path }
        for (index, path) in paths.enumerated() {
            let result = try ToolProcess.run(["scan", repo.root, "--format", "json", "--no-cache", "--shard", "\(index + 1)/2", "-o", path])
            #expect(result.exitCode == 0, "\(result.stderr)")
        }
        let merged = try ToolProcess.run(["merge"] + paths)
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole.text)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        for pass in ["cold", "warm"] {
            #expect(try report([repo.root, "--cache-dir", cache.path]).text == whole.text, "\(pass)")
        }
    }

    @Test("a helper only tests import is test code: Vitest runs it, so jest.fn counts and process.env is no client hazard")
    func testOnlyHelpersAreTestCode() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name":"r","version":"1.0.0","devDependencies":{"react-scripts":"3.4.0"}}"#)
        try repo.write("src/index.js", "import { api } from './api';\nexport default api;\n")
        try repo.write("src/api.js", "export const api = process.env.REACT_APP_API;\n")
        try repo.write("src/testing/render.js", "export const render = () => process.env.REACT_APP_URL;\nexport const spy = jest.fn();\n")
        try repo.write("src/App.test.js", "import { render } from './testing/render';\nimport { api } from './api';\nit('x', () => render(api));\n")
        let found = rows(try report([repo.root, "--no-git", "--no-cache"]).report).filter { $0.contains(" src/") }
        #expect(found.contains("test-jest-object src/testing/render.js:2 test"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("env-process-env-static src/testing/") }, "\(found)")
        // App code the tests import too stays client.
        #expect(found.contains("env-process-env-static src/api.js:1 client"), "\(found)")
    }

    @Test("a dependency finding at an import carries the importing file's context")
    func dependencyFindingsTakeTheImportersContext() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name":"r","version":"1.0.0","dependencies":{"cjs-lib":"1.0.0","esm-lib":"1.0.0"}}"#)
        try repo.write("node_modules/cjs-lib/package.json", #"{"name":"cjs-lib","version":"1.0.0","main":"index.js"}"#)
        try repo.write("node_modules/cjs-lib/index.js", "module.exports = function () { return 1; };\n")
        try repo.write("node_modules/esm-lib/package.json", #"{"name":"esm-lib","version":"1.0.0","type":"module","exports":{".":"./index.js"}}"#)
        try repo.write("node_modules/esm-lib/index.js", "export default 1;\n")
        try repo.write("node_modules/esm-lib/internal/x.js", "export default 2;\n")
        try repo.write("src/index.js", "import * as lib from 'cjs-lib';\nimport x from 'esm-lib/internal/x.js';\nlib(x);\n")
        try repo.write("src/index.test.js", "import * as lib from 'cjs-lib';\nit('x', () => lib());\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        let dependencyRows = rows(scanned).filter { $0.hasPrefix("dep-") }
        #expect(dependencyRows == [
            "dep-cjs-fn-namespace src/index.js:1 client",
            "dep-deep-import-not-exported src/index.js:2 client", "dep-cjs-fn-namespace src/index.test.js:1 test",
        ], "\(dependencyRows)")
    }

    @Test("cra-ejected needs real signs of an eject: not a scripts/build.js or a config/webpack.config.js alone")
    func ejectedNeedsRealSigns() throws {
        for (path, text) in [("scripts/build.js", "console.log('deploy');\n"), ("config/webpack.config.js", "module.exports = { mode: 'production' };\n")] {
            let plain = try RepoBuilder()
            try plain.write("package.json", #"{"name":"r","version":"1.0.0"}"#)
            try plain.write(path, text)
            #expect(!rows(try report([plain.root, "--no-git", "--no-cache"]).report).contains { $0.hasPrefix("cra-ejected") }, "\(path)")
        }
        let ejected = try RepoBuilder()
        try ejected.write("package.json", #"{"name":"r","version":"1.0.0","devDependencies":{"react-dev-utils":"^11.0.0"}}"#)
        try ejected.write("scripts/build.js", "process.env.NODE_ENV = 'production';\n")
        try ejected.write("config/paths.js", "module.exports = {};\n")
        let found = rows(try report([ejected.root, "--no-git", "--no-cache"]).report).filter { $0.hasPrefix("cra-ejected") }
        #expect(found == ["cra-ejected config/paths.js:1 config", "cra-ejected scripts/build.js:1 config"], "\(found)")
    }

    @Test("files reached only through an alias are client code, tsconfig's \"@/*\": [\"*\"] included", arguments: [true, false])
    func filesReachedThroughAnAliasAreClientCode(_ withCraco: Bool) throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "r", "dependencies": { "react-scripts": "4.0.3", "@craco/craco": "6.4.5" } }"#)
        if withCraco {
            try repo.write("craco.config.js", "const path = require('path');\nmodule.exports = { webpack: { alias: { '@': path.resolve(__dirname, 'src') } } };\n")
        }
        // Read after craco.config.js: the bundler's alias must win, and this one must mean src/ itself.
        try repo.write("tsconfig.json", #"{ "compilerOptions": { "baseUrl": "src", "paths": { "@/*": ["*"] } } }"#)
        try repo.write("src/index.tsx", "import('@/pages/Lazy');\nexport const reports = loadable(() => import('@/pages/Reports'));\nimport { x } from '@/lib/util';\nx();\n")
        for name in ["pages/Lazy.ts", "pages/Reports.ts", "lib/util.ts"] {
            try repo.write("src/" + name, "export const x = () => global.foo;\n")
        }
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        let globals = scanned.findings.filter { $0.ruleId == "node-global" }
        #expect(globals.map { "\($0.file) \($0.context.rawValue)" } == ["src/lib/util.ts client", "src/pages/Lazy.ts client", "src/pages/Reports.ts client"], "\(rows(scanned))")
        let tsconfigAlias = scanned.findings.first { $0.ruleId == "wp-alias" && $0.file == "tsconfig.json" }
        #expect(tsconfigAlias?.fix?.contains("path.resolve(__dirname, 'src')") == true, "\(tsconfigAlias?.fix ?? "")")
    }

    @Test func aCalledNamespaceOfAnInstalledFunctionPackageIsOneFinding() throws {
        // dep-cjs-fn-namespace knows the package and has the exact fix; cjs-interop-default stays for packages the
        // audit cannot read.
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name":"r","version":"1.0.0","dependencies":{"legacy-fmt":"1.2.0","not-installed":"1.0.0"}}"#)
        try repo.write("node_modules/legacy-fmt/package.json", #"{"name":"legacy-fmt","version":"1.2.0","main":"index.js"}"#)
        try repo.write("node_modules/legacy-fmt/index.js", "module.exports = function fmt(n) { return String(n); };\n")
        try repo.write("src/index.js", "import * as fmt from 'legacy-fmt';\nimport * as other from 'not-installed';\nexport const s = fmt(3) + other();\n")
        let scanned = try report([repo.root, "--no-git", "--no-cache"]).report
        let interop = rows(scanned).filter { $0.hasPrefix("dep-cjs-fn-namespace") || $0.hasPrefix("cjs-interop-default") }
        #expect(interop == ["dep-cjs-fn-namespace src/index.js:1 client", "cjs-interop-default src/index.js:3 client"], "\(rows(scanned))")
    }

    /// Playwright specs under e2e/ and a disabled Jest test, which Jest's testPathIgnorePatterns leave out (and the
    /// ported config excludes from Vitest): Jest never ran them, so they get no Jest-to-Vitest findings, and neither
    /// does what only they import;
    /// an ignored file a test Jest runs imports is still test code. The same in every way of scanning.
    @Test func testsJestIgnoresAreAnotherToolsInEveryScanMode() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", """
            { "name": "r", "devDependencies": { "jest": "^26.6.0", "@playwright/test": "^1.40.0" },
              "jest": { "testPathIgnorePatterns": ["/node_modules/", "<rootDir>/e2e/", "/fixtures/", "/legacy/"] } }
            """)
        try repo.write("src/index.js", "import { add } from './add';\nconsole.log(add(1, 2));\n")
        try repo.write("src/add.js", "export const add = (a, b) => a + b;\n")
        try repo.write("src/add.test.js", "import { add } from './add';\nimport { cases } from './fixtures/cases.test';\ntest('adds', () => { spyOn(console, 'log'); expect(add(1, 2)).toBe(3); });\n")
        try repo.write("src/fixtures/cases.test.js", "export const cases = [jest.fn()];\n")
        try repo.write("e2e/login.spec.js", "const { test } = require('@playwright/test');\nconst { user } = require('./helper');\ntest.beforeAll(() => { spyOn(console, 'log'); });\n")
        try repo.write("e2e/helper.js", "module.exports = { user: process.env.E2E_USER };\n")
        // A Jest test left out: its jest.* were never run, and the ported config excludes it from Vitest too.
        try repo.write("src/legacy/old.test.js", "jest.mock('../add');\nit('adds', () => { expect(expect.getState().currentTestName).toBe('adds'); });\n")
        try repo.commitAll("an app, its Jest tests and Playwright specs")
        let scanned = try report([repo.root, "--no-cache", "--threads", "1"])
        let found = rows(scanned.report)
        #expect(!found.contains { $0.contains("e2e/") || $0.contains("src/legacy/") }, "\(found)")
        #expect(found.contains("test-missing-globals src/add.test.js:3 test"), "\(found)")
        #expect(found.contains("test-jest-object src/fixtures/cases.test.js:1 test"), "\(found)")
        #expect(try report([repo.root, "--no-cache", "--threads", "4"]).text == scanned.text)
        let cache = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("cache").path
        #expect(try report([repo.root, "--cache-dir", cache]).text == scanned.text, "cold")
        #expect(try report([repo.root, "--cache-dir", cache]).text == scanned.text, "warm")
        // At a revision, and sharded then merged.
        let revision = try report([repo.root, "--ref", "HEAD", "--no-cache"]).text
        #expect(!rows(try ReportCoding.decode(ScanReport.self, from: Data(revision.utf8))).contains { $0.contains("e2e/") })
        let shards = try (1...2).map { index in
            let path = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("shard-\(index).json").path
            let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--no-cache", "-o", path, "--shard", "\(index)/2"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            return path
        }
        let merged = try ToolProcess.run(["merge"] + shards)
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout == revision)
    }
}
