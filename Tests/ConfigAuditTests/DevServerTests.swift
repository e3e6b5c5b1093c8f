import AuditModel
import Testing
@testable import ConfigAudit

/// devServer settings and the vite.config `server` options their fixes write.
struct DevServerTests {
    func audit(_ devServer: String, webpackDevServer: String = "^4.0.0") -> ConfigAuditResult {
        let config = "const path = require('path');\nmodule.exports = {\n  entry: './src/index.js',\n  devServer: \(devServer),\n};\n"
        let manifest = #"{ "devDependencies": { "webpack-dev-server": "\#(webpackDevServer)" } }"#
        return ConfigFixture(files: ["webpack.config.js": config, "package.json": manifest, "public/favicon.ico": ""]).audit()
    }

    @Test func aRunTimeFallbackIsWrittenWithItsOperator() {
        let result = audit("{ port: process.env.PORT || 3000, host: process.env.HOST ?? '0.0.0.0' }")
        #expect(result.findings("wp-dev-server").map(\.fix) == ["server: { port: process.env.PORT || 3000 }", "server: { host: process.env.HOST ?? '0.0.0.0' }"])
        #expect(result.findings("wp-dev-server").first?.message == "devServer.port process.env.PORT || 3000 has a Vite counterpart.")
    }

    @Test func compressionHasNothingToPortAndIsNotClaimedForVite() throws {
        let finding = try #require(audit("{ compress: true }").findings("wp-dev-server").first)
        #expect(finding.severity == .info)
        #expect(finding.message == "devServer.compress true: Vite's dev server has no compression setting and serves responses uncompressed.")
    }

    @Test func aProxyWhoseTargetIsComputedKeepsItsEntry() {
        let result = audit("{ proxy: { '/api': { target: process.env.API_TARGET || 'http://localhost:4000', changeOrigin: true }, '/auth': 'http://localhost:5000' } }")
        #expect(result.findings("wp-dev-server").map(\.fix) == [
            "server: { proxy: { '/api': { target: process.env.API_TARGET || 'http://localhost:4000', changeOrigin: true }, '/auth': { target: 'http://localhost:5000' } } }",
        ])
    }

    /// `[env.apiPrefix]: env.backend`: the path is known only when the config runs. The fix had an empty proxy
    /// (`{  }`) and claimed to be complete; it names the entry to copy, stays valid JavaScript, and is manual.
    @Test func aProxyEntryWithAComputedPathIsNamedForCopying() throws {
        let result = audit("{ proxy: { '/auth': 'http://localhost:5000', [process.env.API_PREFIX]: process.env.BACKEND } }")
        let finding = try #require(result.findings("wp-dev-server").first)
        #expect(finding.fix == "server: { proxy: { '/auth': { target: 'http://localhost:5000' }, /* copy the entry with a computed path at webpack.config.js:4 */ } }")
        #expect(finding.message.hasSuffix("; the entry with a computed path at webpack.config.js:4, to copy, which the fix cannot carry."))
        #expect(finding.severity == .manualFix)
        let alone = try #require(audit("{ proxy: { [process.env.API_PREFIX]: process.env.BACKEND } }").findings("wp-dev-server").first)
        #expect(alone.fix == "server: { proxy: { /* copy the entry with a computed path at webpack.config.js:4 */ } }")
    }

    /// A port chosen from webpack's `env` (`env.production ? 80 : 8080`, a parameter vite.config does not have):
    /// the fix was `server: { port: 80 | 8080 }`, which is no JavaScript.
    @Test func aValueChosenFromWebpacksEnvIsWrittenAsItsFirstOptionWithTheOthersNamed() {
        let config = "module.exports = (env) => ({\n  entry: './src/index.js',\n  devServer: { port: env.production ? 80 : 8080 },\n});\n"
        let result = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}", "public/favicon.ico": ""]).audit()
        #expect(result.findings("wp-dev-server").map(\.fix) == ["server: { port: 80 /* or 8080, as webpack.config.js:3 chooses when the config runs */ }"])
        // A fallback after a value known only when the config runs: the fallback, the other choice said; the fix held
        // `undefined`.
        let fallback = "module.exports = (env) => ({\n  entry: './src/index.js',\n  devServer: { host: env.host || 'localhost' },\n});\n"
        #expect(ConfigFixture(files: ["webpack.config.js": fallback, "package.json": "{}", "public/favicon.ico": ""]).audit().findings("wp-dev-server").map(\.fix)
            == ["server: { host: 'localhost' /* or a value known only then, as webpack.config.js:3 chooses when the config runs */ }"])
    }

    @Test func webpackDevServer4sProxyListHasOneEntryPerContext() {
        let result = audit("{ proxy: [{ context: ['/api', '/auth'], target: 'http://localhost:4000' }] }")
        #expect(result.findings("wp-dev-server").map(\.fix) == [
            "server: { proxy: { '/api': { target: 'http://localhost:4000' }, '/auth': { target: 'http://localhost:4000' } } }",
        ])
    }

    /// An object with `target` (webpack-dev-server 4: or `router`) is one proxy's options, not a map of paths: its
    /// `context` keys the entries; without one, every request was proxied, which no Vite key says alone.
    @Test func aSingleProxyObjectIsOneProxysOptions() throws {
        let result = audit("{ proxy: { context: ['/api', '/auth'], target: 'http://localhost:4000', changeOrigin: true } }")
        #expect(result.findings("wp-dev-server").map(\.fix) == [
            "server: { proxy: { '/api': { target: 'http://localhost:4000', changeOrigin: true }, '/auth': { target: 'http://localhost:4000', changeOrigin: true } } }",
        ])
        #expect(result.findings("wp-dev-server").map(\.severity) == [.autoFixable])
        let everything = try #require(audit("{ proxy: { target: 'http://localhost:4000' } }", webpackDevServer: "^3.11.0").findings("wp-dev-server").first)
        #expect(everything.fix == "server: { proxy: { /* one entry per path prefix the API answers */ } }")
        #expect(everything.severity == .manualFix)
        // One of several: the others keep their entries, and it is said rather than dropped.
        let list = try #require(audit("{ proxy: [{ context: ['/api'], target: 'http://localhost:4000' }, { target: 'http://localhost:5000' }] }").findings("wp-dev-server").first)
        #expect(list.fix == "server: { proxy: { '/api': { target: 'http://localhost:4000' } } }")
        #expect(list.message.hasSuffix("; the proxy at webpack.config.js:4 has no literal context path (without one, every request was proxied, and a '/' entry would also take index.html and the modules Vite serves), which the fix cannot carry."))
        #expect(list.severity == .manualFix)
    }

    /// http-proxy-middleware's router sends a request to a target of its own choosing: the fix, with the target alone,
    /// would send them all to the target, so it is said and the fix is a manual one.
    @Test func aRouterIsSaid() throws {
        let finding = try #require(audit("{ proxy: { '/api': { target: 'http://localhost:4000', router: { 'beta.localhost:3000': 'http://localhost:4001' } } } }").findings("wp-dev-server").first)
        #expect(finding.fix == "server: { proxy: { '/api': { target: 'http://localhost:4000' } } }")
        #expect(finding.message.hasSuffix("; /api's router at webpack.config.js:4 (a target chosen per request, which Vite's server.proxy has no option for), which the fix cannot carry."))
        #expect(finding.severity == .manualFix)
        // webpack-dev-server 4 takes an object with a router and no target as one proxy's options.
        let routerOnly = try #require(audit("{ proxy: { context: ['/api'], router: () => 'http://localhost:4001' } }").findings("wp-dev-server").first)
        #expect(routerOnly.fix == "server: { proxy: { '/api': { target: undefined /* no target */ } } }")
        #expect(routerOnly.severity == .manualFix)
    }

    @Test func proxyOptionsViteTakesAsTheyAreAreKept() {
        let result = audit("{ proxy: { '/api': { target: 'https://staging.example.com', pathRewrite: { '^/api': '' }, secure: false, changeOrigin: true }, '/socket': { target: 'ws://localhost:4000', ws: true, changeOrigin: false, logLevel: 'debug' } } }")
        // `logLevel` is webpack-dev-server's own; `ws`, `secure` and a written changeOrigin pass to http-proxy unchanged.
        #expect(result.findings("wp-dev-server").map(\.fix) == [
            "server: { proxy: { '/api': { target: 'https://staging.example.com', changeOrigin: true, rewrite: (path) => path.replace(/^\\/api/, ''), secure: false }, '/socket': { target: 'ws://localhost:4000', changeOrigin: false, ws: true } } }",
        ])
    }

    /// webpack-dev-server leaves changeOrigin to http-proxy-middleware, whose default is false (the browser's Host is
    /// sent); Vite's object form has the same default, but its string shorthand sets changeOrigin: true, so a proxy that
    /// did not change the Host header is written as an object without it.
    @Test func aProxyKeepsTheHostHeaderItSent() {
        let result = audit("{ proxy: { '/api': { target: 'http://localhost:4000', ws: true }, '/auth': 'http://localhost:5000', '/cdn': { target: 'https://cdn.example.com', changeOrigin: true } } }")
        #expect(result.findings("wp-dev-server").map(\.fix) == [
            "server: { proxy: { '/api': { target: 'http://localhost:4000', ws: true }, '/auth': { target: 'http://localhost:5000' }, '/cdn': { target: 'https://cdn.example.com', changeOrigin: true } } }",
        ])
    }

    /// webpack-dev-server turns a map key's trailing `/*` into its prefix; Vite's keys are prefixes, so `'/api/*'`
    /// is written `'/api'`, and a glob left (a `context` list's, or inside a key) is said.
    @Test func aKeysTrailingStarIsThePrefixWebpackDevServerMadeOfIt() throws {
        let result = audit("{ proxy: { '/api/*': 'http://localhost:4000' } }")
        #expect(result.findings("wp-dev-server").map(\.fix) == ["server: { proxy: { '/api': { target: 'http://localhost:4000' } } }"])
        #expect(result.findings("wp-dev-server").map(\.severity) == [.autoFixable])
        let glob = try #require(audit("{ proxy: [{ context: ['/api/*/users'], target: 'http://localhost:4000' }] }").findings("wp-dev-server").first)
        #expect(glob.severity == .manualFix)
        #expect(glob.message.hasSuffix("; '/api/*/users' is a glob, and Vite's keys are path prefixes (or regular expressions starting with ^), which the fix cannot carry."))
    }

    /// http-proxy-middleware applies the first pathRewrite rule that matches the path, and only it: every rule is
    /// carried, in order; a function (which also takes the request) or a computed rule is said, in the fix and the message.
    @Test func everyPathRewriteRuleIsCarriedOrSaid() throws {
        let rules = audit("{ proxy: { '/api': { target: 'http://localhost:4000', pathRewrite: { '^/api/v1': '/v1', '^/api': '', '/old/': '/new/' } } } }")
        #expect(rules.findings("wp-dev-server").map(\.fix) == [
            "server: { proxy: { '/api': { target: 'http://localhost:4000', rewrite: (path) => /^\\/api\\/v1/.test(path) ? path.replace(/^\\/api\\/v1/, '/v1') : "
                + "/^\\/api/.test(path) ? path.replace(/^\\/api/, '') : /\\/old\\//.test(path) ? path.replace(/\\/old\\//, '/new/') : path } } }",
        ])
        #expect(rules.findings("wp-dev-server").map(\.severity) == [.autoFixable])

        let function = try #require(audit("{ proxy: { '/api': { target: 'http://localhost:4000', pathRewrite: (path, req) => path.replace('/api', '') } } }").findings("wp-dev-server").first)
        #expect(function.fix == "server: { proxy: { '/api': { target: 'http://localhost:4000', rewrite: (path) => path /* pathRewrite function at webpack.config.js:4, to copy (Vite passes it the path, not the request) */ } } }")
        #expect(function.message.hasSuffix("; /api's pathRewrite function at webpack.config.js:4, to copy (Vite passes it the path, not the request), which the fix cannot carry."))
        #expect(function.severity == .manualFix)

        let computed = try #require(audit("{ proxy: { '/api': { target: 'http://localhost:4000', pathRewrite: { ['^' + prefix]: '' } } } }").findings("wp-dev-server").first)
        #expect(computed.fix?.contains("rewrite: (path) => path /* pathRewrite ") == true, "\(String(describing: computed.fix))")
        #expect(computed.fix?.contains("not a table of literal rules, to port */") == true, "\(String(describing: computed.fix))")
        #expect(computed.severity == .manualFix)
    }

    /// A function or a value known only when the config runs is named by its line for the user to copy, in place of
    /// a value that does nothing: a comment alone as a property's value made the suggested object invalid JavaScript.
    @Test("A proxy option whose value is a function is named by its line, and a listener option becomes configure's proxy.on")
    func functionValuedProxyOptions() throws {
        let result = audit("{ proxy: { '/api': { target: 'http://localhost:4000', bypass: function (req) { return req.headers.accept.includes('html') ? '/index.html' : null; }, onProxyReq: (proxyReq) => proxyReq.setHeader('x-dev', '1') } } }")
        // The function's rendering, `function`, is no code to paste; the listener was dropped without a word.
        let finding = try #require(result.findings("wp-dev-server").first)
        #expect(finding.fix == "server: { proxy: { '/api': { target: 'http://localhost:4000', bypass: () => {} /* copy the function at webpack.config.js:4 */, "
            + "configure: (proxy) => { proxy.on('proxyReq', () => {} /* copy the function at webpack.config.js:4 */) } } } }")
        #expect(finding.message.hasSuffix("; /api's bypass at webpack.config.js:4, to copy; /api's onProxyReq at webpack.config.js:4, to copy, which the fix cannot carry."))
        #expect(finding.severity == .manualFix)
    }

    @Test func headersAndAnOverlayTurnedOffCarryOver() {
        let result = audit("{ headers: { 'Access-Control-Allow-Origin': '*' }, client: { overlay: false } }")
        #expect(result.findings("wp-dev-server").map(\.fix) == [
            "server: { headers: { 'Access-Control-Allow-Origin': '*' } }",
            "server: { hmr: { overlay: false } }",
        ])
        #expect(audit("{ client: { overlay: { errors: false, warnings: false } } }").findings("wp-dev-server").map(\.fix) == ["server: { hmr: { overlay: false } }"])
        // Errors still shown (warnings are not shown by Vite anyway), and a function of the request: no plain counterpart.
        let other = audit("{ client: { overlay: { errors: true, warnings: false } }, headers: () => ({ 'X-Time': Date.now() }) }")
        #expect(other.findings("wp-dev-server").map(\.severity) == [.manualFix], "\(other.findings("wp-dev-server").map(\.message))")
    }

    @Test func httpsIsASelfSignedCertificatePluginOrRealKeyAndCert() {
        let basicSSL = "plugins: [basicSsl()] with basicSsl from @vitejs/plugin-basic-ssl (a self-signed certificate, as webpack-dev-server made), or server: { https: { key, cert } } with a real certificate"
        #expect(audit("{ https: true }", webpackDevServer: "^3.11.0").findings("wp-dev-server").map(\.fix) == [basicSSL])
        #expect(audit("{ server: 'https' }").findings("wp-dev-server").map(\.fix) == [basicSSL])
        #expect(audit("{ server: { type: 'https' } }").findings("wp-dev-server").map(\.fix) == [basicSSL])
        #expect(audit("{ server: { type: 'https', options: { key: './certs/key.pem', cert: './certs/cert.pem' } } }").findings("wp-dev-server").map(\.fix) == [
            "server: { https: { key: './certs/key.pem', cert: './certs/cert.pem' } } (key, cert and ca as file contents, e.g. fs.readFileSync(path))",
        ])
        // Plain HTTP is Vite's default: nothing to port.
        #expect(audit("{ https: false }", webpackDevServer: "^3.11.0").findings("wp-dev-server").isEmpty)
        #expect(audit("{ server: 'http' }").findings("wp-dev-server").isEmpty)
    }

    @Test func allowedHostsAllIsVitesTrue() {
        #expect(audit("{ allowedHosts: 'all' }").findings("wp-dev-server").map(\.fix) == ["server: { allowedHosts: true }"])
    }

    @Test(arguments: ["'./public'", "{ directory: './public' }", "path.join(__dirname, 'public')", "{ directory: path.resolve(__dirname, 'public'), watch: true }", "[path.join(__dirname, 'public')]", "true", "false"])
    func servingThePublicFolderIsWhatViteDoes(_ folder: String) {
        #expect(audit("{ static: \(folder) }").findings("wp-copy-plugin").isEmpty)
        #expect(audit("{ contentBase: \(folder) }", webpackDevServer: "^3.11.0").findings("wp-copy-plugin").isEmpty)
    }

    @Test func otherStaticFoldersAreReportedRelativeToTheProject() {
        let messages = audit("{ static: [path.join(__dirname, 'public'), path.join(__dirname, 'assets')] }").findings("wp-copy-plugin").map(\.message)
        #expect(messages == ["devServer.static [path.resolve(__dirname, 'public'), path.resolve(__dirname, 'assets')] serves extra static folders; Vite serves public/."])
        // public/ served under another URL path is not what Vite does.
        #expect(audit("{ static: { directory: './public', publicPath: '/assets' } }").findings("wp-copy-plugin").count == 1)
    }

    @Test func servingTheBuildsOwnOutputIsNothingToPort() {
        // Mikhail15011976/events: `devServer: { static: path.join(__dirname, 'dist') }` beside `output.path` dist.
        let config = "const path = require('path');\nmodule.exports = {\n  output: { path: path.resolve(__dirname, 'dist') },\n  devServer: { static: path.join(__dirname, 'dist'), port: 9000 },\n};\n"
        let findings = ConfigFixture(files: ["webpack.config.js": config, "package.json": "{}"]).audit().findings("wp-copy-plugin")
        #expect(findings.map { "\($0.severity): \($0.fix ?? "")" } == ["info: Nothing to port: remove it with the webpack config."])
        // Another folder is still one to move to public/.
        let other = config.replacingOccurrences(of: "path.join(__dirname, 'dist')", with: "path.join(__dirname, 'static')")
        #expect(ConfigFixture(files: ["webpack.config.js": other, "package.json": "{}"]).audit().findings("wp-copy-plugin").map(\.fix) == ["Move the files to public/ (or set publicDir)."])
    }

    /// react-app-rewired's devServer, customize-cra style (`overrideDevServer(fn, …)`, each fn given the config the one
    /// before returned) and react-app-rewired's own (`function (configFunction) { return function (proxy, allowedHost)
    /// { … } }`): a proxy set there went unreported, and a form the audit cannot read was dropped without a word.
    @Test func reactAppRewiredsDevServerIsRead() throws {
        let overrides = """
            const { override, overrideDevServer, watchAll } = require('customize-cra');
            const addProxy = () => (config) => { config.proxy = { '/api': { target: 'http://localhost:8080', changeOrigin: true } }; return config; };
            module.exports = { webpack: override(), devServer: overrideDevServer(addProxy(), watchAll()) };
            """
        let result = ConfigFixture(files: ["config-overrides.js": overrides, "package.json": #"{ "devDependencies": { "react-app-rewired": "2.1.6" } }"#]).audit()
        #expect(result.findings("wp-dev-server").map(\.fix) == ["server: { proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } } }"], "\(result.findings.map(\.message))")
        let opaque = """
            module.exports = { webpack: (config) => config, devServer: (configFunction) => (proxy, allowedHost) => makeConfig(configFunction(proxy, allowedHost)) };
            """
        let unread = ConfigFixture(files: ["config-overrides.js": opaque, "package.json": "{}"]).audit().findings("audit-config-unresolved")
        #expect(!unread.isEmpty, "the dev server it makes is said to be unchecked")
    }
}
