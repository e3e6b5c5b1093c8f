import Testing
import AuditModel
@testable import ConfigAudit

/// Storybook's webpack customisation is Storybook's to port (viteFinal), not the app's vite.config.
@Suite struct StorybookConfigTests {
    static let packageJSON = """
        {
          "devDependencies": {
            "@storybook/react": "^6.4.22",
            "@storybook/builder-webpack5": "^6.4.22"
          }
        }
        """

    @Test func storybook5FullControlModeIsReadWithTheConfigItIsGiven() {
        let webpack = """
            const path = require('path');
            const webpack = require('webpack');
            module.exports = ({ config, mode }) => {
              config.module.rules.push({ test: /\\.less$/, use: ['style-loader', 'css-loader', { loader: 'less-loader', options: { javascriptEnabled: true } }] });
              config.resolve.alias['@'] = path.resolve(__dirname, '../src');
              config.plugins.push(new webpack.DefinePlugin({ __STORYBOOK__: JSON.stringify(true) }));
              return config;
            };
            """
        let result = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "@storybook/react": "^5.3.19" } }"#,
            ".storybook/webpack.config.js": webpack,
        ]).audit()
        #expect(result.findings("audit-config-unresolved").isEmpty)
        let alias = result.findings("wp-alias")
        #expect(alias.map(\.line) == [5])
        #expect(alias.first?.message.hasPrefix("Storybook's webpack customisation: alias '@' → 'src'") == true)
        // viteFinal runs in .storybook/: the path is written from there.
        #expect(alias.first?.fix == "resolve: { alias: [{ find: '@', replacement: path.resolve(__dirname, '../src') }] } Storybook: in viteFinal (.storybook/main.js).")
        #expect(result.findings("env-define-plugin").map(\.fix) == ["define: { __STORYBOOK__: JSON.stringify(true) } in viteFinal (.storybook/main.js)"])
        #expect(result.findings("css-less-options").map(\.line) == [4])
        let builder = result.findings("wp-storybook-builder")
        #expect(builder.map(\.file) == [".storybook/webpack.config.js"])
        #expect(builder.first?.message.contains("(Storybook 5)") == true)
        #expect(builder.first?.fix?.hasPrefix("Upgrade Storybook") == true)
    }

    @Test func webpackFinalChangesAreAuditedAsStorybooks() {
        let main = """
            const path = require('path');
            module.exports = {
              stories: ['../src/**/*.stories.@(js|jsx)'],
              core: { builder: 'webpack5' },
              webpackFinal: async (config, { configType }) => {
                config.resolve.alias = { ...config.resolve.alias, '~': path.resolve(__dirname, '../src') };
                config.resolve.extensions.push('.mdx');
                if (configType === 'PRODUCTION') {
                  config.module.rules.push({ test: /\\.less$/, use: [{ loader: 'less-loader', options: { lessOptions: { javascriptEnabled: true } } }] });
                }
                return config;
              },
            };
            """
        let result = ConfigFixture(files: ["package.json": Self.packageJSON, ".storybook/main.js": main]).audit()
        // Spreading the aliases Storybook gives adds to them: no unknown value.
        #expect(result.findings("audit-config-unresolved").isEmpty)
        #expect(result.findings("wp-alias").map(\.line) == [6])
        #expect(result.findings("wp-resolve-extensions").map(\.line) == [7])
        #expect(result.findings("css-less-options").map(\.line) == [9])
        for finding in result.findings where finding.ruleId != "wp-storybook-builder" {
            #expect(finding.message.hasPrefix("Storybook's webpack customisation: "))
            #expect(finding.fix?.contains("viteFinal (.storybook/main.js)") == true)
            #expect(finding.fix?.contains("vite.config") == false)
        }
        // The builder once, at webpackFinal, with Storybook 6's way to the Vite builder.
        let builder = result.findings("wp-storybook-builder")
        #expect(builder.map(\.line) == [5])
        #expect(builder.first?.fix == "On Storybook 6.4–6.5: core: { builder: '@storybook/builder-vite' } in .storybook/main.js (install @storybook/builder-vite; remove @storybook/builder-webpack5); better, upgrade to Storybook 7+ with framework: '@storybook/react-vite'. Port webpackFinal's changes to viteFinal.")
    }

    @Test func storybookSettingsLeaveTheAppsFactsAlone() {
        // Storybook 4's extend mode: an object merged into Storybook's config.
        let webpack = """
            const webpack = require('webpack');
            module.exports = {
              resolve: { alias: { components: require('path').resolve(__dirname, '../src/components') }, modules: ['src', 'node_modules'] },
              plugins: [new webpack.DefinePlugin({ API_URL: '"http://localhost"' }), new webpack.ProvidePlugin({ $: 'jquery' })],
            };
            """
        let result = ConfigFixture(files: [".storybook/webpack.config.js": webpack]).audit()
        #expect(result.findings("wp-alias").count == 1)
        #expect(result.findings("env-define-plugin").count == 1)
        #expect(result.facts.aliases.isEmpty)
        #expect(result.facts.defineKeys.isEmpty)
        #expect(result.facts.provided.isEmpty)
        #expect(result.facts.resolveModules.isEmpty)
        #expect(result.findings("wp-storybook-builder").count == 1)
    }

    @Test func aViteFrameworkOrBuilderHasNothingToPort() {
        let webpackFinal = "  webpackFinal: (config) => { config.resolve.alias['@'] = 'src'; return config; },\n"
        for setting in ["framework: '@storybook/react-vite',", "framework: { name: '@storybook/react-vite', options: {} },", "core: { builder: '@storybook/builder-vite' },"] {
            let result = ConfigFixture(files: [
                ".storybook/main.js": "module.exports = {\n  \(setting)\n\(webpackFinal)};\n",
                ".storybook/webpack.config.js": "module.exports = ({ config }) => config;\n",
            ]).audit()
            #expect(result.findings.isEmpty, "\(setting)")
        }
        // A main.js the audit cannot evaluate says nothing; the Vite framework package the project declares does.
        let unread = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "storybook": "^8.6.0", "@storybook/react-vite": "^8.6.0" } }"#,
            ".storybook/main.ts": "export default defineMain({ framework: '@storybook/react-vite' });\n",
        ]).audit()
        #expect(unread.findings("wp-storybook-builder").isEmpty)
    }

    @Test func aMonorepoPackagesStorybookReadsItsOwnPackage() {
        let main = """
            import type { StorybookConfig } from '@storybook/react-webpack5';
            import path from 'path';
            const config: StorybookConfig = {
              stories: ['../src/**/*.stories.tsx'],
              framework: { name: '@storybook/react-webpack5', options: {} },
              async webpackFinal(config) {
                config.resolve.alias['@app'] = path.resolve(__dirname, '../src');
                return config;
              },
            };
            export default config;
            """
        let result = ConfigFixture(files: [
            "package.json": #"{ "private": true, "workspaces": ["packages/*"] }"#,
            "packages/web/package.json": #"{ "devDependencies": { "storybook": "^7.6.0", "@storybook/react-webpack5": "^7.6.0" } }"#,
            "packages/web/.storybook/main.ts": main,
            // Both files of one folder: the builder is reported once, at main.
            "packages/web/.storybook/webpack.config.js": "module.exports = ({ config }) => config;\n",
        ]).audit()
        #expect(result.findings("wp-alias").map(\.fix) == [
            "resolve: { alias: [{ find: '@app', replacement: path.resolve(__dirname, '../src') }] } Storybook: in viteFinal (packages/web/.storybook/main.ts).",
        ])
        let builder = result.findings("wp-storybook-builder")
        #expect(builder.map(\.file) == ["packages/web/.storybook/main.ts"])
        #expect(builder.map(\.line) == [6])
        #expect(builder.first?.fix?.hasPrefix("framework: '@storybook/react-vite' in packages/web/.storybook/main.ts (install @storybook/react-vite; remove @storybook/react-webpack5)") == true)
    }

    @Test func theBuilderIsReportedWhereTheFolderChoosesIt() {
        // Storybook 7 without customisation: at the framework main.js names.
        let framework = ConfigFixture(files: [
            ".storybook/main.js": "module.exports = {\n  stories: ['../src/**/*.stories.jsx'],\n  framework: '@storybook/react-webpack5',\n};\n",
        ]).audit()
        #expect(framework.findings.map { "\($0.ruleId) \($0.file):\($0.line)" } == ["wp-storybook-builder .storybook/main.js:3"])
        // Storybook 6.4–6.5: at core.builder; its framework is the renderer.
        let builder = ConfigFixture(files: [
            "package.json": Self.packageJSON,
            ".storybook/main.js": "module.exports = {\n  stories: ['../src/**/*.stories.jsx'],\n  framework: '@storybook/react',\n  core: { builder: 'webpack5' },\n};\n",
        ]).audit()
        #expect(builder.findings.map { "\($0.ruleId) \($0.file):\($0.line)" } == ["wp-storybook-builder .storybook/main.js:4"])
        // Storybook 5 with only its config.js: there, once.
        let entry = ConfigFixture(files: [
            ".storybook/config.js": "import { configure } from '@storybook/react';\nconfigure(require.context('../src', true, /\\.stories\\.js$/), module);\n",
            ".storybook/preview-head.html": "<link rel=\"stylesheet\" href=\"x.css\">\n",
        ]).audit()
        #expect(entry.findings.map { "\($0.ruleId) \($0.file):\($0.line)" } == ["wp-storybook-builder .storybook/config.js:1"])
    }

    @Test func aWebpackFinalTakingTheAppsConfigLeavesItsFindingsTheApps() {
        // The common setup: Storybook reuses the app's loaders and aliases (`require('../webpack.config.js')`).
        let app = """
            const path = require('path');
            module.exports = {
              entry: './src/index.js',
              module: { rules: [{ test: /\\.less$/, use: ['style-loader', 'css-loader', { loader: 'less-loader', options: { lessOptions: { javascriptEnabled: true } } }] }] },
              resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
            };
            """
        let main = """
            const path = require('path');
            const custom = require('../webpack.config.js');
            module.exports = {
              stories: ['../src/**/*.stories.js'],
              webpackFinal: async (config) => {
                config.resolve.alias['~'] = path.resolve(__dirname, '../src');
                return { ...config, resolve: { ...config.resolve, alias: { ...config.resolve.alias, ...custom.resolve.alias } }, module: { ...config.module, rules: custom.module.rules } };
              },
            };
            """
        let withStorybook = ConfigFixture(files: ["package.json": Self.packageJSON, "webpack.config.js": app, ".storybook/main.js": main]).audit()
        let alone = ConfigFixture(files: ["package.json": Self.packageJSON, "webpack.config.js": app]).audit()
        // The app's findings once each, as the app's (the scan kept Storybook's copy at the same site instead).
        let appFindings = withStorybook.findings.filter { $0.file == "webpack.config.js" }
        #expect(appFindings.map { "\($0.ruleId):\($0.line)" } == ["css-less-options:4", "wp-alias:5"])
        #expect(appFindings == alone.findings.filter { $0.file == "webpack.config.js" })
        // What Storybook adds itself is still Storybook's.
        #expect(withStorybook.findings("wp-alias").filter { $0.file == ".storybook/main.js" }.map(\.line) == [6])
    }

    @Test func theFixesNameTheMainFileTheFolderHas() {
        let main = """
            import type { StorybookConfig } from '@storybook/react-webpack5';
            const config: StorybookConfig = {
              framework: { name: '@storybook/react-webpack5', options: {} },
              webpackFinal: async (config) => {
                config.resolve.alias['@'] = 'src';
                return config;
              },
            };
            export default config;
            """
        let result = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "storybook": "^7.6.0", "@storybook/react-webpack5": "^7.6.0" } }"#,
            ".storybook/main.ts": main,
        ]).audit()
        #expect(result.findings("wp-alias").first?.fix?.hasSuffix("Storybook: in viteFinal (.storybook/main.ts).") == true)
        #expect(result.findings("wp-storybook-builder").first?.fix?.hasPrefix("framework: '@storybook/react-vite' in .storybook/main.ts ") == true)
    }

    @Test func storybookBefore64UpgradesForTheViteBuilder() {
        let main = "module.exports = {\n  stories: ['../src/**/*.stories.js'],\n  addons: ['@storybook/preset-create-react-app'],\n  webpackFinal: (config) => config,\n};\n"
        let result = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "@storybook/react": "~6.3.12", "@storybook/preset-create-react-app": "^3.2.0" } }"#,
            ".storybook/main.js": main,
        ]).audit()
        // builder-vite needs Storybook 6.4: the 6.4–6.5 way is no way here.
        #expect(result.findings("wp-storybook-builder").first?.fix?.hasPrefix("Upgrade Storybook (npx storybook@latest upgrade) and use framework: '@storybook/react-vite' in .storybook/main.js (remove @storybook/preset-create-react-app)") == true)
        #expect(ConfigAuditor.leadingMinor("^6.3.2") == 3)
        #expect(ConfigAuditor.leadingMinor("6") == nil)
    }

    @Test func rewritingStorybooksOwnRulesIsNoUnknownValue() {
        // SVGR's recipe: Storybook's file-loader stops taking SVGs, its own rules rewritten by a callback.
        let main = """
            const webpackFinal = async (config) => {
              config.module.rules = config.module.rules.map((rule) => (/svg/.test(String(rule.test)) ? { ...rule, exclude: /\\.svg$/ } : rule));
              config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== 'ProgressPlugin');
              return config;
            };
            module.exports = { stories: ['../src/**/*.stories.js'], core: { builder: 'webpack5' }, webpackFinal };
            """
        let result = ConfigFixture(files: ["package.json": Self.packageJSON, ".storybook/main.js": main]).audit()
        #expect(result.findings.map(\.ruleId) == ["wp-storybook-builder"])
    }

    @Test func devServerIsNeverReadByStorybook() {
        // Storybook serves the stories itself: devServer.proxy never applied, and is no server.proxy for viteFinal.
        let main = """
            module.exports = {
              stories: ['../src/**/*.stories.js'],
              core: { builder: 'webpack5' },
              webpackFinal: async (config) => {
                config.devServer = { proxy: { '/api': 'http://localhost:8080' }, port: 6007 };
                config.resolve.alias['@'] = 'src';
                return config;
              },
            };
            """
        let result = ConfigFixture(files: ["package.json": Self.packageJSON, ".storybook/main.js": main]).audit()
        let devServer = result.findings("wp-dev-server")
        #expect(devServer.map(\.line) == [5])
        #expect(devServer.first?.severity == .info)
        #expect(devServer.first?.message.hasPrefix("Storybook's webpack customisation: config.devServer ") == true)
        #expect(devServer.first?.fix?.hasPrefix("Nothing to port to viteFinal. A proxy Storybook should make goes in .storybook/middleware.js") == true)
        #expect(devServer.first?.fix?.contains("server") == false)
        // The rest of the customisation is still ported.
        #expect(result.findings("wp-alias").map(\.line) == [6])
    }

    @Test func aFolderWithoutWebpackCustomisationOnlySwitchesItsBuilder() {
        let seven = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "storybook": "^7.6.0", "@storybook/react-webpack5": "^7.6.0" } }"#,
            ".storybook/main.js": "module.exports = {\n  stories: ['../src/**/*.stories.jsx'],\n  framework: '@storybook/react-webpack5',\n};\n",
        ]).audit().findings("wp-storybook-builder").first
        #expect(seven?.message == "Storybook builds the stories with webpack (Storybook 7); its Vite builder replaces it. .storybook customises no webpack settings: only the builder changes.")
        #expect(seven?.fix == "framework: '@storybook/react-vite' in .storybook/main.js (install @storybook/react-vite; remove @storybook/react-webpack5). Storybook's Vite builder also loads the app's vite.config.")
        let six = ConfigFixture(files: [
            "package.json": Self.packageJSON,
            ".storybook/main.js": "module.exports = {\n  stories: ['../src/**/*.stories.jsx'],\n  core: { builder: 'webpack5' },\n};\n",
        ]).audit().findings("wp-storybook-builder").first
        #expect(six?.fix == "On Storybook 6.4–6.5: core: { builder: '@storybook/builder-vite' } in .storybook/main.js (install @storybook/builder-vite; remove @storybook/builder-webpack5); better, upgrade to Storybook 7+ with framework: '@storybook/react-vite'.")
        // Storybook 5 with only its config.js.
        func configOnly(_ loading: String) -> Finding? {
            ConfigFixture(files: [
                "package.json": #"{ "devDependencies": { "@storybook/react": "^5.3.19" } }"#,
                ".storybook/config.js": "import { configure } from '@storybook/react';\n" + loading,
            ]).audit().findings("wp-storybook-builder").first
        }
        let five = configOnly("configure(require.context('../src', true, /\\.stories\\.js$/), module);\n")
        #expect(five?.message.hasSuffix(".storybook customises no webpack settings: only the builder changes.") == true)
        // There is no main.js to edit: it is written, and takes over loading the stories, which Storybook 7 no longer does through configure().
        #expect(five?.fix == "Upgrade Storybook (npx storybook@latest upgrade) and create .storybook/main.js with framework: '@storybook/react-vite' and stories: ['../src/**/*.stories.js'], the files config.js's require.context loads (Storybook 7 removed configure(); the rest of config.js goes to preview.js).")
        // Stories required one by one have no glob to derive.
        let listed = configOnly("configure(() => { require('../src/Button.stories.js'); }, module);\n")
        #expect(listed?.fix == "Upgrade Storybook (npx storybook@latest upgrade) and create .storybook/main.js with framework: '@storybook/react-vite' and a stories glob for the files config.js's configure() loads (Storybook 7 removed configure(); the rest of config.js goes to preview.js).")
        // A CRA 2 TypeScript app's Storybook 5: config.js loads the stories, webpack.config.js extends the config.
        let fiveCustomised = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "@storybook/react": "^5.0.11" } }"#,
            ".storybook/config.js": "import { configure } from '@storybook/react';\nconst req = require.context('../src', true, /\\.stories\\.tsx$/);\nconfigure(() => req.keys().forEach(req), module);\n",
            ".storybook/webpack.config.js": "module.exports = ({ config }) => {\n  config.resolve.extensions.push('.ts', '.tsx');\n  return config;\n};\n",
        ]).audit().findings("wp-storybook-builder").first
        #expect(fiveCustomised?.file == ".storybook/webpack.config.js")
        #expect(fiveCustomised?.fix?.hasPrefix("Upgrade Storybook (npx storybook@latest upgrade) and create .storybook/main.js with framework: '@storybook/react-vite' and stories: ['../src/**/*.stories.tsx'], the files") == true)
        #expect(fiveCustomised?.fix?.hasSuffix("goes to preview.js); port this webpack customisation to viteFinal in main.js.") == true, "\(fiveCustomised?.fix ?? "")")
        // Storybook 5's webpack.config.js is what there is to port.
        let five5 = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "@storybook/react": "^6.4.0" } }"#,
            ".storybook/main.js": "module.exports = { stories: [] };\n",
            ".storybook/webpack.config.js": "module.exports = ({ config }) => config;\n",
        ]).audit().findings("wp-storybook-builder").first
        #expect(five5?.fix?.hasSuffix(" Port webpack.config.js's changes to viteFinal.") == true)
    }

    @Test func theConfigFolderStorybooksScriptsNameIsAStorybookFolder() {
        let webpack = """
            const path = require('path');
            module.exports = ({ config }) => {
              config.resolve.alias['@'] = path.resolve(__dirname, '../src');
              return config;
            };
            """
        let result = ConfigFixture(files: [
            "package.json": #"{ "scripts": { "storybook": "start-storybook -p 6006 -c .sb", "build-storybook": "build-storybook --config-dir=.sb -o out" }, "devDependencies": { "@storybook/react": "^5.3.19" } }"#,
            ".sb/config.js": "import { configure } from '@storybook/react';\nconfigure(require.context('../src', true, /\\.stories\\.js$/), module);\n",
            ".sb/webpack.config.js": webpack,
        ]).audit()
        // Storybook's, not the app's: no alias for the app's source rules, the fix in viteFinal.
        #expect(result.facts.aliases.isEmpty)
        #expect(result.findings("wp-alias").map(\.fix) == ["resolve: { alias: [{ find: '@', replacement: path.resolve(__dirname, '../src') }] } Storybook: in viteFinal (.sb/main.js)."])
        #expect(result.findings("wp-storybook-builder").map(\.file) == [".sb/webpack.config.js"])
        #expect(ConfigAuditor.storybookConfigFolders(inScript: "storybook dev -p 6006 -c ./config/storybook/") == ["config/storybook"])
        #expect(ConfigAuditor.storybookConfigFolders(inScript: "cross-env NODE_ENV=test sb build --config-dir \"tools/sb\" && echo done") == ["tools/sb"])
        // `npm run storybook` is a script name, not Storybook's CLI.
        #expect(ConfigAuditor.storybookConfigFolders(inScript: "npm run storybook -c x").isEmpty)
    }

    @Test func aRootWebpackConfigOnlyStorybookRequiresIsStorybooks() {
        let storybookConfig = """
            const path = require('path');
            const webpack = require('webpack');
            module.exports = (config) => {
              config.resolve.alias['@'] = path.resolve(__dirname, 'src');
              config.plugins.push(new webpack.DefinePlugin({ __STORYBOOK__: 'true' }));
              return config;
            };
            """
        let main = "module.exports = {\n  stories: ['../src/**/*.stories.js'],\n  core: { builder: 'webpack5' },\n  webpackFinal: require('../webpack.config.storybook.js'),\n};\n"
        let result = ConfigFixture(files: [
            "package.json": Self.packageJSON,
            "webpack.config.storybook.js": storybookConfig,
            ".storybook/main.js": main,
        ]).audit()
        #expect(result.facts.aliases.isEmpty)
        #expect(result.facts.defineKeys.isEmpty)
        let alias = result.findings("wp-alias")
        #expect(alias.map { "\($0.file):\($0.line)" } == ["webpack.config.storybook.js:4"])
        #expect(alias.first?.message.hasPrefix(ConfigAuditor.storybookMessagePrefix) == true)
        #expect(alias.first?.fix?.hasSuffix("Storybook: in viteFinal (.storybook/main.js).") == true)
        #expect(result.findings("env-define-plugin").map(\.fix) == ["define: { __STORYBOOK__: 'true' } in viteFinal (.storybook/main.js)"])
        #expect(result.findings.allSatisfy { $0.ruleId == "wp-storybook-builder" || $0.message.hasPrefix(ConfigAuditor.storybookMessagePrefix) })
    }

    @Test func aDefineComputedFromConfigTypeIsReportedOnce() {
        // viteFinal is given configType too: the value ports as written, no unknown value of its own.
        let main = """
            const webpack = require('webpack');
            module.exports = {
              core: { builder: 'webpack5' },
              webpackFinal: async (config, { configType }) => {
                config.plugins.push(new webpack.DefinePlugin({ __DEV__: JSON.stringify(configType === 'DEVELOPMENT'), __MODE__: JSON.stringify(configType) }));
                return config;
              },
            };
            """
        let result = ConfigFixture(files: ["package.json": Self.packageJSON, ".storybook/main.js": main]).audit()
        let atDefine = result.findings.filter { $0.line == 5 }
        #expect(atDefine.map(\.ruleId) == ["env-define-plugin", "env-define-plugin"])
        #expect(atDefine.allSatisfy { $0.fix?.hasSuffix(" (viteFinal(config, { configType }) is given Storybook's configType as well)") == true })
        // Storybook 5's mode likewise.
        let webpack = "const webpack = require('webpack');\nmodule.exports = ({ config, mode }) => {\n  config.plugins.push(new webpack.DefinePlugin({ __MODE__: JSON.stringify(mode) }));\n  return config;\n};\n"
        let five = ConfigFixture(files: [".storybook/webpack.config.js": webpack]).audit()
        #expect(five.findings.filter { $0.line == 3 }.map(\.ruleId) == ["env-define-plugin"])
    }

    @Test func onlyStorybooksOwnFilesAreItsConfiguration() {
        #expect(ConfigAuditor.isStorybookConfig(".storybook/main.js"))
        #expect(ConfigAuditor.isStorybookConfig("packages/ui/.storybook/webpack.config.js"))
        #expect(!ConfigAuditor.isStorybookConfig(".storybook/preview.js"))
        #expect(!ConfigAuditor.isStorybookConfig("src/main.js"))
        #expect(!ConfigAuditor.isStorybookConfig("storybook/main.js"))
        #expect(!ConfigAuditor.isStorybookConfig(".storybook/config.js"))
        #expect(ConfigAuditor.storybookFolder(of: "packages/ui/.storybook/config.js") == "packages/ui/.storybook")
        #expect(ConfigAuditor.storybookFolder(of: ".storybook/preview.js") == nil)
        #expect(ConfigAuditor.relativePath("src", from: ".storybook") == "../src")
        #expect(ConfigAuditor.relativePath("packages/web/src/app", from: "packages/web/.storybook") == "../src/app")
        #expect(ConfigAuditor.relativePath("packages/web", from: "packages/web/.storybook") == "..")
        #expect(ConfigAuditor.leadingMajor("^6.4.22") == 6)
        #expect(ConfigAuditor.leadingMajor(">=7.0.0 <8") == 7)
        #expect(ConfigAuditor.leadingMajor("next") == nil)
    }
}
