import AuditModel
import Testing

@testable import SourceRules

/// syntax-ambient-const-enum in ordinary TypeScript modules: `declare` statements are erased by isolated
/// transpilation, so the enum has no run-time value wherever it is read.
@Suite struct AmbientConstEnumTests {
    private func found(_ code: String, fileName: String = "src/enums.ts", vite: Int = 8) -> [Finding] {
        var facts = ProjectFacts.examples
        facts.targetViteMajor = vite
        return ExampleRunner.findings(of: SyntaxRules.AmbientConstEnum(), code: code, fileName: fileName, facts: facts)
    }

    @Test func declaredConstEnumsAreReportedAtTheDeclaration() {
        let findings = found("""
        declare const enum Direction { Up, Down }
        export declare const enum Status { Ok }
        declare namespace Keys {
          const enum Code { Enter = 13 }
        }
        declare module 'legacy-lib' {
          export const enum Mode { A }
        }
        export const enum Kept { A }
        enum Plain { A }
        export const up = Direction.Up;
        """)
        #expect(findings.map { "\($0.line):\($0.column)-\($0.endColumn)" } == ["1:9-29", "2:16-33", "4:3-18", "7:10-25"])
        #expect(findings.first?.message.hasPrefix("const enum Direction is ambient (declare), so it has no run-time code") == true)
        #expect(findings.first?.message.contains("Oxc compiles each file alone") == true)
        #expect(found("declare const enum A { B }", vite: 7).first?.message.contains("esbuild compiles each file alone") == true)
    }

    /// An enum the file never reads is still reported: importers read it.
    @Test func anUnreadDeclarationIsStillReported() {
        #expect(found("export declare const enum Only { A }\n", fileName: "src/only.tsx").count == 1)
    }

    @Test func wordsInCommentsStringsAndPropertiesAreNot() {
        let code = """
        // declare const enum Old { A }
        /* declare const enum Older { A } */
        export const text = 'declare const enum X {}';
        export const template = `declare const enum ${'Y'} {}`;
        declare const config: { enum: string; const: number };
        declare function f(): void;
        export const value = config.enum;
        """
        #expect(found(code).isEmpty)
        // JavaScript has no `declare`; a declaration file is the configuration audit's.
        #expect(found("declare const enum A { B }", fileName: "src/a.js").isEmpty)
        #expect(found("declare const enum A { B }", fileName: "src/a.d.ts").isEmpty)
    }
}
