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
        #expect((JestSnapshotFormat.firstLegacyLine(inSnapshotFile: Array(line.utf8)[...]) != nil) == expected)
    }

    /// Jest 29 writes strings as they are: a `JSON.stringify` result that held a quote keeps its `\"`, its backslash escaped once more
    /// in the file, but its own quotes are bare, which escapeString (Jest ≤ 28) never leaves inside a string.
    @Test(arguments: [
        // Jest 29: JSON.stringify({ a: 'say "hi"' }), and the same pretty-printed over lines.
        (#"exports[`a 1`] = `"{"a":"say \\"hi\\""}"`;"#, false),
        ("exports[`a 1`] = `\n\"{\n  \"a\": \"say \\\\\"hi\\\\\"\"\n}\"\n`;", false),
        // Jest 28: the same two strings, every quote in them escaped and every backslash doubled.
        (#"exports[`a 1`] = `"{\\"a\\":\\"say \\\\\\"hi\\\\\\"\\"}"`;"#, true),
        ("exports[`a 1`] = `\n\"{\n  \\\\\"a\\\\\": \\\\\"x\\\\\"\n}\"\n`;", true),
        // Jest 29, then 28: JSON.stringify('a "b"'); read as escapeString's, Jest 29's string closes at once, before a quote.
        (#"exports[`a 1`] = `""a \\"b\\"""`;"#, false), (#"exports[`a 1`] = `"\\"a \\\\\\"b\\\\\\"\\""`;"#, true),
        // A name holding a quote is not a snapshot.
        (#"exports[`says \\"hi\\" 1`] = `"hi"`;"#, false),
    ])
    func escapedQuotesCountOnlyWhereEveryStringClosesAsEscapeStringWritesIt(file: String, expected: Bool) {
        #expect((JestSnapshotFormat.firstLegacyLine(inSnapshotFile: Array(file.utf8)[...]) != nil) == expected)
    }

    @Test func aJest29FileStoringAStringifiedQuoteIsNotReportedAndAJest28OneIsAtItsLine() {
        let jest29 = #"""
            // Jest Snapshot v1, https://goo.gl/fbAQLP

            exports[`serialises 1`] = `"{"title":"say \\"hi\\""}"`;

            """#
        let jest28 = #"""
            // Jest Snapshot v1, https://goo.gl/fbAQLP

            exports[`plain 1`] = `"hello"`;

            exports[`serialises 1`] = `"{\\"title\\":\\"say \\\\\\"hi\\\\\\"\\"}"`;

            """#
        let result = ConfigFixture(files: [
            "package.json": #"{ "devDependencies": { "jest": "^29.7.0" } }"#,
            "src/__snapshots__/new.test.js.snap": jest29, "src/__snapshots__/old.test.js.snap": jest28,
        ]).audit()
        let findings = result.findings(JestSnapshotFormat.ruleID)
        #expect(findings.map { "\($0.file):\($0.line)" } == ["src/__snapshots__/old.test.js.snap:5"])
    }
    /// pretty-format prints a React or DOM element's text as it is, in both formats: a quote in it (`Click "OK".`)
    /// opens no string, so Jest 26's escaped quote in a prop is still read as escapeString's; and a checkout with CRLF
    /// line ends closes its strings before a `\r`.
    @Test func textChildrenAndCRLFLineEndsLeaveAJest26ElementSnapshotInTheOldFormat() {
        let jest26 = #"""
            exports[`Dialog 1`] = `
            <div
              title="Say \\"hi\\""
            >
              Click "OK".
            </div>
            `;
            """#
        #expect(JestSnapshotFormat.firstLegacyLine(inSnapshotFile: Array(jest26.utf8)[...]) == 2)
        let crlf = jest26.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(JestSnapshotFormat.firstLegacyLine(inSnapshotFile: Array(crlf.utf8)[...]) == 2)
        // An asymmetric matcher's string is a value too.
        let matcher = #"exports[`a 1`] = `StringContaining "say \\"hi\\""`;"#
        #expect(JestSnapshotFormat.firstLegacyLine(inSnapshotFile: Array(matcher.utf8)[...]) == 0)
    }
}

