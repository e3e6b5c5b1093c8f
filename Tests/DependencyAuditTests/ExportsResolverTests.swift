import Testing
@testable import DependencyAudit

struct ExportsResolverTests {
    let browser: Set<String> = ["import", "module", "browser", "default", "development"]

    func exports(_ json: String) throws -> JSONValue { try JSONParser.parse(Array(json.utf8)) }

    @Test func sugarStringIsTheRootExport() throws {
        #expect(ExportsResolver.resolve(try exports("\"./index.mjs\""), subpath: ".", conditions: browser) == .target("./index.mjs", conditions: []))
    }

    @Test func firstMatchingConditionInPackageOrderWins() throws {
        let map = try exports(#"{".": {"node": "./node.js", "require": "./a.cjs", "import": "./a.mjs", "browser": "./b.js"}}"#)
        #expect(ExportsResolver.resolve(map, subpath: ".", conditions: browser) == .target("./a.mjs", conditions: ["import"]))
    }

    @Test func packageImportsResolveFilesPatternsAndOtherPackages() throws {
        let imports = try exports(##"{"#supports-color": {"node": "./vendor/node.js", "default": "./vendor/browser.js"}, "#internal/*": "./src/internal/*.js", "#tty": {"browser": "./tty-browser.js", "default": "node:tty"}, "#dep": "some-dep"}"##)
        #expect(ExportsResolver.resolveImports(imports, specifier: "#supports-color", conditions: browser) == .target("./vendor/browser.js", conditions: ["default"]))
        #expect(ExportsResolver.resolveImports(imports, specifier: "#internal/a/b", conditions: browser) == .target("./src/internal/a/b.js", conditions: []))
        #expect(ExportsResolver.resolveImports(imports, specifier: "#tty", conditions: ["import", "default"]) == .target("node:tty", conditions: ["default"]))
        #expect(ExportsResolver.resolveImports(imports, specifier: "#dep", conditions: browser) == .target("some-dep", conditions: []))
        #expect(ExportsResolver.resolveImports(imports, specifier: "#missing", conditions: browser) == .notExported)
    }

    @Test func nestedConditionsRecordTheirPath() throws {
        let map = try exports(#"{"browser": {"development": "./dev.js", "default": "./prod.js"}, "default": "./node.js"}"#)
        #expect(ExportsResolver.resolve(map, subpath: ".", conditions: browser) == .target("./dev.js", conditions: ["browser", "development"]))
        let production: Set<String> = ["import", "module", "browser", "default", "production"]
        #expect(ExportsResolver.resolve(map, subpath: ".", conditions: production) == .target("./prod.js", conditions: ["browser", "default"]))
    }

    @Test func betweenEqualPrefixesTheLongerPatternWins() throws {
        // Node's PATTERN_KEY_COMPARE, whatever the order of the keys.
        let map = try exports(#"{"./features/*": "./cjs/features/*.js", "./features/*.js": "./esm/features/*.js"}"#)
        #expect(ExportsResolver.resolve(map, subpath: "./features/b.js", conditions: browser) == .target("./esm/features/b.js", conditions: []))
        #expect(ExportsResolver.resolve(map, subpath: "./features/b", conditions: browser) == .target("./cjs/features/b.js", conditions: []))
    }

    @Test func subpathPatternsTakeTheLongestPrefix() throws {
        let map = try exports(#"{".": "./i.js", "./*": "./dist/*.js", "./features/*": "./dist/features/*/index.js", "./internal/*": null}"#)
        #expect(ExportsResolver.resolve(map, subpath: "./features/a", conditions: browser) == .target("./dist/features/a/index.js", conditions: []))
        #expect(ExportsResolver.resolve(map, subpath: "./x/y", conditions: browser) == .target("./dist/x/y.js", conditions: []))
        #expect(ExportsResolver.resolve(map, subpath: "./internal/z", conditions: browser) == .excluded(conditions: []))
    }

    @Test func arraysFallBackToTheNextValidTarget() throws {
        let map = try exports(#"{".": [{"worker": "./w.js"}, "./fallback.js"]}"#)
        #expect(ExportsResolver.resolve(map, subpath: ".", conditions: browser) == .target("./fallback.js", conditions: []))
    }

    @Test func unexportedSubpathsAndInvalidMaps() throws {
        let map = try exports(#"{".": "./index.js", "./package.json": "./package.json"}"#)
        #expect(ExportsResolver.resolve(map, subpath: "./lib/x", conditions: browser) == .notExported)
        guard case .invalid = ExportsResolver.resolve(try exports(#"{".": "./a.js", "import": "./b.js"}"#), subpath: ".", conditions: browser) else {
            Issue.record("mixed keys must be invalid")
            return
        }
        guard case .invalid = ExportsResolver.resolve(try exports(#"{".": "../outside.js"}"#), subpath: ".", conditions: browser) else {
            Issue.record("targets must start with ./")
            return
        }
        guard case .invalid = ExportsResolver.resolve(try exports("42"), subpath: ".", conditions: browser) else {
            Issue.record("numbers are invalid")
            return
        }
    }

    @Test func legacyFolderMappings() throws {
        let map = try exports(#"{"./": "./lib/"}"#)
        #expect(ExportsResolver.resolve(map, subpath: "./a/b.js", conditions: browser) == .target("./lib/a/b.js", conditions: []))
    }
}
