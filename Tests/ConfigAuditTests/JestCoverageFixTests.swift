import AuditModel
import Testing

@testable import ConfigAudit

/// Jest's coverage and test-path options get the Vitest configuration written out with their values.
struct JestCoverageFixTests {
    private func fixes(_ jest: String, file: String = "package.json") -> [String] {
        let files = file == "package.json"
            ? ["package.json": #"{ "name": "app", "jest": \#(jest) }"#]
            : ["package.json": "{}", file: "module.exports = \(jest);"]
        return ConfigFixture(files: files).audit().findings("test-jest-config").compactMap(\.fix)
    }

    @Test func collectCoverageFromSplitsItsNegatedGlobsIntoExclude() {
        #expect(fixes(#"{ "collectCoverageFrom": ["src/**/*.{js,jsx}", "!src/index.js", "!<rootDir>/src/serviceWorker.js"] }"#) == [
            "test: { coverage: { include: ['src/**/*.{js,jsx}'], exclude: ['src/index.js', 'src/serviceWorker.js'] } } in the Vitest config",
        ])
        // A jest.config in a package folder: its globs are that folder's, Vitest's are the root's.
        #expect(fixes("{ collectCoverageFrom: ['<rootDir>/src/**/*.ts', '!**/*.d.ts'] }", file: "web/jest.config.js") == [
            "test: { coverage: { include: ['web/src/**/*.ts'], exclude: ['**/*.d.ts'] } } in the Vitest config",
        ])
        #expect(fixes("{ collectCoverageFrom: globs }", file: "jest.config.js") == ["test.coverage.include"])
    }

    @Test func coverageThresholdsMoveUpFromGlobal() {
        #expect(fixes(#"{ "coverageThreshold": { "global": { "lines": 80, "branches": -10 }, "./src/api/": { "lines": 100 } } }"#) == [
            "test: { coverage: { thresholds: { lines: 80, branches: -10, 'src/api/**': { lines: 100 } } } } in the Vitest config",
        ])
        #expect(fixes("{ coverageThreshold: { global: { lines: minimum } } }", file: "jest.config.js") == ["test.coverage.thresholds"])
    }

    @Test func coverageReportersKeepTheirNames() {
        #expect(fixes(#"{ "coverageReporters": ["text", "lcov"] }"#) == ["test: { coverage: { reporter: ['text', 'lcov'] } } in the Vitest config"])
        #expect(fixes(#"{ "coverageReporters": [["lcov", { "projectRoot": "../" }]] }"#) == ["test.coverage.reporter"])
    }

    @Test func testPathIgnorePatternsBecomeExcludeGlobsAfterVitestsDefaults() {
        #expect(fixes(#"{ "testPathIgnorePatterns": ["/node_modules/", "/e2e/", "<rootDir>/build/", "/\\.storybook/"] }"#) == [
            "test: { exclude: [...configDefaults.exclude, '**/e2e/**', 'build/**', '**/.storybook/**'] } in the Vitest config (import { configDefaults } from 'vitest/config')",
        ])
        let nodeModules = ConfigFixture(files: ["package.json": #"{ "jest": { "testPathIgnorePatterns": ["/node_modules/"] } }"#]).audit().findings("test-jest-config")
        #expect(nodeModules.map(\.fix) == [ConfigAuditor.nothingToExclude])
        #expect(nodeModules.map(\.severity) == [.info])
        #expect(nodeModules.first?.message.hasSuffix("has no Vitest counterpart to write: Vitest leaves node_modules out by default.") == true)
        // Without its closing slash the regex takes `/e2e.test.js` too: no folder glob says that.
        #expect(fixes(#"{ "testPathIgnorePatterns": ["/e2e"] }"#) == ["test.exclude (globs, after configDefaults.exclude)"])
        #expect(fixes(#"{ "testPathIgnorePatterns": [] }"#).isEmpty)
    }
}
