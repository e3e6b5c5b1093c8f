import AuditModel
import Foundation
import JSLexer

extension ConfigAuditor {
    // MARK: package.json

    /// Reads package.json's declared dependencies (`dependencyLines`), which decide what kind of project this is.
    mutating func readDependencies() {
        guard project.files.contains("package.json") else { return }
        guard let manifest = evaluateJSON("package.json") else { return }
        packageJSON = manifest
        for section in ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"] {
            for property in manifest[section]?.properties ?? [] {
                guard let name = property.key, let range = property.value.string, dependencyLines[name] == nil || section == "dependencies" else { continue }
                dependencyLines[name] = (range, property.line, property.column, property.end)
            }
        }
        // react-scripts-ts keeps CRA's conventions (build/, public/index.html, REACT_APP_, Jest in jsdom), compiling
        // TypeScript with ts-loader instead of Babel.
        if dependencyLines["react-scripts"] == nil, let fork = dependencyLines["react-scripts-ts"] {
            dependencyLines["react-scripts"] = fork
            reactScriptsPackage = "react-scripts-ts"
        }
    }

    mutating func readPackageJSON() {
        guard let manifest = packageJSON else { return }
        let file = "package.json"
        if let reactScripts = dependencyLines["react-scripts"] {
            let name = reactScriptsPackage
            // react-scripts compiles with babel-preset-react-app, which runs class-properties with `loose: true`
            // (react-scripts-ts compiles with ts-loader).
            if name == "react-scripts" { facts.babelLooseClassProperties = true }
            add(ConfigRules.reactScripts, file: file, line: reactScripts.line, column: reactScripts.column, end: reactScripts.end,
                message: "\(name) \(reactScripts.range) runs the build, dev server and Jest; Vite and Vitest replace all three.",
                fix: "npm remove \(name) && npm install -D vite @vitejs/plugin-react vitest jsdom")
            add(ConfigRules.outDir, file: file, line: reactScripts.line, column: reactScripts.column, end: reactScripts.end,
                message: "\(name) build writes to build/; Vite writes to dist/.",
                fix: "build: { outDir: 'build' } in vite.config, or update the deploy pipeline to dist/.")
        }
        for tool in Self.rewiringTools {
            guard let declared = dependencyLines[tool] else { continue }
            add(ConfigRules.overrides, file: file, line: declared.line, column: declared.column, end: declared.end,
                message: "\(tool) \(declared.range) customises CRA's hidden configuration; its settings must be re-expressed in vite.config.",
                fix: "Port the settings reported for its config file, then remove \(tool).")
        }
        if let nodeSass = dependencyLines["node-sass"] {
            add(ConfigRules.nodeSass, file: file, line: nodeSass.line, column: nodeSass.column, end: nodeSass.end,
                message: "node-sass \(nodeSass.range) is deprecated and not used by Vite, which compiles Sass with sass or sass-embedded.",
                fix: "npm remove node-sass && npm install -D sass-embedded")
        }
        for tool in ["babel-jest", "ts-jest", "babel-plugin-dynamic-import-node", "babel-plugin-require-context-hook", "jest-transform-stub", "identity-obj-proxy"] {
            guard let declared = dependencyLines[tool] else { continue }
            add(ConfigRules.babelJest, file: file, line: declared.line, column: declared.column, end: declared.end,
                message: "\(tool) \(declared.range) only serves Jest's transform pipeline; Vitest transforms through Vite.",
                fix: tool == "identity-obj-proxy" ? "Remove it: Vitest proxies CSS modules itself (css.modules.classNameStrategy: 'non-scoped' keeps raw names)." : "Remove \(tool).")
        }
        let typeChecksBuild = project.files.contains("tsconfig.json")
        for property in manifest["scripts"]?.properties ?? [] {
            guard let name = property.key, let command = property.value.string else { continue }
            facts.nodeEntries += Self.nodeEntries(inScript: command)
            scriptWebpackConfigs.formUnion(Self.webpackConfigs(inScript: command))
            scriptJestConfigs.formUnion(Self.jestConfigs(inScript: command))
            scriptStorybookFolders.formUnion(Self.storybookConfigFolders(inScript: command))
            scriptViteConfigs.formUnion(Self.viteConfigs(inScript: command))
            scriptVitestConfigs.formUnion(Self.viteConfigs(inScript: command, runners: ["vitest", "vitest.mjs"]))
            if var vite = Self.viteScript(for: command, exposes: { [vite = facts.vite] name in vite?.exposes(name) ?? name.hasPrefix("VITE_") }) {
                // CRA type-checks a project with tsconfig.json while it builds; Vite only strips the types.
                if typeChecksBuild, vite.command.map({ Self.shellSegments($0).contains { zip($0, $0.dropFirst()).contains { $0 == ("vite", "build") } } }) == true {
                    vite.notes.append("CRA failed the build on type errors, Vite only strips types: run tsc --noEmit before vite build")
                }
                let fix = vite.command.map { "\"\(name)\": \"\(Self.jsonEscaped($0))\"" + (vite.notes.isEmpty ? "" : " (" + vite.notes.joined(separator: "; ") + ")") }
                    ?? "Remove the \"\(name)\" script: Vite has no eject, vite.config is the whole configuration."
                add(ConfigRules.reactScripts, file: file, at: property,
                    message: "script \"\(name)\" runs \(vite.tool) (\(command)).", fix: fix)
            }
            for value in Self.nodePathValues(inScript: command) {
                let folders = addNodePathFolders(value)
                add(ConfigRules.resolveModules, file: file, at: property,
                    message: "script \"\(name)\" sets NODE_PATH=\(value), so react-scripts resolves bare imports"
                        + (folders.isEmpty ? "" : " like 'components/Button' from " + folders.map { $0 + "/" }.joined(separator: ", "))
                        + "; Vite ignores NODE_PATH.",
                    fix: "resolve.alias per folder, or jsconfig/tsconfig baseUrl with \(tsconfigPathsResolver).")
                noteModuleDirectories(folders,
                    ifUnused: "script \"\(name)\" sets NODE_PATH=\(value), but no import relies on it (\(Self.noImportRelies)); Vite ignores NODE_PATH.",
                    fix: nodePathUnusedFix)
            }
            if command.range(of: "NODE_ENV=") != nil {
                add(ConfigRules.modeFiles, file: file, at: property,
                    // CRA overrode NODE_ENV whatever the script said; a webpack script's NODE_ENV was its config's to read.
                    message: "script \"\(name)\" sets NODE_ENV; Vite's mode (--mode) is separate from NODE_ENV, and Vite honours NODE_ENV"
                        + (isCreateReactApp ? " where CRA forbade overriding it." : " as set: .env files and import.meta.env.MODE follow --mode."),
                    fix: "Use `vite build --mode <name>` with .env.<name> files; keep NODE_ENV only for Node-side tools.")
            }
        }
        // Outside CRA, `homepage` is npm's project URL: nothing reads it as the public path.
        if let homepage = manifest.member("homepage"), isCreateReactApp {
            let base = URL(string: homepage.value.string ?? "")?.path ?? "/"
            add(ConfigRules.homepage, file: file, at: homepage,
                message: "homepage \(homepage.value.rendered) sets CRA's PUBLIC_URL; Vite uses base.",
                fix: "base: '\(base.hasSuffix("/") ? base : base + "/")' in vite.config")
        }
        // Only CRA's dev server (ejected or not) reads package.json's `proxy`; webpack-dev-server ignores it.
        if let proxy = manifest.member("proxy"), isCreateReactApp {
            // react-dev-utils' prepareProxy: changeOrigin, secure: false (a self-signed target is accepted), ws
            // (WebSockets proxied too) and xfwd (X-Forwarded-* headers sent).
            add(ConfigRules.setupProxy, file: file, line: proxy.line, column: proxy.column, end: proxy.end,
                message: "\"proxy\": \(proxy.value.rendered) makes CRA's dev server forward non-HTML requests; Vite proxies by path prefix only.",
                fix: "server: { proxy: { '/api': { target: \(proxy.value.rendered), changeOrigin: true, secure: false, ws: true, xfwd: true } } } (one entry per API prefix)")
        }
        if let eslint = manifest.member("eslintConfig"), eslint.value["extends"]?.elements.contains(where: { $0.string?.hasPrefix("react-app") == true }) == true {
            add(ConfigRules.eslintConfig, file: file, at: eslint,
                message: "eslintConfig extends react-app; Vite runs no ESLint during builds and eslint-config-react-app depends on babel-preset-react-app.",
                fix: "Run ESLint separately (eslint.config.js with eslint-plugin-react-hooks and eslint-plugin-react-refresh).")
        }
        if let browserslist = manifest.member("browserslist") {
            // An object holds one list per environment: the build reads `production` (else `defaults`).
            let list = browserslist.value["production"] ?? browserslist.value["defaults"] ?? browserslist.value
            let lines = list.string.map { [$0] } ?? list.elements.compactMap(\.string)
            let legacy = BrowserslistQueries(lines).legacyQueries
            add(ConfigRules.browserslist, file: file, at: browserslist,
                message: "browserslist \(browserslist.value.rendered) no longer decides JavaScript output under Vite (build.target does); \(browserslistCSSReader)."
                    + Self.legacyBrowsersNote(legacy),
                fix: browserslistFix(legacy: legacy, keep: "keep browserslist for PostCSS."))
        }
        auditCRATailwind()
        // Only where CSS modules are used: a plain `className="App"` snapshot is the same under Vitest.
        let usesCSSModules = facts.cssModulesByConfig || !facts.cssModuleFiles.isEmpty || project.files.contains { path in
            [".module.css", ".module.scss", ".module.sass", ".module.less"].contains { path.hasSuffix($0) } && !path.split(separator: "/").contains("node_modules")
        }
        if usesCSSModules, let proxy = dependencyLines["identity-obj-proxy"] ?? dependencyLines["react-scripts"] {
            // Snapshots that recorded class names: identity-obj-proxy's names as written, which Vitest's CSS-module
            // proxy does not reproduce by default.
            let snapshots = jestSnapshots().filter(\.recordsClassNames).map(\.path)
            if let first = snapshots.first {
                let mapper = dependencyLines["identity-obj-proxy"] != nil ? "identity-obj-proxy" : "react-scripts' implicit identity-obj-proxy mapping"
                add(ConfigRules.cssModuleSnapshots, file: file, line: proxy.line, column: proxy.column, end: proxy.end,
                    message: "\(snapshots.count) Jest snapshot file\(snapshots.count == 1 ? "" : "s") (\(first)\(snapshots.count > 1 ? ", …" : "")) record\(snapshots.count == 1 ? "s" : "") class names from \(mapper); Vitest's CSS-module proxy names them differently.",
                    fix: "test: { css: { modules: { classNameStrategy: 'non-scoped' } } } in vite.config, or update the snapshots once")
            }
        }
        if let babel = manifest["babel"] { auditBabelConfig(babel, file: file) }
        if let jest = manifest["jest"] {
            auditJestOptions(jest, file: file)
            if let reactScripts = dependencyLines["react-scripts"] {
                // CRA's testMatch has both patterns; its setup file is named only when there is one.
                let major = Self.declaredMajor(reactScripts.range)
                let resetMocks = major.map { $0 >= Self.resetMocksMajor ? "resetMocks: true, " : "" } ?? "resetMocks: true from react-scripts 4, "
                add(ConfigRules.jestDefaults, file: file, at: jest,
                    message: "package.json#jest overrides part of the Jest configuration react-scripts \(reactScripts.range) generates (jsdom, \(resetMocks)CSS/file transforms, src/ roots); Vitest starts from different defaults.",
                    fix: Self.craJestFix(jest, setupFile: Self.setupTestsNames.first(where: project.files.contains), reactScriptsMajor: major))
            }
        }
    }

    /// react-scripts (not ejected) ran PostCSS itself, ignoring any config file, and no PostCSS config at the root
    /// takes over under Vite, which runs only the plugins such a config names.
    var craPostCSSLeftBehind: Bool {
        dependencyLines["react-scripts"] != nil && !ejectedCRA && packageJSON?.member("postcss") == nil
            && !project.files.contains { !$0.contains("/") && Self.postCSSConfigNames.contains($0) }
    }

    /// The files postcss-load-config (Vite's PostCSS config loader) searches for.
    static let postCSSConfigNames: Set<String> = [
        ".postcssrc", ".postcssrc.json", ".postcssrc.yaml", ".postcssrc.yml", ".postcssrc.js", ".postcssrc.cjs", ".postcssrc.mjs", ".postcssrc.ts",
        "postcss.config.js", "postcss.config.cjs", "postcss.config.mjs", "postcss.config.ts", "postcss.config.mts", "postcss.config.cts",
    ]

    /// Who still reads a browserslist for CSS once Vite builds.
    var browserslistCSSReader: String {
        craPostCSSLeftBehind
            ? "CRA's built-in PostCSS (postcss-preset-env with autoprefixer, postcss-flexbugs-fixes) prefixed the CSS for it, and Vite runs no PostCSS plugin a postcss.config.js does not name"
            : "autoprefixer still reads it"
    }

    /// `keep` says what to do with the list for PostCSS where a PostCSS config reads it.
    func browserslistFix(legacy: [String], keep: String) -> String {
        guard craPostCSSLeftBehind else { return legacy.isEmpty ? "build: { target: [...] } for JavaScript; " + keep : Self.legacyBrowsersFix }
        let css = "a postcss.config.js with autoprefixer (module.exports = { plugins: { autoprefixer: {} } }) to keep prefixing the CSS for browserslist."
        return legacy.isEmpty ? "build: { target: [...] } for JavaScript; " + css : Self.legacyBrowsersFix.replacingOccurrences(of: "keep browserslist for PostCSS.", with: css)
    }

    /// CRA 5 ran Tailwind through its built-in PostCSS whenever tailwind.config.js exists; under Vite, without a
    /// PostCSS config naming it, `@tailwind` directives stay unprocessed and no utility class is generated.
    mutating func auditCRATailwind() {
        guard craPostCSSLeftBehind, let range = dependencyLines["react-scripts"]?.range, let major = Self.declaredMajor(range), major >= 5,
            // react-scripts 5 checks for this one name (config/webpack.config.js's useTailwind).
            project.files.contains("tailwind.config.js")
        else { return }
        let config = "tailwind.config.js"
        add(ConfigRules.postcssConfig, file: config, line: 1,
            message: "\(config) made react-scripts run Tailwind in its built-in PostCSS; Vite runs only the PostCSS plugins a postcss.config.js names, so the @tailwind directives would stay unprocessed and no utility class would be generated.",
            fix: "Add a postcss.config.js: module.exports = { plugins: { tailwindcss: {}, autoprefixer: {} } }.", severity: .autoFixable)
    }

    /// What a browserslist naming browsers without native ES modules, dynamic import or import.meta adds to the message.
    static func legacyBrowsersNote(_ legacy: [String]) -> String {
        legacy.isEmpty ? "" : " It includes \(legacy.map { "'\($0)'" }.joined(separator: ", ")): browsers without native ES modules, dynamic import or import.meta, which no build.target reaches."
    }

    /// Vite's own way to serve such browsers.
    static let legacyBrowsersFix = "@vitejs/plugin-legacy: plugins: [legacy()] in vite.config (its targets default to this browserslist); keep browserslist for PostCSS."

    /// The react-scripts major whose Jest configuration sets `resetMocks: true` (facebook/create-react-app#7899, 4.0.0).
    static let resetMocksMajor = 4

    /// Vitest's environment for a Jest `testEnvironment` (or `--env`): any jsdom one (`jsdom-fourteen`,
    /// `jest-environment-jsdom-sixteen`) is `jsdom`; nil for a custom environment, which Vitest cannot load.
    static func vitestEnvironment(forJest name: String) -> String? {
        let short = name.hasPrefix("jest-environment-") ? String(name.dropFirst("jest-environment-".count)) : name
        // `@happy-dom/jest-environment` is happy-dom's current package name.
        if short.hasSuffix("happy-dom") || name.hasPrefix("@happy-dom/") { return "happy-dom" }
        if short.hasPrefix("jsdom") { return "jsdom" }
        return short == "node" ? "node" : nil
    }

    /// Options whose Vitest counterpart takes the same list of paths or globs, written from the project root.
    static let pathListKeys: Set<String> = ["testMatch", "setupFiles", "setupFilesAfterEnv"]

    /// `test.include: ['src/**/*.test.js']` for `testMatch: ['<rootDir>/src/**/*.test.js']`: Vitest resolves these
    /// from its root and knows no `<rootDir>`. Nil when an entry is no string literal.
    static func pathListFix(_ target: String, _ value: ConfigNode, rootDir: String) -> String? {
        let entries = value.elements.isEmpty ? [value] : value.elements
        let paths = entries.compactMap(\.string)
        guard !paths.isEmpty, paths.count == entries.count else { return nil }
        let prefix = rootDir.isEmpty ? "" : rootDir + "/"
        let rewritten = paths.map { path in
            guard path.hasPrefix("<rootDir>") else { return "'\(path)'" }
            let rest = path.dropFirst("<rootDir>".count).drop { $0 == "/" }
            // A setup file reads as a path ('./src/setupTests.js'); an include entry stays a glob.
            return "'\(target == "test.include" ? prefix : "./" + prefix)\(rest)'"
        }
        return "\(target): [\(rewritten.joined(separator: ", "))]"
    }

    /// Whether the project's Jest (declared, or react-scripts' own: CRA 4 ran Jest 26, CRA 5 Jest 27) read `timers: 'fake'`
    /// as the legacy fake timers.
    var jestFakeTimersAreLegacy: Bool {
        if let jest = dependencyLines["jest"].flatMap({ Self.declaredMajor($0.range) }) { return jest <= 26 }
        if let cra = dependencyLines["react-scripts"].flatMap({ Self.declaredMajor($0.range) }) { return cra <= 4 }
        return false
    }

    /// Jest's `timers: 'legacy'` faked the timer functions and left Date real; Vitest has no legacy timers and its
    /// bare vi.useFakeTimers() fakes Date too. `'real'` is Vitest's default. Nil for other values (the general fix).
    /// `legacyFake`: Jest 26 or earlier, whose `'fake'` was the legacy timers (Jest 27 made `'fake'` the modern ones).
    static func timersFix(_ value: ConfigNode, legacyFake: Bool = false) -> String? {
        let legacy = value.string == "legacy" || (value.string == "fake" && legacyFake)
        switch value.string {
        case _ where legacy:
            return "vi.useFakeTimers({ toFake: \(VitestFakeTimers.legacyJestTimerFunctions) }) in a setup file, "
                + "keeping Date real as Jest's legacy timers did (Vitest has no legacy timers and fakes Date too)"
        case "real": return "nothing: Vitest's timers are real until vi.useFakeTimers() (remove)"
        default: return nil
        }
    }

    /// The Vitest environment a Jest `testEnvironment` option becomes: `'jest-environment-jsdom'` is
    /// `test.environment: 'jsdom'`; a custom Jest environment is a Jest module Vitest cannot load.
    static func testEnvironmentFix(_ value: ConfigNode) -> String {
        guard let name = value.string else { return "test.environment" }
        guard let environment = vitestEnvironment(forJest: name) else { return "test.environment: a Vitest environment in place of the Jest environment '\(name)'" }
        return "test.environment: '\(environment)'"
    }

    /// The Vitest settings that keep what react-scripts' Jest did, after the project's own overrides of its defaults
    /// (`testEnvironment`, `resetMocks`, `testMatch`): CRA's jsdom, `resetMocks: true` (react-scripts 4 and later)
    /// and test patterns only where package.json leaves them. `reactScriptsMajor` is nil when the declared range
    /// does not pin one.
    static func craJestFix(_ jest: ConfigNode, setupFile: String?, reactScriptsMajor: Int?) -> String {
        var settings: [String] = []
        var note = ""
        if let name = jest["testEnvironment"]?.string {
            if let environment = vitestEnvironment(forJest: name) {
                settings.append("environment: '\(environment)'")
            } else {
                // A custom Jest environment is a Jest module: Vitest needs an environment of its own.
                note = "; testEnvironment '\(name)' needs a Vitest environment in its place"
            }
        } else {
            settings.append("environment: 'jsdom'")
        }
        if case .bool(let value) = jest["resetMocks"]?.value {
            settings.append("mockReset: \(value)")
        } else if let reactScriptsMajor {
            // Before 4.0 CRA left Jest's resetMocks: false, which is also Vitest's default.
            if reactScriptsMajor >= Self.resetMocksMajor { settings.append("mockReset: true") }
        } else {
            settings.append("mockReset: true")
            note += "; mockReset: true only for react-scripts 4 or later (3.x did not reset mocks between tests)"
        }
        if let setupFile { settings.append("setupFiles: ['\(setupFile)']") }
        // The project's own testMatch has a finding of its own (test-jest-config) naming test.include.
        if jest["testMatch"] == nil {
            settings.append("include: ['src/**/__tests__/**/*.{js,jsx,ts,tsx}', 'src/**/*.{spec,test}.{js,jsx,ts,tsx}']")
        }
        return "test: { " + settings.joined(separator: ", ") + " }" + note
    }

    // MARK: Babel

    mutating func auditBabelFile(_ file: String) {
        let name = Self.fileName(file)
        let config: ConfigNode?
        if name == ".babelrc" || name.hasSuffix(".json") {
            config = evaluateJSON(file)
        } else {
            guard let lexed = lex(file) else { return }
            let evaluator = self.evaluator(of: file, lexed: lexed)
            config = evaluator.evaluateModule()
            if noteAbandonedEvaluation(evaluator, file: file), config == nil { return }
            if config == nil {
                add(ConfigRules.unresolved, file: file, line: 1, message: "\(file) exports nothing the audit can evaluate; its Babel plugins were not checked.", fix: "Review the file by hand.")
            }
        }
        guard let config else { return }
        auditBabelConfig(config, file: file)
    }

    /// The decorators plugin's options choose the legacy semantics: `legacy: true`, or Babel 7.21's preferred
    /// spelling `version: "legacy"`.
    static func selectsLegacyDecorators(_ options: ConfigNode?) -> Bool {
        if case .bool(true)? = options?["legacy"]?.value { return true }
        return options?["version"]?.string == "legacy"
    }

    mutating func auditBabelConfig(_ config: ConfigNode, file: String) {
        guard case .object = config.value else {
            reportUnresolved(config, file: file, key: "babel config")
            return
        }
        let names = (config["presets"]?.elements ?? []) + (config["plugins"]?.elements ?? [])
        if readsNoBabelConfiguration {
            // Nothing to port: CRA compiled with its own preset, whatever this file says.
            add(ConfigRules.babelPresent, file: file, at: config,
                message: "react-scripts ignores \(file) (its babel-loader and Jest transform set babelrc: false and configFile: false), so its \(names.count) preset(s)/plugin(s) never ran.",
                fix: "Delete it rather than port it to Vite; if a plugin was meant to run, the app never had it.")
            return
        }
        // Babel 7.13+ `assumptions` say the same as `loose` for class fields, at the top or per env/override.
        let scopes = [config] + (config["env"]?.properties.map(\.value) ?? []) + (config["overrides"]?.elements ?? [])
        if scopes.contains(where: { if case .bool(true)? = $0["assumptions"]?["setPublicClassFields"]?.value { true } else { false } }) {
            facts.babelLooseClassProperties = true
        }
        add(ConfigRules.babelPresent, file: file, at: config,
            message: "Babel configuration with \(names.count) preset(s)/plugin(s); Vite \(project.vite) transforms with \(transformer) and runs Babel only if added explicitly.",
            fix: "Remove the redundant entries; keep the rest via \(keepBabel).")
        if let presets = config["presets"] { auditBabelEntries(presets, isPreset: true, file: file) }
        if let plugins = config["plugins"] { auditBabelEntries(plugins, isPreset: false, file: file) }
        for environment in config["env"]?.properties ?? [] {
            if let presets = environment.value["presets"] { auditBabelEntries(presets, isPreset: true, file: file) }
            if let plugins = environment.value["plugins"] { auditBabelEntries(plugins, isPreset: false, file: file) }
        }
        for override in config["overrides"]?.elements ?? [] {
            if let presets = override["presets"] { auditBabelEntries(presets, isPreset: true, file: file) }
            if let plugins = override["plugins"] { auditBabelEntries(plugins, isPreset: false, file: file) }
        }
    }

    mutating func auditBabelEntries(_ list: ConfigNode, isPreset: Bool, file: String) {
        reportUnresolved(list, file: file, key: isPreset ? "presets" : "plugins")
        for entry in list.elements.flatMap(\.alternatives) {
            let head = entry.elements.first.flatMap { first -> ConfigNode? in
                if case .array = entry.value { return first }
                return entry
            } ?? entry
            let raw: String
            switch head.value {
            case .string(let text): raw = text
            case .module(let module): raw = module
            case .call("require.resolve", let arguments): raw = arguments.first?.string ?? ""
            default: continue
            }
            guard !raw.isEmpty else { continue }
            let name = BabelPluginCatalog.normalise(raw, isPreset: isPreset)
            let options = entry.elements.dropFirst().first
            if Self.compilesClassFieldsLoosely(name: name, raw: raw, options: options) {
                facts.babelLooseClassProperties = true
            }
            if name == "transform-decorators-legacy" || name == "proposal-decorators" && Self.selectsLegacyDecorators(options) {
                legacyDecorators = true
            }
            if name == "module-resolver", !isPreset { auditModuleResolver(options, file: file) }
            auditBabelName(name, raw: BabelPluginCatalog.described(raw, isPreset: isPreset), at: head, file: file, options: options)
        }
    }

    /// Whether a plugin or preset (normalised `name`, as written `raw`, its options when given as `[name, options]`)
    /// compiles class fields as assignments, which Oxc/esbuild's define semantics do not reproduce
    /// (syntax-class-fields-semantics):
    /// - Babel 7's class-properties plugin, or preset-env (whose `loose` reaches it), with `loose: true`;
    /// - babel-preset-react-app, which sets `loose: true` itself;
    /// - Babel 6's `transform-class-properties` and the stage-0/1/2 presets that include it, which assign unless
    ///   `spec: true`.
    static func compilesClassFieldsLoosely(name: String, raw: String, options: ConfigNode?) -> Bool {
        func flag(_ key: String) -> Bool { if case .bool(true)? = options?[key]?.value { true } else { false } }
        switch name {
        case "proposal-class-properties", "preset-env": return flag("loose")
        case "preset-react-app": return true
        case "preset-stage-0", "preset-stage-1", "preset-stage-2": return !flag("spec")
        case "transform-class-properties":
            // Babel 7.22 renamed the proposal plugin to @babel/plugin-transform-class-properties (define by default).
            return raw.hasPrefix("@babel/") ? flag("loose") : !flag("spec")
        default: return false
        }
    }

    /// Where polyfills come from under Vite (catalog babel-redundant: legacy browsers → plugin-legacy).
    static let legacyPolyfills = "@vitejs/plugin-legacy (legacy({ modernPolyfills: true }) adds polyfills by usage for modern browsers too)"

    /// An option that is present and not turned off (`corejs: false`, `null`).
    static func isSet(_ option: ConfigNode) -> Bool {
        switch option.value {
        case .bool(false), .null, .undefined: return false
        default: return true
        }
    }

    mutating func auditBabelName(_ name: String, raw: String, at node: ConfigNode, file: String, options: ConfigNode? = nil) {
        facts.babelPlugins.append(name)
        switch BabelPluginCatalog.classify(name) {
        case .redundant where name == "preset-env" && ["usage", "entry"].contains(options?["useBuiltIns"]?.string):
            // Not only syntax: Babel adds core-js polyfills, and Vite adds none.
            let legacy = Self.legacyPolyfills
            let (message, fix) = options?["useBuiltIns"]?.string == "usage"
                ? ("\(raw) with useBuiltIns: 'usage' injects the core-js polyfills the targeted browsers need; Vite injects no polyfills (build.target only lowers syntax).",
                   "Remove \(raw) and add \(legacy) to keep polyfills; set build.target for syntax.")
                : ("\(raw) with useBuiltIns: 'entry' narrows `import 'core-js'` to the polyfills the targeted browsers need; Vite does not, so that import bundles all of core-js.",
                   "Remove \(raw); keep the core-js import (every polyfill) or replace it with \(legacy); set build.target for syntax.")
            add(ConfigRules.babelRedundant, file: file, at: node, message: message, fix: fix, severity: .manualFix)
        case .redundant where name == "transform-runtime":
            if let corejs = options?["corejs"], Self.isSet(corejs) {
                add(ConfigRules.babelRedundant, file: file, at: node,
                    message: "\(raw) with corejs: \(corejs.rendered) rewrites built-ins to core-js-pure imports (polyfills without globals); Vite injects no polyfills.",
                    fix: "Remove \(raw) and add \(Self.legacyPolyfills) to keep polyfills.", severity: .manualFix)
            } else {
                add(ConfigRules.babelRedundant, file: file, at: node,
                    message: "\(raw) only makes Babel's helpers and regenerator imports from @babel/runtime instead of copies in each file; without Babel there are no Babel helpers, and \(transformer) brings its own.",
                    fix: "Remove \(raw) (and @babel/runtime if nothing else imports it).")
            }
        case .redundant:
            if BabelPluginCatalog.classProperties.contains(name) { classPropertiesRedundancies.append((findings.count, raw)) }
            add(ConfigRules.babelRedundant, file: file, at: node,
                message: "\(raw) is redundant under Vite: \(transformer) already handles this syntax or JSX.",
                fix: "Remove \(raw) (set build.target for the browsers you support).")
        case .providedByVite(let reason):
            add(ConfigRules.babelRedundant, file: file, at: node,
                message: "\(raw) is redundant under Vite: \(reason).",
                fix: "Remove \(raw): \(reason).")
        case .needed(let advice):
            var fix = advice.replacingOccurrences(of: "{babel}", with: keepBabel).replacingOccurrences(of: "{transformer}", with: transformer)
            if name == "import", let style = options?["style"], Self.isSet(style) {
                fix += Self.componentStylesNote(style, options: options, antdMajor: dependencyLines["antd"].flatMap { Self.declaredMajor($0.range) })
            }
            add(ConfigRules.babelNeeded, file: file, at: node,
                message: "\(raw) transforms code in a way \(transformer) does not; without Babel that transform is lost.",
                fix: fix, severity: BabelPluginCatalog.removable.contains(name) ? .autoFixable : nil)
        case .unknown:
            add(ConfigRules.babelNeeded, file: file, at: node,
                message: "\(raw) is not in the audit's catalog of Babel plugins; check what it does before dropping Babel.",
                fix: "Keep it via \(keepBabel) if it transforms code Vite must see, otherwise remove it.")
        }
    }

    /// babel-plugin-import's `style` option added each imported component's stylesheet: tree-shaking does not, so
    /// the library's stylesheet must be imported once (antd's Less for `style: true`, its CSS for `'css'`). antd 5
    /// styles its components with CSS-in-JS and ships no such stylesheet.
    static func componentStylesNote(_ style: ConfigNode, options: ConfigNode?, antdMajor: Int? = nil) -> String {
        let library = options?["libraryName"]?.string
        if library == "antd", let antdMajor, antdMajor >= 5 {
            return "; its style option (style: \(style.rendered)) has nothing to import under antd \(antdMajor), whose components style themselves (CSS-in-JS): import 'antd/dist/reset.css' once for its reset, if the app used the old global styles"
        }
        let stylesheet = switch (library, style.string) {
        case ("antd", "css"): "import 'antd/dist/antd.css'"
        case ("antd", _): "import 'antd/dist/antd.less'"
        case (let name?, _): "import \(name)'s stylesheet"
        case (nil, _): "import the library's stylesheet"
        }
        return "; it also imported each component's styles (style: \(style.rendered)): without it, \(stylesheet) once in the entry, or let vite-plugin-imp add them"
    }

    /// Legacy decorators need class-properties in loose mode (Babel's decorators documentation): where a legacy
    /// decorators plugin is configured, class-properties is not redundant but kept with it. It is reported as
    /// babel-needed at info severity, since keeping it is part of the decorators plugin's own babel-needed finding.
    mutating func keepClassPropertiesForLegacyDecorators() {
        guard legacyDecorators else { return }
        for (index, raw) in classPropertiesRedundancies {
            findings[index].ruleId = ConfigRules.babelNeeded.id
            findings[index].category = RuleCategory(ruleId: ConfigRules.babelNeeded.id)
            findings[index].severity = .info
            findings[index].message = "\(raw) goes with the legacy decorators plugin this project configures: legacy decorators need class properties compiled in loose mode, which \(transformer) does not do."
            findings[index].fix = "keep \(raw) (loose: true) next to @babel/plugin-proposal-decorators (legacy) via \(keepBabel), after the decorators plugin"
        }
    }

    // MARK: Jest

    mutating func auditJestFile(_ file: String) {
        let config: ConfigNode?
        if file.hasSuffix(".json") {
            config = evaluateJSON(file)
        } else {
            guard let lexed = lex(file) else { return }
            let evaluator = self.evaluator(of: file, lexed: lexed)
            config = evaluator.evaluateModule().map(evaluator.callWithUnknownArguments)
            if noteAbandonedEvaluation(evaluator, file: file), config == nil { return }
        }
        guard let config else {
            add(ConfigRules.unresolved, file: file, line: 1, message: "\(file) exports nothing the audit can evaluate; its Jest options were not checked.", fix: "Review the file by hand.")
            return
        }
        auditJestOptions(config, file: file)
    }

    static let jestKeys: [String: String] = [
        "testEnvironment": "test.environment", "setupFiles": "test.setupFiles", "setupFilesAfterEnv": "test.setupFiles",
        // Jest 23 and earlier's name for setupFilesAfterEnv (one file): Vitest would not load it.
        "setupTestFrameworkScriptFile": "test.setupFiles",
        "moduleNameMapper": "test.alias (whole-path patterns)", "moduleDirectories": "resolve.alias or vite-tsconfig-paths",
        "modulePaths": "resolve.alias or vite-tsconfig-paths", "roots": "test.dir / test.include", "testMatch": "test.include",
        "testRegex": "test.include (globs)", "transform": "nothing: Vite transforms (remove)", "transformIgnorePatterns": "server.deps.inline for ESM-only dependencies",
        "globals": "define, or assignments in a setup file", "snapshotSerializers": "test.snapshotSerializers", "resetMocks": "test.mockReset",
        "clearMocks": "test.clearMocks", "restoreMocks": "test.restoreMocks", "timers": "vi.useFakeTimers() in a setup file (legacy timers are not supported)",
        "testURL": "test.environmentOptions.jsdom.url", "coverageThreshold": "test.coverage.thresholds", "collectCoverageFrom": "test.coverage.include",
        "automock": "explicit vi.mock() calls in setupFiles", "preset": "nothing: drop the preset (ts-jest/babel-jest transforms are not needed)",
        "testEnvironmentOptions": "test.environmentOptions", "testTimeout": "test.testTimeout", "coverageReporters": "test.coverage.reporter",
        "coveragePathIgnorePatterns": "test.coverage.exclude", "testPathIgnorePatterns": "test.exclude (globs, after configDefaults.exclude)",
        "collectCoverage": "test.coverage.enabled", "coverageDirectory": "test.coverage.reportsDirectory", "coverageProvider": "test.coverage.provider",
        "globalSetup": "test.globalSetup", "globalTeardown": "a teardown returned by test.globalSetup", "reporters": "test.reporters",
        "projects": "test.projects", "maxWorkers": "test.maxWorkers", "displayName": "test.name", "testRunner": "nothing: Vitest runs tests itself",
        "resolver": "resolve.alias or a Vite plugin's resolveId", "testSequencer": "test.sequence.sequencer", "bail": "test.bail",
        "verbose": "test.reporters: ['verbose']", "moduleFileExtensions": "resolve.extensions", "modulePathIgnorePatterns": "nothing (remove)", "watchPlugins": "nothing (Vitest has its own watch mode)", "resetModules": "vi.resetModules() in beforeEach",
    ]

    /// Jest options whose default is an empty list or object: written empty, they configure nothing. Not
    /// `transform: {}` (no transforms at all), `transformIgnorePatterns: []` (node_modules transformed too) or the
    /// like, whose empty value differs from the default.
    static let jestKeysEmptyByDefault: Set<String> = [
        "snapshotSerializers", "setupFiles", "setupFilesAfterEnv", "modulePaths", "watchPlugins", "moduleNameMapper", "globals",
        "coverageThreshold", "testEnvironmentOptions", "collectCoverageFrom", "testPathIgnorePatterns", "reporters", "projects",
        "moduleFileExtensions", "modulePathIgnorePatterns",
    ]

    mutating func auditJestOptions(_ config: ConfigNode, file: String) {
        jestConfigSeen = true
        guard case .object = config.value else {
            reportUnresolved(config, file: file, key: "jest")
            return
        }
        if config["testEnvironment"] != nil { jestEnvironmentSet = true }
        if let runner = config["testRunner"] { facts.jestTestRunner = runner.string ?? runner.sourceText ?? runner.rendered }
        // package.json's and craco's options are the root's; a jest.config file's, its folder's.
        let directory = Self.isWebpackConfig(file) || Self.fileName(file) == "package.json" ? "" : Self.directory(of: file)
        // Jest resolves `<rootDir>` and relative setup files from the `rootDir` option when there is one.
        jestTestFiles.read(config, directory: Self.jestRootDir(config, directory: directory))
        // react-scripts refuses `roots` and `rootDir` in package.json: its own roots stand (set in `run`).
        let reactScriptsRoots = Self.fileName(file) == "package.json" && dependencyLines["react-scripts"] != nil && !ejectedCRA
        readJestFolders(config, directory: directory, readsRoots: !reactScriptsRoots)
        for property in config.properties {
            // A spread the audit could not read (`...require('./missing')`): the options it holds were not checked.
            if property.key == nil { reportUnresolved(property.value, file: file, key: "the Jest configuration") }
            guard let key = property.key, let target = Self.jestKeys[key] else { continue }
            if Self.jestKeysEmptyByDefault.contains(key), property.value.isEmptyListOrObject { continue }
            let rootDir = Self.jestRootDir(config, directory: directory)
            let mapperFix = key == "moduleNameMapper" ? Self.moduleNameMapperFix(property.value, rootDir: rootDir, declaresReactNativeWeb: dependencyLines["react-native-web"] != nil) : nil
            let port = Self.jestOptionPort(key, property.value, rootDir: rootDir, options: config)
            let fix = mapperFix?.text ?? port?.fix
                ?? (key == "testEnvironment" ? Self.testEnvironmentFix(property.value)
                    : key == "timers" ? Self.timersFix(property.value, legacyFake: jestFakeTimersAreLegacy) ?? target
                    : Self.pathListKeys.contains(key) ? Self.pathListFix(target, property.value, rootDir: rootDir) ?? target
                    : target.replacingOccurrences(of: "vite-tsconfig-paths", with: tsconfigPathsResolver))
            // Options Vitest does without leave nothing to port, only lines to delete.
            let nothingToPort = mapperFix?.portsNothing == true ? "every mapping is one Vitest does without." : port?.nothingToPort
            add(ConfigRules.jestConfig, file: file, at: property,
                message: "Jest option \(key): \(property.value.rendered) " + (nothingToPort.map { "has no Vitest counterpart to write: " + $0 } ?? "needs its Vitest counterpart."),
                fix: fix, severity: nothingToPort != nil ? .info : port?.severity ?? (key == "automock" || key == "timers" ? .manualFix : nil))
            if key == "transform" {
                add(ConfigRules.babelJest, file: file, at: property,
                    message: "Jest transform \(property.value.rendered) is replaced by Vite's own transforms under Vitest.",
                    fix: "Remove the transform entries (and files like config/jest/fileTransform.js).")
            }
        }
    }

    /// Jest's `roots` (by default its `rootDir`) and the files `moduleNameMapper` maps to, relative to the scanned
    /// root; `<rootDir>` is the configuration's folder, or its `rootDir` option.
    mutating func readJestFolders(_ config: ConfigNode, directory: String, readsRoots: Bool) {
        let rootDir = Self.jestRootDir(config, directory: directory)
        let roots = config["roots"]?.elements.compactMap(\.string) ?? []
        if readsRoots, !roots.isEmpty {
            facts.jestRoots = roots.compactMap { Self.jestPathInProject($0, from: rootDir) }
        } else if readsRoots, !rootDir.isEmpty {
            facts.jestRoots = [rootDir]
        }
        for mapping in config["moduleNameMapper"]?.properties ?? [] {
            // Only paths: a package name (`identity-obj-proxy`) is no file of the project.
            for target in mapping.value.elements.compactMap(\.string) where target.hasPrefix("<rootDir>") || target.hasPrefix(".") {
                if let path = Self.jestPathInProject(target, from: rootDir) { facts.jestMappedFiles.append(path) }
            }
        }
    }

    /// A Jest path (`<rootDir>/src`, `./mocks`) relative to the scanned root, from the folder `base`; nil outside it.
    static func jestPathInProject(_ path: String, from base: String) -> String? {
        let relative = path.hasPrefix("<rootDir>") ? String(path.dropFirst("<rootDir>".count)) : path
        let folded = normalisePath(base.isEmpty ? relative : base + "/" + relative)
        return folded.hasPrefix("..") ? nil : folded
    }

    /// Jest's `<rootDir>` relative to the scanned root: the configuration's folder, or its `rootDir` option.
    static func jestRootDir(_ config: ConfigNode, directory: String) -> String {
        config["rootDir"]?.string.flatMap { jestPathInProject($0, from: directory) } ?? directory
    }

    /// True when the react-scripts `range` sets Jest's roots to `<rootDir>/src`, which react-scripts 3.1.0 added: a
    /// `__mocks__` folder at the project root is then not Jest's.
    static func reactScriptsRootsAreSource(_ range: String) -> Bool {
        let numbers = range.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
        guard let major = numbers.first, range.first.map({ $0.isNumber || "^~>=v".contains($0) }) == true else { return true }
        if major != 3 { return major > 3 }
        return range.hasPrefix("^") || range.hasPrefix(">") || (numbers.count > 1 && numbers[1] >= 1)
    }

    // MARK: .env files (names only: a value never reaches a message, fix or snippet)

    static let craToolingVariables: Set<String> = [
        "HOST", "PORT", "HTTPS", "SSL_CRT_FILE", "SSL_KEY_FILE", "BROWSER", "BROWSER_ARGS", "BUILD_PATH", "GENERATE_SOURCEMAP",
        "INLINE_RUNTIME_CHUNK", "FAST_REFRESH", "DISABLE_NEW_JSX_TRANSFORM", "WDS_SOCKET_HOST", "WDS_SOCKET_PATH", "WDS_SOCKET_PORT",
        "CHOKIDAR_USEPOLLING", "TSC_COMPILE_ON_ERROR", "ESLINT_NO_DEV_ERRORS", "DISABLE_ESLINT_PLUGIN", "PUBLIC_URL", "EXTEND_ESLINT",
    ]
    static let standardEnvFiles: Set<String> = [".env", ".env.local", ".env.development", ".env.development.local", ".env.production", ".env.production.local"]

    /// env-cmd's `.env-cmdrc`: variables per environment (`env-cmd -e staging react-scripts build`), which reach the
    /// app as `.env` files' do, so a REACT_APP_ name there needs its VITE_ name as much.
    mutating func auditEnvCmdFile(_ file: String) {
        guard let environments = evaluateJSON(file) else { return }
        configFiles.insert(file)
        for environment in environments.properties {
            for property in environment.value.properties {
                guard let variable = property.key else { continue }
                facts.envVariableNames.append(variable)
                guard variable.hasPrefix("REACT_APP_"), facts.vite?.exposes(variable) != true else { continue }
                let renamed = Self.viteVariableName(variable)
                // The snippet names the variable only: values never appear in any output, as a .env file's do not.
                add(ConfigRules.reactAppPrefix, file: file, line: property.line, column: property.column, end: property.end,
                    message: "\(variable) (env-cmd's environment '\(environment.key ?? "")') is not exposed by Vite (only VITE_* variables reach import.meta.env).",
                    fix: Self.envFileRenameFix(renamed), snippet: "\(variable)=…")
            }
        }
    }

    /// The name Vite exposes a CRA variable under (`REACT_APP_API` → `VITE_API`); another name just gets the prefix.
    static func viteVariableName(_ name: some StringProtocol) -> String {
        "VITE_" + (name.hasPrefix("REACT_APP_") ? String(name.dropFirst("REACT_APP_".count)) : String(name))
    }

    /// env-react-app-prefix's fix where an environment file (.env, .env-cmdrc) defines the variable.
    static func envFileRenameFix(_ renamed: String) -> String {
        "Rename to \(renamed) here and use import.meta.env.\(renamed), or envPrefix: ['VITE_', 'REACT_APP_']."
    }

    mutating func auditEnvFile(_ file: String) {
        let name = Self.fileName(file)
        if [".env.example", ".env.sample", ".env.template", ".env.dist", ".env.defaults"].contains(name) { return }
        guard let bytes = project.read(file) else { return }
        configFiles.insert(file)
        if !Self.standardEnvFiles.contains(name) {
            let mode = name.dropFirst(".env.".count).replacingOccurrences(of: ".local", with: "")
            add(ConfigRules.modeFiles, file: file, line: 1, message: "\(name) is loaded by Vite only in mode '\(mode)' (vite --mode \(mode)\(mode == "test" ? "; Vitest runs in mode test" : "")).",
                fix: "Keep it and run with --mode \(mode), or merge it into .env.development/.env.production.", snippet: name)
        }
        var lineNumber = 0
        for rawLine in String(decoding: bytes, as: UTF8.self).withLFLineEnds.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
            while let first = line.first, first == " " || first == "\t" { line = line.dropFirst() }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("export ") { line = line.dropFirst(7) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let variable = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !variable.isEmpty, variable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }) else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            let column = rawLine.utf16.count - line.utf16.count + 1
            let snippet = "\(variable)=…"
            // Findings about the variable cover its name.
            let nameEnd = (line: lineNumber, column: column + variable.utf16.count)
            facts.envVariableNames.append(variable)
            if variable.hasPrefix("REACT_APP_"), facts.vite?.exposes(variable) != true {
                let renamed = Self.viteVariableName(variable)
                add(ConfigRules.reactAppPrefix, file: file, line: lineNumber, column: column, end: nameEnd,
                    message: "\(variable) is not exposed by Vite (only VITE_* variables reach import.meta.env).",
                    fix: Self.envFileRenameFix(renamed), snippet: snippet)
            } else if Self.craToolingVariables.contains(variable), let defaultWord = Self.viteDefaultMatching(variable, value: value) {
                // CRA's opt-out that is Vite's default (BROWSER=none, GENERATE_SOURCEMAP=false): a line to delete.
                add(ConfigRules.envConfigVars, file: file, line: lineNumber, column: column, end: nameEnd,
                    // The value stays out of the message, as every .env value does.
                    message: "\(variable) asks \(isCreateReactApp ? "react-scripts" : "CRA's tooling") for what Vite does by default: Vite \(defaultWord) and does not read the variable.",
                    fix: "Remove it: nothing to port.", snippet: snippet, severity: .info)
            } else if Self.craToolingVariables.contains(variable) {
                // Outside CRA the project's own tooling reads it (dotenv in a webpack config): still not Vite.
                add(ConfigRules.envConfigVars, file: file, line: lineNumber, column: column, end: nameEnd,
                    message: isCreateReactApp ? "\(variable) configures react-scripts; Vite does not read it."
                        : "\(variable) is a setting CRA defined, read here by the project's own tooling; Vite neither reads it nor exposes it (only VITE_* variables reach import.meta.env).",
                    fix: Self.craVariableReplacement(variable), snippet: snippet)
            } else if variable == "SASS_PATH" {
                add(ConfigRules.nodeSass, file: file, line: lineNumber, column: column, end: nameEnd, message: "SASS_PATH sets Sass load paths for CRA; Vite does not read it.",
                    fix: "css: { preprocessorOptions: { scss: { loadPaths: [...] } } }", snippet: snippet)
            } else if variable == "IMAGE_INLINE_SIZE_LIMIT" {
                add(ConfigRules.inlineLimit, file: file, line: lineNumber, column: column, end: nameEnd, message: "IMAGE_INLINE_SIZE_LIMIT sets CRA's asset inline limit; Vite uses build.assetsInlineLimit (4096 by default).",
                    fix: "build: { assetsInlineLimit: <the same number, plus one> } (CRA inlined files of up to the limit, Vite only those under it)", snippet: snippet)
            } else if variable == "NODE_PATH" {
                let folders = addNodePathFolders(Self.dotenvValue(value))
                add(ConfigRules.resolveModules, file: file, line: lineNumber, column: column, end: nameEnd, message: "NODE_PATH makes bare imports resolve from app folders in CRA; Vite ignores it.",
                    fix: "resolve.alias per folder, or jsconfig/tsconfig baseUrl with \(tsconfigPathsResolver).", snippet: snippet)
                noteModuleDirectories(folders,
                    ifUnused: "NODE_PATH makes bare imports resolve from \(folders.map { $0 + "/" }.joined(separator: ", ")) in CRA, but no import relies on it (\(Self.noImportRelies)); Vite ignores it.",
                    fix: nodePathUnusedFix)
            }
            let differences = Self.expansionDifferences(Self.dotenvValue(value))
            if let first = differences.first {
                // Where the value starts on the line, past its opening quote: the column of the first `$` that differs.
                let afterEquals = line[line.index(after: equals)...]
                let valueColumn = rawLine[..<afterEquals.startIndex].utf16.count + afterEquals.prefix(while: { $0 == " " || $0 == "\t" }).utf16.count + 1
                let quoted = value.first.map { "\"'`".contains($0) } ?? false
                let kinds = differences.map(\.kind).reduce(into: [DotenvExpansionDifference.Kind]()) { if !$0.contains($1) { $0.append($1) } }
                // The value is never quoted back: .env files hold secrets.
                add(ConfigRules.dotenvDollar, file: file, line: lineNumber, column: valueColumn + (quoted ? 1 : 0) + first.offset,
                    message: "the value of \(variable) expands differently under Vite than under CRA (both run dotenv-expand, in different versions): "
                        + kinds.map(\.explanation).joined(separator: "; ") + ".",
                    fix: kinds.map(\.fix).joined(separator: " "), snippet: snippet)
            }
        }
    }

    /// Why a module directory's finding has nothing to port, as the scan decides it (ModuleDirectoryUse).
    static let noImportRelies = "no bare import of the project names a file there that no alias or package takes"

    /// The fix of a NODE_PATH setting no import relies on.
    var nodePathUnusedFix: String { "Nothing to port; an import added later that relies on NODE_PATH needs an alias or a relative path." }

    /// Records the project folders a NODE_PATH value names (relative to the project root, where CRA resolved bare
    /// imports from: app code) as module directories, and returns them.
    @discardableResult
    mutating func addNodePathFolders(_ value: String) -> [String] {
        var folders: [String] = []
        for folder in value.split(whereSeparator: { $0 == ":" || $0 == ";" }) {
            // An absolute folder is a machine's, not the project's: no project path to resolve against.
            let written = folder.trimmingCharacters(in: .whitespaces)
            guard !written.hasPrefix("/") else { continue }
            let relative = Self.normalisePath(written)
            guard !relative.isEmpty, relative != ".", !relative.hasPrefix("..") else { continue }
            folders.append(relative)
            if !facts.resolveModules.contains(relative) { facts.resolveModules.append(relative) }
        }
        return folders
    }

    /// `text` as the inside of a JSON string: package.json scripts are JSON.
    static func jsonEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The value as dotenv reads it: inside its quotes, or, unquoted, up to a `#` (the rest is a comment). dotenv-expand
    /// runs on it whatever the quotes were.
    static func dotenvValue(_ written: String) -> String {
        if let quote = written.first, quote == "\"" || quote == "'" || quote == "`" {
            var previous: Character = " "
            for (offset, character) in written.dropFirst().enumerated() {
                if character == quote, previous != "\\" { return String(written.dropFirst().prefix(offset)) }
                previous = character
            }
            return String(written.dropFirst())
        }
        return String(written.prefix { $0 != "#" })
    }

    /// Where CRA's dotenv-expand 5.1 (react-scripts 3–5) and Vite's expansion (dotenv-expand 11 and later) read a `.env` value
    /// differently. Both expand `$NAME` and `${NAME}` (process.env first) and read `\$` as a dollar; they differ on a
    /// `$` that starts no name (CRA dropped it, Vite keeps it), on dots (part of a name for Vite only) and on
    /// defaults (`${NAME:-x}`, `$NAME-x`: Vite's, which CRA did not have).
    static func expansionDifferences(_ value: String) -> [DotenvExpansionDifference] {
        let characters = Array(value.utf16)
        func isNameCharacter(_ unit: UInt16) -> Bool {
            (UInt16(UInt8(ascii: "a"))...UInt16(UInt8(ascii: "z"))).contains(unit) || (UInt16(UInt8(ascii: "A"))...UInt16(UInt8(ascii: "Z"))).contains(unit)
                || (UInt16(UInt8(ascii: "0"))...UInt16(UInt8(ascii: "9"))).contains(unit) || unit == UInt16(UInt8(ascii: "_"))
        }
        let dollar = UInt16(UInt8(ascii: "$")), backslash = UInt16(UInt8(ascii: "\\")), dot = UInt16(UInt8(ascii: "."))
        let openBrace = UInt16(UInt8(ascii: "{")), closeBrace = UInt16(UInt8(ascii: "}")), colon = UInt16(UInt8(ascii: ":")), dash = UInt16(UInt8(ascii: "-"))
        var differences: [DotenvExpansionDifference] = []
        var index = 0
        while index < characters.count {
            if characters[index] == backslash, index + 1 < characters.count, characters[index + 1] == dollar {
                index += 2
                continue
            }
            guard characters[index] == dollar else { index += 1; continue }
            var cursor = index + 1
            if cursor < characters.count, characters[cursor] == openBrace { cursor += 1 }
            let nameStart = cursor
            while cursor < characters.count, isNameCharacter(characters[cursor]) { cursor += 1 }
            let craNameEnd = cursor
            // Vite's names are `[\w.]+`.
            while cursor < characters.count, isNameCharacter(characters[cursor]) || characters[cursor] == dot { cursor += 1 }
            if cursor == nameStart {
                differences.append(.init(kind: .dollarWithoutName, offset: index))
            } else if cursor != craNameEnd {
                differences.append(.init(kind: .dotInName, offset: index))
            } else {
                var dashAt = cursor
                if dashAt < characters.count, characters[dashAt] == colon { dashAt += 1 }
                if dashAt + 1 < characters.count, characters[dashAt] == dash, characters[dashAt + 1] != closeBrace {
                    differences.append(.init(kind: .defaultValue, offset: index))
                }
            }
            index = max(cursor, index + 1)
        }
        return differences
    }

    /// What Vite does by default when a CRA tooling variable's value asks for the same, or nil: BROWSER=none
    /// (react-scripts start opened a browser unless told not to; Vite opens none without server.open) and
    /// GENERATE_SOURCEMAP=false (Vite's build.sourcemap is false).
    /// `value` is as written: dotenv drops its quotes or its trailing ` # comment`. react-dev-utils compares BROWSER
    /// ignoring case; react-scripts' build skips source maps only for GENERATE_SOURCEMAP exactly 'false'.
    static func viteDefaultMatching(_ variable: String, value: String) -> String? {
        let read = dotenvValue(value).trimmingCharacters(in: .whitespaces)
        switch variable {
        case "BROWSER" where read.lowercased() == "none": return "opens no browser (server.open is unset)"
        case "GENERATE_SOURCEMAP" where read == "false": return "writes no source maps (build.sourcemap is unset)"
        // react-scripts compares it with 'true' only: anything else is the automatic runtime, the React plugin's too.
        case "DISABLE_NEW_JSX_TRANSFORM" where read != "true": return "compiles JSX with the automatic runtime (@vitejs/plugin-react's default)"
        default: return nil
        }
    }

    static func craVariableReplacement(_ variable: String) -> String {
        switch variable {
        case "HOST": return "server: { host: … } in vite.config"
        case "PORT": return "server: { port: … } in vite.config"
        case "HTTPS", "SSL_CRT_FILE", "SSL_KEY_FILE": return "server: { https: { cert, key } } (or @vitejs/plugin-basic-ssl)"
        case "BROWSER", "BROWSER_ARGS": return "server: { open: … }"
        case "BUILD_PATH": return "build: { outDir: … }"
        case "GENERATE_SOURCEMAP": return "build: { sourcemap: … }"
        case "PUBLIC_URL": return "base in vite.config"
        case "DISABLE_NEW_JSX_TRANSFORM":
            return "react({ jsxRuntime: 'classic' }) in vite.config keeps the classic runtime; or remove it for the automatic one (react18-jsx-runtime lists the React imports that become unused)"
        default: return "Remove it: Vite has no equivalent setting."
        }
    }

    // MARK: HTML, tsconfig

    /// The script files a package.json script runs with Node: the first JavaScript or TypeScript file argument of
    /// `node`, `nodemon`, `ts-node` or `babel-node` in each command of it (`a && b`, `a; b`, `a | b`), and the files
    /// it preloads (`-r ./setup.js`). Options may take values (`-r dotenv/config`, `--watch tools`): a word is the
    /// script only when it names such a file, and what follows the script is the script's own arguments.
    static func nodeEntries(inScript command: String) -> [String] {
        let runners: Set<String> = ["node", "nodemon", "ts-node", "babel-node"]
        let preloads: Set<String> = ["-r", "--require", "--import", "--loader", "--experimental-loader"]
        let extensions = [".js", ".cjs", ".mjs", ".ts", ".jsx", ".tsx", ".cts", ".mts"]
        func file(_ word: Substring) -> String? {
            let word = word.hasPrefix("./") ? word.dropFirst(2) : word
            guard !word.hasPrefix("-"), !word.hasPrefix("/"), extensions.contains(where: { word.hasSuffix($0) }) else { return nil }
            return String(word)
        }
        var entries: [String] = []
        for part in command.split(whereSeparator: { "&;|".contains($0) }) {
            let words = part.split(separator: " ")
            guard let runner = words.firstIndex(where: { runners.contains(String($0)) }) else { continue }
            var index = runner + 1
            while index < words.count {
                let word = words[index]
                if preloads.contains(String(word)), index + 1 < words.count {
                    if let preloaded = file(words[index + 1]) { entries.append(preloaded) }
                    index += 2
                    continue
                }
                if let script = file(word) {
                    entries.append(script)
                    break
                }
                index += 1
            }
        }
        return entries
    }

    /// `text` with the inside of each `<!-- … -->` written as spaces, newlines kept, so that lines and columns stay.
    static func blankingHTMLComments(_ text: String) -> String {
        guard text.contains("<!--") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<!--") {
            // A `<!--` inside a script is JavaScript (a string, a comment), not an HTML comment.
            if let script = rest.range(of: "<script", options: .caseInsensitive), script.lowerBound < open.lowerBound {
                let end = rest[script.upperBound...].range(of: "</script", options: .caseInsensitive)?.upperBound ?? rest.endIndex
                result += rest[..<end]
                rest = rest[end...]
                continue
            }
            result += rest[..<open.lowerBound]
            let close = rest[open.upperBound...].range(of: "-->")
            let comment = rest[open.lowerBound..<(close?.upperBound ?? rest.endIndex)]
            // As many spaces as UTF-16 units: columns after the comment are counted in them.
            result += comment.unicodeScalars.map { $0 == "\n" ? "\n" : String(repeating: " ", count: $0.utf16.count) }.joined()
            rest = rest[(close?.upperBound ?? rest.endIndex)...]
        }
        return result + rest
    }

    /// The `import.meta.env` constants Vite replaces in HTML besides VITE_* variables (`%MODE%`, `%BASE_URL%`, …).
    static let viteHTMLConstants: Set<String> = ["MODE", "BASE_URL", "PROD", "DEV", "SSR"]

    mutating func auditHTML(_ file: String) {
        guard let bytes = project.read(file) else { return }
        configFiles.insert(file)
        // HTML comments blanked (newlines kept): a commented-out `%PUBLIC_URL%` is not in the page.
        let text = Self.blankingHTMLComments(String(decoding: bytes, as: UTF8.self).withLFLineEnds)
        // CRA's HtmlWebpackPlugin ran public/index.html through its lodash template, so `<% if (process.env.NODE_ENV …) %>`
        // worked there; an ejected or webpack-config app has wp-html-plugin saying so at the plugin.
        let evaluatedTemplate = file == "public/index.html" && isCreateReactApp && !ejectedCRA
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if evaluatedTemplate, let tag = line.range(of: "<%") {
                let column = line[..<tag.lowerBound].utf16.count + 1
                add(ConfigRules.htmlTemplateVariables, file: file, line: lineNumber, column: column, end: (lineNumber, column + 2),
                    message: "<% … %> in \(file) is a template tag CRA's HtmlWebpackPlugin evaluated at build time; Vite does not, so it stays in the page as literal text.",
                    fix: "Replace a value with %VITE_X% or %MODE% (Vite replaces import.meta.env values in index.html), move a condition into the app's code, or use vite-plugin-html, which evaluates EJS.",
                    severity: .manualFix)
            }
            var searchStart = line.startIndex
            while let open = line[searchStart...].firstIndex(of: "%") {
                let afterOpen = line.index(after: open)
                guard let close = line[afterOpen...].firstIndex(of: "%") else { break }
                let name = line[afterOpen..<close]
                // What Vite does replace: any `import.meta.env` key, the VITE_* variables and its built-in constants.
                // vite.config's envPrefix exposes other prefixes (REACT_APP_) to import.meta.env, and so to the page.
                let replacedByVite = name.hasPrefix("VITE_") || facts.vite?.exposes(String(name)) == true
                    || Self.viteHTMLConstants.contains(String(name))
                if !name.isEmpty, !replacedByVite, name.first!.isUppercase, name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) {
                    let column = line[..<open].utf16.count + 1
                    let replacement: String
                    if name == "PUBLIC_URL" {
                        // The URL as written after the placeholder (`%PUBLIC_URL%/logo192.png`), up to the end of the attribute.
                        let path = line[line.index(after: close)...].prefix { !"\"'` \t<>)".contains($0) }
                        replacement = path.hasPrefix("/")
                            ? "Delete %PUBLIC_URL% (write \"\(path)\"): Vite serves public/ at the base and rewrites absolute URLs in index.html with base."
                            : "%BASE_URL% (Vite's base, which ends with a slash where CRA's PUBLIC_URL did not)"
                    } else if name.hasPrefix("REACT_APP_") {
                        replacement = "%\(Self.viteVariableName(name))% (and rename the variable)"
                    } else if name == "NODE_ENV" {
                        replacement = "%MODE%"
                    } else {
                        replacement = "%VITE_\(name)% (Vite replaces only VITE_* and MODE/BASE_URL/PROD/DEV)"
                    }
                    add(ConfigRules.htmlTemplateVariables, file: file, line: lineNumber, column: column, end: (lineNumber, column + name.utf16.count + 2),
                        message: "%\(name)% in \(file) is not replaced by Vite; it stays in the page as literal text.", fix: replacement)
                    searchStart = line.index(after: close)
                } else {
                    searchStart = close
                }
            }
        }
    }

    /// The page template of Create React App (and of many webpack apps), which html-entry-location moves to the root.
    static let publicPage = "public/index.html"

    /// public/index.html as Vite's root index.html, with the scripts of the page the webpack config builds (its
    /// first entry's files, as wp-html-plugin says) or CRA's entry. After every config is read: entries come from them.
    mutating func auditHTMLEntryLocation() {
        auditRootPageBundleScripts()
        let file = Self.publicPage
        guard project.files.contains(file), !project.files.contains("index.html") else { return }
        let entry = Self.craEntryCandidates.first(where: project.files.contains)
        // The config whose HtmlWebpackPlugin builds this page: one naming public/index.html, else one naming no
        // template; a config that builds another page (resouceUI's src-auth/webpack.config.js) is not this page's.
        let configs = pageEntries.keys.sorted()
        let pageConfig = configs.first { pageTemplates[$0] == file } ?? configs.first { pageTemplates[$0] == nil }
        // No entry known: the tag is named by what it must load, not by a file that is not there.
        let (scripts, notes) = pageConfig.map { htmlPluginScripts(configFile: $0) }
            ?? entry.map { pageScript(for: $0) }
            ?? Self.unknownEntryScript
        add(ConfigRules.htmlEntry, file: file, line: 1,
            message: "public/index.html is \(isCreateReactApp ? "CRA's page template" : "the page template"); Vite's entry is index.html at the project root with a module script.",
            fix: "git mv public/index.html index.html and add \(scripts) before </body>\(notes).")
    }

    /// A hand-written root index.html (no HtmlWebpackPlugin) that loads webpack's output with a classic
    /// `<script src="./dist/bundle.js">`: under Vite that page is the entry, the bundle is no longer built where it
    /// points, and nothing loads the app's entry module.
    mutating func auditRootPageBundleScripts() {
        let file = "index.html"
        guard let bytes = project.read(file), let configFile = bundleFileNames.keys.sorted().first, let bundles = bundleFileNames[configFile] else { return }
        let text = Self.blankingHTMLComments(String(decoding: bytes, as: UTF8.self).withLFLineEnds)
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var rest = line[...]
            while let tag = rest.range(of: "<script") {
                let end = rest[tag.upperBound...].firstIndex(of: ">") ?? rest.endIndex
                let attributes = rest[tag.upperBound..<end]
                rest = rest[end...]
                guard !attributes.contains("type=\"module\""), !attributes.contains("type='module'"),
                    let srcRange = attributes.range(of: "src="), let quote = attributes[srcRange.upperBound...].first, quote == "\"" || quote == "'"
                else { continue }
                let valueStart = attributes.index(after: srcRange.upperBound)
                let source = attributes[valueStart...].prefix { $0 != quote }
                guard !source.contains("://"), !source.hasPrefix("//"), let isVendor = bundles[Self.fileName(String(source.prefix { $0 != "?" && $0 != "#" }))]
                else { continue }
                let column = line[..<tag.lowerBound].utf16.count + 1
                if isVendor {
                    // CommonsChunkPlugin's vendor chunk: under Vite the packages come with the app's module, but not
                    // the polyfills it lists, which no module imports.
                    let bundle = Self.fileName(String(source.prefix { $0 != "?" && $0 != "#" }))
                    let polyfills = vendorChunkPolyfills[configFile]?[bundle] ?? []
                    let quoted = polyfills.map { "'\($0)'" }.joined(separator: ", ")
                    add(ConfigRules.htmlEntry, file: file, line: lineNumber, column: column, end: (lineNumber, column + "<script".utf16.count),
                        message: "index.html loads \(source), the vendor chunk of packages \(configFile) writes; under Vite index.html is the entry, and the app's module script brings the packages it imports"
                            + (polyfills.isEmpty ? "." : ", but not the polyfills this chunk lists (\(quoted)), which no module of the app imports."),
                        fix: polyfills.isEmpty ? "Remove it." : "Remove it; where the browsers you support need \(quoted), add @vitejs/plugin-legacy (see html-polyfill-entries).")
                    continue
                }
                let (script, note) = htmlPluginScripts(configFile: configFile)
                add(ConfigRules.htmlEntry, file: file, line: lineNumber, column: column, end: (lineNumber, column + "<script".utf16.count),
                    message: "index.html loads \(source), the bundle \(configFile) writes; under Vite index.html is the entry, and this script loads no module of the app.",
                    fix: "Replace it with \(script)\(note).")
            }
        }
    }

    /// Whether a script file has a JSX element: what syntax-jsx-in-js reports in a .js file, lexed the same way.
    func containsJSXElement(_ file: String) -> Bool {
        guard let bytes = project.read(file) else { return false }
        let dialect = SourceDialect(fileExtension: String(Self.fileName(file).split(separator: ".").last ?? "js")) ?? .javascript
        return Lexer.lex(bytes, dialect: dialect).tokens.contains { $0.kind == .jsxTagStart }
    }

    /// CRA's entry (paths.appIndexJs) is the first of these that exists, in the order of its moduleFileExtensions;
    /// src/index.js when none does.
    static let craEntryCandidates = ["src/index.js", "src/index.ts", "src/index.tsx", "src/index.jsx"]

    mutating func auditTSConfig(_ file: String) {
        guard let config = evaluateJSON(file) else { return }
        configFiles.insert(file)
        // baseUrl and paths this file does not set come from the configs it `extends`: CRA apps keep their paths in
        // tsconfig.paths.json (react-scripts rewrites tsconfig.json), and TypeScript, vite-tsconfig-paths and Vite 8
        // all read them through the chain. Each is reported where it is written, relative to that file.
        let chain = [(file, config)] + extendedTSConfigs(of: file, config)
        auditDecoratorMetadata(chain)
        func option(_ key: String) -> (file: String, node: ConfigNode)? {
            chain.lazy.compactMap { entry in entry.1["compilerOptions"]?[key].map { (entry.0, $0) } }.first
        }
        if facts.classicJSXTSConfig == nil, let jsx = option("jsx"), jsx.node.string?.lowercased() == "react" { facts.classicJSXTSConfig = jsx.file }
        guard config["compilerOptions"] != nil || option("baseUrl") != nil || option("paths") != nil else { return }
        let baseUrlOption = option("baseUrl")
        let baseUrlNode = baseUrlOption?.node
        let baseUrl = baseUrlOption.flatMap { origin in
            origin.node.string.map { value in
                let directory = Self.directory(of: origin.file)
                return Self.normalisePath(directory.isEmpty ? value : directory + "/" + value)
            }
        }
        let pathsOption = option("paths")
        if let baseUrlOption, let baseUrlNode, let baseUrl {
            let file = baseUrlOption.file
            facts.resolveModules.append(baseUrl)
            add(ConfigRules.resolveModules, file: file, at: baseUrlNode,
                message: "\(Self.fileName(file)) baseUrl '\(baseUrlNode.string ?? "")' makes imports like 'components/Button' resolve from \(baseUrl.isEmpty ? "the project root" : baseUrl + "/"); Vite ignores baseUrl.",
                fix: "\(tsconfigPathsResolver) or resolve.alias per top-level folder of \(baseUrl.isEmpty ? "the root" : baseUrl).")
            // Its `paths` are relative to it: reported on their own, they are ported whether or not baseUrl is.
            let anchors = pathsOption?.node.properties.isEmpty == false ? " (the paths entries, reported on their own, are relative to it)" : ""
            noteModuleDirectories([baseUrl],
                ifUnused: "\(Self.fileName(file)) baseUrl '\(baseUrlNode.string ?? "")' lets bare imports resolve from \(baseUrl.isEmpty ? "the project root" : baseUrl + "/"), but no import relies on it (\(Self.noImportRelies)); Vite ignores baseUrl.",
                fix: "Nothing to port\(anchors); an import added later that relies on baseUrl needs \(tsconfigPathsResolver) or an alias.")
        }
        for property in pathsOption?.node.properties ?? [] {
            guard let pathsOption, let key = property.key, let target = property.value.elements.first?.string else { continue }
            // Without a baseUrl, TypeScript resolves paths from the folder of the config that writes them.
            let file = pathsOption.file
            let base = baseUrl ?? Self.directory(of: file)
            let find = key.hasSuffix("/*") ? String(key.dropLast(2)) : key
            // `"@/*": ["*"]` maps onto baseUrl itself: the wildcard is the rest of the path, not a folder named `*`.
            let replacementRaw = target.hasSuffix("/*") ? String(target.dropLast(2)) : target == "*" ? "" : target
            let replacement = Self.normalisePath(base.isEmpty ? replacementRaw : base + "/" + replacementRaw)
            facts.aliases.append(.init(find: find, exact: !key.hasSuffix("*"), replacement: replacement, file: file, line: property.line))
            add(ConfigRules.alias, file: file, at: property,
                message: "paths '\(key)' → '\(target)' is an alias TypeScript knows but Vite does not read.",
                fix: "\(tsconfigPathsResolver), or resolve: { alias: [{ find: '\(find)', replacement: path.resolve(__dirname, '\(replacement.isEmpty ? "." : replacement)') }] }" + servingNote(replacement))
        }
    }

    /// `emitDecoratorMetadata: true`, where the nearest config of the chain that sets it writes it (a nearer `false`
    /// turns it off). Reported unless vite.config already emits the metadata (Babel's metadata plugin, or SWC).
    mutating func auditDecoratorMetadata(_ chain: [(String, ConfigNode)]) {
        guard let written = chain.lazy.compactMap({ entry in entry.1["compilerOptions"]?.member("emitDecoratorMetadata").map { (file: entry.0, property: $0) } }).first,
            case .bool(true) = written.property.value.value,
            facts.vite?.babelPlugins.contains("transform-typescript-metadata") != true, facts.vite?.emitsDecoratorMetadata != true
        else { return }
        let readers = ["reflect-metadata", "inversify", "tsyringe", "typeorm", "class-validator", "class-transformer", "typedi"].filter { dependencyLines[$0] != nil }
        let relying = readers.isEmpty ? "" : " (this project depends on \(readers.joined(separator: ", ")))"
        let message = project.vite >= 8
            ? "emitDecoratorMetadata makes TypeScript record decorated classes' parameter and property types for reflect-metadata readers\(relying); Oxc emits that metadata only partially (no type inference), so an injected type can read as Object or undefined."
            : "emitDecoratorMetadata makes TypeScript record decorated classes' parameter and property types for reflect-metadata readers\(relying); esbuild ignores the option, so that metadata is missing at run time."
        add(ConfigRules.decoratorMetadata, file: written.file, at: written.property, message: message,
            fix: "unplugin-swc (swc.vite({ jsc: { transform: { legacyDecorator: true, decoratorMetadata: true } } })), or babel-plugin-transform-typescript-metadata after @babel/plugin-proposal-decorators (legacy) via \(keepBabel); or explicit injection tokens.")
    }

    /// The project's configs `file` extends, nearest first (`extends: [a, b]`: b overrides a), that are not read on
    /// their own: a tsconfig.json or jsconfig.json is audited by itself, so what it writes is reported there once.
    /// Package configs (`@tsconfig/react`) hold no baseUrl or paths of the app.
    func extendedTSConfigs(of file: String, _ config: ConfigNode, seen: Set<String> = []) -> [(String, ConfigNode)] {
        guard let extends = config["extends"] else { return [] }
        let written = extends.string.map { [$0] } ?? extends.elements.compactMap(\.string)
        var chain: [(String, ConfigNode)] = []
        var seen = seen.union([file])
        for name in written.reversed() where name.hasPrefix("./") || name.hasPrefix("../") {
            let directory = Self.directory(of: file)
            var path = Self.normalisePath(directory.isEmpty ? name : directory + "/" + name)
            if !project.files.contains(path), project.files.contains(path + ".json") { path += ".json" }
            let base = Self.fileName(path)
            guard !seen.contains(path), project.files.contains(path), base != "tsconfig.json", base != "jsconfig.json",
                let bytes = project.read(path),
                let node = StaticEvaluator(file: Lexer.lex(bytes, dialect: .javascript), directory: Self.directory(of: path)).evaluateExpression(),
                case .object = node.value
            else { continue }
            seen.insert(path)
            chain.append((path, node))
            chain += extendedTSConfigs(of: path, node, seen: seen)
        }
        return chain
    }

    // MARK: files that only matter by being there

    /// A Create React App project: react-scripts (or a wrapper of it) declared, or what an eject leaves. Only there do
    /// CRA's conventions (`homepage` as the public path, PORT/BROWSER/… in .env) mean anything.
    var isCreateReactApp: Bool {
        ejectedCRA || ["react-scripts", "react-app-rewired", "@craco/craco", "customize-cra"].contains { dependencyLines[$0] != nil }
    }

    /// The major version a declared range pins (`1.0.6`, `^1.0.6`, `~2.0`, `3.x`); nil for ranges spanning majors or not
    /// naming one (`>=1`, `*`, `latest`, `1 || 2`).
    public static func declaredMajor(_ range: String) -> Int? {
        var text = Substring(range.trimmingWhitespace())
        if let first = text.first, "^~=v".contains(first) { text = text.dropFirst() }
        guard text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "x" || $0 == "X" || $0 == "*" || $0 == "-" || $0.isLetter }),
            !text.contains(" ")
        else { return nil }
        return Int(text.prefix(while: \.isNumber))
    }

    /// Tools that change what react-scripts builds: their own configuration file holds webpack, Babel and Jest settings.
    static let rewiringTools = ["react-app-rewired", "@craco/craco", "customize-cra", "rescripts", "@rescripts/cli"]

    /// Plain react-scripts, not ejected and not rewired (craco, react-app-rewired with customize-cra's `useBabelRc`,
    /// rescripts): its build and Jest read no Babel configuration file of the project.
    /// Another Babel consumer — Jest run directly, the Babel CLI or node hook, Storybook — would read the file.
    var readsNoBabelConfiguration: Bool {
        let otherReaders = Self.rewiringTools + ["@babel/cli", "babel-cli", "@babel/node", "@babel/register", "babel-register", "@storybook/react"]
        guard !ejectedCRA, dependencyLines["react-scripts"] != nil, !otherReaders.contains(where: { dependencyLines[$0] != nil }) else { return false }
        // Scripts that run Jest or Babel themselves, not through react-scripts.
        let commands = packageJSON?["scripts"]?.properties.compactMap(\.value.string) ?? []
        return !commands.contains { command in
            command.split(whereSeparator: { $0 == " " || $0 == "&" || $0 == ";" || $0 == "|" }).contains { ["jest", "babel", "babel-node", "start-storybook", "build-storybook"].contains($0) }
        }
    }

    /// What `npm run eject` leaves: CRA's `config/` files (paths, env, webpack configs), its `scripts/` (start, build,
    /// test), and react-dev-utils / babel-preset-react-app declared in place of react-scripts. One name alone is no
    /// sign (a `scripts/build.js` or `config/webpack.config.js` of any project has it): it takes a config file with a
    /// script, or either with one of those packages, and no react-scripts (eject removes it).
    static func isEjectedCRA(files: Set<String>, declared: Set<String>) -> Bool {
        guard !declared.contains("react-scripts") else { return false }
        let configFiles = [
            "config/paths.js", "config/env.js", "config/webpack.config.js", "config/webpack.config.dev.js",
            "config/webpack.config.prod.js", "config/webpackDevServer.config.js",
        ]
        let hasConfig = configFiles.contains(where: files.contains)
        let hasScript = ["scripts/start.js", "scripts/build.js", "scripts/test.js"].contains(where: files.contains)
        let hasPackage = declared.contains("react-dev-utils") || declared.contains("babel-preset-react-app")
        return hasConfig && hasScript || hasPackage && (hasConfig || hasScript)
    }

    /// The setup files CRA's Jest loads by itself.
    static let setupTestsNames = ["src/setupTests.js", "src/setupTests.ts", "src/setupTests.jsx", "src/setupTests.tsx"]

    /// What the replacement must carry over from the declarations a TypeScript CRA app adds to react-app-env.d.ts:
    /// typed `process.env` keys (code reads import.meta.env under Vite) and an SVGR `*.svg` module, which
    /// contradicts vite/client's URL typing of `*.svg`.
    static func envDtsDeclarationsFix(_ text: String) -> String {
        var parts: [String] = []
        if text.contains("ProcessEnv") {
            parts.append("move the NodeJS.ProcessEnv keys to interface ImportMetaEnv { readonly VITE_…: string } (renamed as the code is)")
        }
        if text.contains("*.svg"), text.contains("ReactComponent") {
            parts.append("drop the '*.svg' ReactComponent declaration: import '…svg?react' and reference vite-plugin-svgr/client before vite/client")
        }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")
    }

    mutating func auditProjectShape(_ files: [String]) {
        let present = Set(files)
        if present.contains("src/setupProxy.js") { auditSetupProxy("src/setupProxy.js") }
        // Only react-scripts' Jest loads it by name; an ejected or hand-made Jest config names it (jest-* rules).
        let runsCRAJest = dependencyLines["react-scripts"] != nil && !ejectedCRA
        for name in Self.setupTestsNames where runsCRAJest && present.contains(name) {
            add(ConfigRules.setupTests, file: name, line: 1,
                message: "\(name) is loaded automatically by CRA's Jest; Vitest loads only configured setup files.",
                fix: "test: { setupFiles: ['\(name)'] } in vite.config")
        }
        if present.contains("src/react-app-env.d.ts") {
            let text = project.read("src/react-app-env.d.ts").map { String(decoding: $0, as: UTF8.self) } ?? ""
            add(ConfigRules.envDts, file: "src/react-app-env.d.ts", line: 1,
                message: "src/react-app-env.d.ts references react-scripts' types.",
                fix: "Replace it with src/vite-env.d.ts containing /// <reference types=\"vite/client\" />" + Self.envDtsDeclarationsFix(text) + ".")
        }
        if present.contains(".browserslistrc") {
            let text = project.read(".browserslistrc").map { String(decoding: $0, as: UTF8.self) } ?? ""
            let legacy = BrowserslistQueries(BrowserslistQueries.productionLines(ofRC: text)).legacyQueries
            add(ConfigRules.browserslist, file: ".browserslistrc", line: 1,
                message: ".browserslistrc no longer decides JavaScript output under Vite (build.target does); \(browserslistCSSReader)." + Self.legacyBrowsersNote(legacy),
                fix: browserslistFix(legacy: legacy, keep: "keep the file for PostCSS."))
        }
        for name in ["config/env.js", "config/paths.js", "scripts/start.js", "scripts/build.js", "scripts/test.js"] where ejectedCRA && present.contains(name) {
            add(ConfigRules.ejected, file: name, line: 1, message: "\(name) belongs to an ejected Create React App setup.",
                fix: "Delete it once vite.config covers what it did.")
        }
        for name in files where name.hasPrefix("config/jest/") && name.hasSuffix("Transform.js") {
            add(ConfigRules.babelJest, file: name, line: 1, message: "\(name) is a Jest transform from ejected CRA; Vitest transforms through Vite.", fix: "Delete it and its transform entry.")
        }
        // CRA's fixed entry (paths.appIndexJs): src/index with any script extension.
        if dependencyLines["react-scripts"] != nil {
            for candidate in ["src/index.js", "src/index.jsx", "src/index.ts", "src/index.tsx"] where present.contains(candidate) {
                facts.entries.append(candidate)
            }
        }
        // Jest ≤26 and CRA default to jsdom; Vitest defaults to node.
        let jestRange = dependencyLines["jest"]?.range
        let oldJest = jestRange.flatMap { range -> Int? in
            let digits = range.drop(while: { !$0.isNumber }).prefix(while: { $0.isNumber })
            return Int(digits)
        }.map { $0 <= 26 } ?? false
        if !jestEnvironmentSet, dependencyLines["react-scripts"] != nil || (oldJest && jestConfigSeen) {
            let declared = dependencyLines["react-scripts"] ?? dependencyLines["jest"]
            add(ConfigRules.jestEnvironment, file: "package.json", line: declared?.line ?? 1, column: declared?.column ?? 1,
                message: "tests run in jsdom by default here (\(dependencyLines["react-scripts"] != nil ? reactScriptsPackage : "Jest \(jestRange ?? "")")); Vitest's default environment is node, so DOM APIs are missing.",
                fix: "test: { environment: 'jsdom' } in vite.config (install jsdom)")
        }
    }
}

/// One place where a `.env` value expands differently under Vite than under CRA.
struct DotenvExpansionDifference: Equatable {
    enum Kind: Equatable {
        /// `$` followed by no name (`a$ b`, `$$`, `$(…)`).
        case dollarWithoutName
        /// `$HOST.example.com`: one name to Vite.
        case dotInName
        /// `${NAME:-x}`, `$NAME-x`: a default to Vite.
        case defaultValue

        var explanation: String {
            switch self {
            case .dollarWithoutName: "a `$` that starts no variable name was dropped by CRA's dotenv-expand and is kept by Vite's"
            case .dotInName: "a variable name followed by `.` ends at the dot for CRA, while Vite reads the dots as part of the name (an unset name expands to nothing)"
            case .defaultValue: "`${NAME:-…}` and `$NAME-…` are defaults to Vite (NAME's value when it is set, else the text after `-`, which is never kept beside the value), while CRA had no defaults: it expanded NAME and kept the rest as text"
            }
        }

        var fix: String {
            switch self {
            case .dollarWithoutName: "Write that dollar as \\$ to keep it (both read \\$ as one dollar), or delete it if the app relied on CRA dropping it."
            case .dotInName: "Write ${NAME} in braces before the dot to keep CRA's reading."
            case .defaultValue: "Write ${NAME} in braces before the `-` to keep CRA's reading, or keep it if a default was meant."
            }
        }
    }

    var kind: Kind
    /// UTF-16 offset of the `$` in the value.
    var offset: Int
}
