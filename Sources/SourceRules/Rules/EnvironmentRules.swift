import AuditModel
import SourceStructure

/// Catalog section A: environment variables (`env-*`), source-level rows.
enum EnvironmentRules {
    /// The name Vite exposes the variable under: as it is when vite.config's envPrefix covers it, else `VITE_`
    /// in place of CRA's `REACT_APP_` (or before the name).
    static func viteName(of key: String, project: ProjectContext) -> String {
        if project.facts.vite?.exposes(key) ?? key.hasPrefix("VITE_") { return key }
        return "VITE_" + (key.hasPrefix("REACT_APP_") ? String(key.dropFirst("REACT_APP_".count)) : key)
    }

    static let all: [any Rule] = [
        NodeEnv(), ProcessEnvStatic(), ProcessEnvDynamic(), ReactAppPrefix(), OtherPrefix(), PublicURL(),
        DefinePlugin(), TypeofProcess(), ConfigProcessEnv(),
    ]

    /// Which rule owns a static `process.env.KEY` read, so that each read is reported once.
    static func owner(ofKey key: String, project: ProjectContext) -> String {
        if key == "NODE_ENV" { return "env-node-env" }
        if key == "PUBLIC_URL" { return "env-public-url-js" }
        if key == "JEST_WORKER_ID" { return "test-worker-id" }
        if project.facts.environmentPluginKeys.contains(key) || key.hasPrefix("VUE_APP_") { return "env-other-prefix" }
        return "env-process-env-static"
    }

    /// vite.config's `define` already replaces `process.env.<key>`: the read keeps working under Vite.
    static func viteDefines(_ key: String, _ project: ProjectContext) -> Bool {
        project.facts.vite?.defineKeys.contains("process.env." + key) ?? false
    }

    static let viteEnvSource = "https://vite.dev/guide/env-and-mode"

    struct NodeEnv: Rule {
        let description = RuleDescription(
            id: "env-node-env", title: "process.env.NODE_ENV in client code",
            summary: "Reads of `process.env.NODE_ENV` (also through `global.`/`globalThis.` and optional chaining) in bundled code.",
            rationale: "Vite replaces `process.env.NODE_ENV` in dev and build, so the read keeps working. Its value follows `NODE_ENV || mode`: `vite build --mode staging` still gives `\"production\"`.",
            defaultSeverity: .info,
            replacement: "Keep it, or prefer `import.meta.env.MODE`, `import.meta.env.DEV` and `import.meta.env.PROD`.",
            sourceURL: "https://vite.dev/guide/env-and-mode#node-env-and-modes",
            triggeringExamples: [
                "if (⟦process.env.NODE_ENV === 'production') { enableSentry(); }",
                "const dev = ⟦globalThis.process?.env?.NODE_ENV !== 'production';",
                "const level = ⟦process.env['NODE_ENV'] === 'test' ? 'silent' : 'debug';",
            ],
            nonTriggeringExamples: [
                "const dev = import.meta.env.DEV;",
                "function read(process) { return process.env.NODE_ENV; }",
                RuleExample("const prod = process.env.NODE_ENV === 'production';", fileName: "server/index.js"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for use in file.processUses where use.envKey == "NODE_ENV" {
                let comparison = Self.productionComparison(file, start: use.start, end: use.chain.lastToken)
                sink.report(
                    at: comparison?.start ?? use.start, through: comparison?.end ?? use.chain.lastToken,
                    message: "process.env.NODE_ENV is replaced by Vite (value `NODE_ENV || mode`); import.meta.env.MODE/DEV/PROD say the same without `process`",
                    fix: comparison?.fix ?? "import.meta.env.PROD (or .DEV / .MODE)")
            }
        }

        /// A comparison of the read with 'production' (`=== 'production'`, `'production' !== …`), which is exactly
        /// `import.meta.env.PROD` or its negation: the tokens it spans and its fix. Other values ('development',
        /// 'test') have no exact counterpart (DEV is true in tests too), so they keep the general fix.
        static func productionComparison(_ file: SourceFile, start: Int, end: Int) -> (start: Int, end: Int, fix: String)? {
            func fix(_ operatorIndex: Int) -> String? {
                if file.isPunct(operatorIndex, "===") || file.isPunct(operatorIndex, "==") { return "import.meta.env.PROD" }
                if file.isPunct(operatorIndex, "!==") || file.isPunct(operatorIndex, "!=") { return "!import.meta.env.PROD" }
                return nil
            }
            if file.stringValue(end + 2) == "production", let text = fix(end + 1) { return (start, end + 2, text) }
            if file.stringValue(start - 2) == "production", let text = fix(start - 1) { return (start - 2, end, text) }
            return nil
        }
    }

    /// The names react-scripts (getClientEnvironment) puts in the app's process.env besides REACT_APP_*.
    static let craClientNames: Set<String> = ["NODE_ENV", "PUBLIC_URL", "FAST_REFRESH", "WDS_SOCKET_HOST", "WDS_SOCKET_PATH", "WDS_SOCKET_PORT"]

    /// Whether react-scripts builds this app and leaves `key` out of its process.env, so a client read of it was
    /// undefined before the migration. Not for an ejected app, whose env.js may have been changed.
    static func craHidesFromClient(_ key: String, _ project: ProjectContext) -> Bool {
        !key.hasPrefix("REACT_APP_") && !craClientNames.contains(key) && project.facts.hasPackage("react-scripts")
            && !project.facts.environmentPluginKeys.contains(key)
    }

    struct ProcessEnvStatic: Rule {
        let description = RuleDescription(
            id: "env-process-env-static", title: "process.env.X read in client code",
            summary: "A static `process.env.X` read (X ≠ NODE_ENV) in bundled code.",
            rationale: "CRA and webpack's DefinePlugin replaced `process.env.X` at build time. Vite does not: in dev `process` is not defined (`ReferenceError: process is not defined`); in build `process.env` becomes `{}` and the read is silently `undefined`. Only `VITE_`-prefixed variables reach `import.meta.env`.",
            defaultSeverity: .autoFixable,
            replacement: "Rename the variable to `VITE_X` and read `import.meta.env.VITE_X`; or keep the names with `envPrefix: ['VITE_', 'REACT_APP_']`; or `define: { 'process.env.X': JSON.stringify(…) }`.",
            sourceURL: viteEnvSource,
            triggeringExamples: [
                "const api = ⟦process.env.REACT_APP_API_URL;",
                "fetch(`${⟦process.env.REACT_APP_API}/users`);",
                "const key = ⟦process?.env?.[\"REACT_APP_KEY\"] ?? 'dev';",
                "const flag = ⟦global.process.env.FEATURE_FLAG === 'on';",
                "if (!⟦process.env.REACT_APP_MODE) { ⟦process.env.REACT_APP_MODE = 'dev'; }",
                "⟦process.env['REACT_APP_Z'] = 'z';",
                RuleExample("const n: number = Number(⟦process.env.REACT_APP_RETRIES!);", fileName: "src/config.ts"),
            ],
            nonTriggeringExamples: [
                "const api = import.meta.env.VITE_API_URL;",
                "const prod = process.env.NODE_ENV === 'production';",
                "const process = { env: {} }; const a = process.env.API;",
                "const text = 'process.env.REACT_APP_API_URL';",
                RuleExample("app.listen(process.env.PORT);", fileName: "server/index.js"),
                RuleExample("it('reads', () => { expect(process.env.API).toBeUndefined(); });", fileName: "src/api.test.js"),
                "if (process.env.hasOwnProperty('REACT_APP_FLAG')) enable();",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for use in file.processUses {
                guard let key = use.envKey, EnvironmentRules.owner(ofKey: key, project: project) == description.id else { continue }
                let vite = EnvironmentRules.viteName(of: key, project: project)
                // vite.config's envPrefix may expose the name as it is: then nothing is renamed.
                let renamed = vite != key
                // The token after the member: after `X`, or after the `]` closing `["X"]`.
                let member = use.chain.segments[1]
                let afterMember = member.keyRange.flatMap { file.structure.partner(of: $0.lowerBound - 1) } ?? member.tokenIndex
                let isWrite = file.isPunct(afterMember + 1, "=")
                if EnvironmentRules.viteDefines(key, project) {
                    // A define answers the reads; a write still reaches none of them in the build, where each read
                    // is the constant (in dev the define is a global the write changes: the two disagree).
                    guard isWrite else { continue }
                    sink.report(
                        at: use.start, through: use.chain.segments[1].tokenIndex,
                        message: "process.env.\(key) is assigned at run time, but vite.config's define makes each read of it a build-time constant, so the build never sees the value set (dev does)",
                        fix: "a module that exports the value, read where process.env.\(key) is read")
                } else if isWrite {
                    // A write, not a read: there is no process.env to set under Vite, and import.meta.env is replaced
                    // statically, so a value set at run time reaches no reader.
                    sink.report(
                        at: use.start, through: use.chain.segments[1].tokenIndex,
                        message: "process.env.\(key) is assigned at run time; Vite defines no process.env object to write to (dev: ReferenceError)",
                        fix: "a module that exports the value (or define in vite.config for a build-time constant)")
                } else if project.facts.definePluginKeys.contains("process.env." + key) {
                    sink.report(
                        at: use.start, through: use.chain.segments[1].tokenIndex,
                        message: "process.env.\(key) was replaced by the project's DefinePlugin; Vite replaces it only with a define entry",
                        fix: "define: { 'process.env.\(key)': … } in vite.config (the DefinePlugin value), or import.meta.env.\(vite)"
                            + (renamed && !key.hasPrefix("REACT_APP_") && project.facts.envFileVariables.contains(key) ? " (renamed in the .env files that set it too)" : ""))
                } else if renamed, EnvironmentRules.craHidesFromClient(key, project) {
                    // react-scripts built the bundle with only its own names in process.env: this read was undefined
                    // there too, so renaming keeps the behaviour; what changes is that dev now throws.
                    sink.report(
                        at: use.start, through: use.chain.segments[1].tokenIndex,
                        message: "process.env.\(key) was undefined under CRA too (react-scripts exposes only REACT_APP_*, NODE_ENV and PUBLIC_URL to the app); under Vite the read throws in dev (process is not defined)",
                        fix: "import.meta.env.\(vite) (and set \(vite) where the value was meant to come from), or drop the read")
                } else {
                    sink.report(
                        at: use.start, through: use.chain.segments[1].tokenIndex,
                        // A name the .env files set (not REACT_APP_*, which env-react-app-prefix reports there) is renamed there too.
                        message: "process.env.\(key) becomes undefined under Vite; "
                            + (renamed ? "rename to \(vite)" + (!key.hasPrefix("REACT_APP_") && project.facts.envFileVariables.contains(key) ? " (in the .env files that set it too)" : "") + " and read"
                                : "its prefix is one Vite exposes, so read it as it is:")
                            + " import.meta.env.\(vite)",
                        fix: "import.meta.env.\(vite)")
                }
            }
        }
    }

    struct ProcessEnvDynamic: Rule {
        let description = RuleDescription(
            id: "env-process-env-dynamic", title: "process.env used as an object",
            summary: "Computed keys (`process.env[name]`), destructuring, aliasing, spreading or passing `process.env` whole.",
            rationale: "CRA defined the whole `process.env` object, so these forms worked. Vite defines nothing for `process.env` in dev and `{}` in build; per-key `define` entries do not cover computed keys or destructuring.",
            defaultSeverity: .blocker,
            replacement: "Read `import.meta.env` (the whole object is serialised in build) with `VITE_` names, and verify each key.",
            sourceURL: viteEnvSource,
            triggeringExamples: [
                "const { REACT_APP_API, REACT_APP_KEY } = ⟦process.env;",
                "const value = ⟦process.env[name];",
                "const env = ⟦process.env; log(Object.keys(⟦process.env));",
                "const config = { ...⟦process.env, mode: 'x' };",
                "if (⟦process.env.hasOwnProperty('REACT_APP_FLAG')) enable();",
            ],
            nonTriggeringExamples: [
                "const value = import.meta.env[name];",
                "const api = process.env.REACT_APP_API;",
                RuleExample("module.exports = { env: process.env };", fileName: "config/env.js"),
                RuleExample("type Env = typeof process.env;\nconst read = (env: typeof process.env) => env;", fileName: "src/env.ts"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for use in file.processUses where use.isWholeOrComputedEnv {
                let member = use.chain.segments.count > 1 ? use.chain.segments[1] : nil
                let message: String
                var fix = "import.meta.env with VITE_-prefixed names"
                if let method = member?.name {
                    message = "process.env.\(method)(…) asks process.env as an object; Vite defines no process.env object (dev: ReferenceError, build: {})"
                } else if let member {
                    message = "process.env[\(file.excerpt(member.keyRange ?? 0..<0))] reads a key computed at run time; Vite defines no process.env object, so it is undefined"
                } else if let names = Self.destructuredNames(before: use.start, in: file), !names.isEmpty {
                    // Each name has its own Vite spelling: there is no VITE_NODE_ENV nor VITE_PUBLIC_URL.
                    message = "process.env is destructured (\(names.joined(separator: ", "))); Vite defines no process.env object (dev: ReferenceError, build: {})"
                    fix = "read each name on its own: " + names.map { "\($0) → \(Self.viteRead(of: $0, project: project))" }.joined(separator: "; ")
                } else if let alias = Self.alias(at: use, in: file), !alias.keys.isEmpty {
                    // `const envs = process.env; envs.REACT_APP_API_URL`: the keys read through the alias are the
                    // variables to rename, as if they were written `process.env.KEY`.
                    message = "process.env is aliased as `\(alias.name)`, which reads \(alias.keys.joined(separator: ", ")); Vite defines no process.env object (dev: ReferenceError, build: {})"
                    fix = "read each name on its own: " + alias.keys.map { "\(alias.name).\($0) → \(Self.viteRead(of: $0, project: project))" }.joined(separator: "; ")
                        + (alias.usedWhole ? "; `\(alias.name)`'s other uses: import.meta.env with VITE_-prefixed names" : "")
                } else {
                    message = "process.env is used as a whole object; Vite defines no process.env object (dev: ReferenceError, build: {})"
                }
                // The whole access: `process.env[name]` through its `]`, `process.env.hasOwnProperty` through the method.
                let end = member.map { member in member.name == nil ? member.keyRange.map { $0.upperBound } ?? member.tokenIndex : member.tokenIndex }
                sink.report(at: use.start, through: end ?? use.chain.segments[0].tokenIndex, message: message, fix: fix)
            }
        }

        /// The keys of a destructuring pattern assigned from `process.env` (`const { A, B: b = 1 } = process.env`);
        /// nil when the object is not destructured. A rest element (`...others`) names no key.
        static func destructuredNames(before start: Int, in file: SourceFile) -> [String]? {
            guard file.isPunct(start - 1, "="), file.isPunct(start - 2, "}"), let open = file.structure.partner(of: start - 2),
                file.isPunct(open, "{")
            else { return nil }
            return file.objectKeyNames(open)
        }

        /// The variable a whole `process.env` initializes (`const envs = process.env`), the keys read through it
        /// (`envs.A`, `envs['B']`, in source order, once each), and whether it is also used otherwise (passed, spread,
        /// a computed key, an object method); nil when `process.env` is not the whole initializer of a declaration.
        static func alias(at use: ProcessUse, in file: SourceFile) -> (name: String, keys: [String], usedWhole: Bool)? {
            let start = use.start, next = use.chain.lastToken + 1
            guard file.isPunct(start - 1, "="), let name = file.word(start - 2),
                file.isWord(start - 3, "const") || file.isWord(start - 3, "let") || file.isWord(start - 3, "var"),
                next >= file.tokens.count || file.isPunct(next, ";") || file.isPunct(next, ",") || file.tokens[next].newlineBefore,
                let declaration = file.structure.declaration(of: name, at: start - 2), declaration.tokenIndex == start - 2
            else { return nil }
            var keys: [String] = []
            var usedWhole = false
            for index in file.uses(of: declaration) {
                let chain = file.structure.memberChain(at: index, in: file.lexed)
                if let key = chain.segments.first?.name, !ProcessUse.objectMethods.contains(key) {
                    if !keys.contains(key) { keys.append(key) }
                } else {
                    usedWhole = true
                }
            }
            return (name, keys, usedWhole)
        }

        /// How Vite code reads the variable CRA exposed as `process.env.<key>`, as the per-key rules say.
        static func viteRead(of key: String, project: ProjectContext) -> String {
            switch EnvironmentRules.owner(ofKey: key, project: project) {
            case "env-node-env": return "import.meta.env.MODE (or .PROD / .DEV; process.env.NODE_ENV written out is replaced by Vite)"
            case "env-public-url-js": return "import.meta.env.BASE_URL (it ends with `/`)"
            case "env-other-prefix": return "define: { 'process.env.\(key)': … } in vite.config, then process.env.\(key) written out"
            case "test-worker-id": return "process.env.VITEST_POOL_ID"
            default:
                return "import.meta.env.\(EnvironmentRules.viteName(of: key, project: project))"
            }
        }
    }

    struct ReactAppPrefix: Rule {
        let description = RuleDescription(
            id: "env-react-app-prefix", title: "REACT_APP_ variable",
            summary: "`REACT_APP_*` names read from `import.meta.env` in code, and `REACT_APP_*` keys in `.env*` files (see `DotEnvScanner`).",
            rationale: "Vite exposes only `VITE_`-prefixed variables (or `envPrefix`) on `import.meta.env`; a `REACT_APP_` name is undefined there. Direct `process.env.REACT_APP_X` reads are reported by `env-process-env-static`.",
            defaultSeverity: .autoFixable,
            replacement: "Rename to `VITE_*` (code and `.env` files together) or set `envPrefix: ['VITE_', 'REACT_APP_']`. Never `envPrefix: ''`.",
            sourceURL: viteEnvSource,
            triggeringExamples: [
                "const url = ⟦import.meta.env.REACT_APP_API_URL;",
                "const key = ⟦import.meta.env['REACT_APP_KEY'];",
            ],
            nonTriggeringExamples: [
                "const url = import.meta.env.VITE_API_URL;",
                "const url = process.env.REACT_APP_API_URL;",
                "const label = 'REACT_APP_API_URL';",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled, file.lexed.containsBytes("meta") else { return }
            for index in file.tokens.indices where file.isWord(index, "import") && file.isPunct(index + 1, ".") {
                let chain = file.structure.memberChain(at: index, in: file.lexed)
                guard chain.segments.count >= 3, chain.segments[0].name == "meta", chain.segments[1].name == "env",
                    let name = chain.segments[2].name, name.hasPrefix("REACT_APP_"), name.count > 10,
                    project.facts.vite?.exposes(name) != true
                else { continue }
                let vite = "VITE_" + name.dropFirst(10)
                sink.report(
                    at: index, through: chain.segments[2].tokenIndex,
                    message: "import.meta.env.\(name) is undefined: Vite exposes only VITE_* variables; rename to \(vite)",
                    fix: "import.meta.env.\(vite)")
            }
        }
    }

    struct OtherPrefix: Rule {
        let description = RuleDescription(
            id: "env-other-prefix", title: "EnvironmentPlugin or VUE_APP_ variable",
            summary: "`process.env.KEY` where KEY comes from webpack's `EnvironmentPlugin` or uses another tool's prefix (`VUE_APP_`).",
            rationale: "webpack's `EnvironmentPlugin` replaced `process.env.KEY` from the build environment. Vite has no such plugin built in and exposes only `VITE_` variables.",
            defaultSeverity: .autoFixable,
            replacement: "A `define` entry per key, or `vite-plugin-environment` (exposes keys on `process.env` like EnvironmentPlugin).",
            sourceURL: "https://webpack.js.org/plugins/environment-plugin/",
            triggeringExamples: [
                "const key = ⟦process.env.API_KEY;",
                "const title = ⟦process.env.VUE_APP_TITLE;",
            ],
            nonTriggeringExamples: ["const key = import.meta.env.VITE_API_KEY;", "const other = process.env.REACT_APP_OTHER;"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for use in file.processUses {
                guard let key = use.envKey, EnvironmentRules.owner(ofKey: key, project: project) == description.id,
                    !EnvironmentRules.viteDefines(key, project)
                else { continue }
                let origin = key.hasPrefix("VUE_APP_") ? "a Vue CLI variable" : "a webpack EnvironmentPlugin key"
                // The plugin's default for an unset variable stays in the define.
                let fallback = project.facts.environmentPluginDefaults[key].map { " ?? \($0)" } ?? ""
                sink.report(
                    at: use.start, through: use.chain.segments[1].tokenIndex,
                    message: "process.env.\(key) is \(origin); Vite does not replace it, so it is undefined",
                    fix: "define: { 'process.env.\(key)': JSON.stringify(process.env.\(key)\(fallback)) } in vite.config, or vite-plugin-environment")
            }
        }
    }

    struct PublicURL: Rule {
        let description = RuleDescription(
            id: "env-public-url-js", title: "process.env.PUBLIC_URL in code",
            summary: "Reads of CRA's `process.env.PUBLIC_URL`.",
            rationale: "CRA defined `PUBLIC_URL` from `homepage`. Vite's equivalent is the `base` option, exposed as `import.meta.env.BASE_URL` (written literally; `import.meta.env['BASE_URL']` is not replaced).",
            defaultSeverity: .autoFixable,
            replacement: "`import.meta.env.BASE_URL` (note: it ends with `/`).",
            sourceURL: "https://vite.dev/guide/build#public-base-path",
            triggeringExamples: ["<img src={⟦process.env.PUBLIC_URL + '/logo.png'} />", "const base = `${⟦process.env.PUBLIC_URL}/`;"],
            nonTriggeringExamples: ["const base = import.meta.env.BASE_URL;"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for use in file.processUses where use.envKey == "PUBLIC_URL" {
                let member = use.chain.segments[1]
                let end = member.keyRange.flatMap { file.structure.partner(of: $0.lowerBound - 1) } ?? member.tokenIndex
                let message = "process.env.PUBLIC_URL is CRA's; under Vite read import.meta.env.BASE_URL (set by `base`)"
                if use.chain.segments.count == 2, let joined = Self.joinedPath(from: use.start, through: end, in: file) {
                    sink.report(at: use.start, through: joined.end, message: message + "; BASE_URL ends with `/`, so the `/` after it goes", fix: joined.fix)
                } else {
                    sink.report(at: use.start, through: end, message: message, fix: "import.meta.env.BASE_URL (it ends with `/`, unlike PUBLIC_URL: drop the `/` that follows it)")
                }
            }
        }

        /// When the read is followed by a path starting with `/` (`PUBLIC_URL + '/logo.png'`, or `/x` after the
        /// `${…}` in a template), the corrected expression without that slash and the last token it replaces:
        /// BASE_URL ends with `/` where PUBLIC_URL had none, and `//logo.png` is a URL on the host `logo.png`.
        static func joinedPath(from start: Int, through end: Int, in file: SourceFile) -> (fix: String, end: Int)? {
            let next = end + 1
            guard next < file.tokens.count else { return nil }
            // Not `'/a'.length`: a member of the string binds first.
            if file.isPunct(next, "+"), let value = file.stringValue(next + 1), value.hasPrefix("/"),
                !file.isPunct(next + 2, "."), !file.isPunct(next + 2, "["), !file.isPunct(next + 2, "?.")
            {
                let quote = file.text(next + 1).prefix(1)
                let rest = value.dropFirst()
                return (rest.isEmpty ? "import.meta.env.BASE_URL" : "import.meta.env.BASE_URL + \(quote)\(rest)\(quote)", next + 1)
            }
            // `${process.env.PUBLIC_URL}/x`: the template part after the substitution starts with `}/`.
            let kind = file.tokens[next].kind
            guard kind == .templateMiddle || kind == .templateTail, start > 0 else { return nil }
            let part = file.text(next)
            guard part.hasPrefix("}/") else { return nil }
            let rest = part.dropFirst(2)
            if kind == .templateTail, file.tokens[start - 1].kind == .templateHead, file.text(start - 1) == "`${" {
                return (rest == "`" ? "import.meta.env.BASE_URL" : "`${import.meta.env.BASE_URL}" + rest, next)
            }
            // Inside a longer template: the substitution and the text after it, up to the next `${` or the end.
            let text = kind == .templateMiddle ? rest.dropLast(2) : rest.dropLast()
            return ("${import.meta.env.BASE_URL}" + text, next)
        }
    }

    struct DefinePlugin: Rule {
        let description = RuleDescription(
            id: "env-define-plugin", title: "DefinePlugin constant",
            summary: "Free identifiers and member chains (other than `process.env.X`, which the `env-process-env-*` rules report) that webpack's `DefinePlugin` replaced (`__DEV__`, `__VERSION__`, `CONFIG.API`).",
            rationale: "Without an equivalent `define` entry in `vite.config`, the identifier is undefined at run time (`ReferenceError` for free identifiers).",
            defaultSeverity: .autoFixable,
            replacement: "Add each key to `define` in `vite.config` (values JSON-serialisable or a single expression).",
            sourceURL: "https://vite.dev/config/shared-options#define",
            triggeringExamples: [
                "if (⟦__DEV__) { console.log('dev build', ⟦__VERSION__); }",
            ],
            nonTriggeringExamples: [
                "const __DEV__ = true; if (__DEV__) {}",
                "const o = { __DEV__: 1 }; o.__DEV__;",
                "const url = process.env.API_URL;",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            var hits: [(Int, Int, String)] = []
            // A key vite.config's `define` also declares has moved.
            for key in project.facts.definePluginKeys.sorted() where project.facts.vite?.defineKeys.contains(key) != true {
                let parts = key.split(separator: ".").map(String.init)
                guard let root = parts.first else { continue }
                if parts.count == 1 {
                    for index in file.structure.freeReferences(to: root) { hits.append((index, index, key)) }
                } else if root != "process" {
                    for chain in file.freeChains(root) where chain.staticPath.starts(with: parts) {
                        hits.append((chain.root, chain.segments[parts.count - 2].tokenIndex, key))
                    }
                }
            }
            for (start, end, key) in hits.sorted(by: { $0.0 < $1.0 }) {
                sink.report(
                    at: start, through: end,
                    message: "\(key) was replaced by webpack's DefinePlugin; under Vite it is undefined unless `define` declares it",
                    fix: "define: { '\(key)': JSON.stringify(…) } in vite.config")
            }
        }
    }

    struct TypeofProcess: Rule {
        let description = RuleDescription(
            id: "env-typeof-process", title: "process guard in client code",
            summary: "Environment guards on the `process` global: `typeof process`, `process.browser`.",
            rationale: "webpack 4 shipped a `process` polyfill (with `process.browser === true`); webpack 5 and Vite do not. Guards written for that polyfill take the other branch, and `process.browser` throws in dev.",
            defaultSeverity: .blocker,
            replacement: "`typeof window !== 'undefined'`, `import.meta.env.SSR`, or inject a `process` polyfill deliberately.",
            sourceURL: "https://webpack.js.org/blog/2020-10-10-webpack-5-release/#automatic-nodejs-polyfills-removed",
            triggeringExamples: [
                "const isNode = typeof ⟦process !== 'undefined';",
                "if (⟦process.browser) { attach(window); }",
            ],
            nonTriggeringExamples: [
                "const isBrowser = typeof window !== 'undefined';", "const process = {}; typeof process;",
                RuleExample("export function inject(p: typeof process): void {}", fileName: "src/inject.ts"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            // webpack 5 injects `process` only through a ProvidePlugin the project configures; webpack 4 always did.
            let provided = project.facts.providePluginKeys.contains("process")
            // Built by webpack 5 (react-scripts 5) with no such ProvidePlugin, `typeof process` was already
            // 'undefined' and `process.browser` already threw: the guard behaves the same under Vite.
            let facts = project.facts
            if !provided, (facts.majorVersion(of: "webpack") ?? 0) >= 5 || (facts.majorVersion(of: "react-scripts") ?? 0) >= 5 { return }
            let shim = provided ? "the process webpack's ProvidePlugin injected" : "webpack 4's process polyfill"
            for use in file.processUses {
                let direct = use.start == use.chain.root
                if use.chain.segments.isEmpty, direct, file.isWord(use.start - 1, "typeof") {
                    sink.report(
                        at: use.start,
                        message: "`typeof process` was true with \(shim); under Vite there is no process global",
                        fix: "typeof window !== 'undefined' or import.meta.env.SSR")
                } else if use.chain.segments.first?.name == "browser" {
                    // `!process.browser` (and `!(process as any).browser`, `!window.process.browser`) spans the `!`: the
                    // browser test written in its place would read `!typeof window !== 'undefined'`, which is always true.
                    let negated = file.isPunct(use.start - 1, "!") && !file.isPunct(use.start - 2, "!")
                    sink.report(
                        at: negated ? use.start - 1 : use.start, through: use.chain.segments[0].tokenIndex,
                        message: "\(negated ? "!" : "")process.browser came from \(shim); under Vite `process` is not defined",
                        fix: negated ? "typeof window === 'undefined' or import.meta.env.SSR" : "typeof window !== 'undefined' or !import.meta.env.SSR")
                }
            }
        }
    }

    struct ConfigProcessEnv: Rule {
        let description = RuleDescription(
            id: "env-config-process-env", title: "process.env in build or test configuration",
            summary: "`process.env` reads inside build and tool configuration files (webpack, Jest, Vite config, setupProxy).",
            rationale: "These run in Node, where `process.env` exists. In `vite.config`, `.env` files are not loaded yet when the config is evaluated.",
            defaultSeverity: .info,
            replacement: "In `vite.config` use `loadEnv(mode, process.cwd(), '')` to read `.env` values.",
            sourceURL: "https://vite.dev/config/#using-environment-variables-in-config",
            triggeringExamples: [
                RuleExample("const publicPath = ⟦process.env.PUBLIC_PATH || '/';", fileName: "webpack.config.js"),
            ],
            nonTriggeringExamples: [
                RuleExample("const publicPath = process.env.PUBLIC_PATH;", fileName: "server/app.js"),
                RuleExample("module.exports = { rules: { 'no-console': process.env.CI ? 'error' : 'warn' } };", fileName: ".eslintrc.js"),
                RuleExample("module.exports = { browsers: [process.env.BROWSER || 'Chrome'] };", fileName: "karma.conf.js"),
            ])

        /// The configuration files whose settings move into vite.config or vitest.config (or are it), where the
        /// `.env` timing matters; ESLint, Prettier, Karma or Grunt configuration stays as it is.
        static func movesToViteConfig(_ path: String) -> Bool {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let prefixes = ["webpack.", "webpackfile.", "vite.config.", "vitest.config.", "craco.config.", "config-overrides.", "jest.config.", "setupProxy."]
            return prefixes.contains { name.hasPrefix($0) } || path.hasPrefix("config/")
        }

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context == .config, Self.movesToViteConfig(file.path) else { return }
            // One note per variable and line: ejected CRA's `process.env.NODE_PATH = (process.env.NODE_PATH || '')`
            // is one setting, not two.
            var reported = Set<String>()
            for use in file.processUses where use.chain.segments.first?.name == "env" {
                let what = use.envKey.map { "process.env.\($0)" } ?? "process.env"
                let line = file.lexed.location(ofByte: file.tokens[use.start].start).line
                guard reported.insert("\(line) \(what)").inserted else { continue }
                // Through the key the message names (`process.env.NODE_ENV`, `process.env['X']`).
                let keyEnd = use.envKey != nil && use.chain.segments.count > 1
                    ? (use.chain.segments[1].keyRange.map { $0.upperBound } ?? use.chain.segments[1].tokenIndex) : use.chain.segments[0].tokenIndex
                sink.report(
                    at: use.start, through: keyEnd,
                    message: "\(what) in a configuration file runs in Node and keeps working; in vite.config, .env files are not loaded yet",
                    fix: "loadEnv(mode, process.cwd(), '') in vite.config")
            }
        }
    }
}
