import AuditModel
import Foundation

/// A whole report of a revision scan, without its `source` (the ref and commit asked for, filled in on reuse),
/// and the disk probes that must still hold for it to be reused.
///
/// Findings repeat their rule, file, category and often message: those are stored once (a table, or the file
/// only where it changes), so that a report of tens of thousands of findings is small and quick to read back.
struct CachedReport: CacheCodable {
    var report: ScanReport
    var probes: [DiskProbe]
    /// The digest of the files a working-tree shard read (`source.shard.files`), which its reuse must record again:
    /// the listing's id, all a cache hit knows otherwise, covers files no scan reads.
    var shardFiles: String?

    init(report: ScanReport, probes: [DiskProbe]) {
        self.report = report
        self.probes = probes
        shardFiles = report.source.shard?.files
    }

    /// The parts of a report that are few and small enough for JSON (dependencies, with every import site, are not:
    /// decoding them as JSON was a fifth of reading a report back).
    private struct Rest: Codable {
        var target: ScanReport.Target
        var summary: ScanReport.Summary
        var warnings: [ScanWarning]
        /// Optional: entries written before it was kept decode with nil.
        var shardFiles: String?
    }

    func encode(into writer: inout CacheWriter) {
        writer.int(probes.count)
        for probe in probes {
            writer.int(probe.question.kind.rawValue)
            writer.string(probe.question.path)
            writer.int(Int(bitPattern: UInt(probe.digest)))
        }
        let rest = Rest(target: report.target, summary: report.summary, warnings: report.warnings, shardFiles: shardFiles)
        writer.string((try? JSONEncoder().encode(rest)).map { String(decoding: $0, as: UTF8.self) } ?? "")
        writer.int(report.dependencies.count)
        for record in report.dependencies { record.encode(into: &writer) }

        // Enumerations as their case index; the file only when it changes (findings come grouped by file);
        // rule ids, messages and fixes through the table; snippets and fingerprints, nearly all distinct, inline.
        // Strings compared by their bytes: `String ==` equates canonically equivalent spellings (NFC and NFD), and a
        // report must read back byte for byte.
        var table = StringTable()
        var body = CacheWriter()
        var previousFile: String?
        report.findings.withUnsafeBufferPointer { findings in
            guard let base = findings.baseAddress else { return }
            for index in findings.indices {
                // Fields read through the pointer: copying each finding (a dozen reference counts) showed in profiles.
                let finding = base + index
                body.int(Finding.severityCases.firstIndex(of: finding.pointee.severity) ?? 0)
                body.int(Finding.categoryCases.firstIndex(of: finding.pointee.category) ?? 0)
                body.int(Finding.contextCases.firstIndex(of: finding.pointee.context) ?? 0)
                if let previousFile, UTF8Order.same(finding.pointee.file, previousFile) {
                    body.bool(false)
                } else {
                    body.bool(true)
                    body.string(finding.pointee.file)
                    previousFile = finding.pointee.file
                }
                body.int(finding.pointee.line)
                body.int(finding.pointee.column)
                body.int(finding.pointee.endLine)
                body.int(finding.pointee.endColumn)
                body.int(table.index(of: finding.pointee.ruleId))
                body.int(table.index(of: finding.pointee.message))
                body.bool(finding.pointee.fix != nil)
                if let fix = finding.pointee.fix { body.int(table.index(of: fix)) }
                body.string(finding.pointee.snippet)
                body.string(finding.pointee.fingerprint)
                body.bool(finding.pointee.importSite == true)
            }
        }
        writer.strings(table.strings)
        writer.int(report.findings.count)
        writer.append(body)
    }

    init?(from reader: inout CacheReader) {
        guard let probeCount = reader.count() else { return nil }
        var probes: [DiskProbe] = []
        for _ in 0..<probeCount {
            guard let kind = reader.int().flatMap(DiskProbe.Kind.init(rawValue:)), let path = reader.string(),
                let digest = reader.int()
            else { return nil }
            probes.append(DiskProbe(question: .init(kind: kind, path: path), digest: UInt64(UInt(bitPattern: digest))))
        }
        guard let restJSON = reader.string(), let rest = try? JSONDecoder().decode(Rest.self, from: Data(restJSON.utf8)),
            let dependencyCount = reader.count()
        else { return nil }
        var dependencies: [DependencyRecord] = []
        dependencies.reserveCapacity(dependencyCount)
        for _ in 0..<dependencyCount {
            guard let record = DependencyRecord(from: &reader) else { return nil }
            dependencies.append(record)
        }
        guard let table = reader.strings(), let findingCount = reader.count() else { return nil }
        func string() -> String? {
            guard let index = reader.int(), table.indices.contains(index) else { return nil }
            return table[index]
        }
        var findings: [Finding] = []
        findings.reserveCapacity(findingCount)
        var file: String?
        for _ in 0..<findingCount {
            guard let severity = reader.element(of: Finding.severityCases), let category = reader.element(of: Finding.categoryCases),
                let context = reader.element(of: Finding.contextCases), let newFile = reader.bool()
            else { return nil }
            if newFile {
                guard let name = reader.string() else { return nil }
                file = name
            }
            guard let file, let line = reader.int(), let column = reader.int(), let endLine = reader.int(), let endColumn = reader.int(),
                let ruleId = string(), let message = string(), let hasFix = reader.bool()
            else { return nil }
            var fix: String?
            if hasFix {
                guard let text = string() else { return nil }
                fix = text
            }
            guard let snippet = reader.string(), let fingerprint = reader.string(), let importSite = reader.bool() else { return nil }
            findings.append(
                Finding(
                    ruleId: ruleId, severity: severity, category: category, file: file, line: line, column: column,
                    endLine: endLine, endColumn: endColumn, message: message, fix: fix, snippet: snippet, context: context,
                    fingerprint: fingerprint, importSite: importSite))
        }
        self.probes = probes
        shardFiles = rest.shardFiles
        // `source` is the caller's to fill: the same tree is reused under other refs and commits.
        report = ScanReport(
            source: .init(root: "", ref: nil, commit: nil, worktree: false), target: rest.target, summary: rest.summary,
            findings: findings, dependencies: dependencies, warnings: rest.warnings)
    }
}
