import AuditModel
import Foundation

/// `scan --format json` (contract: scan-json-v1), byte-identical for the same report.
public enum JSONReportRenderer {
    /// The report with every list in its contract order, then encoded by `ReportCoding`.
    public static func render(_ report: ScanReport) throws -> Data {
        try ReportCoding.encode(canonical(report))
    }

    /// Findings by file, line, column, rule id; dependencies by name; importers and warnings by place.
    public static func canonical(_ report: ScanReport) -> ScanReport {
        var report = report
        report.findings.sort(by: Finding.reportOrder)
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
