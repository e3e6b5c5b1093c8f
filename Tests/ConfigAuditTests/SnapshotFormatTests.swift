import AuditModel
import ConfigAudit
import Testing

/// `__snapshots__/*.snap` files in Jest's pre-29 format (test-snapshot-format's configuration half).
struct SnapshotFormatTests {
    static let jest28Snap = """
        // Jest Snapshot v1, https://goo.gl/fbAQLP

        exports[`App renders a title 1`] = `"Hello"`;

        exports[`parse reads pairs 1`] = `
        Object {
          "a": "1",
          "list": Array [
            1,
          ],
        }
        `;

        """
    static let jest29Snap = """
        // Jest Snapshot v1, https://goo.gl/fbAQLP

        exports[`parse reads pairs 1`] = `
        {
          "a": "1",
          "text": "Object {",
        }
        `;

        """

    @Test func aPre29SnapshotFileIsReportedOnceAtItsFirstOldFormatValue() throws {
        let result = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "jest": "^26.6.0" } }"#,
            "src/__snapshots__/parse.test.js.snap": Self.jest28Snap,
            "src/__snapshots__/title.test.js.snap": Self.jest29Snap,
            "docs/notes.snap": Self.jest28Snap,
        ]).audit()
        let findings = result.findings(JestSnapshotFormat.ruleID)
        #expect(findings.map(\.file) == ["src/__snapshots__/parse.test.js.snap"])
        let finding = try #require(findings.first)
        #expect(finding.line == 6)
        #expect(finding.severity == .autoFixable)
        #expect(finding.fix?.hasPrefix(JestSnapshotFormat.vitestSetting) == true)
        #expect(finding.message.contains("Object {"))
    }

    @Test func aVitestConfigSettingSnapshotFormatAnswersIt() {
        let files = [
            "package.json": "{}", "src/__snapshots__/parse.test.js.snap": Self.jest28Snap,
            "vite.config.js": "export default { test: { snapshotFormat: { printBasicPrototype: true } } }",
        ]
        #expect(ConfigFixture(files: files).audit().findings(JestSnapshotFormat.ruleID).isEmpty)
        var other = files
        other["vite.config.js"] = "export default { test: { environment: 'jsdom' } }"
        #expect(ConfigFixture(files: other).audit().findings(JestSnapshotFormat.ruleID).count == 1)
    }

    @Test(arguments: [
        ("Object {", true), ("  Array [", true), ("\t\"user\": Object {", true), ("exports[`a 1`] = `Object {}`;", true),
        ("exports[`a 1`] = `Array []`;", true), ("{", false), ("  \"text\": \"Object {\",", false),
        ("\"Object {", false), ("Map {", false), ("ObjectX {", false),
        // escapeString: `"say \"hi\""` in the value, its backslashes escaped again in the file.
        (#"exports[`a 1`] = `"say \\"hi\\""`;"#, true), (#"exports[`a 1`] = `"say "hi""`;"#, false),
    ])
    func aLineOpensAnOldFormatValueOnlyWherePrettyFormatPutsAValue(line: String, expected: Bool) {
        #expect((JestSnapshotFormat.firstLegacyLine(in: Array(line.utf8)[...]) != nil) == expected)
    }
}
