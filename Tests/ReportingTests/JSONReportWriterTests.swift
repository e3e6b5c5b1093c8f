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

    @Test func escapingIsDetectedAtEveryOffsetOfAWord() {
        // The check reads eight bytes at a time: each special byte at each offset, among neighbours that are close
        // to it (0x1f/0x20, 0x21/0x23, 0x5b/0x5d, high bytes), against the byte-by-byte reading.
        let neighbours: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF, 0x41]
        for special: UInt8 in [0x00, 0x01, 0x1F, 0x22, 0x5C, 0x0A] {
            for length in 1...24 {
                for offset in 0..<length {
                    for filler in neighbours {
                        var bytes = [UInt8](repeating: filler, count: length)
                        #expect(!bytes.withUnsafeBufferPointer(FindingJSONWriter.needsEscaping))
                        bytes[offset] = special
                        #expect(bytes.withUnsafeBufferPointer(FindingJSONWriter.needsEscaping), "\(special) at \(offset) of \(length)")
                    }
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let expected = bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
            #expect(bytes.withUnsafeBufferPointer(FindingJSONWriter.needsEscaping) == expected)
        }
    }

    @Test func dependencyRecordsMatchTheEncoderByteForByte() throws {
        let awkward = "q\"b\\s/l\u{1}é😀\t"
        var records: [DependencyRecord] = []
        // Every combination of the optional fields, with and without import sites.
        for mask in 0..<32 {
            records.append(DependencyRecord(
                name: "pkg-\(mask)", declared: mask & 1 != 0 ? "^1.2.\(mask)" : nil, version: mask & 2 != 0 ? "1.2.\(mask)" : nil,
                format: DependencyRecord.Format.allCases[mask % 4], field: mask & 4 != 0 ? "module" : nil,
                entry: mask & 8 != 0 ? "dist/\(awkward).js" : nil,
                importedFrom: mask & 16 != 0 ? [] : [.init(file: "src/\(awkward)/a.js", line: 3), .init(file: "b.js", line: 1_234_567)]))
        }
        for findings in [[], [Finding(ruleId: "r", severity: .info, file: "a.js", line: 1, column: 1, message: "m")]] {
            var withDependencies = report(findings)
            withDependencies.dependencies = records
            let fast = try JSONReportRenderer.render(withDependencies)
            let reference = try ReportCoding.encode(JSONReportRenderer.canonical(withDependencies))
            #expect(String(decoding: fast, as: UTF8.self) == String(decoding: reference, as: UTF8.self))
            #expect(fast == reference)
        }
    }

    @Test func aReportWithoutFindingsIsTheEncodersOutput() throws {
        let empty = report([])
        #expect(try JSONReportRenderer.render(empty) == ReportCoding.encode(JSONReportRenderer.canonical(empty)))
    }
}
