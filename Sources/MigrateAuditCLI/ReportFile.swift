import AuditModel
import BenchKit
import Foundation
import Reporting

/// Reading a file another command wrote (`scan --format json`, `bench --format json`), with one-line errors
/// that say which file, what is wrong with it, and how to make a good one.
enum ReportFile {
    /// The scan report in the JSON file at `path`.
    static func scanReport(_ path: String) throws -> ScanReport {
        let kind = "scan JSON report", command = "migrate-audit scan --format json -o FILE"
        let data = try contents(path, kind: kind, madeBy: command)
        try checkSchemaVersion(of: data, reads: ScanReport.currentSchemaVersion, path, kind: kind, madeBy: command)
        let report = try decode(ScanReport.self, from: data, path, kind: kind, madeBy: command)
        guard report.schemaVersion == ScanReport.currentSchemaVersion else {
            throw unsupported(report.schemaVersion, reads: ScanReport.currentSchemaVersion, path, kind: kind, madeBy: command)
        }
        return report
    }

    /// The bench record in the JSON file at `path`: one of this schema version and of kind `bench`, like a scan report
    /// of another version, a record of another schema (fields renamed or removed, bench-json-v1) is refused, not misread.
    static func benchRecord(_ path: String) throws -> BenchRecord {
        let kind = "bench record", command = "migrate-audit bench --before A --after B --format json -o FILE"
        let data = try contents(path, kind: kind, madeBy: command)
        try checkSchemaVersion(of: data, reads: BenchRecord.currentSchemaVersion, path, kind: kind, madeBy: command)
        let record = try decode(BenchRecord.self, from: data, path, kind: kind, madeBy: command)
        guard record.kind == BenchRecord.currentKind else {
            throw CLIError("'\(path)' is not a \(kind) (its kind is '\(record.kind)', not '\(BenchRecord.currentKind)'); "
                + "write one with `\(command)`")
        }
        return record
    }

    /// Throws when `data` states a `schemaVersion` other than `current`. Checked before the whole file is decoded: a file
    /// of another schema may fail on some other field first, which would hide the reason.
    private static func checkSchemaVersion(of data: Data, reads current: Int, _ path: String, kind: String, madeBy command: String) throws {
        if let version = (try? ReportCoding.decode(SchemaVersionProbe.self, from: data))?.schemaVersion, version != current {
            throw unsupported(version, reads: current, path, kind: kind, madeBy: command)
        }
    }

    /// The error for a file of `kind` whose schema version this migrate-audit does not read.
    private static func unsupported(_ version: Int, reads current: Int, _ path: String, kind: String, madeBy command: String) -> CLIError {
        CLIError("'\(path)' is not a \(kind) this tool reads (schemaVersion \(version) is not supported; this migrate-audit "
            + "reads \(current)); write one with `\(command)` of this migrate-audit")
    }

    /// Only `schemaVersion`, when it is a number; anything else is left to the whole report's decoding to name.
    private struct SchemaVersionProbe: Decodable {
        var schemaVersion: Int?

        init(from decoder: any Decoder) throws {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            schemaVersion = try? container?.decodeIfPresent(Int.self, forKey: .schemaVersion)
        }

        private enum CodingKeys: String, CodingKey { case schemaVersion }
    }

    /// The bytes of the file at `path`, which should be a `kind` (made by `command`).
    private static func contents(_ path: String, kind: String, madeBy command: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("no such file '\(path)'; expected a \(kind) (write one with `\(command)`)")
        }
        if isDirectory.boolValue {
            throw CLIError("'\(path)' is a folder; expected a \(kind) file (write one with `\(command)`)")
        }
        guard let data = try? InputFile.contents(of: URL(fileURLWithPath: path)) else {
            throw CLIError("cannot read '\(path)'; expected a readable \(kind) file")
        }
        return data
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data, _ path: String, kind: String, madeBy command: String) throws -> T {
        do {
            return try ReportCoding.decode(type, from: data)
        } catch {
            // Another file migrate-audit writes, given in the wrong place (`--before bench.json`, a baseline as a shard):
            // said as what it is, not as the field the decoder missed first.
            if let other = WrittenFileKind.recognised(in: data), other.name != kind {
                throw CLIError("\(other.described("'\(path)'")), not a \(kind); write one with `\(command)`")
            }
            // A document that is not JSON any reader holds is said by line and column, whatever the decoder tripped on first.
            let problem = InputError.syntaxProblem(in: data).map { "not valid JSON: \($0)" } ?? reason(error)
            throw CLIError("'\(path)' is not a \(kind) (\(problem)); write one with `\(command)`")
        }
    }

    /// What is wrong, in a few words: the JSON path and the problem, not the decoder's debug dump.
    static func reason(_ error: any Error) -> String {
        func place(_ path: [any CodingKey]) -> String {
            guard !path.isEmpty else { return "the top level" }
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath)) is not \(InputError.expected(type))"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is null, expected \(InputError.expected(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
