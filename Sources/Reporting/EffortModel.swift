import AuditModel

/// Turns findings into an effort estimate: hours per finding, by rule when the rule has its own weight,
/// otherwise by severity. The result is always a range and always labelled an estimate.
///
/// Default weights (hours per finding, low–high), and why:
/// - blocker 2–6: needs a decision (what replaces the construct) and verification by hand.
/// - manual-fix 0.5–2: rework with a known target, reviewed and tested.
/// - auto-fixable 0.1–0.25: a codemod does it; someone reviews the diff and runs the tests.
/// - info 0–0: awareness only.
///
/// Rules whose typical fix is much larger than their severity suggests carry their own defaults
/// (`ruleDefaults`): rewriting a React Router v3 route tree, moving webpack configuration into
/// `vite.config`, a server bundle into an SSR build, replacing `require.context` or Enzyme tests. Every weight can be overridden in `.migrate-audit.json`
/// (`effort.severity` and `effort.rules`); a model with overrides is named `custom`.
public struct EffortModel: Sendable, Equatable {
    /// `default`, or `custom` once the configuration changed a weight; written into the JSON summary.
    public var name: String
    public var perSeverity: [Severity: HoursRange]
    public var perRule: [String: HoursRange]

    public init(name: String, perSeverity: [Severity: HoursRange], perRule: [String: HoursRange]) {
        self.name = name
        self.perSeverity = perSeverity
        self.perRule = perRule
    }

    public static let severityDefaults: [Severity: HoursRange] = [
        .blocker: HoursRange(low: 2, high: 6),
        .manualFix: HoursRange(low: 0.5, high: 2),
        .autoFixable: HoursRange(low: 0.1, high: 0.25),
        .info: .zero,
    ]

    /// Per-occurrence weights of rules whose fix is structurally larger than their severity says.
    public static let ruleDefaults: [String: HoursRange] = [
        // The route tree becomes <Routes>; guards, nesting and data loading are re-expressed.
        "rr3-router": HoursRange(low: 4, high: 16),
        "rr3-on-enter": HoursRange(low: 2, high: 6),
        "rr3-get-child-routes": HoursRange(low: 2, high: 8),
        // Loaders, aliases and plugins of a custom webpack config move into vite.config by hand.
        "cra-ejected": HoursRange(low: 8, high: 24),
        "wp-module-federation": HoursRange(low: 8, high: 24),
        // A server bundle becomes an SSR build with a dev server in middleware mode, its server code ES modules.
        "wp-ssr-server-build": HoursRange(low: 4, high: 16),
        // require.context has a different shape (import.meta.glob) and eager/lazy semantics.
        "wp-require-context": HoursRange(low: 1, high: 4),
        // Enzyme has no React 18 adapter: each test file written with it (one finding each) is rewritten for Testing Library.
        "dep-enzyme": HoursRange(low: 1, high: 3),
    ]

    public static let `default` = EffortModel(name: "default", perSeverity: severityDefaults, perRule: ruleDefaults)

    /// Rules whose fix is one port or one decision for a whole setup, however many findings they have: one finding
    /// per setup carries the rule's weight, the others weigh as the severity named here says.
    /// - cra-ejected: an ejected CRA build (config/webpack.config.js, config/env.js, scripts/start.js, …) is one port
    ///   to vite.config, per ejected app (the folder before its config/ or scripts/); each other file is deleted after it.
    /// - syntax-decorators, syntax-flow: keeping Babel's decorators plugin or stripping Flow (one vite.config plugin) is
    ///   one decision for the project; every further decorator or Flow file then needs nothing, or a codemod's edit.
    /// - test-snapshot-format: one `snapshotFormat` setting reads every old-format snapshot file as written.
    public static let setupWideRules: [String: Severity] = [
        "cra-ejected": .manualFix,
        "syntax-decorators": .autoFixable,
        "syntax-flow": .autoFixable,
        "test-snapshot-format": .info,
    ]

    /// The setup a setup-wide finding belongs to: for cra-ejected, the folder before the file's `config/` or
    /// `scripts/` folder (`apps/web` for apps/web/config/env.js, the root for scripts/start.js); else the project.
    static func setup(of ruleId: String, file: String) -> String {
        guard ruleId == "cra-ejected" else { return ruleId }
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        let folder = parts.dropLast().lastIndex { $0 == "config" || $0 == "scripts" } ?? parts.count - 1
        return ruleId + "\u{0}" + parts[..<folder].joined(separator: "/")
    }

    /// The weight of one finding.
    public func hours(for finding: Finding) -> HoursRange {
        hours(ruleId: finding.ruleId, severity: finding.severity, importSite: finding.importSite == true)
    }

    /// An import whose uses are findings of their own is weighed as the one-line edit it is (an auto-fixable
    /// finding's weight), not as the rework its rule stands for: one `<Router>` is one route tree, not two.
    private func hours(ruleId: String, severity: Severity, importSite: Bool) -> HoursRange {
        if importSite { return perSeverity[.autoFixable] ?? .zero }
        return perRule[ruleId] ?? perSeverity[severity] ?? .zero
    }

    /// The estimate per migration area and in total.
    public func estimate(_ findings: [Finding]) -> EffortEstimate {
        var byArea: [MigrationArea: HoursRange] = [:]
        var weighedSetups: Set<String> = []
        findings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices {
                // Fields read through the pointer: passing each finding on copied it (a dozen reference counts).
                let finding = base + index
                let ruleId = finding.pointee.ruleId
                let weight: HoursRange
                if let others = Self.setupWideRules[ruleId], !weighedSetups.insert(Self.setup(of: ruleId, file: finding.pointee.file)).inserted {
                    weight = perSeverity[others] ?? .zero
                } else {
                    weight = hours(ruleId: ruleId, severity: finding.pointee.severity, importSite: finding.pointee.importSite == true)
                }
                byArea[finding.pointee.area, default: .zero] += weight
            }
        }
        return EffortEstimate(modelName: name, byArea: byArea)
    }

    /// This model with the weights of a configuration file laid over it.
    public func overridden(severity: [Severity: HoursRange], rules: [String: HoursRange]) -> EffortModel {
        guard !severity.isEmpty || !rules.isEmpty else { return self }
        return EffortModel(
            name: "custom",
            perSeverity: perSeverity.merging(severity) { _, new in new },
            perRule: perRule.merging(rules) { _, new in new })
    }

    /// A digest of the weights (and the name): two models give the same estimates exactly when it matches. A shard
    /// records it, so that `merge` can tell weights other than the scans' apart from a mere name.
    public var digest: String {
        var hash = StableHash()
        hash.combine(name)
        for severity in Severity.allCases {
            let range = perSeverity[severity] ?? .zero
            hash.combine("\(severity.rawValue)=\(range.low)-\(range.high)")
        }
        for (rule, range) in perRule.sorted(by: { $0.key < $1.key }) { hash.combine("\(rule)=\(range.low)-\(range.high)") }
        return hash.hex
    }

    /// One line saying what the numbers are made of, for the report's footnote.
    public var explanation: String {
        let parts = Severity.allCases.map { severity in
            "\(severity.rawValue) \((perSeverity[severity] ?? .zero).formatted)"
        }
        return "hours per finding: " + parts.joined(separator: ", ")
            + (perRule.isEmpty ? "" : "; \(perRule.count) rules carry their own weight")
            + "; \(Self.setupWideRules.keys.sorted().joined(separator: ", ")) weigh once per app, their further findings less"
            + "; an import whose uses are findings of their own weighs as auto-fixable"
    }
}

/// The effort of a set of findings, by area.
public struct EffortEstimate: Sendable, Equatable {
    public var modelName: String
    public var byArea: [MigrationArea: HoursRange]

    public init(modelName: String, byArea: [MigrationArea: HoursRange]) {
        self.modelName = modelName
        self.byArea = byArea
    }

    public func hours(for area: MigrationArea) -> HoursRange { byArea[area] ?? .zero }

    public var total: HoursRange { MigrationArea.allCases.reduce(.zero) { $0 + hours(for: $1) } }

    /// The JSON report's `summary.effort` (midpoint of the range; the range itself is in the Markdown report).
    public var summaryEffort: ScanReport.Effort {
        ScanReport.Effort(hours: (total.midpoint * 10).rounded() / 10, model: modelName)
    }
}
