import AuditModel
import Testing
@testable import ConfigAudit

/// Fix texts for Jest and Babel configurations.
struct ToolConfigFixTests {
    @Test func moduleNameMapperBecomesAnchoredTestAliases() {
        let jest = """
        module.exports = { rootDir: '.', moduleNameMapper: {
          '^@/(.*)$': '<rootDir>/src/$1',
          'lodash-es': 'lodash',
          '\\\\.(css|scss)$': 'identity-obj-proxy',
          '\\\\.(png|svg)$': '<rootDir>/test/fileMock.js',
        } };
        """
        let fixes = ConfigFixture(files: ["jest.config.js": jest, "package.json": "{}"]).audit().findings("test-jest-config").map(\.fix)
        #expect(fixes == [
            "test: { alias: [{ find: /^@\\/(.*)$/, replacement: path.resolve(__dirname, 'src/$1') }, { find: /^.*lodash-es.*$/, replacement: 'lodash' }] } in the Vitest config (whole-path patterns, as Jest matched; resolve.alias would change the app's build too); drop '\\\\.(css|scss)$' → identity-obj-proxy, '\\\\.(png|svg)$' → <rootDir>/test/fileMock.js: Vitest handles CSS and asset imports itself (test-css-modules covers class names in snapshots; an SVG used as a component needs vite-plugin-svgr's `?react`)",
        ])
    }

    @Test func stubMappingsAloneAreDropped() {
        let jest = "module.exports = { moduleNameMapper: { '\\\\.(css|less)$': 'identity-obj-proxy', '\\\\.(woff2?|png)$': '<rootDir>/fileStub.js' } };\n"
        let findings = ConfigFixture(files: ["jest.config.js": jest, "package.json": "{}"]).audit().findings("test-jest-config")
        #expect(findings.map(\.fix) == ["Nothing to port; delete '\\\\.(css|less)$' → identity-obj-proxy, '\\\\.(woff2?|png)$' → <rootDir>/fileStub.js: Vitest handles CSS and asset imports itself (test-css-modules covers class names in snapshots)"])
        #expect(findings.map(\.severity) == [.info])
    }

    /// Ejected CRA 4's own mapper with no react-native-web dependency: every line goes, none becomes a Vitest alias.
    @Test func aMapperOfDroppedMappingsOnlyIsInfoWithLinesToDelete() {
        let package = """
        { "dependencies": { "react": "^17.0.1" },
          "jest": { "moduleNameMapper": { "^react-native$": "react-native-web", "^.+\\\\.module\\\\.(css|sass|scss)$": "identity-obj-proxy" } } }
        """
        let findings = ConfigFixture(files: ["package.json": package]).audit().findings("test-jest-config")
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.first?.message.hasSuffix("has no Vitest counterpart to write: every mapping is one Vitest does without.") == true)
        #expect(findings.map(\.fix) == [
            "Nothing to port; delete '^react-native$' → react-native-web: CRA's default for React Native Web, which the project does not depend on, so no test imports through it; delete '^.+\\\\.module\\\\.(css|sass|scss)$' → identity-obj-proxy: Vitest handles CSS and asset imports itself (test-css-modules covers class names in snapshots)",
        ])
    }

    /// Ejected CRA's Jest config maps React Native to React Native Web: without react-native-web declared, no test
    /// imported anything through it, and the Vitest alias it would become is noise.
    @Test func craReactNativeWebMappingWithoutTheDependencyIsDropped() {
        let package = """
        { "dependencies": { "react": "^17.0.1"%@ },
          "jest": { "moduleNameMapper": { "^react-native$": "react-native-web", "^@/(.*)$": "<rootDir>/src/$1", "^.+\\\\.module\\\\.(css|sass|scss)$": "identity-obj-proxy" } } }
        """
        let fixes = { (dependency: String) in
            ConfigFixture(files: ["package.json": package.replacingOccurrences(of: "%@", with: dependency)]).audit().findings("test-jest-config").map(\.fix)
        }
        #expect(fixes("") == [
            "test: { alias: [{ find: /^@\\/(.*)$/, replacement: path.resolve(__dirname, 'src/$1') }] } in the Vitest config (whole-path patterns, as Jest matched; resolve.alias would change the app's build too); drop '^react-native$' → react-native-web: CRA's default for React Native Web, which the project does not depend on, so no test imports through it; drop '^.+\\\\.module\\\\.(css|sass|scss)$' → identity-obj-proxy: Vitest handles CSS and asset imports itself (test-css-modules covers class names in snapshots)",
        ])
        #expect(fixes(#", "react-native-web": "^0.17.0""#).first??.hasPrefix("test: { alias: [{ find: /^react-native$/, replacement: 'react-native-web' }, ") == true)
    }

    @Test func aJestConfigInAFolderMapsFromThatFolder() {
        let jest = "module.exports = { moduleNameMapper: { '^~/(.*)': '<rootDir>/../src/$1' } };\n"
        let fixes = ConfigFixture(files: ["config/jest.config.js": jest, "package.json": "{}"]).audit().findings("test-jest-config").map(\.fix)
        #expect(fixes == ["test: { alias: [{ find: /^~\\/(.*).*$/, replacement: path.resolve(__dirname, 'src/$1') }] } in the Vitest config (whole-path patterns, as Jest matched; resolve.alias would change the app's build too)"])
    }

    @Test func reactRefreshBabelIsViteReactsJob() {
        let babel = "module.exports = (api) => ({\n  presets: ['@babel/preset-react'],\n  plugins: [api.env('development') && 'react-refresh/babel'].filter(Boolean),\n});\n"
        let result = ConfigFixture(files: ["babel.config.js": babel, "package.json": "{}"]).audit()
        #expect(result.findings("babel-needed").isEmpty)
        let refresh = result.findings("babel-redundant").filter { $0.line == 3 }
        #expect(refresh.map(\.message) == ["react-refresh/babel is redundant under Vite: @vitejs/plugin-react provides Fast Refresh."])
        #expect(refresh.map(\.fix) == ["Remove react-refresh/babel: @vitejs/plugin-react provides Fast Refresh."])
    }

    @Test func hotReloadingPresetsAndJSXOptimisationsAreKnown() {
        // react-boilerplate's babel.config.js (production env) and its dev config's babelQuery (Babel 6 HMR).
        let babel = """
        module.exports = {
          presets: ['react-hmre'],
          plugins: ['react-transform'],
          env: { production: { plugins: ['@babel/plugin-transform-react-inline-elements', 'transform-react-constant-elements'] } },
        };
        """
        let result = ConfigFixture(files: ["babel.config.js": babel, "package.json": "{}"]).audit()
        #expect(result.findings("babel-redundant").map(\.fix) == [
            "Remove babel-preset-react-hmre ('react-hmre'): @vitejs/plugin-react provides Fast Refresh.",
            "Remove babel-plugin-react-transform ('react-transform'): @vitejs/plugin-react provides Fast Refresh (react-transform-hmr) and error overlays (react-transform-catch-errors).",
        ])
        #expect(result.findings("babel-needed").map { "\($0.line) \($0.severity): \($0.fix ?? "")" } == [
            "4 autoFixable: remove: an optional JSX optimisation React does not need",
            "4 autoFixable: remove: an optional JSX optimisation React does not need",
        ])
    }

    @Test("a plugin or preset is named as the package Babel loads, with what was written", arguments: [
        ("import", false, "babel-plugin-import"), ("babel-plugin-import", false, "babel-plugin-import"),
        ("@scope/x", false, "@scope/babel-plugin-x"), ("@scope", false, "@scope/babel-plugin"), ("@babel", false, "@babel"),
        ("@babel/transform-runtime", false, "@babel/plugin-transform-runtime"), ("@babel/plugin-transform-runtime", false, "@babel/plugin-transform-runtime"),
        ("@emotion/babel-plugin", false, "@emotion/babel-plugin"), ("@loadable/babel-plugin", false, "@loadable/babel-plugin"),
        ("module:metro-react-native-babel-preset", true, "metro-react-native-babel-preset"),
        ("react-hot-loader/babel", false, "react-hot-loader/babel"), ("./plugins/local.js", false, "./plugins/local.js"),
        ("react-app", true, "babel-preset-react-app"), ("@babel/env", true, "@babel/preset-env"), ("@scope/x", true, "@scope/babel-preset-x"),
    ])
    func babelPackageNames(written: String, isPreset: Bool, package: String) {
        #expect(BabelPluginCatalog.packageName(written, isPreset: isPreset) == package)
    }

    /// craco's `babel: { plugins: [['import', …]] }` and `.babelrc`'s `"presets": ["react-app"]` name the packages
    /// Babel loads, babel-plugin-import and babel-preset-react-app.
    @Test func shortBabelNamesAreShownAsThePackagesBabelLoads() {
        let craco = "module.exports = { babel: { plugins: [['import', { libraryName: 'antd', style: true }]] } };\n"
        let result = ConfigFixture(files: ["craco.config.js": craco, ".babelrc": #"{ "presets": ["react-app"] }"#,
            "package.json": #"{ "dependencies": { "react-scripts": "4.0.3", "@craco/craco": "6.4.5" } }"#]).audit()
        #expect(result.findings("babel-needed").map(\.message) == [
            "babel-plugin-import ('import') transforms code in a way Oxc does not; without Babel that transform is lost.",
        ])
        #expect(result.findings("babel-redundant").map(\.message) == [
            "babel-preset-react-app ('react-app') is redundant under Vite: Oxc already handles this syntax or JSX.",
        ])
    }

    @Test func babel6StagePresetsEnableSyntaxOxcRejects() {
        let result = ConfigFixture(files: [".babelrc": #"{ "presets": ["env", "stage-0", "stage-1", "stage-2"] }"#, "package.json": "{}"]).audit()
        #expect(result.findings("babel-redundant").map(\.message) == [
            "babel-preset-env ('env') is redundant under Vite: Oxc already handles this syntax or JSX.", "babel-preset-stage-2 ('stage-2') is redundant under Vite: Oxc already handles this syntax or JSX.",
        ])
        #expect(result.findings("babel-needed").map(\.fix) == [
            "It enables `::` function bind, `do { }` expressions and `export v from`, which Oxc does not parse: rewrite what syntax-function-bind, syntax-other-proposals and syntax-export-default-from report (or keep those plugins via @rolldown/plugin-babel), then remove it",
            "It enables `export v from`, which Oxc does not parse: rewrite what syntax-export-default-from reports (or keep that plugin via @rolldown/plugin-babel), then remove it",
        ])
    }
}
