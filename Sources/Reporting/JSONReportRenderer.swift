import AuditModel
import Foundation

/// `scan --format json` (contract: scan-json-v1), byte-identical for the same report.
public enum JSONReportRenderer {
    /// The report with every list in its contract order, then encoded by `ReportCoding`.
    public static func render(_ report: ScanReport) throws -> Data {
        let parts = try renderParts(report)
        var out = Data(capacity: parts.reduce(0) { $0 + $1.count })
        for part in parts { out.append(contentsOf: part) }
        return out
    }

    /// The same bytes as `render`, in consecutive parts: a report of tens of thousands of findings is written
    /// part by part rather than first copied into one buffer (tens of megabytes, and as many page faults).
    public static func renderParts(_ report: ScanReport) throws -> [Data] {
        var report = canonical(report)
        let findings = report.findings, dependencies = report.dependencies
        guard !findings.isEmpty || !dependencies.isEmpty else { return [try ReportCoding.encode(report)] }
        // Everything but the findings and dependencies through the encoder; those two lists spliced in by the
        // dedicated writers.
        report.findings = []
        report.dependencies = []
        let skeleton = [UInt8](try ReportCoding.encode(report))
        let emptyDependencies = Array("\n  \"dependencies\" : [\n\n  ]".utf8), emptyFindings = Array("\n  \"findings\" : [\n\n  ]".utf8)
        guard let dependencyRange = firstRange(of: emptyDependencies, in: skeleton),
            let findingRange = firstRange(of: emptyFindings, in: skeleton), dependencyRange.upperBound <= findingRange.lowerBound
        else {
            report.findings = findings
            report.dependencies = dependencies
            return [try ReportCoding.encode(report)]
        }
        var parts: [Data] = []
        func list(_ name: String, _ range: Range<Int>, isEmpty: Bool, _ elements: () -> [Data]) {
            if isEmpty {
                parts.append(Data(skeleton[range]))
            } else {
                parts.append(Data("\n  \"\(name)\" : [\n".utf8))
                parts += elements()
                parts.append(Data("\n  ]".utf8))
            }
        }
        parts.append(Data(skeleton[..<dependencyRange.lowerBound]))
        list("dependencies", dependencyRange, isEmpty: dependencies.isEmpty) { [DependencyJSONWriter.elements(dependencies, indent: 4)] }
        parts.append(Data(skeleton[dependencyRange.upperBound..<findingRange.lowerBound]))
        list("findings", findingRange, isEmpty: findings.isEmpty) { FindingJSONWriter.chunks(findings, indent: 4) }
        parts.append(Data(skeleton[findingRange.upperBound...]))
        return parts
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
        report.warnings.sort(by: ScanWarning.precedesInReport)
        return report
    }
}
