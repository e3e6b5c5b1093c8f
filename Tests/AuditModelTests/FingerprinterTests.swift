import Testing
@testable import AuditModel

@Suite struct FingerprinterTests {
    private func finding(line: Int, snippet: String, rule: String = "env-process-env-static") -> Finding {
        Finding(ruleId: rule, severity: .autoFixable, file: "src/a.js", line: line, column: 1, message: "m", snippet: snippet)
    }

    @Test func fingerprintSurvivesLineMovesAndReindentation() {
        var before = [finding(line: 3, snippet: "const a = process.env.X;")]
        var after = [finding(line: 40, snippet: "    const a =  process.env.X;")]
        Fingerprinter.assign(&before)
        Fingerprinter.assign(&after)
        #expect(before[0].fingerprint == after[0].fingerprint)
        #expect(before[0].fingerprint.count == 16)
    }

    @Test func fingerprintSurvivesMovesOfThePlacesItsMessageQuotes() {
        // A dependency finding names its importers: lines moving in those files must not make it new.
        func quoting(_ places: String) -> Finding {
            Finding(ruleId: "dep-react-peer-range", severity: .manualFix, file: "package.json", line: 8, column: 5,
                    message: "react-modal's peer range excludes React 18; imported at \(places)", snippet: "\"react-modal\": \"^2.0.0\"")
        }
        var before = [quoting("src/a.js:2, src/b.js:10:4 (package.json line 7)")]
        var after = [quoting("src/a.js:3, src/b.js:12:4 (package.json line 9)")]
        var elsewhere = [quoting("src/c.js:2, src/b.js:10:4 (package.json line 7)")]
        Fingerprinter.assign(&before)
        Fingerprinter.assign(&after)
        Fingerprinter.assign(&elsewhere)
        #expect(before[0].fingerprint == after[0].fingerprint)
        #expect(before[0].fingerprint != elsewhere[0].fingerprint)  // another importer is another finding
        #expect(Fingerprinter.withoutLineNumbers("at src/a.js:12:5, line 40; v3.2.0 x10 (ES2015)") == "at src/a.js:#:#, line #; v3.2.0 x10 (ES2015)")
        #expect(Fingerprinter.withoutLineNumbers("no place quoted: 12 files") == "no place quoted: 12 files")
    }

    @Test func aFindingWithItsOwnIdentityKeepsItsFingerprintWhereverItStands() {
        // A package-wide dependency finding stands at the first importer; another file importing first moves it.
        func placed(at file: String, line: Int, importers: String) -> Finding {
            var finding = Finding(ruleId: "dep-cjs-only", severity: .info, file: file, line: line, column: 1,
                                  message: "react-helmet is CommonJS; imported at \(importers)", snippet: "import Helmet from 'react-helmet';")
            finding.fingerprint = Fingerprinter.identityPrefix + "react-helmet"
            return finding
        }
        var before = [placed(at: "src/App.js", line: 3, importers: "src/App.js")]
        var after = [placed(at: "src/aaa.js", line: 1, importers: "src/aaa.js, src/App.js")]
        var other = [placed(at: "src/App.js", line: 3, importers: "src/App.js")]
        other[0].fingerprint = Fingerprinter.identityPrefix + "react-modal"
        Fingerprinter.assign(&before)
        Fingerprinter.assign(&after)
        Fingerprinter.assign(&other)
        #expect(before[0].fingerprint == after[0].fingerprint)
        #expect(before[0].fingerprint != other[0].fingerprint)
        #expect(before[0].fingerprint.count == 16)
    }

    @Test func identicalLinesGetDistinctFingerprintsByOccurrence() {
        var findings = [finding(line: 9, snippet: "x();"), finding(line: 2, snippet: "x();")]
        Fingerprinter.assign(&findings)
        #expect(findings[0].fingerprint != findings[1].fingerprint)
    }

    @Test func ruleAndFileTakePart() {
        var findings = [finding(line: 1, snippet: "x();"), finding(line: 1, snippet: "x();", rule: "wp-module-hot")]
        Fingerprinter.assign(&findings)
        #expect(findings[0].fingerprint != findings[1].fingerprint)
    }

    @Test(arguments: [false, true])
    func manyFindingsGetTheFingerprintsOfTheDefinition(inReportOrder: Bool) {
        // Enough findings for the parallel path, with repeated keys across and within files, sorted or not.
        var findings = (0..<10_000).map { index in
            Finding(
                ruleId: ["cjs-require-static", "env-process-env-static"][index % 2], severity: .autoFixable,
                file: "src/f\((index * 7) % 13).js", line: (index * 11) % 50 + 1, column: 1, message: "m\(index % 3)",
                snippet: ["x();", "  x();", "y();"][(index * 5) % 3])
        }
        if inReportOrder { findings.sortInReportOrder() }
        // The definition, spelled out: occurrence among identical (rule, file, folded text, message) in report order.
        let order = findings.indices.sorted { Finding.reportOrder(findings[$0], findings[$1]) || (!Finding.reportOrder(findings[$1], findings[$0]) && $0 < $1) }
        var seen: [String: Int] = [:]
        var expected = [String](repeating: "", count: findings.count)
        for index in order {
            let finding = findings[index]
            let key = StableHash.hex(of: finding.ruleId, finding.file, Fingerprinter.normalise(finding.snippet), Fingerprinter.withoutLineNumbers(finding.message))
            expected[index] = StableHash.hex(of: key, String(seen[key, default: 0]))
            seen[key, default: 0] += 1
        }
        Fingerprinter.assign(&findings)
        #expect(findings.map(\.fingerprint) == expected)
        #expect(Set(expected).count == expected.count)
    }

    @Test func severitiesSortMostSevereFirst() {
        #expect(Severity.allCases.sorted() == [.blocker, .manualFix, .autoFixable, .info])
    }

    @Test func categoryComesFromTheRuleIdPrefix() {
        #expect(RuleCategory(ruleId: "rr3-index-route") == .rr3)
        #expect(RuleCategory(ruleId: "react18-render-root") == .react18)
        #expect(RuleCategory(ruleId: "nonsense") == .audit)
    }

    @Test func dependencyWorkIsBudgetedWhereItIsDone() {
        // The category stays the id's prefix; the area is where the work is: replacing Enzyme is the test
        // migration's, a peer range excluding React 18 the React upgrade's, removing webpack's toolchain the build's.
        func area(_ rule: String) -> MigrationArea {
            Finding(ruleId: rule, severity: .info, file: "package.json", line: 1, column: 1, message: "m").area
        }
        #expect(area("dep-enzyme") == .tests && RuleCategory(ruleId: "dep-enzyme") == .dep)
        #expect(area("dep-react-peer-range") == .react18)
        #expect(area("dep-cjs-only") == .commonJS)
        #expect(area("dep-webpack-only") == .buildConfig && RuleCategory(ruleId: "dep-webpack-only") == .dep)
        #expect(area("env-process-env-static") == .environment)
    }

    @Test func reportEncodesNullRefAndSortedKeys() throws {
        let report = ScanReport(
            source: .init(root: "", ref: nil, commit: nil, worktree: true), target: .init(vite: 8),
            summary: .init(files: 0, skippedFiles: 0, findings: [], effort: .init(hours: 0, model: "default")),
            findings: [], dependencies: [], warnings: [])
        let text = String(decoding: try ReportCoding.encode(report), as: UTF8.self)
        #expect(text.contains("\"ref\" : null"))
        #expect(text.contains("\"commit\" : null"))
        let decoded = try ReportCoding.decode(ScanReport.self, from: try ReportCoding.encode(report))
        #expect(decoded == report)
    }
}
