import AuditModel
import Testing

@testable import ConfigAudit

/// Jest's options get the Vitest configuration written out with their values.
struct JestOptionPortTests {
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
        // A package folder's jest.config names its keys from there; Vitest's are the root's.
        #expect(fixes("{ coverageThreshold: { './src/api/': { lines: 100 } } }", file: "web/jest.config.js")
            == ["test: { coverage: { thresholds: { 'web/src/api/**': { lines: 100 } } } } in the Vitest config"])
        // Jest reads a path key as a prefix of the files' paths: a folder without its closing slash is a folder
        // still (Vitest's glob 'src/api' would match no file, and its threshold nothing); a file or a glob stays.
        #expect(fixes(#"{ "coverageThreshold": { "./src/api": { "lines": 100 }, "./src/util.js": { "lines": 90 }, "./src/**/*.ts": { "lines": 50 } } }"#) == [
            "test: { coverage: { thresholds: { 'src/api/**': { lines: 100 }, 'src/util.js': { lines: 90 }, 'src/**/*.ts': { lines: 50 } } } } in the Vitest config",
        ])
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
        #expect(nodeModules.map(\.fix) == ["nothing (remove)"])
        #expect(nodeModules.map(\.severity) == [.info])
        #expect(nodeModules.first?.message.hasSuffix("has no Vitest counterpart to write: Vitest leaves node_modules out by default.") == true)
        // Without its closing slash the regex takes `/e2e.test.js` too: no folder glob says that.
        #expect(fixes(#"{ "testPathIgnorePatterns": ["/e2e"] }"#) == ["test.exclude (globs, after configDefaults.exclude)"])
        #expect(fixes(#"{ "testPathIgnorePatterns": [] }"#).isEmpty)
    }

    private func findings(_ jest: String) -> [(key: String, fix: String, severity: Severity)] {
        ConfigFixture(files: ["package.json": "{}", "jest.config.js": "module.exports = \(jest);", "test/setup.js": ""]).audit()
            .findings("test-jest-config").map { (String($0.message.dropFirst("Jest option ".count).prefix { $0 != ":" }), $0.fix ?? "", $0.severity) }
    }

    @Test func coverageAndSetupOptionsAreWrittenOut() {
        let results = findings("""
            {
              collectCoverage: true, coverageDirectory: '<rootDir>/reports/coverage', coverageProvider: 'babel',
              globalSetup: './test/global-setup.js', globalTeardown: './test/global-teardown.js',
              maxWorkers: '50%', displayName: { name: 'web', color: 'blue' }, bail: true,
            }
            """)
        #expect(results.map(\.fix) == [
            "test: { coverage: { enabled: true } } in the Vitest config (install @vitest/coverage-v8)",
            "test: { coverage: { reportsDirectory: './reports/coverage' } } in the Vitest config",
            "test: { coverage: { provider: 'istanbul' } } in the Vitest config (install @vitest/coverage-istanbul)",
            "test: { globalSetup: ['./test/global-setup.js'] } in the Vitest config; the file exports its function as `export default` (Vitest passes it a project, not Jest's globalConfig/projectConfig)",
            "return the teardown function from the globalSetup function (or export it as `teardown` from the globalSetup file): Vitest has no globalTeardown option",
            "test: { maxWorkers: '50%' } in the Vitest config", "test: { name: 'web' } in the Vitest config", "test: { bail: 1 } in the Vitest config",
        ])
        #expect(results.first { $0.key == "globalTeardown" }?.severity == .manualFix)
    }

    @Test func jestJunitBecomesVitestsJunitReporter() {
        #expect(findings("{ reporters: ['default', ['jest-junit', { outputDirectory: 'reports', outputName: 'unit.xml' }]] }").map(\.fix) == [
            "test: { reporters: ['default', 'junit'], outputFile: { junit: './reports/unit.xml' } } in the Vitest config",
        ])
        let other = findings("{ reporters: ['default', 'jest-html-reporters'] }")
        #expect(other.map(\.fix) == ["test: { reporters: ['default'] } in the Vitest config; a Vitest reporter for jest-html-reporters (a Jest reporter does not run under Vitest)"])
        #expect(other.map(\.severity) == [.manualFix])
        // Jest 28's GitHub Actions reporter is built into Vitest under the same name; a written list replaces the
        // one Vitest picks on GitHub Actions, so it is named there.
        let actions = findings("{ reporters: [['github-actions', { silent: false }], 'summary'] }")
        #expect(actions.map(\.fix) == ["test: { reporters: ['github-actions', 'dot'] } in the Vitest config"])
        #expect(actions.map(\.severity) == [.autoFixable])
    }

    @Test func optionsVitestDoesWithoutAreInfo() {
        let results = findings("{ moduleFileExtensions: ['js', 'jsx', 'json', 'node'], testRunner: 'jest-circus/runner', verbose: false, collectCoverage: false, coverageProvider: 'v8' }")
        #expect(results.map(\.severity) == [.info, .info, .info, .info, .info])
        #expect(results.map(\.key) == ["moduleFileExtensions", "testRunner", "verbose", "collectCoverage", "coverageProvider"])
        // An extension Vite does not try is added to its defaults.
        #expect(findings("{ moduleFileExtensions: ['js', 'coffee'] }").map(\.fix)
            == ["resolve: { extensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json', '.coffee'] } in vite.config"])
        // Jest 26's default runner: Jasmine's globals are gone.
        #expect(findings("{ testRunner: 'jest-jasmine2' }").map(\.severity) == [.manualFix])
    }

    /// Jest's verbose makes its `default` reporter the verbose one; written as a reporters list of its own, it
    /// replaced the list the reporters option's fix writes (or was replaced by it).
    @Test func verboseWithReportersIsTheirDefaultReporter() {
        let results = findings("{ verbose: true, reporters: ['default', 'jest-junit'] }")
        #expect(results.map(\.fix) == ["nothing (remove)", "test: { reporters: ['verbose', 'junit'], outputFile: { junit: './junit.xml' } } in the Vitest config"])
        #expect(results.first?.severity == .info)
    }

    @Test func aComputedVerboseKeepsItsCondition() {
        #expect(findings("{ verbose: !!process.env.CI }").map(\.fix) == ["test: { reporters: [(!!process.env.CI) ? 'verbose' : 'default'] } in the Vitest config"])
    }

    @Test func projectsNameTheirFoldersFromTheRoot() {
        #expect(findings("{ projects: ['<rootDir>/packages/*'] }").map(\.fix)
            == ["test: { projects: ['packages/*'] } in the Vitest config, each project with a vitest.config of its own (its Jest options ported there)"])
    }

    /// Jest's globals are written as the Vitest config's define (a string as code would be an identifier: stringified);
    /// the transformers' own keys are dropped; the fix named only the option.
    @Test func globalsBecomeDefinesWithTheirValues() {
        #expect(fixes(#"{ "globals": { "__DEV__": true, "API_URL": "http://localhost", "ts-jest": { "diagnostics": false } } }"#) == [
            "define: { __DEV__: true, API_URL: JSON.stringify('http://localhost') } in the Vitest config, or assignments to globalThis in a setup file where only tests may see them (drop 'ts-jest': Vite transforms the tests itself)",
        ])
        #expect(fixes(#"{ "globals": { "ts-jest": { "tsConfig": "tsconfig.test.json" } } }"#) == ["nothing (remove) (drop 'ts-jest': Vite transforms the tests itself)"])
        #expect(fixes("{ globals: { __DEV__: process.env.DEV === '1' } }", file: "jest.config.js")
            == ["define: { __DEV__: process.env.DEV === '1' } in the Vitest config, or assignments to globalThis in a setup file where only tests may see them"])
        #expect(fixes("{ globals: { fetchMock: () => null } }", file: "jest.config.js") == ["define, or assignments in a setup file"])
    }

    /// Setup files and test globs are written out when they name packages or plain paths too, not only `<rootDir>/…`.
    @Test func setupFilesAreWrittenOutWhateverTheyName() {
        #expect(fixes(#"{ "setupFilesAfterEnv": ["jest-styled-components", "./test/setup.js"] }"#) == ["test.setupFiles: ['jest-styled-components', './test/setup.js']"])
    }

    /// `timers: 'fake'` was Jest 26's legacy fake timers (Date real) and is Jest 27's modern ones.
    @Test func fakeTimersOfJest26AreTheLegacyOnes() {
        func timers(jest: String) -> [String] {
            ConfigFixture(files: ["package.json": #"{ "devDependencies": { "jest": "\#(jest)" }, "jest": { "timers": "fake" } }"#]).audit()
                .findings("test-jest-config").compactMap(\.fix)
        }
        #expect(timers(jest: "^26.6.0").first?.hasPrefix("vi.useFakeTimers({ toFake: [") == true, "\(timers(jest: "^26.6.0"))")
        #expect(timers(jest: "^27.0.0").first?.hasPrefix("vi.useFakeTimers({ toFake:") == false)
    }
}
