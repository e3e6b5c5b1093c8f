import AuditModel
import Testing
@testable import DependencyAudit

/// pnpm catalogs: `"react": "catalog:"` in package.json is the range pnpm-workspace.yaml's catalog gives.
struct PnpmCatalogsTests {
    private let workspace = """
        packages:
          - 'packages/*'
        catalog:
          react: ^16.14.0
          typescript: 5
        catalogs:
          react18:
            react: ^18.2.0
        """

    @Test func referencesResolveInTheDefaultAndNamedCatalogs() throws {
        let catalogs = try #require(PnpmCatalogs(yaml: Array(workspace.utf8)))
        #expect(catalogs.range(of: "react", reference: "catalog:") == "^16.14.0")
        #expect(catalogs.range(of: "react", reference: "catalog:default") == "^16.14.0")
        #expect(catalogs.range(of: "react", reference: "catalog:react18") == "^18.2.0")
        #expect(catalogs.range(of: "typescript", reference: "catalog:") == "5", "an unquoted number is a range too")
        #expect(catalogs.range(of: "vue", reference: "catalog:") == nil)
        #expect(catalogs.range(of: "react", reference: "catalog:vue3") == nil)
        #expect(catalogs.range(of: "react", reference: "^16.0.0") == nil)
        #expect(PnpmCatalogs(yaml: Array("packages:\n  - 'a/*'\n".utf8)) == nil)
        #expect(PnpmCatalogs(yaml: Array("catalog: [\n".utf8)) == nil)
    }

    @Test func theAuditDeclaresTheCatalogsRangeAndSaysWhatNoCatalogAnswers() {
        var fixture = Fixture(app: #"{"name": "app", "dependencies": {"react": "catalog:react18", "left-pad": "catalog:"}}"#)
        fixture.file("pnpm-workspace.yaml", workspace)
        fixture.package("react", manifest: #"{"name": "react", "version": "18.2.0", "main": "index.js"}"#, files: ["index.js": "export default 1;\n"])
        let result = fixture.audit(["react": [ImportSite(file: "src/App.js", line: 1, kind: .default)]])
        #expect(result.record("react")?.declared == "^18.2.0")
        #expect(result.manifests.first?.declarations.first { $0.name == "react" }?.catalogReference == "catalog:react18")
        #expect(result.warnings.map(\.message).contains(
            "declares left-pad (\"catalog:\") from a pnpm catalog, but pnpm-workspace.yaml has no such catalog entry; their versions come from the lockfile or node_modules only (add them to the catalog: section of pnpm-workspace.yaml)"))
        // No drift is claimed between the installed copy and a range that was never read.
        #expect(!result.warnings.map(\.message).contains { $0.contains("declared") && $0.contains("react 18.2.0") })
    }
}
