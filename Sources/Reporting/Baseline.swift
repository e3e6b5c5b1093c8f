import AuditModel
import Foundation
import ShellWords

/// `--write-baseline FILE` / `--baseline FILE`: the findings a team has accepted, so that CI reports only
/// new ones. Stored by fingerprint (stable across line moves), with rule and file for people reading diffs, and a
/// line key (the fingerprint without the message) that a finding matches when its fingerprint is in no entry: a
/// newer migrate-audit that words a message differently still finds it accepted.
///
/// File format, version 1 (keys sorted, entries sorted by file, rule, fingerprint; `line` is absent from baselines
/// written before it existed, whose entries match by fingerprint only):
/// `{ "version": 1, "entries": [ { "file": "src/a.js", "fingerprint": "…", "line": "…", "ruleId": "…" } ] }`
public struct Baseline: Sendable, Equatable {
    public static let currentVersion = 1

    public struct Entry: Codable, Sendable, Hashable {
        public var fingerprint: String
        public var ruleId: String
        public var file: String
        /// `Fingerprinter.lineKeys`' key of the finding.
        public var line: String?

        public init(fingerprint: String, ruleId: String, file: String, line: String? = nil) {
            self.fingerprint = fingerprint
            self.ruleId = ruleId
            self.file = file
            self.line = line
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
        let lines = Fingerprinter.lineKeys(findings)
        self.init(entries: zip(findings, lines).map { Entry(fingerprint: $0.fingerprint, ruleId: $0.ruleId, file: $0.file, line: $1) })
    }

    /// The findings not in the baseline. Each entry absorbs one finding: first by fingerprint, then, among the
    /// findings and entries left, by line key (the same rule, file and line text, with another message).
    public func newFindings(in findings: [Finding]) -> [Finding] {
        var byFingerprint: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() { byFingerprint[entry.fingerprint, default: []].append(index) }
        var used = [Bool](repeating: false, count: entries.count)
        var matched = [Bool](repeating: false, count: findings.count)
        for (index, finding) in findings.enumerated() {
            guard let entry = byFingerprint[finding.fingerprint]?.popLast() else { continue }
            used[entry] = true
            matched[index] = true
        }
        var byLine: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where !used[index] {
            if let line = entry.line { byLine[line, default: 0] += 1 }
        }
        if !byLine.isEmpty, matched.contains(false) {
            for (index, line) in Fingerprinter.lineKeys(findings).enumerated() where !matched[index] && byLine[line, default: 0] > 0 {
                byLine[line, default: 0] -= 1
                matched[index] = true
            }
        }
        return zip(findings, matched).filter { !$0.1 }.map(\.0)
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
        // A baseline that hid nothing left the report whole.
        filtered.summary.baselineHidden = hidden > 0 ? hidden : nil
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

    /// Decodes a baseline file; `name` is used in messages (usually the path). `writing` when the same run writes a
    /// baseline (`--write-baseline`), so that the advice is not to pass the option already given.
    public static func decode(_ data: Data, name: String, writing: Bool = false) throws(InputError) -> Baseline {
        let remedy = writing
            ? "run once without --baseline, so that --write-baseline writes a new one" : "write a new one with --write-baseline"
        // Another file migrate-audit writes (a bench record, a scan report, a SARIF log) is said as what it is, not by
        // the first field of a baseline it lacks.
        if let other = WrittenFileKind.recognised(in: data), other != .baseline {
            let make = writing
                ? remedy : "make a baseline with `\(WrittenFileKind.baseline.command)`, which records the scan's findings by fingerprint"
            throw InputError("\(other.described("baseline \(name)")), not a baseline; \(make)")
        }
        let probe: VersionProbe
        do {
            probe = try JSONDecoder().decode(VersionProbe.self, from: data)
        } catch {
            throw InputError("baseline \(name) cannot be read as JSON (\(InputError.describe(error, in: data))); \(remedy)")
        }
        guard let version = probe.version else {
            throw InputError("baseline \(name) has no \"version\"; \(remedy)")
        }
        guard version == currentVersion else {
            throw InputError("baseline \(name) has version \(version), this migrate-audit reads version \(currentVersion); \(remedy)")
        }
        do {
            return Baseline(entries: try JSONDecoder().decode(FileFormat.self, from: data).entries)
        } catch {
            throw InputError("baseline \(name) is malformed (\(InputError.describe(error, in: data))); \(remedy)")
        }
    }

    /// Reads the baseline file at `url`; `path` is the path as the user gave it (messages quote it unchanged, so that
    /// the command they suggest names the same file), and `writing` as for `decode`.
    public static func read(from url: URL, path: String? = nil, writing: Bool = false) throws(InputError) -> Baseline {
        let path = path ?? url.path
        let data: Data
        do {
            data = try InputFile.contents(of: url)
        } catch {
            let remedy = writing
                ? "run once without --baseline, so that --write-baseline writes it" : "write one with `migrate-audit scan --write-baseline \(ShellWord.quoted(path))`"
            throw InputError("cannot read baseline \(path): \(InputError.readProblem(error, at: url)); check the path, or \(remedy)")
        }
        return try decode(data, name: path, writing: writing)
    }

    /// Writes the baseline atomically: a crash leaves the previous file intact.
    public func write(to url: URL) throws {
        // As for reports: a missing folder is created, and the file replaced atomically.
        try ReportDestination.file(url).write(try encoded())
    }
}
