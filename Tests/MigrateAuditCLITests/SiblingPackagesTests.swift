import DependencyAudit
import Testing
@testable import ScanEngine

/// A shared config package's `exports` as a configuration's `require()` reads them.
@Suite struct SiblingPackagesTests {
    private func exports(_ json: String) throws -> [String: String] {
        SiblingPackages.requireExports(try JSONParser.parse(Array(json.utf8)))
    }

    @Test func exportsAsRequireReadsThem() throws {
        #expect(try exports(#""./index.js""#) == [".": "./index.js"])
        #expect(try exports(#"{ "import": "./index.mjs", "require": "./index.cjs" }"#) == [".": "./index.cjs"])
        #expect(try exports(#"{ ".": { "import": "./index.mjs", "default": "./index.js" }, "./base": "./webpack.base.js", "./parts/*": "./parts/*.js", "./package.json": "./package.json" }"#)
            == [".": "./index.js", "./base": "./webpack.base.js", "./package.json": "./package.json"])
        #expect(try exports(#"{ "browser": { "import": "./x.mjs" } }"#).isEmpty)
        #expect(SiblingPackages.requireExports(nil).isEmpty)
    }

    @Test func folderPathsAreRelativeToTheScannedPackage() {
        #expect(SiblingPackages.path(of: "packages/webpack-config", from: "packages/web") == "../webpack-config")
        #expect(SiblingPackages.path(of: "tools/webpack", from: "apps/site/web") == "../../../tools/webpack")
    }
}
