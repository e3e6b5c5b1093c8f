import AuditModel
import Testing

@testable import SourceRules

/// The env rules' messages and fixes fit what the code does with `process.env`: a write, a key the project's
/// DefinePlugin defines, an object method.
@Suite struct EnvironmentMessageTests {
    private func messages(_ rule: any Rule, _ code: String) -> [String] {
        ExampleRunner.findings(of: rule, code: code, fileName: "src/env.js").map { $0.message + " | " + ($0.fix ?? "") }
    }

    @Test("In a react-scripts app a name without REACT_APP_ was undefined before the migration too (src/config/index.js)")
    func aNameCRAHidFromTheAppWasAlreadyUndefined() {
        var facts = ProjectFacts.examples
        facts.declaredRanges["react-scripts"] = "4.0.3"
        let code = "const apiUrl = process.env['REACT_APP_API_URL'] || 'http://localhost:5000';\nconst appUrl = process.env['URL'] || process.env['PUBLIC_URL'] || 'http://localhost:3000';\n"
        let found = ExampleRunner.findings(of: EnvironmentRules.ProcessEnvStatic(), code: code, fileName: "src/config/index.js", facts: facts)
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:16", "2:16"], "\(found.map(\.message))")
        #expect(found.first?.message == "process.env.REACT_APP_API_URL becomes undefined under Vite; rename to VITE_API_URL and read import.meta.env.VITE_API_URL")
        #expect(found.last?.message.hasPrefix("process.env.URL was undefined under CRA too") == true, "\(found.map(\.message))")
        #expect(found.last?.fix == "import.meta.env.VITE_URL (and set VITE_URL where the value was meant to come from), or drop the read")
        // Outside react-scripts (a webpack app's own DefinePlugin or dotenv-webpack) the name may well have had a value.
        let webpack = ExampleRunner.findings(of: EnvironmentRules.ProcessEnvStatic(), code: code, fileName: "src/config/index.js")
        #expect(webpack.last?.message.hasPrefix("process.env.URL becomes undefined under Vite") == true)
    }

    @Test func aWriteIsNotToldToReadImportMetaEnv() {
        let found = messages(EnvironmentRules.ProcessEnvStatic(), "process.env.REACT_APP_MODE = 'dev';")
        #expect(found.count == 1)
        #expect(found.first?.contains("is assigned at run time") == true, "\(found)")
        #expect(found.first?.contains("read import.meta.env") == false)
    }

    @Test("A name the .env files set is renamed there too; REACT_APP_* names are reported in .env by env-react-app-prefix")
    func aNameTheEnvFilesSetIsRenamedThere() {
        var facts = ProjectFacts.examples
        facts.envFileVariables = ["SENTRY_DSN", "REACT_APP_TITLE"]
        let found = ExampleRunner.findings(
            of: EnvironmentRules.ProcessEnvStatic(), code: "f(process.env.SENTRY_DSN, process.env.REACT_APP_TITLE, process.env.OTHER);", fileName: "src/env.js", facts: facts
        ).map(\.message)
        #expect(found == [
            "process.env.SENTRY_DSN becomes undefined under Vite; rename to VITE_SENTRY_DSN (in the .env files that set it too) and read import.meta.env.VITE_SENTRY_DSN",
            "process.env.REACT_APP_TITLE becomes undefined under Vite; rename to VITE_TITLE and read import.meta.env.VITE_TITLE",
            "process.env.OTHER becomes undefined under Vite; rename to VITE_OTHER and read import.meta.env.VITE_OTHER",
        ], "\(found)")
    }

    @Test("vite.config's envPrefix exposing REACT_APP_ keeps the name: no rename is advised")
    func anExposedPrefixKeepsTheName() {
        var facts = ProjectFacts.examples
        facts.vite = ViteSettings(file: "vite.config.js")
        facts.vite?.envPrefixes = ["VITE_", "REACT_APP_"]
        let found = ExampleRunner.findings(
            of: EnvironmentRules.ProcessEnvStatic(), code: "f(process.env.REACT_APP_TITLE, process.env.SENTRY);", fileName: "src/env.js", facts: facts
        ).map { $0.message + " | " + ($0.fix ?? "") }
        #expect(found == [
            "process.env.REACT_APP_TITLE becomes undefined under Vite; its prefix is one Vite exposes, so read it as it is: import.meta.env.REACT_APP_TITLE | import.meta.env.REACT_APP_TITLE",
            "process.env.SENTRY becomes undefined under Vite; rename to VITE_SENTRY and read import.meta.env.VITE_SENTRY | import.meta.env.VITE_SENTRY",
        ], "\(found)")
        // Without a vite.config, a VITE_ name is already Vite's.
        let plain = ExampleRunner.findings(of: EnvironmentRules.ProcessEnvStatic(), code: "f(process.env.VITE_API);", fileName: "src/env.js").map(\.fix)
        #expect(plain == ["import.meta.env.VITE_API"], "\(plain)")
    }

    @Test func anEnvironmentPluginDefaultStaysInTheDefine() {
        var facts = ProjectFacts.examples
        facts.environmentPluginKeys = ["API_BASE", "DEBUG", "TOKEN"]
        facts.environmentPluginDefaults = ["API_BASE": "'http://localhost'", "DEBUG": "false"]
        let fixes = ExampleRunner.findings(
            of: EnvironmentRules.OtherPrefix(), code: "f(process.env.API_BASE, process.env.DEBUG, process.env.TOKEN);", fileName: "src/env.js", facts: facts
        ).map { $0.fix ?? "" }
        #expect(fixes == [
            "define: { 'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? 'http://localhost') } in vite.config, or vite-plugin-environment",
            "define: { 'process.env.DEBUG': JSON.stringify(process.env.DEBUG ?? false) } in vite.config, or vite-plugin-environment",
            "define: { 'process.env.TOKEN': JSON.stringify(process.env.TOKEN) } in vite.config, or vite-plugin-environment",
        ])
    }

    @Test func aKeyTheProjectsDefinePluginDefinesIsToldToUseDefine() {
        // The example facts hold DefinePlugin's `process.env.API_URL`.
        let found = messages(EnvironmentRules.ProcessEnvStatic(), "fetch(process.env.API_URL);")
        #expect(found.first?.contains("define: { 'process.env.API_URL'") == true, "\(found)")
    }

    @Test func anObjectMethodIsNotCalledAComputedKey() {
        let found = messages(EnvironmentRules.ProcessEnvDynamic(), "if (process.env.hasOwnProperty('REACT_APP_FLAG')) enable();")
        #expect(found.first?.hasPrefix("process.env.hasOwnProperty(…) asks process.env as an object") == true, "\(found)")
    }

    @Test func aPathAfterPublicURLLosesItsSlashInTheFix() {
        // BASE_URL ends with `/`; PUBLIC_URL had none: `BASE_URL + '/img/a.jpg'` is the URL of host "img".
        let fixes = ExampleRunner.findings(
            of: EnvironmentRules.PublicURL(),
            code: """
                const a = process.env.PUBLIC_URL + '/img/banner.jpg';
                const b = `${process.env.PUBLIC_URL}/service-worker.js`;
                const c = `${origin}${process.env.PUBLIC_URL}/a/${name}`;
                const d = process.env.PUBLIC_URL + "/";
                const e = new URL(process.env.PUBLIC_URL, window.location.href);
                """,
            fileName: "src/env.js"
        ).map { $0.fix ?? "" }
        #expect(fixes == [
            "import.meta.env.BASE_URL + 'img/banner.jpg'",
            "`${import.meta.env.BASE_URL}service-worker.js`",
            "${import.meta.env.BASE_URL}a/",
            "import.meta.env.BASE_URL",
            "import.meta.env.BASE_URL (it ends with `/`, unlike PUBLIC_URL: drop the `/` that follows it)",
        ])
    }

    @Test func destructuredNamesAreEachGivenTheirViteRead() {
        // There is no VITE_NODE_ENV nor VITE_PUBLIC_URL: each name is read as the per-key rules say.
        let found = messages(EnvironmentRules.ProcessEnvDynamic(), "const { NODE_ENV, PUBLIC_URL, REACT_APP_API: api = '/' } = process.env;")
        #expect(found == [
            "process.env is destructured (NODE_ENV, PUBLIC_URL, REACT_APP_API); Vite defines no process.env object (dev: ReferenceError, build: {})"
                + " | read each name on its own: NODE_ENV → import.meta.env.MODE (or .PROD / .DEV; process.env.NODE_ENV written out is replaced by Vite);"
                + " PUBLIC_URL → import.meta.env.BASE_URL (it ends with `/`); REACT_APP_API → import.meta.env.VITE_API",
        ])
    }

    /// `const envs = process.env; envs.REACT_APP_API_URL`: the keys read through the alias are named, each with its
    /// Vite read; a shadowing parameter of the same name reads nothing of it.
    @Test func keysReadThroughAnAliasAreNamed() {
        let found = messages(
            EnvironmentRules.ProcessEnvDynamic(),
            "const envs = process.env;\nexport const api = envs.REACT_APP_API_URL;\nexport const key = envs['REACT_APP_KEY'] + envs.REACT_APP_API_URL;\nfunction f(envs) { return envs.OTHER; }")
        #expect(found == [
            "process.env is aliased as `envs`, which reads REACT_APP_API_URL, REACT_APP_KEY; Vite defines no process.env object (dev: ReferenceError, build: {})"
                + " | read each name on its own: envs.REACT_APP_API_URL → import.meta.env.VITE_API_URL; envs.REACT_APP_KEY → import.meta.env.VITE_KEY",
        ], "\(found)")
        // Handed on whole too: those uses keep the general advice.
        let whole = messages(EnvironmentRules.ProcessEnvDynamic(), "var env = process.env\nconfigure(env);\nconst url = env.PUBLIC_URL;")
        #expect(whole.first?.hasSuffix("| read each name on its own: env.PUBLIC_URL → import.meta.env.BASE_URL (it ends with `/`); `env`'s other uses: import.meta.env with VITE_-prefixed names") == true, "\(whole)")
    }
    /// A comparison with 'production' is exactly import.meta.env.PROD (or its negation); other values keep the
    /// general advice, since DEV is true in tests as well.
    @Test func aProductionComparisonGetsItsExactCounterpart() {
        let code = "if (process.env.NODE_ENV === 'production') {}\nconst dev = 'production' !== process.env.NODE_ENV;\nconst t = process.env.NODE_ENV === 'test';\n"
        let findings = ExampleRunner.findings(of: EnvironmentRules.NodeEnv(), code: code, fileName: "src/env.js")
        #expect(findings.map(\.fix) == ["import.meta.env.PROD", "!import.meta.env.PROD", "import.meta.env.PROD (or .DEV / .MODE)"])
        #expect(findings.map(\.column) == [5, 13, 11])
        #expect(findings.first?.endColumn == 42, "the finding spans the whole comparison, which the fix replaces")
    }

    /// `!process.browser` is replaced whole: the browser test in place of `process.browser` alone would read
    /// `!typeof window !== 'undefined'`, true everywhere.
    @Test func aNegatedProcessBrowserGetsTheServerTest() {
        let code = "if (!process.browser) { render(); }\nexport const client = process.browser ? 1 : 2;\nconst twice = !!process.browser;\n"
        let findings = ExampleRunner.findings(of: EnvironmentRules.TypeofProcess(), code: code, fileName: "src/env.js")
        #expect(findings.map(\.fix) == [
            "typeof window === 'undefined' or import.meta.env.SSR", "typeof window !== 'undefined' or !import.meta.env.SSR",
            "typeof window !== 'undefined' or !import.meta.env.SSR",
        ])
        #expect(findings.map { "\($0.line):\($0.column)-\($0.endColumn)" } == ["1:5-21", "2:23-38", "3:17-32"])
        #expect(findings.first?.message.hasPrefix("!process.browser came from") == true)
        // Through a cast or a global object, the `!` is spanned too.
        let cast = ExampleRunner.findings(
            of: EnvironmentRules.TypeofProcess(), code: "export const server = !(process as any).browser;\nexport const s = !window.process.browser;\n", fileName: "src/env.ts")
        #expect(cast.map { "\($0.line):\($0.column)-\($0.endColumn)" } == ["1:23-48", "2:18-41"])
        #expect(cast.map(\.fix) == Array(repeating: "typeof window === 'undefined' or import.meta.env.SSR", count: 2))
    }

    /// CRA 2–3's TypeScript serviceWorker.ts reads PUBLIC_URL through a cast: a process.env read like any other,
    /// not `process` used as a value (which would make the template a blocker).
    @Test func aCastProcessIsReadAsProcessEnv() {
        let code = "const publicUrl = new URL(\n  (process as { env: { [key: string]: string } }).env.PUBLIC_URL,\n  window.location.href\n);\n"
        let asValue = ExampleRunner.findings(of: NodeRules.ProcessGlobal(), code: code, fileName: "src/serviceWorker.ts")
        #expect(asValue.isEmpty, "\(asValue.map(\.message))")
        let publicURL = ExampleRunner.findings(of: EnvironmentRules.PublicURL(), code: code, fileName: "src/serviceWorker.ts")
        #expect(publicURL.map { "\($0.line):\($0.column)" } == ["2:3"], "the fix replaces the parentheses with the cast")
        let browser = ExampleRunner.findings(of: EnvironmentRules.TypeofProcess(), code: "if ((process as any).browser) { start(); }\n", fileName: "src/start.ts")
        #expect(browser.count == 1, "process.browser through a cast is still webpack 4's polyfill")
        // A cast that reads nothing after it hands `process` itself on.
        let whole = ExampleRunner.findings(of: NodeRules.ProcessGlobal(), code: "debug(process as unknown);\n", fileName: "src/debug.ts")
        #expect(whole.count == 1)
        let callResult = ExampleRunner.findings(of: EnvironmentRules.PublicURL(), code: "const url = wrap(process as any).env.PUBLIC_URL;\n", fileName: "src/wrap.ts")
        #expect(callResult.isEmpty, "the call's result is read, not process")
    }

    /// The use starts at the cast's `(`: the fix replaces the whole `(process as any).env.X`, where replacing from
    /// `process` on left `(import.meta.env.VITE_API;` behind, and the destructuring before it is seen.
    @Test func aCastReadIsReplacedWithItsParentheses() {
        let read = ExampleRunner.findings(of: EnvironmentRules.ProcessEnvStatic(), code: "const api = (process as any).env.REACT_APP_API;\n", fileName: "src/api.ts")
        #expect(read.map { "\($0.column)-\($0.endColumn)" } == ["13-47"])
        let destructured = ExampleRunner.findings(
            of: EnvironmentRules.ProcessEnvDynamic(), code: "const { REACT_APP_A, REACT_APP_B } = (process as any).env;\n", fileName: "src/env.ts")
        #expect(destructured.first?.message.hasPrefix("process.env is destructured (REACT_APP_A, REACT_APP_B)") == true, "\(destructured.map(\.message))")
    }

    /// Other parenthesised shapes of `process` read `process.env` as well; a call's parentheses still do not.
    @Test func otherParenthesisedProcessShapesAreReadAsProcessEnv() {
        let shapes: [(code: String, file: String)] = [
            ("const a = ((process as any)).env.PUBLIC_URL;\n", "src/a.ts"),
            ("const a = (process!).env.PUBLIC_URL;\n", "src/a.ts"),
            ("const a = (process satisfies unknown as any).env.PUBLIC_URL;\n", "src/a.ts"),
            ("const a = (<any>process).env.PUBLIC_URL;\n", "src/a.ts"),
            ("const a = (process: any).env.PUBLIC_URL;\n", "src/a.js"),
            ("const a = (process as any)?.env.PUBLIC_URL;\n", "src/a.ts"),
        ]
        for shape in shapes {
            let publicURL = ExampleRunner.findings(of: EnvironmentRules.PublicURL(), code: shape.code, fileName: shape.file)
            #expect(publicURL.map { "\($0.column)-\($0.endColumn)" } == ["11-\(shape.code.utf16.count - 1)"], "\(shape.code)")
            #expect(ExampleRunner.findings(of: NodeRules.ProcessGlobal(), code: shape.code, fileName: shape.file).isEmpty, "\(shape.code)")
        }
        let optionalCall = ExampleRunner.findings(of: EnvironmentRules.PublicURL(), code: "const url = wrap?.(process as any).env.PUBLIC_URL;\n", fileName: "src/wrap.ts")
        #expect(optionalCall.isEmpty, "the call's result is read, not process")
    }
}
