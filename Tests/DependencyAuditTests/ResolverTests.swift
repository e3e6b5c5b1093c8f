import AuditModel
import Testing
@testable import DependencyAudit

struct ResolverTests {
    let site = ImportSite(file: "src/index.js", line: 3, kind: .default)

    @Test func mainFieldsInViteOrderAndImplicitIndex() {
        var fixture = Fixture()
        fixture.file("src/index.js", "import a from 'a'\n")
        fixture.package("a", manifest: #"{"name": "a", "version": "1.0.0", "main": "lib/index.js", "module": "es/index.js", "jsnext:main": "next.js"}"#,
            files: ["lib/index.js": "module.exports = 1", "es/index.js": "export default 1", "next.js": "export default 2"])
        fixture.package("b", manifest: #"{"name": "b", "version": "1.0.0"}"#, files: ["index.js": "module.exports = 2"])
        fixture.package("c", manifest: #"{"name": "c", "version": "1.0.0", "jsnext": "n.js", "main": "m.js"}"#, files: ["n.js": "export const x = 1", "m.js": "exports.x = 1"])
        let result = fixture.audit(["a": [site], "b": [site], "c": [site]])
        #expect(result.record("a")?.field == "module")
        #expect(result.record("a")?.entry == "node_modules/a/es/index.js")
        #expect(result.record("a")?.format == .esm)
        #expect(result.record("b")?.field == "index")
        #expect(result.record("b")?.format == .cjs)
        #expect(result.record("c")?.field == "jsnext")
        #expect(result.record("a")?.importedFrom == [DependencyRecord.Importer(file: "src/index.js", line: 3)])
    }

    /// A browser build left out of the package (Debian's json5 2.2.3 ships no dist/ at all): Vite 7 moves on to
    /// `module`, Vite 8 fails on the browser file.
    @Test func aMissingBrowserFileGivesWayToModuleOnlyInVite7() {
        var fixture = Fixture()
        fixture.package("stripped-umd", manifest: #"{"name": "stripped-umd", "version": "1.0.0", "main": "lib/index.js", "module": "es/index.js", "browser": "dist/index.umd.js"}"#,
            files: ["lib/index.js": "module.exports = {}", "es/index.js": "export default {}"])
        let seven = fixture.audit(["stripped-umd": [site]], vite: 7)
        #expect(seven.record("stripped-umd")?.field == "module")
        #expect(seven.record("stripped-umd")?.entry == "node_modules/stripped-umd/es/index.js")
        #expect(seven.warnings.isEmpty)
        let eight = fixture.audit(["stripped-umd": [site]], vite: 8)
        #expect(eight.record("stripped-umd")?.format == .unknown)
        #expect(eight.warnings.map(\.message) == ["stripped-umd@1.0.0: \"browser\" points at dist/index.umd.js, which does not exist, so Vite fails on the app's imports of "
            + "'stripped-umd' (Failed to resolve entry for package \"stripped-umd\"); imported at src/index.js:3; alias it to its \"main\", which exists: "
            + "resolve: { alias: [{ find: /^stripped-umd$/, replacement: 'stripped-umd/lib/index.js' }] }; its format is unknown"])
    }

    @Test func browserStringAgainstModuleDiffersBetweenVite7And8() {
        var fixture = Fixture()
        fixture.package("umd", manifest: #"{"name": "umd", "version": "2.0.0", "main": "cjs.js", "module": "esm.js", "browser": "dist/umd.js"}"#,
            files: ["cjs.js": "module.exports = {}", "esm.js": "export default {}",
                    "dist/umd.js": "(function (global, factory) { typeof exports === 'object' ? module.exports = factory() : typeof define === 'function' && define.amd ? define(factory) : (global.X = factory()) })(this, function () { return {} })"])
        let eight = fixture.audit(["umd": [site]], vite: 8)
        #expect(eight.record("umd")?.field == "browser")
        #expect(eight.record("umd")?.format == .cjs)
        #expect(eight.findings("dep-browser-field").first?.severity == .manualFix)
        let seven = fixture.audit(["umd": [site]], vite: 7)
        #expect(seven.record("umd")?.field == "module")
        #expect(seven.record("umd")?.format == .esm)
    }

    @Test func browserObjectRemapsTheEntry() {
        var fixture = Fixture()
        fixture.package("remap", manifest: #"{"name": "remap", "version": "1.0.0", "main": "./node.js", "browser": {"./node.js": "./browser.js", "fs": false}}"#,
            files: ["node.js": "module.exports = require('fs')", "browser.js": "export default 1"])
        let result = fixture.audit(["remap": [site]])
        #expect(result.record("remap")?.entry == "node_modules/remap/browser.js")
        #expect(result.record("remap")?.field == "browser")
        #expect(result.findings("dep-node-globals").isEmpty)
    }

    @Test func exportsWinOverMainFieldsAndRecordTheConditionPath() {
        var fixture = Fixture()
        fixture.package("modern", manifest: #"{"name": "modern", "version": "3.0.0", "type": "module", "main": "./legacy.cjs", "module": "./legacy.cjs", "exports": {".": {"browser": {"import": "./browser.js"}, "import": "./index.js", "require": "./index.cjs"}, "./feature": "./feature.js"}}"#,
            files: ["browser.js": "const x = 1", "index.js": "export default 1", "index.cjs": "module.exports = 1", "legacy.cjs": "module.exports = 1", "feature.js": "export const f = 1"])
        let result = fixture.audit(["modern": [site], "modern/feature": [ImportSite(file: "src/b.js", line: 1)], "modern/lib/internal": [ImportSite(file: "src/c.js", line: 7)]])
        #expect(result.record("modern")?.field == "exports:browser>import")
        // type: module decides before content (the file has no import/export).
        #expect(result.record("modern")?.format == .dual)
        let notExported = result.findings("dep-deep-import-not-exported")
        #expect(notExported.count == 1)
        #expect(notExported.first?.file == "src/c.js")
        #expect(notExported.first?.line == 7)
        #expect(notExported.first?.message.contains("Package subpath './lib/internal' is not defined by \"exports\"") == true)
    }

    @Test func exportsNullIsNoExportsField() {
        var fixture = Fixture()
        fixture.package("exnull", manifest: #"{"name": "exnull", "version": "1.0.0", "main": "lib/index.js", "exports": null}"#,
            files: ["lib/index.js": "export default 1", "sub.js": "export default 2"])
        let resolver = ViteResolver(tree: fixture.tree, vite: 8) { _ in false }
        guard case .success(let package) = resolver.locate("exnull", from: "src") else { Issue.record("not found"); return }
        guard case .resolved(let root) = resolver.resolve(package, subpath: ".") else { Issue.record("root not resolved: \(resolver.resolve(package, subpath: "."))"); return }
        #expect(root.file == "node_modules/exnull/lib/index.js" && root.field == "main")
        guard case .resolved(let deep) = resolver.resolve(package, subpath: "./sub") else { Issue.record("deep import refused: \(resolver.resolve(package, subpath: "./sub"))"); return }
        #expect(deep.file == "node_modules/exnull/sub.js")
    }

    @Test func nestedInstallsWinOverHoistedOnes() {
        var fixture = Fixture()
        fixture.package("lib", manifest: #"{"name": "lib", "version": "1.0.0", "main": "index.js", "dependencies": {"dep": "^1"}}"#, files: ["index.js": "module.exports = require('dep')"])
        fixture.package("dep", manifest: #"{"name": "dep", "version": "2.0.0"}"#, files: ["index.js": "export default 2"])
        fixture.package("dep", at: "node_modules/lib/node_modules", manifest: #"{"name": "dep", "version": "1.0.0"}"#, files: ["index.js": "module.exports = 1"])
        let resolver = ViteResolver(tree: fixture.tree, vite: 8) { _ in false }
        guard case .success(let nested) = resolver.locate("dep", from: "node_modules/lib") else { Issue.record("nested dep not found"); return }
        #expect(nested.directory == "node_modules/lib/node_modules/dep")
        guard case .success(let hoisted) = resolver.locate("dep", from: "src") else { Issue.record("hoisted dep not found"); return }
        #expect(hoisted.directory == "node_modules/dep")
    }

    @Test func pnpmSymlinkedLayout() {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"react-modal": "^3.16.1"}}"#)
        let store = "node_modules/.pnpm/react-modal@3.16.3/node_modules"
        fixture.package("react-modal", at: store, manifest: #"{"name": "react-modal", "version": "3.16.3", "main": "./lib/index.js", "module": "./lib/index.js"}"#,
            files: ["lib/index.js": "'use strict';\nObject.defineProperty(exports, \"__esModule\", { value: true });\nvar _x = require('prop-types');\nexports.default = 1;\nmodule.exports = exports['default'];"])
        fixture.tree.addLink("node_modules/react-modal", target: ".pnpm/react-modal@3.16.3/node_modules/react-modal")
        fixture.package("prop-types", at: "node_modules/.pnpm/prop-types@15.8.1/node_modules", manifest: #"{"name": "prop-types", "version": "15.8.1"}"#, files: ["index.js": "module.exports = {}"])
        fixture.tree.addLink(store + "/prop-types", target: "../../prop-types@15.8.1/node_modules/prop-types")
        let result = fixture.audit(["react-modal": [ImportSite(file: "src/Modal.jsx", line: 3, kind: .default)]])
        let record = result.record("react-modal")
        #expect(record?.version == "3.16.3")
        #expect(record?.declared == "^3.16.1")
        #expect(record?.entry == store + "/react-modal/lib/index.js")
        #expect(record?.field == "module")
        #expect(record?.format == .cjs)
        let moduleField = result.findings("dep-module-field-cjs")
        #expect(moduleField.count == 1)
        #expect(moduleField.first?.message == "react-modal@3.16.3 has \"module\": \"./lib/index.js\", but \(store)/react-modal/lib/index.js is CommonJS (publint MODULE_SHOULD_BE_ESM); Vite detects it by content and applies interop; imported at src/Modal.jsx:3.")
        let resolver = ViteResolver(tree: fixture.tree, vite: 8) { _ in false }
        guard case .success(let sibling) = resolver.locate("prop-types", from: store + "/react-modal/lib") else { Issue.record("pnpm sibling not found"); return }
        #expect(sibling.directory == "node_modules/.pnpm/prop-types@15.8.1/node_modules/prop-types")
    }

    @Test func deepImportThroughNestedPackageJSON() {
        var fixture = Fixture()
        fixture.package("@material-ui/core", manifest: #"{"name": "@material-ui/core", "version": "4.12.4", "main": "./index.js", "module": "./esm/index.js"}"#,
            files: ["index.js": "module.exports = {}", "esm/index.js": "export {}", "Button/package.json": #"{"main": "../node/Button/index.js", "module": "../esm/Button/index.js"}"#,
                    "esm/Button/index.js": "export { default } from './Button'", "node/Button/index.js": "module.exports = 1",
                    "esm/Button/Button.js": "export default 1"])
        let resolver = ViteResolver(tree: fixture.tree, vite: 8) { _ in false }
        guard case .success(let package) = resolver.locate("@material-ui/core", from: "src") else { Issue.record("not found"); return }
        #expect(resolver.resolve(package, subpath: "./Button") == .resolved(.init(file: "node_modules/@material-ui/core/esm/Button/index.js", field: "module")))
    }
}

struct FormatTests {
    let site = ImportSite(file: "src/index.js", line: 1)

    @Test func extensionThenTypeThenContent() {
        var fixture = Fixture()
        fixture.package("typed", manifest: #"{"name": "typed", "version": "1.0.0", "type": "module", "main": "index.js"}"#, files: ["index.js": "globalThis.x = 1"])
        fixture.package("explicit-cjs", manifest: #"{"name": "explicit-cjs", "version": "1.0.0", "type": "module", "main": "index.cjs"}"#, files: ["index.cjs": "export default 1"])
        fixture.package("sniffed", manifest: #"{"name": "sniffed", "version": "1.0.0", "main": "index.js"}"#, files: ["index.js": "import x from './x.js'\nexport default x"])
        fixture.package("nested-type", manifest: #"{"name": "nested-type", "version": "1.0.0", "module": "esm/index.js"}"#, files: ["esm/package.json": #"{"type": "module"}"#, "esm/index.js": "var a = 1"])
        fixture.package("styles", manifest: #"{"name": "styles", "version": "8.0.1", "main": "styles.css"}"#, files: ["styles.css": "html { color: red }"])
        let result = fixture.audit(["typed": [site], "explicit-cjs": [site], "sniffed": [site], "nested-type": [site], "styles": [site]])
        #expect(result.record("typed")?.format == .esm)
        #expect(result.record("explicit-cjs")?.format == .cjs)
        #expect(result.record("sniffed")?.format == .esm)
        #expect(result.record("nested-type")?.format == .esm)
        #expect(result.record("styles")?.format == .esm)
        #expect(result.findings("dep-cjs-only").map(\.message).allSatisfy { $0.hasPrefix("explicit-cjs@1.0.0") })
    }

    @Test func missingNamedEntryIsAWarningLikeVite() {
        var fixture = Fixture()
        fixture.package("stripped", manifest: #"{"name": "stripped", "version": "1.0.0", "module": "dist/x.mjs", "main": "lib/index.js"}"#, files: ["lib/index.js": "module.exports = 1", "index.js": "module.exports = 2"])
        let result = fixture.audit(["stripped": [site]])
        #expect(result.record("stripped")?.format == .unknown)
        #expect(result.warnings.contains { $0.message.hasPrefix("stripped@1.0.0: \"module\" points at dist/x.mjs, which does not exist, so Vite fails on the app's imports of 'stripped'") })
        // Imported only by a subpath, the root's problem is the package's, not a failing import.
        let deep = fixture.audit(["stripped/lib/index": [site]])
        #expect(deep.warnings.contains { $0.message == "stripped@1.0.0: \"module\" points at dist/x.mjs, which does not exist; its format is unknown" })
    }

    /// Debian's moment ships no dist/, which its "jsnext:main" names: Vite fails on `import moment from 'moment'`, and the
    /// locale file the app also imports is no entry of the package to describe it by.
    @Test func aRootThatDoesNotResolveIsNotDescribedByADeepFile() throws {
        var fixture = Fixture()
        fixture.package("moment", manifest: #"{"name": "moment", "version": "2.29.4", "main": "./moment.js", "jsnext:main": "./dist/moment.js"}"#,
            files: ["moment.js": "(function (global, factory) { typeof exports === 'object' && typeof module !== 'undefined' ? module.exports = factory() : global.moment = factory() }(this, function () { return {} }))",
                "locale/de.js": "(function (global, factory) { typeof exports === 'object' && typeof module !== 'undefined' && typeof require === 'function' ? factory(require('../moment')) : factory(global.moment) }(this, function (moment) {}))"])
        let result = fixture.audit([
            "moment": [ImportSite(file: "src/App.js", line: 8, kind: .default)],
            "moment/locale/de": [ImportSite(file: "src/App.js", line: 9, kind: .sideEffect)],
        ])
        #expect(result.record("moment")?.entry == nil)
        #expect(result.record("moment")?.format == .unknown)
        #expect(result.findings("dep-cjs-only").isEmpty, "no entry to call CommonJS: \(result.findings("dep-cjs-only").map(\.message))")
        #expect(result.findings("dep-deep-cjs-imports").count == 1)
        let warning = try #require(result.warnings.first { $0.file == "node_modules/moment/package.json" })
        #expect(warning.message.contains("so Vite fails on the app's imports of 'moment' (Failed to resolve entry for package \"moment\"); imported at src/App.js:8;"))
        #expect(warning.message.contains("find: /^moment$/, replacement: 'moment/moment.js'"))
    }
}

struct DualPackageTests {
    @Test func nestedRequireAndDefaultTargetsMakeADualPackage() {
        var fixture = Fixture()
        fixture.package("axios", manifest: #"{"name": "axios", "version": "1.6.8", "type": "module", "main": "index.js", "exports": {".": {"types": {"require": "./index.d.cts", "default": "./index.d.ts"}, "browser": {"require": "./dist/browser/axios.cjs", "default": "./index.js"}, "default": {"require": "./dist/node/axios.cjs", "default": "./index.js"}}}}"#,
            files: ["index.js": "export default 1", "dist/browser/axios.cjs": "module.exports = 1", "dist/node/axios.cjs": "module.exports = 1"])
        fixture.package("single", manifest: #"{"name": "single", "version": "1.0.0", "exports": {".": {"default": "./index.js"}}}"#, files: ["index.js": "export default 1"])
        let result = fixture.audit(["axios": [ImportSite(file: "src/api.js", line: 1)], "single": [ImportSite(file: "src/api.js", line: 2)]])
        #expect(result.record("axios")?.format == .dual)
        #expect(result.record("axios")?.field == "exports:browser>default")
        #expect(result.record("single")?.format == .esm)
    }

    /// @jridgewell/trace-mapping 0.3.17 lists `browser` (its UMD build) before `import`: Vite, which resolves with the
    /// browser condition, loads CommonJS, and the plain CommonJS note says so.
    @Test func aDualPackageWhoseBrowserConditionIsCommonJSIsNotedAsCommonJS() {
        var fixture = Fixture()
        fixture.package("@jridgewell/trace-mapping", manifest: #"{"name": "@jridgewell/trace-mapping", "version": "0.3.17", "main": "dist/trace-mapping.umd.js", "module": "dist/trace-mapping.mjs", "exports": {".": [{"types": "./dist/types/trace-mapping.d.ts", "browser": "./dist/trace-mapping.umd.js", "require": "./dist/trace-mapping.umd.js", "import": "./dist/trace-mapping.mjs"}, "./dist/trace-mapping.umd.js"]}}"#,
            files: ["dist/trace-mapping.umd.js": "(function (global, factory) {\n  typeof exports === 'object' && typeof module !== 'undefined' ? factory(exports) : typeof define === 'function' && define.amd ? define(['exports'], factory) : factory(global.traceMapping = {});\n})(this, (function (exports) { exports.TraceMap = class {}; }));\n",
                "dist/trace-mapping.mjs": "export class TraceMap {}\n"])
        let result = fixture.audit(["@jridgewell/trace-mapping": [ImportSite(file: "src/a.js", line: 1, kind: .named)]])
        #expect(result.record("@jridgewell/trace-mapping")?.format == .dual)
        #expect(result.record("@jridgewell/trace-mapping")?.field == "exports:browser")
        let note = result.findings("dep-cjs-only")
        #expect(note.count == 1)
        #expect(note.first?.message.contains("(UMD wrapper); its ES build node_modules/@jridgewell/trace-mapping/dist/trace-mapping.mjs is only for the \"import\" condition") == true)
    }

    /// @babel/parser 7.20: a `require` wrapper and a `default` build, both CommonJS, are no ES build.
    @Test func twoCommonJSTargetsAreNoDualPackage() {
        var fixture = Fixture()
        fixture.package("@babel/parser", manifest: #"{"name": "@babel/parser", "version": "7.20.15", "type": "commonjs", "main": "./lib/index.js", "exports": {".": {"types": "./typings/babel-parser.d.ts", "require": "./index.cjs", "default": "./lib/index.js"}, "./package.json": "./package.json"}}"#,
            files: ["index.cjs": "try {\n  module.exports = require(\"./lib/index.cjs\");\n} catch {\n  module.exports = require(\"./lib/index.js\");\n}\n",
                "lib/index.js": "'use strict';\nfunction parse() {}\nexports.parse = parse;\n"])
        let result = fixture.audit(["@babel/parser": [ImportSite(file: "src/a.js", line: 1, kind: .named)]])
        #expect(result.record("@babel/parser")?.format == .cjs)
        #expect(result.record("@babel/parser")?.field == "exports:default")
        #expect(result.findings("dep-cjs-only").count == 1)
    }
}
