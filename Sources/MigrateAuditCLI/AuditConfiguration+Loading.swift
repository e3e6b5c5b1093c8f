import AuditModel
import Foundation
import Reporting
import ScanEngine

extension AuditConfiguration {
    /// The file `--config` names (relative to the current folder), else `.migrate-audit.json` in the scanned
    /// folder when present, else the defaults; with the name to quote in warnings.
    static func load(explicit: String?, scannedFolder: String) throws -> (value: AuditConfiguration, name: String) {
        if let explicit {
            let url = explicit.hasPrefix("/")
                ? URL(fileURLWithPath: explicit)
                : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(explicit)
            return (try AuditConfiguration.read(from: url, knownRuleIDs: RuleCatalog.ids), explicit)
        }
        let candidate = URL(fileURLWithPath: scannedFolder).appendingPathComponent(AuditConfiguration.fileName)
        guard FileManager.default.fileExists(atPath: candidate.path) else { return (AuditConfiguration(), AuditConfiguration.fileName) }
        return (try AuditConfiguration.read(from: candidate, knownRuleIDs: RuleCatalog.ids), candidate.path)
    }

    /// The report with configured severities (and disabled rules) applied and its effort estimated.
    func finalise(_ report: ScanReport) -> ScanReport {
        var report = report
        report.findings = apply(to: report.findings)
        let effort = effortModel.estimate(report.findings)
        report.summary = .init(
            files: report.summary.files, skippedFiles: report.summary.skippedFiles, findings: report.findings,
            effort: effort.summaryEffort)
        return report
    }

    /// The scanner's skip policy with the `skip` section laid over its defaults. The scanner folds the whole
    /// policy into its cache key, so a changed setting never serves results cached under another.
    var skipPolicy: SkipPolicy {
        var policy = SkipPolicy()
        if let value = skip.nodeModules { policy.skipNodeModules = value }
        if let value = skip.vendored { policy.skipVendored = value }
        if let value = skip.generated { policy.skipGenerated = value }
        if let value = skip.minified { policy.skipMinified = value }
        if let value = skip.maxFileSize { policy.maxFileSize = value }
        if let value = skip.minifiedLineLength { policy.minifiedLineLength = value }
        return policy
    }

    /// A fingerprint of what changes a scan's findings (rule settings, included and excluded files), part of
    /// the cache keys.
    var scanFingerprint: String {
        // Each pattern with its length first: no separator character a pattern could contain.
        func list(_ patterns: [GlobPattern]) -> String { patterns.map { "\($0.pattern.utf8.count):\($0.pattern)" }.joined() }
        return String(describing: rules.sorted { $0.key < $1.key }) + "|include " + list(include) + "|exclude " + list(exclude)
    }
}
