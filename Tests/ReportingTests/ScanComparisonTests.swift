import Foundation
import AuditModel
import Testing
@testable import Reporting

@Suite struct ScanComparisonTests {
    /// Messages name what they found, as the rules' do (`REACT_APP_B`): `message` when it is not the snippet.
    private func finding(_ rule: String, _ file: String, _ line: Int, _ snippet: String, _ severity: Severity = .autoFixable, message: String? = nil) -> Finding {
        Finding(ruleId: rule, severity: severity, file: file, line: line, column: 1, message: message ?? "m \(rule): \(snippet.trimmingCharacters(in: .whitespaces))", snippet: snippet)
    }

    private func report(_ findings: [Finding], dependencies: [DependencyRecord] = []) -> ScanReport {
        var findings = findings
        Fingerprinter.assign(&findings)
        return ScanReport(
            source: .init(root: "", ref: "main", commit: "abc123", worktree: false), target: .init(vite: 8),
            summary: .init(files: 3, skippedFiles: 0, findings: findings, effort: .init(hours: 0, model: "default")),
            findings: findings, dependencies: dependencies, warnings: [])
    }

    /// A line edited around a hazard (another hazard on it fixed) keeps the hazard remaining: same rule, file and
    /// message, whatever the line's text became; `--fail-on-new` must not fail a pull request that only fixed.
    @Test func aHazardOnAnEditedLineRemains() {
        let before = report([
            finding("rr3-path-syntax", "src/routes.js", 4, "{ path: 'files(/:name)', onEnter: requireAuth, component: Home },", message: "path: 'files(/:name)' uses an optional segment"),
            finding("rr3-on-enter", "src/routes.js", 4, "{ path: 'files(/:name)', onEnter: requireAuth, component: Home },", message: "onEnter is React Router v3 API"),
        ])
        let after = report([
            finding("rr3-on-enter", "src/routes.js", 4, "{ path: 'files/:name?', onEnter: requireAuth, component: Home },", message: "onEnter is React Router v3 API"),
        ])
        let comparison = ScanComparison(before: before, after: after)
        #expect(comparison.total == .init(fixed: 1, remaining: 1, new: 0))
        #expect(comparison.fixed.map(\.ruleId) == ["rr3-path-syntax"])
    }

    /// Before: 6 findings. After: 2 moved (lines shifted, one re-indented), 1 untouched, 3 fixed, 2 new.
    @Test func movedLinesRemainFixedAndNewAreCountedExactly() {
        let before = report([
            finding("env-process-env-static", "src/api.js", 3, "const a = process.env.REACT_APP_A;"),
            finding("env-process-env-static", "src/api.js", 9, "const b = process.env.REACT_APP_B;"),
            finding("rr3-router", "src/routes.js", 12, "<Router history={browserHistory}>", .blocker),
            finding("rr3-index-route", "src/routes.js", 14, "<IndexRoute component={Home} />"),
            finding("test-jest-object", "src/a.test.js", 2, "jest.mock('./a');"),
            finding("wp-module-hot", "src/index.js", 20, "if (module.hot) module.hot.accept();", .manualFix),
        ])
        let after = report([
            // moved down by 40 lines and re-indented
            finding("env-process-env-static", "src/api.js", 43, "    const a =  process.env.REACT_APP_A;", message: "m env-process-env-static: const a = process.env.REACT_APP_A;"),
            // moved
            finding("rr3-router", "src/routes.js", 2, "<Router history={browserHistory}>", .blocker),
            // unchanged
            finding("test-jest-object", "src/a.test.js", 2, "jest.mock('./a');"),
            // new: same rule and file as a fixed one, different text
            finding("env-process-env-static", "src/api.js", 50, "const c = process.env.REACT_APP_C;"),
            finding("dyn-import-fully-dynamic", "src/lazy.js", 7, "import(path)", .blocker),
        ])
        let comparison = ScanComparison(before: before, after: after)
        #expect(comparison.total == .init(fixed: 3, remaining: 3, new: 2))
        #expect(Set(comparison.fixed.map(\.ruleId)) == ["env-process-env-static", "rr3-index-route", "wp-module-hot"])
        #expect(comparison.new.map(\.line) == [50, 7])  // report order: src/api.js before src/lazy.js
        // Remaining findings carry the after state's lines.
        #expect(comparison.remaining.map(\.line).sorted() == [2, 2, 43])

        let areas = Dictionary(uniqueKeysWithValues: comparison.byArea.map { ($0.area, $0.counts) })
        #expect(areas[.environment] == .init(fixed: 1, remaining: 1, new: 1))
        #expect(areas[.reactRouter] == .init(fixed: 1, remaining: 1, new: 0))
        #expect(areas[.tests] == .init(fixed: 0, remaining: 1, new: 0))
        #expect(areas[.buildConfig] == .init(fixed: 1, remaining: 0, new: 0))
        #expect(areas[.dynamicImports] == .init(fixed: 0, remaining: 0, new: 1))
        #expect(areas[.react18] == .init())
        #expect(comparison.byArea.map(\.area) == MigrationArea.allCases)

        let rules = Dictionary(uniqueKeysWithValues: comparison.byRule.map { ($0.ruleId, $0.counts) })
        #expect(rules["env-process-env-static"] == .init(fixed: 1, remaining: 1, new: 1))
        #expect(rules["rr3-index-route"] == .init(fixed: 1, remaining: 0, new: 0))
        #expect(rules["dyn-import-fully-dynamic"] == .init(fixed: 0, remaining: 0, new: 1))
        #expect(comparison.byRule.map(\.ruleId) == comparison.byRule.map(\.ruleId).sorted())
        #expect(comparison.total.before == 6 && comparison.total.after == 5)
    }

    @Test func duplicateLinesAreMatchedOneForOne() {
        let before = report([
            finding("cjs-require", "src/a.js", 1, "require('x');"),
            finding("cjs-require", "src/a.js", 5, "require('x');"),
        ])
        let after = report([finding("cjs-require", "src/a.js", 30, "require('x');")])
        let comparison = ScanComparison(before: before, after: after)
        #expect(comparison.total == .init(fixed: 1, remaining: 1, new: 0))
    }

    @Test func reportsWithoutFingerprintsAreFingerprintedBeforeMatching() {
        var before = report([finding("cjs-require", "src/a.js", 1, "require('x');")])
        before.findings[0].fingerprint = ""
        var after = report([finding("cjs-require", "src/a.js", 8, "require('x');")])
        after.findings[0].fingerprint = ""
        #expect(ScanComparison(before: before, after: after).total == .init(fixed: 0, remaining: 1, new: 0))
    }

    @Test func dependencyChangesListFormatVersionAddedAndRemoved() {
        func dependency(_ name: String, _ version: String, _ format: DependencyRecord.Format) -> DependencyRecord {
            DependencyRecord(name: name, declared: "^" + version, version: version, format: format, field: "main", entry: nil, importedFrom: [])
        }
        let before = report([], dependencies: [
            dependency("react-modal", "3.16.3", .cjs), dependency("lodash", "4.17.21", .cjs),
            dependency("history", "3.3.0", .cjs), dependency("same", "1.0.0", .esm),
        ])
        let after = report([], dependencies: [
            dependency("react-modal", "3.16.3", .dual), dependency("lodash", "4.17.22", .cjs),
            dependency("react-router-dom", "6.30.0", .esm), dependency("same", "1.0.0", .esm),
        ])
        let changes = ScanComparison(before: before, after: after).dependencyChanges
        #expect(changes.map(\.name) == ["history", "lodash", "react-modal", "react-router-dom"])
        #expect(changes.map(MigrationReportRenderer.kind) == ["removed", "version", "format cjs → dual", "added"])

        let markdown = MigrationReportRenderer.dependencyChanges(changes, options: MarkdownReportOptions())
        #expect(markdown.contains("4 packages changed: 1 changed module format, 1 added, 1 changed version or installation, 1 removed."))
        // Format changes lead; the rest by kind, then name.
        let names = ["react-modal", "react-router-dom", "lodash", "history"].map { markdown.range(of: "| \($0) |")?.lowerBound }
        #expect(names.allSatisfy { $0 != nil } && names == names.sorted { $0! < $1! })
    }

    @Test func aPackageMissingOnOneSideIsNotAFormatChange() {
        let installed = DependencyRecord(name: "whatwg-fetch", declared: "^3.0.0", version: "3.0.0", format: .esm, field: "module", entry: nil, importedFrom: [])
        var missing = installed
        missing.format = .unknown
        #expect(MigrationReportRenderer.kind(.init(name: "whatwg-fetch", before: installed, after: missing)) == "not installed after")
        #expect(MigrationReportRenderer.kind(.init(name: "whatwg-fetch", before: missing, after: installed)) == "installed after (esm)")
        #expect(MigrationReportRenderer.describe(missing) == "3.0.0")
        #expect(MigrationReportRenderer.describe(installed) == "3.0.0 · esm")
    }

    @Test func migrationReportListsNewFindingsInFullAndTheTimingSection() {
        let before = report([finding("rr3-router", "src/routes.js", 12, "<Router>", .blocker)])
        let after = report([
            finding("rr3-router", "src/routes.js", 30, "<Router>", .blocker),
            finding("env-process-env-static", "src/x|y<b>.js", 4, "process.env.A"),
        ])
        // The bench report's own comparison (BenchKit renders it), shown as it is under the report's heading.
        let timing = "**Verdict:** ✅ 1 improved\n\n| Metric | Before | After |\n|:--|--:|--:|\n| Dev server ready | 2.22 s ±8.7 ms | 54.7 ms ±0.4 ms |\n"
        let text = MigrationReportRenderer.render(ScanComparison(before: before, after: after), timing: timing)
        #expect(text.contains("**0 fixed**, 1 remaining, 1 new"))
        #expect(text.contains("src/x&#124;y&lt;b&gt;.js:4"))
        #expect(text.contains("\n## Timing\n\n" + timing + "\n---\n"), "\(text)")
        #expect(!MigrationReportRenderer.render(ScanComparison(before: before, after: after)).contains("## Timing"))
    }

    @Test func aRenamedFilesFindingsAreMatchedUnderItsNewName() {
        // App.js → App.jsx (the rename Vite asks for), one hazard fixed on the way; index.js untouched.
        let before = report([
            finding("env-process-env-static", "src/App.js", 3, "const a = process.env.REACT_APP_A;"),
            finding("env-process-env-static", "src/App.js", 4, "const a = process.env.REACT_APP_A;"),
            finding("wp-module-hot", "src/App.js", 9, "if (module.hot) module.hot.accept();", .manualFix),
            finding("env-process-env-static", "src/index.js", 1, "const b = process.env.REACT_APP_B;"),
        ])
        let after = report([
            finding("env-process-env-static", "src/App.jsx", 5, "const a = process.env.REACT_APP_A;"),
            finding("env-process-env-static", "src/App.jsx", 6, "const a = process.env.REACT_APP_A;"),
            finding("env-process-env-static", "src/index.js", 1, "const b = process.env.REACT_APP_B;"),
        ])
        let plain = ScanComparison(before: before, after: after)
        #expect(plain.total == .init(fixed: 3, remaining: 1, new: 2), "without renames: fixed and new")

        let renamed = ScanComparison(before: before, after: after, renames: ["src/App.js": "src/App.jsx", "src/gone.js": "src/new.js"])
        #expect(renamed.total == .init(fixed: 1, remaining: 3, new: 0))
        #expect(renamed.fixed.map(\.file) == ["src/App.js"], "a fixed finding is listed where it was fixed")
        #expect(renamed.fixed.map(\.ruleId) == ["wp-module-hot"])
        #expect(renamed.remaining.map(\.file) == ["src/App.jsx", "src/App.jsx", "src/index.js"])
        #expect(renamed.renamedFiles == ["src/App.js": "src/App.jsx"], "only renames of files with findings are kept")

        // A third copy after the rename is new: occurrences count as on the after side.
        var more = after
        more.findings.insert(finding("env-process-env-static", "src/App.jsx", 7, "const a = process.env.REACT_APP_A;"), at: 2)
        Fingerprinter.assign(&more.findings)
        #expect(ScanComparison(before: before, after: more, renames: ["src/App.js": "src/App.jsx"]).total == .init(fixed: 1, remaining: 3, new: 1))
    }

    @Test func aMessageNamingItsOwnFileIsMatchedAfterAMove() {
        // `git mv src/D.js src/components/D.js`, JSX kept: the same hazard, its message naming the new path.
        var jsx = finding("syntax-jsx-in-js", "src/D.js", 3, "return <div />;")
        jsx.message = "src/D.js contains JSX; Vite only transforms JSX in .jsx/.tsx files"
        var moved = jsx
        moved.file = "src/components/D.js"
        moved.message = "src/components/D.js contains JSX; Vite only transforms JSX in .jsx/.tsx files"
        let comparison = ScanComparison(before: report([jsx]), after: report([moved]), renames: ["src/D.js": "src/components/D.js"])
        #expect(comparison.total == .init(fixed: 0, remaining: 1, new: 0))
    }

    /// `git mv src/pages/Settings.js src/pages/Settings.jsx`: a finding of another file whose message lists the
    /// package's importers (Settings.js among them) names the new path after the rename, and is the same hazard.
    @Test func aMessageNamingAnotherRenamedFileIsMatchedAfterTheRename() {
        let message = "react-helmet@5.2.1 sets __esModule without module.exports. Default-imported at src/components/App.js:3, "
        let before = finding("dep-cjs-esmodule-default", "src/components/App.js", 3, "import Helmet from 'react-helmet';", .manualFix,
                             message: message + "src/pages/Home.js:2, src/pages/Settings.js:2.")
        let after = finding("dep-cjs-esmodule-default", "src/components/App.js", 3, "import Helmet from 'react-helmet';", .manualFix,
                            message: message + "src/pages/Home.js:2, src/pages/Settings.jsx:2.")
        let renames = ["src/pages/Settings.js": "src/pages/Settings.jsx"]
        #expect(ScanComparison(before: report([before]), after: report([after])).total == .init(fixed: 1, remaining: 0, new: 1),
                "without the rename: fixed and new")
        let comparison = ScanComparison(before: report([before]), after: report([after]), renames: renames)
        #expect(comparison.total == .init(fixed: 0, remaining: 1, new: 0))
        #expect(comparison.renamedFiles.isEmpty, "the renamed file held no finding of its own")
    }

    /// Only whole quoted paths are renamed in a message: a longer path or another file that begins alike stays.
    @Test func aMessageIsRewrittenOnlyWhereItQuotesARenamedPathWhole() {
        let renames = ["src/a.js": "src/a.jsx", "src/b.js": "src/b.tsx"]
        #expect(ScanComparison.messageAfterRenames("used at src/a.js:4 and (src/b.js, lib/src/a.js, src/a.json); see `src/a.js`.", file: "x.js", renames: renames)
            == "used at src/a.jsx:4 and (src/b.tsx, lib/src/a.js, src/a.json); see `src/a.jsx`.")
        #expect(ScanComparison.messageAfterRenames("ends in src/b.js.", file: "x.js", renames: renames) == "ends in src/b.tsx.")
        #expect(ScanComparison.messageAfterRenames("src/a.js contains JSX", file: "src/a.js", renames: renames) == "src/a.jsx contains JSX")
        #expect(ScanComparison.messageAfterRenames("nothing renamed here", file: "x.js", renames: [:]) == "nothing renamed here")
    }

    /// A file the after scan skipped (binary, minified, unreadable) says nothing about its hazards: they are neither fixed
    /// nor remaining, the header, the table and the effort estimate agree, and effort left still counts them.
    @Test func findingsOfAFileTheAfterScanSkippedAreNotComparedAndTheCountsAgree() throws {
        let before = report([
            finding("rr3-router", "src/big.js", 2, "<Router history={browserHistory}>", .blocker),
            finding("env-process-env-static", "src/big.js", 3, "const a = process.env.REACT_APP_A;"),
            finding("env-process-env-static", "src/gone.js", 1, "const b = process.env.REACT_APP_B;"),
        ])
        var after = report([finding("env-process-env-static", "src/new.js", 1, "const c = process.env.REACT_APP_C;")])
        after.warnings = [ScanWarning(file: "src/big.js", message: "looks minified (mostly lines longer than skip.minifiedLineLength); skipped — if it is hand-written source, raise skip.minifiedLineLength in .migrate-audit.json")]
        let comparison = ScanComparison(before: before, after: after)
        #expect(comparison.total == .init(fixed: 1, remaining: 0, new: 1, notCompared: 2))
        #expect(comparison.total.before == before.findings.count)
        #expect(comparison.total.after == after.findings.count, "the after column is the after report's own count")
        #expect(comparison.unscannedAfter.map(\.file) == ["src/big.js", "src/big.js"])
        #expect(comparison.fixed.map(\.file) == ["src/gone.js"])

        let markdown = MigrationReportRenderer.render(comparison)
        let left = EffortModel.default.estimate(after.findings + comparison.unscannedAfter).total.formatted
        #expect(left != EffortModel.default.estimate(after.findings).total.formatted, "the skipped blocker weighs in effort left")
        #expect(markdown.contains("| Findings | 3 | 1 (+2 not compared) |"), "\(markdown)")
        #expect(markdown.contains("| Estimated effort | \(EffortModel.default.estimate(before.findings).total.formatted) | \(left) |"), "\(markdown)")
        #expect(markdown.contains("| Area | Before | Fixed | Remaining | Not compared | New | After | Effort left (estimate) |"), "\(markdown)")
        #expect(markdown.contains("| **Total** | **3** | **1** | **0** | **2** | **1** | **1** | **\(left)** |"), "\(markdown)")
        #expect(markdown.contains("**2 findings not compared:** they are in a file the after scan skipped (`src/big.js`)"), "\(markdown)")
        #expect(markdown.contains("| Rule | Before | Fixed | Remaining | Not compared | New | After |"), "\(markdown)")

        // Without a skipped file, no column for it.
        let clean = MigrationReportRenderer.render(ScanComparison(before: before, after: report(after.findings)))
        #expect(!clean.contains("Not compared") && !clean.contains("not compared"), "\(clean)")
    }

    /// 284 of 285 fixed rounds to 100% and 1 of 285 to 0%: the progress line must not say all or none are gone.
    @Test func progressNeverRoundsToAllOrNoneGone() {
        let before = report((1...285).map { finding("env-process-env-static", "src/env.js", $0, "const v\($0) = process.env.REACT_APP_V\($0);") })
        let oneLeft = report([before.findings[0]])
        let oneFixed = report(Array(before.findings.dropFirst()))
        let almost = MigrationReportRenderer.render(ScanComparison(before: before, after: oneLeft))
        #expect(almost.contains("**284 fixed**, 1 remaining, 0 new (>99% of the hazards found before are gone)"), "\(almost.prefix(1500))")
        let barely = MigrationReportRenderer.render(ScanComparison(before: before, after: oneFixed))
        #expect(barely.contains("**1 fixed**, 284 remaining, 0 new (<1% of the hazards found before are gone)"), "\(barely.prefix(1500))")
        #expect(NumberFormatting.percent(0, of: 285) == "0")
        #expect(NumberFormatting.percent(285, of: 285) == "100")
        #expect(NumberFormatting.percent(3, of: 8) == "38")
        #expect(NumberFormatting.percent(1, of: 0) == nil)
    }
}
