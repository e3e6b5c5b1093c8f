/// What the project's own `vite.config.*` already configures: the settings a project midway through its migration
/// has written, which answer some of the hazards the audit would otherwise report.
public struct ViteConfigFacts: Sendable, Equatable {
    /// One `resolve.alias` entry (object key or `{ find, replacement }`).
    public struct Alias: Sendable, Equatable {
        /// The string Vite compares with the import (`@`), or a regular expression's source (`^~(.*)$`).
        public var find: String
        /// `find` is a regular expression (`{ find: /^~/, … }`), matched against the whole import.
        public var isPattern: Bool
        /// The regular expression's flags (`i`), when `isPattern`.
        public var flags: String = ""
        /// Project-relative folder or file (`src`), or a package name; nil when the audit could not evaluate it.
        public var replacement: String?
        public var line: Int
    }

    /// The configuration file (`vite.config.ts`).
    public var file: String
    /// `define` keys (`process.env.REACT_APP_FLAG`, `__APP_VERSION__`).
    public var defineKeys: [String] = []
    public var aliases: [Alias] = []
    /// Babel plugins and presets Vite runs (normalised as `BabelPluginCatalog` does: `proposal-decorators`,
    /// `preset-flow`): `@vitejs/plugin-react`'s `babel` option (before plugin-react 6) or `@rolldown/plugin-babel`.
    public var babelPlugins: [String] = []
    /// A plugin compiles TypeScript with decorator metadata (`design:*`, what tsconfig `emitDecoratorMetadata`
    /// asks for): unplugin-swc (which takes the option from tsconfig unless told otherwise), vite-plugin-swc-transform
    /// or @rollup/plugin-swc with `jsc.transform.decoratorMetadata`, or vite-plugin-babel running
    /// babel-plugin-transform-typescript-metadata on `.ts` files. @vitejs/plugin-react-swc's `tsDecorators` does not.
    public var emitsDecoratorMetadata = false
    /// Project files the `esbuild` option's `loader: 'jsx'` applies to (its `include` minus its `exclude`), sorted.
    /// Vite 8 converts `esbuild` to `oxc` without the loader, so only Vite ≤ 7 parses JSX in them.
    public var esbuildJSXFiles: [String] = []
    /// Project files the `oxc` option parses as JSX (`lang: 'jsx'` with an `include` that takes `.js` files), sorted.
    /// Left out of Vite 8's `OxcOptions` type: the unbundled transform (dev server, Vitest) passes it to Oxc, the build's
    /// Rolldown transform does not.
    public var oxcJSXFiles: [String] = []
    /// `envPrefix` (Vite's default `VITE_` when unset).
    public var envPrefixes: [String] = ["VITE_"]

    /// Whether `envPrefix` puts the variable on `import.meta.env` (and into index.html's `%NAME%`).
    public func exposes(_ name: String) -> Bool { envPrefixes.contains { !$0.isEmpty && name.hasPrefix($0) } }
    /// `css.modules.localsConvention` (`camelCase`, `camelCaseOnly`, …).
    public var localsConvention: String?
    /// `server.proxy` path prefixes (`/api`).
    public var proxyPaths: [String] = []
    /// Top-level keys of the Vitest `test` block (`environment`, `globals`, `setupFiles`).
    public var testSettings: [String] = []
    /// Settings the audit could not evaluate (`resolve.alias`, `define`): findings they might answer stay reported.
    public var unread: [String] = []

    public init(file: String) {
        self.file = file
    }
}
