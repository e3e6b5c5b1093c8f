/// What the integrator knows about the project before source rules run: versions, webpack plugin keys, aliases,
/// entries. Every field is optional knowledge; rules fall back to what the sources themselves show.
public struct ProjectFacts: Sendable, Equatable {
    /// Installed (node_modules or lockfile) versions by package name: `["react-router": "3.2.6"]`.
    public var installedVersions: [String: String]
    /// Declared ranges from package.json (`dependencies` + `devDependencies`): `["react-router": "^3.0.0"]`.
    public var declaredRanges: [String: String]
    /// Keys of webpack `DefinePlugin` (`__DEV__`, `process.env.API_URL`).
    public var definePluginKeys: [String]
    /// Keys of webpack `ProvidePlugin` (`$`, `jQuery`, `React`).
    public var providePluginKeys: [String]
    /// Keys of webpack `EnvironmentPlugin` (`API_KEY`).
    public var environmentPluginKeys: [String]
    /// EnvironmentPlugin defaults for unset variables, as JavaScript literals (`API_BASE` → `'http://localhost'`).
    public var environmentPluginDefaults: [String: String] = [:]
    /// Aliases: webpack `resolve.alias`, babel module-resolver, tsconfig paths (`"@": "src"`); targets relative
    /// to the scanned root. A trailing `$` on a key means an exact match (webpack).
    public var aliases: [String: String]
    /// Folders bare specifiers resolve from besides node_modules (`resolve.modules`, `NODE_PATH`, `baseUrl`): `["src"]`.
    public var moduleDirectories: [String]
    /// Webpack entry files, relative to the scanned root.
    public var entries: [String]
    /// `<script src>` values of `index.html` / `public/index.html`, relative to the scanned root.
    public var htmlScriptSources: [String]
    /// The Vite major the audit targets.
    public var targetViteMajor: Int
    /// Babel's class-properties transform runs in `loose` mode (assignment semantics).
    public var babelLooseClassProperties: Bool
    /// css-loader's `modules` option makes every stylesheet a CSS module (not only `*.module.*` files).
    public var cssModulesByConfig = false
    /// The tsconfig that sets `"jsx": "react"` (tsc's classic runtime), if any: TypeScript files need React in
    /// scope for JSX until it says `"react-jsx"`.
    public var classicJSXTSConfig: String?
    /// The stylesheet extensions that `modules` option covers (`scss` where only `.scss` rules set it); empty: all.
    public var cssModuleExtensions: Set<String> = []
    /// Stylesheets only css-loader's `modules.auto` pattern makes CSS Modules (not named `*.module.*`) → the file
    /// name Vite needs (`src/btn.m.scss` → `btn.module.scss`).
    public var cssModuleFiles: [String: String] = [:]
    /// The stylesheet extensions css-loader's `modules: 'global'` covers: CSS Modules whose classes are global unless
    /// written `:local(…)`, where Vite's are local unless `:global(…)`.
    public var cssGlobalModeExtensions: Set<String> = []
    /// Files package.json scripts run with Node: what they reach, and no client entry does, is Node code.
    public var nodeEntries: [String] = []
    /// `__dirname` / `__filename` a browser build's webpack `node` option left alone (`__dirname: false`): never mocked.
    public var unmockedFileGlobals: Set<String> = []
    /// Configuration files not named as such (a webpack config a script names, a module a config requires): config
    /// code unless a client entry reaches them.
    public var configurationFiles: Set<String> = []
    /// Files the Jest configuration makes tests or test setup (`testMatch`, `testRegex`, `setupFiles`): test code,
    /// like `*.test.js`, whatever their names.
    public var testFiles: Set<String> = []
    /// Files the Jest configuration's `testPathIgnorePatterns` keep from running as tests (Playwright or Cypress
    /// specs under `e2e/`): Jest never ran them, whatever their names.
    public var jestIgnoredFiles: Set<String> = []
    /// Whether the webpack configuration's worker-loader inlined its workers into the bundle (`inline`).
    public var inlinesWorkers = false
    /// The Jest configuration's `testRunner` as written (`jest-jasmine2`), or nil for the default of its Jest.
    public var jestTestRunner: String?
    /// The folders Jest looks in for tests and `__mocks__` (`roots`; `src` under react-scripts 3.1 and later), ""
    /// for the project root; nil for Jest's default, the project root.
    public var jestRoots: [String]?
    /// Files a Jest `moduleNameMapper` maps imports to: stubs for stylesheets and assets, not package mocks.
    public var jestMappedFiles: Set<String> = []
    /// File extension (lower case) → the parsing or compiling webpack loader the configuration sends it through
    /// (`csv` → `csv-loader`): such an import needs a plugin, not `assetsInclude`.
    public var loaderExtensions: [String: String] = [:]
    /// File extension (lower case) → `file-loader` / `url-loader` (its import was a URL) or `raw-loader` (a string).
    public var assetLoaderExtensions: [String: String] = [:]
    /// Installed packages whose entry assigns a function to module.exports: dep-cjs-fn-namespace owns the hazard of
    /// calling their namespace import.
    public var callableCommonJSPackages: Set<String> = []
    /// Installed packages whose entry Vite resolves is an ES module with named exports and no default export
    /// (react-router 3's `es/` build): a default import of one is undefined.
    public var esModulesWithoutDefault: Set<String> = []
    /// Installed packages whose entry Vite resolves is an ES module with only a default export (moment's
    /// `jsnext:main` build): a namespace import of one holds nothing but `default`.
    public var defaultOnlyESModules: Set<String> = []
    /// What the project's own vite.config already configures; nil when it has none.
    public var vite: ViteSettings?
    /// Variables the project's `.env` files set: renamed for Vite, they are renamed there too.
    public var envFileVariables: Set<String> = []
    /// What Vitest transforms test files with: the project's vitest.config when it has one (Vitest then ignores
    /// vite.config), else vite.config's settings.
    public var viteForTests: ViteSettings?

    public init(
        installedVersions: [String: String] = [:], declaredRanges: [String: String] = [:],
        definePluginKeys: [String] = [], providePluginKeys: [String] = [], environmentPluginKeys: [String] = [],
        aliases: [String: String] = [:], moduleDirectories: [String] = [], entries: [String] = [],
        htmlScriptSources: [String] = [], targetViteMajor: Int = 8, babelLooseClassProperties: Bool = false
    ) {
        self.installedVersions = installedVersions
        self.declaredRanges = declaredRanges
        self.definePluginKeys = definePluginKeys
        self.providePluginKeys = providePluginKeys
        self.environmentPluginKeys = environmentPluginKeys
        self.aliases = aliases
        self.moduleDirectories = moduleDirectories
        self.entries = entries
        self.htmlScriptSources = htmlScriptSources
        self.targetViteMajor = targetViteMajor
        self.babelLooseClassProperties = babelLooseClassProperties
    }

    /// The major version of `package`: installed first, else the lowest major the declared range allows.
    public func majorVersion(of package: String) -> Int? {
        if let installed = installedVersions[package], let major = Self.leadingMajor(installed) { return major }
        if let declared = declaredRanges[package], let major = Self.leadingMajor(declared) { return major }
        return nil
    }

    /// True when the package is declared or installed.
    public func hasPackage(_ package: String) -> Bool {
        installedVersions[package] != nil || declaredRanges[package] != nil
    }

    /// The first number in a version or range (`^3.0.0` → 3, `~2.8` → 2, `>=15 <17` → 15); nil for tags/URLs.
    static func leadingMajor(_ version: String) -> Int? {
        var digits = ""
        for character in version {
            if character.isNumber {
                digits.append(character)
            } else if !digits.isEmpty {
                break
            } else if character.isLetter && character != "v" && character != "x" {
                return nil
            }
        }
        return Int(digits)
    }
}
