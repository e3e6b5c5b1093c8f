import Foundation

/// Assigns fingerprints that survive line moves: rule + file + the line's text with white space
/// folded + the occurrence index among identical (rule, file, text) triples in line order.
public enum Fingerprinter {
    public static func assign(_ findings: inout [Finding]) {
        // Findings usually arrive in report order already; sorting indices copies every finding many times.
        let order = findings.isInReportOrder
            ? Array(findings.indices)
            : findings.withUnsafeBufferPointer { buffer in buffer.indices.sorted { Finding.reportOrder(buffer[$0], buffer[$1]) } }
        let count = findings.count
        // The keys hashed on all cores (each depends on its finding alone), the occurrences counted in order, the
        // fingerprints spelled on all cores again: the same values as one loop, for tens of thousands of findings.
        let keys = findings.withUnsafeBufferPointer { buffer in
            ParallelChunks.map(count: count) { index in
                var hash = StableHash()
                hash.combine(buffer[index].ruleId)
                hash.combine(buffer[index].file)
                hash.combine(normalise(buffer[index].snippet))
                hash.combine(buffer[index].message)
                return hash.value
            }
        }
        // Counted by the key's hash value: the same as by its hex spelling, without a dictionary of strings.
        var seen: [UInt64: Int] = [:]
        seen.reserveCapacity(count)
        var occurrences = [Int](repeating: 0, count: count)
        for index in order {
            let occurrence = seen[keys[index], default: 0]
            seen[keys[index]] = occurrence + 1
            occurrences[index] = occurrence
        }
        let fingerprints = ParallelChunks.map(count: count) { index in
            StableHash.hex(of: StableHash(value: keys[index]).hex, String(occurrences[index]))
        }
        findings.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].fingerprint = fingerprints[index] }
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
