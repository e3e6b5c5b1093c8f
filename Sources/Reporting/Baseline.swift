import AuditModel
import Foundation

/// `--write-baseline FILE` / `--baseline FILE`: the findings a team has accepted, so that CI reports only
/// new ones. Stored by fingerprint (stable across line moves), with rule and file for people reading diffs.
///
/// File format, version 1 (keys sorted, entries sorted by file, rule, fingerprint):
/// `{ "version": 1, "entries": [ { "file": "src/a.js", "fingerprint": "…", "ruleId": "…" } ] }`
public struct Baseline: Sendable, Equatable {
    public static let currentVersion = 1

    public struct Entry: Codable, Sendable, Hashable {
        public var fingerprint: String
        public var ruleId: String
        public var file: String

        public init(fingerprint: String, ruleId: String, file: String) {
            self.fingerprint = fingerprint
            self.ruleId = ruleId
            self.file = file
        }
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.file, $0.ruleId, $0.fingerprint) < ($1.file, $1.ruleId, $1.fingerprint) }
    }

    /// A baseline of every finding in the report.
    public init(report: ScanReport) {
        self.init(findings: report.findings)
    }

    public init(findings: [Finding]) {
        var findings = findings
        if findings.contains(where: { $0.fingerprint.isEmpty }) { Fingerprinter.assign(&findings) }
        self.init(entries: findings.map { Entry(fingerprint: $0.fingerprint, ruleId: $0.ruleId, file: $0.file) })
    }

    /// The findings not in the baseline (each baseline entry absorbs one finding with its fingerprint).
    public func newFindings(in findings: [Finding]) -> [Finding] {
        var accepted: [String: Int] = [:]
        for entry in entries { accepted[entry.fingerprint, default: 0] += 1 }
        return findings.filter { finding in
            guard accepted[finding.fingerprint, default: 0] > 0 else { return true }
            accepted[finding.fingerprint, default: 0] -= 1
            return false
        }
    }

    /// The report with only the findings that are not in the baseline, and its counts recomputed.
    public func filtering(_ report: ScanReport) -> ScanReport {
        applied(to: report).report
    }

    /// `filtering(report)`, with how many findings the baseline hid and how many of its entries matched none.
    public func applied(to report: ScanReport) -> (report: ScanReport, outcome: BaselineOutcome) {
        var filtered = report
        filtered.findings = newFindings(in: report.findings)
        filtered.summary = ScanReport.Summary(
            files: report.summary.files, skippedFiles: report.summary.skippedFiles, skippedByReason: report.summary.skippedByReason,
            findings: filtered.findings, effort: report.summary.effort)
        // Each entry absorbs at most one finding, so the hidden findings are the entries that matched.
        let hidden = report.findings.count - filtered.findings.count
        return (filtered, BaselineOutcome(entries: entries.count, hidden: hidden, unmatched: entries.count - hidden))
    }

    // MARK: - Encoding

    private struct FileFormat: Codable {
        var version: Int
        var entries: [Entry]
    }

    private struct VersionProbe: Decodable {
        var version: Int?
    }

    public func encoded() throws -> Data {
        try ReportCoding.encode(FileFormat(version: Self.currentVersion, entries: entries))
    }

    /// Decodes a baseline file; `name` is used in messages (usually the path).
    public static func decode(_ data: Data, name: String) throws(InputError) -> Baseline {
        let probe: VersionProbe
        do {
            probe = try JSONDecoder().decode(VersionProbe.self, from: data)
        } catch {
            throw InputError("baseline \(name) cannot be read as JSON (\(InputError.describe(error))); write a new one with --write-baseline")
        }
        guard let version = probe.version else {
            throw InputError("baseline \(name) has no \"version\"; write a new one with --write-baseline")
        }
        guard version == currentVersion else {
            throw InputError(
                "baseline \(name) has version \(version), this migrate-audit reads version \(currentVersion); "
                    + "write a new one with --write-baseline")
        }
        do {
            return Baseline(entries: try JSONDecoder().decode(FileFormat.self, from: data).entries)
        } catch {
            throw InputError("baseline \(name) is malformed (\(InputError.describe(error))); write a new one with --write-baseline")
        }
    }

    public static func read(from url: URL) throws(InputError) -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InputError("cannot read baseline \(url.path): \(InputError.readProblem(error, at: url)); check the path, or write one with `migrate-audit scan --write-baseline \(url.lastPathComponent)`")
        }
        return try decode(data, name: url.path)
    }

    /// Writes the baseline atomically: a crash leaves the previous file intact.
    public func write(to url: URL) throws {
        // As for reports: a missing folder is created, and the file replaced atomically.
        try ReportDestination.file(url).write(try encoded())
    }
}
