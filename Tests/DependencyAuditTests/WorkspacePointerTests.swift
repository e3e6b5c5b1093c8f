import DependencyAudit
import Testing

/// A root scan names the workspace packages whose build it does not audit, with the command that does; a package
/// that only shares webpack configuration (`@org/webpack-config`, webpack a peer dependency, a webpack.base.js the
/// apps require) builds nothing itself, and scanning it audits no app.
@Suite struct WorkspacePointerTests {
    private func pointers(_ packages: [String: String]) -> [String] {
        var fixture = Fixture(app: #"{ "name": "acme", "private": true, "workspaces": ["packages/*"] }"#)
        for (path, text) in packages { fixture.file(path, text) }
        return fixture.audit([:]).warnings.filter { $0.message.hasPrefix("a workspace package built with") }.compactMap(\.file).sorted()
    }

    @Test func aConfigLibraryGetsNoPointer() {
        let library = #"{ "name": "@acme/webpack-config", "main": "webpack.base.js", "peerDependencies": { "webpack": "^4.0.0" } }"#
        #expect(pointers(["packages/webpack-config/package.json": library, "packages/webpack-config/webpack.base.js": "module.exports = {};"]).isEmpty)
        // Without `main`: its webpack.*.js files are what the apps require.
        let unnamed = #"{ "name": "@acme/webpack-config", "dependencies": { "webpack": "^4.0.0" } }"#
        #expect(pointers(["packages/webpack-config/package.json": unnamed, "packages/webpack-config/webpack.common.js": "module.exports = {};"]).isEmpty)
    }

    @Test(arguments: [
        ("scripts", #"{ "name": "web", "main": "index.js", "scripts": { "build": "webpack -p" }, "devDependencies": { "webpack": "^4.0.0" } }"#, "packages/web/webpack.config.js"),
        ("a page", #"{ "name": "web", "main": "index.js", "devDependencies": { "webpack": "^4.0.0" } }"#, "packages/web/public/index.html"),
        ("nothing known", #"{ "name": "web", "devDependencies": { "webpack": "^4.0.0" } }"#, "packages/web/README.md"),
    ])
    func anAppOrAnUnknownPackageKeepsIt(shape: String, manifest: String, file: String) {
        #expect(pointers(["packages/web/package.json": manifest, file: "x"]) == ["packages/web/package.json"], "\(shape)")
    }

    @Test func anAppThatOnlyRunsWebpackGetsIt() {
        // PengyuanZhao/lerna-repo-demo's layout: webpack is a dependency of the shared @foursquare/webpack-config,
        // hoisted by lerna bootstrap --hoist; the app declares that package and runs webpack-dev-server.
        let app = #"{ "name": "@foursquare/app", "scripts": { "start": "webpack-dev-server" }, "devDependencies": { "@foursquare/webpack-config": "^0.0.0" } }"#
        let library = #"{ "name": "@foursquare/webpack-config", "main": "index.js", "dependencies": { "webpack": "^4.30.0" } }"#
        #expect(pointers(["packages/app/package.json": app, "packages/webpack-config/package.json": library]) == ["packages/app/package.json"])
    }

    @Test func reactScriptsIsAlwaysAnApp() {
        let cra = #"{ "name": "web", "main": "index.js", "dependencies": { "react-scripts": "3.4.1" } }"#
        #expect(pointers(["packages/web/package.json": cra]) == ["packages/web/package.json"])
    }
}
