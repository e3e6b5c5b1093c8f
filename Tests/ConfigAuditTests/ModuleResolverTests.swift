import AuditModel
import Testing
@testable import ConfigAudit

/// babel-plugin-module-resolver (antd-era admin apps): `root` and `alias` let imports like 'styles/app.less' and
/// '~/utils/date' resolve; under Vite they are resolve.alias entries, and the scan must know them as app modules.
struct ModuleResolverTests {
    private let babelrc = """
        {
          "presets": ["@babel/preset-env", "@babel/preset-react"],
          "plugins": [
            ["module-resolver", {
              "root": ["./src"],
              "alias": { "~": "./src", "@components": "./src/components", "lodash": "lodash-es", "^@icons/(.+)": "./src/icons/\\\\1" }
            }]
          ]
        }

        """

    @Test func aliasesAndRootAreReportedWhereWrittenAndNotedForTheScan() {
        let result = ConfigFixture(files: [".babelrc": babelrc, "package.json": "{}"]).audit()
        #expect(result.facts.aliases.map { "\($0.find) → \($0.replacement) \($0.isPackage)" } == ["~ → src false", "@components → src/components false", "lodash → lodash-es true"])
        #expect(result.facts.resolveModules == ["src"])
        #expect(result.findings("wp-alias").map(\.fix) == [
            "resolve: { alias: [{ find: '~', replacement: path.resolve(__dirname, 'src') }] }",
            "resolve: { alias: [{ find: '@components', replacement: path.resolve(__dirname, 'src/components') }] }",
            "resolve: { alias: [{ find: 'lodash', replacement: 'lodash-es' }] }",
        ])
        #expect(result.findings("wp-alias").map(\.line) == [6, 6, 6])
        #expect(result.findings("wp-alias").last?.message.hasSuffix("so they load 'lodash' itself.") == true)
        #expect(result.findings("wp-resolve-modules").map(\.line) == [5])
        #expect(result.findings("babel-needed").first?.fix == "move its aliases and root to resolve.alias (the wp-alias and wp-resolve-modules findings), then remove it")
    }

    @Test func pathsAreRelativeToTheBabelConfigsFolder() {
        let nested = ConfigFixture(files: ["app/.babelrc": #"{ "plugins": [["module-resolver", { "alias": { "@": "./src" } }]] }"#, "package.json": "{}"]).audit()
        #expect(nested.facts.aliases.map(\.replacement) == ["app/src"])
    }
}
