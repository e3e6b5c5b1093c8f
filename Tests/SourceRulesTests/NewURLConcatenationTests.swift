import AuditModel
import Testing

@testable import SourceRules

/// dyn-new-url-dynamic on a concatenated path: Vite rewrites `new URL(…, import.meta.url)` only when its first
/// argument is one string or template literal, so `'./flags/' + code + '.svg'` works in dev and is missing from the build.
@Suite struct NewURLConcatenationTests {
    private func findings(_ code: String) -> [Finding] {
        ExampleRunner.findings(of: DynamicImportRules.NewURLDynamic(), code: code, fileName: "src/flags.js")
    }

    @Test func aConcatenationIsReportedWithItsTemplate() {
        let found = findings("export const flag = (code) => new URL('./flags/' + code + '.svg', import.meta.url).href;\n")
        #expect(found.map(\.line) == [1])
        #expect(found.first?.message == "`new URL('./flags/' + code + '.svg', import.meta.url)` builds its path by concatenation; Vite rewrites only a string or template literal, so the file is missing from the build")
        #expect(found.first?.fix == "new URL(`./flags/${code}.svg`, import.meta.url)")
    }

    @Test("A concatenation of literals only is static, but Vite reads no concatenation: it is written as one literal")
    func aConcatenationOfLiteralsIsWrittenAsOne() {
        let found = findings("export const logo = new URL('./img/' + \"logo.png\", import.meta.url).href;\n")
        // It said the path had no static relative part, and fixed it with a template with a ./ head in general.
        #expect(found.first?.message == "`new URL('./img/' + \"logo.png\", import.meta.url)` builds its path by concatenation; Vite rewrites only a string or template literal, so the file is missing from the build")
        #expect(found.first?.fix == "new URL(`./img/logo.png`, import.meta.url)")
    }

    @Test func aTemplateOrAStringIsRewrittenByVite() {
        #expect(findings("export const a = (code) => new URL(`./flags/${code}.svg`, import.meta.url);\nexport const b = new URL('./flags/fr.svg', import.meta.url);\n").isEmpty)
    }
}
