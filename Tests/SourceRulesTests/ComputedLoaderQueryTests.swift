import AuditModel
import Testing

@testable import SourceRules

/// wp-loader-query also reads the static tail of a path computed at run time, where a loader query sits as often.
@Suite struct ComputedLoaderQueryTests {
    private func messages(_ code: String) -> [String] {
        ExampleRunner.findings(of: WebpackRules.LoaderQuery(), code: code, fileName: "src/components/Image.jsx").map(\.message)
    }

    // jt914/CSR src/components/index/about/Image.jsx
    @Test func aQueryAfterTheVariablePartIsReported() {
        #expect(messages("const I = ({ image }) => <img src={require(`../cards/${image}.jpeg?webp`)} />;")
            == ["'?webp' on the computed path '../cards/….jpeg' was read by a webpack loader; Vite does not understand it"])
        #expect(messages("const load = (n) => import('./img/' + n + '.png?sizes[]=300');").count == 1)
    }

    @Test("queries Vite reads, and paths that are not relative, are left alone", arguments: [
        "const s = import(`./shaders/${n}.glsl?raw`);", "const m = require(`${base}/x.png?webp`);",
        "const m = require(`./cards/${image}.jpeg`);", "const m = require(`!url-loader!./a/${n}.png?x`);",
    ])
    func othersAreLeftAlone(_ code: String) {
        #expect(messages(code).isEmpty)
    }
}
