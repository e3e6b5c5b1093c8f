import JSLexer
import Testing
@testable import ConfigAudit

/// A configuration requiring a monorepo's other package by name (`@org/webpack-config`): read like the project's
/// own modules, from `../webpack-config`, with Node's resolution of the package's `main` and file extensions.
struct WorkspacePackagesTests {
    /// The scanned package is `packages/web`; its siblings' files are given as `../name/file`.
    private func evaluate(_ config: String, siblings: [String: String], main: String? = "index.js") -> (config: ConfigNode?, modules: LocalModules) {
        var files = siblings
        files["webpack.config.js"] = config
        let snapshot = files
        let workspace = WorkspacePackages(
            packages: [.init(name: "@acme/webpack-config", folder: "../webpack-config", main: main), .init(name: "@acme/web", folder: "../web", main: nil)],
            scannedFolder: "packages/web"
        ) { snapshot[$0] != nil }
        let modules = LocalModules(files: ["webpack.config.js"], workspace: workspace, read: { snapshot[$0].map { Array($0.utf8) } }) { $0.hasPrefix("webpack.") }
        let lexed = Lexer.lex(Array(config.utf8), dialect: .javascript)
        let evaluator = StaticEvaluator(file: lexed, directory: "", path: "webpack.config.js", modules: modules)
        return (evaluator.evaluateModule(), modules)
    }

    @Test func theSharedConfigsFactoryIsCalledWithTheAppsOptions() throws {
        // @ludorum/common-dev's layout: a factory under config/, called with the app's package.json.
        let (evaluated, modules) = evaluate("""
            const makeConfig = require('@acme/webpack-config/config/webpack.config');
            module.exports = makeConfig({ title: 'Web' });
            """, siblings: [
                "../webpack-config/config/webpack.config.js": """
                const path = require('path');
                module.exports = ({ title }) => ({
                  resolve: { alias: { '@': path.resolve(__dirname, '../../web/src') } },
                  output: { publicPath: '/static/' },
                  title,
                });
                """,
            ])
        let config = try #require(evaluated)
        #expect(config["output"]?["publicPath"]?.string == "/static/")
        #expect(config["output"]?["publicPath"]?.origin == "../webpack-config/config/webpack.config.js")
        #expect(config["title"]?.string == "Web")
        // The app's own folder, though the shared config names it from its own.
        #expect(config["resolve"]?["alias"]?["@"]?.string == "/src")
        #expect(modules.followed == ["../webpack-config/config/webpack.config.js"])
    }

    @Test func theBareNameReadsMainOrIndex() throws {
        let siblings = ["../webpack-config/lib/base.js": "module.exports = { mode: 'production' };", "../webpack-config/index.js": "module.exports = { mode: 'development' };"]
        #expect(evaluate("module.exports = require('@acme/webpack-config');", siblings: siblings, main: "lib/base").config?["mode"]?.string == "production")
        #expect(evaluate("module.exports = require('@acme/webpack-config');", siblings: siblings, main: nil).config?["mode"]?.string == "development")
    }

    @Test func exportsDecideWhatASubpathReads() {
        // A shared config that exports its parts (`"exports": { ".": "./index.js", "./base": "./webpack.base.js" }`).
        let package = WorkspacePackages.Package(name: "@acme/webpack-config", folder: "../webpack-config", main: "main.js", exports: [".": "./index.js", "./base": "./webpack.base.js"])
        #expect(package.target(of: "") == "./index.js")
        #expect(package.target(of: "base") == "./webpack.base.js")
        #expect(package.target(of: "webpack.base.js") == nil, "Node refuses a subpath the exports do not list")
        let plain = WorkspacePackages.Package(name: "@acme/webpack-config", folder: "../webpack-config", main: nil)
        #expect(plain.target(of: "") == "index")
        #expect(plain.target(of: "webpack.base") == "webpack.base")
        let evaluated = evaluateExported("module.exports = require('@acme/webpack-config/base');", package: package, siblings: ["../webpack-config/webpack.base.js": "module.exports = { mode: 'none' };"])
        #expect(evaluated?["mode"]?.string == "none")
    }

    private func evaluateExported(_ config: String, package: WorkspacePackages.Package, siblings: [String: String]) -> ConfigNode? {
        let workspace = WorkspacePackages(packages: [package], scannedFolder: "packages/web") { siblings[$0] != nil }
        let modules = LocalModules(files: ["webpack.config.js"], workspace: workspace, read: { siblings[$0].map { Array($0.utf8) } }) { _ in false }
        let evaluator = StaticEvaluator(file: Lexer.lex(Array(config.utf8), dialect: .javascript), directory: "", path: "webpack.config.js", modules: modules)
        return evaluator.evaluateModule()
    }

    @Test func otherBareSpecifiersStayModules() throws {
        let (evaluated, modules) = evaluate("""
            const merge = require('webpack-merge');
            const pkg = require('@acme/webpack-config/package.json');
            module.exports = { a: merge, b: pkg, c: require('@acme/other') };
            """, siblings: ["../webpack-config/package.json": "{}"])
        let config = try #require(evaluated)
        #expect(config["a"]?.spelling == "require('webpack-merge')")
        #expect(config["b"]?.spelling == "require('@acme/webpack-config/package.json')")
        #expect(config["c"]?.spelling == "require('@acme/other')")
        #expect(modules.followed.isEmpty)
    }

    @Test func aMissingFileOfTheSharedPackageIsSaid() {
        let evaluated = evaluate("module.exports = require('@acme/webpack-config/webpack.prod');", siblings: [:]).config
        guard case .unresolved(let reason)? = evaluated?.value else {
            Issue.record("expected an unresolved value, got \(String(describing: evaluated))")
            return
        }
        #expect(reason.contains("'@acme/webpack-config/webpack.prod' names no file of the project"), "\(reason)")
    }

    @Test func foldingLeavesPathsOutsideTheScannedFolder() {
        let workspace = WorkspacePackages(packages: [], scannedFolder: "packages/web") { _ in false }
        #expect(workspace.folded("../web/src") == "src")
        #expect(workspace.folded("../webpack-config/src") == "../webpack-config/src")
        #expect(workspace.folded("../../shared") == "../../shared")
        #expect(workspace.folded("src/x") == "src/x")
    }
}
