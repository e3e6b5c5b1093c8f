import AuditModel
import Foundation
import Testing
@testable import Reporting

@Suite struct TerminalOutputTests {
    @Test func plainSummaryHasNoEscapeSequences() {
        let text = TerminalSummaryRenderer.render(SampleReport.report, useColor: false)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("22 findings (42 source files scanned, 1 skipped): 3 blockers · 2 manual fixes · 16 auto-fixable · 1 info"))
        #expect(text.contains("  Total                                 22  11–36 h"))
        // Three rules with one blocker each: by rule id.
        #expect(text.contains("Top blockers:\n  src/pages/load.js:7  dyn-import-fully-dynamic  import(path) with a fully dynamic"))
        #expect(text.contains("\n  src/crypto.js:2  node-buffer-global  Buffer is not defined in the browser\n"))
        #expect(text.split(separator: "\n").count < 25)
    }

    @Test func topBlockersAreOneLinePerRuleTheMostFirst() {
        var report = SampleReport.report
        report.findings = (1...3).map {
            Finding(ruleId: "rr3-router", severity: .blocker, file: "src/r\($0).js", line: $0, column: 1, message: "router \($0)")
        } + (1...6).map {
            Finding(ruleId: "node-\($0)", severity: .blocker, file: "src/n.js", line: $0, column: 1, message: "node \($0)")
        }
        let text = TerminalSummaryRenderer.render(report, useColor: false, topBlockers: 2)
        #expect(text.contains("Top blockers:\n  src/r1.js:1  rr3-router (×3)  router 1\n  src/n.js:1  node-1  node 1\n"))
        #expect(text.contains("  … and 5 more blockers from 5 more rules (see the Markdown or JSON report)"))
    }

    @Test func colouredSummaryUsesAnsiOnlyWhenAsked() {
        let text = TerminalSummaryRenderer.render(SampleReport.report, useColor: true)
        #expect(text.contains("\u{1B}[1;31m3 blockers\u{1B}[0m"))
    }

    @Test func repositoryTextCannotInjectEscapeSequences() {
        var report = SampleReport.report
        report.findings = [Finding(ruleId: "node-buffer-global", severity: .blocker, file: "src/\u{1B}]0;pwned\u{07}.js", line: 1, column: 1,
                                   message: "m\u{1B}[2J")]
        let text = TerminalSummaryRenderer.render(report, useColor: false)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
    }

    @Test func warningsAreListedUpToALimitThenCountedOneLinePerMessage() {
        var report = SampleReport.report
        // Out of order on purpose: the summary lists them in report order (file, then message), no-file ones first.
        report.warnings = (1...12).reversed().map { ScanWarning(file: String(format: "src/f%02d.js", $0), message: "warning \($0)") }
            + [ScanWarning(file: nil, message: "2 of 3 dependencies are not installed")]
        let text = TerminalSummaryRenderer.render(report, useColor: false)
        let expected = ["13 warnings while reading the project:", "  2 of 3 dependencies are not installed"]
            + (1...9).map { String(format: "  src/f%02d.js: warning \($0)", $0) }
            + ["  … and 3 more warnings (see --format json or markdown)"]
        #expect(text.hasSuffix("\n\n" + expected.joined(separator: "\n") + "\n"), "\(text)")
        #expect(TerminalSummaryRenderer.render(report, useColor: false, warningsShown: 13).contains("  src/f12.js: warning 12\n"))

        // The same message about many files is one line naming a few: the other warnings stay in sight.
        report.warnings = (1...300).map { ScanWarning(file: String(format: "vendor/b%03d.js", $0), message: "looks minified; skipped") }
            + [ScanWarning(file: "package.json", message: "malformed")]
        let grouped = TerminalSummaryRenderer.render(report, useColor: false)
        #expect(grouped.hasSuffix("""
            301 warnings while reading the project:
              package.json: malformed
              300 files (vendor/b001.js, vendor/b002.js, vendor/b003.js and 297 more): looks minified; skipped

            """), "\(grouped)")
    }

    @Test func aFewWarningsAreAllListedAndColouredOnlyWhenAsked() {
        let plain = TerminalSummaryRenderer.render(SampleReport.report, useColor: false)
        #expect(plain.hasSuffix("\n\n1 warning while reading the project:\n  public/video.ogv: blob 24e6c01 is missing from the object database; skipped\n"))
        #expect(!plain.contains("more warning"))
        let coloured = TerminalSummaryRenderer.render(SampleReport.report, useColor: true)
        #expect(coloured.contains("\u{1B}[33m1 warning while reading the project:\u{1B}[0m\n  public/video.ogv: blob"))
    }

    @Test func warningTextCannotInjectEscapeSequences() {
        var report = SampleReport.report
        report.warnings = [ScanWarning(file: "src/\u{1B}]0;pwned\u{07}.js", message: "not UTF-8\u{1B}[2J text")]
        let text = TerminalSummaryRenderer.render(report, useColor: false)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(text.contains("not UTF-8\u{FFFD}[2J text"))
    }

    /// Collects what the reporter writes.
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.withLock { parts.append(text) } }
        var all: [String] { lock.withLock { parts } }
    }

    @Test func progressRedrawsOnlyWhenThePercentageChangesAndErasesItself() {
        let capture = Capture()
        let progress = ProgressReporter(total: 1000, label: "scanning", isEnabled: true) { capture.append($0) }
        for _ in 0..<1000 { progress.advance() }
        progress.finish()
        progress.advance()
        let writes = capture.all
        // One draw per distinct line (percentage or bar change), not one per file.
        let distinct = Set((1...1000).map { ProgressReporter.line(done: $0, total: 1000, label: "scanning") })
        #expect(writes.count == distinct.count + 1)
        #expect(writes.count < 140)
        #expect(writes.first == "\r[" + String(repeating: ".", count: 30) + "]   0% scanning")
        #expect(writes.dropLast().last == "\r[" + String(repeating: "#", count: 30) + "] 100% scanning")
        #expect(writes.last == "\r\u{1B}[2K")
        #expect(ProgressReporter.line(done: 29, total: 100, label: "x", width: 10) == "[##........]  29% x")
    }

    @Test func disabledProgressWritesNothing() {
        let capture = Capture()
        let progress = ProgressReporter(total: 10, label: "scanning", isEnabled: false) { capture.append($0) }
        progress.advance(by: 5)
        progress.finish()
        #expect(capture.all.isEmpty)
    }
}
