/// Assigns fingerprints that survive line moves: rule + file + the line's text with white space
/// folded + the occurrence index among identical (rule, file, text) triples in line order.
public enum Fingerprinter {
    public static func assign(_ findings: inout [Finding]) {
        // Findings usually arrive in report order already; sorting indices copies every finding many times.
        let order = findings.isInReportOrder
            ? Array(findings.indices)
            : findings.withUnsafeBufferPointer { buffer in buffer.indices.sorted { Finding.reportOrder(buffer[$0], buffer[$1]) } }
        // Counted by the key's hash value: the same as by its hex spelling, without a dictionary of strings.
        var seen: [UInt64: Int] = [:]
        seen.reserveCapacity(findings.count)
        for index in order {
            var hash = StableHash()
            hash.combine(findings[index].ruleId)
            hash.combine(findings[index].file)
            hash.combine(normalise(findings[index].snippet))
            hash.combine(findings[index].message)
            let occurrence = seen[hash.value, default: 0]
            seen[hash.value] = occurrence + 1
            findings[index].fingerprint = StableHash.hex(of: hash.hex, String(occurrence))
        }
    }

    /// White space folded, so re-indented code keeps its fingerprint.
    static func normalise(_ text: String) -> String {
        // Most snippets are already folded (trimmed, single spaces, no tabs): keep them without splitting.
        var previousSpace = true
        var folded = true
        for byte in text.utf8 {
            if byte == 0x09 || byte == 0x0D || (byte == 0x20 && previousSpace) {
                folded = false
                break
            }
            previousSpace = byte == 0x20
        }
        if folded, !previousSpace || text.isEmpty { return text }
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
