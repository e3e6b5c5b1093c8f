import AuditModel
import Testing
@testable import ConfigAudit

/// PostCSS configurations Vite would not load as postcss-loader did: one it does not find, or one that reads
/// postcss-loader's context.
struct PostCSSConfigTests {
    @Test func aPostCSSConfigOutsideTheRootIsNotFoundByVite() {
        let config = """
        const path = require('path');
        module.exports = { module: { rules: [
          { test: /\\.css$/, use: ['style-loader', 'css-loader', { loader: 'postcss-loader', options: { config: { path: path.resolve(__dirname, '../shared/postcss.config.js') } } }] },
          { test: /\\.pcss$/, use: [{ loader: 'postcss-loader', options: { postcssOptions: { config: './tools/postcss' } } }] },
          { test: /\\.sss$/, use: [{ loader: 'postcss-loader', options: { config: { path: './' } } }] },
        ] } };
        """
        let findings = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("css-postcss-config")
        #expect(findings.map(\.line) == [3, 4])
        #expect(findings.map(\.severity) == [.manualFix, .manualFix])
        #expect(findings.map(\.fix) == [
            "css: { postcss: path.resolve(__dirname, '../shared') } in vite.config (the folder Vite searches for the config), or move the config to the project root.",
            "css: { postcss: path.resolve(__dirname, 'tools/postcss') } in vite.config (the folder Vite searches for the config), or move the config to the project root.",
        ])
    }

    @Test func aPostCSSConfigReadingLoaderContextIsReported() {
        let config = """
        module.exports = ({ file, options, env }) => ({
          plugins: {
            'postcss-import': { root: file.dirname },
            autoprefixer: env === 'production' ? options.autoprefixer : false,
          },
        });
        """
        let findings = ConfigFixture(files: ["postcss.config.js": config, "package.json": "{}"]).audit().findings("css-postcss-config")
        #expect(findings.map(\.line) == [1])
        #expect(findings.map(\.severity) == [.manualFix])
        #expect(findings.map(\.message) == ["postcss.config.js is a function of postcss-loader's context and reads `file`, `options`; Vite loads it with postcss-load-config, which passes only `env` and `cwd`, so they are undefined (a member read of one throws)."])
        #expect(findings.map(\.fix) == ["Make the export a plain object (module.exports = { plugins: … }) or a function that reads only ctx.env, and write what `file`, `options` gave into the config itself (a folder as path.resolve(__dirname, …), loader options as values)."])
        let context = ConfigFixture(files: [".postcssrc.js": "module.exports = ctx => ({ map: ctx.options.map, plugins: { cssnano: ctx.env === 'production' ? {} : false } });\n"]).audit()
        #expect(context.findings("css-postcss-config").map(\.message).first?.contains("reads `options`;") == true)
    }

    @Test(arguments: [
        "module.exports = { plugins: { autoprefixer: {} } };",
        "module.exports = (ctx) => ({ map: ctx.env === 'development', plugins: { cssnano: ctx.env === 'production' ? {} : false } });",
        "module.exports = ({ env }) => ({ plugins: { cssnano: env === 'production' ? {} : false } });",
    ])
    func postCSSConfigsViteLoadsAsTheyAreAreNotReported(_ config: String) {
        #expect(ConfigFixture(files: ["postcss.config.js": config]).audit().findings("css-postcss-config").isEmpty)
    }
}
