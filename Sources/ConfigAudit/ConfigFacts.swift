/// What the configuration says that source rules need: names webpack defined or injected, aliases,
/// module folders and entries (for client-code reachability).
public struct ConfigFacts: Sendable, Equatable {
    /// One alias: `find` (without a trailing `$`), whether it matched exactly, and its replacement.
    public struct Alias: Sendable, Equatable {
        public var find: String
        public var exact: Bool
        /// Project-relative path for a folder/file (`src/components`), or a package name.
        public var replacement: String
        public var file: String
        public var line: Int
        /// The replacement is a bare package name (`lodash-es`), not a path: imports of `find` load that package.
        public var isPackage: Bool = false
    }

    /// One webpack entry as written and where the audit looks for it: a scan warns when no scanned file answers.
    public struct Entry: Sendable, Equatable {
        /// Project-relative path, resolved against webpack's `context` (before extension and `index` probing).
        public var path: String
        /// The entry as the configuration writes it (`./app.js`).
        public var written: String
        /// webpack's `context`, project-relative ("" for the project root).
        public var context: String
        /// The configuration file, and the line of the entry.
        public var file: String
        public var line: Int
    }

    /// One webpack `externals` entry by module name, where the configuration writes it: the scan, which knows the
    /// imports, tells a mapping nothing imports from one Vite must replace.
    public struct External: Sendable, Equatable {
        /// The module request webpack keeps out of the bundle (`moment`).
        public var module: String
        public var file: String
        public var line: Int
        public var column: Int
    }

    /// A setting that makes bare imports resolve from project folders (a `resolve.modules` entry, NODE_PATH, a
    /// tsconfig/jsconfig `baseUrl`), where its wp-resolve-modules finding is: the scan, which knows the imports, tells
    /// one no import relies on (nothing to port) from one Vite must replace.
    public struct ModuleDirectorySetting: Sendable, Equatable {
        /// The project-relative folders it adds ("" for the project root).
        public var folders: [String]
        public var file: String
        public var line: Int
        public var column: Int
        /// What the finding says instead when no import of the project resolves through these folders.
        public var unusedMessage: String
        public var unusedFix: String
    }

    /// DefinePlugin keys (`__DEV__`, `process.env.API_URL`).
    public var defineKeys: [String] = []
    /// ProvidePlugin identifier → module (`$` → `jquery`).
    public var provided: [String: String] = [:]
    /// Whether a worker-loader rule inlines its workers (`inline: true`, `'fallback'`, `'no-fallback'`).
    public var workerLoaderInlines = false
    /// ProvidePlugin identifiers whose module the audit could not evaluate (`$: env.jq`): injected all the same.
    public var providedFromUnknownModules: Set<String> = []
    /// EnvironmentPlugin / dotenv-webpack variable names.
    public var environmentKeys: [String] = []
    /// EnvironmentPlugin defaults written as literals, as JavaScript (`API_BASE` → `'http://localhost'`).
    public var environmentDefaults: [String: String] = [:]
    public var aliases: [Alias] = []
    /// `resolve.alias` keys whose replacement the audit could not evaluate (`'@': path.resolve(ROOT, 'src')` with a
    /// run-time ROOT), `$` ending an exact one: imports through them are app code all the same, not packages.
    public var unresolvedAliasKeys: [String] = []
    /// Folders bare imports resolve from besides node_modules (`src`), project-relative.
    public var resolveModules: [String] = []
    /// The settings behind `resolveModules`, each where its finding is.
    public var moduleDirectorySettings: [ModuleDirectorySetting] = []
    /// webpack entry files, project-relative.
    public var entries: [String] = []
    /// Project files a webpack entry names that only import polyfills (html-polyfill-entries): chunks webpack loaded
    /// before the app, which no page loads under Vite unless the app imports them.
    public var polyfillEntryFiles: [String] = []
    /// The webpack entries behind `entries`, with the files that name them (CRA's fixed `src/index.*` is not one).
    public var webpackEntries: [Entry] = []
    /// Babel plugins and presets in use (normalised names).
    public var babelPlugins: [String] = []
    /// A Babel config sets `loose: true` on class properties (or `assumptions.setPublicClassFields`).
    public var babelLooseClassProperties = false
    /// css-loader (or craco) makes stylesheets CSS Modules by configuration, not by the `.module.` name.
    public var cssModulesByConfig = false
    /// The tsconfig (or a config it extends) that sets `"jsx": "react"`, the classic runtime tsc type-checks TSX with:
    /// an import of React used only by JSX is still needed there.
    public var classicJSXTSConfig: String?
    /// The stylesheet extensions (`css`, `scss`, …) the `modules` option behind `cssModulesByConfig` covers, from the
    /// tests of the rules that set it: a `{ test: /\.scss$/ }` rule with modules beside a plain `.css` rule.
    public var cssModuleExtensions: Set<String> = []
    /// Stylesheets css-loader's `modules.auto` pattern makes CSS Modules without Vite's `.module.` naming → the file
    /// name Vite needs (`src/btn.m.scss` → `btn.module.scss`).
    public var cssModuleFiles: [String: String] = [:]
    /// The stylesheet extensions css-loader's `modules: 'global'` (`{ mode: 'global' }`) covers: classes stay global
    /// unless written `:local(…)`, and those are the file's exports.
    public var cssGlobalModeExtensions: Set<String> = []
    /// Files package.json scripts run with Node (`node server.js`, `nodemon server/index.js`): Node code.
    public var nodeEntries: [String] = []
    /// `__dirname` / `__filename` that a browser build's `node` option leaves alone (`node: { __dirname: false }`,
    /// `node: false`): webpack did not mock them, so they were already undefined in the browser.
    public var unmockedFileGlobals: [String] = []
    /// Configuration files not named as such, sorted: webpack configurations package.json scripts name
    /// (`webpack --config build/prod.js`, `jest --config test/unit.json`) and the project's modules configurations require (`./jest.base`,
    /// `./config/paths`). Configuration code, not the app's, unless the app imports them too.
    public var configurationFiles: [String] = []
    /// Files a Jest configuration makes tests or test setup (`testMatch`, `testRegex`, `setupFiles`), sorted.
    public var jestTestFiles: [String] = []
    /// Files a Jest configuration's `testPathIgnorePatterns` keep from running as tests (`<rootDir>/e2e/`), sorted:
    /// whatever their names, Jest never ran them.
    public var jestIgnoredFiles: [String] = []
    /// A Jest configuration's `testRunner` as written (`jest-jasmine2`, `require.resolve('jest-circus/runner')`), or nil.
    public var jestTestRunner: String?
    /// The folders Jest looks in for tests and `__mocks__` (its `roots`), relative to the scanned root ("" for the
    /// root): a configuration's `roots` or `rootDir`, or `src` under react-scripts 3.1 and later. nil for Jest's
    /// default, the project root.
    public var jestRoots: [String]?
    /// Files a Jest `moduleNameMapper` maps imports to (`<rootDir>/__mocks__/fileMock.js`), sorted: stubs for
    /// stylesheets and assets, not mocks of packages.
    public var jestMappedFiles: [String] = []
    /// File extension (lower case, no dot) → the parsing or compiling loader a webpack rule sends it through
    /// (`csv` → `csv-loader`, `hbs` → `handlebars-loader`); the first rule naming an extension wins.
    public var loaderExtensions: [String: String] = [:]
    /// File extension (lower case) → the webpack loader that made its imports a URL or a string: `file-loader`,
    /// `url-loader` or `raw-loader` (`md` → `file-loader`); the first rule naming an extension wins.
    public var assetLoaderExtensions: [String: String] = [:]
    /// webpack `externals` object keys.
    public var externals: [External] = []
    /// ModuleFederationPlugin `remotes` names: `import('billing/Widget')` loads a remote build at run time, not a package.
    public var federationRemotes: [String] = []
    /// Variable names from .env files (never their values).
    public var envVariableNames: [String] = []
    /// What the project's own `vite.config.*` configures; nil when it has none. Kept apart from the webpack facts:
    /// a DefinePlugin key or webpack alias is still to move, a Vite one is done.
    public var vite: ViteConfigFacts?
    /// What the project's `vitest.config.*` configures; nil when it has none. Vitest reads it instead of vite.config
    /// (whose settings it then ignores), so it is what test files are transformed with.
    public var vitest: ViteConfigFacts?

    public init() {}
}
