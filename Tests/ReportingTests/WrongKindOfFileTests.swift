import Foundation
import Testing
@testable import Reporting

/// A file migrate-audit writes, given as `--baseline` or `--config` where it does not belong, is named as what it is.
@Suite struct WrongKindOfFileTests {
    private static let benchRecord = #"{"schemaVersion": 2, "kind": "bench", "sides": [], "environment": {}}"#
    private static let scanReport = #"{"schemaVersion": 1, "source": {}, "findings": [], "summary": {}}"#
    private static let baseline = #"{"version": 1, "entries": []}"#
    private static let sarifLog = #"{"version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "runs": []}"#

    private func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wrong-kind-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Why `Baseline.read` refused `text` (it must refuse it).
    private func baselineFailure(_ text: String, writing: Bool = false) throws -> String {
        let url = try file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        return try #require(throws: InputError.self) { try Baseline.read(from: url, path: "given.json", writing: writing) }.description
    }

    /// Why `AuditConfiguration.read` refused `text` (it must refuse it), the temporary file's path spelled given.json.
    private func configurationFailure(_ text: String) throws -> String {
        let url = try file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        return try #require(throws: InputError.self) { try AuditConfiguration.read(from: url) }.description
            .replacingOccurrences(of: url.path, with: "given.json")
    }

    @Test func theKindsAreTold() {
        #expect(WrittenFileKind.recognised(in: Data(Self.benchRecord.utf8)) == .benchRecord)
        #expect(WrittenFileKind.recognised(in: Data(Self.scanReport.utf8)) == .scanReport)
        #expect(WrittenFileKind.recognised(in: Data(Self.baseline.utf8)) == .baseline)
        #expect(WrittenFileKind.recognised(in: Data(Self.sarifLog.utf8)) == .sarifLog)
        #expect(WrittenFileKind.recognised(in: Data(#"{"version": 1, "rules": {}}"#.utf8)) == nil)
        #expect(WrittenFileKind.recognised(in: Data("[1]".utf8)) == nil)
    }

    @Test func aBaselineThatIsAnotherFileSaysWhatItIs() throws {
        #expect(try baselineFailure(Self.benchRecord) == "baseline given.json is a bench record (what `migrate-audit bench --format json` writes), "
            + "not a baseline; make a baseline with `migrate-audit scan --write-baseline FILE`, which records the scan's findings by fingerprint")
        #expect(try baselineFailure(Self.sarifLog).hasPrefix(
            "baseline given.json is a SARIF log (what `migrate-audit scan --format sarif` writes), not a baseline; "))
        #expect(try baselineFailure(Self.scanReport).hasPrefix(
            "baseline given.json is a scan JSON report (what `migrate-audit scan --format json` writes), not a baseline; "))
        // The same run writing a baseline: not told to pass the option it gave.
        #expect(try baselineFailure(Self.benchRecord, writing: true).hasSuffix(
            "not a baseline; run once without --baseline, so that --write-baseline writes a new one"))
        // A baseline is read as one.
        let baseline = try file(Self.baseline)
        defer { try? FileManager.default.removeItem(at: baseline) }
        #expect(try Baseline.read(from: baseline, path: "given.json").entries.isEmpty)
    }

    @Test func aConfigurationThatIsAnotherFileSaysWhatItIs() throws {
        #expect(try configurationFailure(Self.benchRecord) == "given.json is a bench record (what `migrate-audit bench --format json` writes), "
            + #"not a migrate-audit configuration, which is written by hand ({"version": 1, "rules": {…}}; the README's Configuration section lists its keys)"#)
        // A baseline's version is a configuration's: it would pass for one, its entries an unknown key.
        #expect(try configurationFailure(Self.baseline).hasPrefix(
            "given.json is a baseline (what `migrate-audit scan --write-baseline FILE` writes), not a migrate-audit configuration"))
        #expect(try configurationFailure(Self.sarifLog).hasPrefix("given.json is a SARIF log"))
        #expect(try configurationFailure(Self.scanReport).hasPrefix("given.json is a scan JSON report"))
        // A configuration is read as one.
        let configuration = try file(#"{"version": 1, "rules": {}}"#)
        defer { try? FileManager.default.removeItem(at: configuration) }
        #expect(try AuditConfiguration.read(from: configuration).version == 1)
    }
}
