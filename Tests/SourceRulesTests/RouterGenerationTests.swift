import AuditModel
import Testing

@testable import SourceRules

/// In a half-migrated repository (react-router 3 and react-router-dom 6 side by side), what is imported from
/// react-router-dom 6 is the new code, not v3 usage; through react-router-dom 4/5 the v3 habits still count.
@Suite struct RouterGenerationTests {
    private static let link = ReactRouterRules.all.first { $0.description.id == "rr3-link-relative-to" }!
    private static let code = "import { Link } from 'react-router-dom';\nexport const P = () => <div><Link to=\"../settings\">S</Link><Link to=\"posts\">P</Link></div>;"

    private func facts(routerDOM: String) -> ProjectFacts {
        var facts = ProjectFacts(targetViteMajor: 8)
        facts.declaredRanges = ["react-router": "^3.2.5", "react-router-dom": routerDOM, "react": "^16.14.0"]
        return facts
    }

    @Test func linksFromReactRouterDOM6AreNotV3Usage() {
        #expect(ExampleRunner.findings(of: Self.link, code: Self.code, fileName: "src/P.jsx", facts: facts(routerDOM: "^6.22.0")).isEmpty)
    }

    @Test func linksFromReactRouterDOM5StillCountAndADotPathIsNotGivenAWrongFix() {
        let found = ExampleRunner.findings(of: Self.link, code: Self.code, fileName: "src/P.jsx", facts: facts(routerDOM: "^5.3.0"))
        #expect(found.map(\.fix) == ["an absolute to=\"/…\" naming the page meant (v3 did not resolve '../settings')", "to=\"/posts\""])
    }

    @Test func anImportWhoseUsesAreFindingsIsMarkedAsTheirImportSite() {
        let router = ReactRouterRules.all.first { $0.description.id == "rr3-router" }!
        let used = ExampleRunner.findings(of: router, code: "import { Router, browserHistory } from 'react-router';\nrender(<Router history={browserHistory} routes={r} />);", fileName: "src/index.js")
        #expect(used.map { "\($0.line) \($0.importSite == true)" } == ["1 true", "2 false"], "\(used)")
        let importedOnly = ExampleRunner.findings(of: router, code: "import { Router } from 'react-router';\nexport { Router };", fileName: "src/index.js")
        #expect(importedOnly.map { $0.importSite } == [nil], "an import with no use reported is the whole job")
    }

    /// The import of a used v3 name tells its uses' story: their fix (not the catalog's example) and the severity
    /// of the hardest of them, so a `<Redirect>` with params is manual work at both places.
    @Test func anImportSiteCarriesItsUsesFixAndSeverity() {
        let redirect = ReactRouterRules.all.first { $0.description.id == "rr3-redirect" }!
        let code = """
            import { Redirect } from 'react-router';
            export const a = <Redirect from="profile/:userId" to="users/:userId" />;
            export const b = <Redirect from="old" to="/new" />;
            """
        let found = ExampleRunner.findings(of: redirect, code: code, fileName: "src/routes.js")
        #expect(found.map { "\($0.line) \($0.severity.rawValue) \($0.fix ?? "")" } == [
            "1 manual-fix as at line 2 (and 1 more): <Route path=… element={<Navigate to=… replace />} />",
            "2 manual-fix <Route path=… element={<Navigate to=… replace />} />",
            "3 auto-fixable <Route path=… element={<Navigate to=… replace />} />",
        ], "\(found)")
        let importedOnly = ExampleRunner.findings(of: redirect, code: "import { Redirect } from 'react-router';\nexport { Redirect };", fileName: "src/index.js")
        #expect(importedOnly.map { "\($0.severity.rawValue) \($0.fix ?? "")" } == [
            "auto-fixable `<Route path=\"profile\" element={<Navigate to=\"/settings\" replace />} />` (a small component with `useParams` for params)",
        ])
    }
}
