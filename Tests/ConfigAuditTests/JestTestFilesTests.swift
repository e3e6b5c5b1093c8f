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
}
