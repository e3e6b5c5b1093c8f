import AuditModel
import JSLexer
import SourceStructure

/// Catalog section D: webpack-specific APIs in source (`wp-*`, source-level rows).
enum WebpackRules {
    static let all: [any Rule] = [
        RequireContext(), RequireEnsure(), RequireInclude(), ResolveWeak(), SystemImport(), ModuleHot(),
        ReactHotLoader(), PublicPathRuntime(), FreeVariables(), InlineLoader(), LoaderQuery(), SVGComponent(),
        ResolveModules(), ResolveExtensions(), ProvidePlugin(), CodeSplitLibraries(), WorkerLoader(),
    ]

    static let moduleMethods = "https://webpack.js.org/api/module-methods/"

    /// Free `require.<member>(` calls: (chain, open paren).
    static func requireMemberCalls(_ file: SourceFile, _ member: String) -> [MemberChain] {
        file.freeChains("require").filter { $0.segments.count == 1 && $0.segments[0].name == member && file.isCalled($0) }
    }

    /// `import.meta.<name>` chains.
    static func importMeta(_ file: SourceFile, _ name: String) -> [MemberChain] {
        guard file.lexed.containsBytes("meta") else { return [] }
        return file.tokens.indices.compactMap { index in
            guard file.isWord(index, "import"), file.isPunct(index + 1, "."), file.isWord(index + 2, "meta") else { return nil }
            let chain = file.structure.memberChain(at: index, in: file.lexed)
            return chain.segments.count >= 2 && chain.segments[1].name == name ? chain : nil
        }
    }

    /// Specifier token of a reference, or its keyword when the specifier is not a literal.
    static func anchor(_ reference: ModuleReference) -> Int { reference.specifierToken ?? reference.keywordToken }

    struct RequireContext: Rule {
        let description = RuleDescription(
            id: "wp-require-context", title: "require.context",
            summary: "`require.context(dir, recursive, regExp, mode)` and `import.meta.webpackContext(dir, options)`.",
            rationale: "A webpack-only API: `require` does not exist under Vite. `import.meta.glob` replaces it, with differences: keys are relative to the importer, regular expressions must become globs, `.resolve()`/`.id` have no equivalent.",
            defaultSeverity: .autoFixable,
            replacement: "`import.meta.glob('./dir/**/*.js', { eager: true })` (eager for `sync` mode); `recursive: false` → a single `*`.",
            sourceURL: moduleMethods + "#requirecontext",
            triggeringExamples: [
                "const icons = ⟦require.context('./icons', false, /\\.svg$/);",
                "const pages = ⟦require.context('./pages', true, /^(?!.*test).*\\.js$/, 'lazy');",
                "const ctx = ⟦import.meta.webpackContext('./locales', { recursive: false });",
                "const supported = typeof ⟦require.context === 'function';",
                "const icons = ⟦require.context('./icons', false, /\\.svg$/);\nexport const ids = icons.keys().map((key) => icons.resolve(key));",
            ],
            nonTriggeringExamples: ["const icons = import.meta.glob('./icons/*.svg', { eager: true });", "const ctx = React.createContext(null);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            // Most files never spell it: the require chains of a CommonJS file are not walked for nothing.
            guard file.lexed.containsBytes("context") || file.lexed.containsBytes("webpackContext") else { return }
            for chain in requireMemberCalls(file, "context") {
                let arguments = file.structure.arguments(ofCallAt: chain.lastToken + 1, in: file.lexed)
                report("require.context", chain: chain, arguments: arguments, glob: Self.glob(arguments, file),
                       mode: arguments.count > 3 ? arguments[3] : nil, file, &sink)
            }
            for chain in file.freeChains("require") where chain.segments.first?.name == "context" && !file.isCalled(chain) {
                sink.report(
                    at: chain.root, through: chain.segments[0].tokenIndex,
                    message: "require.context is webpack-only; `require` is undefined under Vite (even inside typeof)",
                    fix: "import.meta.glob", severity: .blocker)
            }
            for chain in importMeta(file, "webpackContext") {
                guard file.isCalled(chain) else {
                    sink.report(
                        at: chain.root, through: chain.lastToken,
                        message: "import.meta.webpackContext is webpack-only; Vite needs import.meta.glob",
                        fix: "import.meta.glob", severity: .autoFixable)
                    continue
                }
                let arguments = file.structure.arguments(ofCallAt: chain.lastToken + 1, in: file.lexed)
                report("import.meta.webpackContext", chain: chain, arguments: arguments, glob: Self.webpackContextGlob(arguments, file),
                       mode: Self.webpackContextOption("mode", arguments, file), file, &sink)
            }
        }

        /// The project-relative `test.include` glob when `pattern` (relative to `path`'s folder) matches test files by
        /// their names only (`./**/*.spec.js`, `./**/*_test.js`); nil for any other glob.
        static func testInclude(_ pattern: String, from path: String) -> String? {
            let name = pattern.split(separator: "/").last.map(String.init) ?? pattern
            guard name.hasPrefix("*"), [".spec.", ".test.", "_spec.", "_test.", "-spec.", "-test."].contains(where: name.contains) else { return nil }
            var folder = path.split(separator: "/").dropLast().map(String.init)
            var rest = pattern.split(separator: "/").map(String.init)[...]
            while let first = rest.first, first == "." || first == ".." {
                if first == ".." { guard !folder.isEmpty else { return nil }; folder.removeLast() }
                rest = rest.dropFirst()
            }
            return (folder + rest).joined(separator: "/")
        }

        /// A glob whose extensions (`*.svg`, `*.{png,jpg}`) are all assets: importing one gives its URL.
        static func globsOnlyAssets(_ pattern: String) -> Bool {
            guard let dot = pattern.lastIndex(of: "."), !pattern[dot...].contains("/") else { return false }
            let extensions = pattern[pattern.index(after: dot)...].split { $0 == "," || $0 == "{" || $0 == "}" }.map { $0.lowercased() }
            return !extensions.isEmpty && extensions.allSatisfy { CommonJSRules.assetExtensions.contains($0) }
        }

        /// One context call: auto-fixable with the exact glob when it translates and nothing reads what a glob lacks.
        private func report(
            _ callee: String, chain: MemberChain, arguments: [Range<Int>], glob: (pattern: String, eager: Bool, caseInsensitive: Bool)?,
            mode: Range<Int>?, _ file: SourceFile, _ sink: inout FindingSink
        ) {
            // Untranslated, the fix still keeps the mode: only `sync` (the default) hands out modules at once; `lazy`,
            // `lazy-once`, `eager` and `weak` hand out promises, as a lazy glob's functions do.
            let eagerFallback = mode.map { file.literal($0) == "sync" } ?? true
            let literal = arguments.first.flatMap { file.literal($0) }
            let directory = literal ?? file.excerpt(arguments.first ?? 0..<0)
            // `'../modules/'` + `/**/*` would glob `../modules//**/*`, which matches nothing.
            var globDirectory = directory
            while globDirectory.count > 1, globDirectory.hasSuffix("/") { globDirectory.removeLast() }
            // The call as written, quoted: `require.context('./icons', …)`.
            let call = "\(callee)(\(literal.map { "'\($0)'" } ?? directory)\(arguments.count > 1 ? ", …" : ""))"
            let uses = Self.uses(ofCallAt: chain.root, openParen: chain.lastToken + 1, file)
            if let glob, let include = Self.testInclude(glob.pattern, from: file.path) {
                // karma-webpack's single-bundle entry (tests.webpack.js): Vitest finds and runs each test file itself.
                sink.report(
                    at: chain.root, through: chain.lastToken,
                    message: "\(call) loads every test file into one webpack bundle (the test entry of karma-webpack setups); Vitest collects the test files itself",
                    fix: "test: { include: ['\(include)'] } in vite.config, and delete this entry", severity: .autoFixable)
                return
            }
            sink.report(
                at: chain.root, through: chain.lastToken,
                message: "\(call) is webpack-only; Vite needs import.meta.glob"
                    + (glob != nil ? "" : " (regex, mode or directory cannot be translated mechanically)") + uses.note,
                fix: glob.map { glob in
                    // Assets are URLs: `import: 'default'` makes each value the URL that file-loader's module was.
                    let assets = glob.eager && Self.globsOnlyAssets(glob.pattern)
                    let data = glob.pattern.lowercased().hasSuffix(".json")
                    return "import.meta.glob('\(glob.pattern)'\(glob.eager ? (assets ? ", { eager: true, import: 'default' }" : ", { eager: true }") : ""))"
                        + (assets ? " (each value is the file's \(data ? "parsed JSON" : "URL"), as webpack's was; drop `.default` where the code reads it)" : "")
                        + (glob.caseInsensitive ? " (globs match case-sensitively, unlike the /i regex)" : "")
                }
                    ?? "import.meta.glob('\(globDirectory)/**/*'\(eagerFallback ? ", { eager: true }" : "")), with the pattern the regex meant"
                        + (eagerFallback ? "" : " (its values are functions returning the module's promise)"),
                severity: glob == nil ? .blocker : uses.untranslatable.isEmpty ? .autoFixable : .manualFix)
        }

        /// How the context a call makes is used, when a `const` holds it: `.resolve(…)`/`.id`, which a glob's object
        /// cannot give, and the calls and `.keys()` that must read its object instead; `note` says both for the message.
        static func uses(ofCallAt start: Int, openParen: Int, _ file: SourceFile) -> (untranslatable: [String], note: String) {
            guard let close = file.structure.partner(of: openParen), let declaration = file.constDeclaration(initializedBy: start, through: close)
            else { return ([], "") }
            let name = declaration.name
            var untranslatable: [String] = []
            var lookups: [String] = []
            for use in file.uses(of: declaration) {
                let member = file.isPunct(use + 1, ".") ? file.word(use + 2) : nil
                let found: String
                switch member {
                case "resolve": found = "\(name).resolve()"
                case "id": found = "\(name).id"
                case "keys": found = "\(name).keys()"
                case nil where file.isPunct(use + 1, "("): found = "\(name)(key)"
                default: continue
                }
                if member == "resolve" || member == "id" {
                    if !untranslatable.contains(found) { untranslatable.append(found) }
                } else if !lookups.contains(found) {
                    lookups.append(found)
                }
            }
            var note = ""
            if !untranslatable.isEmpty {
                note += "; \(untranslatable.joined(separator: " and ")) \(untranslatable.count == 1 ? "has" : "have") no import.meta.glob equivalent"
            }
            if !lookups.isEmpty {
                note += "; \(lookups.joined(separator: " and ")) must read the glob's object instead, whose keys are relative to this file"
            }
            return (untranslatable, note)
        }

        /// The `import.meta.glob` pattern (and eagerness) of a `require.context` call, when it translates mechanically:
        /// a literal directory, boolean recursion, a regex matching a name suffix (`/\.js$/`, `/\.stories\.(js|tsx?)$/`),
        /// `sync` (eager) or `lazy` mode. Nil otherwise.
        static func glob(_ arguments: [Range<Int>], _ file: SourceFile) -> (pattern: String, eager: Bool, caseInsensitive: Bool)? {
            guard let first = arguments.first, arguments.count <= 4 else { return nil }
            return glob(
                directory: first, recursive: arguments.count > 1 ? arguments[1] : nil, regExp: arguments.count > 2 ? arguments[2] : nil,
                mode: arguments.count > 3 ? arguments[3] : nil, file)
        }

        /// The value of option `key` in `import.meta.webpackContext(dir, { … })`'s object literal, whatever else it holds.
        static func webpackContextOption(_ key: String, _ arguments: [Range<Int>], _ file: SourceFile) -> Range<Int>? {
            guard arguments.count == 2, file.isPunct(arguments[1].lowerBound, "{"), let close = file.structure.partner(of: arguments[1].lowerBound)
            else { return nil }
            return file.structure.splitAtCommas((arguments[1].lowerBound + 1)..<close, in: file.lexed).first { part in
                part.count > 2 && (file.word(part.lowerBound) ?? file.stringValue(part.lowerBound)) == key && file.isPunct(part.lowerBound + 1, ":")
            }.map { ($0.lowerBound + 2)..<$0.upperBound }
        }

        /// The same for `import.meta.webpackContext(dir, { recursive, regExp, mode })`, whose defaults are
        /// require.context's; nil for options that are not an object literal of those keys.
        static func webpackContextGlob(_ arguments: [Range<Int>], _ file: SourceFile) -> (pattern: String, eager: Bool, caseInsensitive: Bool)? {
            guard let first = arguments.first, arguments.count <= 2 else { return nil }
            var options: [String: Range<Int>] = [:]
            if arguments.count == 2 {
                let open = arguments[1].lowerBound
                guard file.isPunct(open, "{"), let close = file.structure.partner(of: open), close == arguments[1].upperBound - 1 else { return nil }
                for part in file.structure.splitAtCommas((open + 1)..<close, in: file.lexed) where !part.isEmpty {
                    // `key: value` only: a shorthand or spread hides the value.
                    guard part.count > 2, let key = file.word(part.lowerBound) ?? file.stringValue(part.lowerBound),
                        ["recursive", "regExp", "mode"].contains(key), file.isPunct(part.lowerBound + 1, ":")
                    else { return nil }
                    options[key] = (part.lowerBound + 2)..<part.upperBound
                }
            }
            return glob(directory: first, recursive: options["recursive"], regExp: options["regExp"], mode: options["mode"], file)
        }

        /// The glob from a context's literal parts; a part left out takes webpack's default (recursive, every file, sync).
        static func glob(directory first: Range<Int>, recursive recursion: Range<Int>?, regExp: Range<Int>?, mode: Range<Int>?, _ file: SourceFile)
            -> (pattern: String, eager: Bool, caseInsensitive: Bool)?
        {
            guard var directory = file.literal(first) else { return nil }
            while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
            var recursive = true
            if let recursion {
                switch file.source(recursion) {
                case "true": recursive = true
                case "false": recursive = false
                default: return nil
                }
            }
            var keys = recursive ? "**/*" : "*"
            var caseInsensitive = false
            if let regExp {
                guard regExp.count == 1, file.tokens[regExp.lowerBound].kind == .regex,
                    let glob = ContextGlob.keyGlob(file.text(regExp.lowerBound), recursive: recursive)
                else { return nil }
                keys = glob
                caseInsensitive = file.text(regExp.lowerBound).hasSuffix("/i")
            }
            var eager = true
            if let mode {
                switch file.literal(mode) {
                case "sync": eager = true
                case "lazy": eager = false
                default: return nil
                }
            }
            return (directory + "/" + keys, eager, caseInsensitive)
        }
    }

    struct RequireEnsure: Rule {
        let description = RuleDescription(
            id: "wp-require-ensure", title: "require.ensure",
            summary: "webpack's legacy code-splitting call `require.ensure(deps, callback, errorCallback?, chunkName?)`.",
            rationale: "No `require` and no `require.ensure` under Vite; code splitting is `import()`.",
            defaultSeverity: .autoFixable,
            replacement: "`import('./X').then((m) => …)`.",
            sourceURL: moduleMethods + "#requireensure",
            triggeringExamples: ["⟦require.ensure([], function (require) { const Chart = require('./Chart'); render(Chart); }, 'chart');"],
            nonTriggeringExamples: ["import('./Chart').then((m) => render(m.default));"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for chain in requireMemberCalls(file, "ensure") {
                let arguments = file.structure.arguments(ofCallAt: chain.lastToken + 1, in: file.lexed)
                let simple = arguments.count >= 2 && file.source(arguments[0]) == "[]"
                let loaded = arguments.count >= 2 ? Self.requiredPaths(in: arguments[1], file) : []
                // The modules the callback requires are what import() loads. import() gives the namespace: what a
                // CommonJS module assigned to module.exports (once ported to `export default`) is then `m.default`.
                let fix = switch loaded.count {
                case 1: "import('\(loaded[0])').then((m) => …) (m is the namespace: m.default for a default export or a former module.exports)"
                case 2...4: "Promise.all([\(loaded.map { "import('\($0)')" }.joined(separator: ", "))]).then((modules) => …)"
                default: "import('./X').then((m) => …)"
                }
                sink.report(
                    at: chain.root, through: chain.lastToken,
                    message: "require.ensure is webpack's legacy code splitting; Vite splits on import()",
                    fix: fix, severity: simple ? .autoFixable : .blocker)
            }
        }

        /// The distinct literal paths `require('…')` calls in `range` (the ensure callback) load, in order.
        static func requiredPaths(in range: Range<Int>, _ file: SourceFile) -> [String] {
            var paths: [String] = []
            var index = range.lowerBound
            while index + 3 < range.upperBound {
                if file.word(index) == "require", file.isPunct(index + 1, "("), let path = file.stringValue(index + 2), file.isPunct(index + 3, ")"),
                    !paths.contains(path)
                {
                    paths.append(path)
                }
                index += 1
            }
            return paths
        }
    }

    struct RequireInclude: Rule {
        let description = RuleDescription(
            id: "wp-require-include", title: "require.include",
            summary: "`require.include('x')`, which only told webpack to put a module in the current chunk.",
            rationale: "No effect outside webpack, and `require` is undefined under Vite.",
            defaultSeverity: .autoFixable, replacement: "Delete the call.",
            sourceURL: moduleMethods + "#requireinclude",
            triggeringExamples: ["⟦require.include('./shared');"], nonTriggeringExamples: ["include('./shared');"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for chain in requireMemberCalls(file, "include") {
                sink.report(at: chain.root, through: chain.lastToken, message: "require.include only steered webpack's chunking; delete it", fix: "delete the call")
            }
        }
    }

    struct ResolveWeak: Rule {
        let description = RuleDescription(
            id: "wp-resolve-weak", title: "require.resolveWeak / __webpack_modules__",
            summary: "SSR code-splitting helpers that read webpack's module registry: `require.resolveWeak`, `__webpack_modules__`.",
            rationale: "Vite has no module registry of this shape (react-universal-component, loadable SSR).",
            defaultSeverity: .blocker, replacement: "`React.lazy`, or the SSR framework's own splitting.",
            sourceURL: moduleMethods + "#requireresolveweak",
            triggeringExamples: ["const id = ⟦require.resolveWeak('./Page');\nconst ready = !!⟦__webpack_modules__[id];"],
            nonTriggeringExamples: ["const Page = React.lazy(() => import('./Page.js'));"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            var hits: [(Int, Int, String)] = []
            for chain in file.freeChains("require") where chain.segments.first?.name == "resolveWeak" {
                hits.append((chain.root, chain.segments[0].tokenIndex, "require.resolveWeak"))
            }
            for index in file.structure.freeReferences(to: "__webpack_modules__") { hits.append((index, index, "__webpack_modules__")) }
            for (start, end, what) in hits.sorted(by: { $0.0 < $1.0 }) {
                sink.report(at: start, through: end, message: "\(what) reads webpack's module registry; Vite has none", fix: "React.lazy")
            }
        }
    }

    struct SystemImport: Rule {
        let description = RuleDescription(
            id: "wp-system-import", title: "System.import",
            summary: "`System.import('./x')`, webpack 1/2's dynamic import (deprecated since 2.1.0-beta.28).",
            rationale: "Only webpack understood it; `System` is undefined in browsers.",
            defaultSeverity: .autoFixable, replacement: "`import('./x')`.",
            sourceURL: "https://github.com/webpack/webpack/issues/2163",
            triggeringExamples: ["const About = () => ⟦System.import('./About');"],
            nonTriggeringExamples: ["const About = () => import('./About.js');"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for chain in file.freeChains("System") where chain.segments.first?.name == "import" && file.isCalled(chain) {
                let module = file.structure.arguments(ofCallAt: chain.lastToken + 1, in: file.lexed).first.flatMap { file.literal($0) }
                sink.report(at: chain.root, through: chain.lastToken, message: "System.import is webpack's pre-2.0 dynamic import; use import()",
                    fix: module.map { "import('\($0)')" } ?? "import(…)")
            }
        }
    }

    struct ModuleHot: Rule {
        let description = RuleDescription(
            id: "wp-module-hot", title: "module.hot (webpack HMR API)",
            summary: "Every `module.hot` use (`module.hot.accept/decline/dispose/status`) with a free `module`, and `import.meta.webpackHot`.",
            rationale: "`module` is undefined in Vite (`ReferenceError`), and so is `import.meta.webpackHot` (its guarded block never runs; an unguarded call throws). React entries do not need manual HMR: @vitejs/plugin-react's Fast Refresh handles components. Custom HMR logic moves to `import.meta.hot`, whose API differs.",
            defaultSeverity: .autoFixable,
            replacement: "React entries: delete the block. Other code: `if (import.meta.hot) { import.meta.hot.accept(…) }` (written literally).",
            sourceURL: "https://vite.dev/guide/api-hmr",
            triggeringExamples: [
                "if (⟦module.hot) {\n  ⟦module.hot.accept('./App', () => render(App));\n}",
                "⟦import.meta.webpackHot.accept();",
            ],
            nonTriggeringExamples: [
                "if (import.meta.hot) { import.meta.hot.accept(); }",
                "export default hot(module)(App);",
                "function setup(module) { if (module.hot) module.hot.accept(); }",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            // The file's HMR uses are found once, with the file (its guard ranges come from them too).
            guard file.context.isBundled, !file.hotChains.isEmpty else { return }
            let reactEntry = file.structure.modules.contains { $0.specifier == "react-dom" || $0.specifier == "react-dom/client" }
            let severity: Severity = reactEntry ? .autoFixable : .manualFix
            var hits: [(Int, Int, String, String?)] = []
            for hot in file.hotChains {
                let chain = hot.chain
                if hot.method == 1 {
                    let method = chain.segments.count > 1 ? chain.segments[1].name.map { "module.hot." + $0 } : nil
                    hits.append((chain.root, chain.segments[0].tokenIndex, method ?? "module.hot", Self.acceptedDependency(chain, file)))
                } else {
                    hits.append((chain.root, chain.segments[1].tokenIndex, "import.meta.webpackHot", Self.acceptedDependency(chain, file)))
                }
            }
            for (start, end, what, dependency) in hits.sorted(by: { $0.0 < $1.0 }) {
                let undefined = what.hasPrefix("import.meta.") ? "undefined under Vite" : "module is undefined under Vite"
                // webpack re-ran the dependency for a require() or a live import binding in the callback; Vite hands the callback the updated module.
                let portedFix = dependency.map { "if (import.meta.hot) { import.meta.hot.accept('\($0)', (next) => …) }: the callback is given the updated module (next.default), which neither a require() nor this file's import of it sees" }
                sink.report(
                    at: start, through: end,
                    message: reactEntry
                        ? "\(what) is webpack's HMR API (\(undefined)); React Fast Refresh makes this block unnecessary"
                        : "\(what) is webpack's HMR API (\(undefined)); port it to import.meta.hot",
                    fix: reactEntry ? "delete the HMR block" : portedFix ?? "if (import.meta.hot) { import.meta.hot.accept(…) }", severity: severity)
            }
        }

        /// The dependency `module.hot.accept('../reducers', …)` names, when it is one literal path and a callback follows.
        static func acceptedDependency(_ chain: MemberChain, _ file: SourceFile) -> String? {
            guard chain.segments.last?.name == "accept", file.isCalled(chain) else { return nil }
            let arguments = file.structure.arguments(ofCallAt: chain.lastToken + 1, in: file.lexed)
            guard arguments.count == 2 else { return nil }
            return file.literal(arguments[0])
        }
    }

    struct ReactHotLoader: Rule {
        let description = RuleDescription(
            id: "wp-react-hot-loader", title: "react-hot-loader",
            summary: "Imports of `react-hot-loader` (`hot`, `react-hot-loader/root`, `AppContainer`, `setConfig`) and `@hot-loader/react-dom`.",
            rationale: "react-hot-loader patches webpack's HMR runtime; under Vite it does nothing or breaks. @vitejs/plugin-react's Fast Refresh replaces it (components-only modules required).",
            defaultSeverity: .autoFixable,
            replacement: "Remove the import and the `hot(module)(App)` wrapper; add `eslint-plugin-react-refresh`.",
            sourceURL: "https://github.com/gaearon/react-hot-loader",
            triggeringExamples: ["⟦import { hot } from 'react-hot-loader';\nexport default hot(module)(App);", "⟦import { hot } from 'react-hot-loader/root';"],
            nonTriggeringExamples: ["import { StrictMode } from 'react';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for reference in file.references(to: { $0 == "react-hot-loader" || $0.hasPrefix("react-hot-loader/") || $0 == "@hot-loader/react-dom" }) {
                sink.report(
                    at: reference.keywordToken, through: reference.specifierToken,
                    message: "'\(reference.specifier ?? "")' hooks into webpack's HMR; Vite's React plugin does Fast Refresh itself",
                    fix: Self.fix(for: reference))
            }
        }

        /// What the file has to lose with the import: v4's `hot(module)(App)` wrapper, v3's `<AppContainer>` around the
        /// rendered app, `setConfig(…)` calls; the names are the file's own (`AppContainer as HotContainer`).
        static func fix(for reference: ModuleReference) -> String {
            if reference.specifier == "@hot-loader/react-dom" { return "import from 'react-dom' and remove @hot-loader/react-dom" }
            let uses = reference.bindings.filter { !$0.isTypeOnly }.map { binding -> String in
                switch binding.imported {
                case "hot": reference.specifier == "react-hot-loader/root" ? "\(binding.local)(…) wrapper" : "\(binding.local)(module)(…) wrapper"
                case "AppContainer": "<\(binding.local)> wrapper around the rendered app"
                case "default", "*": "\(binding.local) uses"
                default: "\(binding.local)(…) calls"
                }
            }
            return uses.isEmpty ? "remove the import and react-hot-loader" : "remove react-hot-loader and its \(uses.joined(separator: " and "))"
        }
    }

    struct PublicPathRuntime: Rule {
        let description = RuleDescription(
            id: "wp-public-path-runtime", title: "__webpack_public_path__ assignment",
            summary: "Assignments to `__webpack_public_path__` or `__webpack_require__.p` (runtime public path).",
            rationale: "Vite has no runtime public path: `base` is fixed at build time (vitejs/vite#3522, #7560).",
            defaultSeverity: .blocker,
            replacement: "`base` (or `base: './'` for relative deploys); for CDN hosts `experimental.renderBuiltUrl` returning `{ runtime: … }`.",
            sourceURL: "https://vite.dev/guide/build#advanced-base-options",
            triggeringExamples: ["⟦__webpack_public_path__ = window.STATIC_URL;"],
            nonTriggeringExamples: ["const base = import.meta.env.BASE_URL;"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for chain in file.freeChains("__webpack_public_path__") + file.freeChains("__webpack_require__") {
                let isPublicPath = chain.rootName == "__webpack_public_path__" ? chain.segments.isEmpty : chain.segments.first?.name == "p"
                guard isPublicPath, file.isAssigned(chain) else { continue }
                let name = chain.staticPath.joined(separator: ".")
                if file.text(chain.lastToken + 1) == "=", Self.isOriginRoot(Self.assignedValue(after: chain.lastToken + 1, file)) {
                    // react-slingshot's webpack-public-path.js: the page's own origin root is what Vite's default
                    // base '/' already loads from, so nothing is left to port.
                    sink.report(
                        at: chain.root, through: chain.lastToken,
                        message: "\(name) is set to this origin's root at run time, which Vite's default base '/' already is",
                        fix: "delete the assignment (and its import); keep base '/'", severity: .autoFixable)
                    continue
                }
                sink.report(
                    at: chain.root, through: chain.lastToken,
                    message: "\(name) sets webpack's public path at run time; Vite fixes `base` at build time",
                    fix: "base / experimental.renderBuiltUrl in vite.config")
            }
        }

        /// The source of the value assigned after the `=` at `equals`: up to `;`, or a line that starts a new statement
        /// (neither it nor the line before continues the expression with an operator); at most 24 tokens.
        static func assignedValue(after equals: Int, _ file: SourceFile) -> String {
            var end = equals + 1
            while end < file.tokens.count, end - equals <= 24, !file.isPunct(end, ";") {
                if end > equals + 1, file.tokens[end].newlineBefore {
                    let continues = { (index: Int) in file.tokens[index].kind == .punctuator && ![")", "]", "}"].contains(file.text(index)) }
                    if !continues(end) && !continues(end - 1) { break }
                }
                end += 1
            }
            return file.source((equals + 1)..<end)
        }

        /// True for the spellings of "this page's origin, root path": `location.protocol + '//' + location.host + '/'`,
        /// its template form, `location.origin + '/'`, and `'/'` (with or without `window.`).
        static func isOriginRoot(_ value: String) -> Bool {
            var compact = value.filter { !$0.isWhitespace }.replacingOccurrences(of: "'", with: "\"")
            compact = compact.replacingOccurrences(of: "window.location.", with: "location.")
            return [
                "location.protocol+\"//\"+location.host+\"/\"", "`${location.protocol}//${location.host}/`",
                "location.origin+\"/\"", "`${location.origin}/`", "\"/\"", "`/`",
            ].contains(compact)
        }
    }

    struct FreeVariables: Rule {
        static let names = [
            "__webpack_require__", "__webpack_chunk_load__", "__webpack_hash__", "__webpack_nonce__",
            "__non_webpack_require__", "__resourceQuery", "__webpack_get_script_filename__", "__webpack_module__",
            "__webpack_global__", "__webpack_exports_info__", "__webpack_is_included__", "__webpack_base_uri__",
            "__webpack_runtime_id__", "__webpack_public_path__", "DEBUG",
        ]

        /// What replaces each variable under Vite; `remove it` (with the reason) where Vite has no counterpart.
        static let fixes: [String: String] = [
            "__webpack_require__": "remove it: Vite has no module registry; import the module (import … from / import())",
            "__webpack_chunk_load__": "import() the module: Vite loads its chunks itself",
            "__webpack_hash__": "remove it: Vite has no compilation hash; inject a build id through define in vite.config",
            "__webpack_nonce__": "html.cspNonce in vite.config (Vite puts the nonce on the tags it injects); delete this use",
            "__non_webpack_require__": "an import; in Node code createRequire(import.meta.url)",
            "__resourceQuery": "remove it: Vite passes no import query to the module; export a function taking the value",
            "__webpack_get_script_filename__": "remove it: Vite names chunks at build time (chunkFileNames)",
            "__webpack_module__": "import.meta (import.meta.url for the module's URL)",
            "__webpack_global__": "globalThis",
            "__webpack_exports_info__": "remove it: only the bundler knows which exports are used",
            "__webpack_is_included__": "remove it: Vite has no equivalent; import the module where it is needed",
            "__webpack_base_uri__": "base in vite.config (fixed at build time); read it as import.meta.env.BASE_URL",
            "__webpack_runtime_id__": "remove it: Vite has no runtime ids",
            "__webpack_public_path__": "import.meta.env.BASE_URL",
            "DEBUG": "import.meta.env.DEV",
            "import.meta.webpack": "remove it: it is webpack's major version; Vite has no equivalent",
        ]

        let description = RuleDescription(
            id: "wp-free-vars", title: "webpack module variable",
            summary: "Free webpack module variables (`__webpack_require__`, `__webpack_nonce__`, `__webpack_hash__`, `__non_webpack_require__`, `__resourceQuery`, `DEBUG`, …) and `import.meta.webpack`.",
            rationale: "Only webpack's runtime defines them; under Vite they are `ReferenceError`s.",
            defaultSeverity: .blocker,
            replacement: "Redesign; `__webpack_nonce__` → Vite's `html.cspNonce`.",
            sourceURL: "https://webpack.js.org/api/module-variables/",
            triggeringExamples: ["⟦__webpack_nonce__ = window.NONCE;", "const hash = ⟦__webpack_hash__;"],
            nonTriggeringExamples: ["const DEBUG = false; if (DEBUG) log();"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            var hits: [(Int, String, String?)] = []
            for name in Self.names where !project.facts.definePluginKeys.contains(name) {
                for chain in file.freeChains(name) {
                    // Public-path assignments are `wp-public-path-runtime`.
                    if name == "__webpack_public_path__", chain.segments.isEmpty, file.isAssigned(chain) { continue }
                    if name == "__webpack_require__", chain.segments.first?.name == "p", file.isAssigned(chain) { continue }
                    // A read of `__webpack_require__.p` is the public path, as `__webpack_public_path__` is.
                    let readsPublicPath = name == "__webpack_require__" && chain.segments.first?.name == "p"
                    hits.append((chain.root, name, readsPublicPath ? Self.fixes["__webpack_public_path__"] : Self.fixes[name]))
                }
            }
            for chain in importMeta(file, "webpack") { hits.append((chain.root, "import.meta.webpack", Self.fixes["import.meta.webpack"])) }
            for (index, name, fix) in hits.sorted(by: { $0.0 < $1.0 }) {
                sink.report(at: index, message: "\(name) exists only in webpack's runtime; it is undefined under Vite", fix: fix)
            }
        }
    }

    struct InlineLoader: Rule {
        static let mechanical: [String: String] = [
            "raw-loader": "?raw", "url-loader": "?url", "file-loader": "?url", "style-loader": "plain import",
            "css-loader": "plain import", "worker-loader": "?worker", "json-loader": "plain import",
            "svg-inline-loader": "?raw", "sass-loader": "plain import", "less-loader": "plain import",
            // SVG files as React components: vite-plugin-svgr's `?react`.
            "svg-react-loader": "?react", "react-svg-loader": "?react", "@svgr/webpack": "?react",
        ]

        /// The Vite counterpart of a loader named in a specifier. webpack 1 (and webpack 2+ configured with
        /// `resolveLoader.moduleExtensions: ['-loader']`) let specifiers drop the suffix: `file?name=…!`, `style!css!`.
        static func viteCounterpart(of loader: String) -> String? {
            mechanical[loader] ?? (loader.hasSuffix("-loader") ? nil : mechanical[loader + "-loader"])
        }

        /// The fix for a file-loader import kept only for its side effect (`import 'file?name=[name].[ext]!./favicon.ico'`):
        /// it copied the file into the build under its own name, which is what Vite's `public/` folder does.
        static func publicFolderFix(_ specifier: String, loaders: [String], reference: ModuleReference) -> String? {
            guard reference.kind == .importDeclaration, reference.bindings.isEmpty, loaders == ["file"] || loaders == ["file-loader"],
                let resource = specifier.split(separator: "!").last.map(String.init)
            else { return nil }
            return "move \(resource) into public/ (Vite copies it to the build root unchanged) and delete the import"
        }

        let description = RuleDescription(
            id: "wp-inline-loader", title: "Inline webpack loader in a specifier",
            summary: "Import or require specifiers with loader syntax: `!!raw-loader!./x.txt`, `style-loader!css-loader!./a.css`, `worker-loader!./w.js`, `expose-loader?exposes=$!jquery`.",
            rationale: "Vite has no loaders; the specifier does not resolve. Most loaders map to Vite queries (`?raw`, `?url`, `?worker`); expose/imports/script/bundle loaders need redesign.",
            defaultSeverity: .autoFixable,
            replacement: "`?raw`, `?url`, `?inline`, `?worker`, plain `import './a.css'`; explicit imports instead of injected globals.",
            sourceURL: "https://webpack.js.org/concepts/loaders/#inline",
            triggeringExamples: ["import terms from ⟦'!!raw-loader!./terms.txt';", "require(⟦'expose-loader?exposes=$!jquery');"],
            nonTriggeringExamples: ["import terms from './terms.txt?raw';", "const warn = 'Stop!';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for reference in file.structure.modules {
                guard let specifier = reference.specifier, specifier.utf8.contains(UInt8(ascii: "!")), let token = reference.specifierToken else { continue }
                // Split at the bytes `!` and `?`, as the guard above found them (a combining mark after `!` stays a split).
                let loaders = specifier.utf8.split(separator: UInt8(ascii: "!")).dropLast()
                    .map { part in String(decoding: part.split(separator: UInt8(ascii: "?")).first ?? part, as: UTF8.self) }
                    .filter { !$0.isEmpty }
                let unknown = loaders.filter { Self.viteCounterpart(of: $0) == nil }
                var replacement = WebpackRules.cssModuleFix(specifier, reference: reference, in: file)
                    ?? Self.publicFolderFix(specifier, loaders: loaders, reference: reference)
                    ?? loaders.compactMap(Self.viteCounterpart).first ?? "explicit imports"
                if replacement == "?react", let resource = specifier.split(separator: "!").last?.split(separator: "?").first {
                    replacement = "'\(resource)?react' with vite-plugin-svgr"
                }
                if reference.kind == .require, let statement = Self.importReplacing(reference, specifier: specifier, replacement: replacement, file, project: project) {
                    replacement = statement
                } else if reference.kind != .require, let target = Self.viteSpecifier(specifier, replacement: replacement) {
                    // The specifier to write, not the bare query: `'!!raw-loader!./terms.txt'` → `'./terms.txt?raw'`.
                    replacement = replacement == "plain import" && !reference.bindings.isEmpty ? "import '\(target)' with no binding" : "'\(target)'"
                }
                sink.report(
                    at: token,
                    message: "'\(specifier)' uses inline webpack loaders (\(loaders.joined(separator: ", "))); Vite does not run loaders",
                    fix: unknown.isEmpty ? replacement : "redesign: \(unknown.joined(separator: ", ")) \(unknown.count == 1 ? "has" : "have") no Vite equivalent",
                    severity: unknown.isEmpty ? .autoFixable : .blocker)
            }
        }

        /// The resource of an inline-loader request with the Vite query its loaders map to (`./terms.txt?raw`), or alone
        /// for a plain import; nil when the loaders map to neither.
        static func viteSpecifier(_ specifier: String, replacement: String) -> String? {
            guard replacement.hasPrefix("?") || replacement == "plain import", let resource = specifier.split(separator: "!").last else { return nil }
            return String(resource) + (replacement == "plain import" ? "" : (resource.contains("?") ? "&" + replacement.dropFirst() : replacement))
        }

        /// The import that replaces a `require` of an inline-loader request whose loaders map to a Vite query or a
        /// plain import: a query on the required path would not help, since `require` itself is not defined under
        /// Vite (`const banner = require('!!raw-loader!./banner.txt')` → `import banner from './banner.txt?raw'`).
        /// Nil when the loaders have no mechanical counterpart.
        static func importReplacing(
            _ reference: ModuleReference, specifier: String, replacement: String, _ file: SourceFile, project: ProjectContext
        ) -> String? {
            guard let target = viteSpecifier(specifier, replacement: replacement) else { return nil }
            if !file.structure.isNested(reference.keywordToken, in: file.lexed),
                let statement = CommonJSRules.RequireStatic.importStatement(reference, specifier: target, file, project: project)
            {
                return statement + " (require is not defined under Vite)"
            }
            return "an import of '\(target)' (require is not defined under Vite)"
        }
    }

    /// The fix for `styles from 'style-loader!css-loader?modules!./theme.css'` whose binding is used: under Vite a
    /// plain stylesheet's default import is no object of class names, so the file must be named as a CSS module
    /// (css-modules-by-config says the same for modules set in the webpack config). Nil for any other import.
    static func cssModuleFix(_ specifier: String, reference: ModuleReference, in file: SourceFile) -> String? {
        let parts = specifier.split(separator: "!")
        guard let resource = parts.last.map({ String($0.split(separator: "?").first ?? $0) }),
            parts.dropLast().contains(where: { part in
                (part.hasPrefix("css-loader?") || part.hasPrefix("css?")) && part.contains("modules") && !part.contains("modules=false") && !part.contains("modules:false")
            }),
            let ext = AssetRules.fileExtension(of: resource), StyleRules.extensions.contains(ext.lowercased()),
            let binding = reference.bindings.first(where: { $0.imported == "default" || $0.imported == "*" }),
            file.structure.references[binding.local]?.isEmpty == false
        else { return nil }
        if resource.contains(".module.") { return "import \(binding.local) from '\(resource)' (a *.module.* file is a CSS module under Vite)" }
        let renamed = resource.dropLast(ext.count) + "module." + ext
        let name = resource.split(separator: "/").last.map(String.init) ?? resource
        let newName = renamed.split(separator: "/").last.map(String.init) ?? String(renamed)
        return "rename \(name) to \(newName) and import \(binding.local) from '\(renamed)': Vite makes only *.module.* files CSS Modules"
    }

    struct LoaderQuery: Rule {
        static let viteQueries: Set<String> = [
            "raw", "url", "inline", "no-inline", "worker", "sharedworker", "react", "import", "worker&inline", "worker&url", "component",
            "init",  // WebAssembly: `import init from "./x.wasm?init"`
        ]

        let description = RuleDescription(
            id: "wp-loader-query", title: "Loader resource query",
            summary: "Relative specifiers with a resource query consumed by a webpack loader (`./img.jpg?sizes[]=300`).",
            rationale: "Vite passes unknown queries to plugins; without one the import fails or returns something else.",
            defaultSeverity: .manualFix, replacement: "Map to a Vite query or a Vite plugin that understands it.",
            sourceURL: "https://vite.dev/guide/assets",
            triggeringExamples: ["import hero from ⟦'./hero.jpg?sizes[]=300,sizes[]=600';"],
            nonTriggeringExamples: ["import shader from './shader.glsl?raw';", "import Logo from './logo.svg?react';", "import init from './engine.wasm?init';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for reference in file.structure.modules {
                // A computed path (`` require(`./cards/${image}.jpeg?webp`) ``) carries its query in the static tail.
                if reference.specifier == nil {
                    reportComputed(reference, file, &sink)
                    continue
                }
                // Bytes, not characters: this runs for every import of every file.
                guard let specifier = reference.specifier, specifier.utf8.first == UInt8(ascii: "."),
                    let question = specifier.utf8.firstIndex(of: UInt8(ascii: "?")), !specifier.utf8.contains(UInt8(ascii: "!")),
                    let token = reference.specifierToken
                else { continue }
                let query = String(specifier[specifier.utf8.index(after: question)...])
                guard !Self.viteQueries.contains(query) else { continue }
                sink.report(at: token, message: "'?\(query)' on '\(specifier[..<question])' was read by a webpack loader; Vite does not understand it", fix: "a Vite query or plugin")
            }
        }

        /// The query in the static tail of a relative `require(…)`/`import(…)` path computed at run time.
        private func reportComputed(_ reference: ModuleReference, _ file: SourceFile, _ sink: inout FindingSink) {
            guard reference.kind == .require || reference.kind == .dynamicImport, let argument = reference.arguments.first,
                let shape = DynamicSpecifier(argument, in: file), let head = shape.head, head.utf8.first == UInt8(ascii: "."),
                let tail = shape.tail, let question = tail.utf8.firstIndex(of: UInt8(ascii: "?")), !tail.utf8.contains(UInt8(ascii: "!"))
            else { return }
            let query = String(tail[tail.utf8.index(after: question)...])
            guard !query.isEmpty, !Self.viteQueries.contains(query) else { return }
            sink.report(
                at: argument.lowerBound, through: argument.upperBound - 1,
                message: "'?\(query)' on the computed path '\(head)…\(tail[..<question])' was read by a webpack loader; Vite does not understand it",
                fix: "a Vite query or plugin")
        }
    }

    struct SVGComponent: Rule {
        let description = RuleDescription(
            id: "wp-svg-component", title: "SVG imported as a React component",
            summary: "`import { ReactComponent as X } from './x.svg'` (CRA/@svgr/webpack), or a default-imported `.svg` rendered as a JSX element.",
            rationale: "In Vite a `.svg` import is a URL string: `ReactComponent` is undefined and `<Logo />` throws \"Element type is invalid\".",
            defaultSeverity: .autoFixable,
            replacement: "`vite-plugin-svgr` ≥ 4: `import X from './x.svg?react'` (or `svgr({ svgrOptions: { exportType: 'named' }, include: '**/*.svg' })` to keep CRA syntax).",
            sourceURL: "https://github.com/pd4d10/vite-plugin-svgr/issues/92",
            triggeringExamples: [
                "import { ⟦ReactComponent as Logo } from './logo.svg';",
                "import Arrow from './arrow.svg';\nconst A = () => ⟦<Arrow />;",
                "export { ⟦ReactComponent as Star } from './icons/star.svg';",
            ],
            nonTriggeringExamples: ["import logoUrl from './logo.svg';\nconst L = () => <img src={logoUrl} />;", "import Logo from './logo.svg?react';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            let resolver = ResolveModules.moduleDirectoryResolver(project)
            /// The specifier the fix writes before `?react`: one Vite resolves (wp-resolve-modules' relative path
            /// where the written one resolves only through baseUrl/resolve.modules), with the clause saying so.
            func viteSpecifier(_ specifier: String) -> (specifier: String, note: String) {
                guard let resolver, let (_, relative) = ResolveModules.moduleDirectoryTarget(of: specifier, from: file.path, resolver: resolver, project: project)
                else { return (specifier, "") }
                return (relative, " ('\(specifier)' resolves only through baseUrl/resolve.modules, which Vite does not read)")
            }
            var defaults: [String: String] = [:]
            // An SVG loaded through an inline loader (`svg-react-loader!./icon.svg`) is wp-inline-loader's, with its `?react` fix.
            for (reference, binding) in file.bindings(from: { $0.lowercased().hasSuffix(".svg") && !$0.contains("!") }) {
                if binding.imported == "ReactComponent" {
                    let written = viteSpecifier(reference.specifier ?? "")
                    // `import logoUrl, { ReactComponent as Logo } from './logo.svg'`: the URL import stays beside the
                    // component one; replacing the statement with the fix alone would lose `logoUrl`.
                    let url = reference.bindings.first { $0.imported == "default" }.map {
                        ", as an import of its own beside import \($0.local) from '\(written.specifier)' (still the URL)"
                    } ?? ""
                    sink.report(
                        at: binding.importedToken, message: "ReactComponent from '\(reference.specifier ?? "")' is CRA's SVGR export; in Vite the import is a URL",
                        fix: "import \(binding.local) from '\(written.specifier)?react' with vite-plugin-svgr\(url)\(written.note)")
                } else if binding.imported == "default" {
                    defaults[binding.local] = reference.specifier
                }
            }
            // Re-exported: `export { ReactComponent as Star } from './star.svg'` (an icon index file).
            for reference in file.structure.modules where reference.kind == .exportFrom {
                guard let specifier = reference.specifier, specifier.lowercased().hasSuffix(".svg") else { continue }
                for binding in reference.bindings where binding.imported == "ReactComponent" {
                    let written = viteSpecifier(specifier)
                    sink.report(
                        at: binding.importedToken, message: "ReactComponent from '\(specifier)' is CRA's SVGR export; in Vite the import is a URL",
                        fix: "export { default as \(binding.local) } from '\(written.specifier)?react' with vite-plugin-svgr\(written.note)")
                }
            }
            for element in file.structure.jsxElements {
                guard let specifier = defaults[element.name] else { continue }
                let written = viteSpecifier(specifier)
                sink.report(
                    at: element.openToken, message: "`<\(element.name)>` renders the default import of '\(specifier)', which is a URL string in Vite",
                    fix: "import \(element.name) from '\(written.specifier)?react' with vite-plugin-svgr\(written.note)")
            }
        }
    }

    struct ResolveModules: Rule {
        let description = RuleDescription(
            id: "wp-resolve-modules", title: "Absolute import from a source folder",
            summary: "Bare specifiers that resolve into the project (`import Button from 'components/Button'`) through webpack `resolve.modules`, `NODE_PATH` or `baseUrl`.",
            rationale: "Vite resolves bare specifiers to packages only; without an alias these imports fail (\"Failed to resolve import\").",
            defaultSeverity: .autoFixable,
            replacement: "An alias per top-level folder, tsconfig `baseUrl` with `resolve.tsconfigPaths` (Vite 8) or `vite-tsconfig-paths` (Vite 7), or relative imports.",
            sourceURL: "https://create-react-app.dev/docs/importing-a-component#absolute-imports",
            triggeringExamples: [RuleExample("import { clamp } from ⟦'utils/math';", fileName: "src/utils/math.js")],
            nonTriggeringExamples: ["import { clamp } from 'lodash';", "import { clamp } from './math';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed, let resolver = Self.moduleDirectoryResolver(project) else { return }
            for reference in file.structure.modules {
                guard let specifier = reference.specifier, let token = reference.specifierToken,
                    let (target, relative) = Self.moduleDirectoryTarget(of: specifier, from: file.path, resolver: resolver, project: project)
                else { continue }
                let folder = String(specifier.split(separator: "/").first ?? "")
                // An alias for a folder named like a declared package would take the package's imports too.
                let fix = project.facts.hasPackage(Self.packageName(specifier))
                    ? "the relative path '\(relative)' (an alias for '\(folder)' would also take the \(Self.packageName(specifier)) package's imports)"
                    : "an alias for '\(folder)', "
                        + (project.facts.targetViteMajor >= 8 ? "resolve: { tsconfigPaths: true } with a baseUrl" : "vite-tsconfig-paths")
                        + ", or the relative path '\(relative)'"
                sink.report(
                    at: token, message: "'\(specifier)' resolves to \(target) only through webpack resolve.modules/NODE_PATH/baseUrl; Vite resolves bare names to packages",
                    fix: fix)
            }
        }

        /// A resolver over the project's module directories (`resolve.modules`, `NODE_PATH`, `baseUrl`) only, or nil
        /// when there are none. Every file of the project counts: 'styles/global.scss' and 'images/bg.png' resolve
        /// through baseUrl as well as JavaScript does.
        static func moduleDirectoryResolver(_ project: ProjectContext) -> ModuleResolver? {
            guard !project.facts.moduleDirectories.isEmpty else { return nil }
            var facts = project.facts
            facts.aliases = [:]
            return ModuleResolver(files: project.filePaths.includingListedFiles(), facts: facts)
        }

        /// The project file a bare `specifier` names only through a module directory (no package, builtin or
        /// alias takes it), or nil: what Vite fails to resolve. `relative` is the same import written relative to
        /// `importer`, extension implied as in `specifier` (`'store'` → `'./store'`).
        static func moduleDirectoryTarget(
            of specifier: String, from importer: String, resolver: ModuleResolver, project: ProjectContext
        ) -> (target: String, relative: String)? {
            guard !specifier.hasPrefix("."), !specifier.hasPrefix("/"), !specifier.utf8.contains(UInt8(ascii: "!")) else { return nil }
            let package = packageName(specifier)
            // A declared package's own name is the package's. Its subpath can still be a project file: with
            // `modulesDirectories: ['src', 'node_modules']`, 'redux/modules/auth' is src/redux/modules/auth.js, which
            // Vite looks for inside the redux package.
            if project.facts.hasPackage(package), specifier.utf8.count == package.utf8.count { return nil }
            if ContextClassifier.nodeBuiltins.contains(package) { return nil }
            if DynamicImportRules.isAlias(specifier, project) { return nil }
            guard let target = resolver.resolve(specifier, from: importer) else { return nil }
            let written = resolver.candidates(specifier, from: importer).first { base in
                target == base || target.hasPrefix(base + ".") || target.hasPrefix(base + "/")
            } ?? target
            return (target, ModuleResolver.relativeSpecifier(to: written, from: importer))
        }

        static func packageName(_ specifier: String) -> String {
            let parts = specifier.split(separator: "/")
            if specifier.hasPrefix("@"), parts.count >= 2 { return parts[0] + "/" + parts[1] }
            return parts.first.map(String.init) ?? specifier
        }
    }

    struct ResolveExtensions: Rule {
        static let webpackExtensions = ModuleResolver.extensions + ["es6", "coffee", "vue", "scss", "sass", "less", "css", "svg"]

        let description = RuleDescription(
            id: "wp-resolve-extensions", title: "Extension Vite does not try",
            summary: "Extensionless relative imports that only resolve with webpack `resolve.extensions` beyond Vite's defaults (`.es6`, `.scss`, `.css`, `.vue`, …).",
            rationale: "Vite tries `.mjs .js .mts .ts .jsx .tsx .json` only; other implied extensions fail to resolve.",
            defaultSeverity: .autoFixable, replacement: "Write the extension in the import (recommended) or set `resolve.extensions` to Vite's defaults plus the extra ones (it replaces the defaults).",
            sourceURL: "https://vite.dev/config/shared-options#resolve-extensions",
            triggeringExamples: [RuleExample("import theme from ⟦'./theme';", fileName: "src/theme.es6")],
            nonTriggeringExamples: ["import theme from './theme.es6';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            var resolver: ModuleResolver?
            for reference in file.structure.modules {
                guard let specifier = reference.specifier, let token = reference.specifierToken else { continue }
                // A written extension resolves the same everywhere. Bytes, not characters: this runs for every import.
                let bytes = specifier.utf8
                guard !bytes.contains(UInt8(ascii: "!")), !bytes.contains(UInt8(ascii: "?")) else { continue }
                var end = bytes.endIndex
                while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
                let lastSegment = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { bytes[bytes.index(after: $0)..<end] } ?? bytes[..<end]
                guard !lastSegment.contains(UInt8(ascii: ".")) else { continue }
                // The file may be no source (theme.scss, Widget.es6): every file of the project counts.
                if resolver == nil { resolver = ModuleResolver(files: project.filePaths.includingListedFiles(), facts: project.facts) }
                guard let resolver else { continue }
                guard resolver.resolve(specifier, from: file.path, extensions: ModuleResolver.viteExtensions) == nil,
                    let target = resolver.resolve(specifier, from: file.path, extensions: Self.webpackExtensions)
                else { continue }
                let ext = target.split(separator: ".").last.map(String.init) ?? ""
                sink.report(at: token, message: "'\(specifier)' resolves to \(target) only with webpack's extra extension .\(ext); Vite does not try it", fix: "'\(specifier).\(ext)'")
            }
        }
    }

    struct ProvidePlugin: Rule {
        /// The names node-buffer, node-process-global (with the env rules), node-global, node-dirname and
        /// node-setimmediate report.
        static let nodeGlobals: Set<String> = ["Buffer", "process", "global", "__dirname", "__filename", "setImmediate", "clearImmediate"]

        let description = RuleDescription(
            id: "wp-provide-plugin", title: "ProvidePlugin global",
            summary: "Free references to identifiers webpack's `ProvidePlugin` injected (`$`, `jQuery`, `_`, `React`), once per name and file; Node's globals (`Buffer`, `process`, …) are left to the node-* rules.",
            rationale: "Vite injects nothing: the identifier is a `ReferenceError` unless imported.",
            defaultSeverity: .autoFixable,
            replacement: "An explicit `import` in each file; `React` → the automatic JSX runtime.",
            sourceURL: "https://webpack.js.org/plugins/provide-plugin/",
            triggeringExamples: ["⟦$('.modal').hide();\n$('.x').show();"],
            nonTriggeringExamples: ["import $ from 'jquery';\n$('.modal').hide();"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            // Node's globals have their own rules, one finding per use with the import that replaces it (and
            // `process.env` reads are the env rules'): counted here too, each use would be two findings and two fixes.
            for key in project.facts.providePluginKeys.sorted() where !key.contains("." as Character) && !Self.nodeGlobals.contains(key) {
                let uses = file.structure.freeReferences(to: key)
                guard let first = uses.first else { continue }
                sink.report(
                    at: first, message: "\(key) was injected by webpack's ProvidePlugin (\(uses.count) use\(uses.count == 1 ? "" : "s") in this file); Vite injects nothing",
                    fix: "import \(key) explicitly")
            }
        }
    }

    struct CodeSplitLibraries: Rule {
        static let packages = ["react-loadable", "@loadable/component", "react-universal-component", "react-imported-component", "@loadable/server"]
        /// `package/`, made once: every import of every file is tested against them.
        static let packagePrefixes = packages.map { $0 + "/" }

        let description = RuleDescription(
            id: "wp-code-split-libs", title: "webpack code-splitting library",
            summary: "Imports of `react-loadable`, `@loadable/component`, `react-universal-component`, `react-imported-component`.",
            rationale: "They work client-side but their SSR/preload helpers depend on webpack stats and Babel plugins.",
            defaultSeverity: .manualFix, replacement: "`React.lazy` + `Suspense`, or route-level `lazy` in React Router 6.",
            sourceURL: "https://react.dev/reference/react/lazy",
            triggeringExamples: ["⟦import Loadable from 'react-loadable';"],
            nonTriggeringExamples: ["import { lazy } from 'react';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for reference in file.references(to: { specifier in
                Self.packages.indices.contains { specifier == Self.packages[$0] || specifier.hasPrefix(Self.packagePrefixes[$0]) }
            }) {
                sink.report(at: reference.keywordToken, through: reference.specifierToken, message: "'\(reference.specifier ?? "")' ties code splitting to webpack; prefer React.lazy", fix: "React.lazy(() => import('./X'))")
            }
        }
    }

    struct WorkerLoader: Rule {
        let description = RuleDescription(
            id: "wp-worker-loader", title: "worker-loader import",
            summary: "Imports of `*.worker.js` files, which webpack's `worker-loader` rule turned into Worker constructors.",
            rationale: "Without the loader the import is the worker's module, not a constructor: `new Worker()` fails.",
            defaultSeverity: .autoFixable,
            replacement: "`import W from './x.worker.js?worker'` or `new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' })`.",
            sourceURL: "https://vite.dev/guide/features#web-workers",
            triggeringExamples: ["import Parser from ⟦'./parse.worker.js';"],
            nonTriggeringExamples: ["import Parser from './parse.worker.js?worker';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for reference in file.structure.modules {
                guard let specifier = reference.specifier, let token = reference.specifierToken,
                    !specifier.utf8.contains(UInt8(ascii: "!")), !specifier.utf8.contains(UInt8(ascii: "?")),
                    specifier.utf8Contains(".worker.") || specifier.hasSuffix(".worker")
                else { continue }
                // worker-loader's `inline` put the worker in the bundle; `&inline` keeps it there.
                let query = project.facts.inlinesWorkers ? "?worker&inline" : "?worker"
                sink.report(at: token, message: "'\(specifier)' relied on webpack's worker-loader; in Vite import it with \(query)", fix: "'\(specifier)\(query)'")
            }
        }
    }
}
