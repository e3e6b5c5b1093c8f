/// Babel plugin and preset names, normalised and classified (catalog §I babel-redundant / babel-needed).
enum BabelPluginCatalog {
    /// `@babel/plugin-proposal-x` → `proposal-x`, `babel-plugin-x` → `x`, presets → `preset-x`;
    /// other scoped names stay as written (`@emotion/babel-plugin`).
    static func normalise(_ raw: String, isPreset: Bool) -> String {
        var name = raw.hasPrefix("module:") ? String(raw.dropFirst(7)) : raw
        if isPreset {
            // CRA's preset in its per-purpose entries (`babel-preset-react-app/dependencies`, ejected CRA 2's loader
            // for node_modules; `/dev`, `/prod`, `/test`) is the same preset.
            if name.hasPrefix("babel-preset-react-app/") { return "preset-react-app" }
            for prefix in ["@babel/preset-", "babel-preset-"] where name.hasPrefix(prefix) { return "preset-" + name.dropFirst(prefix.count) }
            // Babel's own shorthand: `@babel/env` is `@babel/preset-env`.
            if name.hasPrefix("@babel/") { return "preset-" + name.dropFirst("@babel/".count) }
            if name.hasPrefix("@") || name.hasPrefix("preset-") || name.contains("/") { return name }
            return "preset-" + name
        }
        for prefix in ["@babel/plugin-", "babel-plugin-", "@babel/"] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
            return name
        }
        return name
    }

    /// The package Babel loads for a plugin or preset written `raw` (@babel/core's standardizeName): `import` →
    /// `babel-plugin-import`, `@scope/x` → `@scope/babel-plugin-x`, `@scope` → `@scope/babel-plugin`, `@babel/x` →
    /// `@babel/plugin-x`, `module:x` → `x`; presets with `preset`. Paths and names with a folder stay as written.
    static func packageName(_ raw: String, isPreset: Bool) -> String {
        if raw.hasPrefix("module:") { return String(raw.dropFirst("module:".count)) }
        let type = isPreset ? "preset" : "plugin"
        // A name with a folder part (`react-hot-loader/babel`, `./local`, `@scope/x/y`) or an absolute path is a file.
        func namesFile(_ name: Substring) -> Bool { name.dropFirst().contains("/") || name.hasPrefix("/") }
        guard raw.hasPrefix("@") else {
            return namesFile(Substring(raw)) || raw.hasPrefix("babel-\(type)-") ? raw : "babel-\(type)-" + raw
        }
        guard let slash = raw.firstIndex(of: "/") else { return raw == "@babel" ? raw : raw + "/babel-\(type)" }
        let scope = raw[...slash]
        let rest = raw[raw.index(after: slash)...]
        if rest.isEmpty || namesFile(rest) { return raw }
        if scope == "@babel/" { return rest.hasPrefix("\(type)-") ? raw : scope + "\(type)-" + rest }
        // `@emotion/babel-plugin`, `@x/foo-babel-plugin-y`: already the package.
        for marker in ["babel-\(type)-", "babel-\(type)/"] where rest.contains(marker) { return raw }
        if rest.hasSuffix("babel-\(type)") { return raw }
        return scope + "babel-\(type)-" + rest
    }

    /// A plugin or preset for messages: the package Babel loads, with what was written when that differs
    /// (`babel-plugin-import ('import')`).
    static func described(_ raw: String, isPreset: Bool) -> String {
        let package = packageName(raw, isPreset: isPreset)
        return package == raw ? raw : "\(package) ('\(raw)')"
    }

    static let redundant: Set<String> = [
        "preset-env", "preset-react", "preset-typescript", "preset-react-app", "preset-es2015", "preset-es2016", "preset-es2017",
        "preset-latest", "preset-stage-2", "preset-stage-3", "preset-es2015-loose",
        "proposal-class-properties", "transform-class-properties", "proposal-object-rest-spread", "transform-object-rest-spread",
        "proposal-optional-chaining", "transform-optional-chaining", "proposal-nullish-coalescing-operator",
        "transform-nullish-coalescing-operator", "syntax-dynamic-import", "proposal-async-generator-functions",
        "transform-async-to-generator", "proposal-numeric-separator", "proposal-logical-assignment-operators",
        "proposal-private-methods", "proposal-private-property-in-object", "proposal-export-namespace-from",
        "proposal-optional-catch-binding", "transform-runtime", "transform-regenerator", "transform-react-jsx",
        "transform-react-jsx-self", "transform-react-jsx-source", "syntax-jsx", "syntax-object-rest-spread",
        "syntax-class-properties", "transform-arrow-functions", "transform-spread", "transform-destructuring",
        "transform-parameters", "transform-template-literals", "transform-block-scoping", "transform-classes",
        "transform-typescript", "transform-react-display-name", "transform-object-assign",
    ]

    /// The class-properties plugins, which legacy decorators need in loose mode.
    static let classProperties: Set<String> = ["proposal-class-properties", "transform-class-properties"]

    /// What each plugin that does real work needs under Vite. `{babel}` stands for the way to run Babel and
    /// `{transformer}` for the transformer of the target Vite major (`ConfigAuditor.keepBabel`, `.transformer`).
    static let needed: [String: String] = [
        "macros": "keep babel-plugin-macros through {babel} or vite-plugin-babel-macros",
        "styled-components": "optional: keep for displayName/SSR via {babel}, or drop",
        "@emotion/babel-plugin": "css prop: jsxImportSource '@emotion/react' in @vitejs/plugin-react; labels need Babel",
        "emotion": "css prop: jsxImportSource '@emotion/react' in @vitejs/plugin-react; labels need Babel",
        "react-intl": "message id generation/extraction: keep via Babel or run formatjs CLI",
        "formatjs": "message id generation/extraction: keep via Babel or run formatjs CLI",
        "i18next-extract": "run the extractor as a separate step",
        "ttag": "keep via Babel",
        "istanbul": "coverage: @vitest/coverage-istanbul or -v8 (vite-plugin-istanbul for e2e)",
        "lodash": "tree-shaking of lodash-es does the cherry-picking; or keep via Babel",
        "import": "on-demand imports: rely on ESM tree-shaking or a Vite plugin (vite-plugin-imp)",
        "module-resolver": "move its aliases and root to resolve.alias (the wp-alias and wp-resolve-modules findings), then remove it",
        "root-import": "move the `~/` prefix to resolve.alias",
        "transform-react-remove-prop-types": "optional size optimisation: keep via Babel or drop",
        // Production-only JSX optimisations (react-boilerplate's, ejected CRA 1's): React renders the same without them.
        "transform-react-inline-elements": "remove: an optional JSX optimisation React does not need",
        "transform-react-constant-elements": "remove: an optional JSX optimisation React does not need",
        "react-hot-loader/babel": "remove: @vitejs/plugin-react provides Fast Refresh",
        "relay": "keep babel-plugin-relay via Babel or vite-plugin-relay",
        "react-css-modules": "styleName props need Babel; or rewrite to className={styles.x}",
        "inline-react-svg": "vite-plugin-svgr (`?react` imports)",
        // CRA's: `import { ReactComponent } from './logo.svg'` through @svgr/webpack.
        "named-asset-import": "add vite-plugin-svgr and rewrite `import { ReactComponent as X } from './x.svg'` to `import X from './x.svg?react'` (default URL imports keep working); then remove it",
        "inline-import": "`?raw` imports",
        "transform-inline-environment-variables": "define entries in vite.config",
        "inline-dotenv": "import.meta.env.VITE_*",
        "transform-define": "define entries in vite.config",
        "add-module-exports": "fix the imports that relied on module.exports = default",
        "transform-modules-commonjs": "remove: Vite serves ES modules",
        "transform-es2015-modules-commonjs": "remove: Vite serves ES modules",
        "dynamic-import-node": "test-only: remove under Vitest",
        "require-context-hook": "test-only: remove under Vitest (import.meta.glob instead of require.context)",
        "jest-hoist": "test-only: vi.mock is hoisted by Vitest",
        "@loadable/babel-plugin": "React.lazy + Suspense, or keep via Babel",
        "react-loadable/babel": "React.lazy + Suspense",
        "jsx-control-statements": "keep via Babel, or rewrite to JS conditionals",
        "proposal-decorators": "keep @babel/plugin-proposal-decorators (legacy) via {babel}: {transformer} does not lower decorators",
        "transform-decorators-legacy": "keep @babel/plugin-proposal-decorators (legacy) via {babel}",
        "preset-flow": "keep @babel/preset-flow via Babel, or flow-remove-types as a pre plugin",
        "transform-flow-strip-types": "keep via Babel, or flow-remove-types as a pre plugin",
        "flow-react-proptypes": "keep via Babel or drop",
        "proposal-function-bind": "rewrite `::` to .bind(), or keep via Babel",
        "transform-function-bind": "rewrite `::` to .bind(), or keep via Babel",
        "proposal-export-default-from": "rewrite to `export { default as X } from`",
        "transform-export-extensions": "rewrite to `export { default as X } from`",
        "proposal-do-expressions": "rewrite or keep via Babel",
        "proposal-pipeline-operator": "rewrite or keep via Babel",
        "preval": "keep via Babel (babel-plugin-macros variant) or precompute",
        "codegen": "keep via Babel or precompute",
        "preset-stage-0-legacy": "keep via Babel",
        // Babel 6's stage-0 and stage-1 presets enable proposals that never became JavaScript; the rest is standard now.
        "preset-stage-0": "It enables `::` function bind, `do { }` expressions and `export v from`, which {transformer} does not parse: rewrite what syntax-function-bind, syntax-other-proposals and syntax-export-default-from report (or keep those plugins via {babel}), then remove it",
        "preset-stage-1": "It enables `export v from`, which {transformer} does not parse: rewrite what syntax-export-default-from reports (or keep that plugin via {babel}), then remove it",
    ]

    /// Plugins whose work a Vite plugin does, each with the reason: Babel is not needed for them.
    static let providedByVite: [String: String] = [
        "react-refresh/babel": "@vitejs/plugin-react provides Fast Refresh",
        // Babel 6's hot reloading: babel-preset-react-hmre and babel-plugin-react-transform with react-transform-hmr.
        "preset-react-hmre": "@vitejs/plugin-react provides Fast Refresh",
        "react-transform": "@vitejs/plugin-react provides Fast Refresh (react-transform-hmr) and error overlays (react-transform-catch-errors)",
    ]

    /// Plugins in `needed` whose only fix is deleting them from the Babel config: the finding is auto-fixable.
    static let removable: Set<String> = [
        "react-hot-loader/babel", "transform-modules-commonjs", "transform-es2015-modules-commonjs", "dynamic-import-node", "jest-hoist",
        "transform-react-inline-elements", "transform-react-constant-elements",
    ]

    enum Classification: Equatable {
        case redundant
        /// Done by a Vite plugin instead: the reason.
        case providedByVite(String)
        case needed(String)
        case unknown
    }

    static func classify(_ name: String) -> Classification {
        if redundant.contains(name) || name.hasPrefix("transform-es2015-") && name != "transform-es2015-modules-commonjs" || name.hasPrefix("syntax-") && name != "syntax-flow" && name != "syntax-decorators" {
            return .redundant
        }
        if let reason = providedByVite[name] { return .providedByVite(reason) }
        if let advice = needed[name] { return .needed(advice) }
        if name.hasPrefix("@lingui/") { return .needed("message extraction: keep via Babel or @lingui/vite-plugin") }
        if name.hasPrefix("@babel/preset-") || name.hasPrefix("preset-") { return .unknown }
        return .unknown
    }
}
