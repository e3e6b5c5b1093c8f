import JSLexer
import Testing
@testable import ConfigAudit

/// `require('./relative')` of a project file: what the module exports flows into the configuration that requires it.
struct LocalModulesTests {
    /// Evaluates `entry` of an in-memory project whose `webpack.*` files are audited on their own.
    func evaluate(_ entry: String, in files: [String: String]) -> (config: ConfigNode?, modules: LocalModules) {
        let snapshot = files
        let modules = LocalModules(files: Array(snapshot.keys), read: { snapshot[$0].map { Array($0.utf8) } }) { $0.hasPrefix("webpack.") }
        let lexed = Lexer.lex(Array((snapshot[entry] ?? "").utf8), dialect: .javascript)
        let evaluator = StaticEvaluator(file: lexed, directory: ConfigAuditor.directory(of: entry), path: entry, modules: modules)
        return (evaluator.evaluateModule(), modules)
    }

    func reason(_ node: ConfigNode?) -> String? {
        if case .unresolved(let reason)? = node?.value { return reason }
        return nil
    }

    @Test func exportsOfRequiredModulesAreReadWhereTheConfigUsesThem() throws {
        let files = [
            "webpack.config.js": """
            const paths = require('./config/paths');
            const { loadCSS } = require('./build/parts');
            const { appIndexJs } = require('./config/esm.mjs');
            module.exports = {
              entry: paths.appIndexJs,
              other: appIndexJs,
              module: { rules: [loadCSS({ modules: true })] },
            };
            """,
            "config/paths.js": "const path = require('path');\nmodule.exports = {\n  appSrc: path.resolve(__dirname, '../src'),\n  appIndexJs: path.resolve(__dirname, '../src/main.jsx'),\n};\n",
            // `exports.x = …`, and a function that reads its own file's names when another file calls it.
            "build/parts.js": "const cssLoader = 'css-loader';\nexports.loadCSS = (options) => ({ test: /\\.css$/, use: [{ loader: cssLoader, options }] });\n",
            "config/esm.mjs": "export const appIndexJs = './src/other.js';\nconst hidden = 1;\nexport { hidden as shown };\n",
        ]
        let (evaluated, modules) = evaluate("webpack.config.js", in: files)
        let config = try #require(evaluated)
        #expect(config["entry"]?.string == "/src/main.jsx")
        // Placed where this file uses it, not at the other file's line.
        #expect(config["entry"]?.line == 5)
        #expect(config["other"]?.string == "./src/other.js")
        let rule = try #require(config["module"]?["rules"]?.elements.first)
        #expect(rule.line == 7)
        #expect(rule["use"]?.elements.first?["loader"]?.string == "css-loader")
        #expect(rule["use"]?.elements.first?["options"]?["modules"]?.rendered == "true")
        #expect(modules.followed == ["build/parts.js", "config/esm.mjs", "config/paths.js"])
        let esm = evaluate("config/esm.mjs", in: files).modules.follow("./esm.mjs", from: "config", depth: 1)
        guard case .exports(let exports, _) = esm else { Issue.record("\(esm)"); return }
        #expect(exports.properties.map(\.key) == ["appIndexJs", "shown"])
    }

    @Test func aHelperTakesItsOptionsThroughAPattern() throws {
        let files = [
            "webpack.config.js": """
            const parts = require('./build/parts');
            module.exports = { module: { rules: [parts.loadImages({ limit: 15000 }), parts.loadImages(), parts.pair(['a', 'b'], 'c')] } };
            """,
            "build/parts.js": """
            exports.loadImages = ({ limit, name: fileName = 'x' } = {}) => ({ use: { loader: 'url-loader', options: { limit, fileName } } });
            exports.pair = ([first, second], third) => ({ test: first + second + third });
            """,
        ]
        let config = try #require(evaluate("webpack.config.js", in: files).config)
        let rules = config["module"]?["rules"]?.elements ?? []
        #expect(rules.first?["use"]?["options"]?["limit"]?.numberText == "15000")
        // No argument: the pattern's default, empty.
        guard case .undefined? = rules.dropFirst().first?["use"]?["options"]?["limit"]?.value else { Issue.record("\(rules)"); return }
        #expect(rules.last?["test"]?.string == "abc")
    }

    @Test func whatCannotBeFollowedSaysWhy() throws {
        var files = [
            "webpack.config.js": """
            module.exports = {
              missing: require('./nowhere').x,
              cycle: require('./a').b,
              deep: require('./m1'),
              version: require('./package.json').version,
              outside: require('../shared/config'),
            };
            """,
            "a.js": "module.exports = { b: require('./b') };\n",
            "b.js": "module.exports = require('./a');\n",
            "package.json": "{ \"version\": \"1.0.0\" }",
        ]
        for level in 1...6 { files["m\(level).js"] = level == 6 ? "module.exports = 'bottom';\n" : "module.exports = require('./m\(level + 1)');\n" }
        let config = try #require(evaluate("webpack.config.js", in: files).config)
        #expect(reason(config["missing"]) == "require('./nowhere') could not be followed: './nowhere' names no file of the project")
        #expect(config["missing"]?.rendered == "require('./nowhere').x")
        #expect(config["missing"]?.line == 2)
        #expect(reason(config["cycle"]) == "require('./a') could not be followed: a.js requires itself through the files it requires")
        #expect(reason(config["deep"]) == "require('./m5') could not be followed: m5.js is more than 4 requires away from the configuration")
        #expect(reason(config["outside"]) == "require('../shared/config') could not be followed: '../shared/config' is outside the scanned folder")
        // A data file stays the module it names: DefinePlugin's fix reads the project's version from it.
        #expect(config["version"]?.rendered == "require('./package.json').version")
    }

    @Test func aConfigurationAuditedOnItsOwnStaysAReferenceButItsMembersAreRead() throws {
        let files = [
            "webpack.prod.js": """
            const common = require('./webpack.common');
            const parts = require('./webpack.parts');
            module.exports = { ...common, entry: common.entry, module: { rules: [parts.loadCSS()] } };
            """,
            "webpack.common.js": "module.exports = { entry: './src/index.js', mode: 'development' };\n",
            "webpack.parts.js": "module.exports = { loadCSS: () => ({ test: /\\.css$/, use: ['style-loader'] }) };\n",
        ]
        let config = try #require(evaluate("webpack.prod.js", in: files).config)
        // The spread stays a reference: the common config's settings are reported in its own file.
        #expect(config.properties.first?.key == nil)
        #expect(config.properties.first?.value.rendered == "require('./webpack.common')")
        #expect(config["mode"] == nil)
        #expect(config["entry"]?.string == "./src/index.js")
        #expect(config["module"]?["rules"]?.elements.first?["use"]?.elements.first?.string == "style-loader")
        #expect(config["module"]?["rules"]?.elements.first?.line == 3)
    }

    /// Spread only in some builds (`...(isProd ? require('./webpack.prod') : {})`): still a configuration audited on
    /// its own, not an unresolved value (which read as if the audit had missed the file's settings).
    @Test(arguments: ["isProd ? require('./webpack.common') : {}", "isProd && require('./webpack.common')", "isProd ? null : require('./webpack.common')"])
    func aConfigurationSpreadOnlyInSomeBuildsStaysAReference(spread: String) throws {
        let files = [
            "webpack.config.js": "const isProd = process.env.NODE_ENV === 'production';\nmodule.exports = { entry: './src/a.js', ...(\(spread)) };\n",
            "webpack.common.js": "module.exports = { mode: 'production' };\n",
        ]
        let config = try #require(evaluate("webpack.config.js", in: files).config)
        let spreadProperty = try #require(config.properties.first { $0.key == nil })
        #expect(spreadProperty.value.rendered == "require('./webpack.common')", "\(spreadProperty.value.rendered)")
        #expect(config["entry"]?.string == "./src/a.js")
    }

    @Test func aSpreadOfOneModuleOrAnotherIsStillUnknown() throws {
        let files = [
            "webpack.config.js": "module.exports = { ...(process.env.PROD ? require('./webpack.prod') : require('./webpack.dev')) };\n",
            "webpack.prod.js": "module.exports = { mode: 'production' };\n",
            "webpack.dev.js": "module.exports = { mode: 'development' };\n",
        ]
        let config = try #require(evaluate("webpack.config.js", in: files).config)
        let spreadProperty = try #require(config.properties.first { $0.key == nil })
        guard case .unresolved = spreadProperty.value.value else {
            Issue.record("two modules are not one reference: \(spreadProperty.value.rendered)")
            return
        }
    }

    @Test func aFactoryConfigurationAuditedOnItsOwnIsCalledWithTheOptionsGiven() throws {
        // react-boilerplate: internals/webpack/webpack.prod.babel.js calls the base config's factory.
        let files = [
            "webpack.prod.babel.js": """
            const HtmlWebpackPlugin = require('html-webpack-plugin');
            module.exports = require('./webpack.base.babel')({
              entry: ['app/app.js'],
              plugins: [new HtmlWebpackPlugin({ template: 'app/index.html' })],
            });
            """,
            "webpack.base.babel.js": """
            const webpack = require('webpack');
            module.exports = (options) => ({
              entry: options.entry,
              plugins: options.plugins.concat([new webpack.ProvidePlugin({ $: 'jquery' })]),
            });
            """,
        ]
        let config = try #require(evaluate("webpack.prod.babel.js", in: files).config)
        #expect(config["entry"]?.elements.first?.string == "app/app.js")
        let plugins = try #require(config["plugins"]?.elements)
        #expect(plugins.map { if case .instance(let name, _) = $0.value { name } else { "" } } == ["HtmlWebpackPlugin", "ProvidePlugin"])
        // The factory's own settings stay at its lines.
        #expect(plugins.last?.origin == "webpack.base.babel.js")
        let audit = ConfigFixture(files: files.merging(["package.json": "{}"]) { $1 }).audit()
        #expect(audit.findings("audit-config-unresolved").filter { $0.file == "webpack.prod.babel.js" }.isEmpty)
        #expect(audit.findings("wp-html-plugin").map(\.file) == ["webpack.prod.babel.js"])
        #expect(audit.findings("wp-provide-plugin").map { "\($0.file):\($0.line)" } == ["webpack.base.babel.js:4"])
    }

    @Test func aFactoryReadThroughItsCallersLeavesNoParameterGaps() throws {
        // react-boilerplate: webpack.base.babel.js alone has no options; webpack.prod.babel.js gives them.
        let files = [
            "webpack.prod.babel.js": "module.exports = require('./webpack.base.babel')({ entry: ['./app/app.js'], output: { filename: '[name].js' } });\n",
            "webpack.base.babel.js": "module.exports = (options) => ({\n  entry: options.entry,\n  output: Object.assign({ publicPath: '/' }, options.output),\n  devtool: undefinedHelper(),\n});\n",
            "package.json": "{}",
        ]
        let unresolved = ConfigFixture(files: files).audit().findings("audit-config-unresolved")
        #expect(!unresolved.contains { $0.message.contains("parameter is only known when the config runs") }, "\(unresolved.map(\.message))")
        // Read alone, with no caller, the gaps are said.
        let alone = ConfigFixture(files: ["webpack.base.babel.js": files["webpack.base.babel.js"]!, "package.json": "{}"]).audit().findings("audit-config-unresolved")
        #expect(alone.filter { $0.message.contains("the options parameter is only known when the config runs") }.map(\.line) == [2, 3])
    }

    @Test func theModulesReadInAllAreBounded() throws {
        // A wide graph: 300 modules, each within reach of the configuration.
        var files = ["webpack.config.js": "module.exports = { parts: [" + (0..<300).map { "require('./parts/p\($0)')" }.joined(separator: ", ") + "] };"]
        for index in 0..<300 { files["parts/p\(index).js"] = "module.exports = \(index);" }
        let (evaluated, modules) = evaluate("webpack.config.js", in: files)
        let parts = try #require(evaluated?["parts"]?.elements)
        #expect(parts.count == 300)
        #expect(parts.prefix(LocalModules.maximumModules).allSatisfy { $0.numberText != nil })
        #expect(reason(parts.last)?.contains("requires more than \(LocalModules.maximumModules) of the project's modules") == true)
        #expect(modules.followed.count == LocalModules.maximumModules)
    }

    @Test func valuesCopiedIntoEveryFileThatRequiresThemAreBounded() throws {
        // Each module holds its list 40 times over: 2,000 × 40 × 40 × 40 parts if every copy arrived.
        let fan = (0..<40).map { _ in "x" }.joined(separator: ", ")
        let files = [
            "webpack.config.js": "const c = require('./c');\nmodule.exports = { all: [" + (0..<40).map { _ in "c" }.joined(separator: ", ") + "] };",
            "c.js": "const x = require('./b');\nmodule.exports = [\(fan)];",
            "b.js": "const x = require('./a');\nmodule.exports = [\(fan)];",
            "a.js": "module.exports = [" + (0..<2_000).map(String.init).joined(separator: ", ") + "];",
        ]
        let (evaluated, _) = evaluate("webpack.config.js", in: files)
        let all = try #require(evaluated?["all"]?.elements)
        // c.js's own list (40 × 80,000 parts) passes the evaluator's bound on a value before it could arrive.
        #expect(all.allSatisfy { reason($0).map { $0.contains("pass the audit's bound of \(LocalModules.maximumArrivingNodes) parts") || $0.contains("grows past \(StaticEvaluator.maximumValueSize) parts") } == true }, "\(all.prefix(1).map(\.rendered))")
    }
}
