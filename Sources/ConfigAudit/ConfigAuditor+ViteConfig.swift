import AuditModel

extension ConfigAuditor {
    /// The names Vite looks for, in its own order (`DEFAULT_CONFIG_FILES`): it loads the first that exists.
    static let viteConfigNames = ["vite.config.js", "vite.config.mjs", "vite.config.ts", "vite.config.cjs", "vite.config.mts", "vite.config.cts"]

    /// The names Vitest looks for first (`CONFIG_NAMES` with its `CONFIG_EXTENSIONS`); without one it reads vite.config.
    static let vitestConfigNames = ["vitest.config.ts", "vitest.config.mts", "vitest.config.cts", "vitest.config.js", "vitest.config.mjs", "vitest.config.cjs"]

    /// Reads the project's `vite.config.*` into `facts.vite`, and its `vitest.config.*` into `facts.vitest`: what a
    /// project midway through its migration already configures. What cannot be evaluated is named in a warning and
    /// answers nothing.
    mutating func auditViteConfig(among files: Set<String>) {
        let defaultFile = Self.viteConfigNames.first(where: files.contains)
        // The scripts' runs of Vite pick the file: `vite build --config vite.prod.ts` reads that one alone.
        let chosen = Set(scriptViteConfigs.map { $0 ?? defaultFile })
        if chosen.count > 1 {
            let names = chosen.map { $0 ?? "Vite's default file" }.sorted()
            let file = defaultFile ?? names[0]
            configFiles.formUnion(chosen.compactMap { $0 }.filter(files.contains))
            var vite = ViteConfigFacts(file: file)
            vite.unread.append("which configuration applies: package.json's scripts run Vite with \(names.joined(separator: ", "))")
            warnings.append(ScanWarning(file: file, message: "the audit could not evaluate \(vite.unread[0]); findings those settings may answer are still reported"))
            facts.vite = vite
        } else if let file = chosen.first ?? defaultFile, files.contains(file) {
            facts.vite = readViteConfig(file, among: files)
        }
        // Vitest's own: the file its scripts pass with --config, else vitest.config.*, else vite.config (as read above).
        let vitestFile = Self.vitestConfigNames.first(where: files.contains)
        let vitestChosen = Set(scriptVitestConfigs.map { $0 ?? vitestFile })
        if vitestChosen.count > 1 {
            let names = vitestChosen.map { $0 ?? "vite.config" }.sorted()
            var vitest = ViteConfigFacts(file: vitestFile ?? facts.vite?.file ?? names[0])
            vitest.unread.append("which configuration Vitest runs with: package.json's scripts run it with \(names.joined(separator: ", "))")
            warnings.append(ScanWarning(file: vitest.file, message: "the audit could not evaluate \(vitest.unread[0]); findings those settings may answer in test files are still reported"))
            facts.vitest = vitest
        } else if let file = vitestChosen.first ?? vitestFile {
            facts.vitest = files.contains(file) ? readViteConfig(file, among: files) : ViteConfigFacts(file: file)
        }
    }

    private mutating func readViteConfig(_ file: String, among files: Set<String>) -> ViteConfigFacts {
        configFiles.insert(file)
        var vite = ViteConfigFacts(file: file)
        readViteConfig(file, among: files, into: &vite)
        if !vite.unread.isEmpty {
            warnings.append(ScanWarning(file: file, message: "the audit could not evaluate \(vite.unread.joined(separator: "; ")); findings those settings may answer are still reported"))
        }
        return vite
    }

    private mutating func readViteConfig(_ file: String, among files: Set<String>, into vite: inout ViteConfigFacts) {
        guard let lexed = lex(file) else { return }
        // It follows the project's modules the file imports (`import aliases from './config/aliases.js'`), as for webpack.
        let evaluator = evaluator(of: file, lexed: lexed)
        // A setting made in one `if` branch (`command === 'serve'`) is not made for every command.
        evaluator.conditionalCodeIsUncertain = true
        let exported = evaluator.evaluateModule().map { Self.unwrappingDefineConfig($0, evaluator: evaluator) }
        // What comes after the point the evaluation gave up at may undo what came before (`if (…) config.define = {}`).
        if noteAbandonedEvaluation(evaluator, file: file) {
            vite.unread.append("the configuration, whose reading stopped at line \(evaluator.abandoned?.line ?? 1)")
            return
        }
        if let exported, let (base, override) = viteConfigMerge(exported, from: file) {
            // vitest.config's `mergeConfig(viteConfig, {…})`: vite.config's settings with what the second one sets.
            var extra = ViteConfigFacts(file: file)
            readSettings(override, among: files, into: &extra)
            vite = base.merged(with: extra, setting: Set(override.properties.compactMap(\.key)))
            return
        }
        guard let config = exported, case .object = config.value else {
            if case .either? = exported?.value {
                vite.unread.append("the exported configuration, which differs with how Vite runs it (a branch on `command` or `mode`, a loop, a `switch`)")
            } else {
                vite.unread.append("the exported configuration (`\(exported?.rendered ?? "nothing")`)")
            }
            return
        }
        readSettings(config, among: files, into: &vite)
    }

    /// `mergeConfig(viteConfig, {…})` (or `mergeConfig(viteConfig(env), {…})`) whose first configuration is the
    /// project's vite.config, already read, and whose second is an object: vite.config's settings and that object.
    private func viteConfigMerge(_ exported: ConfigNode, from file: String) -> (ViteConfigFacts, ConfigNode)? {
        guard case .call(let callee, let arguments) = exported.value, callee == "mergeConfig" || callee.hasSuffix(".mergeConfig"),
            arguments.count >= 2, case .object = arguments[1].value, let base = facts.vite
        else { return nil }
        let specifier: String
        switch arguments[0].value {
        case .module(let name), .call(let name, _): specifier = name
        default: return nil
        }
        guard specifier.hasPrefix("./") || specifier.hasPrefix("../") else { return nil }
        let path = Self.normalisePath(Self.directory(of: file) + "/" + specifier)
        // `./vite.config` names it as Node resolves an extensionless import.
        let names = [path] + LocalModules.scriptExtensions.map { path + "." + $0 }
        return names.contains(base.file) ? (base, arguments[1]) : nil
    }

    private mutating func readSettings(_ config: ConfigNode, among files: Set<String>, into vite: inout ViteConfigFacts) {
        let file = vite.file
        readDefine(config["define"], into: &vite)
        readAliases(config["resolve"]?["alias"], into: &vite)
        readPlugins(config["plugins"], into: &vite)
        vite.esbuildJSXFiles = jsxFiles(config["esbuild"], option: "esbuild", language: "loader", among: files, into: &vite)
        vite.oxcJSXFiles = jsxFiles(config["oxc"], option: "oxc", language: "lang", among: files, into: &vite)
        if let prefix = config["envPrefix"] {
            let items = Self.definiteElements(prefix) ?? []
            let prefixes = items.compactMap(\.string)
            if prefixes.contains("") {
                // Vite throws on it (resolveEnvPrefix): nothing is exposed until it goes, so it answers nothing.
                warnings.append(ScanWarning(file: file, message: "line \(prefix.line): envPrefix contains '', which Vite refuses (\"envPrefix option contains value '', which could lead unexpected exposure of sensitive information\"): remove it; the findings about variable prefixes are still reported"))
            } else if prefixes.count == items.count, !prefixes.isEmpty {
                vite.envPrefixes = prefixes
            } else {
                vite.unread.append("envPrefix (`\(prefix.rendered)`)")
            }
        }
        vite.localsConvention = localsConvention(config["css"], into: &vite)
        vite.proxyPaths = config["server"]?["proxy"]?.properties.compactMap(\.key) ?? []
        vite.testSettings = config["test"]?.properties.compactMap(\.key) ?? []
    }

    /// `css.modules.localsConvention`, which configures postcss-modules: with `css.transformer: 'lightningcss'` Vite
    /// takes CSS modules from `css.lightningcss.cssModules` instead and leaves `css.modules` unused.
    private mutating func localsConvention(_ css: ConfigNode?, into vite: inout ViteConfigFacts) -> String? {
        guard let convention = css?["modules"]?["localsConvention"]?.string else { return nil }
        switch css?["transformer"] {
        case nil: return convention
        case let transformer? where transformer.string == "postcss": return convention
        case let transformer? where transformer.string == "lightningcss":
            warnings.append(ScanWarning(file: vite.file, message: "line \(transformer.line): css.modules.localsConvention is not used with css.transformer 'lightningcss', whose CSS modules css.lightningcss.cssModules configures (and which has no such convention): class names keep their spelling"))
            return nil
        case let transformer?:
            vite.unread.append("css.transformer (`\(transformer.rendered)`)")
            return nil
        }
    }

    /// `defineConfig({…})` is its argument; `defineConfig(({ mode }) => ({…}))` is the function called with unknown
    /// arguments, like other function-form configurations.
    static func unwrappingDefineConfig(_ exported: ConfigNode, evaluator: StaticEvaluator) -> ConfigNode {
        guard case .call(let callee, let arguments) = exported.value, callee == "defineConfig" || callee.hasSuffix(".defineConfig"),
            let argument = arguments.first
        else { return exported }
        return evaluator.callWithUnknownArguments(argument)
    }

    private mutating func readDefine(_ define: ConfigNode?, into vite: inout ViteConfigFacts) {
        guard let define else { return }
        guard case .object(let properties) = define.value else {
            vite.unread.append("define (`\(define.rendered)`)")
            return
        }
        var keys = properties.compactMap(\.key)
        if let whole = define["process.env"] {
            // `'process.env': {…}` puts that object in place of process.env: its keys are defined, no others.
            var object = whole.value
            if case .call(let callee, let arguments) = object, callee.hasSuffix("JSON.stringify"), let first = arguments.first { object = first.value }
            if case .object(let entries) = object, !entries.contains(where: { $0.key == nil }) {
                keys += entries.compactMap(\.key).map { "process.env." + $0 }
            } else {
                warnings.append(ScanWarning(file: vite.file, message: "line \(whole.line): define 'process.env' → `\(whole.rendered)` writes that whole object into the bundle (with process.env, or loadEnv(mode, dir, ''), every variable of the build's environment, secrets included); the audit takes it as defining no key: define each key the code reads ('process.env.X': JSON.stringify(…))"))
            }
        }
        vite.defineKeys = Array(Set(keys)).sorted()
        if properties.contains(where: { $0.key == nil }) { vite.unread.append("define at line \(define.line) (a computed or spread key)") }
    }

    private mutating func readAliases(_ aliases: ConfigNode?, into vite: inout ViteConfigFacts) {
        guard let aliases else { return }
        switch aliases.value {
        case .object(let properties):
            for property in properties {
                guard let key = property.key else {
                    vite.unread.append("resolve.alias at line \(property.line) (`\(property.value.rendered)`)")
                    continue
                }
                addAlias(find: key, replacement: property.value, line: property.line, into: &vite)
            }
        case .array(let items):
            for item in items {
                switch item["find"]?.value {
                case .string(let find)?:
                    addAlias(find: find, replacement: item["replacement"], line: item.line, into: &vite)
                case .regex(let literal)? where ViteFileFilter.regularExpression(literal) != nil:
                    let parts = ViteFileFilter.parts(of: literal)
                    vite.aliases.append(.init(find: parts?.source ?? literal, isPattern: true, flags: parts?.flags ?? "", replacement: nil, line: item.line))
                default:
                    vite.unread.append("resolve.alias at line \(item.line) (`\(item.rendered)`)")
                }
            }
        default:
            vite.unread.append("resolve.alias (`\(aliases.rendered)`)")
        }
    }

    /// A string `find` as Vite takes it. A relative replacement (`'./src'`) is used as written, relative to each
    /// importing file, so it answers nothing; a `find` and replacement that both end in `/` lose it
    /// (`normalizeSingleAlias`: `'@/': '/src/'` is `'@'` → `/src`).
    private mutating func addAlias(find: String, replacement: ConfigNode?, line: Int, into vite: inout ViteConfigFacts) {
        if let text = replacement?.string, text == "." || text == ".." || text.hasPrefix("./") || text.hasPrefix("../") {
            warnings.append(ScanWarning(file: vite.file, message: "line \(line): resolve.alias '\(find)' → '\(text)' is relative, and Vite uses relative alias values as written (relative to each importing file), so the alias does not reach \(Self.normalisePath(text).isEmpty ? "the project root" : Self.normalisePath(text) + "/"); write path.resolve(__dirname, \(ConfigNode.quoted(text))) or fileURLToPath(new URL(\(ConfigNode.quoted(text)), import.meta.url))"))
            return
        }
        var find = find
        var path = replacement.flatMap(Self.vitePath)
        if find.count > 1, find.hasSuffix("/"), replacement?.string?.hasSuffix("/") == true {
            find.removeLast()
            if path?.hasSuffix("/") == true { path?.removeLast() }
        }
        vite.aliases.append(.init(find: find, isPattern: false, replacement: path, line: line))
    }

    /// An alias replacement as a project-relative path (`src`), or a package name; nil when not evaluated.
    /// `path.resolve(__dirname, 'src')` and `fileURLToPath(new URL('./src', import.meta.url))` are project paths;
    /// Vite also takes a root-relative `/src`.
    static func vitePath(_ node: ConfigNode) -> String? {
        switch node.value {
        case .string(let text):
            if text.hasPrefix("/") { return normalisePath(String(text.dropFirst())) }
            if text.hasPrefix("./") || text.hasPrefix("../") { return normalisePath(text) }
            return text
        case .call(let callee, let arguments) where callee.hasSuffix("fileURLToPath"):
            guard case .instance("URL", let parts)? = arguments.first?.value, let relative = parts.first?.string,
                relative.hasPrefix("./") || relative.hasPrefix("../") || relative == "."
            else { return nil }
            return normalisePath(relative)
        default:
            return nil
        }
    }

    /// The Babel plugins of `@vitejs/plugin-react` (its `babel` option, gone in plugin-react 6) and of
    /// `@rolldown/plugin-babel`.
    private mutating func readPlugins(_ plugins: ConfigNode?, into vite: inout ViteConfigFacts) {
        guard let plugins else { return }
        for plugin in Self.flattened(plugins) {
            switch plugin.value {
            case .call("@vitejs/plugin-react", let arguments):
                guard let babel = arguments.first?["babel"] else { continue }
                if let range = dependencyLines["@vitejs/plugin-react"]?.range, let major = Self.declaredMajor(range), major >= 6 {
                    warnings.append(ScanWarning(file: vite.file, message: "line \(babel.line): @vitejs/plugin-react \(major) has no `babel` option, so the Babel plugins given there do not run; use @rolldown/plugin-babel"))
                    continue
                }
                // `latest` or `^5 || ^6` may install plugin-react 6, which ignores the option.
                if let range = dependencyLines["@vitejs/plugin-react"]?.range, Self.declaredMajor(range) == nil {
                    vite.unread.append("the Babel options of @vitejs/plugin-react \(range), a range that may install plugin-react 6, which has no `babel` option")
                    continue
                }
                // Its include/exclude choose the files Babel runs on: the plugins do not answer for every file.
                if let options = arguments.first, let narrowing = options.member("include") ?? options.member("exclude") {
                    vite.unread.append("the Babel options of @vitejs/plugin-react, which its \(narrowing.key ?? "include") at line \(narrowing.line) applies to some files only")
                    continue
                }
                readBabelOptions(babel, plugin: "@vitejs/plugin-react", into: &vite)
            case .call("@rolldown/plugin-babel", let arguments):
                if let options = arguments.first { readBabelOptions(options, plugin: "@rolldown/plugin-babel", into: &vite) }
            case .call("unplugin-swc.vite", let arguments):
                // Without `jsc.transform.decoratorMetadata`, unplugin-swc takes it from the tsconfig's
                // emitDecoratorMetadata, unless `tsconfigFile: false` leaves it to .swcrc.
                let options = arguments.first
                if let written = Self.swcDecoratorMetadata(options) {
                    vite.emitsDecoratorMetadata = vite.emitsDecoratorMetadata || written
                } else if options?["tsconfigFile"].map(Self.isFalse) != true {
                    vite.emitsDecoratorMetadata = true
                }
            case .call("vite-plugin-swc-transform", let arguments):
                if Self.swcDecoratorMetadata(arguments.first?["swcOptions"]) == true { vite.emitsDecoratorMetadata = true }
            case .call("@rollup/plugin-swc", let arguments):
                if Self.swcDecoratorMetadata(arguments.first?["swc"]) == true { vite.emitsDecoratorMetadata = true }
            case .call("vite-plugin-babel", let arguments):
                if Self.babelCompilesTypeScriptMetadata(arguments.first) { vite.emitsDecoratorMetadata = true }
            case .call, .instance, .undefined, .null, .bool(false):
                continue
            default:
                vite.unread.append("plugins at line \(plugin.line) (`\(plugin.rendered)`)")
            }
        }
        vite.babelPlugins = Array(Set(vite.babelPlugins)).sorted()
    }

    /// SWC options' `jsc.transform.decoratorMetadata` when written as a boolean; nil when unset or not evaluated.
    static func swcDecoratorMetadata(_ options: ConfigNode?) -> Bool? {
        guard case .bool(let value)? = options?["jsc"]?["transform"]?["decoratorMetadata"]?.value else { return nil }
        return value
    }

    private static func isFalse(_ node: ConfigNode) -> Bool {
        if case .bool(false) = node.value { true } else { false }
    }

    /// vite-plugin-babel's `babelConfig` runs babel-plugin-transform-typescript-metadata on `.ts` files: its
    /// `filter` defaults to `/\.jsx?$/`, which leaves TypeScript to Vite's own transform.
    static func babelCompilesTypeScriptMetadata(_ options: ConfigNode?) -> Bool {
        guard let options, let plugins = options["babelConfig"]?["plugins"].flatMap(definiteElements), let filter = options["filter"] else { return false }
        let names = plugins.compactMap { entry in (definiteElements(entry)?.first ?? entry).string.map { BabelPluginCatalog.normalise($0, isPreset: false) } }
        guard names.contains("transform-typescript-metadata") else { return false }
        var reason = ""
        return ViteFileFilter(include: [filter], exclude: [], reason: &reason)?.matches(projectFile: "src/index.ts") == true
    }

    /// The items of a list setting (a single value is a list of one), or nil when the list or an item is a choice
    /// made when the config runs (`command === 'serve' ? [flow] : []`): a union of the choices would count what
    /// one command sets as set for every command.
    static func definiteElements(_ node: ConfigNode) -> [ConfigNode]? {
        func isChoice(_ node: ConfigNode) -> Bool { if case .either = node.value { true } else { false } }
        guard !isChoice(node) else { return nil }
        let items = node.elements
        return items.contains(where: isChoice) ? nil : items
    }

    /// Vite flattens nested plugin arrays (`[react(), [svgr(), legacy()]]`).
    private static func flattened(_ node: ConfigNode) -> [ConfigNode] {
        guard case .array(let items) = node.value else { return [node] }
        return items.flatMap(flattened)
    }

    private func readBabelOptions(_ options: ConfigNode, plugin: String, into vite: inout ViteConfigFacts) {
        for (key, isPreset) in [("presets", true), ("plugins", false)] {
            guard let list = options[key] else { continue }
            guard let entries = Self.definiteElements(list) else {
                vite.unread.append("the Babel \(key) of \(plugin) at line \(list.line) (`\(list.rendered)`)")
                continue
            }
            for entry in entries {
                let head = Self.definiteElements(entry)?.first ?? entry
                guard let raw = head.string ?? { if case .module(let module) = head.value { module } else { nil } }() else {
                    vite.unread.append("the Babel \(key) of \(plugin) at line \(entry.line) (`\(entry.rendered)`)")
                    continue
                }
                let name = BabelPluginCatalog.normalise(raw, isPreset: isPreset)
                // Legacy decorators (`@connect class …`) compile only with the legacy semantics; other versions of
                // the plugin answer none of them.
                if name == "proposal-decorators", !Self.selectsLegacyDecorators(entry.elements.dropFirst().first) { continue }
                vite.babelPlugins.append(name)
            }
        }
    }

    /// Project files a transform option parses as JSX: `esbuild: { loader: 'jsx', include, exclude }` (Vite ≤ 7) or
    /// `oxc: { lang: 'jsx', include, exclude }` (Vite 8). Unset `include`/`exclude` are Vite's defaults, whose
    /// `exclude` (`/\.js$/`) keeps every `.js` file out.
    private func jsxFiles(_ option: ConfigNode?, option name: String, language: String, among files: Set<String>, into vite: inout ViteConfigFacts) -> [String] {
        guard let option, case .object = option.value, let mode = option[language] else { return [] }
        guard let lang = mode.string else {
            vite.unread.append("\(name).\(language) (`\(mode.rendered)`)")
            return []
        }
        guard lang == "jsx" || lang == "tsx" else { return [] }
        func patterns(_ key: String, default literal: String) -> [ConfigNode] {
            guard let value = option[key], !value.elements.isEmpty || value.isEmptyListOrObject else {
                return [ConfigNode(.regex(literal), line: option.line, column: option.column)]
            }
            // A run-time choice of patterns stays a choice, which the filter refuses as not a regular expression.
            return Self.definiteElements(value) ?? [value]
        }
        var reason = ""
        guard let filter = ViteFileFilter(include: patterns("include", default: "/\\.(m?ts|[jt]sx)$/"), exclude: patterns("exclude", default: "/\\.js$/"), reason: &reason) else {
            vite.unread.append("\(name).include/exclude: \(reason)")
            return []
        }
        return files.filter { file in
            !file.split(separator: "/").contains("node_modules") && [".js", ".mjs", ".cjs"].contains(where: file.hasSuffix) && filter.matches(projectFile: file)
        }.sorted()
    }
}
