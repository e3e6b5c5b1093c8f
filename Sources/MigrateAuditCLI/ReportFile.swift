import AuditModel
import Foundation

/// Reading a file another command wrote (`scan --format json`, `bench --format json`), with one-line errors
/// that say which file, what is wrong with it, and how to make a good one.
enum ReportFile {
    /// The scan report in the JSON file at `path`.
    static func scanReport(_ path: String) throws -> ScanReport {
        try decode(ScanReport.self, path, kind: "scan JSON report", madeBy: "migrate-audit scan --format json -o FILE")
    }

    /// `T` decoded from the JSON file at `path`; `kind` and `madeBy` name what the file should be and how to make one.
    static func decode<T: Decodable>(_ type: T.Type, _ path: String, kind: String, madeBy command: String) throws -> T {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("no such file '\(path)'; expected a \(kind) (write one with `\(command)`)")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("cannot read '\(path)'; expected a readable \(kind) file")
        }
        do {
            return try ReportCoding.decode(type, from: data)
        } catch {
            throw CLIError("'\(path)' is not a \(kind) (\(reason(error))); write one with `\(command)`")
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
            return "\(place(context.codingPath)) is not \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is null, expected \(describe(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        // Foundation names a keyed container `Dictionary<String, Any>` and an unkeyed one `Array<Any>`.
        case is [String: Any].Type: "a JSON object"
        case is [Any].Type: "a JSON array"
        default: "a \(type)"
        }
    }
}
