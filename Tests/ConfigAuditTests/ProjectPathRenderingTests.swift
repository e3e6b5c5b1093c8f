import AuditModel
import JSLexer
import Testing
@testable import ConfigAudit

/// Paths computed from `__dirname` are rendered relative to the project, never as filesystem-root paths.
struct ProjectPathRenderingTests {
    func evaluate(_ source: String, directory: String = "") -> ConfigNode? {
        StaticEvaluator(file: Lexer.lex(Array(source.utf8), dialect: .javascript), directory: directory).evaluateModule()
    }

    @Test func dirnamePathsRenderAsPathResolve() throws {
        let config = try #require(evaluate("""
        const path = require('path');
        module.exports = {
          a: path.join(__dirname, 'public'), b: [path.resolve(__dirname, '../src/styles')], c: __dirname + '/dist',
          d: `${__dirname}/src/templates`, e: __dirname, f: process.cwd(), g: path.join('/usr/share', 'x'), h: 'public',
        };
        """, directory: "config"))
        #expect(["a", "b", "c", "d", "e", "f"].map { config[$0]?.rendered } == [
            "path.resolve(__dirname, 'config/public')", "[path.resolve(__dirname, 'src/styles')]", "path.resolve(__dirname, 'config/dist')",
            "path.resolve(__dirname, 'config/src/templates')", "path.resolve(__dirname, 'config')", "__dirname",
        ])
        #expect([config["c"]?.string, config["d"]?.string] == ["/config/dist", "/config/src/templates"])
        // An absolute literal and a plain string are not project paths.
        #expect([config["g"]?.rendered, config["h"]?.rendered] == ["'/usr/share/x'", "'public'"])
    }

    @Test func runTimeChoicesAreWrittenWithTheirOperators() throws {
        let config = try #require(evaluate("""
        const isProd = process.env.NODE_ENV === 'production';
        module.exports = { a: process.env.PORT || 3000, b: process.env.X ?? 'y', c: process.env.Z && 'z', d: isProd ? 'p' : 'd', e: (process.env.A || 'a') + '/', f: local || 1 };
        """))
        #expect(["a", "b", "c", "d", "e"].map { config[$0]?.rendered } == [
            "process.env.PORT || 3000", "process.env.X ?? 'y'", "process.env.Z && 'z'", "(process.env.NODE_ENV === 'production') ? 'p' : 'd'",
            "(process.env.A || 'a') + '/'",
        ])
        // Pasteable into vite.config, where only the parts that were are.
        #expect(config["a"]?.faithfulText == "process.env.PORT || 3000")
        #expect(config["f"]?.faithfulText == "local || 1")
    }

    /// What `rule` says of a webpack.config.js that starts with `const path = require('path');`.
    func findings(_ exports: String, _ rule: String) -> [Finding] {
        let config = "const path = require('path');\nmodule.exports = \(exports);\n"
        return ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings(rule)
    }

    @Test func aTemplateAliasFromDirnameResolvesInsideTheProject() {
        #expect(findings("{ resolve: { alias: { templates: `${__dirname}/src/templates`, styles: __dirname + '/src/styles' } } }", "wp-alias").map(\.fix) == [
            "resolve: { alias: [{ find: 'templates', replacement: path.resolve(__dirname, 'src/templates') }] }",
            "resolve: { alias: [{ find: 'styles', replacement: path.resolve(__dirname, 'src/styles') }] }",
        ])
        // Sass include paths too read from the project, not from the filesystem's root.
        let sass = "{ module: { rules: [{ test: /\\.scss$/, use: [{ loader: 'sass-loader', options: { includePaths: [path.resolve(__dirname, 'src/styles')] } }] }] } }"
        #expect(findings(sass, "css-node-sass").map(\.message) == [
            "sass-loader options includePaths ({ includePaths: [path.resolve(__dirname, 'src/styles')] }) must move to Vite's Sass options.",
        ])
    }

    /// An antd theme's modifyVars runs past the length a message abridges to: the fix still holds all of it.
    @Test func lessOptionsAreWrittenOutWhole() {
        let variables = (1...12).map { "'@color-\($0)': '#1DA57A'" }.joined(separator: ", ")
        let less = "{ module: { rules: [{ test: /\\.less$/, use: [{ loader: 'less-loader', options: { lessOptions: { javascriptEnabled: true, modifyVars: { \(variables) } } } }] }] } }"
        #expect(findings(less, "css-less-options").map(\.fix) == [
            "css: { preprocessorOptions: { less: { javascriptEnabled: true, modifyVars: { \(variables) } } } } (install `less`).",
        ])
    }

    /// The fix writes the options out where the config gives them exactly, under each syntax the rule tests: Vite keeps
    /// `scss` and `sass` (indented) options apart.
    @Test func sassLoaderOptionsAreWrittenAsVitesOwn() {
        let sass = "{ module: { rules: [{ test: /\\.scss$/, use: [{ loader: 'sass-loader', options: { includePaths: [path.resolve(__dirname, 'src/styles')], data: '@import \"variables\";' } }] }] } }"
        #expect(findings(sass, "css-node-sass").map(\.fix) == [
            "css: { preprocessorOptions: { scss: { loadPaths: [path.resolve(__dirname, 'src/styles')], additionalData: '@import \"variables\";' } } } (install sass-embedded).",
        ])
        let both = "{ module: { rules: [{ test: /\\.s[ac]ss$/, use: [{ loader: 'sass-loader', options: { sassOptions: { includePaths: ['node_modules'] }, prependData: (content) => content } }] }] } }"
        #expect(findings(both, "css-node-sass").map(\.fix) == [
            "css: { preprocessorOptions: { scss: { loadPaths: ['node_modules'], additionalData: (source, filename) => … }, sass: { loadPaths: ['node_modules'], additionalData: (source, filename) => … } } } (install sass-embedded; Vite's additionalData function takes (source, filename) and returns the whole stylesheet, where sass-loader's took its loader context).",
        ])
    }
}
