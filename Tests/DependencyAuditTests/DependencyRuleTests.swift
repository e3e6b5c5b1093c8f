import AuditModel
import Testing
@testable import DependencyAudit

struct DependencyRuleTests {
    @Test func esModuleDefaultWithoutModuleExportsFiresForDefaultImports() {
        var fixture = Fixture()
        fixture.package("react-helmet", manifest: #"{"name": "react-helmet", "version": "3.1.0", "main": "./lib/Helmet.js"}"#,
            files: ["lib/Helmet.js": "\"use strict\";\nexports.__esModule = true;\nvar _react = require(\"react\");\nexports.default = HelmetExport;\n"])
        let result = fixture.audit(["react-helmet": [ImportSite(file: "src/App.js", line: 2, kind: .default)]])
        let findings = result.findings("dep-cjs-esmodule-default")
        #expect(findings.count == 1)
        #expect(findings.first?.file == "src/App.js")
        #expect(findings.first?.message.hasPrefix("react-helmet@3.1.0 (entry node_modules/react-helmet/lib/Helmet.js, chosen by \"main\") sets __esModule and exports.default without module.exports; Vite 8") == true)
        // Catalog §2.3, step 5: the specific hazard replaces the plain CommonJS note, which stays where none applies.
        #expect(result.findings("dep-cjs-only").isEmpty)
        let named = fixture.audit(["react-helmet": [ImportSite(file: "src/App.js", line: 2, kind: .named)]])
        #expect(named.findings("dep-cjs-esmodule-default").isEmpty)
        #expect(named.findings("dep-cjs-only").count == 1)
        let seven = fixture.audit(["react-helmet": [ImportSite(file: "src/App.js", line: 2, kind: .default)]], vite: 7)
        #expect(seven.findings("dep-cjs-esmodule-default").first?.message.contains("Vite 7 gives module.exports.default in dev") == true)
    }

    @Test func nodeEnvSwitchingEntryToCompiledESM() {
        var fixture = Fixture()
        fixture.package("react-switch", manifest: #"{"name": "react-switch", "version": "6.0.0", "main": "index.js"}"#, files: [
            "index.js": "if (process.env.NODE_ENV === 'production') {\n  module.exports = require('./dist/react-switch.min.js');\n} else {\n  module.exports = require('./dist/react-switch.dev.js');\n}\n",
            "dist/react-switch.min.js": "Object.defineProperty(exports,\"__esModule\",{value:!0});exports.default=Switch;",
            "dist/react-switch.dev.js": "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = Switch;\n",
        ])
        let result = fixture.audit(["react-switch": [ImportSite(file: "src/Toggle.jsx", line: 1, kind: .default)]])
        let switching = result.findings("dep-cjs-conditional-require")
        #expect(switching.count == 1)
        #expect(switching.first?.message.contains("node_modules/react-switch/dist/react-switch.min.js and node_modules/react-switch/dist/react-switch.dev.js") == true)
        // One hazard, one finding: the switch is the root cause conditional-require names (catalog §2.3 step 3).
        #expect(result.findings("dep-cjs-esmodule-default").isEmpty, "\(result.findings.map(\.ruleId))")
        // Reading process.env.NODE_ENV is replaced by Vite: no Node-globals finding.
        #expect(result.findings("dep-node-globals").isEmpty)
    }

    @Test func namespaceImportOfAFunctionExport() {
        var fixture = Fixture()
        fixture.package("rect-clamp", manifest: #"{"name": "rect-clamp", "version": "0.1.0"}"#, files: ["index.js": "module.exports = function clamp(rect, bounds) { return rect }"])
        let result = fixture.audit(["rect-clamp": [ImportSite(file: "src/a.js", line: 1, kind: .namespace), ImportSite(file: "src/b.js", line: 4, kind: .default)]])
        let findings = result.findings("dep-cjs-fn-namespace")
        #expect(findings.map(\.file) == ["src/a.js"])
        #expect(findings.first?.severity == .autoFixable)
        // What lets cjs-interop-default leave the namespace calls to this finding.
        #expect(result.callableCommonJSPackages == ["rect-clamp"])
        // xtend 4 exports a function declared in the file by its name; a call's result is no function.
        fixture.package("xtend", manifest: #"{"name": "xtend", "version": "4.0.2", "main": "immutable"}"#, files: ["immutable.js": "module.exports = extend\n\nvar hasOwnProperty = Object.prototype.hasOwnProperty;\n\nfunction extend() {\n    var target = {}\n    return target\n}\n"])
        fixture.package("made", manifest: #"{"name": "made", "version": "1.0.0"}"#, files: ["index.js": "function make() { return {} }\nmodule.exports = make();\n"])
        let named = fixture.audit(["xtend": [ImportSite(file: "src/d.js", line: 1, kind: .namespace)], "made": [ImportSite(file: "src/d.js", line: 2, kind: .namespace)]])
        #expect(named.findings("dep-cjs-fn-namespace").map(\.line) == [1])
        #expect(named.callableCommonJSPackages == ["xtend"])
        // A subpath is another module: the entry's function export says nothing of it.
        let subpath = fixture.audit(["rect-clamp/lib/x": [ImportSite(file: "src/c.js", line: 2, kind: .namespace)]])
        #expect(subpath.findings("dep-cjs-fn-namespace").isEmpty)
    }

    /// What a require of the package becomes under Vite (cjs-require-static) follows its ES entry's exports.
    @Test func esEntriesAreSortedByTheShapeOfTheirExports() {
        var fixture = Fixture()
        fixture.package("rr", manifest: #"{"name": "rr", "version": "3.2.6", "main": "lib/index.js", "module": "es/index.js"}"#,
            files: ["es/index.js": "export { default as Router } from './Router';\nexport * from './Link';", "lib/index.js": "exports.Router = 1;"])
        fixture.package("mo", manifest: #"{"name": "mo", "version": "2.24.0", "module": "dist/mo.js"}"#, files: ["dist/mo.js": "function hooks() {}\nexport default hooks;"])
        fixture.package("both", manifest: #"{"name": "both", "version": "1.0.0", "module": "index.js"}"#, files: ["index.js": "export const a = 1;\nexport { a as default };"])
        let site = [ImportSite(file: "src/a.js", line: 1, kind: .default)]
        let result = fixture.audit(["rr": site, "mo": site, "both": site])
        #expect(result.esModulesWithoutDefault == ["rr"])
        #expect(result.defaultOnlyESModules == ["mo"])
    }

    @Test func findingsAtAnImportCarryTheImportersContextAndAtAManifestConfig() {
        var fixture = Fixture(app: #"{"name": "app", "devDependencies": {"webpack": "^4.0.0"}}"#)
        fixture.package("rect-clamp", manifest: #"{"name": "rect-clamp", "version": "0.1.0"}"#, files: ["index.js": "module.exports = function clamp(rect, bounds) { return rect }"])
        let result = fixture.audit(["rect-clamp": [
            ImportSite(file: "src/a.js", line: 1, kind: .namespace, context: .client), ImportSite(file: "src/a.test.js", line: 2, kind: .namespace, context: .test),
        ]])
        #expect(result.findings("dep-cjs-fn-namespace").map { "\($0.file) \($0.context)" } == ["src/a.js client", "src/a.test.js test"])
        #expect(result.findings("dep-webpack-only").map(\.context) == [.config])
    }

    @Test func cssRequiresNodeGlobalsAndBuiltinsInDependencyCode() {
        var fixture = Fixture()
        fixture.package("react-date-picker", manifest: #"{"name": "react-date-picker", "version": "8.0.0", "main": "dist/entry.js"}"#, files: [
            "dist/entry.js": "require('./DatePicker.css');\nmodule.exports = require('./DatePicker');",
            "dist/DatePicker.js": "var fs = require('fs');\nmodule.exports = function () { return global.document || Buffer.from('x') };",
        ])
        fixture.package("umd-safe", manifest: #"{"name": "umd-safe", "version": "1.0.0"}"#, files: [
            "index.js": "(function (global, factory) { module.exports = factory(global) })(typeof window !== 'undefined' ? window : this, function (g) { return typeof process !== 'undefined' && process.versions })",
        ])
        let result = fixture.audit(["react-date-picker": [ImportSite(file: "src/Form.js", line: 9)], "umd-safe": [ImportSite(file: "src/Form.js", line: 10)]])
        let css = result.findings("dep-requires-css")
        #expect(css.count == 1)
        #expect(css.first?.message.contains("node_modules/react-date-picker/dist/entry.js:1 requires './DatePicker.css'") == true)
        #expect(css.first?.fix == "import 'react-date-picker/dist/DatePicker.css' in the app and remove the require with patch-package.")
        let globals = result.findings("dep-node-globals")
        #expect(globals.count == 1)
        #expect(globals.first?.message.contains("globals Buffer, global and built-ins 'fs'") == true)
        #expect(globals.first?.fix?.contains("define: { global: 'globalThis' }") == true)
    }

    /// chalk 5 reaches its terminal detection through package imports (`#supports-color`): Vite resolves them with the
    /// browser conditions, so what they lead to is the package's code as much as a relative import.
    @Test func packageImportsAreFollowedWithTheBrowserConditions() {
        func chalk(_ supportsColor: String) -> Fixture {
            var fixture = Fixture()
            fixture.package("chalk", manifest: ##"{"name": "chalk", "version": "5.2.0", "type": "module", "exports": "./source/index.js", "imports": {"#ansi-styles": "./source/vendor/ansi-styles/index.js", "#supports-color": "## + supportsColor + ##", "#tty": "node:tty"}}"##, files: [
                "source/index.js": "import ansiStyles from '#ansi-styles';\nimport supportsColor from '#supports-color';\nexport default function chalk() {}\n",
                "source/vendor/ansi-styles/index.js": "import tty from '#tty';\nexport default {};\n",
                "source/vendor/supports-color/index.js": "import process from 'node:process';\nimport os from 'node:os';\nconst {env} = process;\nexport default {};\n",
                "source/vendor/supports-color/browser.js": "const level = globalThis.navigator ? 1 : 0;\nexport default level;\n",
            ])
            return fixture
        }
        let upstream = chalk(#"{"node": "./source/vendor/supports-color/index.js", "default": "./source/vendor/supports-color/browser.js"}"#)
        let sites = ["chalk": [ImportSite(file: "src/log.js", line: 1, kind: .default)]]
        #expect(upstream.audit(sites).findings("dep-node-globals").first?.message.contains("built-ins 'node:tty', e.g. node_modules/chalk/source/vendor/ansi-styles/index.js:1 (node:tty)") == true)
        // Debian's build maps it to the Node file for every condition.
        let nodeOnly = chalk(#"{"default": "./source/vendor/supports-color/index.js"}"#)
        let nodeFile = nodeOnly.audit(sites).findings("dep-node-globals").first
        #expect(nodeFile?.message.contains("uses Node built-ins 'node:os', 'node:process', 'node:tty'") == true)
        // `process` there is the imported built-in, not the global a polyfill would set.
        #expect(nodeFile?.fix?.contains("globalThis.process") == false)
    }

    /// `assert/` asks for the npm package, not the built-in: Vite resolves it in node_modules, so it is audited.
    @Test func aTrailingSlashAfterABuiltinsNameImportsTheNpmPackage() {
        var fixture = Fixture()
        fixture.package("assert", manifest: #"{"name": "assert", "version": "2.0.0", "main": "build/assert.js"}"#, files: [
            "build/assert.js": "var _require2 = require('util/');\nfunction fail() { var warn = process.emitWarning ? process.emitWarning : console.warn; }\nmodule.exports = fail;\n",
        ])
        let result = fixture.audit([
            "assert/": [ImportSite(file: "src/check.js", line: 1, kind: .default)], "assert/strict": [ImportSite(file: "src/check.js", line: 2, kind: .default)],
            "fs/promises": [ImportSite(file: "src/check.js", line: 3, kind: .named)],
        ])
        #expect(result.record("assert")?.importedFrom.map(\.line) == [1])
        #expect(result.findings("dep-node-globals").first?.message.contains("uses Node globals process and built-ins 'util/'") == true)
        #expect(result.record("fs") == nil)
    }

    /// rollup 3's ES build imports node:fs/promises, node:perf_hooks, node:path and path: one polyfill per module, and
    /// none offered where no browser package exists.
    @Test func builtinSubpathsAndServerModulesGetTheirModulesPolyfillOnce() {
        var fixture = Fixture()
        fixture.package("rollup", manifest: #"{"name": "rollup", "version": "3.15.0", "exports": {".": {"import": "./dist/es/rollup.js"}}}"#, files: [
            "dist/es/rollup.js": "import { readFile } from 'node:fs/promises';\nimport { performance } from 'node:perf_hooks';\nimport { resolve } from 'node:path';\nimport path from 'path';\nexport { readFile };\n",
        ])
        let result = fixture.audit(["rollup": [ImportSite(file: "src/build.js", line: 1, kind: .named)]])
        #expect(result.findings("dep-node-globals").first?.fix == "install path-browserify with resolve.alias: { 'node:path': 'path-browserify', 'path': 'path-browserify' }; no browser equivalent for 'fs', 'perf_hooks', or use rollup's browser build")
        // An unprefixed built-in resolves to an installed package of its name; a node: spelling does not.
        #expect(DependencyAuditor.builtinFix(["buffer", "node:events"], package: "x") == "install buffer, events with resolve.alias: { 'node:events': 'events' }, or use x's browser build")
        // safe-buffer 5.2 requires 'buffer': installing the package is the whole fix (no global Buffer to set up).
        fixture.package("safe-buffer", manifest: #"{"name": "safe-buffer", "version": "5.2.1", "main": "index.js"}"#, files: ["index.js": "var buffer = require('buffer')\nvar Buffer = buffer.Buffer\nmodule.exports = buffer\n"])
        let safeBuffer = fixture.audit(["safe-buffer": [ImportSite(file: "src/a.js", line: 1, kind: .named)]])
        #expect(safeBuffer.findings("dep-node-globals").first?.fix == "install buffer, or use safe-buffer's browser build")
        #expect(DependencyAuditor.polyfill(for: "util/") == "util")
        #expect(DependencyAuditor.polyfill(for: "node:stream/web") == "stream-browserify")
    }

    /// lodash-es reaches 600 modules from its entry, core-js 580: what the file limit leaves unread is said.
    @Test func aPackageReadOnlyUpToTheFileLimitIsNamed() {
        var fixture = Fixture()
        var files = ["index.js": (0..<5).map { "export * from './m\($0).js';" }.joined(separator: "\n")]
        for index in 0..<5 { files["m\(index).js"] = "export const m\(index) = \(index);" }
        fixture.package("many", manifest: #"{"name": "many", "version": "1.0.0", "type": "module"}"#, files: files)
        let sites = ["many": [ImportSite(file: "src/a.js", line: 1, kind: .named)]]
        let limited = DependencyAuditor(tree: fixture.tree, options: DependencyAuditOptions(maximumFilesPerPackage: 3)).audit(importSites: sites)
        #expect(limited.warnings.map(\.message) == ["1 imported package was read only up to 3 files from what the app imports of it: many (3 of at least 6); dep-node-globals, dep-requires-css and dep-jsx-or-flow-in-dist know nothing of the files not read"])
        #expect(fixture.audit(sites).warnings.isEmpty)
        // Imported only by a webpack entry of polyfills no page loads under Vite: nothing to say of its unread files.
        var options = DependencyAuditOptions(maximumFilesPerPackage: 3)
        options.unloadedFiles = ["src/a.js"]
        #expect(DependencyAuditor(tree: fixture.tree, options: options).audit(importSites: sites).warnings.isEmpty)
    }

    /// util 0.12.5: `typeof process` checks inside deprecate() guard its own uses, not the top level's
    /// `if (process.env.NODE_DEBUG)`, which throws "process is not defined" when the module loads.
    @Test func aTypeofCheckGuardsTheRestOfItsBlockOnly() {
        var fixture = Fixture()
        fixture.package("util", manifest: #"{"name": "util", "version": "0.12.5", "main": "./util.js"}"#, files: [
            "util.js": "exports.deprecate = function(fn, msg) {\n  if (typeof process !== 'undefined' && process.noDeprecation === true) {\n    return fn;\n  }\n  if (typeof process === 'undefined') {\n    return fn;\n  }\n  if (process.throwDeprecation) { throw new Error(msg); }\n  return fn;\n};\n\nvar debugEnv;\nif (process.env.NODE_DEBUG) {\n  debugEnv = process.env.NODE_DEBUG;\n}\nvar isNode = typeof process !== 'undefined';\nif (isNode) { process.nextTick(function () {}); }\n",
        ])
        let result = fixture.audit(["util/": [ImportSite(file: "src/a.js", line: 1, kind: .default)]])
        let globals = result.findings("dep-node-globals")
        #expect(globals.first?.message.contains("uses Node globals process.env, e.g. node_modules/util/util.js:13 (process.env), node_modules/util/util.js:14 (process.env);") == true)
        // A browser has globalThis (and window, self): the `global` fallback after such a check never runs there.
        fixture.package("available-typed-arrays", manifest: #"{"name": "available-typed-arrays", "version": "1.0.5"}"#, files: [
            "index.js": "var g = typeof globalThis === 'undefined' ? global : globalThis;\nvar root = typeof window !== 'undefined' ? window : global;\nmodule.exports = function () { return [g, root] };\n"])
        #expect(fixture.audit(["available-typed-arrays": [ImportSite(file: "src/a.js", line: 1, kind: .default)]]).findings("dep-node-globals").isEmpty)
    }

    /// yargs-parser 21 ships `yargs-parser/browser` for browsers; its entry (build/lib/index.js) reads fs and path.
    @Test func hazardsAreLookedForInTheFilesTheAppImports() {
        var fixture = Fixture()
        fixture.package("yargs-parser", manifest: #"{"name": "yargs-parser", "version": "21.1.1", "type": "module", "exports": {".": [{"import": "./build/lib/index.js", "require": "./build/index.cjs"}, "./build/index.cjs"], "./browser": ["./browser.js"]}}"#, files: [
            "build/lib/index.js": "import { readFileSync } from 'fs';\nimport { resolve } from 'path';\nimport { YargsParser } from './yargs-parser.js';\nexport default new YargsParser({ readFileSync, resolve });\n",
            "build/lib/yargs-parser.js": "export class YargsParser {}\n",
            "build/index.cjs": "module.exports = require('fs');\n",
            "browser.js": "import { YargsParser } from './build/lib/yargs-parser.js';\nexport default new YargsParser({});\n",
        ])
        let browserOnly = fixture.audit(["yargs-parser/browser": [ImportSite(file: "src/cli.js", line: 1, kind: .default)]])
        #expect(browserOnly.findings("dep-node-globals").isEmpty)
        let entry = fixture.audit(["yargs-parser": [ImportSite(file: "src/cli.js", line: 1, kind: .default)]])
        #expect(entry.findings("dep-node-globals").first?.message.contains("built-ins 'fs', 'path'") == true)
        // A deep import the entry never reaches is read too.
        fixture.package("two-faced", manifest: #"{"name": "two-faced", "version": "1.0.0", "main": "index.js"}"#, files: ["index.js": "module.exports = {};\n", "node.js": "module.exports = require('child_process');\n"])
        let deep = fixture.audit(["two-faced": [ImportSite(file: "src/a.js", line: 1, kind: .default)], "two-faced/node": [ImportSite(file: "src/a.js", line: 2, kind: .default)]])
        #expect(deep.findings("dep-node-globals").first?.message.contains("built-ins 'child_process'") == true)
    }

    /// serialize-javascript 6 requires randombytes, whose browser build reads `global.crypto` when it loads: the app
    /// never imports randombytes, yet Vite bundles it into serialize-javascript and it throws.
    @Test func nodeGlobalsInADependencysDependencyAreReportedOnceThroughTheAppsImport() {
        var fixture = Fixture()
        fixture.package("serialize-javascript", manifest: #"{"name": "serialize-javascript", "version": "6.0.0", "main": "index.js"}"#, files: [
            "index.js": "var randomBytes = require('randombytes');\nvar ms = require('ms');\nmodule.exports = function serialize() { return randomBytes(8) };\n"])
        fixture.package("other", manifest: #"{"name": "other", "version": "1.0.0", "main": "index.js"}"#, files: ["index.js": "module.exports = require('randombytes');\n"])
        fixture.package("randombytes", manifest: #"{"name": "randombytes", "version": "2.1.0", "main": "index.js", "browser": "browser.js"}"#, files: [
            "index.js": "module.exports = require('crypto').randomBytes\n", "browser.js": "var crypto = global.crypto || global.msCrypto\nmodule.exports = function (n) { return crypto.getRandomValues(new Uint8Array(n)) }\n"])
        fixture.package("ms", manifest: #"{"name": "ms", "version": "2.1.3"}"#, files: ["index.js": "module.exports = function (val) { return val };\n"])
        let sites = ["serialize-javascript": [ImportSite(file: "src/a.js", line: 1, kind: .default)], "other": [ImportSite(file: "src/b.js", line: 2, kind: .default)]]
        let findings = fixture.audit(sites).findings("dep-node-globals")
        // Once, through the first importing package in name order; it replaces that package's plain CommonJS note.
        #expect(findings.map(\.file) == ["src/b.js"])
        #expect(findings.first?.message == "other@1.0.0 loads dependencies that need Node: randombytes@2.1.0 (through other → randombytes) uses Node globals global, e.g. node_modules/randombytes/browser.js:1 (global); Vite polyfills none of them; imported at src/b.js:2.")
        #expect(findings.first?.fix == "define: { global: 'globalThis' }")
        #expect(fixture.audit(sites).findings("dep-cjs-only").map(\.file) == ["src/a.js"])
        // Imported by the app itself, it is reported as its own dependency, once.
        let direct = fixture.audit(sites.merging(["randombytes": [ImportSite(file: "src/c.js", line: 3, kind: .default)]]) { $1 }).findings("dep-node-globals")
        #expect(direct.map(\.file) == ["src/c.js"])
        // A package with Node uses of its own has one finding, which tells its dependencies' too.
        fixture.package("other", manifest: #"{"name": "other", "version": "1.0.0", "main": "index.js"}"#, files: ["index.js": "var fs = require('fs');\nmodule.exports = require('randombytes');\n"])
        let merged = fixture.audit(sites).findings("dep-node-globals")
        #expect(merged.count == 1)
        #expect(merged.first?.message.hasSuffix("Vite polyfills none of them; imported at src/b.js:2. Its dependencies too: randombytes@2.1.0 (through other → randombytes) uses Node globals global, e.g. node_modules/randombytes/browser.js:1 (global).") == true)
        #expect(merged.first?.fix == "no browser equivalent for 'fs', or use other's browser build; define: { global: 'globalThis' }")
    }

    @Test func processEnvInDependencyCodeIsToldApartFromTheProcessObject() {
        // A process polyfill's env is empty: reading configuration from it needs define, not the polyfill.
        var fixture = Fixture()
        fixture.package("api-client", manifest: #"{"name": "api-client", "version": "1.0.0", "module": "index.js"}"#, files: [
            "index.js": "export const url = process.env.API_URL || 'http://localhost';\nexport const mode = process.env.NODE_ENV;\n",
        ])
        let result = fixture.audit(["api-client": [ImportSite(file: "src/a.js", line: 1)]])
        let globals = result.findings("dep-node-globals")
        #expect(globals.count == 1)
        #expect(globals.first?.message.contains("globals process.env") == true, "\(globals.map(\.message))")
        #expect(globals.first?.fix == "define each variable it reads (define: { 'process.env.X': JSON.stringify(value) }); a process polyfill's env is empty", "\(globals.map(\.fix))")
    }

    @Test func jsxAndFlowInPublishedJavaScript() {
        var fixture = Fixture()
        fixture.package("raw-jsx", manifest: #"{"name": "raw-jsx", "version": "1.0.0", "main": "index.js"}"#, files: [
            "index.js": "import React from 'react'\nexport default function A() { return <div className=\"a\">hi</div> }\n",
        ])
        fixture.package("flowy", manifest: #"{"name": "flowy", "version": "1.0.0", "module": "index.js"}"#, files: [
            "index.js": "// @flow\nexport function f(x: number): number { return x }\n",
        ])
        let result = fixture.audit(["raw-jsx": [ImportSite(file: "src/a.js", line: 1)], "flowy": [ImportSite(file: "src/a.js", line: 2)]])
        let hits = result.findings("dep-jsx-or-flow-in-dist")
        #expect(hits.count == 2)
        #expect(hits.contains { $0.message.contains("node_modules/raw-jsx/index.js (JSX)") })
        #expect(hits.contains { $0.message.contains("node_modules/flowy/index.js (Flow)") })
    }

    /// tol-is/create-react-app-monorepo-example: packages/some-component/index.js, JSX in a .js file, is imported by
    /// packages/app/App.js through the workspace link. Vite serves it as source: no release to pin, no node_modules
    /// filter that matches, and dev fails as the build does.
    @Test func jsxInALinkedWorkspacePackageIsFixedInItsOwnSource() {
        var fixture = Fixture(app: #"{"name": "root", "private": true, "workspaces": ["packages/*"]}"#)
        fixture.file("packages/app/package.json", #"{"name": "app", "dependencies": {"some-component": "0.1.0"}}"#)
        fixture.file("packages/some-component/package.json", #"{"name": "some-component", "version": "0.1.0", "private": true}"#)
        fixture.file("packages/some-component/index.js", "import React from 'react';\nexport default () => [<hr />, <h4>hi</h4>]\n")
        fixture.tree.addLink("node_modules/some-component", target: "../packages/some-component")
        let result = fixture.audit(["some-component": [ImportSite(file: "packages/app/App.js", line: 2)]])
        let hits = result.findings("dep-jsx-or-flow-in-dist")
        #expect(hits.count == 1)
        #expect(hits.first?.message.contains("is a linked workspace package with untranspiled syntax in .js files: packages/some-component/index.js (JSX)") == true, "\(hits.map(\.message))")
        #expect(hits.first?.message.contains("dev and build both fail") == true)
        #expect(hits.first?.fix == "In some-component's own source, rename its files with JSX to .jsx (scan the package, or the monorepo root, for each file).")
        #expect(hits.first?.fix?.contains("node_modules/some-component") == false)
    }

    /// A shared library of a lerna monorepo re-exports with the stage-1 `export Card from './Card'`: Oxc rejects the
    /// syntax, and the walk follows it to the JSX in Card.js.
    @Test func exportDefaultFromInALinkedWorkspacePackageIsFollowedAndReported() {
        var fixture = Fixture(app: #"{"name": "root", "private": true, "workspaces": ["packages/*"]}"#)
        fixture.file("packages/ui/package.json", #"{"name": "@acme/ui", "version": "0.4.1", "main": "src/index.js"}"#)
        fixture.file("packages/ui/src/index.js", "export { default as Button } from './Button';\nexport Card from './Card';\n")
        fixture.file("packages/ui/src/Button.js", "export default function Button() { return null; }\n")
        fixture.file("packages/ui/src/Card.js", "const Card = ({ title }) => <section>{title}</section>;\nexport default Card;\n")
        fixture.tree.addLink("node_modules/@acme/ui", target: "../../packages/ui")
        let hits = fixture.audit(["@acme/ui": [ImportSite(file: "packages/admin/src/index.js", line: 3)]]).findings("dep-jsx-or-flow-in-dist")
        #expect(hits.count == 1)
        #expect(hits.first?.message.contains("untranspiled syntax in .js files: packages/ui/src/Card.js (JSX), packages/ui/src/index.js (export … from);") == true, "\(hits.map(\.message))")
        #expect(hits.first?.message.contains("Flow and `export X from` nowhere") == true)
        #expect(hits.first?.fix == "In @acme/ui's own source, rename its files with JSX to .jsx; write `export X from './X'` as `export { default as X } from './X'` (scan the package, or the monorepo root, for each file).")
    }

    /// The shared library's peer range is the monorepo's own manifest to edit, not a release to upgrade to.
    @Test func aLinkedWorkspacePackagesPeerRangeIsWidenedInItsOwnManifest() {
        var fixture = Fixture(app: #"{"name": "root", "private": true, "workspaces": ["packages/*"]}"#)
        fixture.file("packages/ui/package.json", #"{"name": "@acme/ui", "version": "0.4.1", "main": "index.js", "peerDependencies": {"react": "^16.8.0"}}"#)
        fixture.file("packages/ui/index.js", "export default 1;\n")
        fixture.tree.addLink("node_modules/@acme/ui", target: "../../packages/ui")
        let peer = fixture.audit(["@acme/ui": [ImportSite(file: "packages/admin/src/index.js", line: 3)]]).findings("dep-react-peer-range")
        #expect(peer.map(\.fix) == ["Widen peerDependencies.react in packages/ui/package.json, @acme/ui being the project's own package, once it runs on React 18."])
    }

    @Test func svgrsWebpackLoaderIsPartOfTheToolchain() {
        // A loader whose name does not end in -loader: vite-plugin-svgr replaces it.
        let fixture = Fixture(app: #"{ "name": "app", "devDependencies": { "@svgr/webpack": "^6.5.1", "@svgr/core": "^6.5.1" } }"#)
        let findings = fixture.audit([:]).findings("dep-webpack-only")
        #expect(findings.map(\.message).count == 1 && findings.first?.message.hasPrefix("@svgr/webpack") == true, "\(findings.map(\.message))")
        #expect(findings.first?.fix?.contains("vite-plugin-svgr") == true)
    }

    @Test func webpackOnlyEnzymeAndPeerRanges() {
        var fixture = Fixture(app: """
        {
          "name": "app",
          "dependencies": {
            "react-router": "^3.2.6",
            "react-copy-to-clipboard": "^4.3.0"
          },
          "devDependencies": {
            "webpack": "^4.46.0",
            "sass-loader": "^10.0.0",
            "copy-webpack-plugin": "^6.0.0",
            "enzyme": "^3.11.0",
            "enzyme-adapter-react-16": "^1.15.0"
          }
        }
        """)
        fixture.package("react-router", manifest: #"{"name": "react-router", "version": "3.2.6", "main": "lib/index.js", "peerDependencies": {"react": "^0.14.0 || ^15.0.0 || ^16.0.0-0"}}"#, files: ["lib/index.js": "exports.Router = 1"])
        fixture.package("react-copy-to-clipboard", manifest: #"{"name": "react-copy-to-clipboard", "version": "5.1.0", "main": "lib/index.js", "peerDependencies": {"react": "^15.3.0 || 16 || 17 || 18"}}"#, files: ["lib/index.js": "exports.x = 1"])
        let result = fixture.audit([:])
        #expect(result.findings("dep-webpack-only").map { $0.line } == [8, 9, 10])
        #expect(result.findings("dep-webpack-only").allSatisfy { $0.file == "package.json" })
        #expect(result.findings("dep-enzyme").count == 2)
        let peers = result.findings("dep-react-peer-range")
        #expect(peers.count == 1)
        // React Router 3 is replaced by v6 (the rr3-* findings): a note, not a package to upgrade.
        #expect(peers.first?.message == "react-router@3.2.6 declares peerDependencies.react \"^0.14.0 || ^15.0.0 || ^16.0.0-0\", which excludes React 18.3.1; the rr3-* findings replace it by React Router 6, which admits React 18.")
        #expect(peers.first?.severity == .info)
        #expect(peers.first?.line == 4)
        #expect(peers.first?.snippet == "\"react-router\": \"^3.2.6\",")
    }

    @Test("dep-jest-only: Jest's runtime and the helpers built on the jest global, with their Vitest counterparts")
    func jestOnlyPackages() {
        var fixture = Fixture(app: """
        {
          "name": "app",
          "devDependencies": {
            "jest": "^26.6.3",
            "babel-jest": "^26.6.3",
            "jest-fetch-mock": "^3.0.3",
            "@testing-library/jest-dom": "^5.11.4",
            "@testing-library/react": "^11.1.0",
            "jest-extended": "^4.0.0"
          }
        }
        """)
        fixture.package("jest-fetch-mock", manifest: #"{"name": "jest-fetch-mock", "version": "3.0.3", "main": "src/index.js"}"#, files: ["src/index.js": "module.exports = jest.fn()"])
        let result = fixture.audit(["jest-fetch-mock": [ImportSite(file: "src/setupTests.js", line: 3, kind: .sideEffect, context: .test)]])
        let findings = result.findings("dep-jest-only")
        #expect(findings.map { "\($0.file):\($0.line)" } == ["package.json:4", "package.json:7", "src/setupTests.js:3"])
        #expect(findings.last?.fix == "Replace with vitest-fetch-mock: createFetchMock(vi).enableMocks() in the setup file.")
        #expect(findings.first { $0.line == 7 }?.fix == "Upgrade to @testing-library/jest-dom 6 and import '@testing-library/jest-dom/vitest' in the setup file.")
        #expect(findings.allSatisfy { $0.severity == .autoFixable })
        // jest-dom 6 has its Vitest entry: nothing to report.
        var current = Fixture(app: #"{"name": "app", "devDependencies": {"@testing-library/jest-dom": "^6.1.0"}}"#)
        current.file("src/a.js", "")
        #expect(current.audit([:]).findings("dep-jest-only").isEmpty)
    }

    @Test("dep-jest-only leaves Jest's transforms to test-babel-jest, which reports them at the same line")
    func jestTransformsAreTestBabelJests() {
        var fixture = Fixture(app: """
        {
          "name": "app",
          "devDependencies": {
            "babel-jest": "^26.6.3",
            "ts-jest": "^26.5.0",
            "jest-transform-stub": "^2.0.0",
            "identity-obj-proxy": "^3.0.0",
            "jest-environment-jsdom-sixteen": "^2.0.0"
          }
        }
        """)
        fixture.file("src/a.js", "")
        #expect(fixture.audit([:]).findings("dep-jest-only").map(\.line) == [8])
        // A workspace package's manifest is not the one test-babel-jest reads: dep-jest-only reports its transforms.
        var workspace = Fixture(app: #"{"name": "root", "private": true, "workspaces": ["packages/*"]}"#)
        workspace.file("packages/web/package.json", #"{"name": "web", "devDependencies": {"babel-jest": "^26.6.3"}}"#)
        #expect(workspace.audit([:]).findings("dep-jest-only").map(\.file) == ["packages/web/package.json"])
    }

    @Test("dep-enzyme stands at each test file that imports enzyme (each is rewritten), and once for an adapter")
    func enzymeIsReportedPerImportingTestFile() {
        var fixture = Fixture(app: #"{"name": "app", "devDependencies": {"enzyme": "^3.11.0", "enzyme-adapter-react-16": "^1.15.0"}}"#)
        fixture.package("enzyme", manifest: #"{"name": "enzyme", "version": "3.11.0", "main": "build/index.js"}"#, files: ["build/index.js": "exports.shallow = 1"])
        let result = fixture.audit([
            "enzyme": [ImportSite(file: "src/a.test.js", line: 1, kind: .named, context: .test), ImportSite(file: "src/a.test.js", line: 2, kind: .named, context: .test),
                       ImportSite(file: "src/b.test.js", line: 3, kind: .named, context: .test)],
            "enzyme-adapter-react-16": [ImportSite(file: "src/setupTests.js", line: 2, kind: .default, context: .test)],
        ])
        let rows = result.findings("dep-enzyme").map { "\($0.file):\($0.line)" }.sorted()
        #expect(rows == ["src/a.test.js:1", "src/b.test.js:3", "src/setupTests.js:2"])
        #expect(result.findings("dep-enzyme").filter { $0.file.hasSuffix(".test.js") }.allSatisfy { $0.context == .test && $0.message.hasPrefix("this test code is written with enzyme, which has no adapter for React 18") })
    }

    @Test("The file that configures Enzyme (imports it and its adapter) is a one-line edit, not a test to rewrite")
    func enzymesSetupFileIsNotATestToRewrite() {
        // CRA's src/setupTests.js: `import Enzyme from 'enzyme'; import Adapter from 'enzyme-adapter-react-16';
        // Enzyme.configure({ adapter: new Adapter() });`, beside one test written with Enzyme, and one that configures it itself.
        var fixture = Fixture(app: #"{"name": "app", "devDependencies": {"enzyme": "^3.11.0", "enzyme-adapter-react-16": "^1.15.0"}}"#)
        fixture.package("enzyme", manifest: #"{"name": "enzyme", "version": "3.11.0", "main": "build/index.js"}"#, files: ["build/index.js": "exports.shallow = 1"])
        let result = fixture.audit([
            "enzyme": [ImportSite(file: "src/setupTests.js", line: 1, kind: .default, context: .test), ImportSite(file: "src/a.test.js", line: 2, kind: .named, context: .test),
                       ImportSite(file: "src/b.test.js", line: 1, kind: .default, context: .test)],
            "enzyme-adapter-react-16": [ImportSite(file: "src/setupTests.js", line: 2, kind: .default, context: .test), ImportSite(file: "src/b.test.js", line: 2, kind: .default, context: .test)],
        ])
        let rows = result.findings("dep-enzyme").map { "\($0.file):\($0.line) \($0.importSite == true ? "edit" : "rewrite")" }.sorted()
        #expect(rows == ["src/a.test.js:2 rewrite", "src/b.test.js:1 rewrite", "src/b.test.js:2 rewrite", "src/setupTests.js:1 edit"])
        let setup = result.findings("dep-enzyme").first { $0.file == "src/setupTests.js" }
        #expect(setup?.message == "src/setupTests.js configures enzyme with its adapter; there is no React 18 adapter, so the configuration goes once the tests are rewritten.")
        #expect(setup?.fix == "Delete the Enzyme configuration (Enzyme.configure and the adapter) when no test imports enzyme; set up @testing-library/jest-dom here instead.")
        // Only the setup file imports the adapter: the setup file's finding says to remove it, the adapter has none of its own
        // (two findings, two blockers, for one three-line file).
        let setupOnly = fixture.audit([
            "enzyme": [ImportSite(file: "src/setupTests.js", line: 1, kind: .default, context: .test), ImportSite(file: "src/a.test.js", line: 2, kind: .named, context: .test)],
            "enzyme-adapter-react-16": [ImportSite(file: "src/setupTests.js", line: 2, kind: .default, context: .test)],
        ])
        #expect(setupOnly.findings("dep-enzyme").map { "\($0.file):\($0.line) \($0.importSite == true ? "edit" : "rewrite")" }.sorted()
            == ["src/a.test.js:2 rewrite", "src/setupTests.js:1 edit"])
        #expect(setupOnly.findings("dep-enzyme").first { $0.file == "src/setupTests.js" }?.fix
            == "Delete the Enzyme configuration (Enzyme.configure and the adapter) and remove enzyme-adapter-react-16 when no test imports enzyme; set up @testing-library/jest-dom here instead.")
    }

    @Test func reactsOwnRenderersAreNotPackagesWithAPeerRangeToReplace() {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"react": "^16.14.0", "react-dom": "^16.14.0", "react-modal": "^3.0.0"}}"#)
        fixture.package("react-dom", manifest: #"{"name": "react-dom", "version": "16.14.0", "main": "index.js", "peerDependencies": {"react": "^16.14.0"}}"#, files: ["index.js": "exports.render = 1"])
        fixture.package("react-modal", manifest: #"{"name": "react-modal", "version": "3.0.0", "main": "index.js", "peerDependencies": {"react": "^15 || ^16"}}"#, files: ["index.js": "exports.x = 1"])
        #expect(fixture.audit([:]).findings("dep-react-peer-range").map { String($0.message.prefix(17)) } == ["react-modal@3.0.0"])
    }

    @Test func aPackageTheReportRemovesHasNoPeerRangeToUpgrade() {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"react": "^16.4.2", "react-hot-loader": "4.3.4", "react-modal": "^3.0.0"}}"#)
        fixture.package("react-hot-loader", manifest: #"{"name": "react-hot-loader", "version": "4.3.4", "main": "index.js", "peerDependencies": {"react": "^15.0.0 || ^16.0.0"}}"#, files: ["index.js": "exports.hot = 1"])
        fixture.package("react-modal", manifest: #"{"name": "react-modal", "version": "3.0.0", "main": "index.js", "peerDependencies": {"react": "^15 || ^16"}}"#, files: ["index.js": "exports.x = 1"])
        let result = fixture.audit(["react-hot-loader": [ImportSite(file: "src/App.js", line: 1, kind: .named)]])
        #expect(result.findings("dep-webpack-only").map { String($0.message.prefix(16)) } == ["react-hot-loader"])
        #expect(result.findings("dep-react-peer-range").map { String($0.message.prefix(17)) } == ["react-modal@3.0.0"])
    }

    /// react-hot-loader's setup declared react-dom as an alias of its patched fork: under the name react-dom, the
    /// package is the webpack toolchain's, and the same version under its own name.
    @Test func anAliasOfAWebpackOnlyPackageIsReportedAtItsDeclaration() throws {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"react": "^16.14.0", "react-dom": "npm:@hot-loader/react-dom@^16.14.0", "lodash-compat": "npm:lodash@^4.17.21"}}"#)
        fixture.package("react-dom", manifest: #"{"name": "@hot-loader/react-dom", "version": "16.14.0", "main": "index.js"}"#, files: ["index.js": "module.exports = {}"])
        fixture.package("lodash-compat", manifest: #"{"name": "lodash", "version": "4.17.21", "main": "lodash.js"}"#, files: ["lodash.js": "module.exports = {}"])
        fixture.file("package-lock.json", #"{"lockfileVersion": 1, "dependencies": {"react-dom": {"version": "npm:@hot-loader/react-dom@16.14.0"}, "lodash-compat": {"version": "npm:lodash@4.17.21"}}}"#)
        let result = fixture.audit(["react-dom": [ImportSite(file: "src/index.js", line: 4, kind: .default)]])
        let found = try #require(result.findings("dep-webpack-only").first)
        #expect(result.findings("dep-webpack-only").count == 1, "an alias of lodash is no webpack package")
        #expect(found.file == "package.json")
        #expect(found.line == 1)
        #expect(found.message == "react-dom is an alias of @hot-loader/react-dom@16.14.0 (dependencies \"npm:@hot-loader/react-dom@^16.14.0\"), part of the webpack toolchain; nothing needs it under Vite.")
        #expect(found.fix?.hasPrefix("Declare react-dom itself instead of the alias") == true)
        #expect(!result.warnings.contains { $0.message.contains("not the version the project asks for") }, "the lockfile pins the alias's version")
        #expect(DependencyAuditor.aliasTarget(of: "npm:lodash@^4.17.21") == "lodash")
        #expect(DependencyAuditor.aliasTarget(of: "npm:@hot-loader/react-dom") == "@hot-loader/react-dom")
        #expect(DependencyAuditor.aliasTarget(of: "^16.14.0") == nil)
    }

    /// `import 'core-js/stable'` loads core-js's stable/ files, not its entry: the deep import's finding says what is
    /// CommonJS, and a note on the entry (or on regenerator-runtime's main, the very file imported) only repeated it.
    @Test func theEntryNoteIsForPackagesWhoseRootIsImported() {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"core-js": "^3.26.1", "regenerator-runtime": "^0.13.11", "lodash": "^4.17.21"}}"#)
        fixture.package("core-js", manifest: #"{"name": "core-js", "version": "3.26.1", "main": "index.js"}"#,
            files: ["index.js": "module.exports = require('./full');", "full/index.js": "module.exports = {};", "stable/index.js": "require('../modules/es.symbol');\nmodule.exports = {};", "modules/es.symbol.js": "exports.x = 1;"])
        fixture.package("regenerator-runtime", manifest: #"{"name": "regenerator-runtime", "version": "0.13.11", "main": "runtime.js"}"#, files: ["runtime.js": "module.exports = {};"])
        fixture.package("lodash", manifest: #"{"name": "lodash", "version": "4.17.21", "main": "lodash.js"}"#, files: ["lodash.js": "module.exports = {};", "debounce.js": "module.exports = function () {};"])
        let result = fixture.audit([
            "core-js/stable": [ImportSite(file: "src/index.js", line: 1, kind: .sideEffect)],
            "regenerator-runtime/runtime": [ImportSite(file: "src/index.js", line: 2, kind: .sideEffect)],
            "lodash": [ImportSite(file: "src/App.js", line: 1, kind: .default)],
            "lodash/debounce": [ImportSite(file: "src/App.js", line: 2, kind: .default)],
        ])
        #expect(result.findings("dep-cjs-only").map { String($0.message.prefix(14)) } == ["lodash@4.17.21"])
        #expect(result.findings("dep-deep-cjs-imports").map { String($0.message.prefix(40)) }.sorted() == [
            "1 deep import of core-js@3.26.1 resolves", "1 deep import of lodash@4.17.21 resolves", "1 deep import of regenerator-runtime@0.1",
        ])
        #expect(result.record("core-js")?.format == .cjs)
    }

    @Test func missingNodeModulesIsNeverSilent() {
        let fixture = Fixture(app: #"{"name": "app", "dependencies": {"react": "^16.14.0", "lodash": "^4.17.21"}}"#)
        let result = fixture.audit(["lodash/debounce": [ImportSite(file: "src/a.js", line: 1)]])
        #expect(result.unknownCount == 2)
        #expect(result.dependencies.allSatisfy { $0.format == .unknown })
        #expect(result.warnings.contains { $0.message.hasPrefix("2 of 2 dependencies are not installed") && $0.message.contains("there is no node_modules folder") })
    }

    /// Yarn Plug'n'Play installs into zip archives: nothing is missing, and `yarn install` would not make node_modules.
    @Test func yarnPlugAndPlayIsNotToldToInstall() {
        let app = #"{"name": "app", "dependencies": {"react": "^18.1.0", "lodash": "^4.17.21"}}"#
        let berryLock = "__metadata:\n  version: 6\n\n\"lodash@npm:^4.17.21\":\n  version: 4.17.21\n\n\"react@npm:^18.1.0\":\n  version: 18.1.0\n"
        var resolverFile = Fixture(app: app)
        resolverFile.file(".pnp.cjs", "module.exports = {};\n")
        resolverFile.file(".yarn/cache/react-npm-18.1.0-abc.zip", "PK")
        var berryDefault = Fixture(app: app)
        berryDefault.file("yarn.lock", berryLock)
        berryDefault.file(".yarnrc.yml", "yarnPath: .yarn/releases/yarn-3.6.4.cjs\n")
        for (layout, evidence) in [(resolverFile, ".pnp.cjs"), (berryDefault, "sets no nodeLinker")] {
            let result = layout.audit(["lodash/debounce": [ImportSite(file: "src/a.js", line: 1)]])
            let warning = result.warnings.first { $0.message.contains("2 of 2 dependencies") }
            #expect(warning?.message.contains("Yarn Plug'n'Play") == true, "\(evidence)")
            #expect(warning?.message.contains(evidence) == true)
            #expect(warning?.message.contains("nodeLinker: node-modules") == true)
            #expect(warning?.message.contains("run the package manager's install first") == false)
        }
        // nodeLinker: node-modules with no folder yet: an install is what is missing.
        var notInstalled = Fixture(app: app)
        notInstalled.file("yarn.lock", berryLock)
        notInstalled.file(".yarnrc.yml", "nodeLinker: \"node-modules\" # hoisted\n")
        let result = notInstalled.audit([:])
        #expect(result.warnings.contains { $0.message.hasPrefix("2 of 2 dependencies are not installed") && $0.message.contains("there is no node_modules folder") })
    }

    /// A package.json saved as UTF-16 (Windows PowerShell's `>`) is valid JSON in an encoding npm does not read: the
    /// warning names the encoding, not a syntax error at line 1, column 1 to fix.
    @Test func aUTF16ManifestIsNamedByItsEncoding() {
        var fixture = Fixture()
        let json = #"{"name": "app", "dependencies": {"react": "^16.14.0"}}"#
        fixture.tree.addFile("package.json", bytes: [0xFF, 0xFE] + json.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let result = fixture.audit([:])
        let manifest = result.warnings.filter { $0.file == "package.json" }
        #expect(manifest.map(\.message) == ["UTF-16 text (it starts with a UTF-16 byte-order mark), which npm, Node and Vite do not read; "
            + "declared dependencies could not be read (only imported packages were audited); convert it to UTF-8 and scan again"])
        #expect(manifest.first?.unread == true && result.rootManifestMalformed)
    }

    @Test func anUnreadableManifestIsNotTakenForDeclaredDependencies() {
        let fixture = Fixture(app: "{\"name\":\"x\",\n")
        let result = fixture.audit(["react": [ImportSite(file: "src/a.js", line: 1)]])
        let manifest = result.warnings.filter { $0.file == "package.json" }
        #expect(manifest.count == 1)
        #expect(manifest.first?.message.hasPrefix("malformed at line 2, column 1: unterminated object; declared dependencies could not be read") == true)
        #expect(manifest.first?.message.contains("fix the JSON") == true)
        #expect(result.rootManifestMalformed)
        // Only the import is known: the count says so rather than claiming a declared dependency.
        let missing = result.warnings.filter { $0.file == nil }.map(\.message)
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix("1 of 1 imported packages is not installed (declared dependencies are unknown: package.json could not be read), so its format is unknown and dep-* rules could not check it: react;") == true, "\(missing)")
    }

    @Test(arguments: [#""packages/*""#, #"{ "nohoist": ["**/x"] }"#, "true"])
    func workspacesOfAShapeNoToolReadsAreSaidNotIgnored(value: String) {
        let result = Fixture(app: "{\"name\": \"x\",\n  \"workspaces\": \(value)\n}").audit([:])
        let said = result.warnings.filter { $0.file == "package.json" }.map(\.message)
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.hasPrefix("line 2, column 3: \"workspaces\" is") == true, "\(said)")
        #expect(said.first?.hasSuffix("so no workspace was read") == true)
        let fine = Fixture(app: #"{"name": "x", "workspaces": { "packages": ["packages/*"] }}"#).audit([:])
        #expect(!fine.warnings.contains { $0.message.contains("workspaces") })
    }

    @Test func lockedVersionsFillIn() {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"react": "^16.14.0"}}"#)
        fixture.file("yarn.lock", "react@^16.14.0:\n  version \"16.14.0\"\n")
        let result = fixture.audit([:])
        #expect(result.record("react")?.version == "16.14.0")
        #expect(result.record("react")?.declared == "^16.14.0")
        #expect(result.lockfile?.format == .yarnClassic)
    }

    @Test func malformedManifestsAndInvalidExportsBecomeWarnings() {
        var fixture = Fixture(app: "{\n  \"name\": \"app\",\n  \"dependencies\": {\"a\": \"1\",}\n}")
        fixture.package("bad", manifest: "{ \"name\": \"bad\" \"version\": \"1\" }", files: ["index.js": ""])
        fixture.package("weird", manifest: #"{"name": "weird", "version": "1.0.0", "exports": {".": "./a.js", "import": "./b.js"}}"#, files: ["a.js": ""])
        let result = fixture.audit(["bad": [ImportSite(file: "src/a.js", line: 1)], "weird": [ImportSite(file: "src/a.js", line: 2)]])
        #expect(result.warnings.contains { $0.file == "package.json" && $0.message.hasPrefix("malformed at line 3, column 29: expected a quoted key") })
        #expect(result.warnings.contains { $0.file == "node_modules/bad/package.json" && $0.message.contains("line 1, column 17") })
        #expect(result.warnings.contains { $0.message.contains("weird@1.0.0 has an invalid \"exports\" field") })
        #expect(result.record("weird")?.format == .unknown)
    }

    /// A linked package (`file:`, `link:`, a workspace link) whose folder has no package.json is reported at the link,
    /// naming the folder it points to, which is the one that lacks it; relative to the project when inside the tree.
    @Test func aLinkedPackageWithoutAManifestNamesTheLinksTarget() {
        var tree = InMemoryPackageTree()
        tree.addFile("web/package.json", #"{"name": "web", "dependencies": {"local": "file:vendor/local", "ui": "link:../packages/ui", "bare": "1.0.0"}}"#)
        tree.addFile("web/vendor/local/index.js", "export default 1")
        tree.addLink("web/node_modules/local", target: "../vendor/local")
        tree.addFile("packages/ui/index.js", "export default 2")
        tree.addLink("web/node_modules/ui", target: "../../packages/ui")
        tree.addFile("web/node_modules/bare/index.js", "module.exports = 3")
        let sites = ["local": [ImportSite(file: "web/src/a.js", line: 1)], "ui": [ImportSite(file: "web/src/a.js", line: 2)], "bare": [ImportSite(file: "web/src/a.js", line: 3)]]
        let result = DependencyAuditor(tree: tree, root: "web").audit(importSites: sites)
        let messages = Dictionary(result.warnings.compactMap { warning in warning.file.map { ($0, warning.message) } }) { first, _ in first }
        #expect(messages["node_modules/local"] == "local is installed without a package.json (it links to vendor/local, which has none); its format is unknown")
        #expect(messages["node_modules/ui"] == "ui is installed without a package.json (it links to ../packages/ui, which has none); its format is unknown")
        // Not a link: the folder named is the one without it.
        #expect(messages["node_modules/bare"] == "bare is installed without a package.json; its format is unknown")
    }

    @Test func linkedWorkspacePackagesHideTheirCommonJSDependencies() {
        var fixture = Fixture(app: #"{"name": "root", "private": true, "workspaces": ["packages/*"]}"#)
        fixture.file("packages/web/package.json", #"{"name": "web", "dependencies": {"ui": "workspace:*"}}"#)
        fixture.file("packages/ui/package.json", #"{"name": "ui", "version": "0.0.0", "main": "index.js", "dependencies": {"cjs-dep": "^1"}}"#)
        fixture.file("packages/ui/index.js", "export { default } from 'cjs-dep'")
        fixture.tree.addLink("node_modules/ui", target: "../packages/ui")
        fixture.package("cjs-dep", manifest: #"{"name": "cjs-dep", "version": "1.2.0"}"#, files: ["index.js": "module.exports = 1"])
        let result = fixture.audit(["ui": [ImportSite(file: "packages/web/src/main.js", line: 2)]])
        #expect(result.manifests.map(\.path) == ["package.json", "packages/ui/package.json", "packages/web/package.json"])
        let hidden = result.findings("dep-cjs-not-discovered")
        #expect(hidden.count == 1)
        #expect(hidden.first?.fix == "optimizeDeps: { include: ['ui > cjs-dep'] }")
        // The app's own import of it is crawled from its entries: nothing hidden (the linked package's own import is).
        let imported = fixture.audit(["ui": [ImportSite(file: "packages/web/src/main.js", line: 2)], "cjs-dep": [ImportSite(file: "packages/web/src/util.js", line: 1)]])
        #expect(imported.findings("dep-cjs-not-discovered").isEmpty)
        let fromLinked = fixture.audit(["ui": [ImportSite(file: "packages/web/src/main.js", line: 2)], "cjs-dep": [ImportSite(file: "packages/ui/index.js", line: 1)]])
        #expect(fromLinked.findings("dep-cjs-not-discovered").count == 1)
    }

    @Test func thousandsOfPackagesAndCyclesDoNotStopTheAudit() {
        var fixture = Fixture()
        var sites: [String: [ImportSite]] = [:]
        for index in 0..<5_000 {
            fixture.package("p\(index)", manifest: "{\"name\": \"p\(index)\", \"version\": \"1.0.\(index)\"}", files: ["index.js": index % 2 == 0 ? "module.exports = \(index)" : "export default \(index)"])
            sites["p\(index)"] = [ImportSite(file: "src/a.js", line: index + 1)]
        }
        fixture.tree.addLink("node_modules/loop", target: "loop2")
        fixture.tree.addLink("node_modules/loop2", target: "loop")
        sites["loop"] = [ImportSite(file: "src/a.js", line: 1)]
        let result = fixture.audit(sites)
        #expect(result.dependencies.count == 5_001)
        #expect(result.dependencies.filter { $0.format == .cjs }.count == 2_500)
        #expect(result.warnings.contains { $0.message.contains("symbolic links form a cycle") })
    }

    @Test func deepCommonJSImportsListTheirIncludes() {
        var fixture = Fixture()
        fixture.package("lodash", manifest: #"{"name": "lodash", "version": "4.17.21", "main": "lodash.js"}"#, files: ["lodash.js": "module.exports = {}", "debounce.js": "module.exports = function () {}"])
        let result = fixture.audit(["lodash/debounce": [ImportSite(file: "src/a.js", line: 1)]])
        #expect(result.findings("dep-deep-cjs-imports").first?.fix == "optimizeDeps: { include: ['lodash/debounce'] }")
    }

    /// moment 2.x: `moment` resolves to its ES build ("jsnext:main": dist/moment.js), while `moment/locale/de` is a UMD
    /// file requiring `../moment`, the CommonJS main; the locale registers on a copy the app never uses (moment#5926).
    @Test func deepImportThatSetsUpTheCommonJSCopyOfAnESPackage() {
        let umdLocale = "(function (global, factory) {\n  typeof exports === 'object' && typeof module !== 'undefined' && typeof require === 'function' ? factory(require('../moment')) :\n  typeof define === 'function' && define.amd ? define(['../moment'], factory) : factory(global.moment)\n}(this, (function (moment) { 'use strict';\n  return moment.defineLocale('de', {});\n})));\n"
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"moment": "^2.24.0"}}"#)
        fixture.package("moment", manifest: #"{"name": "moment", "version": "2.29.4", "main": "./moment.js", "jsnext:main": "./dist/moment.js"}"#, files: [
            "moment.js": "(function (global, factory) { typeof exports === 'object' && typeof module !== 'undefined' ? module.exports = factory() : global.moment = factory() }(this, function () { return hooks; }));\n",
            "dist/moment.js": "function hooks() {}\nexport default hooks;\n",
            "locale/de.js": umdLocale,
            "dist/locale/de.js": "import moment from '../moment';\nexport default moment.defineLocale('de', {});\n",
            "locale/fr.js": umdLocale,
        ])
        let result = fixture.audit([
            "moment": [ImportSite(file: "src/index.js", line: 4, kind: .default)],
            "moment/locale/de": [ImportSite(file: "src/index.js", line: 5, column: 8, kind: .sideEffect)],
            "moment/locale/fr": [ImportSite(file: "src/i18n.js", line: 2, column: 8, kind: .sideEffect)],
        ])
        let deep = result.findings("dep-deep-cjs-imports")
        #expect(deep.map { "\($0.file):\($0.line) \($0.severity.rawValue)" } == ["src/i18n.js:2 manual-fix", "src/index.js:5 manual-fix"], "\(deep)")
        let de = deep.first { $0.file == "src/index.js" }
        #expect(de?.message == "'moment/locale/de' resolves to node_modules/moment/locale/de.js, CommonJS, which requires moment's CommonJS main (node_modules/moment/moment.js), but the app's imports of 'moment' get node_modules/moment/dist/moment.js (chosen by \"jsnext:main\") under Vite: two copies of moment are loaded, and what this import sets up (a locale, a plugin) lands on the copy the app does not use; imported at src/index.js:5.")
        // The ES build has the locale beside its entry: that file imports the app's copy.
        #expect(de?.fix == "import 'moment/dist/locale/de' instead: the ES build's own file, which sets up the copy the app imports")
        #expect(deep.first { $0.file == "src/i18n.js" }?.fix == "alias 'moment' to its CommonJS main so that both resolve to one copy: resolve: { alias: [{ find: /^moment$/, replacement: 'moment/moment.js' }] }")
        // A deep import taken for its value (history/createBrowserHistory's function) registers nothing.
        let valued = fixture.audit(["moment": [ImportSite(file: "src/index.js", line: 4, kind: .default)], "moment/locale/de": [ImportSite(file: "src/index.js", line: 5, kind: .default)]])
        #expect(valued.findings("dep-deep-cjs-imports").map(\.severity) == [.info])
        // Without an import of the root, the CommonJS copy is the only one: a deep import like any other.
        let alone = fixture.audit(["moment/locale/de": [ImportSite(file: "src/index.js", line: 5)]])
        #expect(alone.findings("dep-deep-cjs-imports").map(\.severity) == [.info])
        #expect(alone.findings("dep-deep-cjs-imports").first?.fix == "optimizeDeps: { include: ['moment/locale/de'] }")
    }

    @Test func deepImportFindingStandsAtTheDeepImportAndPackageFindingsAtClientCode() {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"lodash": "4.17.11"}}"#)
        fixture.package("lodash", manifest: #"{"name": "lodash", "version": "4.17.11", "main": "lodash.js"}"#, files: ["lodash.js": "module.exports = {}", "debounce.js": "module.exports = function () {}"])
        // A test file sorts first by name; the client importers must still carry the package's findings.
        let result = fixture.audit([
            "lodash": [ImportSite(file: "src/__tests__/a.test.js", line: 1, column: 8, context: .test), ImportSite(file: "src/a.js", line: 1, column: 15, context: .client)],
            "lodash/debounce": [ImportSite(file: "src/b.js", line: 1, column: 22, context: .client)],
        ])
        let deep = result.findings("dep-deep-cjs-imports")
        #expect(deep.map { "\($0.file):\($0.line):\($0.column) \($0.context)" } == ["src/b.js:1:22 client"])
        #expect(deep.first?.message.hasSuffix("imported at src/b.js:1.") == true, "\(deep)")
        #expect(result.findings("dep-cjs-only").map { "\($0.file) \($0.context)" } == ["src/a.js client"])
        // What is listed stays every importer, in path order.
        #expect(result.record("lodash")?.importedFrom.map(\.file) == ["src/__tests__/a.test.js", "src/a.js", "src/b.js"])
        // Only test code imports it: the finding stays at the (first) test file.
        let testOnly = fixture.audit(["lodash": [ImportSite(file: "src/z.test.js", line: 2, context: .test), ImportSite(file: "src/y.test.js", line: 3, context: .test)]])
        #expect(testOnly.findings("dep-cjs-only").map { "\($0.file):\($0.line) \($0.context)" } == ["src/y.test.js:3 test"])
    }

    @Test func manyImportersAreListedOnceEachInPathOrder() {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"lodash": "4.17.11"}}"#)
        fixture.package("lodash", manifest: #"{"name": "lodash", "version": "4.17.11", "main": "lodash.js", "exports": {".": "./lodash.js"}}"#, files: ["lodash.js": "module.exports = {}"])
        // 20,000 files, each importing the package twice on one line and once more below (instant when the
        // repeats are found through a set; asking the list per importer took seconds), and a not-exported subpath.
        let files = (0..<20_000).map { "src/f\(String(100_000 + $0).dropFirst()).js" }
        let sites = files.flatMap { [ImportSite(file: $0, line: 1, column: 1), ImportSite(file: $0, line: 1, column: 30), ImportSite(file: $0, line: 2)] }
        let deep = files.map { ImportSite(file: $0, line: 3) }
        let result = fixture.audit(["lodash": sites, "lodash/fp": deep])
        let importers = result.record("lodash")?.importedFrom ?? []
        #expect(importers.count == 60_000)
        #expect(importers.prefix(3) == [.init(file: files[0], line: 1), .init(file: files[0], line: 2), .init(file: files[0], line: 3)])
        #expect(importers.last == .init(file: files[19_999], line: 3))
        #expect(result.findings("dep-deep-import-not-exported").count == 20_000)
    }

    @Test func undeclaredImportsAreNamedApartFromUninstalledDependencies() {
        let fixture = Fixture(app: #"{"name": "app", "dependencies": {"react": "^16.14.0", "lodash": "^4.17.21"}}"#)
        let result = fixture.audit(["react": [ImportSite(file: "src/a.js", line: 1)], "left-pad": [ImportSite(file: "src/a.js", line: 2)]])
        let messages = result.warnings.filter { $0.file == nil }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("2 of 2 dependencies are not installed, so their format is unknown and dep-* rules could not check them: lodash, react;") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("1 imported package is neither declared in package.json nor installed, so dep-* rules could not check it: left-pad (src/a.js:2);") }, "\(messages)")
        #expect(result.unknownCount == 3)
    }

    @Test func everyRuleIsDescribed() {
        #expect(DependencyRules.all.count == 16)
        #expect(Set(DependencyRules.all.map(\.id)).count == 16)
        #expect(DependencyRules.all.allSatisfy { $0.category == .dep })
    }
}

struct AliasTests {
    @Test func packageAliasesAndLocalPrefixes() {
        var fixture = Fixture()
        fixture.package("lodash", manifest: #"{"name": "lodash", "version": "4.17.21", "main": "lodash.js"}"#, files: ["lodash.js": "module.exports = {}"])
        fixture.package("lodash-es", manifest: #"{"name": "lodash-es", "version": "4.17.21", "module": "lodash.js"}"#, files: ["lodash.js": "export default {}"])
        let sites = ["lodash": [ImportSite(file: "src/a.js", line: 1)], "components/Button": [ImportSite(file: "src/a.js", line: 2)], "config": [ImportSite(file: "src/a.js", line: 3)]]
        let options = DependencyAuditOptions(localSpecifierPrefixes: ["components", "config$"], packageAliases: ["lodash$": "lodash-es"])
        let result = DependencyAuditor(tree: fixture.tree, options: options).audit(importSites: sites)
        #expect(result.dependencies.map(\.name) == ["lodash-es"])
        #expect(result.record("lodash-es")?.importedFrom.map(\.line) == [1])
        #expect(result.unknownCount == 0)
    }

    @Test func anAliasIntoTheSamePackageIsNotADeepImport() {
        var fixture = Fixture()
        fixture.package("lodash", manifest: #"{"name": "lodash", "version": "4.17.21", "main": "lodash.js"}"#, files: ["lodash.js": "module.exports = {}"])
        let options = DependencyAuditOptions(packageAliases: ["lodash$": "lodash/lodash.js"])
        let result = DependencyAuditor(tree: fixture.tree, options: options).audit(importSites: ["lodash": [ImportSite(file: "src/a.js", line: 1)]])
        #expect(result.dependencies.map(\.name) == ["lodash"])
        #expect(result.findings.filter { $0.ruleId.hasPrefix("dep-deep") }.isEmpty, "\(result.findings)")
    }
    @Test func webpackToolchainPackagesNameWhatReplacesThem() {
        let app = #"{"name": "app", "devDependencies": {"webpack": "^4.46.0", "fork-ts-checker-webpack-plugin": "^4.1.6", "webpack-manifest-plugin": "^2.2.0", "webpackbar": "^4.0.0", "some-odd-webpack-plugin": "^1.0.0"}}"#
        let result = Fixture(app: app).audit([:])
        let fixes = Dictionary(uniqueKeysWithValues: result.findings("dep-webpack-only").map { ($0.message.split(separator: " ").first.map(String.init) ?? "", $0.fix ?? "") })
        #expect(fixes["webpack"] == "Remove; `vite build` bundles (Rolldown, or Rollup on Vite ≤7).")
        #expect(fixes["fork-ts-checker-webpack-plugin"]?.hasPrefix("Replace with vite-plugin-checker") == true)
        #expect(fixes["webpack-manifest-plugin"]?.hasPrefix("build.manifest: true") == true)
        #expect(fixes["webpackbar"] == "Remove; Vite prints its own progress and errors.")
        #expect(fixes["some-odd-webpack-plugin"] == "Remove some-odd-webpack-plugin; if it did real work, use the matching Vite plugin.")
        // Karma bundles the tests with karma-webpack; its other plugins are Karma's, whatever their names end with.
        let karma = Fixture(app: #"{"name": "app", "devDependencies": {"karma": "^1.7.1", "karma-webpack": "^2.0.6", "karma-sourcemap-loader": "^0.3.7", "karma-mocha": "^1.3.0"}}"#).audit([:])
        #expect(karma.findings("dep-webpack-only").map { $0.message.split(separator: " ").first.map(String.init) ?? "" } == ["karma-webpack"])
        #expect(karma.findings("dep-webpack-only").first?.fix?.hasPrefix("Remove with Karma: Vitest runs the tests") == true)
        // The resolver plugin of ts-loader setups names what resolves tsconfig paths under Vite.
        let typed = Fixture(app: #"{"name": "app", "devDependencies": {"tsconfig-paths-webpack-plugin": "^3.2.0"}}"#).audit([:])
        #expect(typed.findings("dep-webpack-only").first?.fix?.contains("tsconfigPaths: true") == true)
        // A DLL setup's helpers: HappyPack's name says nothing of webpack, and the DLL's page script goes with the DLL.
        let dll = Fixture(app: #"{"name": "app", "devDependencies": {"happypack": "^5.0.1", "add-asset-html-webpack-plugin": "^3.1.3"}}"#).audit([:])
        let dllFixes = Dictionary(uniqueKeysWithValues: dll.findings("dep-webpack-only").map { ($0.message.split(separator: " ").first.map(String.init) ?? "", $0.fix ?? "") })
        #expect(dllFixes["happypack"] == "Remove; a build cache or worker pool for webpack, which Vite does not need.")
        #expect(dllFixes["add-asset-html-webpack-plugin"]?.hasPrefix("Remove; it adds a prebuilt script (a DllPlugin DLL, most often)") == true)
    }
}
