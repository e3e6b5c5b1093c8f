import AuditModel
import Foundation
import Testing
@testable import Reporting

@Suite struct BaselineAndFilesTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reporting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    struct Interrupted: Error {}

    @Test func aFailedWriteLeavesThePreviousFileIntactAndNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report.md")
        try AtomicFileWriter.write(Data("previous report\n".utf8), to: target)
        #expect(throws: Interrupted.self) {
            try AtomicFileWriter.write(to: target) { sink in
                try sink.write("half of the new rep")
                throw Interrupted()
            }
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "previous report\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.md"])
    }

    /// A run killed before its rename (SIGKILL from a CI timeout) leaves its temporary file; the next write of the same
    /// file removes it once it is an hour old, and leaves a recent one (another run's, being written) and other files.
    @Test func aWriteRemovesTheTemporaryFileOfAnEarlierKilledWrite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("audit.json")
        let abandoned = folder.appendingPathComponent(".audit.json.tmp-C132D728")
        let recent = folder.appendingPathComponent(".audit.json.tmp-0A1B2C3D")
        let others = [".other.json.tmp-C132D728", ".audit.json.tmp-notours", "notes.txt"].map(folder.appendingPathComponent)
        for file in [abandoned, recent] + others { try Data("half a report".utf8).write(to: file) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: abandoned.path)
        for file in others { try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: file.path) }
        try AtomicFileWriter.write(Data("{}".utf8), to: target)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == [".audit.json.tmp-0A1B2C3D", ".audit.json.tmp-notours", ".other.json.tmp-C132D728", "audit.json", "notes.txt"])
    }

    @Test func aSuccessfulWriteReplacesTheFileAndKeepsItsPermissions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report.json")
        try Data("old".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        try AtomicFileWriter.write(Data("new".utf8), to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        let permissions = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o600)
    }

    @Test func aMissingFolderIsAClearError() throws {
        let target = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/report.md")
        let error = #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: target)
        }
        #expect(error?.description.contains("check that the folder exists") == true)
    }

    @Test func aFilteredReportRecordsWhatItsBaselineHidAndOnlyThen() {
        let report = SampleReport.report
        // Every finding hidden: the report is not the project's whole state.
        #expect(Baseline(report: report).applied(to: report).report.summary.baselineHidden == report.findings.count)
        // A baseline that hid nothing (another project's) left the report whole.
        var other = report
        other.findings = []
        #expect(Baseline(report: other).applied(to: report).report.summary.baselineHidden == nil)
    }

    /// Two `process.env` findings on one line and one elsewhere, fingerprinted, with messages made by `wording`.
    private func envFindings(_ wording: (String) -> String, onLine text: String = "const a = process.env.A || process.env.B") -> [Finding] {
        var findings = [
            Finding(ruleId: "env-process-env", severity: .autoFixable, file: "src/a.js", line: 3, column: 11, message: wording("A"), snippet: text),
            Finding(ruleId: "env-process-env", severity: .autoFixable, file: "src/a.js", line: 3, column: 28, message: wording("B"), snippet: text),
            Finding(ruleId: "env-process-env", severity: .autoFixable, file: "src/b.js", line: 9, column: 1, message: wording("C"), snippet: "use(process.env.C)"),
        ]
        Fingerprinter.assign(&findings)
        return findings
    }

    @Test func findingsWhoseMessageIsWordedAnewStayAccepted() throws {
        let old = envFindings { "process.env.\($0) is undefined in Vite" }
        let baseline = try Baseline.decode(try Baseline(findings: old).encoded(), name: "b.json")
        let reworded = envFindings { "`process.env.\($0)` does not exist under Vite; use import.meta.env" }
        #expect(Set(reworded.map(\.fingerprint)).isDisjoint(with: old.map(\.fingerprint)))
        #expect(baseline.newFindings(in: reworded).isEmpty)
        // An edited line's findings are new, message unchanged or not; the other file's is still accepted.
        let edited = envFindings({ "process.env.\($0) is undefined in Vite" }, onLine: "const a = process.env.A || process.env.D")
        #expect(baseline.newFindings(in: edited).map(\.file) == ["src/a.js", "src/a.js"])
    }

    @Test func eachEntryAbsorbsOneFindingWhetherByFingerprintOrByLine() {
        // The baseline holds the line's first finding only: of the two reworded ones, one is new.
        let old = envFindings { "process.env.\($0) is undefined" }
        let baseline = Baseline(findings: [old[0], old[2]])
        let reworded = envFindings { "`process.env.\($0)` is undefined" }
        #expect(baseline.newFindings(in: reworded).map(\.column) == [28])
        // One matched by fingerprint does not also use up a line entry: unchanged findings are all accepted.
        #expect(baseline.newFindings(in: [old[0], old[2]]).isEmpty)
        var report = SampleReport.report
        report.findings = reworded
        let outcome = baseline.applied(to: report).outcome
        #expect(outcome.hidden == 2)
        #expect(outcome.unmatched == 0)
    }

    @Test func aBaselineWrittenBeforeLineKeysMatchesByFingerprintOnly() throws {
        let old = envFindings { "process.env.\($0) is undefined" }
        let entries = old.map { #"{"file":"\#($0.file)","fingerprint":"\#($0.fingerprint)","ruleId":"\#($0.ruleId)"}"# }
        let file = Data(#"{"version":1,"entries":[\#(entries.joined(separator: ","))]}"#.utf8)
        let baseline = try Baseline.decode(file, name: "old.json")
        #expect(baseline.entries.allSatisfy { $0.line == nil })
        #expect(baseline.newFindings(in: old).isEmpty)
        #expect(baseline.newFindings(in: envFindings { "`process.env.\($0)` is undefined" }).count == 3)
    }

    @Test func baselineRoundTripsAndFiltersToNewFindings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("baseline.json")
        let report = SampleReport.report
        try Baseline(report: report).write(to: file)
        let read = try Baseline.read(from: file)
        #expect(read == Baseline(report: report))
        #expect(read.newFindings(in: report.findings).isEmpty)

        let after = SampleReport.afterReport
        let fresh = read.filtering(after)
        #expect(fresh.findings.map(\.file) == ["src/main.jsx"])  // moved config.js lines are not new
        #expect(fresh.summary.findings["manual-fix"] == 1)
        #expect(fresh.summary.findings["auto-fixable"] == 0)

        let text = String(decoding: try read.encoded(), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"entries\" : [\n    {\n      \"file\" : "))
        #expect(text.contains("\"version\" : 1"))
    }

    @Test func unreadableBaselinesNameTheProblem() {
        #expect(throws: InputError.self) { try Baseline.decode(Data("[1,2]".utf8), name: "b.json") }
        let future = #expect(throws: InputError.self) { try Baseline.decode(Data(#"{"version": 2, "entries": []}"#.utf8), name: "b.json") }
        #expect(future?.description == "baseline b.json has version 2, this migrate-audit reads version 1; write a new one with --write-baseline")
        let missing = #expect(throws: InputError.self) { try Baseline.decode(Data(#"{"entries": []}"#.utf8), name: "b.json") }
        #expect(missing?.description.contains("has no \"version\"") == true)
        let malformed = #expect(throws: InputError.self) { try Baseline.decode(Data(#"{"version": 1, "entries": [{"file": 3}]}"#.utf8), name: "b.json") }
        #expect(malformed?.description.contains("entries[0]") == true)
        let huge = #expect(throws: InputError.self) { try Baseline.decode(Data(#"{"version": 1e400, "entries": []}"#.utf8), name: "b.json") }
        #expect(huge?.description.contains("invalid JSON at line 1, column 13: the number 1e400 is too large") == true, "\(String(describing: huge))")
    }

    @Test func failLevelsDecideTheExitCode() throws {
        let findings = [Finding(ruleId: "wp-module-hot", severity: .manualFix, file: "a.js", line: 1, column: 1, message: "m")]
        #expect(FailLevel.blocker.exitCode(for: findings) == 0)
        #expect(FailLevel.manualFix.exitCode(for: findings) == 1)
        #expect(FailLevel.autoFixable.exitCode(for: findings) == 1)
        #expect(FailLevel.info.exitCode(for: findings) == 1)
        #expect(FailLevel.never.exitCode(for: findings) == 0)
        #expect(FailLevel.info.exitCode(for: []) == 0)
        // A failing gate says why, in one line; a passing one says nothing.
        let blocker = Finding(ruleId: "rr3-router", severity: .blocker, file: "a.js", line: 2, column: 1, message: "r")
        #expect(FailLevel.manualFix.failureReason(for: findings + [blocker]) == "failing (--fail-on manual-fix): 2 findings at or above manual-fix")
        #expect(FailLevel.blocker.failureReason(for: findings + [blocker], baselineFiltered: true)
            == "failing (--fail-on blocker): 1 finding not in the baseline at or above blocker")
        #expect(FailLevel.blocker.failureReason(for: findings) == nil)
        #expect(FailLevel.never.failureReason(for: findings + [blocker]) == nil)
        #expect(try FailLevel.parse("auto-fixable") == .autoFixable)
        let error = #expect(throws: InputError.self) { try FailLevel.parse("warning") }
        #expect(error?.description == "unknown --fail-on level 'warning'; use one of: blocker, manual-fix, auto-fixable, info, never")
    }
}

extension BaselineAndFilesTests {
    @Test func destinationsCreateTheReportsFolderAndAppendWithoutTouchingEarlierContent() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = ReportDestination.defaultFile(named: "migration-audit", format: .markdown, currentDirectory: folder)
        #expect(destination == .defaultPlace(folder.appendingPathComponent("Reports/migration-audit.md")))
        try destination.write(Data("# report\n".utf8))
        #expect(try String(contentsOf: folder.appendingPathComponent("Reports/migration-audit.md"), encoding: .utf8) == "# report\n")

        let summary = folder.appendingPathComponent("step-summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        try ReportDestination.appending(summary).write(Data("ours\n".utf8))
        #expect(try String(contentsOf: summary, encoding: .utf8) == "earlier step\nours\n")

        #expect(ReportDestination(argument: "-", currentDirectory: folder) == .standardOutput)
        #expect(ReportDestination(argument: "out/r.json", currentDirectory: folder)
            == .file(folder.appendingPathComponent("out/r.json").standardizedFileURL))
        // A missing file is created, as the shell's `>>` does; a folder that does not exist is an error.
        try ReportDestination.appending(folder.appendingPathComponent("missing.md")).write(Data("x".utf8))
        #expect(try String(contentsOf: folder.appendingPathComponent("missing.md"), encoding: .utf8) == "x")
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try ReportDestination.appending(folder.appendingPathComponent("no-such-folder/missing.md")).write(Data("x".utf8))
        }
    }
}
