import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Suppression comments silence findings of every family in the file that holds them: configuration rules in a
/// webpack config, the stylesheet rule in SCSS; an id of such a rule is known, and unused when it silences nothing.
@Suite struct SuppressionAcrossFamiliesTests {
    private func scan(_ repo: RepoBuilder) throws -> ScanReport {
        let result = try ToolProcess.run(["scan", repo.root, "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        return try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
    }

    @Test func configurationFindingsInAWebpackConfigAreSilencedByItsComments() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app" }"#)
        try repo.write("src/index.js", "export const a = 1;\n")
        try repo.write("webpack.config.js", """
            module.exports = {
              entry: './src/index.js',
              // migrate-audit-disable-next-line wp-dev-server -- the proxy moves next sprint
              devServer: { port: 3000 },
              // migrate-audit-disable-next-line wp-alias
              mode: 'development',
            };

            """)
        try repo.write("src/theme.scss", "// migrate-audit-disable-next-line wp-tilde-import\n@import '~bootstrap/scss/bootstrap';\n@import '~normalize.css/normalize';\n")
        try repo.commitAll("app")
        let findings = try scan(repo).findings
        #expect(!findings.contains { $0.ruleId == "wp-dev-server" })
        let unused = findings.filter { $0.ruleId == "audit-unused-suppression" }
        #expect(unused.map { "\($0.file):\($0.line)" } == ["webpack.config.js:5"])
        #expect(unused.first?.message == "the suppression of wp-alias matches no finding; remove it")
        #expect(findings.filter { $0.ruleId == "wp-tilde-import" }.map(\.line) == [3])
    }

    /// syntax-ambient-const-enum is both a source rule (`declare const enum` in a `.ts` module) and a configuration
    /// rule (`.d.ts` files, which the source rules do not read): one id, reported once per declaration, and a
    /// suppression in the module silences its finding without being judged unused.
    @Test func ambientConstEnumsInModulesAndDeclarationFiles() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "app", "devDependencies": { "typescript": "^5.4.0" } }"#)
        try repo.write("src/globals.d.ts", "declare const enum Key {\n  Enter = 13,\n}\n")
        try repo.write("src/status.ts", """
            export declare const enum Status { Ok }
            // migrate-audit-disable-next-line syntax-ambient-const-enum -- generated, fixed upstream
            declare const enum Legacy { A }
            export const enter = Key.Enter;

            """)
        try repo.commitAll("app")
        let findings = try scan(repo).findings
        #expect(findings.filter { $0.ruleId == "syntax-ambient-const-enum" }.map { "\($0.file):\($0.line)" } == ["src/globals.d.ts:1", "src/status.ts:1"])
        #expect(!findings.contains { $0.ruleId == "audit-unused-suppression" })
    }
}
