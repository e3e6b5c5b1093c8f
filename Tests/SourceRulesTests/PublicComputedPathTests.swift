import AuditModel
import Testing

@testable import SourceRules

/// asset-public-ref also reads a path into public/ that is computed at run time.
@Suite struct PublicComputedPathTests {
    private func found(_ code: String, in path: String) -> [(message: String, fix: String)] {
        ExampleRunner.findings(of: AssetRules.PublicReference(), code: code, fileName: path).map { ($0.message, $0.fix ?? "") }
    }

    // jt914/CSR src/components/index/about/Image.jsx
    @Test func aComputedPathIntoPublicGetsATemplateURL() {
        let code = "const I = ({ image }) => <img src={require(`../../../../public/assets/img/cards/${image}.jpeg?webp`)} />;"
        let results = found(code, in: "src/components/index/about/Image.jsx")
        #expect(results.map(\.fix) == ["the URL `/assets/img/cards/${…}.jpeg` as a template string (or move the files into src/ and use import.meta.glob)"])
        #expect(found("import('../public/' + name + '.json');", in: "src/a.js").map(\.fix)
            == ["the URL `/${…}.json` as a template string (or move the files into src/ and use import.meta.glob)"])
    }

    @Test func aComputedPathElsewhereIsLeftAlone() {
        #expect(found("require(`./public/${n}.png`);", in: "src/App.js").isEmpty)
        #expect(found("require(`../assets/${n}.png`);", in: "src/components/A.js").isEmpty)
    }
}
