import JSLexer
import Testing
@testable import ConfigAudit

/// A function called for what it does to its argument (`addLess(config)`, no return): its changes reach the caller's
/// object, as they do when webpack runs the config, and are reported where they are written.
struct InPlaceChangeTests {
    private let helper = """
        // shared loaders
        function addLess(config) {
          config.module.rules.push({ test: /\\.less$/, use: ['style-loader', 'css-loader', { loader: 'less-loader', options: { javascriptEnabled: true } }] });
          config.resolve.alias['@'] = require('path').resolve(__dirname, 'src');
        }
        module.exports = { addLess };
        """

    @Test func aSameFileFunctionChangesTheCallersConfig() {
        let audit = ConfigFixture(files: ["package.json": "{}", "webpack.config.js": """
            function addLess(config) {
              config.module.rules.push({ test: /\\.less$/, use: ['style-loader', 'css-loader', { loader: 'less-loader', options: { javascriptEnabled: true } }] });
            }
            const config = { entry: './src/index.js', module: { rules: [] } };
            addLess(config);
            module.exports = config;
            """]).audit()
        #expect(audit.findings("css-less-options").map { "\($0.file):\($0.line)" } == ["webpack.config.js:2"])
        #expect(audit.findings("audit-config-unresolved").isEmpty)
    }

    @Test func anotherFilesFunctionIsReportedWhereItWritesItsChanges() {
        let audit = ConfigFixture(files: ["package.json": "{}", "webpack.helpers.js": helper, "webpack.config.js": """
            const { addLess } = require('./webpack.helpers');
            const config = { entry: './src/index.js', module: { rules: [] }, resolve: { alias: {} } };
            addLess(config);
            module.exports = config;
            """]).audit()
        #expect(audit.findings("css-less-options").map { "\($0.file):\($0.line)" } == ["webpack.helpers.js:3"])
        #expect(audit.findings("wp-alias").map { "\($0.file):\($0.line)" } == ["webpack.helpers.js:4"])
    }

    @Test func aReassignedParameterOrAnExpressionArgumentLeavesTheCallerAlone() {
        // `config = {…}` inside rebinds the callee's name only; `f({ … })` has no caller's name to change.
        let audit = ConfigFixture(files: ["package.json": "{}", "webpack.config.js": """
            function replace(config) {
              config = { module: { rules: [{ test: /\\.less$/, use: [{ loader: 'less-loader', options: { javascriptEnabled: true } }] }] } };
              config.plugins = [];
            }
            function grow(config) { config.module.rules.push({ test: /\\.less$/, use: [{ loader: 'less-loader', options: { javascriptEnabled: true } }] }); }
            const config = { entry: './src/index.js', module: { rules: [] } };
            replace(config);
            grow({ module: { rules: [] } });
            module.exports = config;
            """]).audit()
        #expect(audit.findings("css-less-options").isEmpty)
    }

    @Test func aCallInABranchChangesTheConfigOnlySometimes() throws {
        let files = ["webpack.config.js": """
            function addAlias(config) { config.resolve.alias['@'] = './src'; }
            const config = { resolve: { alias: {} } };
            if (process.env.ALIAS) addAlias(config);
            module.exports = config;
            """]
        let snapshot = files
        let modules = LocalModules(files: Array(snapshot.keys), read: { snapshot[$0].map { Array($0.utf8) } }) { $0.hasPrefix("webpack.") }
        let lexed = Lexer.lex(Array((snapshot["webpack.config.js"] ?? "").utf8), dialect: .javascript)
        let evaluator = StaticEvaluator(file: lexed, directory: "", path: "webpack.config.js", modules: modules)
        // As vite.config is read: a branch's effects are one possibility (webpack configs take them as made).
        evaluator.conditionalCodeIsUncertain = true
        let config = try #require(evaluator.evaluateModule())
        // Either what it was or what the call made it.
        #expect(config.alternatives.map { $0["resolve"]?["alias"]?["@"]?.string } == [nil, "./src"], "\(config.rendered)")
    }
}
