import Foundation

/// Assigns fingerprints that survive line moves: rule + file + the line's text with white space
/// folded + the message without the line numbers it quotes + the occurrence index among identical
/// (rule, file, text, message) keys in line order.
public enum Fingerprinter {
    /// A finding whose `fingerprint` starts with this before `assign` carries its own identity (the rest of it,
    /// such as a package name): the key is rule + identity instead of file + text + message, so that a
    /// package-wide finding standing at the first importer keeps its fingerprint when another file imports first.
    public static let identityPrefix = "identity:"

    public static func assign(_ findings: inout [Finding]) {
        let count = findings.count
        // The keys hashed on all cores (each depends on its finding alone), the occurrences counted in order, the
        // fingerprints spelled on all cores again: the same values as one loop, for tens of thousands of findings.
        let keys = findings.withUnsafeBufferPointer { buffer in
            ParallelChunks.map(count: count) { index in
                var hash = StableHash()
                hash.combine(buffer[index].ruleId)
                let preset = buffer[index].fingerprint
                if preset.hasPrefix(identityPrefix) {
                    hash.combine(identityPrefix)
                    hash.combine(String(preset.dropFirst(identityPrefix.count)))
                    return hash.value
                }
                hash.combine(buffer[index].file)
                hash.combine(normalise(buffer[index].snippet))
                hash.combine(withoutLineNumbers(buffer[index].message))
                return hash.value
            }
        }
        let occurrences = occurrences(of: keys, in: findings)
        let fingerprints = ParallelChunks.map(count: count) { index in
            StableHash.hex(of: StableHash(value: keys[index]).hex, String(occurrences[index]))
        }
        findings.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].fingerprint = fingerprints[index] }
        }
    }

    /// Per finding, a key of rule + file + the line's text with white space folded + the occurrence index among
    /// identical (rule, file, text) keys in report order: the fingerprint without the message. A baseline falls back
    /// on it for findings whose fingerprint it does not hold, so that a newer migrate-audit that words a message
    /// differently does not turn accepted findings into new ones.
    public static func lineKeys(_ findings: [Finding]) -> [String] {
        let keys = findings.map { finding in
            var hash = StableHash()
            hash.combine(finding.ruleId)
            hash.combine(finding.file)
            hash.combine(normalise(finding.snippet))
            return hash.value
        }
        let occurrences = occurrences(of: keys, in: findings)
        return keys.indices.map { StableHash.hex(of: StableHash(value: keys[$0]).hex, String(occurrences[$0])) }
    }

    /// Per finding, how many findings before it in report order share its key: what tells apart identical
    /// findings. Counted by the key's hash value, the same as by its hex spelling, without a dictionary of strings.
    private static func occurrences(of keys: [UInt64], in findings: [Finding]) -> [Int] {
        // Findings usually arrive in report order already; sorting indices copies every finding many times.
        let order = findings.isInReportOrder
            ? Array(findings.indices)
            : findings.withUnsafeBufferPointer { buffer in buffer.indices.sorted { Finding.reportOrder(buffer[$0], buffer[$1]) } }
        var seen: [UInt64: Int] = [:]
        seen.reserveCapacity(keys.count)
        var occurrences = [Int](repeating: 0, count: keys.count)
        for index in order {
            let occurrence = seen[keys[index], default: 0]
            seen[keys[index]] = occurrence + 1
            occurrences[index] = occurrence
        }
        return occurrences
    }

    /// The message with each line number it quotes (`src/a.js:12`, `a.js:12:5`, `line 12`) spelled `#`: a
    /// finding whose message names other places (importers of a package, where a value was computed) keeps its
    /// fingerprint when those lines move.
    public static func withoutLineNumbers(_ message: String) -> String {
        var message = message
        return message.withUTF8 { bytes in
            let line = "line ".utf8
            func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
            // After a colon, or after "line ": the ways messages quote a place.
            func quotesNumber(at index: Int) -> Bool {
                isDigit(index)
                    && ((index > 0 && bytes[index - 1] == UInt8(ascii: ":"))
                        || (index >= line.count && bytes[(index - line.count)..<index].elementsEqual(line)))
            }
            // Most messages quote no place: kept as they are, without a copy.
            guard bytes.indices.contains(where: quotesNumber) else { return String(decoding: bytes, as: UTF8.self) }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if quotesNumber(at: index) {
                    result.append(UInt8(ascii: "#"))
                    while isDigit(index) { index += 1 }
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
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
