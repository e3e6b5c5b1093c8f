import AuditModel
import DependencyAudit
import Testing

/// Packages read ahead on several threads only spare the audit work: its result is the one read on one thread.
@Suite struct ReadAheadTests {
    /// Packages of every shape the audit inspects: ES, CommonJS, dual, deep imports, Node globals two packages down,
    /// stylesheet requires, a package imported only by a subpath, one not installed.
    static func fixture() -> Fixture {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"esm": "1.0.0", "cjs": "1.0.0", "dual": "1.0.0", "deep": "1.0.0", "styled": "1.0.0", "chain": "1.0.0", "missing": "1.0.0"}}"#)
        fixture.package("esm", manifest: #"{"name": "esm", "version": "1.0.0", "module": "index.mjs"}"#, files: ["index.mjs": "export default 1\nexport const a = 2"])
        fixture.package("cjs", manifest: #"{"name": "cjs", "version": "1.0.0"}"#, files: [
            "index.js": "var helper = require('./lib/helper')\nmodule.exports = function cjs() { return helper }",
            "lib/helper.js": "module.exports = typeof window === 'undefined' ? global : window\nBuffer.from('x')",
        ])
        fixture.package("dual", manifest: #"{"name": "dual", "version": "1.0.0", "exports": {".": {"import": "./esm/index.js", "require": "./cjs/index.js"}, "./sub": "./cjs/sub.js"}, "type": "commonjs"}"#, files: [
            "esm/index.js": "export default 1", "esm/package.json": #"{"type": "module"}"#,
            "cjs/index.js": "exports.__esModule = true\nexports.default = 1", "cjs/sub.js": "module.exports = process.cwd()",
        ])
        fixture.package("deep", manifest: #"{"name": "deep", "version": "1.0.0", "main": "main.js"}"#, files: [
            "main.js": "module.exports = require('fs')", "util/a.js": "module.exports = __dirname", "util/b.js": "export const b = setImmediate",
        ])
        fixture.package("styled", manifest: #"{"name": "styled", "version": "1.0.0"}"#, files: ["index.js": "require('./style.css')\nmodule.exports = {}", "style.css": "a {}"])
        fixture.package("chain", manifest: #"{"name": "chain", "version": "1.0.0", "module": "index.js"}"#, files: ["index.js": "import link from 'link'\nexport default link"])
        fixture.package("link", manifest: #"{"name": "link", "version": "1.0.0"}"#, files: ["index.js": "module.exports = require('leaf')"])
        fixture.package("leaf", manifest: #"{"name": "leaf", "version": "1.0.0"}"#, files: ["index.js": "module.exports = global.crypto || Buffer"])
        return fixture
    }

    static let sites: [String: [ImportSite]] = [
        "esm": [ImportSite(file: "src/a.js", line: 1)],
        "cjs": [ImportSite(file: "src/a.js", line: 2, kind: .namespace), ImportSite(file: "src/b.js", line: 1)],
        "dual": [ImportSite(file: "src/b.js", line: 2)],
        "dual/sub": [ImportSite(file: "src/b.js", line: 3)],
        "deep/util/a": [ImportSite(file: "src/c.js", line: 1)],
        "deep/util/b.js": [ImportSite(file: "src/c.js", line: 2)],
        "styled": [ImportSite(file: "src/c.js", line: 3)],
        "chain": [ImportSite(file: "src/d.js", line: 1)],
        "missing": [ImportSite(file: "src/d.js", line: 2)],
    ]

    @Test(arguments: [2, 4, 16])
    func readingAheadOnThreadsChangesNothing(threads: Int) {
        let tree = Self.fixture().tree
        let alone = DependencyAuditor(tree: tree, options: DependencyAuditOptions(threads: 1)).audit(importSites: Self.sites)
        let ahead = DependencyAuditor(tree: tree, options: DependencyAuditOptions(threads: threads)).audit(importSites: Self.sites)
        #expect(ahead.findings == alone.findings)
        #expect(ahead.dependencies == alone.dependencies)
        #expect(ahead.warnings == alone.warnings)
        #expect(ahead.callableCommonJSPackages == alone.callableCommonJSPackages)
        #expect(ahead.esModulesWithoutDefault == alone.esModulesWithoutDefault)
        #expect(ahead.defaultOnlyESModules == alone.defaultOnlyESModules)
        // The fixture reaches what the read-ahead covers: Node globals two packages down, deep files, a stylesheet.
        #expect(alone.findings.contains { $0.ruleId == "dep-node-globals" && $0.message.contains("leaf@1.0.0 (through chain → link → leaf)") })
        #expect(!alone.findings(DependencyRules.requiresCSS.id).isEmpty)
        #expect(!alone.findings(DependencyRules.deepCJSImports.id).isEmpty)
    }
}
