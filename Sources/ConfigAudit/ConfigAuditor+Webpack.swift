import Foundation
import AuditModel
import JSLexer
import SourceStructure

extension ConfigAuditor {
    /// Vite's default resolve.extensions, in order: setting the option replaces them.
    static let viteExtensionList = [".mjs", ".js", ".mts", ".ts", ".jsx", ".tsx", ".json"]
    static let viteExtensions = Set(viteExtensionList)

    mutating func auditWebpackConfig(_ file: String) {
        guard let lexed = lex(file) else { return }
        configFiles.insert(file)
        let name = Self.fileName(file)
        let evaluator = self.evaluator(of: file, lexed: lexed)
        let exported = evaluator.evaluateModule()
        if name == "config-overrides.js" || name.hasPrefix("craco.config.") || name.hasPrefix(".cracorc") {
            add(ConfigRules.overrides, file: file, line: 1,
                message: "\(name) customises CRA's hidden webpack/Babel/Jest setup; each customisation below must be re-expressed in vite.config.",
                fix: "Port the settings reported in this file, then delete \(name) and \(name == "config-overrides.js" ? "react-app-rewired/customize-cra" : "@craco/craco").")
        } else if ejectedCRA, file.hasPrefix("config/webpack") {
            add(ConfigRules.ejected, file: file, line: 1,
                message: "\(file) is an ejected Create React App webpack config; the whole build is in the repository.",
                fix: "Treat it as a plain webpack project: port the settings reported here to vite.config, then delete config/ and scripts/.")
        }
        let abandoned = noteAbandonedEvaluation(evaluator, file: file)
        guard let exported else {
            // Said above, where the reading stopped: not "exports nothing".
            if abandoned { return }
            add(ConfigRules.unresolved, file: file, line: 1,
                message: "\(file) exports nothing the audit can see (no module.exports or export default it could evaluate); its settings were not checked.",
                fix: "Review the file by hand.")
            return
        }
        if name.hasPrefix("craco.config.") || name.hasPrefix(".cracorc") {
            auditCraco(exported, file: file, evaluator: evaluator)
        } else {
            auditWebpackValue(exported, file: file, evaluator: evaluator)
        }
    }

    /// An exported value: a config object, an array of configs, a customize-cra `override(…)`, a rewired
    /// `{ webpack, jest, devServer }` object, or something unresolvable.
    mutating func auditWebpackValue(_ value: ConfigNode, file: String, evaluator: StaticEvaluator) {
        switch value.value {
        case .object:
            if value["webpack"] != nil || value["jest"] != nil, value["module"] == nil, value["entry"] == nil, value["plugins"] == nil {
                // react-app-rewired's object form.
                if let webpack = value["webpack"] { auditWebpackValue(evaluator.callWithUnknownArguments(webpack), file: file, evaluator: evaluator) }
                if let jest = value["jest"] { auditJestOptions(evaluator.callWithUnknownArguments(jest), file: file) }
                if let devServer = value["devServer"] { auditRewiredDevServer(devServer, file: file, evaluator: evaluator) }
                if let paths = value["paths"] { auditRewiredPaths(paths, file: file, evaluator: evaluator) }
                return
            }
            auditWebpackObject(value, file: file)
        case .array(let items):
            for item in items { auditWebpackValue(item, file: file, evaluator: evaluator) }
        case .either(let options):
            for option in options { auditWebpackValue(option, file: file, evaluator: evaluator) }
        case .call(let callee, let arguments) where Self.isProjectWebpackConfig(callee) && arguments.contains(where: Self.isObject):
            // `require('./webpack.base.babel')({ entry, output, plugins })` (react-boilerplate): another config file's
            // function builds the configuration from options named like webpack's own keys. That file is audited on
            // its own; here the options are, as the configuration they become.
            for argument in arguments where Self.isObject(argument) { auditWebpackObject(argument, file: file) }
        case .call(let callee, let arguments):
            auditCustomizeCRA(callee, arguments, at: value, file: file, evaluator: evaluator)
        case .unresolved(let reason):
            add(ConfigRules.unresolved, file: file, at: value,
                message: "the exported webpack configuration is not statically resolvable: \(reason); its settings were not checked.",
                fix: "Review the configuration by hand.")
        case .module(let name) where name.hasPrefix(ConfigNode.globalPrefix):
            // `({ config }) => { config.module.rules.push(…); return config; }` outside `.storybook/` (whose configs
            // are read with the config Storybook gives them): changes made in place.
            add(ConfigRules.unresolved, file: file, at: value,
                message: "the export is `\(value.rendered)`, a value given at run time (a parameter or a global) and changed in place; the settings it is given were not checked.",
                fix: "Review the changes this file makes by hand.")
        default:
            add(ConfigRules.unresolved, file: file, at: value,
                message: "the export is \(value.rendered), not a webpack configuration object; its settings were not checked.",
                fix: "Review the configuration by hand.")
        }
    }

    /// react-app-rewired's `devServer`: customize-cra's `overrideDevServer(fn, …)` hands each function the config the
    /// one before it returned (webpack-dev-server's own, empty here: what the functions set is the project's), and
    /// `function (configFunction) { return function (proxy, allowedHost) { … } }` is called twice with unknown
    /// arguments; what the audit cannot read is said, never dropped (a proxy set there went unreported).
    mutating func auditRewiredDevServer(_ devServer: ConfigNode, file: String, evaluator: StaticEvaluator) {
        guard case .call(let callee, let arguments) = devServer.value, callee.hasSuffix("overrideDevServer") else {
            var result = evaluator.callWithUnknownArguments(devServer)
            if case .function = result.value { result = evaluator.callWithUnknownArguments(result) }
            if case .function = result.value {
                add(ConfigRules.unresolved, file: file, at: devServer,
                    message: "devServer is `\(devServer.rendered)`, which the audit cannot call through; the dev server settings it makes (proxy, port, headers) were not checked.",
                    fix: "Port its settings to vite.config's server by hand.")
                return
            }
            auditDevServer(result, file: file)
            return
        }
        var config = ConfigNode(.object([]), at: devServer)
        for argument in arguments {
            guard case .function(let body) = argument.value else {
                // customize-cra's own helpers (watchAll) change how the dev server watches, nothing to port.
                if case .call(let helper, _) = argument.value, helper.hasPrefix("customize-cra.") { continue }
                add(ConfigRules.unresolved, file: file, at: argument,
                    message: "overrideDevServer's argument `\(argument.rendered)` is no function the audit can call; what it changes in the dev server (proxy, port, headers) was not checked.",
                    fix: "Port its settings to vite.config's server by hand.")
                continue
            }
            config = evaluator.callForAnotherFile(body, arguments: [config], at: argument)
        }
        auditDevServer(config, file: file)
    }

    mutating func auditCustomizeCRA(_ callee: String, _ arguments: [ConfigNode], at node: ConfigNode, file: String, evaluator: StaticEvaluator) {
        let helper = callee.split(separator: ".").last.map(String.init) ?? callee
        switch helper {
        case "override", "compose", "overrideDevServer", "customize-cra":
            for argument in arguments {
                if case .call(let inner, let innerArguments) = argument.value {
                    auditCustomizeCRA(inner, innerArguments, at: argument, file: file, evaluator: evaluator)
                } else if case .module(let module) = argument.value, !module.hasPrefix(ConfigNode.globalPrefix) {
                    // A rewire package passed as it is (`override(rewireReactHotLoader, …)`): a helper, not a config.
                    auditRewirePackage(module, at: argument, file: file)
                } else if case .function = argument.value {
                    auditWebpackValue(evaluator.callWithUnknownArguments(argument), file: file, evaluator: evaluator)
                } else {
                    auditWebpackValue(argument, file: file, evaluator: evaluator)
                }
            }
        case "webpack-merge", "merge", "smart", "mergeWithCustomize", "mergeWithRules", "merge.smart", "strategy":
            // webpack-merge: each object literal argument is configuration; required files are audited on their own.
            // A `null`/`undefined` argument (`presets ? presetConfig(…) : null`) is skipped by webpack-merge too.
            for argument in arguments where Self.moduleName(argument) == nil && !Self.isAbsent(argument) {
                let present = argument.alternatives.filter { !Self.isAbsent($0) }
                if case .either = argument.value, present.count < argument.alternatives.count {
                    for option in present { auditWebpackValue(option, file: file, evaluator: evaluator) }
                } else {
                    auditWebpackValue(argument, file: file, evaluator: evaluator)
                }
            }
        case "addWebpackAlias":
            if let aliases = arguments.first { auditAliases(aliases, file: file) }
        case "addBabelPlugin", "addBabelPlugins", "addBabelPreset", "addBabelPresets":
            let isPreset = helper.contains("Preset")
            for argument in arguments { auditBabelEntries(argument, isPreset: isPreset, file: file) }
        case "addDecoratorsLegacy":
            legacyDecorators = true
            auditBabelName("proposal-decorators", raw: "@babel/plugin-proposal-decorators (addDecoratorsLegacy)", at: node, file: file)
        case "fixBabelImports":
            auditBabelName("import", raw: "babel-plugin-import (fixBabelImports)", at: node, file: file, options: arguments.count > 1 ? arguments[1] : nil)
        case "addLessLoader", "customize-cra-less-loader":
            // customize-cra-less-loader is the addLessLoader that customize-cra 1.0 asks for with less-loader 6+.
            add(ConfigRules.lessOptions, file: file, at: node,
                message: "addLessLoader(\(arguments.first?.rendered ?? "")) configures less-loader; Vite reads Less options from css.preprocessorOptions.less.",
                fix: "css: { preprocessorOptions: { less: \(lessOptions(arguments.first, file: file)) } } (install `less`).")
        case "addWebpackPlugin":
            for argument in arguments { auditPlugin(argument, file: file) }
        case "addWebpackExternals":
            if let externals = arguments.first { auditExternals(externals, file: file) }
        case "addWebpackResolve":
            if let resolve = arguments.first { auditResolve(resolve, file: file) }
        case "addWebpackModuleRule":
            for argument in arguments { auditRule(argument, file: file) }
        case "addPostcssPlugins":
            add(ConfigRules.postcssConfig, file: file, at: node,
                message: "addPostcssPlugins adds PostCSS plugins inside the webpack config; Vite reads postcss.config.* or css.postcss.",
                fix: "Move the plugins to postcss.config.js.")
        case "disableEsLint", "useEslintRc", "useBabelRc", "removeModuleScopePlugin", "disableChunk", "adjustWorkbox", "setWebpackPublicPath":
            add(ConfigRules.overrides, file: file, at: node,
                message: "\(helper)(…) changes a CRA default that has no counterpart to port under Vite\(helper == "useBabelRc" ? " (the .babelrc it enables is audited on its own)" : "").",
                fix: helper == "setWebpackPublicPath" ? "base in vite.config" : "Nothing to port; remove with customize-cra.", severity: .info)
        case _ where callee.hasPrefix("react-app-rewire-less"):
            // `rewireLess(config, env)` or `rewireLess.withLoaderOptions({ javascriptEnabled: true })(config, env)`:
            // CRA 1-2's way to add less-loader, its options written in the callee.
            let marker = "withLoaderOptions("
            let options = callee.range(of: marker).map { String(callee[$0.upperBound...].dropLast()) }
            add(ConfigRules.lessOptions, file: file, at: node,
                message: "react-app-rewire-less adds less-loader\(options.map { " with \($0)" } ?? ""); Vite compiles .less files itself and reads Less options from css.preprocessorOptions.less.",
                fix: options.map { "css: { preprocessorOptions: { less: \($0) } } (install `less`)." } ?? "Install `less`; nothing else to port.")
        case _ where callee.hasPrefix("require(") && !Self.requiresLiteral(callee):
            // `require(`./build-utils/webpack.${mode}`)(mode)`: a module named when the config runs, not a helper.
            add(ConfigRules.unresolved, file: file, at: node,
                message: "\(callee)(…) loads a module whose name is only known when the config runs, so what it adds to the webpack config was not checked here.",
                fix: "Review the files it can load (webpack configs among them are audited on their own) and port their settings by hand.")
        default:
            // A project module's function (`require('./tools/make-config')(env)`) is named by its path, not by the
            // last dot-part of it.
            let module = Self.relativeModule(called: callee)
            addUnmodelledHelper(module.map { "the function exported by '\($0)'" } ?? "\(helper)(…)", named: module.map { "'\($0)'" } ?? helper, at: node, file: file)
        }
    }

    /// react-app-rewired's `paths(paths, env)` override: CRA's folders as the function leaves them, given the
    /// settings it assigns (`paths.appBuild = path.resolve(__dirname, 'dist')`, `paths.publicUrlOrPath = './'`).
    /// A build folder it moves replaces react-scripts' build/ in the outDir finding of package.json.
    mutating func auditRewiredPaths(_ paths: ConfigNode, file: String, evaluator: StaticEvaluator) {
        guard case .function(let body) = paths.value else {
            reportUnresolved(paths, file: file, key: "paths")
            return
        }
        let result = evaluator.callForAnotherFile(body, arguments: [ConfigNode(.object([]), at: paths)], at: paths)
        guard case .object = result.value else {
            reportUnresolved(result, file: file, key: "paths")
            return
        }
        reportUnresolved(result, file: file, key: "paths", skipping: ["publicUrlOrPath"])
        if let build = result["appBuild"], let path = build.string {
            rewiredBuildFolder = Self.projectPath(path)
            if rewiredBuildFolder != "dist" {
                add(ConfigRules.outDir, file: file, at: build,
                    message: "paths.appBuild makes the build go to '\(rewiredBuildFolder ?? "")'; Vite writes to 'dist' unless told otherwise.",
                    fix: "build: { outDir: '\(rewiredBuildFolder ?? "")' } in vite.config, or update deploy scripts to dist/.")
            }
        }
        if let publicPath = result["publicUrlOrPath"] { auditPublicPath(publicPath, file: file, key: "paths.publicUrlOrPath") }
    }

    /// A react-app-rewire-* package given to customize-cra's `override` as it is: react-app-rewire-hot-loader wires
    /// react-hot-loader (its Babel plugin and the @hot-loader/react-dom alias), which Fast Refresh replaces; another
    /// is a helper the audit does not model.
    mutating func auditRewirePackage(_ module: String, at node: ConfigNode, file: String) {
        if module == "react-app-rewire-hot-loader" {
            add(ConfigRules.reactHotLoader, file: file, at: node,
                message: "react-app-rewire-hot-loader adds react-hot-loader's Babel plugin and the @hot-loader/react-dom alias; @vitejs/plugin-react provides Fast Refresh.",
                fix: "Remove it with react-hot-loader (and hot(module)(App) wrappers).")
            return
        }
        addUnmodelledHelper(module, named: module, at: node, file: file)
    }

    /// A helper whose changes to the webpack config the audit cannot follow: `what` as the message names it, `name`
    /// as the fix does.
    mutating func addUnmodelledHelper(_ what: String, named name: String, at node: ConfigNode, file: String) {
        add(ConfigRules.unresolved, file: file, at: node,
            message: "\(what) is not statically resolvable: the audit does not model this helper, so what it changes in the webpack config was not checked.",
            fix: "Review what \(name) does and port it to vite.config by hand.")
    }

    mutating func auditCraco(_ value: ConfigNode, file: String, evaluator: StaticEvaluator) {
        let config = evaluator.callWithUnknownArguments(value)
        guard case .object = config.value else {
            auditWebpackValue(config, file: file, evaluator: evaluator)
            return
        }
        if let webpack = config["webpack"] {
            if let aliases = webpack["alias"] { auditAliases(aliases, file: file) }
            if let plugins = webpack["plugins"] {
                let list = plugins["add"]?.elements ?? plugins.elements
                for plugin in list.flatMap(\.alternatives) { auditPlugin(plugin.elements.first ?? plugin, file: file) }
            }
            if let configure = webpack["configure"] {
                let result = evaluator.callWithUnknownArguments(configure)
                if case .object = result.value { auditWebpackObject(result, file: file) } else { reportUnresolved(result, file: file, key: "webpack.configure") }
            }
        }
        if let babel = config["babel"] {
            add(ConfigRules.babelPresent, file: file, at: babel, message: "craco's babel section adds Babel settings to CRA's build.", fix: "Keep only plugins that do real work (see babel-needed findings).")
            if let plugins = babel["plugins"] { auditBabelEntries(plugins, isPreset: false, file: file) }
            if let presets = babel["presets"] { auditBabelEntries(presets, isPreset: true, file: file) }
        }
        if let jest = config["jest"] {
            auditJestOptions(jest["configure"].map(evaluator.callWithUnknownArguments) ?? jest, file: file)
        }
        if let devServer = config["devServer"] { auditDevServer(evaluator.callWithUnknownArguments(devServer), file: file) }
        if let style = config["style"] {
            if let sass = style["sass"] {
                add(ConfigRules.nodeSass, file: file, at: sass, message: "style.sass configures sass-loader (\(sass.rendered)); Vite reads Sass options from css.preprocessorOptions.scss.",
                    fix: "css: { preprocessorOptions: { scss: { loadPaths, additionalData } } } (install sass-embedded).")
            }
            // craco writes style.modules.localIdentName only into css-loaders whose modules option is on already (CRA's
            // *.module.css rules): it names classes, and Vite's generateScopedName does that.
            if let identName = style["modules"]?["localIdentName"] {
                reportLocalIdentName(identName, as: "craco's style.modules.localIdentName", file: file)
            }
            // Loader options are deep-merged into every css-loader, CRA's plain-stylesheet ones included; react-scripts
            // 5's set `modules: { mode: 'icss' }`, which an object without a mode leaves ICSS (no CSS Modules).
            if let modules = style["css"]?["loaderOptions"]?["modules"], isEnabled(modules) {
                if let identName = modules["localIdentName"] {
                    reportLocalIdentName(identName, as: "craco's style.css.loaderOptions.modules.localIdentName", file: file)
                }
                if !keepsCRA5ICSS(modules) {
                    facts.cssModulesByConfig = true
                    facts.cssModuleExtensions.formUnion(Self.styleExtensions)
                    add(ConfigRules.cssModulesConfig, file: file, at: modules, message: "craco sets CSS Modules options (\(modules.rendered)); Vite treats only *.module.* files as CSS Modules.",
                        fix: "Rename CSS-module files to *.module.css; css.modules in vite.config for naming.")
                }
            }
            // `{ mode: 'extends', plugins: [] }` (resouceUI's) adds nothing to CRA's PostCSS setup.
            let addsNothing = style["postcss"].map { postcss in
                postcss.properties.allSatisfy { $0.key == "mode" || ($0.key == "plugins" && $0.value.isEmptyListOrObject) }
            } ?? true
            if let postcss = style["postcss"], !addsNothing {
                add(ConfigRules.postcssConfig, file: file, at: postcss, message: "style.postcss configures PostCSS inside craco; Vite reads postcss.config.* or css.postcss.", fix: "Move the plugins to postcss.config.js.")
            }
        }
        for plugin in config["plugins"]?.elements ?? [] {
            // craco-plugin-react-hot-reload: react-hot-loader's Babel plugin and react-dom alias, as the rewire does.
            if case .module(let module) = (plugin["plugin"] ?? plugin).value, module.hasPrefix("craco-plugin-react-hot-reload") {
                add(ConfigRules.reactHotLoader, file: file, at: plugin,
                    message: "\(module) wires react-hot-loader into CRA's build; @vitejs/plugin-react provides Fast Refresh.",
                    fix: "Remove it with react-hot-loader (and hot(module)(App) wrappers).")
                continue
            }
            if case .module(let module) = (plugin["plugin"] ?? plugin).value, module.contains("less") {
                add(ConfigRules.lessOptions, file: file, at: plugin, message: "\(module) configures less-loader (\(plugin["options"]?.rendered ?? "default options")); Vite reads Less options from css.preprocessorOptions.less.",
                    fix: "css: { preprocessorOptions: { less: \(lessOptions(plugin["options"]?["lessLoaderOptions"], file: file)) } } (install `less`).")
            }
        }
    }

    mutating func auditWebpackObject(_ config: ConfigNode, file: String) {
        // A server bundle (one config of a multi-compiler array, often): its code runs in Node, where externals and
        // Node globals are what they should be.
        let runsInNode = Self.targetsNode(config["target"])
        if let dll = Self.dllPlugin(of: config) {
            reportDllBuild(config, plugin: dll, file: file)
            return
        }
        // A spread the audit could not read (`...require('./missing')`, `...base()`): what it sets was not checked.
        for property in config.properties where property.key == nil { reportUnresolved(property.value, file: file, key: "the configuration") }
        if let entry = config["entry"] {
            let context = config["context"].map { webpackContext($0, file: file) } ?? ""
            auditEntry(entry, context: context, file: file, runsInNode: runsInNode)
            if runsInNode, let target = config["target"] { reportServerBundle(config, entry: entry, context: context, target: target, file: file) }
        }
        if let entry = config["entry"], !runsInNode {
            let filename = config["output"]?["filename"]
            // Several pages named by [name]: which entry module a page's script stands for is not known here.
            let pages = entry.properties.filter { !Self.listsOnlyPackages($0.value) }.count
            if let pattern = filename == nil ? "main.js" : filename?.string.map(Self.fileName),
                !pattern.replacingOccurrences(of: "[name]", with: "").contains("["), pages <= 1 || !pattern.contains("[name]")
            {
                // `[name].js` with `{ vendor: ['react'], app: './src/index.js' }` writes vendor.js and app.js.
                var names: [String: Bool] = [:]
                if case .object(let properties) = entry.value, pattern.contains("[name]") {
                    for property in properties {
                        guard let key = property.key else { continue }
                        let bundle = pattern.replacingOccurrences(of: "[name]", with: key)
                        names[bundle] = Self.listsOnlyPackages(property.value)
                        let polyfills = property.value.elements.compactMap(\.string).filter(ConfigRules.namesPolyfill)
                        if names[bundle] == true, !polyfills.isEmpty { vendorChunkPolyfills[file, default: [:]][bundle] = polyfills }
                    }
                } else {
                    names[pattern.replacingOccurrences(of: "[name]", with: "main")] = false
                }
                bundleFileNames[file] = names
            }
        }
        if let output = config["output"] {
            // publicPath is build-public-path's, which reads run-time values too (and says what they depend on).
            reportUnresolved(output, file: file, key: "output", skipping: ["publicPath"])
            // A server bundle's folder is its SSR build's (wp-ssr-server-build's fix names it).
            if let path = output["path"]?.string, !runsInNode {
                let relative = Self.projectPath(path)
                if relative != "dist" {
                    add(ConfigRules.outDir, file: file, at: output["path"]!,
                        message: "webpack writes the build to '\(relative.isEmpty ? "." : relative)'; Vite writes to 'dist' unless told otherwise.",
                        fix: "build: { outDir: '\(relative.isEmpty ? "." : relative)' } in vite.config, or update deploy scripts to dist/.")
                }
            }
            if let publicPath = output["publicPath"] { auditPublicPath(publicPath, file: file) }
            // webpack's option, what it names, and Rollup/Rolldown's option with an example of its patterns.
            let namings = [
                ("filename", "entry", "entryFileNames", "'assets/[name]-[hash].js'"),
                ("chunkFilename", "chunk", "chunkFileNames", "'assets/[name]-[hash].js'"),
                ("assetModuleFilename", "asset", "assetFileNames", "'assets/[name]-[hash][extname]'"),
            ]
            for (key, what, option, example) in namings {
                guard let node = output[key] else { continue }
                if let value = node.alternatives.first(where: { $0.string?.contains("[") == true }), let pattern = value.string {
                    add(ConfigRules.chunkConfig, file: file, at: value,
                        message: "output.\(key) '\(pattern)' names \(what) files with webpack [name]/[hash] patterns; Vite/Rolldown use their own patterns.",
                        fix: "\(bundlerOptions).output.\(option), e.g. \(example).")
                }
            }
        }
        if let resolve = config["resolve"] { auditResolve(resolve, file: file) }
        if let node = config["node"], !runsInNode { auditNodeOption(node, file: file) }
        happyPackPools = Self.happyPackPools(of: config)
        if let module = config["module"] {
            // `module.parser.asset` sets the inline limit of every `type: 'asset'` rule without its own parser.
            let assetCondition = module["parser"]?["asset"]?["dataUrlCondition"]
            for rule in (module["rules"] ?? module["loaders"])?.elements.flatMap(\.alternatives) ?? [] { auditRule(rule, file: file, assetCondition: assetCondition) }
            if let noParse = module["noParse"] {
                add(ConfigRules.ignorePlugins, file: file, at: noParse, message: "module.noParse \(noParse.rendered) skips parsing of matching modules; Vite has no equivalent.", fix: "Remove it; if the module is huge, import a prebuilt ESM build.")
            }
        }
        htmlPages = [:]
        for plugin in config["plugins"]?.elements.flatMap(\.alternatives) ?? [] { auditPlugin(plugin, file: file) }
        // The pages the HtmlWebpackPlugins build name the HTML entries (`admin: 'admin/index.html'`), not each chunk's name.
        if let (index, chunks) = multiEntryFinding, !htmlPages.isEmpty {
            findings[index].fix = Self.multiEntryFix(chunks: chunks, pages: htmlPages, bundlerOptions: bundlerOptions)
        }
        multiEntryFinding = nil
        auditWebpack1LoaderOptions(config, file: file)
        if let devServer = config["devServer"] {
            auditDevServer(devServer, file: file, outputPath: config["output"]?["path"]?.string.map(Self.projectPath) ?? "dist")
        }
        if let externals = config["externals"], !runsInNode { auditExternals(externals, file: file) }
        if let optimization = config["optimization"] {
            for key in ["splitChunks", "runtimeChunk"] {
                guard let value = optimization[key] else { continue }
                if case .bool(false) = value.value { continue }
                add(ConfigRules.chunkConfig, file: file, at: value,
                    message: "optimization.\(key) \(value.rendered) controls webpack chunking; it has no effect under Vite.",
                    fix: project.vite >= 8 ? "build.rolldownOptions.output.codeSplitting if the split matters (object manualChunks was removed in Vite 8)." : "build.rollupOptions.output.manualChunks if the split matters.")
            }
        }
    }

    /// webpack 1 read loader options from top-level keys named after the loader (`sassLoader: { includePaths }`,
    /// `postcss: [autoprefixer()]`, `lessLoader`): webpack 2 removed them, and Vite reads neither.
    mutating func auditWebpack1LoaderOptions(_ config: ConfigNode, file: String) {
        if let sass = config["sassLoader"] {
            reportUnresolved(sass, file: file, key: "sassLoader")
            add(ConfigRules.nodeSass, file: file, at: sass,
                message: "sassLoader \(sass.rendered) sets webpack 1's sass-loader options; Vite reads Sass options from css.preprocessorOptions.scss.",
                fix: "css: { preprocessorOptions: { scss: { loadPaths: [...] (includePaths), additionalData: ... (data) } } } (install sass-embedded).")
        }
        if let less = config["lessLoader"] {
            add(ConfigRules.lessOptions, file: file, at: less,
                message: "lessLoader \(less.rendered) sets webpack 1's less-loader options; Vite reads Less options from css.preprocessorOptions.less.",
                fix: "css: { preprocessorOptions: { less: \(lessOptions(less, file: file)) } } (install `less`).")
        }
        if let postcss = config["postcss"] {
            add(ConfigRules.postcssConfig, file: file, at: postcss,
                message: "postcss (webpack 1's postcss-loader plugins, \(postcss.rendered.count > 60 ? String(postcss.rendered.prefix(60)) + "…" : postcss.rendered)) configures PostCSS inside the webpack config; Vite reads postcss.config.* or css.postcss.",
                fix: "Move the plugins to postcss.config.js.")
        }
    }

    /// A server bundle (`target: 'node'`, server-side rendering): Vite builds it as an SSR build, ES modules out, and
    /// serves the app to it through its own dev server. Electron's main process is another story (no SSR build).
    mutating func reportServerBundle(_ config: ConfigNode, entry: ConfigNode, context: String, target: ConfigNode, file: String) {
        let targets = target.alternatives.flatMap(\.elements).compactMap(\.string)
        guard !targets.contains(where: { $0.hasPrefix("electron") }) else { return }
        let entryPath = Self.serverEntry(entry, context: context)
        let outDir = config["output"]?["path"]?.string.map(Self.projectPath).map { $0.isEmpty ? "." : $0 }
        let library = config["output"]?["libraryTarget"]?.string ?? config["output"]?["library"]?["type"]?.string
        let commonJS = library?.hasPrefix("commonjs") == true
        // Vite's SSR build keeps node_modules external by default, as webpack-node-externals did; other externals (a
        // list, an object) chose which packages stayed out, which the audit cannot map to what Vite bundles.
        let externals: String
        if let written = config["externals"], !Self.isAbsent(written) {
            let nodeExternals = written.alternatives.flatMap { $0.elements.isEmpty ? [$0] : $0.elements }.contains { item in
                if case .call(let callee, _) = item.value { callee.hasPrefix("webpack-node-externals") } else { false }
            }
            externals = nodeExternals
                ? " (dependencies stay external, as webpack-node-externals kept them)"
                : " (dependencies stay external by default; this config kept only `\(written.rendered)` out of the bundle: ssr.noExternal lists the packages to bundle as it did)"
        } else {
            externals = " with ssr: { noExternal: true } in vite.config to bundle dependencies, as this config did"
        }
        add(ConfigRules.ssrServerBuild, file: file, at: target,
            message: "target \(targets.map(ConfigNode.quoted).joined(separator: ", ")) bundles \(entryPath.map { "'\($0)'" } ?? "its entry") for Node, a server bundle (server-side rendering, when it renders the app); Vite builds one only as an SSR build, whose output is ES modules"
                + (commonJS ? " where this one writes CommonJS (libraryTarget '\(library ?? "")'): `__dirname` and `require` in the server code are undefined there, and the script that runs it changes" : "")
                + ".",
            fix: "vite build --ssr \(entryPath ?? "<the server entry>")\(outDir.map { " --outDir \($0)" } ?? "")"
                + externals
                + "; in development, createServer({ server: { middlewareMode: true }, appType: 'custom' }) and vite.ssrLoadModule('/\(entryPath ?? "<the server entry>")') in place of a webpack watch build; __dirname → import.meta.dirname (Node 20.11+). A server that does not render the app (an API only) needs no Vite build: keep its own bundler, or run its source with Node.")
    }

    /// The project file a server bundle's entry runs (project-relative), nil when none is written: the last project
    /// path of its first chunk, since webpack runs a chunk's modules in order and what comes before the app's server
    /// is set-up (`webpack/hot/poll?1000`, `@babel/polyfill`, `source-map-support/register`).
    static func serverEntry(_ entry: ConfigNode, context: String) -> String? {
        let chunk = entry.properties.first.map { entryFiles($0.value) } ?? entry.elements
        let paths = chunk.flatMap(\.alternatives).compactMap(\.string).filter { $0.hasPrefix(".") || $0.hasPrefix("/") }
        guard let last = paths.last else { return nil }
        return normalisePath(last.hasPrefix("/") || context.isEmpty ? last : context + "/" + last)
    }

    /// Whether a webpack `target` builds for Node (`node`, `async-node`, `node14`, `['node', 'es2020']`,
    /// `electron-main`), whichever way the config chooses it.
    static func targetsNode(_ target: ConfigNode?) -> Bool {
        guard let target else { return false }
        return target.alternatives.allSatisfy { choice in
            choice.elements.compactMap(\.string).contains { $0.hasPrefix("node") || $0.hasPrefix("async-node") || $0.hasPrefix("electron") && $0.hasSuffix("-main") }
        }
    }

    /// A browser build's `node` option: what it polyfills or mocks (webpack 4), which Vite does not, and the file
    /// globals it leaves alone (`__dirname: false`, or `node: false`), which were never mocked.
    mutating func auditNodeOption(_ node: ConfigNode, file: String) {
        let fileGlobals = ["__dirname", "__filename"]
        if case .bool(false) = node.value {
            facts.unmockedFileGlobals += fileGlobals
            return
        }
        let left = node.properties.filter { if case .bool(false) = $0.value.value { true } else { false } }
        facts.unmockedFileGlobals += left.compactMap(\.key).filter(fileGlobals.contains)
        // Only `false` settings: nothing is polyfilled or mocked.
        if !left.isEmpty, left.count == node.properties.count { return }
        add(ConfigRules.nodePolyfills, file: file, at: node,
            message: "node: \(node.rendered) makes webpack 4 polyfill or mock Node globals/modules; Vite polyfills none of them.",
            fix: "Install browser polyfills for what the code really uses (buffer, process) or remove the Node dependency; define: { global: 'globalThis' } for `global`.")
    }

    /// The project-relative folder `context` names: relative entries resolve against it. An evaluated
    /// `path.resolve(__dirname, 'client')` is project-rooted (`/client`); a plain `'client'` is taken from the
    /// project root, where webpack runs. Unresolvable: reported, and the project root stands in.
    mutating func webpackContext(_ context: ConfigNode, file: String) -> String {
        reportUnresolved(context, file: file, key: "context")
        guard let value = context.string else { return "" }
        return Self.normalisePath(value)
    }

    /// `context` is where relative entries start: webpack's default is where it runs (the project root), not
    /// the config file's folder. A Node build's entries are Node code, and polyfill no browser.
    mutating func auditEntry(_ entry: ConfigNode, context: String, file: String, runsInNode: Bool = false) {
        reportUnresolved(entry, file: file, key: "entry")
        var values: [ConfigNode] = []
        // The positions in `values` of the first page entry's files (its chunk), which webpack runs in order: the
        // page's scripts.
        var firstChunk: Range<Int> = 0..<0
        var chunkOf: [Int: String] = [:]  // the named chunk of each value, for an object entry
        switch entry.value {
        case .object(let properties):
            // webpack 1–3's vendor entry (`vendor: ['react', 'redux']`, split out by CommonsChunkPlugin) lists
            // packages: a chunk, not a page; so does an entry whose file only imports polyfills
            // (`polyfills: './src/polyfills.js'` beside `app`), which the one page loads before the app.
            let vendors = properties.filter { Self.listsOnlyPackages($0.value) }
            let polyfills = properties.filter { property in
                let files = Self.entryFiles(property.value)
                return !files.isEmpty && files.allSatisfy { polyfillImports(ofEntry: $0, context: context, in: $0.origin ?? file) != nil }
            }
            let pages = properties.filter { property in !(vendors + polyfills).contains { $0.key == property.key } }
            if pages.count > 1 {
                let chunks = pages.compactMap(\.key)
                add(ConfigRules.multiEntry, file: file, at: entry,
                    message: "entry has \(pages.count) entries (\(chunks.joined(separator: ", "))); Vite builds one HTML page per entry.",
                    fix: Self.multiEntryFix(chunks: chunks, pages: [:], bundlerOptions: bundlerOptions))
                multiEntryFinding = (findings.count - 1, chunks)
            }
            for vendor in vendors {
                let packages = vendor.value.elements.compactMap(\.string).filter { !ConfigRules.namesPolyfill($0) }
                guard let name = vendor.key, !packages.isEmpty else { continue }
                add(ConfigRules.chunkConfig, file: file, at: vendor,
                    message: "entry '\(name)' lists packages (\(packages.map(ConfigNode.quoted).joined(separator: ", "))) to split into their own chunk; Vite has no vendor entries and splits dependencies itself.",
                    fix: project.vite >= 8
                        ? "Remove the entry; build.rolldownOptions.output.codeSplitting if the split matters."
                        : "Remove the entry; build.rollupOptions.output.manualChunks: { \(ConfigNode.propertyKey(name)): [\(packages.map(ConfigNode.quoted).joined(separator: ", "))] } if the split matters.")
            }
            for property in properties {
                let files = Self.entryFiles(property.value)
                if property.key == pages.first?.key { firstChunk = values.count..<values.count + files.count }
                if let key = property.key { for position in values.count..<values.count + files.count { chunkOf[position] = key } }
                values += files
            }
        default:
            values = entry.elements.flatMap(\.alternatives)
            firstChunk = values.indices
        }
        var pageScripts: [String] = []
        for (position, value) in values.enumerated() {
            guard let path = value.string ?? Self.resolvedPath(value, in: value.origin ?? file) else {
                // Unresolvable parts are reported above, with their reasons.
                if !value.hasUnresolvedPart, !Self.isAbsent(value) {
                    add(ConfigRules.unresolved, file: file, at: value,
                        message: "entry `\(value.rendered)` is not statically resolvable; the files it names are not known as the app's entry.",
                        fix: "Check the entry by hand when writing index.html's module script.")
                }
                continue
            }
            if runsInNode {
                if path.hasPrefix(".") || path.hasPrefix("/") { facts.nodeEntries.append(Self.normalisePath(path.hasPrefix("/") || context.isEmpty ? path : context + "/" + path)) }
            } else if ConfigRules.namesPolyfill(path) {
                add(ConfigRules.polyfillEntries, file: file, at: value,
                    message: "entry includes the polyfill '\(path)'; Vite targets browsers with native ES modules and adds no polyfills.",
                    fix: "@vitejs/plugin-legacy if old browsers matter, otherwise remove '\(path)'.")
            } else if path.hasPrefix(".") || path.hasPrefix("/") {
                let resolved = Self.normalisePath(path.hasPrefix("/") || context.isEmpty ? path : context + "/" + path)
                // Ejected CRA 1's config/polyfills.js (Promise, fetch, Object.assign through require): a polyfill, not a
                // page script; as a module script its `require` calls would throw.
                if ejectedCRA, ["config/polyfills", "config/polyfills.js"].contains(resolved) {
                    add(ConfigRules.polyfillEntries, file: file, at: value,
                        message: "entry includes ejected CRA's config/polyfills.js (Promise, fetch and Object.assign, loaded with require); Vite targets browsers with native ES modules, which have them, and adds no polyfills.",
                        fix: "@vitejs/plugin-legacy if old browsers matter, otherwise remove config/polyfills.js.")
                    continue
                }
                if let (polyfillFile, polyfills) = polyfillEntry(value, context: context, in: value.origin ?? file) {
                    if !facts.polyfillEntryFiles.contains(polyfillFile) { facts.polyfillEntryFiles.append(polyfillFile) }
                    add(ConfigRules.polyfillEntries, file: file, at: value,
                        message: "entry '\(path)' only imports polyfills (\(polyfills.map(ConfigNode.quoted).joined(separator: ", "))); Vite targets browsers with native ES modules and adds no polyfills.",
                        fix: "@vitejs/plugin-legacy if old browsers matter, otherwise remove the entry and '\(path)'.")
                    continue
                }
                facts.entries.append(resolved)
                facts.webpackEntries.append(.init(path: resolved, written: path, context: path.hasPrefix("/") ? "" : context, file: value.origin ?? file, line: value.line))
                // CRA 4's `cond ? [hotClient, paths.appIndexJs] : paths.appIndexJs` names the app in both choices: one script.
                if firstChunk.contains(position), !pageScripts.contains(resolved) { pageScripts.append(resolved) }
                if let chunk = chunkOf[position], chunkEntries[file]?[chunk]?.contains(resolved) != true { chunkEntries[file, default: [:]][chunk, default: []].append(resolved) }
            }
        }
        if pageEntries[file] == nil, !pageScripts.isEmpty { pageEntries[file] = pageScripts }
    }

    /// html-multi-entry's fix: each chunk's page, the one an HtmlWebpackPlugin builds for it where one does
    /// (`pages`), else one named after the chunk.
    static func multiEntryFix(chunks: [String], pages: [String: String], bundlerOptions: String) -> String {
        "One HTML file per entry and \(bundlerOptions).input: { \(chunks.map { "\(ConfigNode.propertyKey($0)): '\(pages[$0] ?? $0 + ".html")'" }.joined(separator: ", ")) }."
    }

    /// The files one entry of an `entry` object names, in webpack's order (webpack 5's `{ import: [...] }` form included).
    static func entryFiles(_ value: ConfigNode) -> [ConfigNode] {
        value.elements.flatMap { $0["import"]?.elements ?? [$0] }
    }

    /// Whether an entry's value names only packages (`['react', 'react-dom']`), no project file: a vendor chunk.
    static func listsOnlyPackages(_ value: ConfigNode) -> Bool {
        let items = value.elements
        return !items.isEmpty && items.allSatisfy { item in
            guard let path = item.string, item.isProjectPath == false else { return false }
            return !path.hasPrefix(".") && !path.hasPrefix("/") && !path.contains("?")
        }
    }

    mutating func auditResolve(_ resolve: ConfigNode, file: String) {
        // The aliases report their own unknown values.
        reportUnresolved(resolve, file: file, key: "resolve", skipping: ["alias"])
        if let aliases = resolve["alias"] { auditAliases(aliases, file: file) }
        // webpack 1 spelled them `modulesDirectories` (names looked up like node_modules) and `root` (absolute folders).
        for key in ["modules", "modulesDirectories", "root"] {
            guard let modules = resolve[key] else { continue }
            for module in modules.elements.flatMap(\.alternatives) {
                guard let path = module.string else {
                    // Computed when the config runs (`paths.client()`, CRA's NODE_PATH split): which folders is unknown.
                    if module.rendered.contains("process.env.NODE_PATH") {
                        // Ejected CRA's `['node_modules'].concat(process.env.NODE_PATH.split(path.delimiter)…)`.
                        add(ConfigRules.unresolved, file: file, at: module,
                            message: "resolve.\(key) adds the folders NODE_PATH names when webpack runs; Vite ignores NODE_PATH, so bare imports that relied on it fail.",
                            fix: "Where NODE_PATH is set (.env, scripts, CI), resolve.alias entries for the top-level folders it names, or \(tsconfigPathsResolver) with that baseUrl.")
                    } else if !module.hasUnresolvedPart, !Self.isAbsent(module) {
                        add(ConfigRules.unresolved, file: file, at: module,
                            message: "resolve.\(key) entry `\(module.rendered)` is not statically resolvable; bare imports may resolve from the folders it names.",
                            fix: "Check which folders it names; resolve.alias entries for their top-level folders.")
                    }
                    continue
                }
                guard path != "node_modules", path != "web_modules" else { continue }
                let relative = Self.projectPath(path)
                // The project folder itself (`root: __dirname`) names no source folder to alias; ejected CRA 1's
                // `paths.appNodeModules` is the project's node_modules, written as an absolute path.
                guard !relative.isEmpty, relative != ".", Self.normalisePath(relative) != "node_modules" else { continue }
                facts.resolveModules.append(relative)
                add(ConfigRules.resolveModules, file: file, at: module,
                    message: "resolve.\(key) includes '\(relative)', so bare imports like 'components/Button' resolve from \(relative)/; Vite resolves bare specifiers from node_modules only.",
                    fix: "resolve.alias entries for each top-level folder of \(relative)/ (e.g. { find: 'components', replacement: '/\(relative)/components' }), or \(tsconfigPathsResolver) with baseUrl: '\(relative)'.")
                noteModuleDirectories([Self.normalisePath(relative)],
                    ifUnused: "resolve.\(key) includes '\(relative)', but no import relies on it (\(Self.noImportRelies)); Vite resolves bare specifiers from node_modules only.",
                    fix: "Nothing to port; an import added later that relies on it needs an alias or a relative path.")
            }
        }
        if let extensions = resolve["extensions"] {
            // `'...'` is webpack 5's "the defaults here": not an extension, but where they stand. A list pushed onto
            // the one the config was given (CRA's) stands after that one's defaults, as if `'...'` came first.
            var written = extensions.elements.compactMap(\.string).filter { !$0.isEmpty && $0 != "*" }
            switch extensions.grownAround {
            case .appended: written.insert("...", at: 0)
            case .prepended: written.append("...")
            case nil: break
            }
            let list = written.filter { $0 != "..." }
            var extra: [String] = []
            for item in list where !Self.viteExtensions.contains(item) && !extra.contains(item) { extra.append(item) }
            // CRA's list (every ejected CRA config) names '.web.js' and the like for React Native Web: with no file
            // ending so, and no React Native Web whose packages ship such files, no import relies on them.
            if !extra.isEmpty, dependencyLines["react-native-web"] == nil, !extra.contains(where: { ext in project.files.contains { $0.hasSuffix(ext) } }) {
                add(ConfigRules.resolveExtensions, file: file, at: extensions,
                    message: "resolve.extensions adds \(extra.map(ConfigNode.quoted).joined(separator: ", ")), which Vite does not try; no file of the project has one of them, so no import relies on them.",
                    fix: "Nothing to port; a file added later with such an extension is imported with its extension written.", severity: .info)
            } else if !extra.isEmpty {
                // webpack's list would replace Vite's defaults and drop .ts/.tsx/.mjs: keep them, in an order that keeps
                // webpack's priorities (`.web.js` before `.js`) and Vite's among its own.
                let extensionsText = Self.mergedExtensions(webpack: written).map(ConfigNode.quoted).joined(separator: ", ")
                add(ConfigRules.resolveExtensions, file: file, at: extensions,
                    message: "resolve.extensions adds \(extra.map(ConfigNode.quoted).joined(separator: ", ")), which Vite does not try; extensionless imports of such files fail.",
                    fix: "Write the extensions in the imports (Vite recommends it); otherwise resolve: { extensions: [\(extensionsText)] }, which keeps Vite's defaults.")
            }
        }
        if let fallback = resolve["fallback"] {
            add(ConfigRules.nodePolyfills, file: file, at: fallback,
                message: "resolve.fallback \(fallback.rendered) supplies browser versions of Node core modules; Vite has no such setting.",
                fix: Self.nodeFallbackFix(fallback, file: file))
        }
    }

    mutating func auditAliases(_ aliases: ConfigNode, file: String) {
        reportUnresolved(aliases, file: file, key: "resolve.alias")
        var pairs: [(String, ConfigNode, ConfigNode)] = []
        switch aliases.value {
        case .object(let properties):
            for property in properties {
                guard let key = property.key else { continue }
                pairs.append((key, property.value, ConfigNode(.string(key), at: property)))
            }
        case .array(let items):
            for item in items {
                // `isProfile ? { name, alias } : undefined`, or an item of a spread chosen list: set in some builds only.
                let options = item.alternatives
                let sometimes = options.contains(where: Self.isAbsent)
                for option in options where !Self.isAbsent(option) {
                    guard let name = option["name"]?.string ?? option["find"]?.string, let target = option["alias"] ?? option["replacement"] else { continue }
                    pairs.append((name, sometimes ? ConfigNode(.either([target, ConfigNode(.undefined, at: target)]), at: target) : target, option))
                }
            }
        default:
            return
        }
        for (key, target, site) in pairs {
            if case .bool(false) = target.value {
                add(ConfigRules.alias, file: file, at: site,
                    message: "alias '\(key)' → false makes webpack replace the module with an empty one; Vite resolves imports of '\(key)' as written.",
                    fix: "resolve: { alias: [{ find: '\(key)', replacement: path.resolve(__dirname, 'src/empty.js') }] } with an empty module, or remove the import")
                continue
            }
            // One path, or a choice between paths made when the config runs (`isProd ? a : b`). A choice that sets
            // nothing (CRA's `...(isEnvProductionProfile && { 'react-dom$': … })`) leaves imports as written.
            let set = target.alternatives.filter { if case .undefined = $0.value { false } else { true } }
            let choices = set.map { $0.string ?? Self.requiredPackage($0) }
            guard !choices.isEmpty, case let written = choices.compactMap({ $0 }), written.count == choices.count else {
                // Unless it names a declared package (`react: path.resolve(ROOT, 'node_modules/react')`, a dedupe).
                if Self.packageName(of: key.hasSuffix("$") ? String(key.dropLast()) : key).map({ dependencyLines[$0] == nil }) ?? true {
                    facts.unresolvedAliasKeys.append(key)
                }
                // An unresolvable part is reported above, with its reason; anything else is said here.
                if !target.hasUnresolvedPart {
                    add(ConfigRules.unresolved, file: file, at: site,
                        message: "resolve.alias '\(key)' is `\(target.rendered)`, which the audit cannot evaluate; rules that read aliases could not check it.",
                        fix: "Check this alias by hand when writing vite.config; a literal path here lets the audit migrate it.")
                }
                continue
            }
            var replacements: [String] = []
            for replacement in written.map(Self.aliasReplacement) where !replacements.contains(replacement) { replacements.append(replacement) }
            auditAlias(key, replacements: replacements, at: site, file: file, sometimes: set.count < target.alternatives.count)
        }
    }

    /// The package a bare specifier names (`lodash/fp` → `lodash`, `@scope/x/y` → `@scope/x`); nil for a path or
    /// an alias-style prefix (`@/x`, `~x`).
    static func packageName(of specifier: String) -> String? {
        let parts = specifier.split(separator: "/", omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty, !first.hasPrefix("."), !first.hasPrefix("~") else { return nil }
        if first.hasPrefix("@") { return first.count > 1 && parts.count > 1 && !parts[1].isEmpty ? "\(first)/\(parts[1])" : nil }
        return String(first)
    }

    /// An alias target as Vite resolves it: a folder under node_modules is a package (`node_modules/react` is
    /// `react`); an absolute path is normalised (`${__dirname}/src` is `/src`).
    static func aliasReplacement(_ written: String) -> String {
        if let package = nodeModulesPackage(written) { return package }
        return written.hasPrefix("/") ? "/" + normalisePath(written) : written
    }

    /// React's profiling builds, which CRA's config aliases to for `react-scripts build --profile` only.
    static let reactProfilingAliases: [String: String] = ["react-dom$": "react-dom/profiling", "scheduler/tracing": "scheduler/tracing-profiling"]

    /// One alias, whose target is one of `replacements` (more than one when the config chooses when it runs);
    /// `sometimes` when the config may also leave it unset.
    mutating func auditAlias(_ key: String, replacements: [String], at site: ConfigNode, file: String, sometimes: Bool = false) {
        let replacement = replacements[0]
        let exact = key.hasSuffix("$")
        let find = exact ? String(key.dropLast()) : key
        func relative(_ path: String) -> String { path.hasPrefix("/") ? Self.projectPath(path) : path }
        func isPackage(_ path: String) -> Bool { !path.hasPrefix("/") && !path.hasPrefix(".") }
        let viteFind = exact ? "/^\(find.replacingOccurrences(of: "/", with: "\\/"))$/" : "'\(find)'"
        let target = replacement.hasPrefix("/") ? "path.resolve(__dirname, '\(relative(replacement))')" : "'\(replacement)'"
        // Not an alias imports resolve through: the app's usual builds leave 'react-dom' as written.
        if sometimes, replacements == [Self.reactProfilingAliases[key]] {
            add(ConfigRules.alias, file: file, at: site,
                message: "alias '\(key)' → '\(replacement)' is CRA's alias for profiling builds (react-scripts build --profile) only; other builds import '\(find)' as written.",
                fix: "Nothing to port unless you profile production builds; then resolve: { alias: [{ find: \(viteFind), replacement: \(target) }] } in a profiling mode (defineConfig(({ mode }) => …)).",
                severity: .info)
            return
        }
        facts.aliases.append(.init(find: find, exact: exact, replacement: relative(replacement), file: site.origin ?? file, line: site.line, isPackage: isPackage(replacement)))
        // vite.config already sets the same alias: nothing left to move, unless it leads somewhere else. A replacement
        // the audit could not evaluate is taken as the team's answer.
        if !exact, let viteAlias = facts.vite?.aliases.first(where: { !$0.isPattern && $0.find == find }) {
            guard replacements.count == 1, let viteTarget = viteAlias.replacement,
                Self.normalisePath(viteTarget) != Self.normalisePath(relative(replacement))
            else { return }
            add(ConfigRules.alias, file: file, at: site,
                message: "alias '\(key)' → '\(relative(replacement))' here, but \(facts.vite?.file ?? "vite.config") maps '\(find)' to '\(viteTarget)' (line \(viteAlias.line)); under Vite, imports of '\(find)' reach other files than under webpack.",
                fix: "Point \(facts.vite?.file ?? "vite.config")'s alias at the same place, resolve: { alias: [{ find: \(viteFind), replacement: \(target) }] }, or check that the new target is meant.")
            return
        }
        guard replacements.count == 1 else {
            add(ConfigRules.alias, file: file, at: site,
                message: "alias '\(key)' → one of \(replacements.map { "'\(relative($0))'" }.joined(separator: ", "))\(exact ? " (exact match)" : ""), chosen when the config runs; Vite does not read webpack aliases, so imports of '\(find)' fail to resolve.",
                fix: "resolve: { alias: [{ find: \(viteFind), replacement: … }] } with the replacement chosen the same way (defineConfig(({ command, mode }) => …)), e.g. \(target)")
            return
        }
        if isPackage(replacement), replacement == find {
            add(ConfigRules.alias, file: file, at: site,
                message: "alias '\(key)' → the package '\(find)' itself (a dedupe); Vite resolves '\(find)' to that same package.",
                fix: "Nothing to do; resolve: { dedupe: ['\(find)'] } if the alias is there to keep one copy.", severity: .info)
            return
        }
        if find == "react-dom", replacement.contains("@hot-loader/react-dom") {
            add(ConfigRules.reactHotLoader, file: file, at: site,
                message: "alias '\(key)' → '@hot-loader/react-dom' exists only for react-hot-loader; @vitejs/plugin-react provides Fast Refresh.",
                fix: "Remove the alias and the @hot-loader/react-dom dependency.")
            return
        }
        // CRA's config (every ejected app) maps React Native to React Native Web; without react-native-web declared,
        // webpack could not have resolved an import through it either: nothing relies on it.
        if find == "react-native", replacement == "react-native-web", dependencyLines["react-native-web"] == nil {
            add(ConfigRules.alias, file: file, at: site,
                message: "alias '\(key)' → 'react-native-web' is CRA's default for React Native Web, which the project does not depend on, so no import relies on it.",
                fix: "Nothing to port.", severity: .info)
            return
        }
        if sometimes {
            add(ConfigRules.alias, file: file, at: site,
                message: "alias '\(key)' → '\(relative(replacement))'\(exact ? " (exact match)" : "") is set only when the config chooses to; otherwise imports of '\(find)' resolve as written. Vite does not read webpack aliases.",
                fix: "resolve: { alias: [{ find: \(viteFind), replacement: \(target) }] } set the same way (defineConfig(({ command, mode }) => …))")
            return
        }
        // A package's own name resolves under Vite anyway: without the alias, imports reach another file (the
        // package's entry, or the real package), they do not fail.
        // So does a package the project declares (`lodash$` → `lodash-es`): its imports get the aliased-away package.
        let declaredPackage = Self.packageName(of: find).flatMap { dependencyLines[$0] == nil ? nil : $0 }
        let consequence = if isPackage(replacement) && !find.hasPrefix("@/") && !find.hasPrefix("~") && replacement.hasPrefix(find + "/") {
            "imports of '\(find)' get the package's own entry instead of '\(replacement)'"
        } else if let declaredPackage {
            "imports of '\(find)' get the declared package \(declaredPackage) instead of '\(relative(replacement))'"
        } else {
            "imports of '\(find)' fail to resolve"
        }
        add(ConfigRules.alias, file: file, at: site,
            message: "alias '\(key)' → '\(relative(replacement))'\(exact ? " (exact match)" : ""); Vite does not read webpack aliases, so \(consequence).",
            fix: "resolve: { alias: [{ find: \(viteFind), replacement: \(target) }] }" + (isPackage(replacement) ? "" : servingNote(relative(replacement))))
    }

    /// What an alias to `target` (project-relative) needs beyond resolve.alias when it leads out of the project and
    /// out of the workspace root, the only folder Vite's dev server serves by default (server.fs.allow, fs.strict): a
    /// module imported through the alias is still served (an import from an allowed file makes it safe), but a file
    /// its stylesheets reference with url() is not, and is refused with a 403. Empty for any other target.
    func servingNote(_ target: String) -> String {
        let parts = Self.normalisePath(target).split(separator: "/")
        let ups = parts.prefix { $0 == ".." }.count
        // A workspace package's root is its folder's depth above it (`packages/web` → '../..').
        guard ups > 0, ups > (project.workspace?.scannedFolder.split(separator: "/").count ?? 0) else { return "" }
        let folder = parts.prefix(ups + 1).joined(separator: "/")
        return "; '\(folder)' lies outside the project\(project.workspace == nil ? "" : " and its workspace root"), where Vite's dev server serves files from by default (server.fs.allow): "
            + "modules imported through the alias still load, but fonts and images its stylesheets reference with url() get a 403 unless server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), '\(folder)'] } }"
    }

    /// The file extensions (lower case, no dot) a rule's `test` names: `/\.hbs$/` → hbs, `/\.(csv|tsv)$/i` → csv, tsv,
    /// `/\.ya?ml$/` → yml, yaml; a string test's extension. Patterns beyond these give none.
    static func testExtensions(_ test: ConfigNode?) -> [String] {
        guard let test else { return [] }
        if !test.elements.isEmpty, case .array = test.value { return test.elements.flatMap { testExtensions($0) } }
        let source: String
        switch test.value {
        case .regex(let text): source = text
        case .string(let text):
            // webpack matches a string test as a path prefix; `'.csv'`-style strings are the extension.
            guard let dot = text.lastIndex(of: "."), case let ext = String(text[text.index(after: dot)...]), Self.isExtension(ext) else { return [] }
            return [ext.lowercased()]
        default: return []
        }
        guard let dot = source.range(of: "\\.", options: .backwards) else { return [] }
        var body = source[dot.upperBound...]
        // The closing slash and flags, then an end anchor.
        if let slash = body.lastIndex(of: "/") { body = body[..<slash] }
        if body.hasSuffix("$") { body = body.dropLast() }
        if body.hasPrefix("("), body.hasSuffix(")") { body = body.dropFirst().dropLast() }
        if body.hasPrefix("?:") { body = body.dropFirst(2) }
        var result: [String] = []
        for alternative in body.split(separator: "|") {
            // One optional letter (`ya?ml`, `handlebars?`): both spellings.
            if let mark = alternative.firstIndex(of: "?"), mark > alternative.startIndex {
                let before = alternative[..<alternative.index(before: mark)], after = alternative[alternative.index(after: mark)...]
                let full = String(alternative[..<mark]) + after, short = String(before) + after
                result += [full, short].filter(Self.isExtension)
            } else if Self.isExtension(String(alternative)) {
                result.append(String(alternative))
            }
        }
        return result.map { $0.lowercased() }
    }

    private static func isExtension(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 12 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// The package a path inside node_modules names (`/node_modules/react/` → `react`, `node_modules/a/node_modules/b/x`
    /// → `b/x`), or nil for any other path.
    static func nodeModulesPackage(_ path: String) -> String? {
        let normalised = normalisePath(path)
        let parts = normalised.split(separator: "/", omittingEmptySubsequences: true)
        guard let last = parts.lastIndex(of: "node_modules"), last + 1 < parts.count else { return nil }
        return parts[(last + 1)...].joined(separator: "/")
    }

    /// `output.publicPath`: where the built app loads its chunks and assets from, which is Vite's `base`.
    /// `key`: the setting as the file names it (react-app-rewired's `paths.publicUrlOrPath` is CRA's public path).
    mutating func auditPublicPath(_ node: ConfigNode, file: String, key: String = "output.publicPath") {
        if let path = node.string {
            guard path != "/" else { return }
            if path == "auto" {
                add(ConfigRules.publicPath, file: file, at: node,
                    message: "\(key) 'auto' finds the chunks next to the script at run time; Vite's base is fixed when it builds ('/' by default).",
                    fix: "base: './' in vite.config (URLs relative to the page), or the folder the app is served from.")
                return
            }
            add(ConfigRules.publicPath, file: file, at: node,
                message: "\(key) '\(path)' serves the chunks and assets from there; Vite builds for base '/' unless told otherwise.",
                fix: Self.baseFix(path))
        } else if let text = node.faithfulText, !node.inputs.isEmpty {
            // Computed when the config runs (`process.env.PUBLIC_URL + '/'`): vite.config can compute base alike.
            add(ConfigRules.publicPath, file: file, at: node,
                message: "\(key) is computed when the config runs (`\(text)`); Vite builds for base '/' unless told otherwise.",
                fix: "base: \(text) in vite.config (with the variable renamed if it was REACT_APP_*)")
        } else {
            let alternatives = node.alternatives
            let inputs = Array(Set(node.inputs + alternatives.flatMap(\.inputs))).sorted()
            let literals = alternatives.compactMap(\.string).filter { $0 != "/" }
            if !inputs.isEmpty, alternatives.contains(where: { $0.string != "/" }) {
                // A run-time choice over an input (`(process.env.PUBLIC_URL || '') + '/'`): what it depends on, and where.
                add(ConfigRules.publicPath, file: file, at: node,
                    message: "\(key) depends on \(inputs.joined(separator: ", ")) when the config runs; Vite builds for base '/' unless told otherwise.",
                    fix: "base in vite.config, computed from \(inputs.joined(separator: ", ")) as \(file):\(node.line) computes \(key.split(separator: ".").last.map(String.init) ?? key)")
            } else if !literals.isEmpty {
                // A choice between literals (`isProd ? '/app/' : '/'`): vite.config chooses alike (its `command`/`mode`).
                add(ConfigRules.publicPath, file: file, at: node,
                    message: "\(key) is one of \(alternatives.compactMap(\.string).map { "'\($0)'" }.joined(separator: ", ")), chosen when the config runs; Vite builds for base '/' unless told otherwise.",
                    fix: "base in vite.config, chosen the same way (defineConfig(({ command, mode }) => ({ base: … }))), e.g. " + Self.baseFix(literals[0]))
            }
        }
    }

    /// `base: '…'` for a publicPath string: absolute paths and URLs as written (with the trailing slash), relative ones
    /// (`./`, `../x/`) as Vite's relative base './', and a bare folder name from the site's root.
    static func baseFix(_ path: String) -> String {
        // The slash ends the path, before a query (`https://cdn/x?v=1`).
        let query = path.firstIndex(of: "?").map { String(path[$0...]) } ?? ""
        let bare = String(path.dropLast(query.count))
        let base = (bare.hasSuffix("/") ? bare : bare + "/") + query
        if path.hasPrefix("/") || path.contains("://") { return "base: '\(base)' in vite.config" }
        // '' and 'auto' (webpack's page-relative and run-time paths) and relative folders: Vite's relative base.
        if path.isEmpty || path == "auto" || path == "." || path.hasPrefix("./") || path.hasPrefix("../") {
            return "base: './' in vite.config (Vite's relative base: asset URLs relative to the page)"
        }
        return "base: '/\(base)' in vite.config if the page is served from the site's root (Vite's base is absolute, a URL, or './')"
    }

    /// An `?inline` import of a file the rule matches (`import logo from './logo.svg?inline'`); a font when the
    /// test names no extension.
    static func inlineImportExample(_ test: ConfigNode?) -> String {
        guard let ext = testExtensions(test).first else { return "import font from './font.woff2?inline'" }
        let name = ["svg", "png", "jpg", "jpeg", "gif", "webp", "avif"].contains(ext) ? "image" : ["woff", "woff2", "ttf", "otf", "eot"].contains(ext) ? "font" : "file"
        return "import \(name) from './\(name).\(ext)?inline'"
    }

    /// Vite's `build.assetsInlineLimit` for a webpack limit (url-loader's `limit`, an asset rule's `maxSize`): webpack
    /// inlined files of up to the limit (`size <= limit`), Vite only those under it (`content.length < limit`), so one
    /// more; a limit computed when the config runs (a string from the environment) as a number, plus one.
    static func viteInlineLimit(webpackLimit text: String) -> String {
        if let bytes = Int(text) { return String(bytes + 1) }
        let numeric = ["parseInt(", "Number(", "parseFloat("].contains { text.hasPrefix($0) } && text.hasSuffix(")")
        return numeric ? "\(text) + 1" : "Number(\(text)) + 1"
    }

    /// webpack 5's asset modules: `asset/inline` always gave a data URL, `asset` one under `dataUrlCondition.maxSize`
    /// (8096 bytes by default); Vite inlines under `build.assetsInlineLimit` (4096) unless the import asks `?inline`.
    mutating func auditAssetModuleType(_ rule: ConfigNode, file: String, defaultCondition: ConfigNode?) {
        guard let type = rule["type"], let kind = type.string else { return }
        let matching = rule["test"]?.rendered ?? "matching files"
        switch kind {
        case "asset/inline":
            add(ConfigRules.inlineLimit, file: file, at: type,
                message: "type: 'asset/inline' makes every \(matching) import a data URL; Vite inlines only files under build.assetsInlineLimit (4096 bytes) and gives larger ones a URL.",
                fix: "Import them with ?inline (\(Self.inlineImportExample(rule["test"]))) where code needs the data URL.")
        case "asset":
            let own = rule["parser"]?["dataUrlCondition"]
            let condition = own ?? defaultCondition
            let maxSize = condition?["maxSize"]
            // Reported at the rule (its `type`) when the limit is module-wide, so that each rule keeps its finding.
            let site = own != nil ? (maxSize ?? own ?? type) : type
            let from = own == nil && defaultCondition != nil ? " (module.parser.asset)" : ""
            if let condition, case .function = condition.value {
                add(ConfigRules.inlineLimit, file: file, at: site,
                    message: "type: 'asset' decides per file which \(matching) to inline (a dataUrlCondition function\(from)); Vite inlines under build.assetsInlineLimit (4096 bytes by default).",
                    fix: "build: { assetsInlineLimit: (filePath, content) => … } with the same decision")
            } else if let maxSize, maxSize.numberText == nil {
                // A limit set when the config runs (CRA's IMAGE_INLINE_SIZE_LIMIT): one limit, its value unknown here.
                let limit = maxSize.faithfulText
                add(ConfigRules.inlineLimit, file: file, at: site,
                    message: "type: 'asset' inlines \(matching) of up to a limit set when the config runs (\(limit ?? "maxSize at \(file):\(maxSize.line)")\(from)); Vite inlines only files under build.assetsInlineLimit (4096 bytes by default).",
                    fix: limit.map { "build: { assetsInlineLimit: \(Self.viteInlineLimit(webpackLimit: $0)) }" } ?? "build: { assetsInlineLimit: <the limit that maxSize computes, plus one> }")
            } else {
                let limit = maxSize?.numberText ?? "8096"
                guard limit != "4096" else { return }
                add(ConfigRules.inlineLimit, file: file, at: site,
                    message: "type: 'asset' inlines \(matching) of up to \(limit) bytes\(maxSize == nil ? " (webpack's default)" : from); Vite inlines only files under build.assetsInlineLimit (4096 by default).",
                    fix: "build: { assetsInlineLimit: \(Self.viteInlineLimit(webpackLimit: limit)) }")
            }
        default:
            return
        }
    }

    /// Vite's default extensions in Vite's order, with each of webpack's extra ones after the last Vite default webpack
    /// tried before it (first when none): Vite's priorities stay, and an extra keeps its place among them (`.web.js`
    /// before `.js`, `.scss` after `.json`); `'...'` (webpack's defaults) puts what follows it after all of Vite's.
    static func mergedExtensions(webpack: [String]) -> [String] {
        var result = viteExtensionList
        var insertion = 0
        for item in webpack {
            // webpack's defaults (`.js`, `.json`, `.wasm`; CRA's list has all of Vite's): what follows them goes after Vite's.
            if item == "..." {
                insertion = result.count
                continue
            }
            if let position = result.firstIndex(of: item) {
                if viteExtensions.contains(item) { insertion = max(insertion, position + 1) }
                continue
            }
            result.insert(item, at: insertion)
            insertion += 1
        }
        return result
    }

    /// `require.resolve('react')` names a package's entry: the package itself.
    static func requiredPackage(_ node: ConfigNode) -> String? {
        guard let specifier = resolvedSpecifier(node), !specifier.hasPrefix("."), !specifier.hasPrefix("/") else { return nil }
        return specifier
    }

    /// The specifier of `require.resolve('x')` as written: a package name, or a path for a file of the project.
    static func resolvedSpecifier(_ node: ConfigNode) -> String? {
        guard case .call("require.resolve", let arguments) = node.value else { return nil }
        return arguments.first?.string
    }

    /// What `require.resolve('x')` gives when the config runs: a package's name stands for its entry; a relative
    /// path is resolved from the folder of `file`, the file that calls it (`/config/polyfills`).
    static func resolvedPath(_ node: ConfigNode, in file: String) -> String? {
        guard let specifier = resolvedSpecifier(node) else { return nil }
        guard specifier.hasPrefix("./") || specifier.hasPrefix("../") else { return specifier }
        let folder = directory(of: file)
        return "/" + normalisePath(folder.isEmpty ? specifier : folder + "/" + specifier)
    }

    /// A loader request as webpack takes it: a string, or `require.resolve('css-loader')`, which ejected CRA
    /// configs write for every loader and which names the same package (a resolved path stays a local loader).
    static func loaderRequest(_ node: ConfigNode) -> String? {
        node.string ?? resolvedSpecifier(node)
    }

    /// Whether `node` is an object literal's value.
    static func isObject(_ node: ConfigNode) -> Bool {
        if case .object = node.value { return true }
        return false
    }

    /// The argument text of a `require(…)` callee as the evaluator spells it; nil for any other callee.
    private static func requireArgument(_ callee: String) -> Substring? {
        guard callee.hasPrefix("require("), callee.hasSuffix(")") else { return nil }
        return callee.dropFirst("require(".count).dropLast()
    }

    /// Whether `callee` is `require('x')` with a string written in the file (a module not followed, named by the
    /// default case), not one computed when the config runs (`require(`./webpack.${mode}`)`).
    static func requiresLiteral(_ callee: String) -> Bool {
        guard let inner = requireArgument(callee) else { return false }
        guard let quote = inner.first, quote == "'" || quote == "\"" || quote == "`", inner.count >= 2, inner.last == quote else { return false }
        let text = inner.dropFirst().dropLast()
        return !text.contains(quote) && !(quote == "`" && text.contains("${"))
    }

    /// The relative module a callee names: `./make-config` as resolved, or `require('./make-config')` as written
    /// when the file is not in the project; nil for any other callee.
    static func relativeModule(called callee: String) -> String? {
        var text = requireArgument(callee) ?? Substring(callee)
        if let quote = text.first, quote == "'" || quote == "\"", text.count >= 2, text.last == quote { text = text.dropFirst().dropLast() }
        return text.hasPrefix("./") || text.hasPrefix("../") ? String(text) : nil
    }

    /// Whether `module` is a relative require of another webpack configuration file (`./webpack.base.babel`).
    static func isProjectWebpackConfig(_ module: String) -> Bool {
        guard module.hasPrefix("./") || module.hasPrefix("../") else { return false }
        let name = fileName(module)
        return isWebpackConfig(name.hasSuffix(".js") || name.hasSuffix(".ts") ? name : name + ".js")
    }

    /// The module (or member of one) a `require`d or imported value names.
    private static func moduleName(_ node: ConfigNode) -> String? {
        if case .module(let module) = node.value { return module }
        return nil
    }

    /// The loaders `ExtractTextPlugin.extract(…)` wraps (webpack 2–3's CSS extraction): `use` (or v2's `loader`) of
    /// `extract({ fallback, use })`, or the last request of webpack 1's `extract('style-loader', 'css-loader?modules')`.
    /// The fallback runs only when nothing is extracted, as style-loader in development.
    static func extractedLoaders(_ node: ConfigNode) -> ConfigNode? {
        guard case .call(let callee, let arguments) = node.value, callee.hasPrefix("extract-text-webpack-plugin"), callee.hasSuffix(".extract"),
            let last = arguments.last
        else { return nil }
        if arguments.count == 1, case .object = last.value { return last["use"] ?? last["loader"] }
        return last
    }

    /// A value that names no rule, loader or entry: nothing to read, and nothing missed.
    static func isAbsent(_ node: ConfigNode) -> Bool {
        switch node.value {
        case .null, .undefined, .bool(false): true
        default: false
        }
    }

    /// A rule or loader the audit cannot read (a call it does not follow, a function, a run-time value): said at its
    /// line, because the loader rules cannot see what it configures.
    mutating func reportUnreadLoader(_ node: ConfigNode, file: String, what: String) {
        add(ConfigRules.unresolved, file: file, at: node,
            message: "\(what) `\(node.rendered)` is not statically resolvable; the loader rules (css-loader modules, url-loader limits, babel-loader options) could not check it.",
            fix: "Check what it configures by hand when writing vite.config.")
    }

    /// `inheritedTest` is the test of the rule whose `oneOf` or `rules` holds this one: a nested rule with no test of
    /// its own sees only the files that test matched; `inheritedScope` the include/exclude of those rules.
    mutating func auditRule(
        _ rule: ConfigNode, file: String, assetCondition: ConfigNode? = nil, inheritedTest: ConfigNode? = nil, inheritedScope: RuleScope = RuleScope()
    ) {
        guard case .object = rule.value else {
            if !Self.isAbsent(rule) { reportUnreadLoader(rule, file: file, what: "the module rule") }
            return
        }
        let test = rule["test"] ?? inheritedTest
        let scope = inheritedScope.narrowed(by: rule)
        for nested in (rule["oneOf"]?.elements ?? []) + (rule["rules"]?.elements ?? []) {
            auditRule(nested, file: file, assetCondition: assetCondition, inheritedTest: test, inheritedScope: scope)
        }
        var loaders: [(name: String, options: ConfigNode?, node: ConfigNode)] = []
        var unread: [ConfigNode] = []
        // HappyPack pools whose loaders this rule has taken in (a pool that names itself is read once).
        var pooled: Set<String> = []
        let pools = happyPackPools
        func append(_ name: String, _ options: ConfigNode?, _ item: ConfigNode) {
            // `happypack/loader?id=js` runs the loaders of the HappyPack plugin with that id (webpack 4 apps' babel-loader).
            if Self.loaderName(name) == "happypack" {
                let id = options?["id"]?.string ?? "1"
                if let pool = pools[id], pooled.insert(id).inserted {
                    collect(pool, options: nil)
                    return
                }
            }
            loaders.append((name, options, item))
        }
        func collect(_ value: ConfigNode, options: ConfigNode?) {
            for item in value.elements.flatMap(\.alternatives) where !Self.isAbsent(item) {
                if let text = Self.loaderRequest(item) {
                    // `style-loader!css-loader?modules` (webpack 1 string chains)
                    for part in text.split(separator: "!") {
                        let pieces = part.split(separator: "?", maxSplits: 1)
                        let name = pieces.first.map(String.init) ?? String(part)
                        // `css-loader?modules`, `url?limit=8192`: the request's own query is its options.
                        let query = pieces.count > 1 ? LoaderQuery.options(String(pieces[1]), at: item) : nil
                        append(name, query ?? options, item)
                    }
                } else if let name = Self.moduleName(item) {
                    append(name, options, item)
                } else if let extracted = Self.extractedLoaders(item) {
                    collect(extracted, options: nil)
                } else if let loader = item["loader"] {
                    // `{ loader: MiniCssExtractPlugin.loader }` names a member of a required module.
                    if let name = Self.loaderRequest(loader) ?? Self.moduleName(loader) {
                        append(name, item["options"] ?? item["query"], item)
                    } else {
                        unread.append(loader)
                    }
                } else {
                    unread.append(item)
                }
            }
        }
        auditAssetModuleType(rule, file: file, defaultCondition: assetCondition)
        if let loader = rule["loader"] { collect(loader, options: rule["options"] ?? rule["query"]) }
        if let use = rule["use"] { collect(use, options: nil) }
        if let chain = rule["loaders"] { collect(chain, options: nil) }
        for item in unread { reportUnreadLoader(item, file: file, what: "the loader") }
        for (rawName, _, _) in loaders where ConfigRules.parsingLoaders.contains(Self.loaderName(rawName)) {
            for ext in Self.testExtensions(test) where facts.loaderExtensions[ext] == nil {
                facts.loaderExtensions[ext] = Self.loaderName(rawName)
            }
        }
        // What an import of such a file was: a URL (file-loader, url-loader) or its text (raw-loader).
        for (rawName, _, _) in loaders where ["file-loader", "url-loader", "raw-loader"].contains(Self.loaderName(rawName)) {
            // A rule with no test takes every file its excludes leave (ejected CRA's last file-loader, which leaves .html).
            let extensions = test == nil && rule["exclude"] != nil ? Self.textTypes(notExcludedBy: rule["exclude"]) : Self.testExtensions(test)
            for ext in extensions where facts.assetLoaderExtensions[ext] == nil {
                facts.assetLoaderExtensions[ext] = Self.loaderName(rawName)
            }
        }
        for (rawName, options, node) in loaders {
            let name = Self.loaderName(rawName)
            switch name {
            case "ts-loader":
                noteTSLoaderConfig(options, file: file)
            case "awesome-typescript-loader":
                noteAwesomeTypeScriptLoaderConfig(options, file: file)
            case "worker-loader":
                // `inline: true` (worker-loader 2) or `'fallback'`/`'no-fallback'` (3) put the worker in the bundle as a
                // blob, not a file of its own (a worker served from another origin needs it): Vite's `&inline` does that.
                let inline: Bool = switch options?["inline"]?.value {
                case .bool(true), .string: true
                default: false
                }
                if inline { facts.workerLoaderInlines = true }
                add(ConfigRules.workerLoader, file: file, at: node, message: "worker-loader turns \(test?.rendered ?? "matching files") into workers\(inline ? ", inlined into the bundle" : ""); Vite has no loaders.",
                    fix: inline
                        ? "import Worker from './x.worker.js?worker&inline' (inlined as base64, as inline: \(options?["inline"]?.rendered ?? "true") did), or new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' }) for a worker file of its own."
                        : "import Worker from './x.worker.js?worker', or new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' }).")
            case "css-loader":
                guard let options else { continue }
                if let modules = options["modules"], Self.isGlobalMode(modules) {
                    // Every matched stylesheet is a module, but only its `:local` classes are: the source rules say
                    // what that needs under Vite, where a *.module.* file's classes are local.
                    facts.cssGlobalModeExtensions.formUnion(Self.styleExtensions(testedBy: test))
                }
                if let modules = options["modules"], isEnabled(modules) {
                    // `auto: undefined`/`null` is css-loader's "no auto": every matched stylesheet is a module.
                    let auto = modules["auto"].flatMap { node -> ConfigNode? in
                        switch node.value {
                        case .null, .undefined: return nil
                        default: return node
                        }
                    }
                    let autoPattern: NSRegularExpression? = if case .regex(let literal)? = auto?.value { Self.regularExpression(literal) } else { nil }
                    if case .bool? = auto?.value {
                        // true: files named /\.module\.\w+$/i, which is Vite's naming; false: no CSS Modules.
                    } else if let autoPattern, case .regex(let literal)? = auto?.value {
                        // Only the files the pattern matches are modules: those not named *.module.* are the hazard.
                        let renames = cssModuleRenames(auto: autoPattern, test: test, scope: scope)
                        reportCSSModuleRenames(renames, by: "css-loader modules.auto \(literal)", at: modules, file: file)
                    } else if let auto {
                        // A function, a pattern we cannot run, or a value chosen when the config runs: which files it
                        // makes modules is not known here, so neither every stylesheet nor none is reported as one.
                        let how = if case .function = auto.value { "decides per file" } else { "(a value set when the config runs) decides" }
                        add(ConfigRules.cssModulesConfig, file: file, at: auto,
                            message: "css-loader modules.auto \(how) which stylesheets are CSS Modules; Vite makes only *.module.* files modules.",
                            fix: "Check which files it makes modules; rename those to *.module.css (or .module.scss) and update the imports.",
                            severity: .manualFix)
                    } else if test?.rendered.contains("module") != true,
                        let renames = cssModuleRenames(test: test, scope: scope)
                    {
                        // include/exclude leave some of the project's stylesheets plain CSS: only the others are modules.
                        reportCSSModuleRenames(renames, by: "css-loader modules: \(modules.rendered) (in a rule limited by include/exclude)", at: modules, file: file)
                    } else if test?.rendered.contains("module") != true {
                        // A rule whose test already asks for `.module.` names does what Vite does.
                        let covered = Self.styleExtensions(testedBy: test)
                        if !covered.isEmpty {
                            facts.cssModulesByConfig = true
                            facts.cssModuleExtensions.formUnion(covered)
                        }
                        // The names Vite needs for the extensions the rule tests (`*.module.less` for a Less rule).
                        let named = ["css", "scss", "sass", "less", "styl"].filter(covered.contains)
                        let patterns = named.map { "*.module.\($0)" }
                        let names = covered == Self.styleExtensions || named.isEmpty
                            ? "*.module.css (or .module.scss)"
                            : patterns.count == 1 ? patterns[0] : patterns.dropLast().joined(separator: ", ") + " or " + patterns[patterns.count - 1]
                        add(ConfigRules.cssModulesConfig, file: file, at: modules,
                            message: "css-loader modules: \(modules.rendered) makes \(test?.rendered ?? "style files") CSS Modules without the .module. naming Vite requires.",
                            fix: "Rename those files to \(names) and update the imports.")
                    }
                    if let identName = modules["localIdentName"] ?? options["localIdentName"] {
                        reportLocalIdentName(identName, as: "localIdentName", file: file)
                    } else if let naming = modules["getLocalIdent"] ?? options["getLocalIdent"] {
                        // css-loader ≤ 2 took it beside `modules: true`, later ones inside `modules`.
                        add(ConfigRules.cssGenerateName, file: file, at: naming, message: "getLocalIdent (\(naming.rendered)) shapes generated class names; Vite's differ.",
                            fix: "css: { modules: { generateScopedName: (name, filename, css) => … } }, the same names from Vite's arguments (the class name, the file's path, its CSS), not css-loader's (loader context, localIdentName, class name)")
                    }
                }
                if let convention = options["exportLocalsConvention"] ?? options["localsConvention"] ?? options["modules"]?["exportLocalsConvention"] ?? options["camelCase"] {
                    switch LocalsConvention(convention) {
                    case .viteDefault: break
                    // vite.config already sets the same convention.
                    case .vite(let name) where facts.vite?.localsConvention == name: break
                    case .vite(let name):
                        add(ConfigRules.cssLocalsConvention, file: file, at: convention, message: "css-loader exports class names with convention \(convention.rendered); Vite keeps names as written by default.",
                            fix: "css: { modules: { localsConvention: '\(name)' } }")
                    case .sameFunction:
                        add(ConfigRules.cssLocalsConvention, file: file, at: convention, message: "css-loader exports class names through a function; Vite keeps names as written by default.",
                            fix: "css: { modules: { localsConvention: <the same function> } } (Vite passes the class name first, as css-loader does)")
                    case .unknown:
                        add(ConfigRules.cssLocalsConvention, file: file, at: convention, message: "css-loader exports class names with convention \(convention.rendered); Vite keeps names as written by default.",
                            fix: "css: { modules: { localsConvention: ... } } with the same convention ('camelCase', 'camelCaseOnly', 'dashes', 'dashesOnly' or a function)",
                            severity: .manualFix)
                    }
                }
            case "sass-loader":
                guard let options else { continue }
                let keys = ["includePaths", "data", "prependData", "additionalData", "sassOptions"].filter { options[$0] != nil }
                if !keys.isEmpty {
                    add(ConfigRules.nodeSass, file: file, at: options,
                        message: "sass-loader options \(keys.joined(separator: ", ")) (\(options.rendered)) must move to Vite's Sass options.",
                        fix: Self.sassPreprocessorFix(options, test: test))
                }
            case "sass-resources-loader", "style-resources-loader":
                auditStyleResources(name, options: options, rule: rule, at: node, file: file)
            case "less-loader":
                guard let options else { continue }
                add(ConfigRules.lessOptions, file: file, at: options, message: "less-loader options \(options.rendered) must move to Vite's Less options.",
                    fix: "css: { preprocessorOptions: { less: \(lessOptions(options, file: file)) } } (install `less`).")
            case "postcss-loader":
                guard let options else { continue }
                auditPostCSSConfigPath(options, file: file)
                // `postcssOptions: { config }` only points at a config file: no inline plugins.
                let inline = options["postcssOptions"].map { $0.properties.isEmpty || $0.properties.contains { $0.key != "config" } } ?? false
                guard options["plugins"] != nil || inline else { continue }
                add(ConfigRules.postcssConfig, file: file, at: options, message: "postcss-loader configures PostCSS plugins inline; Vite reads postcss.config.* or css.postcss.",
                    fix: "Move the plugins to postcss.config.js.")
            case "url-loader":
                if let limit = options?["limit"], let bytes = limit.numberText {
                    add(ConfigRules.inlineLimit, file: file, at: limit, message: "url-loader inlines files of up to \(bytes) bytes; Vite inlines only files under build.assetsInlineLimit (4096 by default).",
                        fix: "build: { assetsInlineLimit: \(Self.viteInlineLimit(webpackLimit: bytes)) }")
                } else if let limit = options?["limit"] {
                    // Set when the config runs (ejected CRA's IMAGE_INLINE_SIZE_LIMIT): one limit, unknown here.
                    let text = limit.faithfulText
                    add(ConfigRules.inlineLimit, file: file, at: limit,
                        message: "url-loader inlines files of up to a limit set when the config runs (\(text ?? "limit at \(limit.origin ?? file):\(limit.line)")); Vite inlines only files under build.assetsInlineLimit (4096 bytes by default).",
                        fix: text.map { "build: { assetsInlineLimit: \(Self.viteInlineLimit(webpackLimit: $0)) }" } ?? "build: { assetsInlineLimit: <the limit that the url-loader limit computes, plus one> }")
                }
            case "babel-loader":
                guard let options else { continue }
                add(ConfigRules.babelPresent, file: file, at: options, message: "babel-loader options carry a Babel configuration; Vite transforms without Babel.",
                    fix: "Keep only plugins that do real work (see babel-needed findings).")
                if let presets = options["presets"] { auditBabelEntries(presets, isPreset: true, file: file) }
                if let plugins = options["plugins"] { auditBabelEntries(plugins, isPreset: false, file: file) }
            default:
                break
            }
        }
    }

    /// A css-loader `localIdentName` pattern (`option` names where the config sets it): Vite's generateScopedName
    /// takes the same pattern.
    mutating func reportLocalIdentName(_ identName: ConfigNode, as option: String, file: String) {
        add(ConfigRules.cssGenerateName, file: file, at: identName, message: "\(option) \(identName.rendered) shapes generated class names; Vite's differ.",
            fix: "css: { modules: { generateScopedName: \(Self.pasteable(identName, file: file)) } }")
    }

    /// Vite's Sass options for sass-loader's: `includePaths` (inside `sassOptions` from sass-loader 8) as `loadPaths`,
    /// `data` / `prependData` / `additionalData` as `additionalData`, written out where the config gives them exactly,
    /// under each syntax the rule tests (Vite keeps `scss` and `sass` options apart).
    static func sassPreprocessorFix(_ options: ConfigNode, test: ConfigNode?) -> String {
        var entries: [String] = []
        if let paths = options["includePaths"] ?? options["sassOptions"]?["includePaths"] {
            entries.append("loadPaths: " + (paths.faithfulText ?? "[...]"))
        }
        var callsWithContext = false
        if let data = options["additionalData"] ?? options["prependData"] ?? options["data"] {
            if case .function = data.value {
                callsWithContext = true
                entries.append("additionalData: (source, filename) => …")
            } else {
                entries.append("additionalData: " + (data.faithfulText ?? "..."))
            }
        }
        if entries.isEmpty { entries = ["loadPaths: [...]", "additionalData: ..."] }
        let covered = styleExtensions(testedBy: test)
        let languages = ["scss", "sass"].filter(covered.contains)
        let body = (languages.isEmpty ? ["scss"] : languages).map { "\($0): { \(entries.joined(separator: ", ")) }" }.joined(separator: ", ")
        let note = callsWithContext ? "; Vite's additionalData function takes (source, filename) and returns the whole stylesheet, where sass-loader's took its loader context" : ""
        return "css: { preprocessorOptions: { \(body) } } (install sass-embedded\(note))."
    }

    /// Vite's CSS Modules naming (its cssModuleRE).
    static let viteCSSModule = try? NSRegularExpression(pattern: #"\.module\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)$"#)
    static let styleExtensions: Set<String> = ["css", "less", "sass", "scss", "styl", "stylus", "pcss", "postcss", "sss"]

    /// The text types (asset-raw-text's) a catch-all rule's `exclude` patterns leave to it; none when one is no
    /// pattern read here.
    static func textTypes(notExcludedBy exclude: ConfigNode?) -> [String] {
        var patterns: [NSRegularExpression] = []
        for node in exclude?.elements ?? [] {
            guard case .regex(let literal) = node.value, let pattern = regularExpression(literal) else { return [] }
            patterns.append(pattern)
        }
        let textTypes = ["txt", "md", "markdown", "html", "htm", "glsl", "vert", "frag", "vs", "fs", "wgsl", "graphql", "gql", "yaml", "yml"]
        return textTypes.filter { ext in !patterns.contains { matches($0, "/src/file." + ext) } }
    }

    /// The stylesheet extensions a rule's `test` matches (`/\.(sa|sc|c)ss$/` → sass, scss, css), tried on a file of
    /// each; every one when the test is no pattern read here (a function, a value set when the config runs, none).
    static func styleExtensions(testedBy test: ConfigNode?) -> Set<String> {
        let tests = test?.elements ?? []
        var covered: Set<String> = []
        for test in tests {
            guard case .regex(let literal) = test.value, let pattern = regularExpression(literal) else { return styleExtensions }
            covered.formUnion(styleExtensions.filter { matches(pattern, "/src/file." + $0) })
        }
        return tests.isEmpty ? styleExtensions : covered
    }

    /// A JavaScript regex literal (`/\.m\.css$/i`) as an NSRegularExpression; nil when it does not compile.
    static func regularExpression(_ literal: String) -> NSRegularExpression? { RegExpLiteral.expression(literal) }

    static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool { RegExpLiteral.matches(expression, text) }

    /// Reports the stylesheets `renames` names (path → the name Vite needs), which `option` makes CSS Modules, and
    /// records them for the source rules; nothing when none needs a new name.
    mutating func reportCSSModuleRenames(_ renames: [String: String], by option: String, at modules: ConfigNode, file: String) {
        guard let (path, name) = renames.min(by: { $0.key < $1.key }) else { return }
        facts.cssModuleFiles.merge(renames) { first, _ in first }
        let others = renames.count > 1 ? " and \(renames.count - 1) more" : ""
        add(ConfigRules.cssModulesConfig, file: file, at: modules,
            message: "\(option) makes \(path)\(others) CSS Modules without the .module. naming Vite requires.",
            fix: "Rename \(path) to \(name)\(renames.count > 1 ? " (and the others likewise)" : "") and update the imports.")
    }

    /// The stylesheets a rule that makes every file it matches a CSS module names, when its include/exclude (or its
    /// parents') leave some of the project's stylesheets of the extensions it tests out. Nil when they leave none out
    /// (`exclude: /node_modules/`), or when a condition or the test is not read here: then every stylesheet of those
    /// extensions counts as a module, as with no include/exclude.
    func cssModuleRenames(test: ConfigNode?, scope: RuleScope) -> [String: String]? {
        guard !scope.isEmpty else { return nil }
        let covered = Self.styleExtensions(testedBy: test)
        let testPattern: NSRegularExpression? = if case .regex(let literal)? = test?.value { Self.regularExpression(literal) } else { nil }
        var tested: [String] = []
        for path in project.files where !path.split(separator: "/").contains("node_modules") {
            guard let dot = path.lastIndex(of: "."), covered.contains(path[path.index(after: dot)...].lowercased()),
                testPattern.map({ Self.matches($0, "/" + path) }) ?? true else { continue }
            tested.append(path)
        }
        var inScope: [String] = []
        for path in tested {
            guard let contained = scope.contains(path) else { return nil }
            if contained { inScope.append(path) }
        }
        guard inScope.count < tested.count, let vite = Self.viteCSSModule else { return nil }
        var renames: [String: String] = [:]
        for path in inScope {
            let name = String(path.split(separator: "/").last ?? "")
            guard !Self.matches(vite, name), let dot = name.lastIndex(of: ".") else { continue }
            renames[path] = name[..<dot] + ".module" + name[dot...]
        }
        return renames
    }

    /// The project's stylesheets `auto` makes CSS Modules (webpack tests absolute paths: a leading `/` stands in)
    /// that Vite would not, each with the name Vite needs: a marker the pattern asks for (`btn.m.scss`) becomes
    /// `.module.`, otherwise `.module` is inserted before the extension. A file the rule's include/exclude leave out
    /// is no module; one they may not leave out (a condition not read here) counts as one.
    func cssModuleRenames(auto: NSRegularExpression, test: ConfigNode?, scope: RuleScope) -> [String: String] {
        let testPattern: NSRegularExpression? = if case .regex(let literal)? = test?.value { Self.regularExpression(literal) } else { nil }
        var renames: [String: String] = [:]
        for path in project.files where !path.split(separator: "/").contains("node_modules") {
            let name = String(path.split(separator: "/").last ?? "")
            guard let dot = name.lastIndex(of: "."), case let ext = String(name[name.index(after: dot)...]), Self.styleExtensions.contains(ext.lowercased()),
                  Self.matches(auto, "/" + path), testPattern.map({ Self.matches($0, "/" + path) }) ?? true, scope.contains(path) != false,
                  let vite = Self.viteCSSModule, !Self.matches(vite, name) else { continue }
            let stem = String(name[..<dot])
            var renamed = stem + ".module." + ext
            if let marker = stem.lastIndex(of: "."), marker > stem.startIndex {
                let base = String(stem[..<marker])
                let folder = path.dropLast(name.count)
                if !Self.matches(auto, "/" + folder + base + "." + ext) { renamed = base + ".module." + ext }
            }
            renames[path] = renamed
        }
        return renames
    }

    /// The package a loader request names; a path into node_modules keeps its package name.
    static func loaderName(_ raw: String) -> String {
        var name = raw
        if let range = name.range(of: "node_modules/") { name = String(name[range.upperBound...]) }
        let parts = name.split(separator: "/")
        if let first = parts.first, first.hasPrefix("@"), parts.count > 1 { return "\(first)/\(parts[1])" }
        let package = parts.first.map(String.init) ?? name
        // webpack 1 resolved a bare name with the `-loader` suffix added (`babel`, `url`, `css`, `react-hot`).
        if parts.count == 1, !package.hasSuffix("-loader"), package.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) {
            return package + "-loader"
        }
        return package
    }

    /// Whether craco's `style.css.loaderOptions.modules`, deep-merged into react-scripts 5's plain-stylesheet
    /// `modules: { mode: 'icss' }`, leaves those ICSS: an object that sets no mode of its own.
    private func keepsCRA5ICSS(_ modules: ConfigNode) -> Bool {
        guard case .object = modules.value, modules["mode"] == nil,
            let major = dependencyLines["react-scripts"].flatMap({ Self.declaredMajor($0.range) })
        else { return false }
        return major >= 5
    }

    /// css-loader's `modules: 'global'` or `{ mode: 'global' }`.
    static func isGlobalMode(_ value: ConfigNode) -> Bool {
        if case .string("global") = value.value { return true }
        guard case .object = value.value, case .string("global")? = value["mode"]?.value else { return false }
        return true
    }

    private func isEnabled(_ value: ConfigNode) -> Bool {
        switch value.value {
        case .bool(let flag): return flag
        case .string(let text): return text != "global" && text != "icss"
        // `{ mode: 'icss' }` (css-loader 5+) or `{ compileType: 'icss' }` (4): ejected CRA 4/5's plain-stylesheet rules.
        // A mode chosen per file (a function) or when the config runs may make modules: counted as on.
        case .object:
            guard let mode = value["mode"] ?? value["compileType"], case .string = mode.value else { return true }
            return isEnabled(mode)
        default: return false
        }
    }

    func lessOptions(_ options: ConfigNode?, file: String) -> String {
        guard let options else { return "{ javascriptEnabled: true }" }
        // customize-cra-less-loader nests them one level further: `{ lessLoaderOptions: { lessOptions } }`.
        let inner = options["lessLoaderOptions"]?["lessOptions"] ?? options["lessOptions"] ?? options
        // Written out whole where the config gives it exactly: an antd theme's modifyVars passes the abridged length.
        let keys = ["javascriptEnabled", "modifyVars", "math"].compactMap { key in inner[key].map { "\(key): \(Self.pasteable($0, file: file))" } }
        return keys.isEmpty ? Self.pasteable(inner, file: file) : "{ " + keys.joined(separator: ", ") + " }"
    }

    mutating func auditPlugin(_ plugin: ConfigNode, file: String) {
        guard case .instance(let name, let arguments) = plugin.value else {
            if case .unresolved = plugin.value { reportUnresolved(plugin, file: file, key: "plugins[]") }
            return
        }
        let options = arguments.first
        switch name {
        case "DefinePlugin":
            guard let options else { return }
            reportUnresolved(Self.withoutNodeEnv(options), file: file, key: "DefinePlugin")
            for property in options.properties {
                // Vite replaces process.env.NODE_ENV itself (env-node-env): nothing to port.
                guard let key = property.key, key != Self.nodeEnvKey else { continue }
                facts.defineKeys.append(key)
                // The file that writes the key (a required module's, for `new DefinePlugin(project.globals)`).
                let written = property.origin ?? file
                let valueText = Self.defineValue(property.value, configFile: written) ?? "/* the value at \(written):\(property.line) */"
                let fix: String
                if key == "process.env" {
                    let written = property.value.properties.compactMap(\.key)
                    let inner = written.filter { "process.env." + $0 != Self.nodeEnvKey }
                    facts.defineKeys += inner.map { "process.env." + $0 }
                    if inner.isEmpty, !written.isEmpty { continue }
                    // Keys vite.config's define already declares have moved; only the others are left to do.
                    let viteDefined = Set(facts.vite?.defineKeys ?? [])
                    let remaining = inner.filter { !viteDefined.contains("process.env." + $0) }
                    if !inner.isEmpty, remaining.isEmpty { continue }
                    fix = inner.isEmpty
                        ? "Vite defines per key, not the whole process.env object: read import.meta.env.VITE_* in the app, or define: { 'process.env.NAME': JSON.stringify(value) } for each name the code reads."
                        : "define: { " + remaining.map { "'process.env.\($0)': …" }.joined(separator: ", ") + " } in vite.config, or import.meta.env.VITE_*"
                    add(ConfigRules.definePlugin, file: file, at: property,
                        message: "DefinePlugin defines the whole process.env object (CRA style); Vite defines only listed keys, so `process.env.X` reads and destructuring of process.env break.",
                        fix: fix)
                    continue
                }
                // Moved already: vite.config's define declares the same key.
                if facts.vite?.defineKeys.contains(key) == true { continue }
                if key.hasPrefix("process.env.") {
                    let variable = String(key.dropFirst("process.env.".count))
                    fix = "define: { '\(key)': \(valueText) } in vite.config, or rename to import.meta.env.\(Self.viteVariableName(variable))"
                } else {
                    fix = "define: { \(ConfigNode.propertyKey(key)): \(valueText) } in vite.config"
                        + (valueText.contains("process.env.npm_package_") ? " (npm, pnpm and yarn set npm_package_* when they run a package script)" : "")
                }
                add(ConfigRules.definePlugin, file: file, at: property,
                    message: "DefinePlugin defines \(key); nothing defines it under Vite, so code reading it gets \(key.hasPrefix("process.env") ? "`process is not defined` in dev and undefined in build" : "a ReferenceError").",
                    fix: fix)
            }
        case "ProvidePlugin":
            guard let options else { return }
            for property in options.properties {
                guard let key = property.key else { continue }
                // `['buffer', 'Buffer']` is the module and a member path in it: require('buffer').Buffer.
                let elements = property.value.elements
                let path = (property.value.string ?? Self.requiredPackage(property.value)).map { [$0] }
                    ?? (elements.allSatisfy { $0.string != nil } ? elements.compactMap(\.string) : [])
                guard let module = path.first else {
                    // `$: env.jq`: the module is known only when the config runs, but the name is injected all the same, and
                    // every file using it breaks under Vite.
                    facts.providedFromUnknownModules.insert(key)
                    add(ConfigRules.providePlugin, file: file, at: property,
                        message: "ProvidePlugin injects `\(key)` from `\(property.value.rendered)`, a module the audit cannot evaluate, into every module that uses it as a free variable; Vite injects nothing.",
                        fix: "Import `\(key)` from the module `\(property.value.rendered)` names in each file that uses `\(key)` (each file is reported).",
                        severity: .manualFix)
                    continue
                }
                facts.provided[key] = module
                let (source, importText) = Self.providedImport(key, module: module, members: Array(path.dropFirst()))
                if let inlineFix = Self.providedThroughInlineLoader(key, request: module) {
                    add(ConfigRules.providePlugin, file: file, at: property,
                        message: "ProvidePlugin injects `\(key)` \(source) into every module that uses it as a free variable; Vite injects nothing and runs no inline loaders.",
                        fix: inlineFix)
                    continue
                }
                add(ConfigRules.providePlugin, file: file, at: property,
                    message: "ProvidePlugin injects `\(key)` \(source) into every module that uses it as a free variable; Vite injects nothing.",
                    fix: key == "React" ? "Use the automatic JSX runtime (default in @vitejs/plugin-react) and import React where it is referenced."
                        // `'window.jQuery': 'jquery'` provides a member expression: no import can bind that name.
                        : key.contains(".") ? Self.providedMemberFix(key, module: module, members: Array(path.dropFirst()))
                        // Each use of process is reported at its line; its env reads move to import.meta.env, not to a shim.
                        : key == "process" ? "\(importText) in each file that uses process otherwise than through process.env, whose reads become import.meta.env (each use is reported at its line)."
                        : "\(importText) in each file that uses `\(key)`.")
            }
        case "EnvironmentPlugin", "Dotenv":
            var keys: [(String, Int, Int)] = []
            if let options {
                switch options.value {
                case .array(let items): keys = items.compactMap { item in item.string.map { ($0, item.line, item.column) } }
                case .object(let properties): keys = name == "Dotenv" ? [] : properties.compactMap { property in property.key.map { ($0, property.line, property.column) } }
                case .string(let single): keys = [(single, options.line, options.column)]
                default: break
                }
            }
            if name == "Dotenv" || keys.isEmpty {
                add(ConfigRules.environmentPlugin, file: file, at: plugin,
                    message: "\(name) exposes environment variables on process.env; Vite exposes only VITE_* variables on import.meta.env.",
                    fix: "Rename the variables to VITE_* and read import.meta.env, or use vite-plugin-environment.")
            }
            for (key, line, column) in keys {
                facts.environmentKeys.append(key)
                // The object form's values are defaults for unset variables; the define must keep them.
                let fallback = options?[key].flatMap(Self.environmentDefault)
                if let fallback { facts.environmentDefaults[key] = fallback }
                let value = "process.env.\(key)" + (fallback.map { " ?? \($0)" } ?? "")
                add(ConfigRules.environmentPlugin, file: file, line: line, column: column,
                    message: "EnvironmentPlugin exposes process.env.\(key); under Vite it is undefined unless renamed VITE_\(key) or defined.",
                    fix: "Rename to VITE_\(key) and read import.meta.env.VITE_\(key), or define: { 'process.env.\(key)': JSON.stringify(\(value)) } with loadEnv.")
            }
        case "HtmlWebpackPlugin":
            let template = options?["template"]?.string.map(Self.projectPath)
            if let template, pageTemplates[file] == nil { pageTemplates[file] = Self.normalisePath(template) }
            let (script, note) = htmlPluginScripts(configFile: file, chunks: options?["chunks"]?.elements.compactMap(\.string))
            // A page other than the site's index (`filename: 'admin/index.html'`) is another HTML entry under Vite, at the
            // same path from the project root.
            let page = options?["filename"]?.string.map(Self.normalisePath).flatMap { $0 == "index.html" || $0.contains("[") ? nil : $0 }
            for chunk in options?["chunks"]?.elements.compactMap(\.string) ?? [] { htmlPages[chunk] = page ?? "index.html" }
            // EJS tags are worth a word only when the template has some (where they are), or when it could not be read.
            let tags = template.flatMap { project.read(Self.normalisePath($0)) }.map(TemplateTags.init(in:))
            let usesEJS = tags.map { $0.count > 0 }
            let tagsPlace = tags.flatMap { tags in template.map { " — \(tags.count == 1 ? "one tag" : "\(tags.count) tags") in \(Self.normalisePath($0)), \(tags.count == 1 ? "at" : "the first at") line \(tags.firstLine)" } } ?? ""
            let ejsFix = usesEJS == true ? "; replace <%= %> with %VITE_X% or use vite-plugin-html."
                : usesEJS == false ? "." : "; if it uses <% %>, replace them with %VITE_X% or use vite-plugin-html."
            let message = "HtmlWebpackPlugin builds the page\(template.map { " from \($0)" } ?? ""); Vite uses index.html at the project root"
                + (usesEJS == false ? "." : " and does not evaluate EJS (<%= %>\(usesEJS == true ? tagsPlace : "")).")
            // html-entry-location moves public/index.html to the root with its module script (auditHTMLEntryLocation):
            // the move is said, and weighed, once; here only the plugin and the template's EJS are left.
            let entryFindingMoves = template.map(Self.normalisePath) == Self.publicPage
                && project.files.contains(Self.publicPage) && !project.files.contains("index.html")
            if entryFindingMoves {
                add(ConfigRules.htmlPlugin, file: file, at: plugin, message: message,
                    fix: "Remove the plugin: html-entry-location's fix at \(Self.publicPage):1 moves the template to the root with its module script" + ejsFix,
                    severity: usesEJS == false ? .info : nil)
                return
            }
            add(ConfigRules.htmlPlugin, file: file, at: plugin, message: message,
                // A template that already is the root index.html stays where it is.
                fix: (page.map { "Move \(template ?? "the template") to \($0) (a page of its own: \(bundlerOptions).input lists it beside index.html) with \(script)\(note)" }
                    ?? (template.map(Self.normalisePath) == "index.html" ? "Keep index.html at the root and add \(script)\(note)" : "Move \(template ?? "the template") to index.html at the root with \(script)\(note)"))
                    + ejsFix)
        case "CopyWebpackPlugin", "CopyPlugin":
            if let options, Self.copiesOnlyPublic(options) {
                add(ConfigRules.copyPlugin, file: file, at: plugin, message: "CopyWebpackPlugin copies public/ into the build root, which Vite does itself.",
                    fix: "Nothing to do, Vite copies public/; remove the plugin.", severity: .info)
                return
            }
            add(ConfigRules.copyPlugin, file: file, at: plugin, message: "CopyWebpackPlugin copies \(options?.rendered ?? "files") into the build; Vite copies only public/.",
                fix: "Move the files to public/ or use vite-plugin-static-copy.")
        case "ModuleFederationPlugin":
            // `remotes: { billing: 'billing@…' }` or `remotes: ['billing']`: the names imports of remote modules start with.
            let remotesNode = options?["remotes"]
            let remotes = (remotesNode?.properties.compactMap(\.key) ?? []) + (remotesNode?.elements.compactMap(\.string) ?? [])
            facts.federationRemotes += remotes.filter { !facts.federationRemotes.contains($0) }
            let remoteWords = remotes.isEmpty ? "" : " Imports of its remote\(remotes.count == 1 ? "" : "s") \(remotes.map { "'\($0)/…'" }.joined(separator: ", ")) load another build at run time."
            add(ConfigRules.moduleFederation, file: file, at: plugin, message: "ModuleFederationPlugin \(options?["name"]?.string.map { "'\($0)' " } ?? "")shares modules between builds at run time; Vite has no built-in federation." + remoteWords,
                fix: "@module-federation/vite (or another federation plugin) for every host and remote.")
        case "IgnorePlugin", "ContextReplacementPlugin":
            let call = "\(name)(\(arguments.map(\.rendered).joined(separator: ", ")))"
            if arguments.contains(where: { $0.rendered.contains("moment") }) {
                // Vite resolves `moment` to its ES build, whose locale loading webpack's context saw in the CommonJS
                // main only: no locale comes along, and `moment/locale/x` registers on the CommonJS copy (moment#5926).
                add(ConfigRules.ignorePlugins, file: file, at: plugin,
                    message: "\(call) decides which of moment's locales webpack bundles; Vite has no equivalent, and it resolves 'moment' to its ES build (\"jsnext:main\"), which bundles no locale by itself.",
                    // The ES build moved: "jsnext:main" is src/moment.js until 2.24, dist/moment.js from 2.25 (moment has no "module" field).
                    fix: "Remove the plugin; import each locale the app uses from the ES build's folder, 'moment/dist/locale/<name>' (moment 2.25 and later; "
                        + "'moment/src/locale/<name>' before): 'moment/locale/<name>' registers on moment's CommonJS copy under Vite, not on the one the app imports.")
            } else {
                add(ConfigRules.ignorePlugins, file: file, at: plugin, message: "\(call) changes which modules are bundled; Vite has no equivalent, so bundle contents change.",
                    fix: "Import only what is needed, or a Rolldown plugin.")
            }
        case "DllReferencePlugin":
            add(ConfigRules.chunkConfig, file: file, at: plugin,
                message: "DllReferencePlugin links the app to a webpack DLL of prebuilt vendor packages\(Self.dllManifestPath(options?["manifest"]).map { " (manifest \($0))" } ?? ""); Vite pre-bundles dependencies itself, so there is no DLL to link.",
                fix: "Remove it, and the DLL's <script> (AddAssetHtmlPlugin, or a tag in the template): the packages are bundled from node_modules as usual.",
                severity: .info)
        case "ReactRefreshWebpackPlugin", "HotModuleReplacementPlugin":
            add(ConfigRules.reactHotLoader, file: file, at: plugin, message: "\(name) wires hot reloading into webpack; @vitejs/plugin-react provides Fast Refresh.", fix: "Remove it.", severity: .info)
        default:
            break
        }
    }

    /// What a ProvidePlugin entry supplies, as a phrase, and the import that replaces it: a member of the module is a
    /// named import, `default` a default import; a deeper path is read from what the first member imports.
    static func providedImport(_ key: String, module: String, members: [String]) -> (source: String, fix: String) {
        let quoted = ConfigNode.quoted(module)
        guard let first = members.first else { return ("from \(quoted)", "import \(key) from \(quoted)") }
        let source = "from \(quoted) (its export " + members.joined(separator: ".") + ")"
        let rest = members.dropFirst().map { ConfigNode.isIdentifier($0) ? "." + $0 : "[\(ConfigNode.quoted($0))]" }.joined()
        if rest.isEmpty {
            if first == "default" { return (source, "import \(key) from \(quoted)") }
            if first == key { return (source, "import { \(key) } from \(quoted)") }
            return (source, "import { \(ConfigNode.isIdentifier(first) ? first : ConfigNode.quoted(first)) as \(key) } from \(quoted)")
        }
        if first == "default" { return (source, "import \(key)Default from \(quoted) and use \(key)Default\(rest) for `\(key)`") }
        if ConfigNode.isIdentifier(first) { return (source, "import { \(first) } from \(quoted) and use \(first)\(rest) for `\(key)`") }
        return (source, "import * as \(key)Module from \(quoted) and use \(key)Module[\(ConfigNode.quoted(first))]\(rest) for `\(key)`")
    }

    /// The fix for a ProvidePlugin value that is a webpack inline-loader request (react-boilerplate's
    /// `fetch: 'exports-loader?self.fetch!whatwg-fetch'`): importing the request itself would fail under Vite, so the
    /// fix names the module after the last `!`. nil when `request` has no loader.
    static func providedThroughInlineLoader(_ key: String, request: String) -> String? {
        guard let bang = request.lastIndex(of: "!") else { return nil }
        let resource = String(request[request.index(after: bang)...])
        let loaders = request[..<bang].split(separator: "!").map { String($0.split(separator: "?").first ?? "") }.filter { !$0.isEmpty }
        guard !resource.isEmpty, let first = loaders.first else { return nil }
        let quoted = ConfigNode.quoted(resource)
        // exports-loader?self.fetch reads a global the module sets (a polyfill): importing the module once sets it.
        if loaders == ["exports-loader"], let exported = request[..<bang].split(separator: "?", maxSplits: 1).last.map(String.init), exported != "exports-loader" {
            return "import \(quoted) once in the entry: it sets `\(exported)`, the global exports-loader read; nothing else replaces the injection."
        }
        return "import \(key) from \(quoted) in each file that uses `\(key)`, and do in code what \(first) did (Vite has no `loader!module` requests)."
    }

    /// The fix for a dotted ProvidePlugin key (`window.jQuery`): the module imported under the key's last name, used
    /// where the member expression is read, or assigned to it once for scripts that read the global.
    static func providedMemberFix(_ key: String, module: String, members: [String]) -> String {
        let last = String(key.split(separator: ".").last ?? "")
        let local = ConfigNode.isIdentifier(last) ? last : "provided"
        let (_, importText) = providedImport(local, module: module, members: members)
        return "\(importText) and use \(local) where `\(key)` is read, or assign `\(key) = \(local)` once in the entry for scripts that read the global."
    }

    /// The one process.env key Vite defines itself (as `NODE_ENV || mode`).
    static let nodeEnvKey = "process.env.NODE_ENV"

    /// DefinePlugin options without their process.env.NODE_ENV definitions (`'process.env.NODE_ENV': …` and the
    /// `NODE_ENV` of `'process.env': { … }`): Vite defines it itself, so a value only known when webpack runs
    /// (`JSON.stringify(process.env.NODE_ENV)`, react-boilerplate's) leaves nothing unchecked.
    static func withoutNodeEnv(_ options: ConfigNode) -> ConfigNode {
        guard case .object(let properties) = options.value else { return options }
        var kept: [ConfigProperty] = []
        for var property in properties where property.key != nodeEnvKey {
            if property.key == "process.env", case .object(let inner) = property.value.value {
                property.value = ConfigNode(.object(inner.filter { $0.key != "NODE_ENV" }), at: property.value)
            }
            kept.append(property)
        }
        return ConfigNode(.object(kept), at: options)
    }

    /// A DefinePlugin value as vite.config can take it; nil when it is not known exactly. The project's version read
    /// from package.json becomes npm_package_version: an ESM vite.config has no `require`.
    static func defineValue(_ value: ConfigNode, configFile: String) -> String? {
        guard var text = value.faithfulText else { return nil }
        let depth = configFile.split(separator: "/").count - 1
        let manifest = depth == 0 ? "./package.json" : String(repeating: "../", count: depth) + "package.json"
        for field in ["name", "version"] {
            text = text.replacingOccurrences(of: "require('\(manifest)').\(field)", with: "process.env.npm_package_\(field)")
        }
        return text
    }

    /// An EnvironmentPlugin default written as a literal (`'http://localhost'`, `false`); nil when there is none
    /// (`undefined`, `null`: webpack then requires the variable) or it is not a literal.
    static func environmentDefault(_ value: ConfigNode) -> String? {
        switch value.value {
        case .string, .number, .bool: return value.rendered
        default: return nil
        }
    }

    /// Every pattern copies the `public` folder, whole, to the output root (`[{ from: 'public' }]`, v6+
    /// `{ patterns: ['public'] }`): what Vite does with public/.
    static func copiesOnlyPublic(_ options: ConfigNode) -> Bool {
        let patterns = options["patterns"]?.elements ?? options.elements
        guard !patterns.isEmpty else { return false }
        return patterns.allSatisfy { pattern in
            let from = pattern.string ?? pattern["from"]?.string
            guard let from, normalisePath(projectPath(from)) == "public" else { return false }
            // Only `from` (and `to` the root); filters, transforms or a sub-folder target are work Vite does not do.
            let keys = pattern.properties.compactMap(\.key)
            guard keys.allSatisfy({ $0 == "from" || $0 == "to" }) else { return false }
            if let to = pattern["to"] { return ["", ".", "./"].contains(to.string ?? "x") }
            return true
        }
    }

    mutating func auditExternals(_ externals: ConfigNode, file: String) {
        reportUnresolved(externals, file: file, key: "externals")
        // An object maps modules to globals; an array may mix such objects with module names and patterns.
        let items = externals.properties.isEmpty ? externals.elements : [externals]
        for property in items.flatMap(\.properties) {
            guard let key = property.key else { continue }
            facts.externals.append(.init(module: key, file: property.origin ?? file, line: property.line, column: property.column))
            let global = Self.externalGlobal(property.value) ?? property.value.rendered
            let mapping = "rollup-plugin-external-globals: { \(ConfigNode.quoted(key)): \(global) }"
            // Without a mapping Vite bundles the package, and a bare external import fails in the browser.
            let outcome = "Vite maps no module to a global: it bundles '\(key)' from node_modules, and marking it external (\(bundlerOptions).external) leaves a bare `import '\(key)'` the browser cannot resolve."
            // A package the page took from a CDN is often not a dependency at all.
            let installed = dependencyLines[key] == nil ? "install it" : "keep it installed"
            if let script = externalScript(loading: key, configFile: file) {
                add(ConfigRules.externals, file: file, at: property,
                    message: "externals maps '\(key)' to the global \(global), which the <script> at \(script) loads; " + outcome + " Bundled, it would load twice.",
                    fix: "Bundle '\(key)' (\(installed)) and delete the <script> at \(script), or keep the script and map the import to its global with \(mapping).")
            } else {
                add(ConfigRules.externals, file: file, at: property,
                    message: "externals maps '\(key)' to the global \(global), which a <script> tag or the host page provides; " + outcome,
                    fix: "Bundle '\(key)' (\(installed)) and drop the <script> that loads it, or map it with \(mapping).")
            }
        }
        let others = items.filter { if case .object = $0.value { false } else { true } }
        if !others.isEmpty {
            let isWhole = others.count == items.count
            let listed = isWhole ? externals.rendered : others.map(\.rendered).joined(separator: ", ")
            add(ConfigRules.externals, file: file, at: isWhole ? externals : others[0], message: "externals \(listed) keeps modules out of the bundle; Vite has no externals-to-global mapping.",
                fix: "Bundle them, or rollup-plugin-external-globals.")
        }
    }

    /// Where the page loads an external's global: `file:line` of the first `<script src>` in the config's
    /// HtmlWebpackPlugin template (else public/index.html, index.html) whose URL names the package (see
    /// `scriptURL(_:loads:)`); the tag may span lines, and a commented-out one loads nothing.
    func externalScript(loading module: String, configFile: String) -> String? {
        for template in [pageTemplates[configFile], "public/index.html", "index.html"].compactMap({ $0 }) {
            guard let bytes = project.read(template) else { continue }
            let text = Self.blankingHTMLComments(String(decoding: bytes, as: UTF8.self).withLFLineEnds)
            if let script = Self.scriptSources(in: text).first(where: { Self.scriptURL($0.source, loads: module) }) {
                return "\(template):\(script.line)"
            }
        }
        return nil
    }

    /// The `src` of each `<script>` tag in `html`, lowercased, with the line the tag starts on. The tag ends at the
    /// first `>` outside quotes (an EJS `<%= … %>` in a quoted value does not end it).
    static func scriptSources(in html: String) -> [(line: Int, source: String)] {
        let text = Array(html.lowercased())
        var sources: [(line: Int, source: String)] = []
        var line = 1
        var index = 0
        let opening = Array("<script")
        while index < text.count {
            if text[index] == "\n" { line += 1 }
            guard text[index] == "<", index + opening.count <= text.count, Array(text[index..<(index + opening.count)]) == opening else {
                index += 1
                continue
            }
            let tagLine = line
            var cursor = index + opening.count
            var quote: Character?
            var attributes = ""
            while cursor < text.count {
                let character = text[cursor]
                if character == "\n" { line += 1 }
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == ">" {
                    break
                }
                attributes.append(character)
                cursor += 1
            }
            if let source = attributeValue("src", in: attributes) { sources.append((tagLine, source)) }
            index = cursor + 1
        }
        return sources
    }

    /// The value of the attribute `name` among a tag's `attributes` (`src="…"`, `src = '…'`, `src=…`), unquoted.
    static func attributeValue(_ name: String, in attributes: String) -> String? {
        var rest = attributes[...]
        while let hit = rest.range(of: name) {
            let before = rest[..<hit.lowerBound].last
            var after = rest[hit.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            rest = rest[hit.upperBound...]
            guard before.map(\.isWhitespace) ?? true, after.first == "=" else { continue }
            after = after.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if let quote = after.first, quote == "\"" || quote == "'" {
                return String(after.dropFirst().prefix { $0 != quote })
            }
            return String(after.prefix { !$0.isWhitespace })
        }
        return nil
    }

    /// Whether a script URL (lowercased) loads the package `module`: its name as a path segment (or at the start of a
    /// relative URL) followed by a version (`/react@16.14.0/…`, `/jquery-3.5.1.min.js`), a folder (cdnjs's
    /// `/react/16.14.0/…` and `/lodash.js/…`) or a file name's extensions (`/jquery.min.js`, `/d3.v5.min.js`); not
    /// another package whose name starts the same (`/react-dom@…` for react, `/lodash.debounce@4.0.8/` for lodash).
    static func scriptURL(_ url: String, loads module: String) -> Bool {
        let path = "/" + (url.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "?" || $0 == "#" }).first ?? "")
        let name = "/" + module.lowercased()
        var rest = path[...]
        while let hit = rest.range(of: name) {
            let after = rest[hit.upperBound...]
            let segmentEnd = after.firstIndex(of: "/") ?? after.endIndex
            let tail = after[..<segmentEnd]
            switch tail.first {
            case nil, "@": return true
            case "-" where tail.dropFirst().first?.isNumber == true: return true
            // A folder named with a dot is cdnjs's `lodash.js`; a file's dots are its extensions.
            case "." where segmentEnd < after.endIndex ? tail == ".js" : !tail.contains("@") && [".js", ".mjs", ".cjs"].contains(where: tail.hasSuffix):
                return true
            default: break
            }
            rest = after
        }
        return false
    }

    /// The global variable an externals value names, quoted as rollup-plugin-external-globals takes it: `'React'`,
    /// the `root` of a UMD-style object (`{ root: 'React', commonjs: 'react' }`), a path (`['lodash', 'fp']`
    /// → `'lodash.fp'`); nil for anything else.
    static func externalGlobal(_ value: ConfigNode) -> String? {
        let root = value["root"] ?? value
        if let name = root.string { return ConfigNode.quoted(name) }
        guard case .array(let parts) = root.value, !parts.isEmpty else { return nil }
        let names = parts.compactMap(\.string)
        return names.count == parts.count ? ConfigNode.quoted(names.joined(separator: ".")) : nil
    }

    /// `path` with `.` segments and empty segments dropped and each `..` folded into its parent (a `..` with no
    /// parent left is kept); never starts with `/`.
    static func normalisePath(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            // `../../x` stays as it is: a `..` cannot fold into another `..`.
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
