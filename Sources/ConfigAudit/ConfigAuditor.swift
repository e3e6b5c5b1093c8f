import AuditModel
import JSLexer

/// Reads every build, Babel, Jest, CRA, .env, HTML and tsconfig file of a project and reports what must
/// move to Vite/Vitest, plus the facts the source rules need.
public struct ConfigAuditor {
    public let project: ConfigProject
    var findings: [Finding] = []
    var warnings: [ScanWarning] = []
    var facts = ConfigFacts()
    var configFiles: Set<String> = []
    /// Files' lines, for snippets.
    private var lineCache: [String: [String]] = [:]
    /// The Jest snapshot files, once read (`jestSnapshots()`).
    var jestSnapshotsRead: [JestSnapshotFile]?
    var packageJSON: ConfigNode?
    var dependencyLines: [String: (range: String, line: Int, column: Int, end: (line: Int, column: Int)?)] = [:]
    /// The package that declares CRA's scripts: react-scripts, or the TypeScript fork react-scripts-ts (wmonk's
    /// create-react-app-typescript, before CRA 2.1 took TypeScript), recorded under "react-scripts" in `dependencyLines`.
    var reactScriptsPackage = "react-scripts"
    var jestConfigSeen = false
    /// What the Jest configurations make tests, beyond Jest's default names.
    var jestTestFiles = JestTestFiles()
    var jestEnvironmentSet = false
    /// The project is an ejected Create React App (`isEjectedCRA`): only then are CRA's file names its leftovers.
    var ejectedCRA = false
    /// A legacy decorators plugin is configured somewhere (`proposal-decorators` with `legacy: true`, Babel 6's
    /// `transform-decorators-legacy`, customize-cra's `addDecoratorsLegacy`).
    var legacyDecorators = false
    /// The build folder react-app-rewired's `paths` override gives CRA (`paths.appBuild`), project-relative.
    var rewiredBuildFolder: String?
    /// Where class-properties plugins were reported redundant (`findings` index, name as written), revisited once every file is read
    /// because the decorators plugin may be configured after them or in another file.
    var classPropertiesRedundancies: [(index: Int, raw: String)] = []
    /// Each webpack config's first entry, its files in the order webpack runs them (project-relative, before
    /// extension probing): the module scripts of the page its HtmlWebpackPlugin builds.
    var pageEntries: [String: [String]] = [:]
    /// Per webpack config file, the project files each named entry chunk loads (`admin` → src/admin.js): the page an
    /// HtmlWebpackPlugin with `chunks: ['admin']` builds loads those.
    var chunkEntries: [String: [String: [String]]] = [:]
    /// The page each entry chunk of the webpack config being read is loaded by (`admin` → admin/index.html), from its
    /// HtmlWebpackPlugins' `chunks` and `filename`.
    var htmlPages: [String: String] = [:]
    /// The html-multi-entry finding of the webpack config being read (its index in `findings`) and its page chunks.
    var multiEntryFinding: (index: Int, chunks: [String])?
    /// The page template each webpack config's HtmlWebpackPlugin builds from (project-relative), where it names one.
    var pageTemplates: [String: String] = [:]
    /// The file names each webpack config writes its entry bundles to (output.filename without [hash] patterns, its
    /// [name] filled with each entry's, webpack's main.js when unset), for a hand-written index.html that loads them
    /// with a <script src>: true for a vendor entry's (packages only, a chunk rather than the app).
    var bundleFileNames: [String: [String: Bool]] = [:]
    /// The polyfills (`babel-polyfill`) a vendor entry lists, by config and bundle file name as in `bundleFileNames`:
    /// no module of the app imports them, so removing the chunk's script drops them.
    var vendorChunkPolyfills: [String: [String: [String]]] = [:]
    /// The files package.json scripts hand the webpack CLI with `--config`: webpack configurations whatever their names.
    var scriptWebpackConfigs: Set<String> = []
    /// The configuration each script's run of Vite loads: its `--config` file, or nil for Vite's default one.
    var scriptViteConfigs: Set<String?> = []
    /// The same for the scripts' runs of Vitest.
    var scriptVitestConfigs: Set<String?> = []
    /// The Storybook configuration folders package.json's scripts name with `-c`/`--config-dir`, besides `.storybook/`.
    var scriptStorybookFolders: Set<String> = []
    /// Jest configurations package.json's scripts name with `--config`, whatever their file names.
    var scriptJestConfigs: Set<String> = []
    /// The tsconfigs webpack's ts-loader compiles with (its `configFile` option), project-relative.
    var tsLoaderConfigs: Set<String> = []
    /// The loaders of the configuration being read's HappyPack plugins, by id: what its `happypack/loader` rules run.
    var happyPackPools: [String: ConfigNode] = [:]
    /// The project's modules that configuration files require, read once for all of them.
    var localModules: LocalModules?

    public init(project: ConfigProject) {
        self.project = project
    }

    /// Runs every configuration rule.
    public static func audit(_ project: ConfigProject) -> ConfigAuditResult {
        var auditor = ConfigAuditor(project: project)
        return auditor.run()
    }

    mutating func run() -> ConfigAuditResult {
        let files = project.files.filter { !$0.split(separator: "/").contains("node_modules") }.sorted()
        // What kind of project it is comes first: package.json's own rules depend on it (CRA's `homepage`).
        readDependencies()
        ejectedCRA = Self.isEjectedCRA(files: Set(files), declared: Set(dependencyLines.keys))
        readPackageJSON()
        let scriptConfigs = scriptWebpackConfigs.union(scriptJestConfigs)
        let storybookFolders = scriptStorybookFolders
        let storybookOnly = storybookOnlyWebpackConfigs(among: files)
        localModules = LocalModules(files: files, workspace: project.workspace, read: project.read) { path in
            // Storybook's own webpack config flows into the folder that requires it: that is where it is audited.
            guard !storybookOnly.contains(path) else { return false }
            return Self.isWebpackConfig(path) || Self.isStorybookConfig(path, customFolders: storybookFolders) || scriptConfigs.contains(path)
                || Self.isBabelOrJestConfig(Self.fileName(path))
        } isNamedConfiguration: { path in
            // vitest.config merges the vite.config it names, which is read by itself (see `viteConfigMerge`).
            Self.viteConfigNames.contains(Self.fileName(path))
        }
        // Before the other files: what vite.config already configures answers some of their findings (`envPrefix`).
        auditViteConfig(among: Set(files))
        // Storybook's folders first, each as one: its builder is reported once, whichever files it has.
        for folder in Set(files.compactMap { Self.storybookFolder(of: $0, customFolders: storybookFolders) }).sorted() {
            auditStorybookFolder(folder, files: Set(files))
        }
        for file in files {
            let name = Self.fileName(file)
            let directory = Self.directory(of: file)
            if Self.isStorybookConfig(file, customFolders: storybookFolders) || storybookOnly.contains(file) {
                continue
            } else if Self.isWebpackConfig(file) || scriptWebpackConfigs.contains(file) {
                auditWebpackConfig(file)
            } else if Self.isBabelConfig(name) {
                auditBabelFile(file)
            } else if Self.isJestConfig(name) || scriptJestConfigs.contains(file) {
                auditJestFile(file)
            } else if name == ".env-cmdrc" || name == ".env-cmdrc.json" {
                auditEnvCmdFile(file)
            } else if name == ".env" || name.hasPrefix(".env.") {
                auditEnvFile(file)
            } else if (name == "tsconfig.json" || name == "jsconfig.json") && !directory.hasPrefix("node_modules") {
                auditTSConfig(file)
            } else if file == "public/index.html" || file == "index.html" {
                auditHTML(file)
            } else if Self.isPostCSSConfig(file) {
                auditPostCSSConfig(file)
            } else if Self.isPipelineFile(file) {
                auditPipelineFile(file)
            }
        }
        auditTSLoaderConfigs()
        auditAmbientConstEnums(files)
        auditSnapshotFormat()
        // A factory read alone has no options: what its parameters fill in is read where other configurations
        // call it, so "the options parameter is only known when the config runs" is no gap there.
        if let called = localModules?.calledFactories, !called.isEmpty {
            findings.removeAll { $0.ruleId == ConfigRules.unresolved.id && called.contains($0.file) && $0.message.contains(" parameter is only known when the config runs") }
        }
        // react-app-rewired's paths override moved the build folder: react-scripts' build/ is not where it goes.
        if rewiredBuildFolder != nil {
            findings.removeAll { $0.ruleId == ConfigRules.outDir.id && $0.file == "package.json" && $0.message.hasPrefix("react-scripts build writes to build/") }
        }
        droppingStorybookRepeatsOfAppFindings()
        auditProjectShape(files)
        auditCRAImageInlineLimit(files)
        auditHTMLEntryLocation()
        keepClassPropertiesForLegacyDecorators()
        // A setting reached twice (a base config audited alone and through the config that calls its factory) is one.
        var seen = Set<Finding>()
        findings.removeAll { !seen.insert($0).inserted }
        findings.sortInReportOrder()
        warnings.sort(by: ScanWarning.precedesInReport)
        facts.defineKeys = Array(Set(facts.defineKeys)).sorted()
        facts.environmentKeys = Array(Set(facts.environmentKeys)).sorted()
        facts.envVariableNames = Array(Set(facts.envVariableNames)).sorted()
        facts.babelPlugins = Array(Set(facts.babelPlugins)).sorted()
        facts.resolveModules = Array(Set(facts.resolveModules)).sorted()
        facts.entries = Array(Set(facts.entries)).sorted()
        facts.jestTestFiles = jestTestFiles.files(among: files)
        facts.jestIgnoredFiles = jestTestFiles.ignoredFiles(among: files)
        facts.jestMappedFiles = Array(Set(facts.jestMappedFiles)).sorted()
        facts.unmockedFileGlobals = Array(Set(facts.unmockedFileGlobals)).sorted()
        facts.configurationFiles = scriptWebpackConfigs.union(scriptJestConfigs).intersection(files).union(localModules?.followed ?? []).sorted()
        // react-scripts' own Jest roots, unless craco's jest.configure set others.
        if facts.jestRoots == nil, !ejectedCRA, let reactScripts = dependencyLines["react-scripts"], Self.reactScriptsRootsAreSource(reactScripts.range) {
            facts.jestRoots = ["src"]
        }
        facts.webpackEntries.sort { ($0.file, $0.line, $0.written, $0.path) < ($1.file, $1.line, $1.written, $1.path) }
        return ConfigAuditResult(findings: findings, warnings: warnings, facts: facts, configFiles: configFiles.sorted())
    }

    // MARK: files

    /// The last path component (a trailing slash ignored, as `split` would). Over UTF-8 bytes: it runs for every
    /// listed file.
    static func fileName(_ path: String) -> String {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        let start = bytes[..<end].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
        return String(path[start..<end])
    }

    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// File names of webpack's own programs, which the config-name patterns would otherwise take for configurations.
    static let webpackProgramNames: Set<String> = ["webpack.js", "webpack-cli.js", "webpack-dev-server.js", "webpack.cjs", "webpack-cli.cjs"]

    static func isWebpackConfig(_ path: String) -> Bool {
        let name = fileName(path)
        let scriptExtensions = [".js", ".cjs", ".mjs", ".ts"]
        // webpack.config.js, webpack.prod.js, webpack.common.config.ts, webpack-dev.config.js, …
        // webpack's and its CLIs' own entry files (a vendored or linked copy) are programs, not configurations.
        let lowerName = name.lowercased()
        if name.hasPrefix("webpack.") || name.hasPrefix("webpack-") || name == "webpackfile.js",
            scriptExtensions.contains(where: name.hasSuffix), !name.hasSuffix(".d.ts"), !path.hasPrefix("node_modules/"),
            !Self.webpackProgramNames.contains(name), !CodeContext.webpackRuntimeNameParts.contains(where: lowerName.contains)
        {
            return true
        }
        if path.hasPrefix("config/webpack"), scriptExtensions.contains(where: name.hasSuffix) { return true }
        return name == "config-overrides.js" || name.hasPrefix("craco.config.") || name.hasPrefix(".cracorc")
    }

    static func isBabelConfig(_ name: String) -> Bool {
        name == ".babelrc" || name.hasPrefix(".babelrc.") || name.hasPrefix("babel.config.")
    }

    static func isJestConfig(_ name: String) -> Bool { name.hasPrefix("jest.config.") }

    static func isBabelOrJestConfig(_ name: String) -> Bool { isBabelConfig(name) || isJestConfig(name) }

    /// An evaluator of a configuration file that follows the project's modules it requires.
    func evaluator(of file: String, lexed: LexedFile) -> StaticEvaluator {
        StaticEvaluator(file: lexed, directory: Self.directory(of: file), path: file, modules: localModules)
    }

    /// Lexes a file as its extension says; nil (with a warning) when unreadable.
    mutating func lex(_ file: String) -> LexedFile? {
        guard let bytes = project.read(file) else {
            warnings.append(ScanWarning(file: file, message: "could not be read; its settings were not audited"))
            return nil
        }
        let ext = String(Self.fileName(file).split(separator: ".").last ?? "js")
        let dialect = SourceDialect(fileExtension: ext) ?? .javascript
        let lexed = Lexer.lex(bytes, dialect: dialect)
        if let error = lexed.errors.first {
            warnings.append(ScanWarning(file: file, message: "line \(error.line): \(error.message); values after it may be incomplete"))
        }
        return lexed
    }

    /// Evaluates a JSON-like file (JSON, JSON with comments, .babelrc) as one expression.
    mutating func evaluateJSON(_ file: String) -> ConfigNode? {
        guard let bytes = project.read(file) else { return nil }
        let lexed = Lexer.lex(bytes, dialect: .javascript)
        let value = StaticEvaluator(file: lexed, directory: Self.directory(of: file)).evaluateExpression()
        guard let value, case .object = value.value else {
            let line = value?.line ?? 1
            warnings.append(ScanWarning(file: file, message: "is not a JSON object (problem near line \(line)); its settings were not audited"))
            return nil
        }
        if let error = lexed.errors.first {
            warnings.append(ScanWarning(file: file, message: "malformed at line \(error.line): \(error.message); values after it may be incomplete"))
        }
        return value
    }

    // MARK: findings

    /// A finding at `line`:`column`, ending at `end` (exclusive) when the text it is about is known.
    mutating func add(
        _ rule: RuleDescription, file: String, line: Int, column: Int = 1, end: (line: Int, column: Int)? = nil, message: String, fix: String,
        snippet: String? = nil, severity: Severity? = nil
    ) {
        configFiles.insert(file)
        findings.append(Finding(ruleId: rule.id, severity: severity ?? rule.defaultSeverity, file: file, line: line, column: column,
            endLine: end?.line, endColumn: end?.column, message: message, fix: fix, snippet: snippet ?? lineText(file, line), context: .config))
    }

    /// A finding at `node`, in the file that writes it (a module the configuration `file` requires, or `file`),
    /// spanning the node's text on its first line.
    mutating func add(_ rule: RuleDescription, file: String, at node: ConfigNode, message: String, fix: String, severity: Severity? = nil) {
        add(rule, file: node.origin ?? file, line: node.line, column: node.column, end: node.end, message: message, fix: fix, severity: severity)
    }

    /// A finding at `property`, in the file that writes it, spanning `key: value` on its first line.
    mutating func add(_ rule: RuleDescription, file: String, at property: ConfigProperty, message: String, fix: String, severity: Severity? = nil) {
        add(rule, file: property.origin ?? file, line: property.line, column: property.column, end: property.end, message: message, fix: fix, severity: severity)
    }

    /// Notes the wp-resolve-modules finding just added as the setting that adds `folders`, with what it says when no
    /// import relies on them: the scan knows the imports, the configuration audit does not.
    mutating func noteModuleDirectories(_ folders: [String], ifUnused message: String, fix: String) {
        // A folder outside the project holds files the scan does not list: imports there cannot be told apart.
        guard let finding = findings.last, finding.ruleId == ConfigRules.resolveModules.id, !folders.isEmpty,
            !folders.contains(where: { $0 == ".." || $0.hasPrefix("../") })
        else { return }
        facts.moduleDirectorySettings.append(.init(
            folders: folders, file: finding.file, line: finding.line, column: finding.column, unusedMessage: message, unusedFix: fix))
    }

    /// Says where `evaluator` gave up on the rest of `file` (`StaticEvaluator.abandoned`): the settings after that
    /// point were not checked, which must not pass for a clean file. Returns whether it did.
    @discardableResult
    mutating func noteAbandonedEvaluation(_ evaluator: StaticEvaluator, file: String) -> Bool {
        guard let stop = evaluator.abandoned, case .unresolved(let reason) = stop.value else { return false }
        add(ConfigRules.unresolved, file: file, at: stop,
            message: "the audit stopped reading \(file) at line \(stop.line): \(reason); the settings from there on were not checked.",
            fix: "Review the rest of the file by hand (or simplify the expression at this line).")
        return true
    }

    /// Reports every unresolvable value inside `node` (the "never silently dropped" rule), at the property
    /// that holds it.
    /// `skipping`: top-level keys of `node` that a rule reads unresolved values of itself.
    mutating func reportUnresolved(_ node: ConfigNode, file: String, key: String, skipping: Set<String> = []) {
        var seen = Set<String>()
        if !skipping.isEmpty, case .object(let properties) = node.value {
            for property in properties where !skipping.contains(property.key ?? "") {
                walkUnresolved(property.value, file: file, key: key + "." + (property.key ?? "[computed]"), site: ConfigNode(.null, at: property), seen: &seen, depth: 1)
            }
            return
        }
        walkUnresolved(node, file: file, key: key, site: node, seen: &seen, depth: 0)
    }

    /// `site`: where the value is held (its property), whose position the finding takes.
    private mutating func walkUnresolved(_ node: ConfigNode, file: String, key: String, site: ConfigNode, seen: inout Set<String>, depth: Int) {
        guard depth < 12 else { return }
        switch node.value {
        case .unresolved(let reason):
            // One finding a line: an expression may hold several unknown parts.
            guard seen.insert("\(site.origin ?? file):\(site.line)").inserted else { return }
            let origin = node.line != site.line || node.origin != site.origin ? " (computed at \(node.origin.map { $0 + ":" } ?? "line ")\(node.line))" : ""
            add(ConfigRules.unresolved, file: file, at: site,
                message: "\(key) is not statically resolvable: \(reason)\(origin); rules that read \(key) could not check this value.",
                fix: "Check this value by hand when writing vite.config; a literal here lets the audit migrate it.")
        case .object(let properties):
            for property in properties {
                walkUnresolved(property.value, file: file, key: key + "." + (property.key ?? "[computed]"), site: ConfigNode(.null, at: property), seen: &seen, depth: depth + 1)
            }
        case .array(let items):
            for item in items { walkUnresolved(item, file: file, key: key + "[]", site: item, seen: &seen, depth: depth + 1) }
        case .either(let options):
            for option in options { walkUnresolved(option, file: file, key: key, site: site, seen: &seen, depth: depth + 1) }
        case .instance(_, let arguments), .call(_, let arguments):
            for argument in arguments { walkUnresolved(argument, file: file, key: key, site: site, seen: &seen, depth: depth + 1) }
        default:
            break
        }
    }

    mutating func lineText(_ file: String, _ line: Int) -> String {
        if lineCache[file] == nil {
            let text = project.read(file).map { String(decoding: $0, as: UTF8.self).withLFLineEnds } ?? ""
            lineCache[file] = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        guard let lines = lineCache[file], line >= 1, line <= lines.count else { return "" }
        return Finding.snippet(quoting: lines[line - 1])
    }

    /// `build.rolldownOptions` (Vite 8) or `build.rollupOptions` (Vite ≤7).
    var bundlerOptions: String { project.vite >= 8 ? "build.rolldownOptions" : "build.rollupOptions" }
    /// The transformer Vite uses instead of Babel.
    var transformer: String { project.vite >= 8 ? "Oxc" : "esbuild" }
    /// How to keep a Babel plugin.
    var keepBabel: String { project.vite >= 8 ? "@rolldown/plugin-babel" : "@vitejs/plugin-react({ babel: { plugins } })" }
    /// How Vite reads tsconfig `paths`/`baseUrl`: built in since Vite 8 (which warns that vite-tsconfig-paths is
    /// redundant), a plugin before.
    var tsconfigPathsResolver: String {
        project.vite >= 8 ? "resolve: { tsconfigPaths: true }" : "vite-tsconfig-paths (plugins: [tsconfigPaths()])"
    }

    /// Project-relative form of an evaluated path (`/src` → `src`).
    static func projectPath(_ value: String) -> String {
        value.hasPrefix("/") ? String(value.dropFirst()) : value
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
