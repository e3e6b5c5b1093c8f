import AuditModel
import Testing
@testable import ConfigAudit

/// Fix texts of webpack plugins and loaders that name the project's own entry, files and globals.
struct WebpackPluginFixTests {
    func audit(_ config: String, files: [String: String] = [:]) -> ConfigAuditResult {
        ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"].merging(files) { $1 }).audit()
    }

    @Test func nodeEnvIsDefinedByViteItself() {
        let config = """
        const webpack = require('webpack');
        module.exports = { plugins: [
          new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), 'process.env.API': JSON.stringify('/api') }),
          new webpack.DefinePlugin({ 'process.env': { NODE_ENV: '"production"' } }),
          new webpack.DefinePlugin({ 'process.env': { NODE_ENV: '"production"', SENTRY: '"x"' } }),
        ] };
        """
        let result = audit(config)
        #expect(result.findings("env-define-plugin").map(\.line) == [3, 5])
        #expect(result.findings("env-define-plugin").map(\.fix) == [
            "define: { 'process.env.API': JSON.stringify('/api') } in vite.config, or rename to import.meta.env.VITE_API",
            "define: { 'process.env.SENTRY': … } in vite.config, or import.meta.env.VITE_*",
        ])
        #expect(result.facts.defineKeys == ["process.env", "process.env.API", "process.env.SENTRY"])
    }

    @Test func aNodeEnvKnownOnlyWhenWebpackRunsLeavesNothingUnchecked() {
        // react-boilerplate's webpack.base.babel.js: Vite defines process.env.NODE_ENV itself, whatever webpack gave it.
        let config = """
        const webpack = require('webpack');
        module.exports = { plugins: [
          new webpack.DefinePlugin({ 'process.env': { NODE_ENV: JSON.stringify(process.env.NODE_ENV) } }),
          new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV), API: JSON.stringify(process.env.API) }),
        ] };
        """
        let result = audit(config)
        #expect(result.findings("audit-config-unresolved").map(\.line) == [4])
        #expect(result.findings("audit-config-unresolved").first?.message.hasPrefix("DefinePlugin.API is not statically resolvable") == true)
        #expect(result.findings("env-define-plugin").map(\.line) == [4])
    }

    @Test func aProvidedInlineLoaderRequestImportsTheModuleItLoads() {
        // react-boilerplate's webpack.base.babel.js: the fix must not import the loader request itself.
        let config = """
        const webpack = require('webpack');
        module.exports = { plugins: [new webpack.ProvidePlugin({
          fetch: 'exports-loader?self.fetch!whatwg-fetch',
          $: 'imports-loader?this=>window!jquery',
        })] };
        """
        #expect(audit(config).findings("wp-provide-plugin").map(\.fix) == [
            "import 'whatwg-fetch' once in the entry: it sets `self.fetch`, the global exports-loader read; nothing else replaces the injection.",
            "import $ from 'jquery' in each file that uses `$`, and do in code what imports-loader did (Vite has no `loader!module` requests).",
        ])
    }

    @Test func aDefineWrittenInARequiredModuleIsPointedToThere() {
        // dvdzkwsk/react-redux-starter-kit: `new webpack.DefinePlugin(project.globals)`, the keys in config/project.config.js.
        let files = [
            "config/webpack.config.js": "const webpack = require('webpack');\nconst project = require('./project.config');\nmodule.exports = { plugins: [new webpack.DefinePlugin(project.globals)] };\n",
            "config/project.config.js": "const argv = require('yargs').argv;\nmodule.exports = { globals: {\n  __COVERAGE__: !argv.watch,\n  __VERSION__: JSON.stringify(require('../package.json').version),\n} };\n",
            "package.json": "{}",
        ]
        let fixes = ConfigFixture(files: files).audit().findings("env-define-plugin").map { "\($0.file):\($0.line): \($0.fix ?? "")" }
        #expect(fixes == [
            "config/project.config.js:3: define: { __COVERAGE__: /* the value at config/project.config.js:3 */ } in vite.config",
            "config/project.config.js:4: define: { __VERSION__: JSON.stringify(process.env.npm_package_version) } in vite.config (npm, pnpm and yarn set npm_package_* when they run a package script)",
        ])
    }

    @Test func htmlWebpackPluginsScriptIsTheConfiguredEntry() {
        let config = "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { entry: './src/main', plugins: [new HtmlWebpackPlugin({ template: 'public/index.html' })] };\n"
        let fixes = audit(config, files: ["src/main.tsx": "export {};\n", "src/index.js": "export {};\n"]).findings("wp-html-plugin").map(\.fix)
        #expect(fixes == ["Move public/index.html to index.html at the root with <script type=\"module\" src=\"/src/main.tsx\"></script>; if it uses <% %>, replace them with %VITE_X% or use vite-plugin-html."])
        // The first entry's files, in the order webpack runs them; not another entry's.
        let chunk = "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { entry: { main: ['./src/publicPath.js', './src/index'], admin: './src/admin.js' }, plugins: [new HtmlWebpackPlugin()] };\n"
        #expect(audit(chunk, files: ["src/publicPath.js": "", "src/index.ts": "", "src/admin.js": ""]).findings("wp-html-plugin").map(\.fix) == [
            "Move the template to index.html at the root with <script type=\"module\" src=\"/src/publicPath.js\"></script> <script type=\"module\" src=\"/src/index.ts\"></script>; if it uses <% %>, replace them with %VITE_X% or use vite-plugin-html.",
        ])
        // Without an entry of its own: CRA's src/index.*, as html-entry-location says; a .js file with JSX is renamed.
        let bare = "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { plugins: [new HtmlWebpackPlugin()] };\n"
        #expect(audit(bare, files: ["src/index.js": "export default () => <div />;\n"]).findings("wp-html-plugin").map(\.fix) == [
            "Move the template to index.html at the root with <script type=\"module\" src=\"/src/index.jsx\"></script> (src/index.js holds JSX, so it is renamed to .jsx as syntax-jsx-in-js says); if it uses <% %>, replace them with %VITE_X% or use vite-plugin-html.",
        ])
    }

    /// EJS tags are named only when the template holds some; a template the audit cannot read may.
    @Test func htmlWebpackPluginNamesEJSTagsOnlyWhenTheTemplateHasThem() {
        let config = "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { entry: './src/main', plugins: [new HtmlWebpackPlugin({ template: 'src/index.html' })] };\n"
        let script = "Move src/index.html to index.html at the root with <script type=\"module\" src=\"/src/main.js\"></script>"
        let findings = { (page: String?) in
            self.audit(config, files: ["src/main.js": "export {};\n"].merging(page.map { ["src/index.html": $0] } ?? [:]) { $1 }).findings("wp-html-plugin")
        }
        let plain = findings("<!DOCTYPE html>\n<html><body><div id=\"root\"></div></body></html>\n")
        #expect(plain.map(\.fix) == [script + "."])
        #expect(plain.first?.message.contains("<%") == false)
        let ejs = findings("<html><head>\n<title><%= htmlWebpackPlugin.options.title %></title></head>\n<body><% if (x) { %><b></b><% } %></body></html>\n")
        #expect(ejs.map(\.fix) == [script + "; replace <%= %> with %VITE_X% or use vite-plugin-html."])
        // Where they are: a team sees at once whether it is one title or a page of conditionals.
        #expect(ejs.first?.message.hasSuffix("does not evaluate EJS (<%= %> — 3 tags in src/index.html, the first at line 2).") == true, "\(ejs)")
        let one = findings("<html>\n\n<title><%= title %></title></html>\n")
        #expect(one.first?.message.hasSuffix("does not evaluate EJS (<%= %> — one tag in src/index.html, at line 3).") == true, "\(one)")
        #expect(findings(nil).map(\.fix) == [script + "; if it uses <% %>, replace them with %VITE_X% or use vite-plugin-html."])
    }

    /// With public/index.html as the template, html-entry-location moves it to the root with its module script: the
    /// plugin's finding does not say (or weigh) the move again, only what is left of the plugin and the template's EJS.
    @Test func htmlWebpackPluginLeavesThePublicPageMoveToHTMLEntryLocation() {
        let config = "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { entry: './src/main', plugins: [new HtmlWebpackPlugin({ template: './public/index.html' })] };\n"
        let result = { (page: String) in self.audit(config, files: ["src/main.js": "export {};\n", "public/index.html": page]) }
        let plain = result("<!DOCTYPE html>\n<html><body><div id=\"root\"></div></body></html>\n")
        #expect(plain.findings("wp-html-plugin").map(\.fix) == [
            "Remove the plugin: html-entry-location's fix at public/index.html:1 moves the template to the root with its module script.",
        ])
        #expect(plain.findings("wp-html-plugin").map(\.severity) == [.info])
        #expect(plain.findings("html-entry-location").first?.fix?.contains("<script type=\"module\" src=\"/src/main.js\"></script>") == true)
        // EJS tags are work of their own: still a manual fix, for them alone.
        let ejs = result("<html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body></body></html>\n").findings("wp-html-plugin")
        #expect(ejs.map(\.fix) == [
            "Remove the plugin: html-entry-location's fix at public/index.html:1 moves the template to the root with its module script; replace <%= %> with %VITE_X% or use vite-plugin-html.",
        ])
        #expect(ejs.map(\.severity) == [.manualFix])
        // A root index.html already there: html-entry-location says nothing, so the plugin's finding names the page's script.
        let rooted = self.audit(config, files: ["src/main.js": "export {};\n", "public/index.html": "<div></div>\n", "index.html": "<div></div>\n"])
        #expect(rooted.findings("html-entry-location").isEmpty)
        #expect(rooted.findings("wp-html-plugin").first?.fix?.hasPrefix("Move ./public/index.html to index.html at the root with <script type=\"module\" src=\"/src/main.js\"></script>") == true)
    }

    @Test func anEntryTheAuditCannotReadIsNoInventedScript() {
        // dvdzkwsk/react-redux-starter-kit: the entry is `project.paths.client('main.js')`, and there is no src/index.js.
        let config = "const HtmlWebpackPlugin = require('html-webpack-plugin');\nconst project = require('./project.config');\nmodule.exports = { entry: { app: [project.paths.client('main.js')] }, plugins: [new HtmlWebpackPlugin({ template: 'src/index.html' })] };\n"
        let fixes = audit(config, files: ["src/main.js": "export {};\n"]).findings("wp-html-plugin").map(\.fix)
        #expect(fixes == ["Move src/index.html to index.html at the root with <script type=\"module\" src=\"/src/…\"></script> (the app's entry module; the scan found neither a webpack entry it could read nor src/index.*); if it uses <% %>, replace them with %VITE_X% or use vite-plugin-html."])
    }

    @Test func anotherPagesConfigDoesNotNameCRAsPageScript() {
        // stevex2012/resouceUI: a CRA app with src-auth/webpack.config.js building src-auth/index.html.
        let auth = "const path = require('path');\nconst HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { entry: path.resolve(__dirname, 'index.js'), plugins: [new HtmlWebpackPlugin({ template: path.resolve('src-auth/index.html') })] };\n"
        let files = [
            "src-auth/webpack.config.js": auth, "src-auth/index.js": "", "src-auth/index.html": "",
            "src/index.js": "", "public/index.html": "<div id=\"root\"></div>",
            "package.json": #"{ "dependencies": { "react-scripts": "^2.1.1" } }"#,
        ]
        let fixes = ConfigFixture(files: files).audit().findings("html-entry-location").map(\.fix)
        #expect(fixes == ["git mv public/index.html index.html and add <script type=\"module\" src=\"/src/index.js\"></script> before </body>."])
    }

    @Test func aTemplateAtTheRootStaysThere() {
        // stevenchendan/sophia-ui: `new HtmlWebpackPlugin({ template: 'index.html' })`.
        let config = "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { entry: { index: './lib/index.tsx' }, plugins: [new HtmlWebpackPlugin({ template: './index.html' })] };\n"
        #expect(audit(config, files: ["lib/index.tsx": "", "index.html": ""]).findings("wp-html-plugin").map(\.fix) == [
            "Keep index.html at the root and add <script type=\"module\" src=\"/lib/index.tsx\"></script>.",
        ])
    }

    @Test func sassResourcesAreTheConfiguredFiles() {
        let config = """
        const path = require('path');
        module.exports = { module: { rules: [{ test: /\\.scss$/, use: ['style-loader', 'css-loader', 'sass-loader',
          { loader: 'sass-resources-loader', options: { resources: [path.resolve(__dirname, 'src/styles/_theme.scss'), './src/styles/_mixins.scss'] } }] }] } };
        """
        let findings = audit(config).findings("css-node-sass")
        #expect(findings.map(\.message) == ["sass-resources-loader injects src/styles/_theme.scss, src/styles/_mixins.scss into every stylesheet it handles; Vite uses additionalData."])
        #expect(findings.map(\.fix) == [
            "css: { preprocessorOptions: { scss: { loadPaths: [__dirname], additionalData: `@use \"src/styles/_theme.scss\" as *; @use \"src/styles/_mixins.scss\" as *;` } } }",
        ])
    }

    @Test func styleResourcesForLessUseLessAdditionalData() {
        let config = """
        const path = require('path');
        module.exports = { module: { rules: [{ test: /\\.less$/, use: ['style-loader', 'css-loader', 'less-loader',
          { loader: 'style-resources-loader', options: { patterns: path.resolve(__dirname, 'src/theme/vars.less') } }] }] } };
        """
        #expect(audit(config).findings("css-node-sass").map(\.fix) == [
            "css: { preprocessorOptions: { less: { paths: [__dirname], additionalData: `@import (reference) \"src/theme/vars.less\";` } } }",
        ])
    }

    @Test func externalsMapEachModuleToItsGlobal() {
        let config = "module.exports = { externals: [{ react: { root: 'React', commonjs: 'react', commonjs2: 'react', amd: 'react' }, lodash: { root: ['_', 'fp'] } }, 'jquery', /^@corp\\//] };\n"
        let findings = audit(config).findings("wp-externals")
        #expect(findings.map(\.fix) == [
            "Bundle 'react' (install it) and drop the <script> that loads it, or map it with rollup-plugin-external-globals: { 'react': 'React' }.",
            "Bundle 'lodash' (install it) and drop the <script> that loads it, or map it with rollup-plugin-external-globals: { 'lodash': '_.fp' }.",
            "Bundle them, or rollup-plugin-external-globals.",
        ])
        #expect(findings.first?.message == "externals maps 'react' to the global 'React', which a <script> tag or the host page provides; Vite maps no module to a global: it bundles 'react' from node_modules, and marking it external (build.rolldownOptions.external) leaves a bare `import 'react'` the browser cannot resolve.")
        // The names and patterns beside the object are kept.
        #expect(findings.last?.message == "externals 'jquery', /^@corp\\// keeps modules out of the bundle; Vite has no externals-to-global mapping.")
    }

    /// A webpack 4 app loading React from a CDN in its HtmlWebpackPlugin template: the fix names the tag to delete
    /// when bundling (else the page loads React twice), and react-dom's script is not React's.
    @Test func externalsNameTheTemplatesScriptThatLoadsTheGlobal() {
        let config = """
        const HtmlWebpackPlugin = require('html-webpack-plugin');
        module.exports = {
          externals: { react: 'React', 'react-dom': 'ReactDOM', jquery: 'jQuery' },
          plugins: [new HtmlWebpackPlugin({ template: './src/index.html' })],
        };
        """
        let html = """
        <!DOCTYPE html>
        <html>
          <head>
            <!-- <script src="https://unpkg.com/react@15/dist/react.js"></script> -->
            <script crossorigin src="https://unpkg.com/react-dom@16.14.0/umd/react-dom.production.min.js"></script>
            <script crossorigin src="https://unpkg.com/react@16.14.0/umd/react.production.min.js"></script>
            <script src="https://code.jquery.com/jquery-3.5.1.min.js"></script>
          </head>
        </html>
        """
        let manifest = #"{ "dependencies": { "react": "^16.14.0", "react-dom": "^16.14.0" } }"#
        let findings = audit(config, files: ["src/index.html": html, "package.json": manifest]).findings("wp-externals")
        #expect(findings.map(\.fix) == [
            "Bundle 'react' (keep it installed) and delete the <script> at src/index.html:6, or keep the script and map the import to its global with rollup-plugin-external-globals: { 'react': 'React' }.",
            "Bundle 'react-dom' (keep it installed) and delete the <script> at src/index.html:5, or keep the script and map the import to its global with rollup-plugin-external-globals: { 'react-dom': 'ReactDOM' }.",
            // Loaded from a CDN, jquery is no dependency of the project.
            "Bundle 'jquery' (install it) and delete the <script> at src/index.html:7, or keep the script and map the import to its global with rollup-plugin-external-globals: { 'jquery': 'jQuery' }.",
        ])
        #expect(findings.first?.message.hasSuffix("the browser cannot resolve. Bundled, it would load twice.") == true)
    }

    /// The script is found by its src, whatever the tag's layout, and only where the URL names the package itself:
    /// lodash.debounce's folder is not lodash's, nor a stylesheet after the tag on its line vue's.
    @Test func anExternalsScriptIsTheOneWhoseSourceNamesThePackage() {
        let config = "module.exports = { externals: { lodash: '_', jquery: 'jQuery', vue: 'Vue', '@sentry/browser': 'Sentry', moment: 'moment' } };\n"
        let html = """
        <html>
          <head>
            <script src="https://cdn.jsdelivr.net/npm/lodash.debounce@4.0.8/index.js"></script>
            <script
              src="https://code.jquery.com/jquery-3.5.1.min.js"
              crossorigin="anonymous"></script>
            <script src="/static/app.js"></script><link rel="stylesheet" href="/vue.css">
            <script src = "https://unpkg.com/@sentry/browser@5.30.0/build/bundle.min.js"></script>
            <script src="vendor/moment.min.js"></script>
          </head>
        </html>
        """
        let scripts = audit(config, files: ["public/index.html": html]).findings("wp-externals").map { $0.message.contains("which the <script> at") ? $0.message.split(separator: ",")[1] : "none" }
        #expect(scripts == ["none", " which the <script> at public/index.html:4 loads; Vite maps no module to a global: it bundles 'jquery' from node_modules", "none",
            " which the <script> at public/index.html:8 loads; Vite maps no module to a global: it bundles '@sentry/browser' from node_modules",
            " which the <script> at public/index.html:9 loads; Vite maps no module to a global: it bundles 'moment' from node_modules"])
        #expect(ConfigAuditor.scriptURL("https://cdnjs.cloudflare.com/ajax/libs/lodash.js/4.17.21/lodash.min.js", loads: "lodash"))
        #expect(ConfigAuditor.scriptURL("https://cdnjs.cloudflare.com/ajax/libs/react/16.14.0/umd/react.production.min.js", loads: "react"))
        #expect(!ConfigAuditor.scriptURL("https://unpkg.com/lodash.debounce@4.0.8", loads: "lodash"))
        #expect(!ConfigAuditor.scriptURL("https://cdnjs.cloudflare.com/ajax/libs/react-dom/16.14.0/umd/react-dom.production.min.js", loads: "react"))
    }
}
