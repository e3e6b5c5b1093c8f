import AuditModel
import Reporting
import ScanEngine
import Testing

/// The effort model's per-rule weights are keyed by rule id: a key no rule has is a weight that never applies.
@Suite struct EffortWeightTests {
    @Test func everyRuleWeightNamesARuleOfTheCatalog() {
        let unknown = EffortModel.ruleDefaults.keys.filter { !RuleCatalog.ids.contains($0) }.sorted()
        #expect(unknown.isEmpty, "weights for rules that do not exist: \(unknown)")
    }

    @Test func anImportSiteWeighsAsTheOneLineEditItIs() {
        let use = Finding(ruleId: "rr3-router", severity: .blocker, file: "src/index.js", line: 20, column: 1, message: "m")
        let importSite = Finding(ruleId: "rr3-router", severity: .blocker, file: "src/index.js", line: 5, column: 1, message: "m", importSite: true)
        #expect(EffortModel.default.hours(for: use) == HoursRange(low: 4, high: 16))
        #expect(EffortModel.default.hours(for: importSite) == EffortModel.severityDefaults[.autoFixable])
    }

    @Test("An ejected CRA build is one port: one of its files carries cra-ejected's weight, the others weigh as manual fixes")
    func anEjectedSetupWeighsOnce() {
        func ejected(_ file: String) -> Finding {
            Finding(ruleId: "cra-ejected", severity: .manualFix, category: .cra, file: file, line: 1, column: 1, message: "m")
        }
        // What react-scripts 4's eject leaves, as the scan reports it; and a second ejected app in the same repository.
        let root = ["config/env.js", "config/paths.js", "config/webpack.config.js", "config/webpackDevServer.config.js", "scripts/build.js", "scripts/start.js", "scripts/test.js"]
        let estimate = EffortModel.default.estimate(root.map(ejected))
        let manual = EffortModel.severityDefaults[.manualFix]!
        #expect(estimate.total == HoursRange(low: 8 + 6 * manual.low, high: 24 + 6 * manual.high))
        let twoApps = EffortModel.default.estimate((root + ["apps/admin/config/webpack.config.js", "apps/admin/scripts/start.js"]).map(ejected))
        #expect(twoApps.total == HoursRange(low: 16 + 7 * manual.low, high: 48 + 7 * manual.high))
    }

    @Test("Decorators and Flow are one Babel decision for the project: each further one weighs as an auto-fixable edit")
    func decoratorsAndFlowWeighOnceForTheProject() {
        // A MobX store and a component: six decorators in two folders, and two Flow files.
        let decorators = ["src/store.js", "src/store.js", "src/store.js", "src/store.js", "src/components/App.js", "src/components/App.js"].map {
            Finding(ruleId: "syntax-decorators", severity: .blocker, file: $0, line: 1, column: 1, message: "m")
        }
        let flow = ["src/a.js", "src/lib/b.js"].map { Finding(ruleId: "syntax-flow", severity: .blocker, file: $0, line: 1, column: 1, message: "m") }
        let blocker = EffortModel.severityDefaults[.blocker]!, auto = EffortModel.severityDefaults[.autoFixable]!
        // Sums of tenths: equal up to rounding.
        func near(_ range: HoursRange, _ low: Double, _ high: Double) -> Bool { abs(range.low - low) < 1e-9 && abs(range.high - high) < 1e-9 }
        let once = EffortModel.default.estimate(decorators).total
        #expect(near(once, blocker.low + 5 * auto.low, blocker.high + 5 * auto.high), "\(once)")
        let both = EffortModel.default.estimate(decorators + flow).total
        #expect(near(both, 2 * blocker.low + 6 * auto.low, 2 * blocker.high + 6 * auto.high), "\(both)")
    }

    @Test("One snapshotFormat setting reads every old-format snapshot file: the rule weighs once, whatever the file count")
    func oldFormatSnapshotsWeighOnce() {
        let files = ["src/__snapshots__/a.test.js.snap", "src/__snapshots__/b.test.js.snap", "src/c.test.js"].map {
            Finding(ruleId: JestSnapshotFormat.ruleID, severity: .autoFixable, file: $0, line: 1, column: 1, message: "m")
        }
        #expect(EffortModel.default.estimate(files).total == EffortModel.severityDefaults[.autoFixable])
        #expect(RuleCatalog.rule(id: JestSnapshotFormat.ruleID) == JestSnapshotFormat.description)
    }
}
