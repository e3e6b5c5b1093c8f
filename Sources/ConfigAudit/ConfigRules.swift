import AuditModel

/// The configuration rules of catalog sections A, D, E, F, G, I and M (config-level rows).
public enum ConfigRules {
    /// True when `specifier` loads a whole-language polyfill (what `html-polyfill-entries` reports): the app was
    /// built for browsers without native ES modules.
    public static func namesPolyfill(_ specifier: String) -> Bool {
        ["@babel/polyfill", "babel-polyfill", "core-js", "regenerator-runtime/runtime"].contains(specifier)
            || specifier.hasPrefix("react-app-polyfill") || specifier.hasPrefix("core-js/")
    }

    private static func rule(
        _ id: String, _ title: String, _ severity: Severity, summary: String, rationale: String, replacement: String, source: String
    ) -> RuleDescription {
        RuleDescription(id: id, title: title, summary: summary, rationale: rationale, defaultSeverity: severity, replacement: replacement, sourceURL: source)
    }

    static let viteConfig = "https://vite.dev/config/"

    public static let unresolved = rule("audit-config-unresolved", "Config value not statically resolvable", .info,
        summary: "A configuration value the audit could not evaluate without running the file.",
        rationale: "Configs are code; values computed at run time (function results, environment variables, conditions on arguments) cannot be read statically, so the rules that depend on them may be incomplete there.",
        replacement: "Review the value by hand; move it to a literal if it should be migrated mechanically.", source: viteConfig)
    public static let alias = rule("wp-alias", "webpack resolve.alias", .autoFixable,
        summary: "A webpack/craco/tsconfig alias the app's imports rely on.",
        rationale: "Vite does not read webpack's config; unaliased imports fail to resolve. `$` exact-match keys become regexes.",
        replacement: "`resolve.alias` in vite.config (absolute paths); tsconfig `paths` via `resolve.tsconfigPaths: true` (Vite 8) or `vite-tsconfig-paths` (Vite 7).", source: "https://vite.dev/config/shared-options.html#resolve-alias")
    public static let resolveModules = rule("wp-resolve-modules", "Absolute imports from resolve.modules / baseUrl", .autoFixable,
        summary: "`resolve.modules`, `NODE_PATH` or tsconfig/jsconfig `baseUrl` that make `components/Button` resolve from `src/`.",
        rationale: "Vite resolves bare specifiers from node_modules only.",
        replacement: "Per-folder aliases, `vite-tsconfig-paths`, or relative imports.", source: "https://webpack.js.org/configuration/resolve/#resolvemodules")
    public static let resolveExtensions = rule("wp-resolve-extensions", "Non-default resolve.extensions", .autoFixable,
        summary: "webpack `resolve.extensions` with entries or an order Vite does not use.",
        rationale: "Vite tries ['.mjs','.js','.mts','.ts','.jsx','.tsx','.json']; extensionless imports of other types fail.",
        replacement: "Add explicit extensions to the imports, or set `resolve.extensions` to Vite's defaults plus the extra ones (it replaces the defaults).", source: "https://vite.dev/config/shared-options.html#resolve-extensions")
    public static let providePlugin = rule("wp-provide-plugin", "ProvidePlugin globals", .autoFixable,
        summary: "A free identifier webpack's ProvidePlugin injected (`$`, `React`, `Buffer`).",
        rationale: "Vite injects nothing: the identifier is undefined at run time.",
        replacement: "An explicit import in each file; `React` → automatic JSX runtime.", source: "https://webpack.js.org/plugins/provide-plugin/")
    public static let externals = rule("wp-externals", "webpack externals", .manualFix,
        summary: "`externals` mapping imports to browser globals loaded from `<script>` tags.",
        rationale: "Vite has no externals-to-global mapping; `external` alone leaves bare imports the browser cannot resolve.",
        replacement: "Bundle the dependency, or `rollup-plugin-external-globals` / `vite-plugin-externals`.", source: "https://github.com/vitejs/vite/issues/1017")
    public static let moduleFederation = rule("wp-module-federation", "Module Federation", .blocker,
        summary: "webpack's ModuleFederationPlugin.",
        rationale: "Vite has no built-in federation.",
        replacement: "A Vite federation plugin (e.g. @module-federation/vite); plan the host/remote split.", source: "https://webpack.js.org/concepts/module-federation/")
    public static let workerLoader = rule("wp-worker-loader", "worker-loader", .autoFixable,
        summary: "A `worker-loader` rule.", rationale: "No loaders in Vite.",
        replacement: "`import W from './x.worker.js?worker'` or `new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' })`.", source: "https://vite.dev/guide/features.html#web-workers")
    public static let htmlPlugin = rule("wp-html-plugin", "HtmlWebpackPlugin", .manualFix,
        summary: "HtmlWebpackPlugin generating the page from a template.",
        rationale: "Vite's entry is an index.html at the root; EJS `<%= %>` templates are not evaluated.",
        replacement: "Move the template to `index.html` with `%VITE_X%` replacements, or `vite-plugin-html`.", source: "https://vite.dev/guide/env-and-mode.html#html-constant-replacement")
    public static let copyPlugin = rule("wp-copy-plugin", "Copied static files", .manualFix,
        summary: "CopyWebpackPlugin or `devServer.contentBase/static`.",
        rationale: "Vite serves and copies `public/` verbatim; other folders need a plugin.",
        replacement: "Move the files to `public/` or use `vite-plugin-static-copy`.", source: "https://vite.dev/guide/assets.html#the-public-directory")
    public static let devServer = rule("wp-dev-server", "webpack devServer settings", .autoFixable,
        summary: "`devServer.proxy`, `port`, `host`, `https`, `historyApiFallback` or middleware hooks.",
        rationale: "Vite's dev server has its own options; `pathRewrite` becomes `rewrite`, middleware hooks become plugin `configureServer`.",
        replacement: "`server.proxy` / `server.port` / `server.host` / `server.https`; SPA fallback is the default.", source: "https://vite.dev/config/server-options.html")
    public static let ignorePlugins = rule("wp-ignore-context-plugins", "IgnorePlugin / ContextReplacementPlugin / noParse", .manualFix,
        summary: "webpack plugins that drop or replace modules (moment locales) and `module.noParse`.",
        rationale: "No equivalent: bundle contents and size change.", replacement: "Import only what is needed, or a Rollup/Rolldown plugin.", source: "https://webpack.js.org/plugins/ignore-plugin/")
    public static let nodePolyfills = rule("wp-node-polyfill-config", "Node polyfill configuration", .manualFix,
        summary: "webpack 4 `node: {…}` or webpack 5 `resolve.fallback`.",
        rationale: "Vite polyfills no Node core modules or globals.", replacement: "Install browser polyfills explicitly, or remove the Node dependency.", source: "https://webpack.js.org/configuration/resolve/#resolvefallback")
    public static let reactHotLoader = rule("wp-react-hot-loader", "react-hot-loader wiring", .autoFixable,
        summary: "`react-hot-loader/babel` or an alias of `react-dom` to `@hot-loader/react-dom`.",
        rationale: "Fast Refresh comes from @vitejs/plugin-react.", replacement: "Remove react-hot-loader and the alias.", source: "https://github.com/gaearon/react-hot-loader")
    public static let definePlugin = rule("env-define-plugin", "DefinePlugin keys", .autoFixable,
        summary: "A key defined by webpack's DefinePlugin.",
        rationale: "Nothing defines it under Vite: the identifier is undefined or `process` is not defined.",
        replacement: "`define` in vite.config, or `import.meta.env.VITE_*`.", source: "https://vite.dev/config/shared-options.html#define")
    public static let environmentPlugin = rule("env-other-prefix", "EnvironmentPlugin keys", .autoFixable,
        summary: "Variables exposed by webpack's EnvironmentPlugin or dotenv-webpack.",
        rationale: "Only `VITE_`-prefixed variables reach `import.meta.env`.",
        replacement: "Rename to `VITE_*`, `define` entries, or `vite-plugin-environment`.", source: "https://vite.dev/guide/env-and-mode.html")
    public static let reactAppPrefix = rule("env-react-app-prefix", "REACT_APP_ variables", .autoFixable,
        summary: "A `REACT_APP_*` variable in an .env file, or passed to the build by a CI or deploy file (a workflow, Dockerfile, netlify.toml).",
        rationale: "Vite exposes only `VITE_*` (or `envPrefix`) variables.", replacement: "Rename to `VITE_*` or set `envPrefix: ['VITE_', 'REACT_APP_']` (never `''`).", source: "https://vite.dev/config/shared-options.html#envprefix")
    public static let htmlTemplateVariables = rule("env-html-placeholders", "%PUBLIC_URL% and %VAR% in index.html", .autoFixable,
        summary: "A `%NAME%` variable in the HTML entry.",
        rationale: "Vite replaces only `%VITE_*%`/`%MODE%`; other `%NAME%` variables stay in the page as literal text.",
        replacement: "Delete `%PUBLIC_URL%` (Vite rebases URLs); rename others to `%VITE_X%`.", source: "https://vite.dev/guide/env-and-mode.html#html-constant-replacement")
    public static let dotenvDollar = rule("env-dotenv-dollar", "`$` in .env values", .manualFix,
        summary: "An .env value whose `$` Vite expands differently from CRA: a `$` starting no name, a name followed by `.`, or `$NAME-…` / `${NAME:-…}`.",
        rationale: "CRA and Vite both expand `$NAME` and `${NAME}` and read `\\$` as a dollar, but CRA's dotenv-expand 5 dropped a `$` starting no name, ended names at `.` and had no `:-` defaults; Vite's (dotenv-expand 11 and later) keeps that `$`, reads dots as part of a name and applies defaults.",
        replacement: "`\\$` for a literal dollar; `${NAME}` in braces to end a name where CRA did.", source: "https://vite.dev/guide/env-and-mode.html#env-files")
    public static let modeFiles = rule("env-mode-files", "Mode-specific .env files and NODE_ENV in scripts", .info,
        summary: "`.env.<mode>` files other than development/production, or scripts that set `NODE_ENV=`.",
        rationale: "Vite loads `.env.[mode]` for `--mode`; NODE_ENV and mode are separate.", replacement: "Use `vite --mode <name>`; keep NODE_ENV for Node-side code.", source: "https://vite.dev/guide/env-and-mode.html#modes")
    public static let cssModulesConfig = rule("css-modules-by-config", "CSS Modules enabled by loader config", .autoFixable,
        summary: "css-loader `modules` enabled for files not named `*.module.*`.",
        rationale: "Vite treats only `*.module.*` files as CSS Modules.", replacement: "Rename the files to `*.module.css` and update imports.", source: "https://vite.dev/guide/features.html#css-modules")
    public static let cssLocalsConvention = rule("css-modules-locals-convention", "CSS Modules locals convention", .autoFixable,
        summary: "css-loader `exportLocalsConvention`/`localsConvention`/`camelCase`.",
        rationale: "Vite's default keeps class names as written.", replacement: "`css.modules.localsConvention: 'camelCase'`.", source: "https://vite.dev/config/shared-options.html#css-modules")
    public static let cssGenerateName = rule("css-modules-generate-name", "CSS Modules class name pattern", .info,
        summary: "css-loader `localIdentName`.", rationale: "Generated class names change.", replacement: "`css.modules.generateScopedName`.", source: "https://vite.dev/config/shared-options.html#css-modules")
    public static let nodeSass = rule("css-node-sass", "node-sass and sass-loader options", .autoFixable,
        summary: "`node-sass`, sass-loader options (`includePaths`, `additionalData`, `prependData`, `data`), `SASS_PATH`, sass/style resources loaders.",
        rationale: "Vite uses `sass`/`sass-embedded` and reads options from `css.preprocessorOptions`.", replacement: "Install `sass-embedded`; `css.preprocessorOptions.scss.{loadPaths, additionalData}`.", source: "https://vite.dev/config/shared-options.html#css-preprocessoroptions")
    public static let lessOptions = rule("css-less-options", "less-loader options", .autoFixable,
        summary: "`javascriptEnabled`, `modifyVars` and other less-loader options.", rationale: "They must move to Vite's config.",
        replacement: "`css.preprocessorOptions.less.{javascriptEnabled, modifyVars}`.", source: "https://vite.dev/config/shared-options.html#css-preprocessoroptions")
    public static let postcssConfig = rule("css-postcss-config", "PostCSS configuration Vite does not load as webpack did", .info,
        summary: "PostCSS plugins configured inside postcss-loader options; a postcss-loader config path outside the project root; a `postcss.config.js` function reading postcss-loader's context (`file`, `options`); a `tailwind.config.js` CRA 5 ran Tailwind for, with no PostCSS config for Vite.",
        rationale: "Vite reads `postcss.config.*` from the root (or `css.postcss`) through postcss-load-config, which passes a config function only `env` and `cwd`.",
        replacement: "Move the plugins to `postcss.config.js` (a plain object, or a function of `ctx.env` only); `css.postcss` names another folder.", source: "https://vite.dev/guide/features.html#postcss")
    public static let inlineLimit = rule("asset-inline-limit", "Asset inline limit", .info,
        summary: "url-loader `limit`, `IMAGE_INLINE_SIZE_LIMIT`, or webpack 5's asset modules (`type: 'asset'` with its `dataUrlCondition.maxSize`, `type: 'asset/inline'`); under react-scripts with no limit set, its 10000-byte default when src/ has images of 4096 to 10000 bytes.", rationale: "Vite inlines assets under 4096 bytes by default, and larger ones only when imported with `?inline`.",
        replacement: "`build.assetsInlineLimit`.", source: "https://vite.dev/config/build-options.html#build-assetsinlinelimit")
    public static let htmlEntry = rule("html-entry-location", "HTML entry location", .autoFixable,
        summary: "`public/index.html` (CRA) without a root `index.html`.",
        rationale: "Vite's entry is `index.html` at the project root with a `<script type=\"module\">`.",
        replacement: "Move it to the root and add `<script type=\"module\" src=\"/src/index.jsx\"></script>`.", source: "https://vite.dev/guide/#index-html-and-project-root")
    public static let multiEntry = rule("html-multi-entry", "Several entries", .manualFix,
        summary: "An `entry` object with several entries or several HtmlWebpackPlugin pages.",
        rationale: "Vite builds one HTML per page.", replacement: "One HTML file per entry + `build.rolldownOptions.input` (`build.rollupOptions` on Vite ≤7).", source: "https://vite.dev/guide/build.html#multi-page-app")
    public static let polyfillEntries = rule("html-polyfill-entries", "Polyfill entries", .manualFix,
        summary: "`@babel/polyfill`, `babel-polyfill`, `core-js` or `react-app-polyfill` in `entry`, or imported by client code (CRA's way).",
        rationale: "Vite targets native-ESM browsers.", replacement: "`@vitejs/plugin-legacy` for old browsers, otherwise remove.", source: "https://vite.dev/guide/build.html#browser-compatibility")
    public static let ssrServerBuild = rule("wp-ssr-server-build", "Node server bundle (server-side rendering)", .manualFix,
        summary: "A webpack configuration with a Node `target` that bundles the app's server (server-side rendering, often beside the client's in a multi-compiler array).",
        rationale: "Vite builds a server bundle only as an SSR build, whose output is ES modules (no `__dirname` or `require`; `.mjs` where package.json has no `\"type\": \"module\"`); in development the server loads the app through Vite rather than a webpack watch build.",
        replacement: "`vite build --ssr src/server/index.js` (dependencies stay external by default, as webpack-node-externals kept them; `ssr.noExternal` bundles them), and `createServer({ server: { middlewareMode: true }, appType: 'custom' })` with `ssrLoadModule` in development.",
        source: "https://vite.dev/guide/ssr.html")
    public static let outDir = rule("build-outdir", "Build output folder", .autoFixable,
        summary: "webpack `output.path` (or CRA's `build/`) that deploy scripts expect.",
        rationale: "Vite writes to `dist/` by default.", replacement: "`build.outDir`, or update the pipelines.", source: "https://vite.dev/config/build-options.html#build-outdir")
    public static let publicPath = rule("build-public-path", "output.publicPath", .autoFixable,
        summary: "webpack `output.publicPath` other than `/` (a sub-folder, a CDN, `auto`, or one computed when the config runs).",
        rationale: "Vite serves and builds for `base` (`/` by default): an app deployed under /static/ or a CDN loads its chunks and assets from the wrong place.",
        replacement: "`base: '/static/'` (or the CDN URL, or `'./'` for webpack's `auto`).", source: "https://vite.dev/config/shared-options.html#base")
    public static let browserslist = rule("build-browserslist", "browserslist", .info,
        summary: "`browserslist` in package.json or `.browserslistrc`.",
        rationale: "Vite's JS transform uses `build.target`, not browserslist (autoprefixer still reads it).", replacement: "Set `build.target`; keep browserslist for PostCSS.", source: "https://vite.dev/guide/build.html#browser-compatibility")
    public static let chunkConfig = rule("build-chunk-config", "Chunking and file-name settings", .manualFix,
        summary: "`optimization.splitChunks`, `runtimeChunk`, `output.filename`/`chunkFilename`/`assetModuleFilename`.",
        rationale: "Rolldown/Rollup chunking is configured differently; object `manualChunks` was removed in Vite 8.",
        replacement: "`build.rolldownOptions.output` (`entryFileNames`, `chunkFileNames`, `codeSplitting`).", source: "https://vite.dev/guide/migration.html")
    public static let reactScripts = rule("cra-react-scripts", "react-scripts", .autoFixable,
        summary: "`react-scripts` dependency and scripts.", rationale: "CRA is replaced by Vite and Vitest.",
        replacement: "`vite`, `vite build`, `vitest`; remove react-scripts.", source: "https://create-react-app.dev/docs/available-scripts")
    public static let overrides = rule("cra-overrides", "CRA override tools", .manualFix,
        summary: "`react-app-rewired`, `@craco/craco`, `customize-cra`, config-overrides.js, craco.config.js.",
        rationale: "They hide webpack/Babel/Jest customisations that must be re-expressed.", replacement: "Move each customisation to vite.config (see the other findings in the file).", source: "https://github.com/dilanx/craco")
    public static let storybookBuilder = rule("wp-storybook-builder", "Storybook on the webpack builder", .manualFix,
        summary: "A `.storybook/` folder whose Storybook builds with webpack: `webpackFinal` in main.js, Storybook ≤5's `.storybook/webpack.config.js`, or no Vite framework/builder named.",
        rationale: "Storybook builds stories with its own bundler, apart from the app's; its webpack customisation (loaders, aliases, DefinePlugin) is not read by the Vite builder.",
        replacement: "`framework: '@storybook/react-vite'` (Storybook 7+) or `core: { builder: '@storybook/builder-vite' }` (6.4–6.5) in .storybook/main.js, after an upgrade for Storybook below 6.4 (`npx storybook@latest upgrade`); `webpackFinal`'s changes move to `viteFinal`.", source: "https://storybook.js.org/docs/builders/vite")
    public static let ejected = rule("cra-ejected", "Ejected CRA", .manualFix,
        summary: "`config/webpack.config.js`, `config/env.js`, `config/paths.js`, `scripts/start.js`/`build.js`/`test.js` of an ejected CRA app: a `config/` file with a `scripts/` file, or either with `react-dev-utils`/`babel-preset-react-app`, and no `react-scripts`.",
        rationale: "The whole webpack setup is in the repository.", replacement: "Treat it as a plain webpack project; delete config/ and scripts/ after the move.", source: "https://create-react-app.dev/docs/available-scripts#npm-run-eject")
    public static let setupProxy = rule("cra-setup-proxy", "CRA proxy", .autoFixable,
        summary: "`src/setupProxy.js` or `\"proxy\"` in package.json.",
        rationale: "Vite proxies by path prefix through `server.proxy`; custom middleware needs a plugin.", replacement: "`server.proxy: { '/api': { target, changeOrigin: true } }`.", source: "https://vite.dev/config/server-options.html#server-proxy")
    public static let setupTests = rule("cra-setup-tests", "src/setupTests", .autoFixable,
        summary: "`src/setupTests.*`, loaded implicitly by CRA's Jest.", rationale: "Vitest loads only configured setup files.",
        replacement: "`test.setupFiles: ['src/setupTests.js']`.", source: "https://vitest.dev/config/#setupfiles")
    public static let jestDefaults = rule("cra-jest-defaults", "CRA's implicit Jest configuration", .manualFix,
        summary: "react-scripts runs Jest with jsdom, `resetMocks: true` (from react-scripts 4.0), CSS/file transforms and module name mappers.",
        rationale: "Vitest's defaults differ (`environment: 'node'`, `mockReset: false`).", replacement: "`test: { environment: 'jsdom', mockReset: true, setupFiles }` (`mockReset: true` for react-scripts 4 and later).", source: "https://create-react-app.dev/docs/running-tests")
    public static let cssModuleSnapshots = rule("test-css-modules", "CSS-module class names in snapshots", .manualFix,
        summary: "Jest snapshots (`__snapshots__/*.snap`) holding `className`s in a project whose Jest maps CSS modules to `identity-obj-proxy` (declared, or implicit under react-scripts).",
        rationale: "identity-obj-proxy returned each class name as written (`styles.root` → `\"root\"`), and the snapshots recorded them. Vitest proxies CSS modules itself, but with CSS processing on its default `classNameStrategy: 'stable'` yields `_root_1a2b3c`: every such snapshot changes.",
        replacement: "`test: { css: { modules: { classNameStrategy: 'non-scoped' } } }` keeps the names identity-obj-proxy gave; or update the snapshots once, on purpose.", source: "https://vitest.dev/config/#css-modules-classnamestrategy")
    public static let envConfigVars = rule("cra-env-config-vars", "CRA tooling variables", .autoFixable,
        summary: "`HOST`, `PORT`, `HTTPS`, `BUILD_PATH`, `GENERATE_SOURCEMAP`, … in .env files.",
        rationale: "Vite does not read them.", replacement: "`server.{host,port,https}`, `build.{outDir,sourcemap}`; most others have no meaning.", source: "https://create-react-app.dev/docs/advanced-configuration")
    public static let homepage = rule("cra-homepage", "package.json homepage", .autoFixable,
        summary: "`homepage`, which sets CRA's PUBLIC_URL.", rationale: "Vite uses `base`.", replacement: "`base: '/path/'`.", source: "https://vite.dev/config/shared-options.html#base")
    public static let envDts = rule("cra-env-dts", "react-app-env.d.ts", .autoFixable,
        summary: "`src/react-app-env.d.ts`.", rationale: "It references react-scripts types.", replacement: "`/// <reference types=\"vite/client\" />` in `src/vite-env.d.ts`.", source: "https://vite.dev/guide/features.html#client-types")
    public static let eslintConfig = rule("cra-eslint-config", "eslintConfig react-app", .info,
        summary: "`eslintConfig.extends: ['react-app']`.", rationale: "Vite runs no ESLint during builds; eslint-config-react-app pulls the Babel preset.",
        replacement: "Run ESLint separately with a flat config.", source: "https://create-react-app.dev/docs/setting-up-your-editor")
    public static let babelPresent = rule("babel-config-present", "Babel configuration", .info,
        summary: "A Babel config (`.babelrc*`, `babel.config.*`, package.json `babel`, babel-loader options).",
        rationale: "Vite transforms with Oxc (esbuild on ≤7) and runs Babel only when added explicitly.", replacement: "Drop redundant plugins; keep the rest via `@rolldown/plugin-babel`.", source: "https://vite.dev/guide/migration.html")
    public static let babelRedundant = rule("babel-redundant", "Babel plugin Vite makes redundant", .info,
        summary: "A plugin or preset whose work Oxc/esbuild and Vite already do.", rationale: "Syntax lowering and JSX are built in.",
        replacement: "Remove it; set `build.target` (legacy browsers: `@vitejs/plugin-legacy`).", source: "https://vite.dev/config/build-options.html#build-target")
    public static let babelNeeded = rule("babel-needed", "Babel plugin that does real work", .manualFix,
        summary: "A plugin with no built-in Vite equivalent (macros, styled-components, decorators, Flow, i18n extraction, …).",
        rationale: "Without Babel in the pipeline its transform silently disappears or the build fails.",
        replacement: "Keep it through `@rolldown/plugin-babel` (plugin-react ≤5: `babel.plugins`), or replace it with a Vite plugin/alias/define.", source: "https://github.com/vitejs/vite-plugin-react/blob/main/packages/plugin-react/CHANGELOG.md")
    public static let decoratorMetadata = rule("syntax-decorator-metadata", "tsconfig emitDecoratorMetadata", .manualFix,
        summary: "`emitDecoratorMetadata: true` in a tsconfig the app compiles with (its own `compilerOptions` or a config it `extends`).",
        rationale: "TypeScript writes each decorated class's constructor-parameter and property types as `design:*` metadata, which reflect-metadata readers (Inversify, tsyringe, TypeORM, class-validator, Angular-style DI) look up at run time. esbuild (Vite 7) ignores the option (evanw/esbuild#257); Oxc (Vite 8) emits it only partially, since full support needs the type checker's inference. Injection then fails at run time, or a type silently reads as `undefined` or `Object`.",
        replacement: "Compile the decorated files with SWC (`unplugin-swc`: `swc.vite({ jsc: { transform: { legacyDecorator: true, decoratorMetadata: true } } })`) or Babel (`babel-plugin-transform-typescript-metadata` after `@babel/plugin-proposal-decorators` with `legacy: true`, through `@rolldown/plugin-babel`); or inject by explicit token (`@inject(TOKEN)`) so nothing reads the metadata.",
        source: "https://vite.dev/guide/features.html#emitdecoratormetadata")
    /// Also a source rule (SourceRules' SyntaxRules.AmbientConstEnum), which reports `declare const enum` in `.ts`
    /// modules; this family reads the `.d.ts` files the source rules skip. The catalog shows the source rule's text.
    public static let ambientConstEnum = rule("syntax-ambient-const-enum", "Ambient const enum", .manualFix,
        summary: "`declare const enum` in a `.ts`/`.tsx` module (or inside `declare namespace`/`declare module`/`declare global`), or any `const enum` in the project's own `.d.ts` files.",
        rationale: "An ambient const enum has no run-time code: tsc replaces every `Name.Member` with its value. esbuild (Vite 7) and Oxc (Vite 8) transpile each file in isolation, as `isolatedModules` describes, erase `declare` statements and leave the read as written, so it throws a ReferenceError, or an import of it finds no export. A non-ambient `export const enum` in a `.ts` module is emitted as a regular enum and keeps working.",
        replacement: "Drop `declare`: `export enum` (or `export const enum`) in a `.ts` module, imported where it is used, or an `as const` object; set `isolatedModules: true` so that tsc reports ambient const enum reads (TS2748).",
        source: "https://vite.dev/guide/features.html#isolatedmodules")
    public static let jestConfig = rule("test-jest-config", "Jest configuration key", .autoFixable,
        summary: "A Jest option that needs a Vitest counterpart.", rationale: "Vitest reads `test` in vite.config, with different names.",
        replacement: "The matching `test.*` option.", source: "https://vitest.dev/guide/migration/jest")
    public static let jestEnvironment = rule("test-env-default", "Implicit jsdom test environment", .autoFixable,
        summary: "No `testEnvironment` where Jest ≤26 or CRA defaulted to jsdom.", rationale: "Vitest's default environment is `node`.",
        replacement: "`test.environment: 'jsdom'`.", source: "https://vitest.dev/config/#environment")
    public static let babelJest = rule("test-babel-jest", "Jest transforms", .autoFixable,
        summary: "`babel-jest`, `ts-jest`, test-only Babel plugins, Jest `transform`.", rationale: "Vitest transforms through Vite.",
        replacement: "Remove them.", source: "https://vitest.dev/guide/migration/jest")

    /// webpack loaders that parse or compile what they load into a value (not a URL or text): an import of such a
    /// file needs a Vite plugin doing the same, never `assetsInclude`.
    public static let parsingLoaders: Set<String> = [
        "csv-loader", "dsv-loader", "xml-loader", "handlebars-loader", "pug-loader", "jade-loader", "mustache-loader",
        "ejs-loader", "ejs-compiled-loader", "underscore-template-loader", "lodash-template-loader", "nunjucks-loader",
        "twig-loader", "toml-loader", "json5-loader", "properties-loader", "po-loader", "ini-loader", "hson-loader",
        "markdown-loader", "frontmatter-markdown-loader", "mdx-loader", "@mdx-js/loader", "elm-webpack-loader",
    ]

    /// Every configuration rule, sorted by id.
    public static let all: [RuleDescription] = [
        unresolved, alias, resolveModules, resolveExtensions, providePlugin, externals, moduleFederation, workerLoader, htmlPlugin,
        copyPlugin, devServer, ignorePlugins, nodePolyfills, reactHotLoader, definePlugin, environmentPlugin, reactAppPrefix,
        htmlTemplateVariables, dotenvDollar, modeFiles, cssModulesConfig, cssLocalsConvention, cssGenerateName, nodeSass, lessOptions,
        postcssConfig, inlineLimit, htmlEntry, multiEntry, polyfillEntries, outDir, ssrServerBuild, publicPath, browserslist, chunkConfig, reactScripts,
        overrides, ejected, storybookBuilder, setupProxy, setupTests, jestDefaults, cssModuleSnapshots, envConfigVars, homepage, envDts, eslintConfig, babelPresent,
        babelRedundant, babelNeeded, jestConfig, jestEnvironment, babelJest, decoratorMetadata,
        ambientConstEnum,
    ].sorted { $0.id < $1.id }
}
