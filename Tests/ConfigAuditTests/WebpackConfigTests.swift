import AuditModel
import JSLexer
import Testing
@testable import ConfigAudit

struct WebpackConfigTests {
    static let webpackConfig = """
    const path = require('path');
    const webpack = require('webpack');
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const CopyWebpackPlugin = require('copy-webpack-plugin');
    module.exports = (env) => ({
      entry: { main: ['babel-polyfill', './src/index.js'], admin: './src/admin.js' },
      output: { path: path.resolve(__dirname, 'public/build'), filename: '[name].[contenthash].js', publicPath: '/' },
      resolve: {
        alias: { '@': path.resolve(__dirname, 'src'), 'react-dom': '@hot-loader/react-dom', 'config$': path.resolve(__dirname, 'src/config.js') },
        modules: [path.resolve(__dirname, 'src'), 'node_modules'],
        extensions: ['.js', '.jsx', '.es6'],
      },
      module: {
        rules: [
          { test: /\\.jsx?$/, exclude: /node_modules/, loader: 'babel-loader', options: { presets: ['@babel/preset-env'], plugins: ['react-hot-loader/babel'] } },
          { test: /\\.css$/, use: ['style-loader', { loader: 'css-loader', options: { modules: true, localIdentName: '[name]__[local]' } }] },
          { test: /\\.scss$/, use: ['style-loader', 'css-loader', { loader: 'sass-loader', options: { includePaths: ['src/styles'] } }] },
          { test: /\\.worker\\.js$/, use: { loader: 'worker-loader' } },
          { test: /\\.png$/, loader: 'url-loader', options: { limit: 8192 } },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({ __DEV__: JSON.stringify(true), 'process.env.API_URL': JSON.stringify(env.API) }),
        new webpack.ProvidePlugin({ $: 'jquery', jQuery: 'jquery' }),
        new webpack.EnvironmentPlugin(['SENTRY_DSN']),
        new HtmlWebpackPlugin({ template: './src/index.ejs' }),
        new CopyWebpackPlugin([{ from: 'static' }]),
        new webpack.IgnorePlugin(/^\\.\\/locale$/, /moment$/),
      ],
      node: { fs: 'empty', Buffer: true },
      devServer: { port: 3000, historyApiFallback: true, proxy: { '/api': { target: 'http://localhost:8080', pathRewrite: { '^/api': '' } } }, before(app) { app.get('/x', () => {}) } },
      externals: { jquery: 'jQuery' },
      optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: 'single' },
      mode: env.production ? 'production' : 'development',
    });
    """

    @Test func whereTheEvaluationGivesUpIsSaidWithItsReasonAndLine() {
        // Nested past the evaluator's depth: the alias after it is never read, which must not pass for a clean config.
        let nested = String(repeating: "[\n", count: 200) + "'./src/index.js'" + String(repeating: "]", count: 200)
        let deep = ConfigFixture(files: ["webpack.config.js": "module.exports = {\n  entry: \(nested),\n  resolve: { alias: { a: 'b' } },\n};\n", "package.json": "{}"]).audit()
        let stopped = deep.findings("audit-config-unresolved")
        #expect(stopped.count == 1, "\(deep.findings.map(\.message))")
        #expect(stopped.first?.message.hasPrefix("the audit stopped reading webpack.config.js at line 151: an expression is nested too deeply") == true)
        #expect(stopped.first?.line == 151)
        // The work budget spent before any export: the reason, not "exports nothing".
        let values = (0..<120_000).map(String.init).joined(separator: ",\n")
        let big = ConfigFixture(files: ["webpack.config.js": "const big = [\(values)];\nmodule.exports = { resolve: { alias: { a: 'b' } } };\n", "package.json": "{}"]).audit()
        let messages = big.findings("audit-config-unresolved").map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("the file is too complex to evaluate statically") == true, "\(messages)")
        #expect(!messages.contains { $0.contains("exports nothing") })
    }

    @Test func anIfWithoutItsStatementAtTheEndOfTheFileIsNoCrash() {
        // Found by fuzzing: the branch read the token past the last one (Index out of range).
        let bare = ConfigFixture(files: ["webpack.config.js": "if (a)", "package.json": "{}"]).audit()
        #expect(bare.findings.contains { $0.ruleId == "audit-config-unresolved" }, "\(bare.findings.map(\.message))")
        let after = ConfigFixture(files: ["webpack.config.js": "module.exports = { entry: './src/a.js' };\nif (a) if (b)", "package.json": "{}"]).audit()
        #expect(after.facts.webpackEntries.count == 1)
    }

    @Test func prefixOperatorsAndStatementsNestedTooDeeplyStopTheReadingWithoutACrash() {
        // Found by fuzzing: `!!!!…1` and `if (a) if (a) …` 10,000 deep recursed past the stack (SIGSEGV).
        for source in [
            "module.exports = " + String(repeating: "!", count: 10_000) + "1;\n",
            String(repeating: "if (a) ", count: 10_000) + "x;\nmodule.exports = {};\n",
            String(repeating: "try {", count: 10_000) + "\nmodule.exports = {};\n",
        ] {
            let result = ConfigFixture(files: ["webpack.config.js": source, "package.json": "{}"]).audit()
            let messages = result.findings("audit-config-unresolved").map(\.message)
            #expect(messages.contains { $0.contains("nested too deeply") }, "\(messages)")
        }
    }

    @Test func aValueThatDoublesItselfIsUnresolvedPastItsBound() {
        // Found by fuzzing: `c = [c, c]` 40 times shares its parts, so memory stayed small while every walk over
        // the 2^40-node tree (hasUnresolvedPart, the rules) ran for ever.
        let doubling = String(repeating: "c = [c, c];\n", count: 40)
        let result = ConfigFixture(files: ["webpack.config.js": "let c = [1, 2];\n\(doubling)module.exports = { entry: c, plugins: c };\n", "package.json": "{}"]).audit()
        let messages = result.findings("audit-config-unresolved").map(\.message)
        #expect(messages.contains { $0.contains("the value grows past 100000 parts, more than the audit evaluates") }, "\(messages)")
    }

    @Test func anAliasIntoThePackageItselfDoesNotBreakImports() {
        let config = "const path = require('path');\nmodule.exports = { resolve: { alias: { 'lodash$': 'lodash/lodash.js', 'utils': path.resolve(__dirname, 'src/utils') } } };\n"
        let messages = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-alias").map(\.message)
        #expect(messages.contains { $0.hasSuffix("so imports of 'lodash' get the package's own entry instead of 'lodash/lodash.js'.") }, "\(messages)")
        #expect(messages.contains { $0.hasSuffix("so imports of 'utils' fail to resolve.") }, "\(messages)")
    }

    @Test("An alias from a declared package to another (lodash$ → lodash-es) does not break imports: they get the declared package")
    func anAliasAwayFromADeclaredPackage() {
        let config = "module.exports = { resolve: { alias: { 'lodash$': 'lodash-es', '@sentry/browser': '@sentry/react', 'moment': 'dayjs' } } };\n"
        let manifest = #"{ "dependencies": { "lodash": "^4.17.21", "@sentry/browser": "^6.0.0", "lodash-es": "^4.17.21" } }"#
        let messages = ConfigFixture(files: ["webpack.config.js": config, "package.json": manifest]).audit().findings("wp-alias").map(\.message)
        #expect(messages.contains { $0.hasSuffix("so imports of 'lodash' get the declared package lodash instead of 'lodash-es'.") }, "\(messages)")
        #expect(messages.contains { $0.hasSuffix("so imports of '@sentry/browser' get the declared package @sentry/browser instead of '@sentry/react'.") }, "\(messages)")
        #expect(messages.contains { $0.hasSuffix("so imports of 'moment' fail to resolve.") }, "\(messages)")
        #expect(ConfigAuditor.packageName(of: "@/components") == nil && ConfigAuditor.packageName(of: "~styles") == nil)
        #expect(ConfigAuditor.packageName(of: "lodash/fp") == "lodash" && ConfigAuditor.packageName(of: "@scope/x/y") == "@scope/x")
    }

    @Test func anAliasToThePackagesOwnFolderIsThePackage() {
        let config = """
        const path = require('path');
        module.exports = { resolve: { alias: { foo$: path.resolve(__dirname, 'node_modules/foo'), 'react': path.resolve(__dirname, './node_modules/react/'), bar: require.resolve('bar'), baz: path.resolve(__dirname, 'node_modules/baz/dist/baz.js') } } };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.facts.aliases.map { "\($0.find)=\($0.replacement):\($0.isPackage)" } == ["foo=foo:true", "react=react:true", "bar=bar:true", "baz=baz/dist/baz.js:true"])
        let aliases = result.findings("wp-alias")
        #expect(aliases.filter { $0.severity == .info }.count == 3, "\(aliases.map(\.message))")
        #expect(aliases.contains { $0.message == "alias 'foo$' → the package 'foo' itself (a dedupe); Vite resolves 'foo' to that same package." })
        #expect(!aliases.contains { $0.message.contains("fail to resolve") }, "\(aliases.map(\.message))")
    }

    @Test func anAliasChosenWhenTheConfigRunsIsOneOfItsPaths() {
        let config = """
        const path = require('path');
        const isProd = process.env.NODE_ENV === 'production';
        module.exports = { resolve: { alias: {
          'config$': path.resolve(__dirname, 'src/config/' + (isProd ? 'prod' : 'dev') + '.js'),
          '@env': isProd ? path.resolve(__dirname, 'src/env.prod.js') : path.resolve(__dirname, 'src/env.dev.js'),
          '@tpl': `${__dirname}/src/templates`,
          '@app': resolveApp('src'),
          fs: false,
        } } };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.findings("wp-alias").map { "\($0.line) \($0.message)" } == [
            "4 alias 'config$' → one of 'src/config/prod.js', 'src/config/dev.js' (exact match), chosen when the config runs; Vite does not read webpack aliases, so imports of 'config' fail to resolve.",
            "5 alias '@env' → one of 'src/env.prod.js', 'src/env.dev.js', chosen when the config runs; Vite does not read webpack aliases, so imports of '@env' fail to resolve.",
            "6 alias '@tpl' → 'src/templates'; Vite does not read webpack aliases, so imports of '@tpl' fail to resolve.",
            "8 alias 'fs' → false makes webpack replace the module with an empty one; Vite resolves imports of 'fs' as written.",
        ])
        #expect(result.findings("wp-alias").first?.fix == "resolve: { alias: [{ find: /^config$/, replacement: … }] } with the replacement chosen the same way (defineConfig(({ command, mode }) => …)), e.g. path.resolve(__dirname, 'src/config/prod.js')")
        // The first choice stands in for resolving imports.
        #expect(result.facts.aliases.map { "\($0.find)=\($0.replacement)" } == ["config=src/config/prod.js", "@env=src/env.prod.js", "@tpl=src/templates"])
        #expect(result.findings("audit-config-unresolved").map { "\($0.line) \($0.message)" } == [
            "7 resolve.alias '@app' is `resolveApp('src')`, which the audit cannot evaluate; rules that read aliases could not check it.",
        ])
    }

    @Test func aNodeTargetsEntriesAreNodeCodeAndItsExternalsAndNodeOptionAreNotReported() {
        let config = """
        const nodeExternals = require('webpack-node-externals');
        const client = { entry: './src/client.js', externals: { jquery: 'jQuery' }, node: { fs: 'empty', __dirname: false } };
        const server = {
          target: 'node',
          entry: ['babel-polyfill', './src/server/index.js'],
          externals: [nodeExternals()],
          node: { __dirname: false },
        };
        module.exports = [client, server];
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.facts.entries == ["src/client.js"])
        #expect(result.facts.nodeEntries == ["src/server/index.js"])
        #expect(result.findings("wp-externals").map { "\($0.line) \($0.message)" } == [
            "2 externals maps 'jquery' to the global 'jQuery', which a <script> tag or the host page provides; Vite maps no module to a global: it bundles 'jquery' from node_modules, and marking it external (build.rolldownOptions.external) leaves a bare `import 'jquery'` the browser cannot resolve.",
        ])
        #expect(result.findings("wp-node-polyfill-config").map(\.line) == [2])
        #expect(result.findings("html-polyfill-entries").isEmpty)
        #expect(result.facts.unmockedFileGlobals == ["__dirname"])
        // Only settings that turn polyfills and mocks off: nothing for Vite to replace.
        let off = ConfigFixture(files: ["webpack.config.js": "module.exports = { target: ['web', 'es5'], node: { __dirname: false, __filename: false } };"]).audit()
        #expect(off.findings("wp-node-polyfill-config").isEmpty)
        #expect(off.facts.unmockedFileGlobals == ["__dirname", "__filename"])
        #expect(ConfigFixture(files: ["webpack.config.js": "module.exports = { node: false };"]).audit().facts.unmockedFileGlobals == ["__dirname", "__filename"])
        #expect(ConfigAuditor.targetsNode(ConfigNode(.string("async-node14"), line: 1, column: 1)))
        #expect(!ConfigAuditor.targetsNode(ConfigNode(.either([ConfigNode(.string("node"), line: 1, column: 1), ConfigNode(.string("web"), line: 1, column: 1)]), line: 1, column: 1)))
    }

    @Test func valuesFromModulesTheConfigRequiresAreAuditedWhereTheyAreWritten() {
        let files = [
            "package.json": "{}",
            "config/paths.js": "const path = require('path');\nmodule.exports = {\n  appSrc: path.resolve(__dirname, '../src'),\n  appIndexJs: path.resolve(__dirname, '../src/main.jsx'),\n  appHtml: path.resolve(__dirname, '../public/index.html'),\n};\n",
            "webpack.parts.js": "module.exports = {\n  loadCSS: () => ({ test: /\\.css$/, use: ['style-loader', { loader: 'css-loader', options: { modules: true } }] }),\n  loadImages: (options) => ({ test: /\\.png$/, loader: 'url-loader', options }),\n};\n",
            "webpack.config.js": """
            const paths = require('./config/paths');
            const parts = require('./webpack.parts');
            module.exports = {
              entry: paths.appIndexJs,
              resolve: { alias: { '@': paths.appSrc } },
              module: { rules: [parts.loadCSS(), parts.loadImages({ limit: 15000 })] },
              plugins: [new (require('html-webpack-plugin'))({ template: paths.appHtml })],
            };
            """,
        ]
        let result = ConfigFixture(files: files).audit()
        #expect(result.facts.entries == ["src/main.jsx"])
        #expect(result.facts.webpackEntries.map { "\($0.file):\($0.line)" } == ["webpack.config.js:4"])
        // A path config/paths.js computes from its own __dirname is the project's src folder, as vite.config writes it.
        #expect(result.findings("wp-alias").first?.fix == "resolve: { alias: [{ find: '@', replacement: path.resolve(__dirname, 'src') }] }")
        #expect(result.findings("wp-alias").map { "\($0.file):\($0.line) \($0.message)" } == [
            "webpack.config.js:5 alias '@' → 'src'; Vite does not read webpack aliases, so imports of '@' fail to resolve.",
        ])
        // Reported where `modules: true` is written, in the helper the config calls.
        #expect(result.findings("css-modules-by-config").map { "\($0.file):\($0.line)" } == ["webpack.parts.js:2"])
        // Options the config hands a helper stay where the config writes them.
        #expect(result.findings("asset-inline-limit").map { "\($0.file):\($0.line)" } == ["webpack.config.js:6"])
        #expect(result.facts.cssModulesByConfig)
        #expect(result.findings("wp-html-plugin").first?.message.hasPrefix("HtmlWebpackPlugin builds the page from public/index.html;") == true)
        #expect(result.findings("audit-config-unresolved").isEmpty, "\(result.findings("audit-config-unresolved").map(\.message))")
        #expect(result.facts.configurationFiles == ["config/paths.js", "webpack.parts.js"])
        // A module that is not there: each value taken from it is said to be unknown, with why, where it is used.
        let missing = ConfigFixture(files: files.filter { $0.key != "config/paths.js" }).audit().findings("audit-config-unresolved")
        #expect(missing.map { "\($0.line) \($0.message)" } == [
            "4 entry is not statically resolvable: require('./config/paths') could not be followed: './config/paths' names no file of the project; rules that read entry could not check this value.",
            "5 resolve.alias.@ is not statically resolvable: require('./config/paths') could not be followed: './config/paths' names no file of the project; rules that read resolve.alias.@ could not check this value.",
        ])
    }

    @Test func ejectedCRAPathsResolveFromTheProjectFolderAndAnUnknownEntryIsSaid() {
        let paths = """
        const path = require('path');
        const fs = require('fs');
        const appDirectory = fs.realpathSync(process.cwd());
        const resolveApp = relativePath => path.resolve(appDirectory, relativePath);
        module.exports = { appIndexJs: resolveApp('src/index'), appSrc: resolveApp('src') };
        """
        let config = """
        const paths = require('./paths');
        module.exports = {
          entry: [require.resolve('react-dev-utils/webpackHotDevClient'), require.resolve('./polyfills'), paths.appIndexJs, makeEntry()].filter(Boolean),
        };
        """
        let result = ConfigFixture(files: ["config/paths.js": paths, "config/webpack.config.js": config, "config/polyfills.js": ""]).audit()
        // require.resolve is relative to the config's folder, not to webpack's context.
        #expect(result.facts.entries == ["config/polyfills", "src/index"])
        #expect(result.findings("audit-config-unresolved").map { "\($0.line) \($0.message)" } == [
            "3 entry `makeEntry()` is not statically resolvable; the files it names are not known as the app's entry.",
        ])
    }

    @Test("CRA 4's entry names src/index in both of its run-time choices: the page loads it once")
    func anEntryInBothChoicesIsOnePageScript() {
        // react-scripts 4's config/webpack.config.js, ejected.
        let paths = """
        const path = require('path');
        const fs = require('fs');
        const appDirectory = fs.realpathSync(process.cwd());
        const resolveApp = relativePath => path.resolve(appDirectory, relativePath);
        module.exports = { appIndexJs: resolveApp('src/index'), appHtml: resolveApp('public/index.html') };
        """
        let config = """
        const HtmlWebpackPlugin = require('html-webpack-plugin');
        const paths = require('./paths');
        module.exports = function (webpackEnv) {
          const isEnvDevelopment = webpackEnv === 'development';
          const shouldUseReactRefresh = process.env.FAST_REFRESH !== 'false';
          return {
            entry:
              isEnvDevelopment && !shouldUseReactRefresh
                ? [require.resolve('react-dev-utils/webpackHotDevClient'), paths.appIndexJs]
                : paths.appIndexJs,
            plugins: [new HtmlWebpackPlugin(Object.assign({}, { inject: true, template: paths.appHtml }, webpackEnv === 'production' ? { minify: { removeComments: true } } : undefined))],
          };
        };
        """
        let result = ConfigFixture(files: [
            "config/paths.js": paths, "config/webpack.config.js": config, "package.json": "{}",
            "public/index.html": "<div id=\"root\"></div>\n", "src/index.js": "import './app';\n",
        ]).audit()
        #expect(result.findings("wp-html-plugin").map(\.fix) == [
            "Remove the plugin: html-entry-location's fix at public/index.html:1 moves the template to the root with its module script.",
        ])
        #expect(result.findings("html-entry-location").map(\.fix) == [
            "git mv public/index.html index.html and add <script type=\"module\" src=\"/src/index.js\"></script> before </body>.",
        ])
    }

    @Test func copyingPublicIsWhatViteDoes() {
        func copy(_ arguments: String) -> [Finding] {
            let config = "const CopyWebpackPlugin = require('copy-webpack-plugin');\nmodule.exports = { plugins: [new CopyWebpackPlugin(\(arguments))] };\n"
            return ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-copy-plugin")
        }
        for arguments in ["[{ from: 'public' }]", "{ patterns: ['public'] }", "{ patterns: [{ from: './public', to: '.' }] }"] {
            let findings = copy(arguments)
            #expect(findings.map(\.severity) == [.info], "\(arguments)")
            #expect(findings.first?.fix == "Nothing to do, Vite copies public/; remove the plugin.", "\(arguments)")
        }
        for arguments in ["[{ from: 'static' }]", "[{ from: 'public', to: 'assets' }]", "[{ from: 'public' }, { from: 'docs' }]", "[{ from: 'public', ignore: ['*.md'] }]"] {
            #expect(copy(arguments).map(\.severity) == [.manualFix], "\(arguments)")
        }
    }

    @Test func environmentPluginDefaultsStayInTheDefine() {
        let config = "const webpack = require('webpack');\nmodule.exports = { plugins: [new webpack.EnvironmentPlugin({ API_BASE: 'http://localhost', DEBUG: false, TOKEN: undefined })] };\n"
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.facts.environmentDefaults == ["API_BASE": "'http://localhost'", "DEBUG": "false"])
        let fixes = result.findings("env-other-prefix").map(\.fix)
        #expect(fixes == [
            "Rename to VITE_API_BASE and read import.meta.env.VITE_API_BASE, or define: { 'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? 'http://localhost') } with loadEnv.",
            "Rename to VITE_DEBUG and read import.meta.env.VITE_DEBUG, or define: { 'process.env.DEBUG': JSON.stringify(process.env.DEBUG ?? false) } with loadEnv.",
            "Rename to VITE_TOKEN and read import.meta.env.VITE_TOKEN, or define: { 'process.env.TOKEN': JSON.stringify(process.env.TOKEN) } with loadEnv.",
        ])
    }

    @Test func defineValuesAreWrittenAsTheConfigSpellsThem() {
        let config = """
        const webpack = require('webpack');
        const pkg = require('./package.json');
        const isProd = process.env.NODE_ENV === 'production';
        module.exports = { plugins: [new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(require('./package.json').version),
          __NAME__: JSON.stringify(pkg.name),
          __BUILD__: JSON.stringify(require('./build.info.json')['build-id']),
          __DEV__: JSON.stringify(!isProd),
          __API__: JSON.stringify(process.env.API || '/api'),
          __KEY__: JSON.stringify(process.env['KEY']),
          __URL__: JSON.stringify(process.env.API_URL.trim()),
          __FIRST__: JSON.stringify(list[i].trim()),
          __LOWER__: JSON.stringify((process.env.API_URL + '/').toLowerCase()),
          __ARG__: JSON.stringify(process.argv[2].trim()),
        })] };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        // A member of a required file is not part of its path ('./package.json.version').
        #expect(result.findings("env-define-plugin").map(\.fix) == [
            "define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version) } in vite.config (npm, pnpm and yarn set npm_package_* when they run a package script)",
            "define: { __NAME__: JSON.stringify(process.env.npm_package_name) } in vite.config (npm, pnpm and yarn set npm_package_* when they run a package script)",
            "define: { __BUILD__: JSON.stringify(require('./build.info.json')['build-id']) } in vite.config",
            "define: { __DEV__: JSON.stringify(!(process.env.NODE_ENV === 'production')) } in vite.config",
            // A run-time choice is written with its operator, as the config spells it.
            "define: { __API__: JSON.stringify(process.env.API || '/api') } in vite.config",
            "define: { __KEY__: JSON.stringify(process.env.KEY) } in vite.config",
            // A method called on a spelled value keeps its receiver; one on a value the evaluator cannot spell is no code.
            "define: { __URL__: JSON.stringify(process.env.API_URL.trim()) } in vite.config",
            "define: { __FIRST__: /* the value at webpack.config.js:12 */ } in vite.config",
            // Parentheses kept; a computed member is no code to paste.
            "define: { __LOWER__: JSON.stringify((process.env.API_URL + '/').toLowerCase()) } in vite.config",
            "define: { __ARG__: /* the value at webpack.config.js:14 */ } in vite.config",
        ])
        #expect(result.findings("audit-config-unresolved").map(\.message).contains(
            "DefinePlugin.__API__ is not statically resolvable: process.env.API is only known when the config runs; rules that read DefinePlugin.__API__ could not check this value."))
        #expect(result.findings("audit-config-unresolved").map(\.message).contains(
            "DefinePlugin.__DEV__ is not statically resolvable: `!(process.env.NODE_ENV === 'production')` depends on process.env.NODE_ENV when the config runs; rules that read DefinePlugin.__DEV__ could not check this value."))
        // A config in a folder reads the project's manifest one level up.
        let nested = ConfigFixture(files: ["config/webpack.config.js": "const webpack = require('webpack');\nmodule.exports = { plugins: [new webpack.DefinePlugin({ V: JSON.stringify(require('../package.json').version), W: JSON.stringify(require('./package.json').version) })] };\n"]).audit()
        #expect(nested.findings("env-define-plugin").map(\.fix) == [
            "define: { V: JSON.stringify(process.env.npm_package_version) } in vite.config (npm, pnpm and yarn set npm_package_* when they run a package script)",
            "define: { W: JSON.stringify(require('./package.json').version) } in vite.config",
        ])
    }

    @Test func providedMembersAreImportedByName() {
        let config = """
        const webpack = require('webpack');
        module.exports = { plugins: [new webpack.ProvidePlugin({
          $: 'jquery',
          Buffer: ['buffer', 'Buffer'],
          Store: ['./store', 'default'],
          assign: ['object-assign'],
          merge: ['lodash', 'mergeWith'],
          fetch: ['whatwg-fetch', 'default', 'fetch'],
          Deep: ['deep-lib', 'tools', 'Deep'],
          Odd: ['odd-lib', 'odd-name', 'x'],
        })] };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        let findings = result.findings("wp-provide-plugin")
        #expect(findings.map(\.fix) == [
            "import $ from 'jquery' in each file that uses `$`.",
            "import { Buffer } from 'buffer' in each file that uses `Buffer`.",
            "import Store from './store' in each file that uses `Store`.",
            "import assign from 'object-assign' in each file that uses `assign`.",
            "import { mergeWith as merge } from 'lodash' in each file that uses `merge`.",
            "import fetchDefault from 'whatwg-fetch' and use fetchDefault.fetch for `fetch` in each file that uses `fetch`.",
            "import { tools } from 'deep-lib' and use tools.Deep for `Deep` in each file that uses `Deep`.",
            "import * as OddModule from 'odd-lib' and use OddModule['odd-name'].x for `Odd` in each file that uses `Odd`.",
        ])
        #expect(findings[1].message == "ProvidePlugin injects `Buffer` from 'buffer' (its export Buffer) into every module that uses it as a free variable; Vite injects nothing.")
        #expect(result.facts.provided["Buffer"] == "buffer")
    }

    @Test func aProvidedMemberExpressionIsImportedUnderItsLastName() {
        // `import window.jQuery from 'jquery'` would not parse.
        let config = "const webpack = require('webpack');\nmodule.exports = { plugins: [new webpack.ProvidePlugin({ 'window.jQuery': 'jquery', 'window.Sortable': ['sortablejs', 'default'] })] };\n"
        let fixes = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-provide-plugin").map(\.fix)
        #expect(fixes == [
            "import jQuery from 'jquery' and use jQuery where `window.jQuery` is read, or assign `window.jQuery = jQuery` once in the entry for scripts that read the global.",
            "import Sortable from 'sortablejs' and use Sortable where `window.Sortable` is read, or assign `window.Sortable = Sortable` once in the entry for scripts that read the global.",
        ])
    }

    @Test func aPublicPathOtherThanTheRootIsViteBase() {
        func fixes(_ publicPath: String) -> [String] {
            let config = "module.exports = { output: { path: require('path').resolve(__dirname, 'dist'), publicPath: \(publicPath) } };\n"
            return ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("build-public-path").compactMap(\.fix)
        }
        #expect(fixes("'/'").isEmpty)
        #expect(fixes("'/static/'") == ["base: '/static/' in vite.config"])
        #expect(fixes("'https://cdn.example.com/app'") == ["base: 'https://cdn.example.com/app/' in vite.config"])
        #expect(fixes("'auto'").first?.hasPrefix("base: './'") == true)
        #expect(fixes("'static/'").first?.hasPrefix("base: '/static/' in vite.config if the page is served from the site's root") == true)
        #expect(fixes("process.env.PUBLIC_URL + '/'") == ["base: process.env.PUBLIC_URL + '/' in vite.config (with the variable renamed if it was REACT_APP_*)"])
        #expect(fixes("'./'").first?.hasPrefix("base: './' in vite.config") == true, "\(fixes("'./'"))")
        #expect(fixes("''").first?.hasPrefix("base: './' in vite.config") == true, "webpack's page-relative '' is Vite's relative base")
        #expect(fixes("process.env.NODE_ENV === 'production' ? 'auto' : '/'").first?.hasSuffix("e.g. base: './' in vite.config (Vite's relative base: asset URLs relative to the page)") == true)
        #expect(fixes("'https://cdn.example.com/x?v=1'") == ["base: 'https://cdn.example.com/x/?v=1' in vite.config"])
        // build-public-path reads run-time values itself: no "could not check" next to it.
        let config = "module.exports = { output: { publicPath: process.env.CDN + '/' } };\n"
        #expect(ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("audit-config-unresolved").isEmpty)
        #expect(fixes("'../app/'").first?.hasPrefix("base: './' in vite.config") == true)
        #expect(fixes("process.env.NODE_ENV === 'production' ? '/app/' : '/'").first?.hasSuffix("e.g. base: '/app/' in vite.config") == true,
                "\(fixes("process.env.NODE_ENV === 'production' ? '/app/' : '/'"))")
        // A template over an input is written back as it is; a method call over one is named by the input.
        #expect(fixes("`${process.env.CDN}/x/`") == ["base: `${process.env.CDN}/x/` in vite.config (with the variable renamed if it was REACT_APP_*)"])
        #expect(fixes("process.env.CDN.replace(/x/, '') + '/'") == ["base in vite.config, computed from process.env.CDN as webpack.config.js:1 computes publicPath"])
        // A run-time choice: named by what it depends on and where it is made.
        #expect(fixes("(process.env.PUBLIC_URL || '') + '/'") == ["base in vite.config, computed from process.env.PUBLIC_URL as webpack.config.js:1 computes publicPath"])
    }

    @Test func assetFileNamesAreNamedLikeChunks() {
        let config = "module.exports = { output: { filename: '[name].[contenthash].js', assetModuleFilename: 'assets/[hash][ext][query]' } };\n"
        let fixes = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("build-chunk-config").compactMap(\.fix)
        #expect(fixes.count == 2)
        #expect(fixes.last?.hasSuffix(".output.assetFileNames, e.g. 'assets/[name]-[hash][extname]'.") == true, "\(fixes)")
    }

    @Test func resolveExtensionsFixKeepsWebpacksPriorities() {
        // react-native-web: `./Button` must stay Button.web.js, not become Button.js.
        #expect(ConfigAuditor.mergedExtensions(webpack: [".web.js", ".js"]) == [".web.js", ".mjs", ".js", ".mts", ".ts", ".jsx", ".tsx", ".json"])
        #expect(ConfigAuditor.mergedExtensions(webpack: [".js", ".jsx", ".json", ".scss"]) == [".mjs", ".js", ".mts", ".ts", ".jsx", ".tsx", ".json", ".scss"])
        // Vite's own order stays (.js before .ts) where webpack's differs from it.
        #expect(ConfigAuditor.mergedExtensions(webpack: [".jsx", ".js", ".scss"]) == [".mjs", ".js", ".mts", ".ts", ".jsx", ".scss", ".tsx", ".json"])
        // webpack 5's '...' is "the defaults here", not an extension.
        let config = "module.exports = { resolve: { extensions: ['.web.js', '...'] } };\n"
        let fix = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}", "src/Button.web.js": ""]).audit().findings("wp-resolve-extensions").first?.fix ?? ""
        #expect(fix.contains("['.web.js', '.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json']") && !fix.contains("'...'"), "\(fix)")
    }

    /// Every ejected CRA config lists '.web.js' and the like (React Native Web's): without such a file, or React
    /// Native Web, nothing relies on them, and there is nothing to port.
    @Test func extensionsNoFileHasAreNothingToPort() {
        let config = "module.exports = { resolve: { extensions: ['.web.mjs', '.mjs', '.web.js', '.js', '.json', '.web.jsx', '.jsx'] } };\n"
        var files = ["webpack.config.js": config, "package.json": "{}", "src/App.jsx": ""]
        let unused = ConfigFixture(files: files).audit().findings("wp-resolve-extensions")
        #expect(unused.map { "\($0.severity.rawValue) \($0.message) | \($0.fix ?? "")" } == [
            "info resolve.extensions adds '.web.mjs', '.web.js', '.web.jsx', which Vite does not try; no file of the project has one of them, so no import relies on them. | Nothing to port; a file added later with such an extension is imported with its extension written.",
        ])
        files["src/Header.web.jsx"] = ""
        #expect(ConfigFixture(files: files).audit().findings("wp-resolve-extensions").map(\.severity) == [.autoFixable])
        files["src/Header.web.jsx"] = nil
        files["package.json"] = #"{ "dependencies": { "react-native-web": "^0.17.0" } }"#
        #expect(ConfigFixture(files: files).audit().findings("wp-resolve-extensions").map(\.severity) == [.autoFixable])
    }

    /// Every ejected CRA config maps 'react-native' to 'react-native-web': without React Native Web declared, webpack
    /// resolved nothing through it, and there is nothing to port.
    @Test func craReactNativeWebAliasWithoutTheDependencyIsNothingToPort() {
        let config = "module.exports = { resolve: { alias: { 'react-native': 'react-native-web' } } };\n"
        var files = ["webpack.config.js": config, "package.json": #"{ "dependencies": { "react": "^17.0.1" } }"#]
        #expect(ConfigFixture(files: files).audit().findings("wp-alias").map { "\($0.severity.rawValue) \($0.message) | \($0.fix ?? "")" } == [
            "info alias 'react-native' → 'react-native-web' is CRA's default for React Native Web, which the project does not depend on, so no import relies on it. | Nothing to port.",
        ])
        files["package.json"] = #"{ "dependencies": { "react": "^17.0.1", "react-native-web": "^0.17.0" } }"#
        #expect(ConfigFixture(files: files).audit().findings("wp-alias").map(\.severity) == [.autoFixable])
    }

    /// Ejected CRA's resolve.alias spreads its profiling aliases and jsconfig's aliases in: read key by key, with no
    /// unresolved row, the profiling aliases as the profiling build's only, and the aliases after them kept.
    @Test func craConditionalAliasSpreadsAreReadKeyByKey() {
        let config = """
        const isEnvProductionProfile = process.argv.includes('--profile');
        const modules = { webpackAliases: undefined };
        module.exports = { resolve: { alias: {
          'react-native': 'react-native-web',
          ...(isEnvProductionProfile && {
            'react-dom$': 'react-dom/profiling',
            'scheduler/tracing': 'scheduler/tracing-profiling',
          }),
          ...(modules.webpackAliases || {}),
          ...(isEnvProductionProfile ? { 'lodash$': 'lodash-es' } : {}),
          '@': './src',
        } } };

        """
        let files = ["webpack.config.js": config, "package.json": #"{ "dependencies": { "react": "^17.0.1" } }"#]
        let audit = ConfigFixture(files: files).audit()
        #expect(audit.findings("audit-config-unresolved").isEmpty)
        // The usual builds import react-dom as written: source rules do not resolve it to the profiling build.
        #expect(audit.facts.aliases.map(\.find) == ["react-native", "lodash", "@"])
        #expect(audit.findings("wp-alias").map { "\($0.line) \($0.severity.rawValue) \($0.message)" } == [
            "4 info alias 'react-native' → 'react-native-web' is CRA's default for React Native Web, which the project does not depend on, so no import relies on it.",
            "6 info alias 'react-dom$' → 'react-dom/profiling' is CRA's alias for profiling builds (react-scripts build --profile) only; other builds import 'react-dom' as written.",
            "7 info alias 'scheduler/tracing' → 'scheduler/tracing-profiling' is CRA's alias for profiling builds (react-scripts build --profile) only; other builds import 'scheduler/tracing' as written.",
            "10 auto-fixable alias 'lodash$' → 'lodash-es' (exact match) is set only when the config chooses to; otherwise imports of 'lodash' resolve as written. Vite does not read webpack aliases.",
            "11 auto-fixable alias '@' → './src'; Vite does not read webpack aliases, so imports of '@' fail to resolve.",
        ])
    }

    /// `config.resolve.extensions.push('.es6')` in an override appends to CRA's list: reported at the push, and the
    /// fix keeps '.es6' after the defaults, where webpack tried it.
    @Test func anExtensionPushedOntoTheGivenConfigIsReportedAtThePushAndKeepsItsPlace() {
        let overrides = """
            const { override } = require('customize-cra');
            module.exports = override(
              (config) => {
                config.resolve.extensions.push('.es6');
                return config;
              }
            );
            """
        let pushed = ConfigFixture(files: ["config-overrides.js": overrides, "package.json": "{}", "src/legacy.es6": ""]).audit().findings("wp-resolve-extensions")
        #expect(pushed.map { "\($0.line):\($0.column)" } == ["4:5"])
        #expect(pushed.first?.fix
            == "Write the extensions in the imports (Vite recommends it); otherwise resolve: { extensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json', '.es6'] }, which keeps Vite's defaults.")
        let unshifted = overrides.replacingOccurrences(of: "push", with: "unshift")
        #expect(ConfigFixture(files: ["config-overrides.js": unshifted, "package.json": "{}", "src/legacy.es6": ""]).audit().findings("wp-resolve-extensions").first?.fix
            == "Write the extensions in the imports (Vite recommends it); otherwise resolve: { extensions: ['.es6', '.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'] }, which keeps Vite's defaults.")
        // webpack 5's '...' written first: the extra follows the defaults.
        #expect(ConfigAuditor.mergedExtensions(webpack: ["...", ".es6"]) == [".mjs", ".js", ".mts", ".ts", ".jsx", ".tsx", ".json", ".es6"])
    }

    @Test func assetInlineConditionsThatDecidePerFileOrForTheWholeModule() {
        let perFile = "module.exports = { module: { rules: [{ test: /\\.png$/, type: 'asset', parser: { dataUrlCondition: (source, { filename }) => filename.includes('icons') } }] } };\n"
        let decided = ConfigFixture(files: ["webpack.config.js": perFile, "package.json": "{}"]).audit().findings("asset-inline-limit")
        #expect(decided.count == 1 && decided.first?.message.contains("decides per file") == true, "\(decided.map(\.message))")
        // `module.parser.asset` sets the limit for rules without their own parser: not webpack's 8096 default.
        let moduleWide = "module.exports = { module: { parser: { asset: { dataUrlCondition: { maxSize: 10 * 1024 } } }, rules: [{ test: /\\.png$/, type: 'asset' }] } };\n"
        let limit = ConfigFixture(files: ["webpack.config.js": moduleWide, "package.json": "{}"]).audit().findings("asset-inline-limit")
        #expect(limit.map(\.fix) == ["build: { assetsInlineLimit: 10241 }"], "\(limit.map(\.message))")
        // Each rule keeps its finding when the limit is module-wide.
        let twoRules = "module.exports = { module: { parser: { asset: { dataUrlCondition: { maxSize: 10 * 1024 } } }, rules: [{ test: /\\.png$/, type: 'asset' }, { test: /\\.gif$/, type: 'asset' }] } };\n"
        #expect(ConfigFixture(files: ["webpack.config.js": twoRules, "package.json": "{}"]).audit().findings("asset-inline-limit").count == 2)
        // Ejected CRA: one limit set when the config runs, not a per-file decision.
        let cra = "const imageInlineSizeLimit = parseInt(process.env.IMAGE_INLINE_SIZE_LIMIT || '10000');\nmodule.exports = { module: { rules: [{ test: /\\.png$/, type: 'asset', parser: { dataUrlCondition: { maxSize: imageInlineSizeLimit } } }] } };\n"
        let ejected = ConfigFixture(files: ["webpack.config.js": cra, "package.json": "{}"]).audit().findings("asset-inline-limit")
        #expect(ejected.count == 1 && ejected.first?.message.contains("a limit set when the config runs") == true, "\(ejected.map(\.message))")
    }

    @Test func webpack5AssetModulesCarryTheirInlineLimit() {
        let config = """
        module.exports = { module: { rules: [
          { test: /\\.(woff2?|ttf)$/, type: 'asset/inline' },
          { test: /\\.png$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 20 * 1024 } } },
          { test: /\\.gif$/, type: 'asset' },
          { test: /\\.jpg$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
          { test: /\\.svg$/, type: 'asset/resource' },
        ] } };
        """
        let findings = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("asset-inline-limit")
        #expect(findings.map(\.line) == [2, 3, 4], "\(findings.map(\.message))")
        // The example imports a file the rule matches, not a stock font.
        #expect(findings.first?.fix == "Import them with ?inline (import font from './font.woff2?inline') where code needs the data URL.")
        let svg = "module.exports = { module: { rules: [{ test: /\\.svg$/i, type: 'asset/inline' }] } };\n"
        #expect(ConfigFixture(files: ["webpack.config.js": svg, "package.json": "{}"]).audit().findings("asset-inline-limit").map(\.fix) == [
            "Import them with ?inline (import image from './image.svg?inline') where code needs the data URL.",
        ])
        // `20 * 1024` is a constant, not a run-time value; webpack inlined up to it, Vite only under its limit: one more.
        #expect(findings.dropFirst().first?.fix == "build: { assetsInlineLimit: 20481 }")
        #expect(findings.last?.message.contains("8096 bytes (webpack's default)") == true, "\(findings.last?.message ?? "")")
    }

    @Test func aProvidedModuleWrittenAsRequireResolveIsRead() {
        let config = "const webpack = require('webpack');\nmodule.exports = { plugins: [new webpack.ProvidePlugin({ global: require.resolve('global') })] };\n"
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.facts.provided["global"] == "global")
        #expect(result.findings("wp-provide-plugin").first?.fix?.hasPrefix("import global from 'global'") == true)
    }

    @Test func loadersWrittenAsRequireResolveAreReadLikeTheirNames() {
        // Every ejected CRA config names its loaders this way.
        let config = """
        module.exports = {
          module: {
            rules: [
              { test: /\\.css$/, use: [require.resolve('style-loader'), { loader: require.resolve('css-loader'), options: { modules: true } }] },
              { test: /\\.png$/, loader: require.resolve('url-loader'), options: { limit: 10000 } },
              { test: /\\.js$/, loader: require.resolve('babel-loader'), options: { plugins: ['babel-plugin-macros'] } },
              { test: /\\.txt$/, loader: require.resolve('./loaders/url-loader'), options: { limit: 1 } },
              { test: /\\.gif$/, loader: require.resolve('url-loader'), options: { limit: parseInt(process.env.IMAGE_INLINE_SIZE_LIMIT || '10000') } },
            ],
          },
        };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        let modules = result.findings("css-modules-by-config")
        #expect(modules.map { "\($0.file):\($0.line)" } == ["webpack.config.js:4"])
        #expect(modules.first?.message == "css-loader modules: true makes /\\.css$/ CSS Modules without the .module. naming Vite requires.")
        #expect(result.facts.cssModulesByConfig)
        // The local loader at line 7 is no url-loader, whatever its file is called.
        let limits = result.findings("asset-inline-limit")
        #expect(limits.map { "\($0.line):\($0.message)" } == [
            "5:url-loader inlines files of up to 10000 bytes; Vite inlines only files under build.assetsInlineLimit (4096 by default).",
            // Ejected CRA's limit, read when the config runs: spelled as the config writes it, not 4096 in the fix.
            "8:url-loader inlines files of up to a limit set when the config runs (parseInt(process.env.IMAGE_INLINE_SIZE_LIMIT || '10000')); Vite inlines only files under build.assetsInlineLimit (4096 bytes by default).",
        ])
        #expect(limits.last?.fix == "build: { assetsInlineLimit: parseInt(process.env.IMAGE_INLINE_SIZE_LIMIT || '10000') + 1 }")
        #expect(result.findings("babel-needed").map { "\($0.line):\($0.message.prefix(19))" } == ["6:babel-plugin-macros"])
        #expect(result.findings("audit-config-unresolved").isEmpty, "\(result.findings("audit-config-unresolved").map(\.message))")
    }

    @Test func craPresetEntriesForDependenciesAreCRAsPreset() {
        // Ejected CRA 2's loader for node_modules (18F/dsnap-registration's config/webpack.config.dev.js).
        let config = """
        module.exports = { module: { rules: [{ test: /\\.(js|mjs)$/, loader: require.resolve('babel-loader'), options: {
          babelrc: false,
          presets: [[require.resolve('babel-preset-react-app/dependencies'), { helpers: true }]],
        } }] } };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.findings("babel-needed").isEmpty, "\(result.findings("babel-needed").map(\.message))")
        #expect(result.findings("babel-redundant").map(\.line) == [3])
    }

    @Test func loaderOptionsWrittenAsTheRequestsQueryAreRead() throws {
        // webpack 1–3 configs (dvdzkwsk/react-redux-starter-kit's config/webpack.config.js) put options in the query.
        let config = """
        module.exports = { module: { loaders: [
          { test: /\\.(png|jpg)$/, loader: 'url-loader?limit=8192' },
          { test: /\\.css$/, loaders: ['style-loader', 'css-loader?modules&importLoaders=1&localIdentName=[name]__[local]', 'postcss-loader'] },
          { test: /\\.js$/, loader: 'babel-loader?{"presets":["es2015","stage-0"]}' },
          { test: /\\.jsx$/, loader: 'babel-loader?presets[]=react,presets[]=stage-1' },
        ] } };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.findings("asset-inline-limit").map { "\($0.line): \($0.fix ?? "")" } == ["2: build: { assetsInlineLimit: 8193 }"])
        #expect(result.findings("css-modules-by-config").map(\.line) == [3])
        #expect(result.findings("css-modules-generate-name").map(\.fix) == ["css: { modules: { generateScopedName: '[name]__[local]' } }"])
        #expect(result.findings("babel-needed").map { "\($0.line):\($0.message.prefix(32))" } == ["4:babel-preset-stage-0 ('stage-0')", "5:babel-preset-stage-1 ('stage-1')"])
        #expect(result.findings("babel-redundant").map(\.line) == [4, 5])
        let query = try #require(LoaderQuery.options("a=1&b&-c&d=x%2Fy&e[]=1,e[]=2", at: ConfigNode(.null, line: 3, column: 5)))
        #expect(query.rendered == "{ a: 1, b: true, c: false, d: 'x/y', e: [1, 2] }")
        #expect(query["a"]?.line == 3)
    }

    @Test func webpack1LoaderNamesWithoutTheirSuffixAreTheLoaders() {
        // dvdzkwsk/react-redux-starter-kit's config/webpack.config.js (webpack 1 added `-loader` itself).
        let config = """
        module.exports = { module: { loaders: [
          { test: /\\.(js|jsx)$/, exclude: /node_modules/, loader: 'babel', query: { presets: ['es2015', 'react', 'stage-0'] } },
          { test: /\\.(png|jpg)$/, loader: 'url?limit=8192' },
          { test: /\\.scss$/, loaders: ['style', 'css?modules', 'postcss', 'sass?sourceMap'] },
        ] } };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.findings("babel-config-present").map(\.line) == [2])
        #expect(result.findings("babel-needed").map { $0.message.prefix(32) } == ["babel-preset-stage-0 ('stage-0')"])
        #expect(result.findings("asset-inline-limit").map(\.line) == [3])
        #expect(result.findings("css-modules-by-config").map(\.line) == [4])
        #expect(ConfigAuditor.loaderName("mini-css-extract-plugin.loader") == "mini-css-extract-plugin.loader")
        #expect(ConfigAuditor.loaderName("./loaders/url-loader") == ".")
    }

    @Test func aVendorEntryIsAChunkNotAPage() {
        // dvdzkwsk/react-redux-starter-kit: `entry: { app: [APP_ENTRY], vendor: project.compiler_vendors }`.
        let config = """
        module.exports = { entry: {
          app: ['./src/main.js'],
          vendor: ['react', 'react-redux', 'redux'],
        } };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit(vite: 7)
        #expect(result.findings("html-multi-entry").isEmpty)
        #expect(result.findings("build-chunk-config").map { "\($0.line): \($0.fix ?? "")" } == [
            "3: Remove the entry; build.rollupOptions.output.manualChunks: { vendor: ['react', 'react-redux', 'redux'] } if the split matters.",
        ])
        // Two pages beside the vendor chunk are still two pages.
        let pages = config.replacingOccurrences(of: "app: ['./src/main.js'],", with: "app: './src/main.js', admin: './src/admin.js',")
        #expect(ConfigFixture(files: ["webpack.config.js": pages, "package.json": "{}"]).audit().findings("html-multi-entry").map(\.message) == [
            "entry has 2 entries (app, admin); Vite builds one HTML page per entry.",
        ])
    }

    @Test("An entry whose file only imports polyfills is a chunk the one page loads first, not a second page")
    func aPolyfillFileEntryIsNotAPage() {
        // webpack's shimming guide and many hand-rolled webpack 4 apps: `entry: { polyfills, app }` with one
        // HtmlWebpackPlugin, which injects both chunks into the same page.
        let config = """
        const HtmlWebpackPlugin = require('html-webpack-plugin');
        module.exports = {
          entry: {
            polyfills: './src/polyfills.js',
            app: './src/index.js',
          },
          plugins: [new HtmlWebpackPlugin({ template: './public/index.html' })],
        };
        """
        var files = [
            "webpack.config.js": config, "package.json": "{}", "public/index.html": "<div id=\"root\"></div>\n",
            "src/polyfills.js": "import 'core-js/stable';\nimport 'regenerator-runtime/runtime';\n",
            "src/index.js": "import { start } from './app';\nstart();\n",
        ]
        let result = ConfigFixture(files: files).audit()
        #expect(result.findings("html-multi-entry").isEmpty)
        #expect(result.findings("html-polyfill-entries").map { "\($0.line): \($0.message) | \($0.fix ?? "")" } == [
            "4: entry './src/polyfills.js' only imports polyfills ('core-js/stable', 'regenerator-runtime/runtime'); Vite targets browsers with native ES modules and adds no polyfills. | @vitejs/plugin-legacy if old browsers matter, otherwise remove the entry and './src/polyfills.js'.",
        ])
        // The page's module script is the app's entry, not the polyfills (html-entry-location's, which moves the page).
        #expect(result.findings("html-entry-location").first?.fix?.contains("src=\"/src/index.js\"") == true)
        // A file that also imports the project's own code, or runs code of its own, is a page of its own.
        for page in ["import 'core-js/stable';\nimport './legacy';\n", "import 'core-js/stable';\nimport { start } from '@acme/admin';\nstart();\n"] {
            files["src/polyfills.js"] = page
            #expect(ConfigFixture(files: files).audit().findings("html-multi-entry").map(\.message) == [
                "entry has 2 entries (polyfills, app); Vite builds one HTML page per entry.",
            ])
        }
        // require and a directive are still only imports.
        files["src/polyfills.js"] = "'use strict';\nrequire('core-js/stable');\nrequire('whatwg-fetch');\n"
        #expect(ConfigFixture(files: files).audit().findings("html-multi-entry").isEmpty)
    }

    @Test func webpack1ResolveRootAndLoaderOptionKeysAreRead() {
        // dvdzkwsk/react-redux-starter-kit's webpack 1 config; ejected CRA 2's NODE_PATH folders.
        let config = """
        const path = require('path');
        module.exports = {
          resolve: { root: path.resolve(__dirname, 'src'), modulesDirectories: ['node_modules'], extensions: ['', '.js'] },
          sassLoader: { includePaths: path.resolve(__dirname, 'src/styles') },
          postcss: [require('autoprefixer')],
        };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.findings("wp-resolve-modules").map(\.message) == [
            "resolve.root includes 'src', so bare imports like 'components/Button' resolve from src/; Vite resolves bare specifiers from node_modules only.",
        ])
        #expect(result.findings("css-node-sass").map(\.line) == [4])
        #expect(result.findings("css-postcss-config").map(\.line) == [5])
        let computed = """
        const path = require('path');
        const project = require('./project.config');
        module.exports = { resolve: {
          root: project.paths.client(),
          modules: ['node_modules'].concat(process.env.NODE_PATH.split(path.delimiter).filter(Boolean)),
        } };
        """
        let unresolved = ConfigFixture(files: ["webpack.config.js": computed, "package.json": "{}"]).audit().findings("audit-config-unresolved")
        #expect(unresolved.map { "\($0.line): \($0.message)" } == [
            "4: resolve.root entry `require('./project.config').paths.client()` is not statically resolvable; bare imports may resolve from the folders it names.",
            "5: resolve.modules adds the folders NODE_PATH names when webpack runs; Vite ignores NODE_PATH, so bare imports that relied on it fail.",
        ])
    }

    @Test func theProjectsOwnNodeModulesWrittenAsAPathIsNoAppFolder() {
        // Ejected CRA 1 (0xcaff/wordsearch's config/webpack.config.dev.js): `modules: ['node_modules', paths.appNodeModules]`.
        let config = "const path = require('path');\nmodule.exports = { resolve: { modules: ['node_modules', path.resolve(__dirname, 'node_modules'), path.resolve(__dirname, 'src')] } };\n"
        let findings = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-resolve-modules")
        #expect(findings.map(\.message) == ["resolve.modules includes 'src', so bare imports like 'components/Button' resolve from src/; Vite resolves bare specifiers from node_modules only."])
    }

    @Test func aLoaderOrRuleTheAuditCannotReadIsSaidAtItsLine() {
        let config = """
        module.exports = {
          module: {
            rules: [
              { test: /\\.css$/, use: [{ loader: require.resolve(process.env.CSS_LOADER), options: { modules: true } }] },
              { test: /\\.svg$/, use: makeSvgLoader() },
              makeRule(),
              false,
            ],
          },
        };
        """
        let unresolved = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("audit-config-unresolved")
        #expect(unresolved.map { "\($0.line):\($0.message)" } == [
            "4:the loader `require.resolve(process.env.CSS_LOADER)` is not statically resolvable; the loader rules (css-loader modules, url-loader limits, babel-loader options) could not check it.",
            "5:the loader `makeSvgLoader()` is not statically resolvable; the loader rules (css-loader modules, url-loader limits, babel-loader options) could not check it.",
            "6:the module rule `makeRule()` is not statically resolvable; the loader rules (css-loader modules, url-loader limits, babel-loader options) could not check it.",
        ])
    }

    @Test("webpack's own programs (a vendored webpack/lib/webpack.js, webpack-cli.js) are not configurations")
    func webpacksOwnProgramsAreNotConfigurations() {
        let program = "const webpack = (options, callback) => { return new Compiler(options); };\nmodule.exports = webpack;\n"
        let files = ["package.json": "{}", "vendor/webpack/lib/webpack.js": program, "tools/webpack-cli.js": program, "webpack.prod.js": "module.exports = { mode: 'production' };\n"]
        let result = ConfigFixture(files: files).audit()
        #expect(result.configFiles == ["webpack.prod.js"], "\(result.configFiles)")
        #expect(ConfigAuditor.isWebpackConfig("webpack.config.js") && ConfigAuditor.isWebpackConfig("build/webpack-dev.config.js"))
        #expect(!ConfigAuditor.isWebpackConfig("types/webpack.d.ts"))
    }

    @Test("A DefinePlugin key vite.config's define declares has moved: only the others are reported")
    func defineKeysViteDeclaresHaveMoved() {
        let webpack = """
            const webpack = require('webpack');
            module.exports = { plugins: [new webpack.DefinePlugin({
              __DEV__: true, 'process.env.API_URL': JSON.stringify('x'), FEATURE_FLAGS: '{}',
            }), new webpack.DefinePlugin({ 'process.env': { A: '1', B: '2' } })] };
            """
        let vite = "export default { define: { __DEV__: 'true', 'process.env.API_URL': '\"x\"', 'process.env.A': '1' } };\n"
        let result = ConfigFixture(files: ["webpack.config.js": webpack, "vite.config.js": vite, "package.json": "{}"]).audit()
        let findings = result.findings("env-define-plugin")
        #expect(findings.map(\.message) == [
            "DefinePlugin defines FEATURE_FLAGS; nothing defines it under Vite, so code reading it gets a ReferenceError.",
            "DefinePlugin defines the whole process.env object (CRA style); Vite defines only listed keys, so `process.env.X` reads and destructuring of process.env break.",
        ], "\(findings.map(\.message))")
        #expect(findings.last?.fix == "define: { 'process.env.B': … } in vite.config, or import.meta.env.VITE_*")
    }

    @Test func webpackConfigsThatScriptsNameAreReadWhateverTheirNames() {
        let manifest = #"""
        { "scripts": {
          "start": "webpack-dev-server --config build/dev.js",
          "build": "cross-env NODE_ENV=production webpack --config=\"tools/prod.js\"",
          "serve": "webpack serve -c ./tools/serve.js && webpack --config missing.js" } }
        """#
        let config = "const path = require('path');\nmodule.exports = { resolve: { alias: { '@': path.resolve(__dirname, '../src') } } };\n"
        let files = ["package.json": manifest, "build/dev.js": config, "tools/prod.js": config, "tools/serve.js": config, "tools/other.js": config]
        let result = ConfigFixture(files: files).audit()
        #expect(result.findings("wp-alias").map { "\($0.file):\($0.line) \($0.message)" } == [
            "build/dev.js:2 alias '@' → 'src'; Vite does not read webpack aliases, so imports of '@' fail to resolve.",
            "tools/prod.js:2 alias '@' → 'src'; Vite does not read webpack aliases, so imports of '@' fail to resolve.",
            "tools/serve.js:2 alias '@' → 'src'; Vite does not read webpack aliases, so imports of '@' fail to resolve.",
        ])
        #expect(result.configFiles.contains("tools/prod.js") && !result.configFiles.contains("tools/other.js"))
        #expect(result.facts.configurationFiles == ["build/dev.js", "tools/prod.js", "tools/serve.js"])
        #expect(ConfigAuditor.webpackConfigs(inScript: "node node_modules/webpack/bin/webpack.js -c 'a b/c.js' --mode production; jest --config jest.js") == ["a b/c.js"])
    }

    @Test func aProvidedProcessIsNotImportedForItsEnvReads() {
        // process/browser's env is {}: importing it where process.env is read would break the env rules' fix.
        let config = "const webpack = require('webpack');\nmodule.exports = { plugins: [new webpack.ProvidePlugin({ process: 'process/browser' })] };\n"
        let fix = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-provide-plugin").first?.fix ?? ""
        #expect(fix.hasPrefix("import process from 'process/browser' in each file that uses process otherwise than through process.env"), "\(fix)")
        #expect(fix.contains("import.meta.env"))
    }

    @Test("css-loader's class-name convention keeps its own name in Vite's setting", arguments: [
        ("modules: { exportLocalsConvention: 'camelCaseOnly' }", "css: { modules: { localsConvention: 'camelCaseOnly' } }" as String?),
        ("modules: true, localsConvention: 'dashes'", "css: { modules: { localsConvention: 'dashes' } }"),
        ("modules: true, camelCase: true", "css: { modules: { localsConvention: 'camelCase' } }"),
        ("modules: true, camelCase: 'only'", "css: { modules: { localsConvention: 'camelCaseOnly' } }"),
        ("modules: { exportLocalsConvention: (name) => name.toUpperCase() }",
         "css: { modules: { localsConvention: <the same function> } } (Vite passes the class name first, as css-loader does)"),
        ("modules: { exportLocalsConvention: 'asIs' }", nil),
        // css-loader 7 spells them in kebab case.
        ("modules: { exportLocalsConvention: 'camel-case-only' }", "css: { modules: { localsConvention: 'camelCaseOnly' } }"),
        ("modules: { exportLocalsConvention: 'camel-case' }", "css: { modules: { localsConvention: 'camelCase' } }"),
        ("modules: { exportLocalsConvention: 'dashes-only' }", "css: { modules: { localsConvention: 'dashesOnly' } }"),
        ("modules: { exportLocalsConvention: 'as-is' }", nil),
        ("modules: true, camelCase: false", nil),
    ])
    func cssLocalsConventionCarriesOver(options: String, fix: String?) {
        let config = "module.exports = { module: { rules: [{ test: /\\.module\\.css$/, use: ['style-loader', { loader: 'css-loader', options: { \(options) } }] }] } };\n"
        let findings = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("css-modules-locals-convention")
        #expect(findings.map(\.fix) == (fix.map { [$0] } ?? []), "\(options)")
    }

    @Test func aConventionChosenWhenTheConfigRunsIsForTheTeamToPick() {
        let config = "const dev = process.env.X;\nmodule.exports = { module: { rules: [{ test: /\\.css$/, use: [{ loader: 'css-loader', options: { modules: { exportLocalsConvention: dev ? 'camelCase' : 'dashes' } } }] }] } };\n"
        let findings = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("css-modules-locals-convention")
        #expect(findings.map(\.severity) == [.manualFix])
    }

    /// A modules rule limited by include/exclude (its own or a parent's): only the stylesheets they let through are
    /// modules; the others are plain CSS, and nothing tells their imports to rename them.
    @Test func cssModulesLimitedByIncludeOrExcludeCoverOnlyTheFilesTheyLetThrough() {
        func audit(_ rule: String) -> ConfigAuditResult {
            let config = "const path = require('path');\nconst modules = ['style-loader', { loader: 'css-loader', options: { modules: true } }];\nmodule.exports = { module: { rules: [\(rule)] } };\n"
            let files = ["webpack.config.js": config, "package.json": "{}", "src/legacy/old.css": "", "src/legacy/new.module.css": "", "src/app.css": "", "src/legacy-x/b.css": "", "node_modules/x/y.css": ""]
            return ConfigFixture(files: files).audit()
        }
        let legacy = ["src/legacy-x/b.css": "b.module.css", "src/legacy/old.css": "old.module.css"]
        for rule in [
            // A string is a path prefix, as webpack's startsWith reads it (src/legacy-x too).
            "{ test: /\\.css$/, include: path.resolve(__dirname, 'src/legacy'), use: modules }",
            "{ test: /\\.css$/, include: [path.join(__dirname, 'src', 'legacy'), /nowhere/], use: modules }",
            "{ test: /\\.css$/, exclude: [/node_modules/, /src\\/app/], use: modules }",
            // A parent's include holds for the rules in its oneOf, with the parent's test.
            "{ test: /\\.css$/, include: /legacy/, oneOf: [{ resourceQuery: /raw/, type: 'asset/source' }, { use: modules }] }",
        ] {
            let result = audit(rule)
            #expect(!result.facts.cssModulesByConfig, "\(rule)")
            #expect(result.facts.cssModuleFiles == legacy, "\(rule)")
            #expect(result.findings("css-modules-by-config").map(\.fix) == ["Rename src/legacy-x/b.css to b.module.css (and the others likewise) and update the imports."], "\(rule)")
        }
        #expect(audit("{ test: /\\.css$/, include: /legacy\\//, use: modules }").findings("css-modules-by-config").map(\.message) == [
            "css-loader modules: true (in a rule limited by include/exclude) makes src/legacy/old.css CSS Modules without the .module. naming Vite requires.",
        ])
        // A folder holding only *.module.* names: nothing to rename, and no other stylesheet is a module.
        let named = audit("{ test: /\\.css$/, include: /new\\.module/, use: modules }")
        #expect(named.findings("css-modules-by-config").isEmpty && !named.facts.cssModulesByConfig && named.facts.cssModuleFiles.isEmpty)
        // Conditions that leave none of the project's stylesheets out, or that are not read here: every one is a module.
        for rule in [
            "{ test: /\\.css$/, exclude: /node_modules/, use: modules }",
            "{ test: /\\.css$/, include: path.resolve(__dirname, 'src'), use: modules }",
            "{ test: /\\.css$/, include: (file) => file.includes('legacy'), use: modules }",
            "{ test: /\\.css$/, include: { and: [/src/] }, use: modules }",
            "{ test: /\\.css$/, include: '/home/me/app/src/legacy', use: modules }",
        ] {
            let result = audit(rule)
            #expect(result.facts.cssModulesByConfig && result.facts.cssModuleFiles.isEmpty, "\(rule)")
            #expect(result.findings("css-modules-by-config").map(\.fix) == ["Rename those files to *.module.css and update the imports."], "\(rule)")
        }
        // modules.auto within a rule limited to src/legacy: only the files both let through.
        let auto = audit("{ test: /\\.css$/, include: path.resolve(__dirname, 'src/legacy'), use: [{ loader: 'css-loader', options: { modules: { auto: /\\.css$/ } } }] }")
        #expect(auto.facts.cssModuleFiles == legacy)
    }

    /// `modules: 'global'` is no "every stylesheet is a module" (its classes stay global), but the source rules need
    /// to know the files it covers: their `:local` classes are exports.
    @Test func cssModulesGlobalModeIsRecordedForTheExtensionsItsRuleTests() {
        func facts(_ modules: String) -> ConfigFacts {
            let config = "module.exports = { module: { rules: [{ test: /\\.scss$/, use: ['style-loader', { loader: 'css-loader', options: { modules: \(modules) } }, 'sass-loader'] }] } };\n"
            return ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().facts
        }
        for modules in ["'global'", "{ mode: 'global', localIdentName: '[local]' }"] {
            #expect(facts(modules).cssGlobalModeExtensions == ["scss"], "\(modules)")
            #expect(!facts(modules).cssModulesByConfig, "\(modules)")
        }
        for modules in ["true", "'local'", "{ mode: 'icss' }"] { #expect(facts(modules).cssGlobalModeExtensions.isEmpty, "\(modules)") }
    }

    @Test func cssModulesAutoMakesOnlyTheFilesItMatchesModules() {
        func audit(_ modules: String) -> ConfigAuditResult {
            let config = "module.exports = { module: { rules: [{ test: /\\.s?css$/, use: ['style-loader', { loader: 'css-loader', options: { modules: \(modules) } }] }] } };\n"
            let files = ["webpack.config.js": config, "package.json": "{}", "src/a.css": "", "src/b.module.css": "", "src/btn.m.scss": "", "src/theme.dark.scss": "", "node_modules/x/y.m.css": ""]
            return ConfigFixture(files: files).audit()
        }
        // Vite's own naming: nothing to rename. ICSS only (ejected CRA 4/5's rule for plain stylesheets): no module either.
        for modules in ["{ auto: /\\.module\\.css$/ }", "{ auto: true }", "{ auto: false }", "{ compileType: 'icss' }", "{ mode: 'icss' }", "'icss'"] {
            let result = audit(modules)
            #expect(result.findings("css-modules-by-config").isEmpty, "\(modules)")
            #expect(!result.facts.cssModulesByConfig && result.facts.cssModuleFiles.isEmpty, "\(modules)")
        }
        let marked = audit("{ auto: /\\.(module|m)\\.s?css$/ }")
        #expect(marked.facts.cssModuleFiles == ["src/btn.m.scss": "btn.module.scss"])
        #expect(!marked.facts.cssModulesByConfig)
        #expect(marked.findings("css-modules-by-config").map(\.message) == [
            "css-loader modules.auto /\\.(module|m)\\.s?css$/ makes src/btn.m.scss CSS Modules without the .module. naming Vite requires.",
        ])
        #expect(marked.findings("css-modules-by-config").map(\.fix) == ["Rename src/btn.m.scss to btn.module.scss and update the imports."])
        // A pattern that also matches names without a marker: `.module` goes before the extension.
        #expect(audit("{ auto: /\\.s?css$/i }").facts.cssModuleFiles == ["src/a.css": "a.module.css", "src/btn.m.scss": "btn.m.module.scss", "src/theme.dark.scss": "theme.dark.module.scss"])
        // A function decides per file: one manual finding at it, and no stylesheet reported as a module.
        let decided = audit("{ auto: (path) => path.includes('components') }")
        #expect(!decided.facts.cssModulesByConfig && decided.facts.cssModuleFiles.isEmpty)
        #expect(decided.findings("css-modules-by-config").map(\.severity) == [.manualFix])
        // Without auto (or with an undefined/null one, which css-loader reads alike), every matched stylesheet is a module.
        for modules in ["true", "{ mode: 'local' }", "{ auto: undefined }", "{ auto: null }", "{ mode: (resourcePath) => 'local' }"] {
            let result = audit(modules)
            #expect(result.facts.cssModulesByConfig, "\(modules)")
            #expect(result.findings("css-modules-by-config").count == 1, "\(modules)")
        }
    }

    @Test func cssModulesCoverTheStyleExtensionsTheirRuleTests() {
        func extensions(_ test: String) -> Set<String> {
            let config = "module.exports = { module: { rules: [{ test: \(test), use: ['style-loader', { loader: 'css-loader', options: { modules: true } }, 'sass-loader'] }, { test: /\\.less$/, use: ['style-loader', 'css-loader', 'less-loader'] }] } };\n"
            let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
            #expect(result.facts.cssModulesByConfig, "\(test)")
            return result.facts.cssModuleExtensions
        }
        #expect(extensions("/\\.scss$/") == ["scss"])
        #expect(extensions("/\\.(sa|sc|c)ss$/") == ["sass", "scss", "css"])
        #expect(extensions("/\\.s[ac]ss$/i") == ["sass", "scss"])
        #expect(extensions("[/\\.css$/, /\\.styl$/]") == ["css", "styl"])
        // A test not read here (a function): every stylesheet may be one.
        #expect(extensions("(file) => file.endsWith('.css')") == ConfigAuditor.styleExtensions)
        // The fix names the files of the rule's own type.
        let less = "module.exports = { module: { rules: [{ test: /\\.less$/, use: ['style-loader', { loader: 'css-loader', options: { modules: true } }, 'less-loader'] }] } };\n"
        #expect(ConfigFixture(files: ["webpack.config.js": less, "package.json": "{}"]).audit().findings("css-modules-by-config").map(\.fix)
            == ["Rename those files to *.module.less and update the imports."])
        let sass = less.replacingOccurrences(of: "/\\.less$/", with: "/\\.(sa|sc|c)ss$/")
        #expect(ConfigFixture(files: ["webpack.config.js": sass, "package.json": "{}"]).audit().findings("css-modules-by-config").map(\.fix)
            == ["Rename those files to *.module.css, *.module.scss or *.module.sass and update the imports."])
    }

    /// A `oneOf`/`rules` entry with no test of its own sees only the files its parent's test matched (the
    /// hand-written split of one `.scss` rule into a modules branch for components and a plain one).
    @Test func cssModulesInANestedRuleCoverTheParentRulesTest() {
        let config = """
            module.exports = { module: { rules: [
              { test: /\\.scss$/, oneOf: [
                { include: /components/, use: ['style-loader', { loader: 'css-loader', options: { modules: true } }, 'sass-loader'] },
                { use: ['style-loader', 'css-loader', 'sass-loader'] },
              ] },
              { test: /\\.css$/, use: ['style-loader', 'css-loader'] },
            ] } };

            """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.facts.cssModuleExtensions == ["scss"])
        #expect(result.findings("css-modules-by-config").map(\.message)
            == ["css-loader modules: true makes /\\.scss$/ CSS Modules without the .module. naming Vite requires."])
        #expect(result.findings("css-modules-by-config").map(\.fix) == ["Rename those files to *.module.scss and update the imports."])
    }

    /// react-boilerplate 3: internals/webpack/webpack.dev.babel.js passes its settings to the function that
    /// webpack.base.babel.js exports. The options are the configuration they become; the base file is audited alone.
    @Test func optionsPassedToAnotherConfigFilesFunctionAreAudited() {
        let base = """
            const path = require('path');
            module.exports = (options) => ({
              entry: options.entry,
              output: Object.assign({ path: path.resolve(process.cwd(), 'build'), publicPath: '/' }, options.output),
              resolve: { modules: ['app', 'node_modules'] },
            });
            """
        let dev = """
            const path = require('path');
            module.exports = require('./webpack.base.babel')({
              entry: [
                'webpack-hot-middleware/client?reload=true',
                path.join(process.cwd(), 'app/app.js'),
              ],
              output: { filename: '[name].js', chunkFilename: '[name].chunk.js' },
              devtool: 'inline-source-map',
            });
            """
        let result = ConfigFixture(files: [
            "internals/webpack/webpack.base.babel.js": base, "internals/webpack/webpack.dev.babel.js": dev, "package.json": "{}",
        ]).audit()
        #expect(result.facts.entries == ["app/app.js"])
        let devFindings = result.findings.filter { $0.file == "internals/webpack/webpack.dev.babel.js" }
        #expect(devFindings.map(\.ruleId) == ["build-chunk-config", "build-chunk-config"], "\(devFindings.map(\.message))")
        #expect(result.findings("wp-resolve-modules").map(\.file) == ["internals/webpack/webpack.base.babel.js"])
    }

    /// react-slingshot's src/webpack-public-path.js is app code, not a configuration that "exports nothing".
    @Test func aPublicPathFileIsNoWebpackConfig() {
        #expect(!ConfigAuditor.isWebpackConfig("src/webpack-public-path.js"))
        #expect(!ConfigAuditor.isWebpackConfig("webpackPublicPath.js"))
        #expect(ConfigAuditor.isWebpackConfig("webpack-dev.config.js"))
        let code = "__webpack_public_path__ = window.location.protocol + '//' + window.location.host + '/';"
        let result = ConfigFixture(files: ["src/webpack-public-path.js": code, "package.json": "{}"]).audit()
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
    }

    @Test func aProjectModulesFunctionIsNamedByItsPath() {
        let config = "module.exports = require('./tools/make.config')({ mode: 'production' });"
        let found = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("audit-config-unresolved")
        #expect(found.map(\.message) == ["the function exported by './tools/make.config' is not statically resolvable: the audit does not model this helper, so what it changes in the webpack config was not checked."], "\(found.map(\.message))")
        #expect(found.map(\.fix) == ["Review what './tools/make.config' does and port it to vite.config by hand."])
    }

    /// webpack 1's names for resolve.modules, from a real react-redux-universal-hot-example webpack/dev.config.js
    /// (`modulesDirectories`) and react-redux-starter-kit's webpack 1 config (`root`).
    @Test func webpack1ModuleFoldersAreResolveModulesToo() {
        let config = """
        var path = require('path');
        module.exports = {
          resolve: {
            root: path.resolve(__dirname, 'client'),
            modulesDirectories: [
              'src',
              'node_modules'
            ],
            extensions: ['', '.json', '.js']
          }
        };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        let found = result.findings("wp-resolve-modules")
        #expect(found.map(\.message) == [
            "resolve.root includes 'client', so bare imports like 'components/Button' resolve from client/; Vite resolves bare specifiers from node_modules only.",
            "resolve.modulesDirectories includes 'src', so bare imports like 'components/Button' resolve from src/; Vite resolves bare specifiers from node_modules only.",
        ], "\(found.map(\.message))")
        #expect(found.map(\.line) == [4, 6])
        #expect(result.facts.resolveModules == ["client", "src"])
    }

    @Test func parsingLoadersAreRecordedByExtension() {
        let config = """
        module.exports = { module: { rules: [
          { test: /\\.hbs$/, loader: 'handlebars-loader' },
          { test: /\\.(csv|TSV)$/i, use: ['csv-loader'] },
          { test: /\\.ya?ml$/, use: [{ loader: 'xml-loader' }] },
          { test: /\\.png$/, loader: 'file-loader' },
        ] } };
        """
        let facts = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().facts
        #expect(facts.loaderExtensions == ["hbs": "handlebars-loader", "csv": "csv-loader", "tsv": "csv-loader", "yaml": "xml-loader", "yml": "xml-loader"])
    }

    @Test func urlAndTextLoadersAreRecordedByExtension() {
        let config = """
        module.exports = { module: { rules: [
          { test: /\\.(md|pdf)$/, use: 'file-loader' },
          { test: /\\.txt$/, use: 'raw-loader' },
          { test: /\\.md$/, use: 'raw-loader' },
          { exclude: [/\\.(js|mjs|jsx|ts|tsx)$/, /\\.html$/, /\\.json$/], loader: 'file-loader' },
        ] } };
        """
        let facts = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().facts
        // The catch-all rule takes the text types its excludes leave: not .html.
        #expect(facts.assetLoaderExtensions == [
            "md": "file-loader", "pdf": "file-loader", "txt": "raw-loader", "markdown": "file-loader", "htm": "file-loader", "glsl": "file-loader",
            "vert": "file-loader", "frag": "file-loader", "vs": "file-loader", "fs": "file-loader", "wgsl": "file-loader", "graphql": "file-loader",
            "gql": "file-loader", "yaml": "file-loader", "yml": "file-loader",
        ])
    }

    @Test func everyWebpackSettingBecomesAFindingWithItsLocation() {
        let result = ConfigFixture(files: ["webpack.config.js": Self.webpackConfig, "package.json": "{}", "src/legacy.es6": ""]).audit()
        #expect(result.findings("html-multi-entry").count == 1)
        #expect(result.findings("html-polyfill-entries").first?.line == 6)
        #expect(result.findings("build-outdir").first?.message == "webpack writes the build to 'public/build'; Vite writes to 'dist' unless told otherwise.")
        #expect(result.findings("build-chunk-config").count == 3)
        let aliases = result.findings("wp-alias")
        #expect(aliases.count == 2)
        #expect(aliases.contains { $0.fix == "resolve: { alias: [{ find: /^config$/, replacement: path.resolve(__dirname, 'src/config.js') }] }" })
        #expect(result.findings("wp-react-hot-loader").count == 1)
        #expect(result.findings("wp-resolve-modules").first?.message.hasPrefix("resolve.modules includes 'src'") == true)
        #expect(result.findings("wp-resolve-extensions").first?.message.contains("'.es6'") == true)
        // Setting resolve.extensions replaces Vite's defaults: the fix keeps them and adds only what webpack added.
        #expect(result.findings("wp-resolve-extensions").first?.fix
            == "Write the extensions in the imports (Vite recommends it); otherwise resolve: { extensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.es6', '.tsx', '.json'] }, which keeps Vite's defaults.")
        #expect(result.findings("babel-redundant").count == 1)
        #expect(result.findings("babel-needed").first?.message.hasPrefix("react-hot-loader/babel") == true)
        #expect(result.findings("css-modules-by-config").count == 1)
        #expect(result.findings("css-modules-generate-name").count == 1)
        #expect(result.findings("css-node-sass").count == 1)
        #expect(result.findings("wp-worker-loader").count == 1)
        #expect(result.findings("asset-inline-limit").first?.fix == "build: { assetsInlineLimit: 8193 }")
        let defines = result.findings("env-define-plugin")
        #expect(defines.map(\.line) == [23, 23])
        #expect(result.facts.defineKeys == ["__DEV__", "process.env.API_URL"])
        #expect(result.facts.provided == ["$": "jquery", "jQuery": "jquery"])
        #expect(result.facts.environmentKeys == ["SENTRY_DSN"])
        #expect(result.findings("wp-provide-plugin").count == 2)
        #expect(result.findings("env-other-prefix").count == 1)
        #expect(result.findings("wp-html-plugin").first?.message.contains("from ./src/index.ejs") == true)
        #expect(result.findings("wp-copy-plugin").count == 1)
        #expect(result.findings("wp-ignore-context-plugins").count == 1)
        // Under Vite moment's ES build bundles no locale, and moment/locale/x registers on the CommonJS copy (moment#5926).
        #expect(result.findings("wp-ignore-context-plugins").first?.fix == "Remove the plugin; import each locale the app uses from the ES build's folder, 'moment/dist/locale/<name>' (moment 2.25 and later; "
            + "'moment/src/locale/<name>' before): 'moment/locale/<name>' registers on moment's CommonJS copy under Vite, not on the one the app imports.")
        #expect(result.findings("wp-ignore-context-plugins").first?.message.hasSuffix("decides which of moment's locales webpack bundles; Vite has no equivalent, and it resolves 'moment' to its ES build (\"jsnext:main\"), which bundles no locale by itself.") == true)
        let other = ConfigFixture(files: ["webpack.config.js": "const webpack = require('webpack');\nmodule.exports = { plugins: [new webpack.IgnorePlugin(/^\\.\\/fixtures$/)] };\n", "package.json": "{}"]).audit()
        #expect(other.findings("wp-ignore-context-plugins").first?.fix == "Import only what is needed, or a Rolldown plugin.")
        #expect(result.findings("wp-node-polyfill-config").count == 1)
        let devServer = result.findings("wp-dev-server")
        // No changeOrigin written: webpack-dev-server sent the browser's Host header, and Vite's object form does too.
        #expect(devServer.contains { $0.fix == "server: { proxy: { '/api': { target: 'http://localhost:8080', rewrite: (path) => path.replace(/^\\/api/, '') } } }" })
        #expect(devServer.contains { $0.severity == .manualFix && $0.message.contains("devServer.before") })
        #expect(result.findings("wp-externals").first?.message.contains("'jquery'") == true)
        #expect(result.facts.aliases.map(\.find) == ["@", "react-dom", "config"])
        #expect(result.facts.aliases.map(\.isPackage) == [false, true, false])
        #expect(result.facts.resolveModules == ["src"])
        #expect(result.facts.entries == ["src/admin.js", "src/index.js"])
        // env.API is only known when the config runs: reported, not dropped.
        #expect(result.findings("audit-config-unresolved").contains { $0.line == 23 })
        #expect(result.configFiles.contains("webpack.config.js"))
    }

    @Test func theLessLoaderHelperOfCustomizeCRA1IsAddLessLoader() {
        // younsiktech/antd-react-typescript's config-overrides.js.
        let overrides = """
        const {override} = require('customize-cra');
        const addLessLoader = require('customize-cra-less-loader');
        module.exports = override(
            addLessLoader({ lessLoaderOptions: { lessOptions: { javascriptEnabled: true } } }),
        );
        """
        let result = ConfigFixture(files: ["config-overrides.js": overrides, "package.json": "{}"]).audit()
        #expect(result.findings("css-less-options").map(\.fix) == ["css: { preprocessorOptions: { less: { javascriptEnabled: true } } } (install `less`)."])
        #expect(result.findings("audit-config-unresolved").isEmpty)
    }

    @Test func rewirePackagesGivenToOverrideAreHelpers() {
        // younsiktech/antd-react-typescript's config-overrides.js passes react-app-rewire-hot-loader as it is.
        let overrides = """
        const {override} = require('customize-cra');
        const rewireReactHotLoader = require('react-app-rewire-hot-loader');
        const rewireOther = require('react-app-rewire-other');
        module.exports = override(
            rewireReactHotLoader,
            rewireOther,
        );
        """
        let result = ConfigFixture(files: ["config-overrides.js": overrides, "package.json": "{}"]).audit()
        #expect(result.findings("wp-react-hot-loader").map(\.line) == [5])
        #expect(result.findings("audit-config-unresolved").map(\.message) == [
            "react-app-rewire-other is not statically resolvable: the audit does not model this helper, so what it changes in the webpack config was not checked.",
        ])
    }

    @Test func rewiredPathsMoveTheBuildFolderAndThePublicPath() {
        // viewweiwu/arknights-react's config-overrides.js: the build goes to dist/, Vite's own folder.
        let overrides = """
        const { override, addWebpackAlias } = require('customize-cra');
        const path = require('path')
        module.exports = {
          paths: function (paths) {
            paths.publicUrlOrPath = './'
            paths.appBuild = path.resolve(__dirname, 'dist')
            return paths
          },
          webpack: override(addWebpackAlias({ '@': path.resolve(__dirname, 'src') })),
        };
        """
        let manifest = #"{ "dependencies": { "react-scripts": "5.0.1" }, "devDependencies": { "react-app-rewired": "^2.1.5" } }"#
        let result = ConfigFixture(files: ["config-overrides.js": overrides, "package.json": manifest]).audit()
        #expect(result.findings("build-outdir").isEmpty, "\(result.findings("build-outdir").map(\.message))")
        #expect(result.findings("build-public-path").map { "\($0.line): \($0.message)" } == [
            "5: paths.publicUrlOrPath './' serves the chunks and assets from there; Vite builds for base '/' unless told otherwise.",
        ])
        // Another folder is Vite's outDir, said where the override sets it.
        let elsewhere = ConfigFixture(files: ["config-overrides.js": overrides.replacingOccurrences(of: "'dist'", with: "'www'"), "package.json": manifest]).audit()
        #expect(elsewhere.findings("build-outdir").map { "\($0.file):\($0.line): \($0.fix ?? "")" } == [
            "config-overrides.js:6: build: { outDir: 'www' } in vite.config, or update deploy scripts to dist/.",
        ])
    }

    @Test func aNullMergeArgumentIsNothing() {
        // turisap/life-graph's webpack.config.js: `webpackMerge({…}, modeConfig(mode), presets ? presetConfig({ mode, presets }) : null)`.
        let config = """
        const webpackMerge = require('webpack-merge');
        const presetConfig = require('./build-utils/loadPresets');
        module.exports = ({ mode, presets } = { mode: 'production', presets: [] }) => {
          return webpackMerge({ mode, entry: './src/index.tsx' }, presets ? presetConfig({ mode, presets }) : null);
        };
        """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(!result.findings("audit-config-unresolved").contains { $0.message.contains("the export is null") }, "\(result.findings("audit-config-unresolved").map(\.message))")
    }

    @Test func aModuleRequiredByARunTimeNameIsNoHelper() {
        // turisap/life-graph: `const modeConfig = mode => require(`./build-utils/webpack.${mode}`)(mode);`.
        let config = """
        const webpackMerge = require('webpack-merge');
        const modeConfig = mode => require(`./build-utils/webpack.${mode}`)(mode);
        module.exports = ({ mode } = { mode: 'production' }) => webpackMerge({ mode }, modeConfig(mode));
        """
        let messages = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("audit-config-unresolved").map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("loads a module whose name is only known when the config runs, so what it adds to the webpack config was not checked here.") == true, "\(messages)")
    }

    @Test func cracosHotReloadPluginIsReactHotLoaderWiring() {
        // stevex2012/resouceUI's craco.config.js.
        let craco = "const reactHotReloadPlugin = require('craco-plugin-react-hot-reload');\nmodule.exports = {\n  plugins: [\n    { plugin: reactHotReloadPlugin },\n  ],\n};\n"
        let findings = ConfigFixture(files: ["craco.config.js": craco, "package.json": "{}"]).audit().findings("wp-react-hot-loader")
        #expect(findings.map { "\($0.line): \($0.message)" } == ["4: craco-plugin-react-hot-reload wires react-hot-loader into CRA's build; @vitejs/plugin-react provides Fast Refresh."])
    }

    /// `getLocalIdent` names the classes as `localIdentName` does (ejected CRA's getCSSModuleLocalIdent, or a function
    /// keeping names global); Vite's generateScopedName function takes other arguments.
    @Test func getLocalIdentShapesClassNamesToo() {
        for options in ["{ modules: { getLocalIdent: (context, identName, localName) => localName } }", "{ modules: true, getLocalIdent: getCSSModuleLocalIdent }"] {
            let config = "const getCSSModuleLocalIdent = require('react-dev-utils/getCSSModuleLocalIdent');\nmodule.exports = { module: { rules: [{ test: /\\.module\\.css$/, use: ['style-loader', { loader: 'css-loader', options: \(options) }] }] } };\n"
            let findings = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("css-modules-generate-name")
            #expect(findings.map(\.line) == [2], "\(options)")
            #expect(findings.first?.fix == "css: { modules: { generateScopedName: (name, filename, css) => … } }, the same names from Vite's arguments (the class name, the file's path, its CSS), not css-loader's (loader context, localIdentName, class name)", "\(options)")
        }
    }

    /// craco's `style.modules.localIdentName` is written only into the css-loaders whose `modules` is already on (CRA's
    /// `*.module.css` rules): it names classes, and makes no other stylesheet a module.
    @Test func cracoStyleModulesNamesClassesOnly() {
        let craco = "module.exports = {\n  style: { modules: { localIdentName: '[name]__[local]' } },\n};\n"
        let result = ConfigFixture(files: ["craco.config.js": craco, "package.json": "{}"]).audit()
        #expect(!result.facts.cssModulesByConfig)
        #expect(result.findings("css-modules-by-config").isEmpty)
        #expect(result.findings("css-modules-generate-name").map(\.fix) == ["css: { modules: { generateScopedName: '[name]__[local]' } }"])
        // Loader options are merged into every css-loader: `modules: true` there does make every stylesheet a module.
        let everyLoader = "module.exports = {\n  style: { css: { loaderOptions: { modules: true } } },\n};\n"
        #expect(ConfigFixture(files: ["craco.config.js": everyLoader, "package.json": "{}"]).audit().facts.cssModulesByConfig)
    }

    /// craco deep-merges style.css.loaderOptions into each css-loader's options. react-scripts 5's plain-stylesheet
    /// rules set `modules: { mode: 'icss' }`, so an object that sets no mode leaves them ICSS (only CRA's *.module.*
    /// rules, modules already, take its naming); `modules: false` makes no module at all.
    @Test func cracoLoaderOptionsMergedIntoCRA5sICSSRulesMakeNoModules() {
        let craco = "module.exports = {\n  style: { css: { loaderOptions: { modules: { localIdentName: '[name]__[local]' } } } },\n};\n"
        let cra5 = #"{ "dependencies": { "react-scripts": "5.0.1" } }"#
        let result = ConfigFixture(files: ["craco.config.js": craco, "package.json": cra5]).audit()
        #expect(!result.facts.cssModulesByConfig)
        #expect(result.findings("css-modules-by-config").isEmpty)
        #expect(result.findings("css-modules-generate-name").map(\.fix) == ["css: { modules: { generateScopedName: '[name]__[local]' } }"])
        // A mode replaces CRA 5's 'icss'; react-scripts 4's plain rules had no modules option to merge with.
        let local = craco.replacingOccurrences(of: "modules: {", with: "modules: { mode: 'local',")
        #expect(ConfigFixture(files: ["craco.config.js": local, "package.json": cra5]).audit().facts.cssModulesByConfig)
        let cra4 = #"{ "dependencies": { "react-scripts": "4.0.3" } }"#
        #expect(ConfigFixture(files: ["craco.config.js": craco, "package.json": cra4]).audit().facts.cssModulesByConfig)
        let off = "module.exports = {\n  style: { css: { loaderOptions: { modules: false } } },\n};\n"
        let disabled = ConfigFixture(files: ["craco.config.js": off, "package.json": cra4]).audit()
        #expect(!disabled.facts.cssModulesByConfig && disabled.findings("css-modules-by-config").isEmpty)
    }

    @Test func cracoPostCSSWithNoPluginsAddsNothing() {
        // stevex2012/resouceUI's craco.config.js: `style: { postcss: { mode: 'extends', plugins: [] } }`.
        let craco = "module.exports = {\n  style: { postcss: { mode: 'extends' || 'file', plugins: [] } },\n};\n"
        #expect(ConfigFixture(files: ["craco.config.js": craco, "package.json": "{}"]).audit().findings("css-postcss-config").isEmpty)
        let adding = craco.replacingOccurrences(of: "plugins: []", with: "plugins: [require('css-mqpacker')()]")
        #expect(ConfigFixture(files: ["craco.config.js": adding, "package.json": "{}"]).audit().findings("css-postcss-config").map(\.line) == [2])
    }

    @Test func reactAppRewireLessIsLessLoader() {
        // nankingcigar/wedding's config-overrides.js (CRA 1 + antd).
        let overrides = """
        const rewireLess = require('react-app-rewire-less');
        module.exports = function override(config, env) {
          config = rewireLess.withLoaderOptions({
            javascriptEnabled: true
          })(config, env);
          return config;
        }
        """
        let result = ConfigFixture(files: ["config-overrides.js": overrides, "package.json": "{}"]).audit()
        // Placed where the override returns the config it rewired (the value is read there).
        #expect(result.findings("css-less-options").map { "\($0.line): \($0.fix ?? "")" } == ["6: css: { preprocessorOptions: { less: { javascriptEnabled: true } } } (install `less`)."])
        #expect(result.findings("audit-config-unresolved").isEmpty)
        let plain = "const rewireLess = require('react-app-rewire-less');\nmodule.exports = function override(config, env) {\n  config = rewireLess(config, env);\n  return config;\n};\n"
        #expect(ConfigFixture(files: ["config-overrides.js": plain, "package.json": "{}"]).audit().findings("css-less-options").map(\.fix) == ["Install `less`; nothing else to port."])
    }

    /// babel-plugin-import's `style` option also imported each component's stylesheet (antd's Less with
    /// `style: true`): dropping Babel for tree-shaking leaves the components unstyled unless the stylesheet is imported.
    @Test func babelPluginImportsStyleOptionNamesTheStylesheetToImport() {
        func fix(_ options: String, file: String = "config-overrides.js") -> String? {
            let text = file == ".babelrc" ? "{ \"plugins\": [[\"import\", \(options)]] }"
                : "const { override, fixBabelImports } = require('customize-cra');\nmodule.exports = override(fixBabelImports('import', \(options)));\n"
            return ConfigFixture(files: [file: text, "package.json": "{}"]).audit().findings("babel-needed").first?.fix
        }
        let advice = "on-demand imports: rely on ESM tree-shaking or a Vite plugin (vite-plugin-imp)"
        #expect(fix("{ libraryName: 'antd', libraryDirectory: 'es', style: true }")
            == advice + "; it also imported each component's styles (style: true): without it, import 'antd/dist/antd.less' once in the entry, or let vite-plugin-imp add them")
        #expect(fix("{ \"libraryName\": \"antd\", \"style\": \"css\" }", file: ".babelrc")
            == advice + "; it also imported each component's styles (style: 'css'): without it, import 'antd/dist/antd.css' once in the entry, or let vite-plugin-imp add them")
        #expect(fix("{ libraryName: 'lodash', libraryDirectory: '' }") == advice)
        // antd 5 ships no antd.less or antd.css: its components style themselves.
        let antd5 = ConfigFixture(files: [".babelrc": "{ \"plugins\": [[\"import\", { \"libraryName\": \"antd\", \"style\": true }]] }",
                                          "package.json": #"{ "dependencies": { "antd": "^5.12.0" } }"#]).audit().findings("babel-needed").first?.fix
        #expect(antd5 == advice + "; its style option (style: true) has nothing to import under antd 5, whose components style themselves (CSS-in-JS): import 'antd/dist/reset.css' once for its reset, if the app used the old global styles")
    }

    @Test func customizeCRAAndCraco() {
        let overrides = """
        const { override, addWebpackAlias, addDecoratorsLegacy, addLessLoader, fixBabelImports, someHelper } = require('customize-cra');
        const path = require('path');
        module.exports = override(
          addDecoratorsLegacy(),
          fixBabelImports('import', { libraryName: 'antd', style: true }),
          addLessLoader({ javascriptEnabled: true, modifyVars: { '@primary-color': '#1DA57A' } }),
          addWebpackAlias({ components: path.resolve(__dirname, 'src/components') }),
          someHelper(),
        );
        """
        let craco = """
        const CracoLessPlugin = require('craco-less');
        module.exports = {
          webpack: { alias: { '~': require('path').resolve(__dirname, 'src') }, configure: (config) => { config.resolve.modules = ['src', 'node_modules']; return config } },
          babel: { plugins: [['babel-plugin-styled-components', { displayName: true }]] },
          jest: { configure: { testEnvironment: 'jsdom', moduleNameMapper: { '^~/(.*)$': '<rootDir>/src/$1' } } },
          plugins: [{ plugin: CracoLessPlugin, options: { lessLoaderOptions: { lessOptions: { javascriptEnabled: true } } } }],
        };
        """
        let result = ConfigFixture(files: ["config-overrides.js": overrides, "craco.config.js": craco]).audit()
        #expect(result.findings("cra-overrides").count == 2)
        #expect(result.findings("babel-needed").map(\.file).sorted() == ["config-overrides.js", "config-overrides.js", "craco.config.js"])
        #expect(result.findings("css-less-options").count == 2)
        #expect(result.findings("wp-alias").count == 2)
        #expect(result.findings("wp-resolve-modules").first?.file == "craco.config.js")
        #expect(result.findings("test-jest-config").count == 2)
        let unmodelled = result.findings("audit-config-unresolved")
        #expect(unmodelled.contains { $0.line == 8 && $0.message.hasPrefix("someHelper(…) is not statically resolvable") })
    }

    @Test func objectsInFixesAreJavaScriptWithKeysQuotedWhereNeeded() {
        let craco = """
        const CracoLessPlugin = require('craco-less');
        module.exports = {
          plugins: [{ plugin: CracoLessPlugin, options: { lessLoaderOptions: { lessOptions: { modifyVars: { '@primary-color': '#1DA57A', 'link-color': '#1890ff', radius: '2px', 'it\\'s': 'a\\\\b' }, javascriptEnabled: true } } } }],
        };
        """
        let webpack = """
        const webpack = require('webpack');
        module.exports = {
          module: { rules: [{ test: /\\.less$/, use: [{ loader: 'less-loader', options: { lessOptions: { modifyVars: { '@primary-color': '#1DA57A' } } } }] }] },
          plugins: [new webpack.DefinePlugin({ 'APP-NAME': JSON.stringify('x'), __DEV__: 'true' })],
        };
        """
        let result = ConfigFixture(files: ["craco.config.js": craco, "webpack.config.js": webpack, "package.json": "{}"]).audit()
        let less = result.findings("css-less-options").compactMap(\.fix).sorted()
        #expect(less == [
            "css: { preprocessorOptions: { less: { javascriptEnabled: true, modifyVars: { '@primary-color': '#1DA57A', 'link-color': '#1890ff', radius: '2px', 'it\\'s': 'a\\\\b' } } } } (install `less`).",
            "css: { preprocessorOptions: { less: { modifyVars: { '@primary-color': '#1DA57A' } } } } (install `less`).",
        ], "\(less)")
        let defines = result.findings("env-define-plugin").compactMap(\.fix).sorted()
        #expect(defines == ["define: { 'APP-NAME': JSON.stringify('x') } in vite.config", "define: { __DEV__: 'true' } in vite.config"], "\(defines)")
    }

    @Test func ejectedCRA1PolyfillsAreAPolyfillEntryNotAPageScript() {
        // 0xcaff/wordsearch's config/webpack.config.dev.js (ejected CRA 1).
        let config = """
        const HtmlWebpackPlugin = require('html-webpack-plugin');
        module.exports = {
          entry: [
            require.resolve('react-dev-utils/webpackHotDevClient'),
            require.resolve('./polyfills'),
            './src/index.js',
          ],
          plugins: [new HtmlWebpackPlugin({ inject: true, template: 'public/index.html' })],
        };
        """
        let files = ["config/webpack.config.dev.js": config, "config/polyfills.js": "require('whatwg-fetch');\n", "config/env.js": "", "scripts/start.js": "", "src/index.js": "", "package.json": "{}"]
        let result = ConfigFixture(files: files).audit()
        #expect(result.findings("html-polyfill-entries").map(\.line) == [5])
        #expect(result.findings("wp-html-plugin").map(\.fix) == ["Move public/index.html to index.html at the root with <script type=\"module\" src=\"/src/index.js\"></script>; if it uses <% %>, replace them with %VITE_X% or use vite-plugin-html."])
    }

    @Test func ejectedCRAConfigIsRead() {
        let ejected = """
        'use strict';
        const paths = require('./paths');
        const getClientEnvironment = require('./env');
        module.exports = function (webpackEnv) {
          const isEnvProduction = webpackEnv === 'production';
          const env = getClientEnvironment(paths.publicUrlOrPath.slice(0, -1));
          return {
            resolve: { modules: ['node_modules', paths.appNodeModules].concat(modules.additionalModulePaths || []) },
            plugins: [
              new webpack.DefinePlugin(env.stringified),
              isEnvProduction && new MiniCssExtractPlugin({ filename: 'static/css/[name].[contenthash:8].css' }),
            ].filter(Boolean),
          };
        };
        """
        let result = ConfigFixture(files: ["config/webpack.config.js": ejected, "config/env.js": "module.exports = {}", "scripts/start.js": ""]).audit()
        #expect(result.findings("cra-ejected").map(\.file) == ["config/env.js", "config/webpack.config.js", "scripts/start.js"])
        // DefinePlugin(env.stringified) cannot be evaluated: it is reported as such.
        #expect(result.findings("audit-config-unresolved").contains { $0.line == 10 || $0.line == 6 })
    }

    @Test func entriesResolveAgainstContextWhichDefaultsToTheProjectRoot() {
        func entries(_ config: String, at file: String = "webpack.config.js") -> [ConfigFacts.Entry] {
            ConfigFixture(files: [file: "const path = require('path');\n" + config]).audit().facts.webpackEntries
        }
        let resolved = entries("module.exports = { context: path.resolve(__dirname, 'client'), entry: { main: './app.js', admin: '../admin/index' } };")
        #expect(resolved.map(\.path) == ["admin/index", "client/app.js"])
        #expect(resolved.map(\.context) == ["client", "client"])
        #expect(resolved.last == ConfigFacts.Entry(path: "client/app.js", written: "./app.js", context: "client", file: "webpack.config.js", line: 2))
        #expect(entries("module.exports = { context: path.join(__dirname, 'web/'), entry: ['./a.js'] };").map(\.path) == ["web/a.js"])
        #expect(entries("module.exports = { context: 'client', entry: './app.js' };").map(\.path) == ["client/app.js"])
        // An absolute entry ignores context; without context, entries start at the project root (where webpack
        // runs), not at the config's folder.
        #expect(entries("module.exports = { context: 'client', entry: path.resolve(__dirname, 'src/main.js') };").map(\.path) == ["src/main.js"])
        #expect(entries("module.exports = { entry: './src/index.js' };", at: "build/webpack.config.js").map(\.path) == ["src/index.js"])
        #expect(entries("module.exports = { context: path.resolve(__dirname, '..'), entry: './src/index.js' };", at: "build/webpack.config.js").map(\.path) == ["src/index.js"])
        // An unresolvable context is reported, and the project root stands in.
        let unknown = ConfigFixture(files: ["webpack.config.js": "module.exports = { context: process.env.APP_DIR, entry: './app.js' };"]).audit()
        #expect(unknown.facts.entries == ["app.js"])
        #expect(unknown.findings("audit-config-unresolved").contains { $0.message.hasPrefix("context is not statically resolvable") })
        // A config given at run time and changed in place outside Storybook's folder: said so, not as a module that
        // does not exist (Storybook's own are read as such: StorybookConfigTests).
        let given = ConfigFixture(files: ["webpack.extend.js": "module.exports = ({ config }) => {\n  config.module.rules.push({ test: /\\.scss$/, use: ['sass-loader'] });\n  return config;\n};\n"]).audit()
        #expect(given.findings("audit-config-unresolved").map(\.message) == [
            "the export is `config`, a value given at run time (a parameter or a global) and changed in place; the settings it is given were not checked.",
        ])
        // An unresolvable part inside an expression is quoted once: nested backticks would break the Markdown report.
        let nested = ConfigFixture(files: ["webpack.config.js": "const obj = {};\nmodule.exports = { entry: obj[process.env.K] + '/index.js', output: { path: -process.env.X + 'x' } };"]).audit()
        #expect(nested.findings("audit-config-unresolved").map(\.message).sorted() == [
            "entry is not statically resolvable: the expression `<computed member [process.env.K]> + '/index.js'` depends on run-time values; rules that read entry could not check this value.",
            "output.path is not statically resolvable: `-process.env.X + 'x'` depends on process.env.X when the config runs; rules that read output.path could not check this value.",
        ])
    }

    @Test func ejectedCRANeedsTwoSigns() {
        let config = "config/webpack.config.js", paths = "config/paths.js", build = "scripts/build.js"
        #expect(!ConfigAuditor.isEjectedCRA(files: [build], declared: []))
        #expect(!ConfigAuditor.isEjectedCRA(files: [config], declared: ["webpack"]))
        #expect(!ConfigAuditor.isEjectedCRA(files: [], declared: ["react-dev-utils"]))
        #expect(ConfigAuditor.isEjectedCRA(files: [paths, build], declared: []))
        #expect(ConfigAuditor.isEjectedCRA(files: [build], declared: ["babel-preset-react-app"]))
        #expect(ConfigAuditor.isEjectedCRA(files: [config], declared: ["react-dev-utils"]))
        // react-scripts still builds the app: its config/ and scripts/ are the project's own.
        #expect(!ConfigAuditor.isEjectedCRA(files: [paths, build], declared: ["react-scripts"]))
        let plain = ConfigFixture(files: ["config/webpack.config.js": "module.exports = { mode: 'production' };", build: "console.log('deploy');"]).audit()
        #expect(plain.findings("cra-ejected").map(\.file) == ["config/webpack.config.js", build], "two signs together")
        let webpackOnly = ConfigFixture(files: ["config/webpack.config.js": "module.exports = { mode: 'production' };", "config/webpack.dev.js": "module.exports = {};"]).audit()
        #expect(webpackOnly.findings("cra-ejected").isEmpty)
    }

    @Test func unparsableExportsAreReported() {
        let result = ConfigFixture(files: ["webpack.config.js": "const x = 1\n", "webpack.prod.config.js": "module.exports = makeConfig()\n"]).audit()
        let unresolved = result.findings("audit-config-unresolved")
        #expect(unresolved.map(\.file).sorted() == ["webpack.config.js", "webpack.prod.config.js"])
    }

    @Test func everyRuleIsDescribedOnce() {
        #expect(Set(ConfigRules.all.map(\.id)).count == ConfigRules.all.count)
        #expect(ConfigRules.all.count == 55)
    }
}

struct WebpackMergeTests {
    @Test func mergedConfigsAreAuditedArgumentByArgument() {
        let prod = """
        const merge = require('webpack-merge');
        const common = require('./webpack.config.js');
        module.exports = merge(common, {
          optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: true },
        });
        """
        // The common config is audited on its own: merged here, only the other arguments are read.
        let result = ConfigFixture(files: ["webpack.prod.js": prod, "webpack.config.js": "module.exports = { optimization: { runtimeChunk: 'single' } };"]).audit()
        #expect(result.findings("build-chunk-config").map { "\($0.file):\($0.line)" } == ["webpack.config.js:1", "webpack.prod.js:4", "webpack.prod.js:4"])
        #expect(result.findings("audit-config-unresolved").isEmpty)
        #expect(result.findings("build-chunk-config").first?.fix == "build.rolldownOptions.output.codeSplitting if the split matters (object manualChunks was removed in Vite 8).")
        let seven = ConfigFixture(files: ["webpack.prod.js": prod, "webpack.config.js": "module.exports = {};"]).audit(vite: 7)
        #expect(seven.findings("build-chunk-config").first?.fix == "build.rollupOptions.output.manualChunks if the split matters.")
    }

    /// A ProvidePlugin value the audit cannot evaluate still injects its name; an array with an unknown part is not
    /// read as a shorter path (`[env.lib, 'Buffer']` is not the module 'Buffer').
    @Test func aProvidedNameFromAnUnknownModuleIsStillInjected() throws {
        let config = "const webpack = require('webpack');\nconst env = require(process.env.ENV_FILE);\nmodule.exports = { plugins: [new webpack.ProvidePlugin({ $: env.jq, Buffer: [env.lib, 'Buffer'] })] };\n"
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        #expect(result.facts.provided.isEmpty)
        #expect(result.facts.providedFromUnknownModules == ["$", "Buffer"])
        let finding = try #require(result.findings("wp-provide-plugin").first)
        #expect(finding.severity == .manualFix)
        #expect(finding.message.hasPrefix("ProvidePlugin injects `$` from `"), "\(finding.message)")
        #expect(result.findings("wp-provide-plugin").count == 2)
    }

    /// An alias whose replacement is known only when the config runs is app code all the same, unless its key is a
    /// declared package (a dedupe).
    @Test func anAliasWithARunTimeTargetIsKeptAsAppCode() {
        let config = "const path = require('path');\nconst ROOT = process.env.ROOT;\nmodule.exports = { resolve: { alias: { '@': path.resolve(ROOT, 'src'), 'config$': path.join(ROOT, 'config.js'), react: path.resolve(ROOT, 'node_modules/react') } } };\n"
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": #"{ "dependencies": { "react": "16.14.0" } }"#]).audit()
        #expect(result.facts.aliases.isEmpty)
        #expect(result.facts.unresolvedAliasKeys == ["@", "config$"])
    }

    /// A localIdentName chosen from webpack's `env` when the config runs: the fix was `generateScopedName: 'a' | 'b'`,
    /// which is no JavaScript; it is the first pattern, the other named with where the choice is made.
    @Test func aLocalIdentNameChosenAtRunTimeIsWrittenAsValidCode() {
        let common = """
            module.exports = (env = {}) => ({
              module: { rules: [{ test: /\\.css$/, use: ['style-loader', { loader: 'css-loader', options: { modules: { auto: true, localIdentName: env.production ? '[hash:base64]' : '[path][name]__[local]' } } }] }] },
            });
            """
        let config = "const common = require('./config/webpack.common');\nmodule.exports = (env) => common(env);\n"
        let result = ConfigFixture(files: ["webpack.config.js": config, "config/webpack.common.js": common, "package.json": "{}"]).audit()
        #expect(result.findings("css-modules-generate-name").map(\.fix) == [
            "css: { modules: { generateScopedName: '[hash:base64]' /* or '[path][name]__[local]', as config/webpack.common.js:2 chooses when the config runs */ } }",
        ])
    }

    /// craco's `whenDev(fn, unmet)` (and `when`, `whenProd`): what `fn` returns is part of the configuration in the builds
    /// it names; a spread of it was dropped without a word, so react-refresh/babel went unreported.
    @Test func cracosConditionalHelpersAreReadAsRunTimeChoices() {
        let craco = """
            const { when, whenDev, whenProd } = require('@craco/craco');
            module.exports = {
              babel: { plugins: [...whenDev(() => ['react-refresh/babel'], []), ...when(false, () => ['babel-plugin-never'], [])] },
              webpack: { alias: whenProd(() => ({ '@': './src' }), {}) },
            };
            """
        let result = ConfigFixture(files: ["craco.config.js": craco, "package.json": "{}"]).audit()
        let babel = result.findings.filter { $0.ruleId.hasPrefix("babel-") && $0.ruleId != "babel-config-present" }
        #expect(babel.map(\.message).contains { $0.hasPrefix("react-refresh/babel") }, "\(babel.map(\.message))")
        #expect(!babel.contains { $0.message.contains("babel-plugin-never") })
        #expect(!result.findings.contains { $0.ruleId == "audit-config-unresolved" }, "\(result.findings.map(\.message))")
    }

    /// A spread of a list chosen when the config runs (`...(isDev ? ['a'] : [])`) adds what it may add: an item some
    /// choices leave out as a choice itself (the item or nothing), one every choice lists as it is.
    @Test func aSpreadOfAChosenListAddsEveryItemItMayAdd() {
        let source = "const isDev = process.env.NODE_ENV !== 'production';\nmodule.exports = [1, ...(isDev ? ['a', 'b'] : []), ...(isDev && ['c']), ...(isDev ? ['d', 'e'] : ['d'])];\n"
        let evaluated = StaticEvaluator(file: Lexer.lex(Array(source.utf8), dialect: .javascript), directory: "").evaluateModule()
        let items = evaluated?.elements ?? []
        #expect(items.flatMap(\.alternatives).filter { !ConfigAuditor.isAbsent($0) }.map(\.rendered) == ["1", "'a'", "'b'", "'c'", "'d'", "'e'"])
        #expect(items.map { $0.alternatives.contains(where: ConfigAuditor.isAbsent) } == [false, true, true, true, false, true], "\(items.map(\.rendered))")
    }

    /// An alias in a spread chosen list (`...(isProfile ? [{ name: 'react-dom$', alias: 'react-dom/profiling' }] : [])`)
    /// is set in some builds only, as `isProfile ? { … } : undefined` written in the list is: it was reported as every
    /// build's alias (react-dom → its profiling build, auto-fixable), and the written choice went unread.
    @Test func anAliasListItemChosenWhenTheConfigRunsIsSetInSomeBuildsOnly() {
        for item in ["...(env.profile ? [{ name: 'react-dom$', alias: 'react-dom/profiling' }] : [])", "env.profile ? { name: 'react-dom$', alias: 'react-dom/profiling' } : undefined"] {
            let config = "module.exports = (env) => ({ resolve: { alias: [\(item), { name: 'lodash$', alias: 'lodash-es' }] } });\n"
            let aliases = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-alias")
            #expect(aliases.map(\.severity) == [.info, .autoFixable], "\(item)")
            #expect(aliases.first?.message.hasPrefix("alias 'react-dom$' → 'react-dom/profiling' is CRA's alias for profiling builds") == true, "\(aliases.map(\.message))")
        }
    }

    /// A theme colour chosen from craco's env: the Less fix wrote `'#1DA57A' | '#f00'` inside modifyVars; now each key
    /// is pasteable and the choice is named.
    @Test func lessOptionsWithAChosenValueAreWrittenKeyByKey() {
        let craco = """
            const CracoLessPlugin = require('craco-less');
            module.exports = ({ env }) => ({
              plugins: [{ plugin: CracoLessPlugin, options: { lessLoaderOptions: { lessOptions: { modifyVars: { '@primary-color': env === 'production' ? '#1DA57A' : '#f00', '@radius': '2px' }, javascriptEnabled: true } } } }],
            });
            """
        let fixes = ConfigFixture(files: ["craco.config.js": craco, "package.json": "{}"]).audit().findings("css-less-options").map(\.fix)
        #expect(fixes == [
            "css: { preprocessorOptions: { less: { javascriptEnabled: true, modifyVars: { '@primary-color': '#1DA57A' /* or '#f00', as craco.config.js:3 chooses when the config runs */, '@radius': '2px' } } } } (install `less`).",
        ])
    }

    /// A multi-compiler config's server bundle (`target: 'node'`, server-side rendering) was silent: its move to an SSR
    /// build (ES modules out, the dev server in middleware mode) went unbudgeted, and its output folder was reported as
    /// the client's `build.outDir`.
    @Test func aServerBundleIsAnSSRBuild() throws {
        let config = """
            const path = require('path');
            const nodeExternals = require('webpack-node-externals');
            const client = { target: 'web', entry: './src/client/index.js', output: { path: path.resolve(__dirname, 'build/public') } };
            const server = { target: 'node', entry: './src/server/index.js', externals: [nodeExternals()], output: { path: path.resolve(__dirname, 'build'), filename: 'server.js', libraryTarget: 'commonjs2' } };
            const electron = { target: 'electron-main', entry: './src/main.js' };
            module.exports = [client, server, electron];
            """
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit()
        let finding = try #require(result.findings("wp-ssr-server-build").first)
        #expect(result.findings("wp-ssr-server-build").count == 1, "Electron's main process is no SSR build")
        #expect(finding.line == 4)
        #expect(finding.severity == .manualFix)
        #expect(finding.message == "target 'node' bundles 'src/server/index.js' for Node, a server bundle (server-side rendering, when it renders the app); Vite builds one only as an SSR build, whose output is ES modules where this one writes CommonJS (libraryTarget 'commonjs2'): `__dirname` and `require` in the server code are undefined there, and the script that runs it changes.")
        #expect(finding.fix == "vite build --ssr src/server/index.js --outDir build (dependencies stay external, as webpack-node-externals kept them); in development, createServer({ server: { middlewareMode: true }, appType: 'custom' }) and vite.ssrLoadModule('/src/server/index.js') in place of a webpack watch build; __dirname → import.meta.dirname (Node 20.11+). A server that does not render the app (an API only) needs no Vite build: keep its own bundler, or run its source with Node.")
        #expect(result.findings("build-outdir").map(\.line) == [3], "the client's folder only")
        let bundled = ConfigFixture(files: ["webpack.config.js": "module.exports = { target: 'node', entry: './server.js' };\n", "package.json": "{}"]).audit()
        #expect(bundled.findings("wp-ssr-server-build").first?.fix?.hasPrefix("vite build --ssr server.js with ssr: { noExternal: true } in vite.config to bundle dependencies, as this config did;") == true)
    }

    /// A server entry often starts with set-up modules (`webpack/hot/poll?1000` for a watch build, `@babel/polyfill`):
    /// the SSR build's entry is the app's own server file after them, from webpack's `context`; an externals list
    /// is no webpack-node-externals, and the config did not bundle every dependency.
    @Test func aServerBundlesEntryIsItsOwnFileAfterSetUpModules() {
        func serverBuild(_ config: String) -> Finding? {
            ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-ssr-server-build").first
        }
        let hot = serverBuild("module.exports = { target: 'async-node', entry: ['webpack/hot/poll?1000', './src/server/index.js'], externals: [require('webpack-node-externals')()] };\n")
        #expect(hot?.message.hasPrefix("target 'async-node' bundles 'src/server/index.js' for Node") == true, "\(hot?.message ?? "")")
        #expect(hot?.fix?.hasPrefix("vite build --ssr src/server/index.js (dependencies stay external, as webpack-node-externals kept them);") == true, "\(hot?.fix ?? "")")
        let polyfilled = serverBuild("""
            const path = require('path');
            module.exports = { target: 'node', context: path.resolve(__dirname, 'app'), entry: { server: ['@babel/polyfill', './server'] }, externals: Object.keys(require('./package.json').dependencies || {}) };
            """)
        #expect(polyfilled?.fix?.hasPrefix("vite build --ssr app/server (dependencies stay external by default; this config kept only `") == true, "\(polyfilled?.fix ?? "")")
        #expect(polyfilled?.fix?.contains("noExternal: true") == false)
        let unknown = serverBuild("module.exports = { target: 'node', entry: process.env.SERVER_ENTRY };\n")
        #expect(unknown?.message.hasPrefix("target 'node' bundles its entry for Node") == true, "\(unknown?.message ?? "")")
        #expect(unknown?.fix?.hasPrefix("vite build --ssr <the server entry> with") == true, "\(unknown?.fix ?? "")")
    }

    /// A second page (`chunks: ['admin']`, `filename: 'admin/index.html'`) was told to become the root index.html with
    /// the first entry's script: it is a page of its own, at its path, loading its own chunk's file.
    @Test func aSecondPageKeepsItsPathAndItsChunk() {
        let config = """
            const HtmlWebpackPlugin = require('html-webpack-plugin');
            module.exports = {
              entry: { main: './src/index.js', admin: './src/admin.js' },
              plugins: [
                new HtmlWebpackPlugin({ template: './public/index.html', chunks: ['main'] }),
                new HtmlWebpackPlugin({ template: './public/admin.html', filename: 'admin/index.html', chunks: ['admin'] }),
              ],
            };
            """
        let files = ["webpack.config.js": config, "package.json": "{}", "public/index.html": "<html></html>", "public/admin.html": "<html></html>", "src/index.js": "", "src/admin.js": ""]
        let result = ConfigFixture(files: files).audit()
        // The HTML entries are the pages the plugins build, not files named after the chunks.
        #expect(result.findings("html-multi-entry").map(\.fix) == ["One HTML file per entry and build.rolldownOptions.input: { main: 'index.html', admin: 'admin/index.html' }."])
        let fixes = result.findings("wp-html-plugin").map(\.fix)
        #expect(fixes.last == "Move ./public/admin.html to admin/index.html (a page of its own: build.rolldownOptions.input lists it beside index.html) with <script type=\"module\" src=\"/src/admin.js\"></script>.", "\(fixes)")
    }

    /// worker-loader's `inline` put the worker in the bundle; Vite's `?worker&inline` does that, plain `?worker` does not.
    @Test func anInlinedWorkerStaysInlined() {
        for (inline, expected) in [("true", true), ("'fallback'", true), ("false", false)] {
            let config = "module.exports = { module: { rules: [{ test: /\\.worker\\.js$/, use: { loader: 'worker-loader', options: { inline: \(inline) } } }] } };\n"
            let fix = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-worker-loader").first?.fix ?? ""
            #expect(fix.hasPrefix("import Worker from './x.worker.js?worker&inline'") == expected, "\(inline): \(fix)")
        }
    }
}
