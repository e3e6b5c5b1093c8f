import AuditModel
import Testing

@testable import SourceRules

/// A runtime public path that is the page's own origin root is what Vite's default base already gives.
@Suite struct PublicPathOriginTests {
    private func found(_ code: String) -> [(message: String, severity: Severity)] {
        ExampleRunner.findings(of: WebpackRules.PublicPathRuntime(), code: code, fileName: "src/webpack-public-path.js").map { ($0.message, $0.severity) }
    }

    // nizarl/react-slingshot-custom-golden and GarciaTechnologyGroup/GTG_UI webpack-public-path.js
    @Test("the origin root, however spelled, is Vite's default base", arguments: [
        "// eslint-disable-next-line no-undef\n__webpack_public_path__ = window.location.protocol + \"//\" + window.location.host + \"/\";\n",
        "__webpack_public_path__ = `${window.location.protocol}//${window.location.host}/`;",
        "__webpack_public_path__ = location.origin + '/'",
        "__webpack_require__.p = '/';",
    ])
    func originRootIsTheDefaultBase(_ code: String) {
        let results = found(code)
        #expect(results.map(\.severity) == [.autoFixable])
        #expect(results.first?.message.hasSuffix("which Vite's default base '/' already is") == true)
    }

    // FRINXio/frinx-frontend set-public-path.ts: a configured sub-path stays a blocker.
    @Test("any other value stays a blocker", arguments: [
        "__webpack_public_path__ = `${window.__CONFIG__.url_basename}/`.replace(/(\\/)\\/+/g, '$1');",
        "__webpack_public_path__ = window.location.protocol + '//' + window.location.host + '/static/';",
        "__webpack_public_path__ = window.location.origin + '/'\n  + window.BASE;",
        "__webpack_public_path__ += '/';",
    ])
    func otherValuesStayBlockers(_ code: String) {
        #expect(found(code).map(\.severity) == [.blocker])
    }
}
