import AuditModel
import Testing

@testable import SourceRules

/// Every webpack module variable gets what replaces it under Vite, or why it goes: never an empty fix.
@Suite struct FreeVariableFixTests {
    private func fixes(_ code: String) -> [String] {
        ExampleRunner.findings(of: WebpackRules.FreeVariables(), code: code, fileName: "src/index.js").map { $0.fix ?? "" }
    }

    @Test func eachNameHasAFix() {
        #expect(fixes("export const nonce = (__webpack_nonce__ = window.NONCE);") == [
            "html.cspNonce in vite.config (Vite puts the nonce on the tags it injects); delete this use",
        ])
        #expect(fixes("export const req = __webpack_require__;") == [
            "remove it: Vite has no module registry; import the module (import … from / import())",
        ])
        #expect(fixes("if (DEBUG) log(import.meta.webpack);") == ["import.meta.env.DEV", "remove it: it is webpack's major version; Vite has no equivalent"])
        #expect(Set(WebpackRules.FreeVariables.names).isSubset(of: WebpackRules.FreeVariables.fixes.keys))
    }

    @Test func aReadOfTheRequiresPublicPathIsTheBaseURL() {
        // `__webpack_require__.p` is the public path, as `__webpack_public_path__` is: not the module registry.
        #expect(fixes("export const base = __webpack_require__.p;") == ["import.meta.env.BASE_URL"])
    }
}
