import AuditModel
import DependencyAudit
import Testing

/// lerna 2 and 3 monorepos (before npm and yarn had workspaces, and many after) list their packages in lerna.json,
/// with no `workspaces` in the root package.json; `lerna bootstrap` links them, and each package often keeps its
/// own package-lock.json. The layout of `lerna init --independent`.
@Suite struct LernaWorkspaceTests {
    private func fixture(lerna: String, root: String = #"{ "name": "root", "private": true, "devDependencies": { "lerna": "^3.22.1" } }"#) -> Fixture {
        var fixture = Fixture(app: root)
        fixture.file("lerna.json", lerna)
        fixture.file("packages/web/package.json", #"{ "name": "@acme/web", "version": "1.0.0", "scripts": { "build": "webpack --mode production" }, "devDependencies": { "webpack": "^4.46.0" } }"#)
        fixture.file("packages/web/public/index.html", "<div id=root></div>")
        fixture.file("packages/web/package-lock.json", #"{ "lockfileVersion": 1, "dependencies": {} }"#)
        fixture.file("packages/utils/package.json", #"{ "name": "@acme/utils", "version": "1.0.0", "main": "lib/index.js" }"#)
        fixture.file("tools/scripts/package.json", #"{ "name": "@acme/scripts", "version": "1.0.0" }"#)
        return fixture
    }

    private func globs(_ fixture: Fixture) -> (globs: [String], warnings: [ScanWarning]) {
        var warnings: [ScanWarning] = []
        let path = "package.json"
        let manifest = fixture.tree.read(path).flatMap { try? PackageManifest.parse(path: path, bytes: $0).get() }
        let globs = WorkspaceLocator.globs(root: "", manifest: manifest, tree: fixture.tree, warnings: &warnings)
        return (globs, warnings)
    }

    @Test func lernaJSONPackagesAreWorkspaceGlobs() {
        let found = globs(fixture(lerna: #"{ "lerna": "2.11.0", "packages": ["packages/*", "tools/*"], "version": "independent" }"#))
        #expect(found.globs == ["packages/*", "tools/*"])
        #expect(found.warnings.isEmpty)
        #expect(WorkspaceLocator.expand(found.globs, root: "", tree: fixture(lerna: "{}").tree) == ["packages/utils", "packages/web", "tools/scripts"])
    }

    @Test func lernaJSONWithoutPackagesMeansPackagesStar() {
        #expect(globs(fixture(lerna: #"{ "version": "0.0.0" }"#)).globs == ["packages/*"])
    }

    @Test func useWorkspacesDefersToPackageJSON() {
        let root = #"{ "name": "root", "private": true, "workspaces": ["apps/*"] }"#
        let found = globs(fixture(lerna: #"{ "useWorkspaces": true, "npmClient": "yarn", "packages": ["packages/*"] }"#, root: root))
        #expect(found.globs == ["apps/*"], "lerna reads package.json's workspaces when useWorkspaces is set")
        // Without it, both lists name packages: lerna's for lerna, the manifest's for the package manager.
        let both = globs(fixture(lerna: #"{ "packages": ["packages/*"] }"#, root: root))
        #expect(both.globs == ["apps/*", "packages/*"])
        // lerna 7 without `packages` takes the package manager's workspaces.
        #expect(globs(fixture(lerna: #"{ "version": "1.0.0" }"#, root: root)).globs == ["apps/*"])
    }

    @Test func aMalformedLernaJSONIsSaid() {
        let found = globs(fixture(lerna: "{ \"packages\": [\"packages/*\", }"))
        #expect(found.globs.isEmpty)
        #expect(found.warnings.map(\.file) == ["lerna.json"])
        #expect(found.warnings.first?.message.hasPrefix("lerna.json is malformed at line 1") == true, "\(found.warnings)")
    }

    @Test func aRootScanAuditsTheLernaPackagesAndPointsAtTheApp() {
        let result = fixture(lerna: #"{ "lerna": "2.11.0", "packages": ["packages/*"], "version": "independent" }"#).audit([:])
        let pointers = result.warnings.filter { $0.message.hasPrefix("a workspace package built with") }
        #expect(pointers.map(\.file) == ["packages/web/package.json"], "\(result.warnings)")
        #expect(result.findings.contains { $0.ruleId == "dep-webpack-only" && $0.file == "packages/web/package.json" })
    }
}
