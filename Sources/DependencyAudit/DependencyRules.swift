import AuditModel

/// The dep-* rules of catalog §J, described once for `rules`, `explain`, SARIF and the report.
public enum DependencyRules {
    static let catalog = "https://github.com/vitejs/vite/blob/main/docs/guide/dep-pre-bundling.md"

    public static let cjsOnly = RuleDescription(
        id: "dep-cjs-only", title: "CommonJS-only dependency",
        summary: "A dependency whose browser entry, resolved the way Vite resolves it, has no ES module syntax.",
        rationale: "Vite serves native ES modules. CommonJS and UMD packages are converted by the dependency optimizer in dev and by the bundler in build; this works for packages it discovers, but every CJS dependency is a place where default/named import interop can differ.",
        defaultSeverity: .info,
        replacement: "Nothing unless a more specific dep-* finding applies; Vite pre-bundles it (list it in `optimizeDeps.include` if it is only reached through linked packages).",
        sourceURL: catalog)
    public static let cjsNotDiscovered = RuleDescription(
        id: "dep-cjs-not-discovered", title: "CommonJS dependency Vite's scanner will not find",
        summary: "A CommonJS package reached only through a linked (workspace, `file:`, `link:`) package, which Vite treats as source and does not crawl for pre-bundling.",
        rationale: "Linked packages are not optimized; their CommonJS dependencies are not discovered from the app's entries, so they are served raw and fail with `does not provide an export named` or `require is not defined`.",
        defaultSeverity: .manualFix,
        replacement: "`optimizeDeps.include: ['linked-pkg > cjs-dep']` (Vite ≤7 also `build.commonjsOptions.include`).",
        sourceURL: "https://vite.dev/guide/dep-pre-bundling.html#monorepos-and-linked-dependencies")
    public static let cjsESModuleDefault = RuleDescription(
        id: "dep-cjs-esmodule-default", title: "__esModule + exports.default without module.exports",
        summary: "A CommonJS entry compiled from ESM (`__esModule` flag, `exports.default`) that the app default-imports.",
        rationale: "The default import of such a module is `module.exports` for some importers and `module.exports.default` for others; historically dev and build disagreed (vite#2139, #4209, #12554) and Vite 8 decides by the importer's format.",
        defaultSeverity: .manualFix,
        replacement: "Check `import x from 'pkg'` in both `vite` and `vite build && vite preview`; use `x.default ?? x` or a named import, or patch the package.",
        sourceURL: "https://github.com/vitejs/vite/issues/2139")
    public static let cjsConditionalRequire = RuleDescription(
        id: "dep-cjs-conditional-require", title: "NODE_ENV-switching CommonJS entry",
        summary: "An entry that only picks `./x.production.js` or `./x.development.js` by `process.env.NODE_ENV`, whose targets are compiled ESM.",
        rationale: "The optimizer cannot see through the switch to the `__esModule` default; after build the default import needs `.default` (vite#2139, e.g. react-switch).",
        defaultSeverity: .manualFix,
        replacement: "Import the target build file directly through an alias, add an interop shim, or patch the package.",
        sourceURL: "https://github.com/vitejs/vite/issues/2139")
    public static let cjsFnNamespace = RuleDescription(
        id: "dep-cjs-fn-namespace", title: "Namespace import of a CommonJS function",
        summary: "`import * as x from 'pkg'` where the package does `module.exports = function`.",
        rationale: "A namespace object is never callable; it worked under webpack and in Vite dev but breaks in build (vite#15542).",
        defaultSeverity: .autoFixable,
        replacement: "Use a default import: `import x from 'pkg'`.",
        sourceURL: "https://github.com/vitejs/vite/issues/15542")
    public static let moduleFieldCJS = RuleDescription(
        id: "dep-module-field-cjs", title: "`module` entry that is CommonJS",
        summary: "The `module`/`jsnext:main` field or `import`/`module` export condition points at a CommonJS file.",
        rationale: "publint MODULE_SHOULD_BE_ESM: Vite picks the file as ESM candidate, finds no module syntax and falls back to interop.",
        defaultSeverity: .info,
        replacement: "Nothing needed (Vite detects CJS by content); report it upstream.",
        sourceURL: "https://publint.dev/rules#module_should_be_esm")
    public static let browserField = RuleDescription(
        id: "dep-browser-field", title: "`browser` field decides the entry",
        summary: "A package whose `browser` field (string or object) chooses or remaps its entry, possibly a UMD bundle.",
        rationale: "Vite 8 no longer sniffs formats: `browser` always wins over `module` in `resolve.mainFields`, so a UMD browser build may now be used.",
        defaultSeverity: .info,
        replacement: "Alias the package to its ESM file, or set `resolve.mainFields`.",
        sourceURL: "https://vite.dev/guide/migration.html")
    public static let deepImportNotExported = RuleDescription(
        id: "dep-deep-import-not-exported", title: "Deep import not exposed by `exports`",
        summary: "The app imports a subpath (`pkg/lib/x`) that the package's `exports` map does not expose.",
        rationale: "webpack 4 ignored `exports`; Vite enforces it: `Package subpath './lib/x' is not defined by \"exports\"`.",
        defaultSeverity: .blocker,
        replacement: "Import the public entry, or alias the subpath to the file.",
        sourceURL: "https://nodejs.org/api/packages.html#subpath-exports")
    public static let deepCJSImports = RuleDescription(
        id: "dep-deep-cjs-imports", title: "Deep imports of CommonJS files",
        summary: "Subpath imports (`lodash/debounce`) that resolve to CommonJS files.",
        rationale: "Each deep path is a separate optimized entry; one the dependency scan misses at startup is found lazily, which reloads the page in dev.",
        defaultSeverity: .info,
        replacement: "List the deep paths in `optimizeDeps.include`.",
        sourceURL: "https://vite.dev/config/dep-optimization-options.html#optimizedeps-include")
    public static let requiresCSS = RuleDescription(
        id: "dep-requires-css", title: "Dependency requires CSS",
        summary: "A CommonJS dependency file that `require()`s a `.css/.less/.scss` file.",
        rationale: "webpack loaders handled the require; Vite's optimizer does not process CSS required from CommonJS (vite#3409).",
        defaultSeverity: .manualFix,
        replacement: "Import the CSS in the app and neutralise the require with patch-package.",
        sourceURL: "https://github.com/vitejs/vite/issues/3409")
    public static let nodeGlobals = RuleDescription(
        id: "dep-node-globals", title: "Node globals or built-ins in dependency code",
        summary: "Dependency code that uses `global`, `Buffer`, `process`, `__dirname` or requires a Node built-in.",
        rationale: "webpack 4 polyfilled these; Vite polyfills nothing (`global is not defined`, `Module \"fs\" has been externalized`).",
        defaultSeverity: .blocker,
        replacement: "`define: { global: 'globalThis' }`, browser polyfill packages (`buffer`, `process`), or the package's browser build.",
        sourceURL: "https://github.com/vitejs/vite/issues/5360")
    public static let jsxOrFlow = RuleDescription(
        id: "dep-jsx-or-flow-in-dist", title: "JSX or Flow in published .js",
        summary: "A dependency publishes untranspiled JSX or Flow annotations in `.js` files.",
        rationale: "The dev optimizer retries `.js` with a JSX loader, but production builds parse `.js` as plain JavaScript.",
        defaultSeverity: .blocker,
        replacement: "Pin a transpiled version, patch the package, or transform it with a plugin.",
        sourceURL: "https://github.com/vitejs/vite/issues/769")
    public static let webpackOnly = RuleDescription(
        id: "dep-webpack-only", title: "webpack-ecosystem package",
        summary: "A dependency that only makes sense with webpack (loaders, plugins, react-scripts, CRA overrides).",
        rationale: "Nothing loads them under Vite; they only slow installs and confuse readers.",
        defaultSeverity: .autoFixable,
        replacement: "Remove it; map it to a Vite plugin if it did real work.",
        sourceURL: "https://knip.dev/reference/plugins/webpack")
    public static let jestOnly = RuleDescription(
        id: "dep-jest-only", title: "Jest-ecosystem package",
        summary: "A dependency that only works under Jest: Jest itself, its environments, reporters and watch plugins (jest-environment-*, jest-junit, jest-watch-*), and its transforms (babel-jest, ts-jest, jest-transform-stub, identity-obj-proxy) in a workspace package's manifest (the scanned root's are `test-babel-jest`'s), `@types/jest`, and helpers built on the `jest` global (jest-fetch-mock, jest-canvas-mock, jest-localstorage-mock, jest-mock-extended, `@testing-library/jest-dom` before 6).",
        rationale: "Vitest runs none of Jest's runtime and has no `jest` global: such packages do nothing, or fail on import.",
        defaultSeverity: .autoFixable,
        replacement: "Remove it, or install its Vitest counterpart (vitest-fetch-mock, vitest-canvas-mock, vitest-mock-extended, jest-dom 6's `/vitest` entry).",
        sourceURL: "https://vitest.dev/guide/migration/jest")
    /// Packages released in step with React (same version numbers): upgraded with React, never kept behind it.
    static let upgradesWithReact: Set<String> = ["react-dom", "react-test-renderer", "react-is", "react-art", "react-reconciler", "scheduler"]

    /// True for React Router below 4: the rr3-* rules (on whenever it is installed) replace it by v6, so its peer
    /// range is no package to upgrade, only a note.
    static func isReplacedRouter(_ name: String, version: String?) -> Bool {
        guard name == "react-router", let version, let major = SemanticVersion(version)?.major else { return false }
        return major < 4
    }

    public static let reactPeerRange = RuleDescription(
        id: "dep-react-peer-range", title: "Peer range excludes React 18",
        summary: "An installed dependency whose `peerDependencies.react` does not admit the target React 18; not a webpack-only package the report removes (react-hot-loader); info for react-router 3, which the rr3-* rules replace by v6.",
        rationale: "Packages that never declared React 18 support often rely on removed APIs (string refs, legacy context, `findDOMNode`).",
        defaultSeverity: .manualFix,
        replacement: "Upgrade to a release whose peer range includes React 18, or replace the package.",
        sourceURL: "https://react.dev/blog/2022/03/08/react-18-upgrade-guide")
    public static let enzyme = RuleDescription(
        id: "dep-enzyme", title: "Enzyme",
        summary: "`enzyme`, `enzyme-adapter-react-*` or `enzyme-to-json` is a dependency.",
        rationale: "Enzyme has no official adapter for React 17 or 18.",
        defaultSeverity: .blocker,
        replacement: "Migrate the tests to React Testing Library.",
        sourceURL: "https://github.com/enzymejs/enzyme/issues/2524")

    /// Every dep-* rule, by id.
    public static let all: [RuleDescription] = [
        cjsOnly, cjsNotDiscovered, cjsESModuleDefault, cjsConditionalRequire, cjsFnNamespace, moduleFieldCJS,
        browserField, deepImportNotExported, deepCJSImports, requiresCSS, nodeGlobals, jsxOrFlow, webpackOnly,
        reactPeerRange, enzyme, jestOnly,
    ].sorted { $0.id < $1.id }

    /// The CommonJS sub-tags of catalog §2.3 (steps 3 and 4): each replaces the plain `dep-cjs-only` note.
    static let cjsSubTagIDs: Set<String> = Set([
        cjsESModuleDefault, cjsConditionalRequire, cjsFnNamespace, moduleFieldCJS, browserField, requiresCSS, nodeGlobals, jsxOrFlow,
    ].map(\.id))

    static let webpackOnlyNames: Set<String> = [
        "webpack", "webpack-cli", "webpack-dev-server", "webpack-merge", "html-webpack-plugin", "mini-css-extract-plugin",
        "react-dev-utils", "@pmmmwh/react-refresh-webpack-plugin", "react-hot-loader", "@hot-loader/react-dom",
        "babel-loader", "workbox-webpack-plugin", "react-scripts", "react-scripts-ts", "react-app-rewired", "@craco/craco", "customize-cra",
        "webpack-dev-middleware", "webpack-hot-middleware", "webpack-bundle-analyzer", "webpack-manifest-plugin",
        "webpackbar", "dotenv-webpack",
        // Karma's preprocessor that bundles the tests with webpack.
        "karma-webpack",
        // A loader without the -loader suffix.
        "@svgr/webpack",
        // webpack 3–4's worker pool for loaders (`happypack/loader?id=js`), named like no loader or plugin.
        "happypack",
    ]

    /// Whether a package name belongs to the webpack ecosystem. A package the application's code imports is one
    /// only when it is known by name: `react-content-loader` or `@googlemaps/js-api-loader` end like loaders and
    /// are runtime libraries.
    public static func isWebpackOnly(_ name: String, importedByApplication: Bool = false) -> Bool {
        if webpackOnlyNames.contains(name) { return true }
        guard !importedByApplication else { return false }
        let bare = name.split(separator: "/").last.map(String.init) ?? name
        // Karma's own plugins end like loaders (karma-sourcemap-loader reads source maps for Karma, not for webpack).
        if bare.hasPrefix("karma-") { return false }
        return bare.hasSuffix("-loader") || bare.hasSuffix("-webpack-plugin") || bare.hasPrefix("webpack-") && bare.hasSuffix("-plugin")
    }

    static func isEnzyme(_ name: String) -> Bool {
        name == "enzyme" || name == "enzyme-to-json" || isEnzymeAdapter(name)
    }

    /// An Enzyme adapter (`enzyme-adapter-react-16`, `@wojtekmaj/enzyme-adapter-react-17`): imported where Enzyme is configured.
    static func isEnzymeAdapter(_ name: String) -> Bool {
        name.hasPrefix("enzyme-adapter-react-") || name.hasPrefix("@wojtekmaj/enzyme-adapter-react-") || name.hasPrefix("@cfaester/enzyme-adapter-react-")
    }
}
