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
        let fixes = ConfigFixture(files: ["jest.config.js": jest, "package.json": "{}"]).audit().findings("test-jest-config").map(\.fix)
        #expect(fixes == ["Drop '\\\\.(css|less)$' → identity-obj-proxy, '\\\\.(woff2?|png)$' → <rootDir>/fileStub.js: Vitest handles CSS and asset imports itself (test-css-modules covers class names in snapshots)"])
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
            "Remove react-hmre: @vitejs/plugin-react provides Fast Refresh.",
            "Remove react-transform: @vitejs/plugin-react provides Fast Refresh (react-transform-hmr) and error overlays (react-transform-catch-errors).",
        ])
        #expect(result.findings("babel-needed").map { "\($0.line) \($0.severity): \($0.fix ?? "")" } == [
            "4 autoFixable: remove: an optional JSX optimisation React does not need",
            "4 autoFixable: remove: an optional JSX optimisation React does not need",
        ])
    }

    @Test func babel6StagePresetsEnableSyntaxOxcRejects() {
        let result = ConfigFixture(files: [".babelrc": #"{ "presets": ["env", "stage-0", "stage-1", "stage-2"] }"#, "package.json": "{}"]).audit()
        #expect(result.findings("babel-redundant").map(\.message) == [
            "env is redundant under Vite: Oxc already handles this syntax or JSX.", "stage-2 is redundant under Vite: Oxc already handles this syntax or JSX.",
        ])
        #expect(result.findings("babel-needed").map(\.fix) == [
            "It enables `::` function bind, `do { }` expressions and `export v from`, which Oxc does not parse: rewrite what syntax-function-bind, syntax-other-proposals and syntax-export-default-from report (or keep those plugins via @rolldown/plugin-babel), then remove it",
            "It enables `export v from`, which Oxc does not parse: rewrite what syntax-export-default-from reports (or keep that plugin via @rolldown/plugin-babel), then remove it",
        ])
    }
}
