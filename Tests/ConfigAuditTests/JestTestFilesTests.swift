import Testing
@testable import ConfigAudit

/// A Jest configuration's own test patterns and setup files make test code, as Jest would run it.
@Suite struct JestTestFilesTests {
    private func testFiles(_ files: [String: String]) -> [String] {
        ConfigFixture(files: files).audit().facts.jestTestFiles
    }

    @Test func testMatchTestRegexAndSetupFilesNameTheirFiles() {
        let sources = ["src/api.unit.js", "src/api.js", "test/setup.js", "test/after.js", "spec/a.check.ts", "lib/b.check.ts"]
        var files = Dictionary(uniqueKeysWithValues: sources.map { ($0, "export default 1;") })
        files["jest.config.js"] = """
            module.exports = {
              testMatch: ['<rootDir>/src/**/*.unit.js', '**/spec/**/*.check.[jt]s?(x)'],
              setupFiles: ['<rootDir>/test/setup.js'],
              setupFilesAfterEnv: ['./test/after.js'],
            };
            """
        #expect(testFiles(files) == ["spec/a.check.ts", "src/api.unit.js", "test/after.js", "test/setup.js"])
        files["jest.config.js"] = "module.exports = { testRegex: '(/tests?/.*|\\\\.check)\\\\.tsx?$' };"
        #expect(testFiles(files) == ["lib/b.check.ts", "spec/a.check.ts"])
    }

    /// Wikia/react-common's config/jest.config.js (Jest 23): the setup file configuring enzyme's adapter is named by
    /// the option setupFilesAfterEnv replaced, which Vitest would not load.
    @Test func jest23sSetupTestFrameworkScriptFileIsASetupFileVitestMustBeToldOf() {
        let config = """
            module.exports = {
                rootDir: '..',
                setupTestFrameworkScriptFile: '<rootDir>/config/jest.setup.js',
            };
            """
        let result = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "jest": "^23.6.0" } }"#, "config/jest.config.js": config,
            "config/jest.setup.js": "Enzyme.configure({ adapter: new Adapter() });",
        ]).audit()
        #expect(result.facts.jestTestFiles == ["config/jest.setup.js"])
        let option = result.findings("test-jest-config").first { $0.message.contains("setupTestFrameworkScriptFile") }
        #expect(option?.line == 3)
        #expect(option?.fix == "test.setupFiles")
    }

    /// A real ejected-CRA config/jest/jest.config.js (rootDir '../../') writes `<rootDir>src/…` without a slash.
    @Test func aTestMatchWithoutASlashAfterRootDirIsTheRootDirs() {
        let config = """
            module.exports = {
                "rootDir": "../../",
                "testMatch": [
                    "<rootDir>src/**/*.unit.js"
                ],
            };
            """
        let files = ["config/jest/jest.config.js": config, "src/widgets/Widget.unit.js": "export default 1;", "src/widgets/Widget.js": "export default 1;"]
        #expect(testFiles(files) == ["src/widgets/Widget.unit.js"])
    }

    @Test func jestsDefaultTestMatchIsUnderstood() throws {
        let pattern = JestTestFiles.regex(fromGlob: "**/?(*.)+(spec|test).[jt]s?(x)")
        let regex = try Regex("^" + pattern + "$")
        for path in ["/src/a.test.js", "/src/a.spec.tsx", "/test.ts", "/src/a/b.test.jsx"] { #expect(path.wholeMatch(of: regex) != nil, "\(path)") }
        for path in ["/src/a.js", "/src/attest.js", "/src/a.test.json"] { #expect(path.wholeMatch(of: regex) == nil, "\(path)") }
    }

    @Test func aNestedConfigurationsPatternsAndRelativeSetupFilesAreItsFoldersOwn() {
        let sources = ["client/src/a.unit.js", "server/src/b.unit.js", "client/test/setup.js", "test/setup.js", "client/src/c.int.js", "client/src/_d.test.js", "client/src/e.test.js"]
        var files = Dictionary(uniqueKeysWithValues: sources.map { ($0, "export default 1;") })
        files["client/jest.config.js"] = """
            module.exports = {
              testMatch: ['<rootDir>/src/**/*.(unit|int).js', '**/src/[!_]*.test.js'],
              setupFiles: ['./test/setup.js'],
            };
            """
        #expect(testFiles(files) == ["client/src/a.unit.js", "client/src/c.int.js", "client/src/e.test.js", "client/test/setup.js"])
    }

    @Test func jest22sDefaultTestMatchIsUnderstood() throws {
        let regex = try Regex("^" + JestTestFiles.regex(fromGlob: "**/?(*.)(spec|test).js?(x)") + "$")
        #expect("/src/a.test.js".wholeMatch(of: regex) != nil && "/src/a.spec.jsx".wholeMatch(of: regex) != nil)
        #expect("/src/a.js".wholeMatch(of: regex) == nil)
    }

    @Test func jestRootsComeFromRootsRootDirOrReactScripts() {
        func roots(_ files: [String: String]) -> [String]? { ConfigFixture(files: files).audit().facts.jestRoots }
        #expect(roots(["package.json": #"{ "devDependencies": { "jest": "^26.0.0" } }"#]) == nil)
        #expect(roots(["package.json": #"{ "jest": { "roots": ["<rootDir>/src", "<rootDir>/test"] } }"#]) == ["src", "test"])
        #expect(roots(["web/jest.config.js": "module.exports = { rootDir: 'app' };"]) == ["web/app"])
        // react-scripts 3.1.0 added roots: ['<rootDir>/src']; package.json cannot change it.
        #expect(roots(["package.json": #"{ "dependencies": { "react-scripts": "3.4.1" }, "jest": { "roots": ["<rootDir>"] } }"#]) == ["src"])
        #expect(roots(["package.json": #"{ "dependencies": { "react-scripts": "3.0.1" } }"#]) == nil)
        #expect(roots(["package.json": #"{ "dependencies": { "react-scripts": "^3.0.0" } }"#]) == ["src"])
    }

    @Test func moduleNameMapperTargetsAreNamed() {
        let files = ["package.json": #"{ "jest": { "moduleNameMapper": { "\\.(png|svg)$": "<rootDir>/__mocks__/fileMock.js", "\\.css$": "identity-obj-proxy" } } }"#]
        #expect(ConfigFixture(files: files).audit().facts.jestMappedFiles == ["__mocks__/fileMock.js"])
    }

    /// Jest runs no test its `testPathIgnorePatterns` match (regular expressions, `<rootDir>` the configuration's
    /// folder), whatever testMatch says; its setup files are loaded all the same.
    @Test func testPathIgnorePatternsNameTheTestsJestLeavesOut() {
        let sources = ["e2e/login.spec.js", "e2e/setup.js", "src/a.unit.js", "src/legacy/b.unit.js", "src/c.js"]
        var files = Dictionary(uniqueKeysWithValues: sources.map { ($0, "export default 1;") })
        files["jest.config.js"] = """
            module.exports = {
              testMatch: ['**/*.unit.js', '**/*.spec.js'],
              testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '/legacy/'],
              setupFiles: ['<rootDir>/e2e/setup.js'],
            };
            """
        let facts = ConfigFixture(files: files).audit().facts
        #expect(facts.jestTestFiles == ["e2e/setup.js", "src/a.unit.js"])
        #expect(facts.jestIgnoredFiles == ["e2e/login.spec.js", "src/legacy/b.unit.js"])
        // A nested configuration's `<rootDir>` is its folder, and its patterns are its folder's.
        let nested = ConfigFixture(files: [
            "web/jest.config.js": "module.exports = { testPathIgnorePatterns: ['<rootDir>/e2e/'] };",
            "web/e2e/a.spec.js": "export default 1;", "e2e/b.spec.js": "export default 1;",
        ]).audit().facts
        #expect(nested.jestIgnoredFiles == ["web/e2e/a.spec.js"])
    }

    /// The runner decides whose spies the tests had: Jasmine's under jest-jasmine2, Jest's under jest-circus.
    @Test func theTestRunnerIsKeptAsWritten() {
        func runner(_ files: [String: String]) -> String? { ConfigFixture(files: files).audit().facts.jestTestRunner }
        #expect(runner(["package.json": #"{ "jest": { "testRunner": "jest-jasmine2" } }"#]) == "jest-jasmine2")
        #expect(runner(["jest.config.js": "module.exports = { testRunner: require.resolve('jest-circus/runner') };"]) == "require.resolve('jest-circus/runner')")
        #expect(runner(["package.json": #"{ "jest": { "verbose": true } }"#]) == nil)
    }
    /// Each Jest configuration is a run of its own: what jest.config.js ignores, a `jest -c jest.e2e.config.js` run may
    /// run (by its testMatch, or by Jest's default names under its own folder), and then Jest did run it.
    @Test func aTestOneConfigurationIgnoresAndAnotherRunsIsATest() {
        let unit = "module.exports = { testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/'] };"
        let byMatch = ConfigFixture(files: [
            "package.json": #"{ "scripts": { "test": "jest", "test:e2e": "jest -c jest.e2e.config.js" } }"#,
            "jest.config.js": unit, "jest.e2e.config.js": "module.exports = { testMatch: ['<rootDir>/e2e/**/*.e2e.js'] };",
            "e2e/login.e2e.js": "export default 1;", "e2e/old.spec.js": "export default 1;", "src/a.test.js": "export default 1;",
        ]).audit().facts
        #expect(byMatch.jestTestFiles == ["e2e/login.e2e.js"])
        #expect(byMatch.jestIgnoredFiles == ["e2e/old.spec.js"])
        let byName = ConfigFixture(files: [
            "package.json": #"{ "scripts": { "test": "jest", "test:e2e": "jest -c e2e/jest.config.js" } }"#,
            "jest.config.js": unit, "e2e/jest.config.js": "module.exports = { testEnvironment: 'node' };",
            "e2e/login.spec.js": "export default 1;", "e2e/helpers.js": "export default 1;",
        ]).audit().facts
        #expect(!byName.jestIgnoredFiles.contains("e2e/login.spec.js") && byName.jestIgnoredFiles.contains("e2e/helpers.js"))
    }
}

