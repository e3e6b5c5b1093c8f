import JSLexer
import Testing
@testable import ConfigAudit

struct StaticEvaluatorTests {
    func evaluate(_ source: String, directory: String = "") -> ConfigNode? {
        StaticEvaluator(file: Lexer.lex(Array(source.utf8), dialect: .javascript), directory: directory).evaluateModule()
    }

    @Test func constantArithmeticIsEvaluatedAsJavaScriptGroupsIt() throws {
        let config = try #require(evaluate("module.exports = { a: 20 * 1024, b: 2 ** 3 ** 2, c: 10 - 4 - 3, d: 7 % 4 };"))
        #expect(config["a"]?.numberText == "20480")
        #expect(config["b"]?.numberText == "512")
        #expect(config["c"]?.numberText == "3")
        #expect(config["d"]?.numberText == "3")
    }

    @Test("Object.assign with a run-time choice of an object or nothing (ejected CRA's HtmlWebpackPlugin options) keeps every key")
    func objectAssignOfAConditionalObjectKeepsItsKeys() throws {
        let source = """
        const isEnvProduction = process.env.NODE_ENV === 'production';
        module.exports = {
          options: Object.assign({}, { inject: true, template: 'public/index.html', minify: false },
            isEnvProduction ? { minify: { removeComments: true } } : undefined),
          unknown: Object.assign({}, { inject: true }, isEnvProduction ? { minify: true } : makeOptions()),
        };
        """
        let config = try #require(evaluate(source))
        let options = try #require(config["options"])
        #expect(options["template"]?.string == "public/index.html")
        #expect(options["inject"]?.rendered == "true")
        // Set by the choice, or left as it was.
        #expect(options["minify"]?.alternatives.map(\.rendered) == ["{ removeComments: true }", "false"])
        // A choice that is neither an object nor nothing: the call stays unknown.
        guard case .call(let callee, _) = config["unknown"]?.value else { Issue.record("\(String(describing: config["unknown"]))"); return }
        #expect(callee == "Object.assign")
    }

    @Test("A spread of a run-time choice of an object or nothing (ejected CRA's resolve.alias) keeps every key")
    func aConditionalSpreadKeepsItsKeys() throws {
        let source = """
        const isEnvProductionProfile = process.argv.includes('--profile');
        const modules = { webpackAliases: undefined };
        module.exports = {
          alias: {
            'react-native': 'react-native-web',
            ...(isEnvProductionProfile && { 'react-dom$': 'react-dom/profiling', 'react-native': 'rnw-profiling' }),
            ...(isEnvProductionProfile ? { scheduler: 'scheduler/profiling' } : {}),
            ...(modules.webpackAliases || {}),
            '@': 'src',
          },
          unknown: { a: 1, ...(someGlobal || {}), b: 2 },
        };
        """
        let config = try #require(evaluate(source))
        let alias = try #require(config["alias"])
        #expect(alias.properties.allSatisfy { $0.key != nil })
        // Set by the choice, or left as it was (nothing, or the earlier value).
        #expect(alias["react-dom$"]?.alternatives.map(\.rendered) == ["'react-dom/profiling'", "undefined"])
        #expect(alias["react-native"]?.alternatives.map(\.rendered) == ["'rnw-profiling'", "'react-native-web'"])
        #expect(alias["scheduler"]?.alternatives.map(\.rendered) == ["'scheduler/profiling'", "undefined"])
        #expect(alias["@"]?.string == "src")
        // A spread of something unknown is still said to be unknown, and the keys around it kept.
        let unknown = try #require(config["unknown"])
        #expect(unknown.properties.map(\.key) == ["a", nil, "b"])
        #expect(unknown.properties.contains { $0.key == nil && $0.value.hasUnresolvedPart })
    }

    /// `cond && { … }` assigns nothing when cond is falsy: its keys are a choice, not unconditional.
    @Test func objectAssignOfAnAndChoiceKeepsTheEarlierValue() throws {
        let config = try #require(evaluate("module.exports = { options: Object.assign({}, { minify: false }, isProduction && { minify: true }) };"))
        #expect(config["options"]?["minify"]?.alternatives.map(\.rendered) == ["true", "false"])
    }

    @Test func aStringThatDoublesItselfIsUnresolvedPastItsBound() throws {
        // Found by fuzzing: `s = s + s` 40 times asked for a terabyte string; the 20th passes 1 MB.
        let config = try #require(evaluate("let s = 'ab';\n" + String(repeating: "s = s + s;\n", count: 20) + "module.exports = { s };"))
        guard case .unresolved(let reason) = config["s"]?.value else { Issue.record("\(String(describing: config["s"]))"); return }
        #expect(reason == "the string grows past 1048576 bytes, more than the audit evaluates")
    }

    @Test func aTryBlockRunsAndItsCatchIsSkipped() throws {
        // stevex2012/resouceUI's config-overrides.js reads its theme inside try; skipping it left '' as the value.
        let source = """
        let theme = '';
        let fallback = 'none';
        try {
            if (settings.theme) { theme = settings.theme.name; }
            fallback = 'set';
        } catch (e) {
            fallback = 'caught';
        } finally {
            console.log(theme);
        }
        module.exports = { theme, fallback };
        """
        let config = try #require(evaluate(source))
        #expect(config["theme"]?.string == nil)
        #expect(config["fallback"]?.string == "set")
    }

    @Test func listCallbacksRunForEachItem() throws {
        // Ejected CRA 2's resolve.extensions: mapped, then filtered by a predicate only known when webpack runs.
        let source = """
        const fs = require('fs');
        const moduleFileExtensions = ['web.js', 'js', 'ts', 'json'];
        const useTypeScript = fs.existsSync('tsconfig.json');
        module.exports = {
          extensions: moduleFileExtensions.map(ext => `.${ext}`).filter(ext => useTypeScript || !ext.includes('ts')),
          short: moduleFileExtensions.filter(ext => ext !== 'json'),
          unknown: moduleFileExtensions.map(toExtension),
          // dvdzkwsk/react-redux-starter-kit's vendor list: kept when the predicate may accept each item.
          declared: moduleFileExtensions.filter((ext) => { if (pkg.dependencies[ext]) return true; debug(ext) }),
        };
        """
        let config = try #require(evaluate(source))
        #expect(config["extensions"]?.elements.compactMap(\.string) == [".web.js", ".js", ".ts", ".json"])
        #expect(config["short"]?.elements.compactMap(\.string) == ["web.js", "js", "ts"])
        #expect(config["unknown"]?.isUnresolved == true)
        #expect(config["declared"]?.elements.count == 4)
    }

    @Test func branchAssignmentsAreChoicesOnlyWhenConditionalCodeIsUncertain() throws {
        let source = "const c = { a: 1 }; if (x) { c.a = 2; c.b = 3 } module.exports = c;"
        let taken = try #require(evaluate(source))
        #expect(taken["a"]?.numberText == "2")
        #expect(taken["b"]?.numberText == "3")
        let evaluator = StaticEvaluator(file: Lexer.lex(Array(source.utf8), dialect: .javascript), directory: "")
        evaluator.conditionalCodeIsUncertain = true
        let config = try #require(evaluator.evaluateModule())
        #expect(config["a"]?.alternatives.compactMap(\.numberText) == ["1", "2"])
        #expect(config["b"]?.alternatives.count == 2)
        #expect(config["b"]?.alternatives.last?.numberText == "3")
        // A function called in a branch runs its own statements whenever it is called.
        let helper = "function make() { const o = {}; o.a = 1; return o } const c = {}; if (x) { c.made = make() } module.exports = c;"
        let inBranch = StaticEvaluator(file: Lexer.lex(Array(helper.utf8), dialect: .javascript), directory: "")
        inBranch.conditionalCodeIsUncertain = true
        let made = try #require(inBranch.evaluateModule()?["made"]?.alternatives.last)
        #expect(made["a"]?.numberText == "1")
        // A loop's assignment through a nested subscript still finds the name it starts from.
        let loop = "const c = { m: {} }; for (const k of ks) { c.m[k[0]] = 1 } module.exports = c;"
        let looped = StaticEvaluator(file: Lexer.lex(Array(loop.utf8), dialect: .javascript), directory: "")
        looped.conditionalCodeIsUncertain = true
        #expect(looped.evaluateModule()?.alternatives.count == 2)
    }

    @Test func webpackConfigWithPluginsAliasesAndPaths() throws {
        let config = try #require(evaluate("""
        const path = require('path');
        const webpack = require('webpack');
        const HtmlWebpackPlugin = require('html-webpack-plugin');
        const isProd = process.env.NODE_ENV === 'production';
        module.exports = {
          entry: ['babel-polyfill', './src/index.js'],
          output: { path: path.resolve(__dirname, 'dist'), publicPath: '/static/' },
          resolve: {
            alias: { '@': path.resolve(__dirname, 'src'), 'react-dom$': '@hot-loader/react-dom' },
            modules: [path.join(__dirname, 'src'), 'node_modules'],
            extensions: ['.js', '.jsx', '.es6'],
          },
          plugins: [
            new webpack.DefinePlugin({ __DEV__: JSON.stringify(!isProd), 'process.env.API_URL': JSON.stringify(process.env.API_URL) }),
            new webpack.ProvidePlugin({ $: 'jquery', React: 'react' }),
            new HtmlWebpackPlugin({ template: './public/index.html' }),
            isProd && new webpack.optimize.ModuleConcatenationPlugin(),
          ].filter(Boolean),
        };
        """, directory: "config"))
        #expect(config["output"]?["path"]?.string == "/config/dist")
        #expect(config["resolve"]?["alias"]?["@"]?.string == "/config/src")
        #expect(config["resolve"]?["alias"]?["react-dom$"]?.string == "@hot-loader/react-dom")
        let plugins = config["plugins"]?.elements.flatMap(\.alternatives) ?? []
        let names = plugins.compactMap { node -> String? in
            if case .instance(let name, _) = node.value { return name }
            return nil
        }
        #expect(names == ["DefinePlugin", "ProvidePlugin", "HtmlWebpackPlugin", "ModuleConcatenationPlugin"])
        guard case .instance(_, let arguments) = plugins[0].value else { Issue.record("DefinePlugin"); return }
        #expect(arguments.first?.properties.map(\.key) == ["__DEV__", "process.env.API_URL"])
        #expect(config["entry"]?.elements.compactMap(\.string) == ["babel-polyfill", "./src/index.js"])
    }

    @Test func functionExportsAreCalledWithUnknownArguments() throws {
        let config = try #require(evaluate("""
        module.exports = (env, argv) => ({
          mode: argv.mode,
          devServer: { port: 3000, proxy: { '/api': 'http://localhost:8080' } },
        });
        """))
        #expect(config["devServer"]?["port"]?.numberText == "3000")
        #expect(config["mode"]?.isUnresolved == true)
        let cra = try #require(evaluate("""
        'use strict';
        const paths = require('./paths');
        module.exports = function (webpackEnv) {
          const isEnvProduction = webpackEnv === 'production';
          if (isEnvProduction) { console.log('x') }
          return {
            bail: isEnvProduction,
            resolve: { modules: ['node_modules', paths.appNodeModules] },
          };
        };
        """, directory: "config"))
        #expect(cra["resolve"]?["modules"]?.elements.first?.string == "node_modules")
    }

    @Test func mutatingOverridesAndExportDefault() throws {
        let override = try #require(evaluate("""
        module.exports = function override(config, env) {
          config.resolve.alias = { ...config.resolve.alias, components: 'src/components' };
          config.plugins.push(new MyPlugin());
          return config;
        };
        """))
        // The argument is unknown, so the alias assignment targets an unresolved object: nothing is invented.
        #expect(override.isUnresolved || override["resolve"] != nil)
        let esm = try #require(evaluate("import path from 'path'\nexport default { root: path.resolve('app') }\n"))
        #expect(esm["root"]?.string == "/app")
    }

    @Test func unresolvableValuesKeepTheirLocation() throws {
        let config = try #require(evaluate("const x = compute()\nmodule.exports = {\n  alias: x,\n  other: `a${process.env.B}`,\n}\n"))
        guard case .call(let callee, _) = config["alias"]?.value else { Issue.record("call expected"); return }
        #expect(callee == "compute")
        #expect(config["other"]?.isUnresolved == true)
        #expect(config["other"]?.line == 4)
    }

    @Test func jsonWithCommentsAndTrailingCommas() throws {
        let file = Lexer.lex(Array("{\n  // base\n  \"compilerOptions\": { \"baseUrl\": \"src\", \"paths\": { \"@/*\": [\"./*\"], }, },\n}".utf8), dialect: .javascript)
        let value = try #require(StaticEvaluator(file: file, directory: "").evaluateExpression())
        #expect(value["compilerOptions"]?["baseUrl"]?.string == "src")
        #expect(value["compilerOptions"]?["paths"]?["@/*"]?.elements.first?.string == "./*")
    }

    @Test func hostileInputTerminates() {
        _ = evaluate(String(repeating: "(", count: 5_000))
        _ = evaluate("module.exports = f; function f() { return f() }")
        _ = evaluate("module.exports = {{{{ ]]] ,,, }")
        _ = evaluate("const a = () => a(); module.exports = a()")
        #expect(evaluate("module.exports = { last: [1, 2][-1] }")?["last"] != nil)
        // Each level calls the next twice: 2^30 calls without the work budget.
        var chain = "function f30() { return 1 }\n"
        for level in (0..<30).reversed() { chain += "function f\(level)() { return f\(level + 1)() + f\(level + 1)() }\n" }
        chain += "module.exports = { value: f0() }\n"
        let exploded = evaluate(chain)
        #expect(exploded?["value"]?.isUnresolved == true)
    }
}

struct TypeScriptConfigTests {
    @Test func typeAnnotationsAndAssertionsAreSkipped() throws {
        let source = """
        import type { Config } from 'jest';
        const config: Config = {
          testEnvironment: 'jsdom' as const,
          moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' } satisfies Record<string, string>,
          roots: ['<rootDir>/src'],
        };
        export default config;
        """
        let file = Lexer.lex(Array(source.utf8), dialect: .typescript)
        let config = try #require(StaticEvaluator(file: file, directory: "").evaluateModule())
        #expect(config["testEnvironment"]?.string == "jsdom")
        #expect(config["moduleNameMapper"]?.properties.map(\.key) == ["^@/(.*)$"])
        #expect(config["roots"]?.elements.first?.string == "<rootDir>/src")
    }
}

@Suite struct PathNormalisationTests {
    @Test func dotSegmentsFoldButLeadingParentsStay() {
        #expect(ConfigAuditor.normalisePath("./src/../lib/./a.js") == "lib/a.js")
        #expect(ConfigAuditor.normalisePath("/src//components/") == "src/components")
        #expect(ConfigAuditor.normalisePath("../../shared/x") == "../../shared/x")
        #expect(ConfigAuditor.normalisePath("a/../../b") == "../b")
    }
}
