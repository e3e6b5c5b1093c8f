import AuditModel
import Foundation
import Reporting
import ScanEngine

extension AuditConfiguration {
    /// The file `--config` names (relative to the current folder), else `.migrate-audit.json` in the scanned
    /// folder when present, else the defaults; with the name to quote on stderr, the file its report
    /// warnings name (see `reportPath`), and whether a file was read at all.
    static func load(explicit: String?, scannedFolder: String) throws -> (value: AuditConfiguration, name: String, reportPath: String, fromFile: Bool) {
        if let explicit {
            let url = explicit.hasPrefix("/")
                ? URL(fileURLWithPath: explicit)
                : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(explicit)
            return (try AuditConfiguration.read(from: url, knownRuleIDs: RuleCatalog.ids), explicit, reportPath(of: url, scannedFolder: scannedFolder), true)
        }
        let candidate = URL(fileURLWithPath: scannedFolder).appendingPathComponent(AuditConfiguration.fileName)
        guard FileManager.default.fileExists(atPath: candidate.path) else {
            // A link whose target is gone is a configuration the project meant to have: scanned with the defaults
            // instead, its rules turned off and files excluded would come back unsaid.
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate.path) {
                throw CLIError("\(candidate.path) is a symbolic link to \(target), which does not exist; restore the file it leads to, "
                    + "remove the link to scan with the defaults, or pass a configuration with --config")
            }
            return (AuditConfiguration(), AuditConfiguration.fileName, AuditConfiguration.fileName, false)
        }
        return (try AuditConfiguration.read(from: candidate, knownRuleIDs: RuleCatalog.ids, named: false), candidate.path, AuditConfiguration.fileName, true)
    }

    /// The configuration file as report warnings name files: relative to the scanned folder when inside it,
    /// else by its name alone (an absolute path would differ from machine to machine).
    static func reportPath(of file: URL, scannedFolder: String) -> String {
        let filePath = file.standardizedFileURL.resolvingSymlinksInPath().path
        let folderPath = URL(fileURLWithPath: scannedFolder).standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = folderPath.hasSuffix("/") ? folderPath : folderPath + "/"
        return filePath.hasPrefix(prefix) ? String(filePath.dropFirst(prefix.count)) : file.lastPathComponent
    }

    /// The report with configured severities (and disabled rules) applied, its effort estimated, and the
    /// configuration's own warnings (unknown keys and rule ids) among its warnings, attributed to `configurationFile`.
    func finalise(_ report: ScanReport, configurationFile: String) -> ScanReport {
        var report = report
        if !warnings.isEmpty {
            report.warnings += warnings.map { ScanWarning(file: configurationFile, message: $0.description) }
            report.warnings.sort(by: ScanWarning.precedesInReport)
        }
        report.findings = apply(to: report.findings)
        let effort = effortModel.estimate(report.findings)
        report.summary = .init(
            files: report.summary.files, skippedFiles: report.summary.skippedFiles, skippedByReason: report.summary.skippedByReason, findings: report.findings,
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
