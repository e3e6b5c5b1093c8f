import AuditModel
import GitKit
import Testing

@testable import ScanEngine
@testable import SourceRules

/// The per-path judgements every listed file goes through (source or not, skipped by path, context by name, node
/// folder, extension) read bytes in place; these tests hold them to the Character-level readings they replaced, over
/// paths built from segments that exercise each branch, upper case and non-ASCII included.
@Suite struct PathJudgementTests {
    private static let folders = [
        "src", "server", "Server", "scripts", "bin", "binary", "__tests__", "__MOCKS__", "__mocks__", "node_modules",
        "dist", "distribution", "vendor", "third-party", "build", ".next", "config", "Config", "webpack", "lib", "é",
    ]
    private static let names = [
        "App.js", "x.test.js", "App.SPEC.tsx", "setupTests.js", "SetupJest.ts", "jest.setup.ts", "test-utils.jsx",
        "testutils.js", "webpack.config.js", "Webpack.Config.JS", "babel.config.cjs", ".babelrc.js", "a.min.js",
        "b.bundle.js", "c-min.js", "A.MIN.JS", "types.d.ts", "x.d.MTS", "y.D.ts", "z.d.mts", "w.d.cts", "d.ts", ".js",
        "noext", "style.css", "data.json", "mod.mjs", "mod.CJS", "comp.TSX", "é.js", "ÉCOLE.TEST.JS",
        "WEBPAC\u{212A}.config.js", "x.js.map", "x.jsx.bak", "a.ts.d", "server.js",
    ]

    /// Every folder/name pairing, and two-folder paths, and names alone.
    private static let paths: [String] = {
        var paths = names
        for folder in folders {
            for name in names { paths.append(folder + "/" + name) }
            for inner in folders { paths.append(folder + "/" + inner + "/App.js") }
        }
        return paths
    }()

    @Test func sourceExtensionsMatchTheCharacterReading() {
        for path in Self.paths {
            #expect(SourceExtensions.isSource(path) == Self.referenceIsSource(path), "\(path)")
        }
        #expect(SourceExtensions.isSource("src/App.JSX"))
        #expect(!SourceExtensions.isSource("src/types.d.ts"))
        #expect(SourceExtensions.isSource("src/types.D.ts"), "only the lower-case declaration suffix is left out")
    }

    @Test func skipByPathMatchesTheCharacterReading() {
        var policies = [SkipPolicy()]
        var off = SkipPolicy()
        off.skipNodeModules = false
        off.skipVendored = false
        off.skipGenerated = false
        off.skipMinified = false
        policies.append(off)
        for policy in policies {
            for path in Self.paths {
                #expect(policy.reason(forPath: path) == Self.referenceReason(policy, path), "\(path)")
            }
        }
        #expect(SkipPolicy().reason(forPath: "dist") == nil, "a file named like a folder is not in it")
        #expect(SkipPolicy().reason(forPath: "a/node_modules/b/dist/c.js") == .nodeModules)
    }

    @Test func contextByNameMatchesTheCharacterReading() {
        for path in Self.paths {
            #expect(ContextClassifier.classifyByName(path) == Self.referenceClassifyByName(path), "\(path)")
            #expect(ContextClassifier.isNodeFolder(path) == Self.referenceIsNodeFolder(path), "\(path)")
        }
        // Non-ASCII paths keep Unicode lower-casing: the Kelvin sign lower-cases to "k".
        #expect(ContextClassifier.classifyByName("WEBPAC\u{212A}.config.js") == .config)
        #expect(ContextClassifier.classifyByName("src/ÉCOLE.TEST.JS") == .test)
        // A top-level webpack/ folder is build configuration (webpack/dev.config.js); src/webpack/ is not.
        #expect(ContextClassifier.classifyByName("webpack/dev.config.js") == .config)
        #expect(ContextClassifier.classifyByName("Webpack/Dev.Config.JS") == .config)
        #expect(ContextClassifier.classifyByName("src/webpack/public-path.js") == nil)
        // react-slingshot's src/webpack-public-path.js is app code, whatever its name starts with.
        #expect(ContextClassifier.classifyByName("src/webpack-public-path.js") == nil)
        #expect(ContextClassifier.classifyByName("webpack-public-path.js") == nil)
        #expect(ContextClassifier.classifyByName("src/Webpack-Public-Path-É.js") == nil)
        #expect(ContextClassifier.classifyByName("webpack-prod.config.js") == .config)
        // Other tools' folders: Cypress specs (Mocha globals, Cypress's bundler) and Storybook's configuration.
        #expect(ContextClassifier.classifyByName("cypress/integration/login.spec.js") == .config)
        #expect(ContextClassifier.classifyByName(".storybook/config.js") == .config)
        #expect(ContextClassifier.classifyByName("src/cypress/x.spec.js") == .test)
        // A monorepo package's own tool folders, scanned from the repository root.
        #expect(ContextClassifier.classifyByName("packages/web/cypress/plugins/index.js") == .config)
        #expect(ContextClassifier.classifyByName("packages/web/.storybook/config.js") == .config)
        #expect(ContextClassifier.classifyByName("packages/web/src/cypress/x.js") == nil)
        #expect(ContextClassifier.classifyByName("packages/wéb/cypress/plugins/index.js") == .config)
    }

    /// Where the readings differ, on purpose: a combining mark or a prepended scalar next to an ASCII delimiter
    /// (`/`, `.`) joined it into one Character, hiding the delimiter; bytes see it, as the file system does.
    @Test func delimitersNextToCombiningMarksCountAsTheFileSystemCountsThem() {
        #expect(SourceExtensions.isSource("src/x\u{600}.js"), "a prepended scalar before the dot")
        #expect(!Self.referenceIsSource("src/x\u{600}.js"))
        #expect(SkipPolicy().reason(forPath: "lib/x\u{600}.min.js") == .minified)
        #expect(SourceFileEntry(rawPath: Array("a/\u{301}b.js".utf8), size: nil, blobID: nil).fileExtension == "js")
    }

    @Test func fileExtensionMatchesTheCharacterReading() {
        for path in Self.paths {
            let entry = SourceFileEntry(rawPath: Array(path.utf8), size: nil, blobID: nil)
            #expect(entry.fileExtension == Self.referenceExtension(path), "\(path)")
        }
    }

    // MARK: - The readings replaced, kept as references

    private static func referenceIsSource(_ path: String) -> Bool {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return false }
        let ext = name[name.index(after: dot)...].lowercased()
        if name.hasSuffix(".d.ts") || name.hasSuffix(".d.mts") || name.hasSuffix(".d.cts") { return false }
        return SourceExtensions.lexed.contains(ext)
    }

    private static func referenceReason(_ policy: SkipPolicy, _ path: String) -> SkipPolicy.Reason? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let folders = parts.dropLast().filter { !$0.isEmpty }
        if policy.skipNodeModules, folders.contains("node_modules") { return .nodeModules }
        let vendored: Set<Substring> = ["vendor", "vendors", "third_party", "third-party", "bower_components", "jspm_packages"]
        let generated: Set<Substring> = ["coverage", ".next", "storybook-static", ".cache", ".vite", "__generated__", ".yarn"]
        // dist, build and out are generated only before any src folder on the path.
        let output: Set<Substring> = ["dist", "build", "out"]
        let beforeSource = folders.prefix { $0 != "src" }
        if policy.skipVendored, folders.contains(where: vendored.contains) { return .vendored }
        let name = parts.last ?? ""
        if policy.skipGenerated, folders.contains(where: generated.contains) || beforeSource.contains(where: output.contains)
            || [".pnp.cjs", ".pnp.js", ".pnp.loader.mjs"].contains(name)
        {
            return .generated
        }
        if policy.skipMinified, !name.isEmpty, name.hasSuffix(".min.js") || name.hasSuffix(".bundle.js") || name.hasSuffix("-min.js") {
            return .minified
        }
        return nil
    }

    private static func referenceClassifyByName(_ path: String) -> CodeContext? {
        let lower = path.lowercased()
        let name = lower.utf8.lastIndex(of: UInt8(ascii: "/")).map { lower[lower.index(after: $0)...] } ?? lower[...]
        let folders = "/" + lower[..<name.startIndex]
        if lower.hasPrefix("cypress/") || lower.hasPrefix(".storybook/") { return .config }
        if !folders.utf8Contains("/src/"), folders.utf8Contains("/.storybook/") || folders.utf8Contains("/cypress/") { return .config }
        if name.utf8Contains(".test.") || name.utf8Contains(".spec.") || folders.utf8Contains("/__tests__/")
            || folders.utf8Contains("/__mocks__/") || name.hasPrefix("setuptests.") || name.hasPrefix("jest.setup")
            || name.hasPrefix("setupjest") || name.hasPrefix("test-utils.") || name.hasPrefix("testutils.")
        {
            return .test
        }
        let configNames = [
            "webpack", "babel.config", ".babelrc", "jest.config", "craco.config", "config-overrides", "vite.config",
            "vitest.config", "postcss.config", ".eslintrc", "karma.conf", "gulpfile", "gruntfile", "tailwind.config",
            "setupproxy", "rollup.config", ".prettierrc", "prettier.config", "commitlint.config", "lint-staged.config",
            ".stylelintrc", "stylelint.config",
        ]
        if configNames.contains(where: { name.hasPrefix($0) }) || lower.hasPrefix("config/") || lower.hasPrefix("webpack/") { return .config }
        return nil
    }

    private static func referenceIsNodeFolder(_ path: String) -> Bool {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
        let folders = "/" + path[..<slash] + "/"
        return folders.utf8Contains("/server/") || folders.utf8Contains("/scripts/") || folders.utf8Contains("/bin/")
    }

    private static func referenceExtension(_ path: String) -> Substring {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...]
    }
}
