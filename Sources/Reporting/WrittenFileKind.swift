import Foundation

/// One of the JSON files migrate-audit writes, recognised by its top-level fields, so that a file given in the wrong
/// place (a bench record as `--baseline`, a baseline as `--config` or as a shard) is said as what it is rather than
/// by the first field its decoding missed.
public struct WrittenFileKind: Sendable, Equatable {
    /// What the file is, in a few words: `bench record`.
    public let name: String
    /// The command that writes it: `migrate-audit bench --format json`.
    public let command: String

    /// `bench --format json`'s record.
    public static let benchRecord = WrittenFileKind(name: "bench record", command: "migrate-audit bench --format json")
    /// `scan --format json`'s report (a shard's too).
    public static let scanReport = WrittenFileKind(name: "scan JSON report", command: "migrate-audit scan --format json")
    /// `scan --write-baseline`'s file.
    public static let baseline = WrittenFileKind(name: "baseline", command: "migrate-audit scan --write-baseline FILE")
    /// `scan --format sarif`'s log.
    public static let sarifLog = WrittenFileKind(name: "SARIF log", command: "migrate-audit scan --format sarif")

    /// The `kind` a bench record states (BenchKit's `BenchRecord.currentKind`, which this layer cannot import).
    public static let benchRecordKindField = "bench"

    /// Which of the files migrate-audit writes `data` looks like; nil for anything else (not JSON, not an object, or
    /// no file of this tool).
    public static func recognised(in data: Data) -> WrittenFileKind? {
        guard let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        if top["kind"] as? String == benchRecordKindField, top["sides"] != nil { return .benchRecord }
        if top["schemaVersion"] != nil, top["source"] != nil, top["findings"] != nil { return .scanReport }
        if top["entries"] != nil, top["version"] is Int { return .baseline }
        if top["runs"] != nil, (top["$schema"] as? String)?.contains("sarif") == true { return .sarifLog }
        return nil
    }

    /// `file is a NAME (what `COMMAND` writes)`: the start of a message that goes on to say what was expected.
    public func described(_ file: String) -> String {
        "\(file) is a \(name) (what `\(command)` writes)"
    }
}
