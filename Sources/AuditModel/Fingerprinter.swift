/// Assigns fingerprints that survive line moves: rule + file + the line's text with white space
/// folded + the occurrence index among identical (rule, file, text) triples in line order.
public enum Fingerprinter {
    public static func assign(_ findings: inout [Finding]) {
        let order = findings.indices.sorted { Finding.reportOrder(findings[$0], findings[$1]) }
        var seen: [String: Int] = [:]
        for index in order {
            let finding = findings[index]
            let key = StableHash.hex(of: finding.ruleId, finding.file, normalise(finding.snippet), finding.message)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            findings[index].fingerprint = StableHash.hex(of: key, String(occurrence))
        }
    }

    /// White space folded, so re-indented code keeps its fingerprint.
    static func normalise(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
