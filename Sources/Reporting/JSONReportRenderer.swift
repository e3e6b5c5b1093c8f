import AuditModel
import Foundation

/// `scan --format json` (contract: scan-json-v1), byte-identical for the same report.
public enum JSONReportRenderer {
    /// The report with every list in its contract order, then encoded by `ReportCoding`.
    public static func render(_ report: ScanReport) throws -> Data {
        var report = canonical(report)
        let findings = report.findings
        guard !findings.isEmpty else { return try ReportCoding.encode(report) }
        // Everything but the findings through the encoder; the findings spliced in by the dedicated writer.
        report.findings = []
        let skeleton = [UInt8](try ReportCoding.encode(report))
        let empty = Array("\n  \"findings\" : [\n\n  ]".utf8)
        guard let range = firstRange(of: empty, in: skeleton) else {
            report.findings = findings
            return try ReportCoding.encode(report)
        }
        let opening = Array("\n  \"findings\" : [\n".utf8), closing = Array("\n  ]".utf8)
        let parts = FindingJSONWriter.chunks(findings, indent: 4)
        var out = Data(capacity: skeleton.count + opening.count + closing.count + parts.reduce(0) { $0 + $1.count })
        out.append(contentsOf: skeleton[..<range.lowerBound])
        out.append(contentsOf: opening)
        for part in parts { out.append(contentsOf: part) }
        out.append(contentsOf: closing)
        out.append(contentsOf: skeleton[range.upperBound...])
        return out
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        ByteSearch.firstOffset(of: needle, in: haystack).map { $0..<($0 + needle.count) }
    }

    /// Findings by file, line, column, rule id; dependencies by name; importers and warnings by place.
    public static func canonical(_ report: ScanReport) -> ScanReport {
        var report = report
        report.findings.sortInReportOrder()
        report.dependencies = report.dependencies.map { dependency in
            var dependency = dependency
            dependency.importedFrom.sort { ($0.file, $0.line) < ($1.file, $1.line) }
            return dependency
        }
        report.dependencies.sort { ($0.name, $0.version ?? "") < ($1.name, $1.version ?? "") }
        report.warnings.sort { ($0.file ?? "", $0.message) < ($1.file ?? "", $1.message) }
        return report
    }
}
