import AuditModel
import Foundation
import Testing

@testable import Reporting

/// The dedicated findings writer must produce exactly what `JSONEncoder` writes.
@Suite struct JSONReportWriterTests {
    private func report(_ findings: [Finding]) -> ScanReport {
        ScanReport(
            source: .init(root: "", ref: nil, commit: nil, worktree: true), target: .init(vite: 8),
            summary: .init(files: 2, skippedFiles: 0, findings: findings, effort: .init(hours: 0, model: "default")),
            findings: findings, dependencies: [], warnings: [])
    }

    @Test func findingsWithAwkwardStringsMatchTheEncoderByteForByte() throws {
        let awkward = "q\"b\\s/l\u{1}\u{7f}\u{2028}é😀\t\n\r\u{8}\u{c}\u{1f}<>&' </script>"
        let findings = [
            Finding(ruleId: "env-process-env", severity: .blocker, file: "src/a b/ü.js", line: 3, column: 7, endLine: 3, endColumn: 20,
                    message: awkward, fix: "import.meta.env", snippet: awkward, context: .client, fingerprint: "00ff"),
            Finding(ruleId: "cjs-require", severity: .info, file: "z.js", line: 1, column: 1, message: "m", fix: nil, snippet: "", context: .unknown),
            Finding(ruleId: "x-numbers", severity: .info, file: "z.js", line: 0, column: 10, endLine: 9_999_999_999, endColumn: 105,
                    message: "digits", fix: nil, snippet: "", context: .unknown),
        ]
        let fast = try JSONReportRenderer.render(report(findings))
        let reference = try ReportCoding.encode(JSONReportRenderer.canonical(report(findings)))
        #expect(String(decoding: fast, as: UTF8.self) == String(decoding: reference, as: UTF8.self))
        #expect(fast.count > 400)
    }

    @Test func aLargeReportWrittenInChunksIsTheEncodersOutput() throws {
        // Above the chunking threshold: the findings are written on several threads and joined in order.
        let findings = (0..<9_000).map { index in
            Finding(ruleId: "rule-\(index % 7)", severity: .autoFixable, file: "src/f\(index / 100).js", line: index % 100 + 1, column: 1,
                    message: "m \"\(index)\"", fix: index % 3 == 0 ? nil : "fix", snippet: "s\t\(index)", context: .client)
        }
        let fast = try JSONReportRenderer.render(report(findings))
        let reference = try ReportCoding.encode(JSONReportRenderer.canonical(report(findings)))
        #expect(fast == reference)
    }

    @Test func aReportWithoutFindingsIsTheEncodersOutput() throws {
        let empty = report([])
        #expect(try JSONReportRenderer.render(empty) == ReportCoding.encode(JSONReportRenderer.canonical(empty)))
    }
}
