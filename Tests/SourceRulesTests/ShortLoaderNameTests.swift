import AuditModel
import Testing

@testable import SourceRules

/// wp-inline-loader: loaders named without their `-loader` suffix (webpack 1, or `resolveLoader.moduleExtensions`)
/// map to the same Vite counterparts as their full names.
@Suite struct ShortLoaderNameTests {
    private func findings(_ code: String) -> [Finding] {
        ExampleRunner.findings(of: WebpackRules.InlineLoader(), code: code, fileName: "app/app.js")
    }

    /// From a real react-boilerplate 3 `app/app.js`: file-loader copied these files to the build root under their names.
    @Test func sideEffectFileLoaderImportsMoveToPublic() {
        let found = findings("import 'file?name=[name].[ext]!./favicon.ico';\nimport '!file?name=[name].[ext]!./manifest.json';\n")
        #expect(found.map(\.severity) == [.autoFixable, .autoFixable])
        #expect(found.map(\.fix) == [
            "move ./favicon.ico into public/ (Vite copies it to the build root unchanged) and delete the import",
            "move ./manifest.json into public/ (Vite copies it to the build root unchanged) and delete the import",
        ])
    }

    @Test func shortNamesMapLikeFullNames() {
        let found = findings("require('style!css!./theme.css');\nimport terms from 'raw!./terms.txt';\nconst logo = require('file!./logo.png');\n")
        #expect(found.map(\.severity) == [.autoFixable, .autoFixable, .autoFixable])
        #expect(found.map(\.fix) == [
            "import './theme.css' (require is not defined under Vite)", "'./terms.txt?raw'",
            "import logo from './logo.png?url' (require is not defined under Vite)",
        ])
    }

    /// A query on a required path does not help: `require` itself is undefined under Vite, so the fix is the import
    /// (a storefront's `const banner = require('!!raw-loader!./banner.txt')`).
    @Test func aRequiredInlineLoaderRequestBecomesAnImportWithTheQuery() {
        let found = findings("const banner = require('!!raw-loader!./banner.txt');\nconst Worker = require('worker-loader!./hash.worker.js?v=2');\n"
            + "export function load() { return require('raw-loader!./help.txt'); }\n")
        #expect(found.map(\.fix) == [
            "import banner from './banner.txt?raw' (require is not defined under Vite)",
            "import Worker from './hash.worker.js?v=2&worker' (require is not defined under Vite)",
            "an import of './help.txt?raw' (require is not defined under Vite)",
        ])
    }

    /// svg-react-loader and react-svg-loader made components of SVG files, as vite-plugin-svgr's `?react` does.
    @Test func svgComponentLoadersAreSvgrsReactQuery() {
        let found = findings("import Icon from 'svg-react-loader?name=Icon!./icon.svg';\nimport Star from '!react-svg-loader!../img/star.svg';\n")
        #expect(found.map(\.severity) == [.autoFixable, .autoFixable])
        #expect(found.map(\.fix) == ["'./icon.svg?react' with vite-plugin-svgr", "'../img/star.svg?react' with vite-plugin-svgr"])
        // One hazard, one finding: wp-svg-component leaves the inline-loaded SVG to this rule.
        let all = EngineTests.run("import Icon from 'svg-react-loader?name=Icon!./icon.svg';\nexport const A = () => <Icon />;\n", path: "src/a.jsx")
        #expect(all.filter { $0.ruleId.hasPrefix("wp-") }.map(\.ruleId) == ["wp-inline-loader"])
    }

    @Test func anUnknownLoaderIsNamedInTheSingular() {
        let found = findings("require('expose?$!jquery');\n")
        #expect(found.map(\.severity) == [.blocker])
        #expect(found.map(\.fix) == ["redesign: expose has no Vite equivalent"])
    }
}
