import Foundation
import AuditModel
import JSLexer
import SourceStructure

extension ConfigAuditor {
    /// Storybook's main configuration (`stories`, `addons`, `framework`, `webpackFinal`).
    static let storybookMainNames: Set<String> = ["main.js", "main.cjs", "main.mjs", "main.ts", "main.cts", "main.mts"]
    /// Storybook ≤5's custom webpack configuration (full-control `({ config }) => config` or extend-mode object).
    static let storybookWebpackNames: Set<String> = ["webpack.config.js", "webpack.config.cjs", "webpack.config.mjs", "webpack.config.ts"]

    /// Storybook ≤5's entry (`configure(require.context(…), module)`), read by its webpack builder; not audited.
    static let storybookEntryNames: Set<String> = ["config.js", "config.ts", "config.jsx", "config.tsx"]

    /// The globs of the `require.context(directory, recursive, /regex/)` calls in a Storybook ≤5.2 config.js, written
    /// with literals (`require.context('../src', true, /\.stories\.tsx$/)` → `../src/**/*.stories.tsx`): main.js's
    /// `stories`. Empty when a context is not written so (its glob would be a guess).
    static func requireContextGlobs(in bytes: [UInt8]) -> [String] {
        let lexed = Lexer.lex(bytes, dialect: .tsx)
        let tokens = lexed.tokens
        func text(_ index: Int) -> String? { index < tokens.count ? lexed.text(tokens[index]) : nil }
        func literal(_ index: Int) -> String? {
            guard index < tokens.count, tokens[index].kind == .string, let quoted = text(index) else { return nil }
            return String(quoted.dropFirst().dropLast())
        }
        var globs: [String] = []
        for index in tokens.indices where text(index) == "require" && text(index + 1) == "." && text(index + 2) == "context" && text(index + 3) == "(" {
            guard var directory = literal(index + 4) else { return [] }
            while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
            // webpack's defaults: recursive, every file.
            var recursive = true, names = "*", next = index + 5
            if text(next) == ",", let flag = text(next + 1), flag == "true" || flag == "false" {
                recursive = flag == "true"
                next += 2
                if text(next) == ",", next + 1 < tokens.count, tokens[next + 1].kind == .regex {
                    guard let suffix = text(next + 1).flatMap(ContextGlob.suffixGlob) else { return [] }
                    names = suffix
                    next += 2
                }
            }
            guard text(next) == ")" else { return [] }
            globs.append(directory + "/" + (recursive ? "**/" : "") + names)
        }
        return globs
    }

    /// Whether `path` is a configuration file of a `.storybook/` folder (the project's or a monorepo package's), or of
    /// one of `customFolders` (package.json's scripts name them with `-c`), that the audit reads: main.js or
    /// Storybook ≤5's webpack.config.js.
    static func isStorybookConfig(_ path: String, customFolders: Set<String> = []) -> Bool {
        let name = fileName(path)
        return isInStorybookFolder(path, customFolders: customFolders) && (storybookMainNames.contains(name) || storybookWebpackNames.contains(name))
    }

    /// The `.storybook/` (or custom) folder `path` configures Storybook from, with Storybook ≤5's config.js as well:
    /// a folder with any of them is a Storybook, whose builder is reported.
    static func storybookFolder(of path: String, customFolders: Set<String> = []) -> String? {
        let name = fileName(path)
        guard isInStorybookFolder(path, customFolders: customFolders),
            storybookMainNames.contains(name) || storybookWebpackNames.contains(name) || storybookEntryNames.contains(name)
        else { return nil }
        return directory(of: path)
    }

    private static func isInStorybookFolder(_ path: String, customFolders: Set<String>) -> Bool {
        let folder = directory(of: path)
        return folder == ".storybook" || folder.hasSuffix("/.storybook") || customFolders.contains(folder)
    }

    /// Storybook's CLIs: `start-storybook`/`build-storybook` (≤6), `storybook dev|build` (7+, `sb` its alias).
    static let storybookRunners: Set<String> = ["start-storybook", "build-storybook", "storybook", "sb"]

    /// The configuration folders a script hands Storybook's CLI (`start-storybook -c .sb`, `storybook dev
    /// --config-dir=config/storybook`), project-relative: Storybook reads them instead of `.storybook/`.
    static func storybookConfigFolders(inScript command: String) -> [String] {
        var folders: [String] = []
        for segment in shellSegments(command) {
            guard let runner = segment.firstIndex(where: { storybookRunners.contains(String($0.split(separator: "/").last ?? "")) }) else { continue }
            // `storybook` alone is also a script name (`npm run storybook`): only its dev and build commands run it.
            let name = segment[runner].split(separator: "/").last ?? ""
            if name == "storybook" || name == "sb", runner + 1 >= segment.count || !["dev", "build"].contains(segment[runner + 1]) { continue }
            for value in optionValues(in: segment, after: runner, options: ["-c", "--config-dir"]) where !value.hasPrefix("/") {
                let folder = normalisePath(value)
                if !folder.isEmpty, !folder.hasPrefix("..") { folders.append(folder) }
            }
        }
        return folders
    }

    /// Webpack configurations named for Storybook (a root webpack.config.storybook.js) that only Storybook's folders name: they
    /// build the stories, so they are read through the folder that requires them, as Storybook's, not as the app's.
    func storybookOnlyWebpackConfigs(among files: [String]) -> Set<String> {
        let listed = Set(files)
        func isAppConfig(_ file: String) -> Bool {
            (Self.isWebpackConfig(file) || scriptWebpackConfigs.contains(file)) && !Self.isStorybookConfig(file, customFolders: scriptStorybookFolders)
        }
        let named = files.filter { Self.isStorybookConfig($0, customFolders: scriptStorybookFolders) }.flatMap { relativeReferences(of: $0, among: listed) }
        // Named for Storybook: the app's own config (webpack.config.js, CRA's config/webpack.config.dev.js) that a
        // webpackFinal reuses stays the app's.
        let candidates = Set(named.filter { isAppConfig($0) && !scriptWebpackConfigs.contains($0) && Self.fileName($0).lowercased().contains("storybook") })
        guard !candidates.isEmpty else { return [] }
        let namedByApp = files.filter { isAppConfig($0) && !candidates.contains($0) }.flatMap { relativeReferences(of: $0, among: listed) }
        return candidates.subtracting(namedByApp)
    }

    /// The project files `file` names with a relative string (`require('../webpack.config.storybook')`,
    /// `path.resolve(__dirname, './webpack.sb.js')`), as Node would resolve them.
    private func relativeReferences(of file: String, among files: Set<String>) -> [String] {
        guard let bytes = project.read(file) else { return [] }
        let ext = String(Self.fileName(file).split(separator: ".").last ?? "js")
        let lexed = Lexer.lex(bytes, dialect: SourceDialect(fileExtension: ext) ?? .javascript)
        let directory = Self.directory(of: file)
        return lexed.tokens.compactMap { token in
            guard token.kind == .string else { return nil }
            let specifier = String(lexed.text(token).dropFirst().dropLast())
            guard specifier.hasPrefix("./") || specifier.hasPrefix("../") else { return nil }
            let base = Self.normalisePath(directory.isEmpty ? specifier : directory + "/" + specifier)
            return ([base] + LocalModules.scriptExtensions.map { base + "." + $0 }).first(where: files.contains)
        }
    }

    /// Audits one `.storybook/` folder: the changes its webpack customisation (main.js's `webpackFinal`, or the
    /// Storybook ≤5 webpack.config.js) makes to the config Storybook gives it, each reported with the existing webpack
    /// rules but as Storybook's to port (viteFinal, not the app's vite.config), and the webpack builder itself once.
    /// Storybook's settings build the stories, not the app: they leave the facts the app's source rules read alone.
    mutating func auditStorybookFolder(_ folder: String, files: Set<String>) {
        let main = Self.storybookMainNames.sorted().map { folder + "/" + $0 }.first(where: files.contains)
        let webpackConfig = Self.storybookWebpackNames.sorted().map { folder + "/" + $0 }.first(where: files.contains)
        let savedFacts = facts
        let savedPages = (pageEntries, chunkEntries, pageTemplates, bundleFileNames, vendorChunkPolyfills)
        defer {
            facts = savedFacts
            (pageEntries, chunkEntries, pageTemplates, bundleFileNames, vendorChunkPolyfills) = savedPages
        }
        // The fixes name the main file the folder has (main.ts in a TypeScript setup), else the main.js to write.
        let mainFile = main ?? folder + "/main.js"
        var builderSite: (file: String, node: ConfigNode?)?
        // What the folder customises webpack with, for the builder finding to name: nil when main.js is unreadable.
        var customisations: [String]? = []
        if let main {
            guard let outcome = auditStorybookMain(main, folder: folder) else { return }
            builderSite = (outcome.file, outcome.node)
            switch outcome.webpackFinal {
            case true?: customisations?.append("webpackFinal")
            case false?: break
            case nil: customisations = nil
            }
        }
        if let webpackConfig {
            auditStorybookWebpackConfig(webpackConfig, folder: folder, main: mainFile)
            if builderSite == nil { builderSite = (webpackConfig, nil) }
            customisations = (customisations ?? ["webpackFinal, if any"]) + [Self.fileName(webpackConfig)]
        }
        // Storybook ≤5.2's config.js, which loads the stories itself (configure(require.context(…), module)).
        let entry = Self.storybookEntryNames.sorted().map({ folder + "/" + $0 }).first(where: files.contains)
        if builderSite == nil, let entry {
            builderSite = (entry, nil)
        }
        if let builderSite {
            reportStorybookBuilder(
                folder: folder, main: mainFile, customisations: customisations, legacyEntry: main == nil ? entry : nil, file: builderSite.file, at: builderSite.node)
        }
    }

    /// Reads main.js: nil when its framework or builder is already Vite's (nothing to port, `webpackFinal` is then
    /// never called); otherwise where the builder finding goes (the `webpackFinal` property, else the file), and
    /// whether main.js has a `webpackFinal` (nil when it could not be read).
    private mutating func auditStorybookMain(_ file: String, folder: String) -> (file: String, node: ConfigNode?, webpackFinal: Bool?)? {
        guard let lexed = lex(file) else { return (file, nil, nil) }
        configFiles.insert(file)
        let evaluator = self.evaluator(of: file, lexed: lexed)
        let exported = evaluator.evaluateExports()
        noteAbandonedEvaluation(evaluator, file: file)
        guard let exported, case .object(let properties) = exported.value else {
            // main.js could not say which builder: the packages the project installs for Storybook do.
            return storybookPackages(of: folder).keys.contains { $0.hasSuffix("-vite") } ? nil : (file, nil, nil)
        }
        if Self.storybookUsesVite(exported) { return nil }
        guard let property = properties.last(where: { $0.key == "webpackFinal" }) else {
            // No customisation: the builder is reported where main.js chooses it, if it does: Storybook 6's
            // core.builder (its framework, '@storybook/react', is the renderer), else Storybook 7's framework.
            let choice = exported["core"]?.properties.last { $0.key == "builder" } ?? properties.last { $0.key == "framework" }
            return (file, choice.map { ConfigNode(.null, at: $0) }, false)
        }
        let site = ConfigNode(.null, at: property)
        attributingToStorybook(main: file) { auditor in
            guard case .function(let body) = property.value.value else {
                auditor.reportUnresolved(property.value, file: file, key: "webpackFinal")
                return
            }
            // webpackFinal(config, { configType }): the config Storybook built, changed in place and returned.
            let options = ConfigNode(.object([ConfigProperty(key: "configType", value: ConfigNode(.unresolved(Self.storybookConfigTypeReason), at: site), line: site.line, column: site.column)]), at: site)
            let result = auditor.callStorybookCustomisation(body, arguments: [Self.storybookGivenConfig(at: site), options], at: site, file: file, evaluator: evaluator)
            auditor.auditStorybookResult(result, file: file, folder: folder, evaluator: evaluator)
        }
        return (file, site, true)
    }

    /// Storybook ≤5's `.storybook/webpack.config.js`: `({ config, mode }) => config` (full control),
    /// `(baseConfig, env, defaultConfig) => baseConfig` (Storybook 4's extend mode with a function), or an object
    /// Storybook merges into its own.
    private mutating func auditStorybookWebpackConfig(_ file: String, folder: String, main: String) {
        guard let lexed = lex(file) else { return }
        configFiles.insert(file)
        let evaluator = self.evaluator(of: file, lexed: lexed)
        let exported = evaluator.evaluateExports()
        if noteAbandonedEvaluation(evaluator, file: file), exported == nil { return }
        guard let exported else {
            add(ConfigRules.unresolved, file: file, line: 1,
                message: "\(file) exports nothing the audit can see (no module.exports or export default it could evaluate); its settings were not checked.",
                fix: "Review the file by hand.")
            return
        }
        attributingToStorybook(main: main) { auditor in
            guard case .function(let body) = exported.value else {
                auditor.auditStorybookResult(exported, file: file, folder: folder, evaluator: evaluator)
                return
            }
            let config = Self.storybookGivenConfig(at: exported)
            let mode = ConfigNode(.unresolved(Self.storybookModeReason), at: exported)
            let arguments: [ConfigNode]
            if body.parameters.first?.hasPrefix("{") == true {
                arguments = [ConfigNode(.object([
                    ConfigProperty(key: "config", value: config, line: exported.line, column: exported.column),
                    ConfigProperty(key: "mode", value: mode, line: exported.line, column: exported.column),
                ]), at: exported)]
            } else {
                arguments = [config, mode, ConfigNode(.object([]), at: exported)]
            }
            let result = auditor.callStorybookCustomisation(body, arguments: arguments, at: exported, file: file, evaluator: evaluator)
            auditor.auditStorybookResult(result, file: file, folder: folder, evaluator: evaluator)
        }
    }

    /// Calls the customisation with what Storybook gives it. One written in a file the folder requires (a root
    /// webpack.config.storybook.js) runs there, with Storybook's config unmarked: what it adds is then reported
    /// where it is written, not at the require (the caller's marks would stop the callee's at the config's root).
    private func callStorybookCustomisation(_ body: FunctionBody, arguments: [ConfigNode], at site: ConfigNode, file: String, evaluator: StaticEvaluator) -> ConfigNode {
        guard let module = body.module, module != file, let owner = localModules?.evaluator(for: module) else {
            return evaluator.callForAnotherFile(body, arguments: arguments, at: site)
        }
        return owner.callForAnotherFile(body, arguments: arguments, at: site).arrived(from: module, line: site.line, column: site.column)
    }

    /// The config Storybook hands its customisation, as far as the audit models it: the sections it always has, empty,
    /// so that `{ ...config.resolve.alias, … }` adds to nothing rather than to an unknown value, and lists the
    /// customisation grows (`config.module.rules.push(…)`) are known to be grown from Storybook's own. Storybook's
    /// own rules and plugins are none of the audit's business: they stand as empty lists, so that rewriting them
    /// (`config.module.rules = config.module.rules.map(…)`, SVGR's file-loader exclusion) is no unknown value.
    static func storybookGivenConfig(at site: ConfigNode) -> ConfigNode {
        func property(_ key: String, _ value: ConfigNode.Value) -> ConfigProperty {
            ConfigProperty(key: key, value: ConfigNode(value, at: site), line: site.line, column: site.column)
        }
        let module = property("module", .object([property("rules", .array([]))]))
        let sections = ["resolve", "output", "optimization"].map { property($0, .object([])) }
        return ConfigNode(.object([module, property("plugins", .array([]))] + sections), at: site)
    }

    /// What the customisation returns: the config it was given, changed, is audited as a webpack configuration.
    private mutating func auditStorybookResult(_ result: ConfigNode, file: String, folder: String, evaluator: StaticEvaluator) {
        if case .module(let name) = result.value, name.hasPrefix(ConfigNode.globalPrefix) {
            add(ConfigRules.unresolved, file: file, at: result,
                message: "Storybook's webpack customisation returns `\(result.rendered)`, not the config it was given; its changes were not checked.",
                fix: "Review the changes this file makes by hand.")
            return
        }
        var result = result
        let devServers = Self.removingDevServer(from: &result)
        auditWebpackValue(result, file: file, evaluator: evaluator)
        // Storybook serves the stories itself (webpack-dev-middleware), never webpack-dev-server: devServer was
        // never read, so it is no server.proxy for viteFinal; Storybook's own proxying is its middleware.js, which
        // it loads whichever builder it uses (storybookjs/storybook#6762, #6773).
        for devServer in devServers {
            add(ConfigRules.devServer, file: file, at: devServer,
                message: Self.storybookMessagePrefix + "config.devServer \(devServer.value.rendered) is never read: Storybook serves the stories with its own server, not webpack-dev-server, whichever builder it uses.",
                fix: "Nothing to port to viteFinal. A proxy Storybook should make goes in \(folder)/middleware.js (module.exports = (router) => router.use('/api', createProxyMiddleware({ target: … })) with http-proxy-middleware), which Storybook loads with its Vite builder too.",
                severity: .info)
        }
    }

    /// Takes `devServer` out of the config (each alternative of it), returning what it was set to.
    private static func removingDevServer(from node: inout ConfigNode) -> [ConfigProperty] {
        switch node.value {
        case .object(let properties):
            let (devServers, rest) = (properties.filter { $0.key == "devServer" }, properties.filter { $0.key != "devServer" })
            node.value = .object(rest)
            return devServers
        case .either(var options):
            let removed = options.indices.flatMap { removingDevServer(from: &options[$0]) }
            node.value = .either(options)
            return removed
        case .array(var items):
            let removed = items.indices.flatMap { removingDevServer(from: &items[$0]) }
            node.value = .array(items)
            return removed
        default:
            return []
        }
    }

    /// Runs `audit` and rewrites the findings it adds as Storybook's: the message says so and the fix goes to
    /// `viteFinal` in the folder's `main` file instead of the app's vite.config.
    private mutating func attributingToStorybook(main: String, _ audit: (inout ConfigAuditor) -> Void) {
        let first = findings.count
        audit(&self)
        let folder = Self.directory(of: main)
        let target = "viteFinal (\(main))"
        for index in findings.indices.dropFirst(first) {
            var finding = findings[index]
            // Written as Storybook's already (its devServer): nothing of the app's to rewrite.
            if finding.message.hasPrefix(Self.storybookMessagePrefix) { continue }
            finding.message = Self.storybookMessagePrefix + finding.message
            var fix = Self.resolvingPaths(in: finding.fix ?? "", from: folder)
            if fix.contains("vite.config") {
                fix = fix.replacingOccurrences(of: "vite.config", with: target)
            } else if finding.ruleId != ConfigRules.unresolved.id {
                fix += (fix.isEmpty ? "" : " ") + "Storybook: in \(target)."
            }
            finding.fix = fix
            findings[index] = finding
        }
        keepingDefinesFromConfigTypeOnce(after: first)
    }

    static let storybookConfigTypeReason = "Storybook's configType (DEVELOPMENT or PRODUCTION)"
    static let storybookModeReason = "Storybook's mode (DEVELOPMENT or PRODUCTION)"

    /// A DefinePlugin value computed from configType (Storybook ≤5's mode) ports as written, viteFinal being given
    /// configType too: the define finding says so, and the unknown value is no second finding at the same place.
    /// By line: the unknown values of a line are one finding, at the first of them (`walkUnresolved`).
    private mutating func keepingDefinesFromConfigTypeOnce(after first: Int) {
        struct Place: Hashable { let file: String, line: Int }
        func place(_ finding: Finding) -> Place { Place(file: finding.file, line: finding.line) }
        let added = findings[first...]
        let fromStorybook = Set(added.filter { finding in
            finding.ruleId == ConfigRules.unresolved.id
                && [Self.storybookConfigTypeReason, Self.storybookModeReason].contains(where: finding.message.contains)
        }.map(place))
        let defines = Set(added.filter { $0.ruleId == ConfigRules.definePlugin.id && fromStorybook.contains(place($0)) }.map(place))
        guard !defines.isEmpty else { return }
        for index in findings.indices.dropFirst(first) where findings[index].ruleId == ConfigRules.definePlugin.id && defines.contains(place(findings[index])) {
            findings[index].fix = (findings[index].fix ?? "") + " (viteFinal(config, { configType }) is given Storybook's configType as well)"
        }
        findings = Array(findings[..<first]) + findings[first...].filter { $0.ruleId != ConfigRules.unresolved.id || !defines.contains(place($0)) || !fromStorybook.contains(place($0)) }
    }

    static let storybookMessagePrefix = "Storybook's webpack customisation: "

    /// A webpackFinal that takes the app's own webpack settings (`custom.module.rules` of `require('../webpack.config')`)
    /// reaches the same sites the app's audit reports: those are the app's to port to vite.config, which Storybook's
    /// Vite builder loads too, so Storybook's copy goes. Without this the scan kept one of the two, Storybook's.
    mutating func droppingStorybookRepeatsOfAppFindings() {
        struct Place: Hashable { let rule: String, file: String, line: Int, column: Int }
        func place(_ finding: Finding) -> Place { Place(rule: finding.ruleId, file: finding.file, line: finding.line, column: finding.column) }
        let prefix = Self.storybookMessagePrefix
        let app = Set(findings.lazy.filter { !$0.message.hasPrefix(prefix) }.map(place))
        guard !app.isEmpty else { return }
        findings.removeAll { $0.message.hasPrefix(prefix) && app.contains(place($0)) }
    }

    /// The fixes write `path.resolve(__dirname, 'src')` for a vite.config at the scanned root; in viteFinal,
    /// `__dirname` is the Storybook folder (`../src`).
    static func resolvingPaths(in fix: String, from folder: String) -> String {
        let opening = "path.resolve(__dirname, '"
        var result = ""
        var rest = Substring(fix)
        while let start = rest.range(of: opening), let close = rest[start.upperBound...].firstIndex(of: "'") {
            result += rest[..<start.upperBound] + relativePath(String(rest[start.upperBound..<close]), from: folder)
            rest = rest[close...]
        }
        return result + rest
    }

    /// Project-relative `path` as reached from the project-relative `folder`.
    static func relativePath(_ path: String, from folder: String) -> String {
        var from = folder.split(separator: "/")
        var to = path.split(separator: "/")
        while let head = from.first, head == to.first {
            from.removeFirst()
            to.removeFirst()
        }
        let steps = Array(repeating: "..", count: from.count) + to.map(String.init)
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// main.js names a Vite framework (`@storybook/react-vite`) or builder (`@storybook/builder-vite`,
    /// storybook-builder-vite): Storybook already builds with Vite.
    static func storybookUsesVite(_ main: ConfigNode) -> Bool {
        func name(_ node: ConfigNode?) -> String? { node?.string ?? node?["name"]?.string }
        let framework = name(main["framework"]) ?? ""
        let builder = name(main["core"]?["builder"]) ?? ""
        return framework.hasSuffix("-vite") || builder.contains("builder-vite")
    }

    /// The webpack builder itself: Storybook has a Vite one, chosen by framework (Storybook 7+) or core.builder (6.4–6.5).
    /// `customisations`: what the folder changes webpack's config with (`webpackFinal`, webpack.config.js), nil when
    /// main.js could not be read; a folder without any has nothing to port, only the builder to switch.
    /// `legacyEntry`: the config.js of a folder without main.js, which Storybook 7 no longer reads.
    private mutating func reportStorybookBuilder(
        folder: String, main: String, customisations: [String]?, legacyEntry: String?, file: String, at site: ConfigNode?
    ) {
        let declared = storybookPackages(of: folder)
        let range = declared["storybook"] ?? declared["@storybook/react"]
        let major = range.flatMap(Self.leadingMajor)
        // @storybook/builder-vite needs 6.4: a range starting below it (`^6.3.0`, `~6.1.4`) upgrades first.
        let minor = range.flatMap(Self.leadingMinor) ?? 4
        let webpackPackages = ["@storybook/react-webpack5", "@storybook/builder-webpack5", "@storybook/builder-webpack4", "@storybook/manager-webpack5",
            "@storybook/manager-webpack4", "@storybook/preset-create-react-app"].filter { declared[$0] != nil }
        let removal = webpackPackages.isEmpty ? "" : "; remove " + webpackPackages.joined(separator: ", ")
        let changes: String?
        switch customisations {
        case nil: changes = "any webpackFinal changes"
        case let names? where names.isEmpty: changes = nil
        case let names?: changes = names.count == 1 ? names[0] + "'s changes" : "the changes of " + names.joined(separator: " and ")
        }
        let fix: String
        switch major {
        case let major? where major >= 7:
            let port = changes.map { "; port \($0) to viteFinal (Storybook's Vite builder also loads the app's vite.config)." }
                ?? ". Storybook's Vite builder also loads the app's vite.config."
            fix = "framework: '@storybook/react-vite' in \(main) (install @storybook/react-vite\(removal))" + port
        case let major? where major == 6 && minor >= 4:
            let port = changes.map { " Port \($0) to viteFinal." } ?? ""
            fix = "On Storybook 6.4–6.5: core: { builder: '@storybook/builder-vite' } in \(main) (install @storybook/builder-vite\(removal)); better, upgrade to Storybook 7+ with framework: '@storybook/react-vite'.\(port)"
        default:
            // "there" would be preview.js after the words on config.js.
            let place = legacyEntry == nil ? "there" : "in \(Self.fileName(main))"
            let port = customisations?.isEmpty == false ? "; port this webpack customisation to viteFinal \(place)" : changes.map { "; port \($0) to viteFinal \(place)" } ?? ""
            // Storybook 7 removed configure(): the stories config.js loads become main.js's `stories` globs.
            let target = legacyEntry.map { entry in
                let name = Self.fileName(entry)
                // config.js and main.js share a folder, so the context's directory is written as it is.
                let globs = project.read(entry).map(Self.requireContextGlobs) ?? []
                let stories = globs.isEmpty ? "a stories glob for the files \(name)'s configure() loads"
                    : "stories: [\(globs.map { "'\($0)'" }.joined(separator: ", "))], the files \(name)'s require.context loads"
                return "create \(main) with framework: '@storybook/react-vite' and \(stories) (Storybook 7 removed configure(); the rest of \(name) goes to preview.js)"
            } ?? "use framework: '@storybook/react-vite' in \(main)"
            fix = "Upgrade Storybook (npx storybook@latest upgrade) and \(target)\(removal.isEmpty ? "" : " (" + removal.dropFirst(2) + ")")\(port)."
        }
        let builder = "Storybook builds the stories with webpack\(major.map { " (Storybook \($0))" } ?? ""); its Vite builder replaces it"
        let message = switch customisations {
        case nil: builder + ", and any webpack customisation in \(folder) does not carry over."
        case let names? where names.isEmpty: builder + ". \(folder) customises no webpack settings: only the builder changes."
        case _: builder + ", and the webpack customisation in \(folder) does not carry over."
        }
        if let site {
            add(ConfigRules.storybookBuilder, file: file, at: site, message: message, fix: fix)
        } else {
            add(ConfigRules.storybookBuilder, file: file, line: 1, message: message, fix: fix)
        }
    }

    /// The Storybook packages the package holding `folder` declares, name → range: the scanned package.json's, or a
    /// monorepo package's own (read quietly: the dependency audit reports a malformed one).
    private func storybookPackages(of folder: String) -> [String: String] {
        let owner = Self.directory(of: folder)
        guard !owner.isEmpty else { return dependencyLines.filter { Self.isStorybookPackage($0.key) }.mapValues(\.range) }
        guard let bytes = project.read(owner + "/package.json"),
            let manifest = StaticEvaluator(file: Lexer.lex(bytes, dialect: .javascript), directory: owner).evaluateExpression()
        else { return [:] }
        var declared: [String: String] = [:]
        for section in ["dependencies", "devDependencies", "peerDependencies"] {
            for property in manifest[section]?.properties ?? [] {
                guard let name = property.key, Self.isStorybookPackage(name), let range = property.value.string else { continue }
                declared[name] = range
            }
        }
        return declared
    }

    static func isStorybookPackage(_ name: String) -> Bool {
        name.hasPrefix("@storybook/") || name == "storybook" || name == "storybook-builder-vite"
    }

    /// The minor version a range starts with (`^6.3.2` → 3); nil without one (`^6`, a tag).
    static func leadingMinor(_ range: String) -> Int? {
        let version = range.drop { !$0.isNumber }.drop { $0.isNumber }
        guard version.first == "." else { return nil }
        return Int(version.dropFirst().prefix { $0.isNumber })
    }

    /// The major version a range starts with (`^6.4.0` → 6, `~5.3` → 5); nil without a digit (a tag, a URL).
    static func leadingMajor(_ range: String) -> Int? {
        let digits = range.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits)
    }
}
