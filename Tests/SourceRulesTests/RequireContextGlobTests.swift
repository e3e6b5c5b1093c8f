import AuditModel
import Testing

@testable import SourceRules

/// require.context calls that translate mechanically get the exact import.meta.glob (and are auto-fixable); others
/// are blockers with a hint.
@Suite struct RequireContextGlobTests {
    private func found(_ code: String) -> [(fix: String, severity: Severity)] {
        ExampleRunner.findings(of: WebpackRules.RequireContext(), code: code, fileName: "src/index.js").map { ($0.fix ?? "", $0.severity) }
    }

    @Test("suffix regexes become globs", arguments: [
        ("require.context('./stories', true, /\\.stories\\.js$/)", "import.meta.glob('./stories/**/*.stories.js', { eager: true })"),
        // webpack's context handed out the JSON data and the asset URLs themselves: `import: 'default'` does the same.
        ("require.context('../locales', false, /\\.json$/)",
         "import.meta.glob('../locales/*.json', { eager: true, import: 'default' }) (each value is the file's parsed JSON, as webpack's was; drop `.default` where the code reads it)"),
        ("require.context('./img/', false, /\\.(png|jpe?g)$/i)",
         "import.meta.glob('./img/*.{png,jpg,jpeg}', { eager: true, import: 'default' }) (each value is the file's URL, as webpack's was; drop `.default` where the code reads it) (globs match case-sensitively, unlike the /i regex)"),
        ("require.context('./src', true, /^\\.\\/.*\\.stories\\.tsx?$/)", "import.meta.glob('./src/**/*.stories.{ts,tsx}', { eager: true })"),
        ("require.context('./pages', true, /\\.js$/, 'lazy')", "import.meta.glob('./pages/**/*.js')"),
        ("require.context('./all')", "import.meta.glob('./all/**/*', { eager: true })"),
        // im6/vp client/config/reducer.js: unanchored, the regex matches every path ending in reducer.js.
        ("require.context('../modules/', true, /reducer\\.js$/)", "import.meta.glob('../modules/**/*reducer.js', { eager: true })"),
        // A storybook config: either ending, unanchored.
        ("require.context('../src', true, /(\\.stories|story)\\.js$/)", "import.meta.glob('../src/**/*{.stories.js,story.js}', { eager: true })"),
        // A whole file name after a slash: any folders or none (a key `./index.js` ends in `/index.js` too), at least
        // one folder, or exactly one.
        ("require.context('./pages', true, /\\/index\\.js$/)", "import.meta.glob('./pages/**/index.js', { eager: true })"),
        ("require.context('./pages', false, /\\/index\\.js$/)", "import.meta.glob('./pages/index.js', { eager: true })"),
        ("require.context('./pages', true, /^\\.\\/.*\\/index\\.js$/, 'lazy')", "import.meta.glob('./pages/*/**/index.js')"),
        ("require.context('./modules', true, /^\\.\\/[^/]+\\/index\\.(js|ts)$/)", "import.meta.glob('./modules/*/index.{js,ts}', { eager: true })"),
        ("require.context('./pages', true, /\\/index\\.js$/i)",
         "import.meta.glob('./pages/**/index.js', { eager: true }) (globs match case-sensitively, unlike the /i regex)"),
    ])
    func suffixRegexesBecomeGlobs(_ call: String, _ fix: String) {
        let results = found("const c = \(call);")
        #expect(results.map(\.fix) == [fix])
        #expect(results.first?.severity == .autoFixable)
    }

    @Test("import.meta.webpackContext translates like require.context, with its defaults", arguments: [
        ("import.meta.webpackContext('./widgets', { recursive: true, regExp: /\\.widget\\.jsx$/, mode: 'lazy' })", "import.meta.glob('./widgets/**/*.widget.jsx')"),
        ("import.meta.webpackContext('./widgets', { recursive: false, regExp: /\\.js$/ })", "import.meta.glob('./widgets/*.js', { eager: true })"),
        ("import.meta.webpackContext('./locales', {\n  'mode': 'sync',\n})", "import.meta.glob('./locales/**/*', { eager: true })"),
        ("import.meta.webpackContext('./all')", "import.meta.glob('./all/**/*', { eager: true })"),
    ])
    func webpackContextBecomesAGlob(_ call: String, _ fix: String) {
        let results = found("const c = \(call);")
        #expect(results.map(\.fix) == [fix])
        #expect(results.first?.severity == .autoFixable)
    }

    @Test("a webpackContext without a mechanical glob is a blocker", arguments: [
        "import.meta.webpackContext('./a', { regExp: /^(?!.*test).*\\.js$/ })", "import.meta.webpackContext('./a', options)",
        "import.meta.webpackContext('./a', { recursive })", "import.meta.webpackContext('./a', { mode: 'weak' })",
        "import.meta.webpackContext('./a', { include: /\\.js$/ })",
    ])
    func otherWebpackContextsAreBlockers(_ call: String) {
        #expect(found("const c = \(call);").map(\.severity) == [.blocker])
    }

    @Test("what has no mechanical glob is a blocker", arguments: [
        "require.context('./pages', true, /^(?!.*test).*\\.js$/)", "require.context(dir, true, /\\.js$/)",
        "require.context('./a', true, /\\.js$/, 'weak')", "require.context('./a', true, /[a-z]+\\.js$/)",
        "require.context('./a', false, /^\\.\\/reducer\\.js$/)",
        // No key of a non-recursive context has a folder; a class other than `[^/]+` is no glob.
        "require.context('./a', false, /^\\.\\/.*\\/index\\.js$/)", "require.context('./a', true, /^\\.\\/[a-z]+\\/index\\.js$/)",
    ])
    func otherCallsAreBlockers(_ call: String) {
        #expect(found("const c = \(call);").map(\.severity) == [.blocker])
    }

    // im6/vp client/config/reducer.js: the hint glob dropped none of the directory's trailing slash.
    @Test func theHintGlobJoinsATrailingSlashOnce() {
        #expect(found("const context = require.context('../modules/', true, /[a-z]+\\.js$/, 'weak');").map(\.fix)
            == ["import.meta.glob('../modules/**/*'), with the pattern the regex meant (its values are functions returning the module's promise)"])
    }
}

/// A context whose `.resolve()` or `.id` is read has no glob equivalent; its calls and `.keys()` must read the glob's object.
@Suite struct RequireContextUseTests {
    private func found(_ code: String) -> [(message: String, severity: Severity)] {
        ExampleRunner.findings(of: WebpackRules.RequireContext(), code: code, fileName: "src/index.js").map { ($0.message, $0.severity) }
    }

    @Test func resolveAndIdAreNotAutoFixable() {
        let results = found("""
            const ctx = require.context('./icons', false, /\\.svg$/);
            export const ids = ctx.keys().map((k) => ctx.resolve(k));
            export const id = ctx.id;
            """)
        #expect(results.map(\.severity) == [.manualFix])
        #expect(results.first?.message.hasSuffix(
            "; ctx.resolve() and ctx.id have no import.meta.glob equivalent; ctx.keys() must read the glob's object instead, whose keys are relative to this file") == true,
            "\(results)")
        #expect(found("const ctx = import.meta.webpackContext('./a', { regExp: /\\.js$/ });\nexport const id = ctx.id;").map(\.severity) == [.manualFix])
        // Untranslatable as a whole stays a blocker.
        #expect(found("const ctx = require.context('./a', true, /[a-z]+\\.js$/);\nctx.resolve('./x.js');").map(\.severity) == [.blocker])
    }

    @Test func theCallIsQuotedAsWritten() {
        #expect(found("const c = require.context('./icons', false, /\\.svg$/);").map(\.message) == [
            "require.context('./icons', …) is webpack-only; Vite needs import.meta.glob",
        ])
        #expect(found("const c = import.meta.webpackContext('./all');").map(\.message) == [
            "import.meta.webpackContext('./all') is webpack-only; Vite needs import.meta.glob",
        ])
        #expect(found("const c = require.context(dir, true);").map(\.message) == [
            "require.context(dir, …) is webpack-only; Vite needs import.meta.glob (regex, mode or directory cannot be translated mechanically)",
        ])
    }

    /// A regex no glob spells still leaves the mode known: only `sync` (the default) is an eager glob.
    @Test func anUntranslatableContextKeepsItsModeInTheFix() {
        func fix(_ code: String) -> String? {
            ExampleRunner.findings(of: WebpackRules.RequireContext(), code: code, fileName: "src/index.js").first?.fix
        }
        let lazy = " (its values are functions returning the module's promise)"
        #expect(fix("const c = require.context('./pages', true, /^\\.\\/[a-z]+\\.js$/, 'lazy');")
            == "import.meta.glob('./pages/**/*'), with the pattern the regex meant" + lazy)
        #expect(fix("const c = require.context('./pages', true, /^\\.\\/[a-z]+\\.js$/, 'lazy-once');")
            == "import.meta.glob('./pages/**/*'), with the pattern the regex meant" + lazy)
        #expect(fix("const c = require.context('./pages', true, /^\\.\\/[a-z]+\\.js$/);")
            == "import.meta.glob('./pages/**/*', { eager: true }), with the pattern the regex meant")
        #expect(fix("const c = require.context('./pages', true, /^\\.\\/[a-z]+\\.js$/, 'sync');")
            == "import.meta.glob('./pages/**/*', { eager: true }), with the pattern the regex meant")
        #expect(fix("const c = import.meta.webpackContext('./pages', { regExp: /^[a-z]+$/, mode: 'weak' });")
            == "import.meta.glob('./pages/**/*'), with the pattern the regex meant" + lazy)
    }

    @Test func callsAndKeysAloneStayAutoFixable() {
        let results = found("""
            const req = require.context('./', false, /\\.svg$/);
            export const icons = req.keys().map((key) => req(key).default);
            function other(req) { return req.resolve('./x'); }
            """)
        #expect(results.map(\.severity) == [.autoFixable])
        #expect(results.first?.message.hasSuffix("; req.keys() and req(key) must read the glob's object instead, whose keys are relative to this file") == true, "\(results)")
        // Not held by a const: nothing to follow.
        #expect(found("let ctx = require.context('./a', true, /\\.js$/);\nctx.resolve('./x.js');").map(\.severity) == [.autoFixable])
    }

    /// webpack's context never takes dot-files or dot-folders (ContextModuleFactory skips every directory entry whose
    /// name starts with `.`), as import.meta.glob's default does: `exhaustive: true` would add them, and node_modules.
    @Test func filesInDotFoldersNeedNoExhaustiveGlob() {
        let files = [SourceFile(path: "src/index.js", bytes: Array("const req = require.context('./', true, /\\.stories\\.js$/);\nexport default req;\n".utf8), context: .client)]
            + ["src/stories/a.stories.js", "src/.storybook/b.stories.js", "src/stories/.hidden.stories.js"].map { SourceFile(path: $0, bytes: Array("export const a = 1;\n".utf8), context: .client) }
        let fix = SourceRuleEngine(rules: [WebpackRules.RequireContext()]).run(files: files, facts: .examples).first?.fix
        #expect(fix == "import.meta.glob('./**/*.stories.js', { eager: true })")
    }
}
