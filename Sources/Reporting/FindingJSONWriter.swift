import AuditModel
import Foundation

/// Writes findings as `ReportCoding` would (sorted keys, pretty-printed, slashes unescaped), byte for byte, without
/// the generic `JSONEncoder`: encoding tens of thousands of findings was a fifth of a warm scan.
enum FindingJSONWriter {
    /// The findings array's elements at `indent` spaces, joined by ",\n" (the array brackets are the caller's), as
    /// byte chunks to be concatenated in order. Large lists are written in chunks on all cores; the caller copies
    /// each chunk once, into its output (a report's largest part is never assembled twice).
    static func chunks(_ findings: [Finding], indent: Int) -> [[UInt8]] {
        let count = findings.count < 8192 ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8)
        guard count > 1 else {
            var out: [UInt8] = []
            append(findings[...], afterOthers: false, indent: indent, to: &out)
            return [out]
        }
        let bounds = (0...count).map { findings.count * $0 / count }
        return ParallelChunks.map(count: count, parallelFrom: 2) { chunk in
            var part: [UInt8] = []
            append(findings[bounds[chunk]..<bounds[chunk + 1]], afterOthers: chunk > 0, indent: indent, to: &part)
            return part
        }
    }

    /// One chunk; `afterOthers` when elements precede it (its first element then starts with the separator).
    private static func append(_ findings: ArraySlice<Finding>, afterOthers: Bool, indent: Int, to out: inout [UInt8]) {
        // Generous: growing a multi-megabyte buffer would copy it and touch twice the pages.
        out.reserveCapacity(out.count + findings.count * 768)
        let outer = [UInt8](repeating: 0x20, count: indent)
        let open = Array(",\n".utf8) + outer + Array("{\n".utf8)
        let close = [0x0A] + outer + [UInt8(ascii: "}")]
        // Each key's whole lead-in (separator, indentation, quoted name, colon) appended at once.
        func lead(_ name: String, first: Bool = false) -> [UInt8] {
            (first ? [] : Array(",\n".utf8)) + [UInt8](repeating: 0x20, count: indent + 2) + Array("\"\(name)\" : ".utf8)
        }
        let category = lead("category", first: true), column = lead("column"), context = lead("context")
        let endColumn = lead("endColumn"), endLine = lead("endLine"), file = lead("file"), fingerprint = lead("fingerprint")
        let fix = lead("fix"), line = lead("line"), message = lead("message"), ruleId = lead("ruleId")
        let severity = lead("severity"), snippet = lead("snippet")
        findings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for position in buffer.indices {
                // Fields read through the pointer: copying each finding (a dozen reference counts) showed in profiles.
                let finding = base + position
                if position > 0 || afterOthers { out += open } else { out += open.dropFirst(2) }
                out += category
                appendString(finding.pointee.category.rawValue, to: &out)
                out += column
                appendDecimal(finding.pointee.column, to: &out)
                out += context
                appendString(finding.pointee.context.rawValue, to: &out)
                out += endColumn
                appendDecimal(finding.pointee.endColumn, to: &out)
                out += endLine
                appendDecimal(finding.pointee.endLine, to: &out)
                out += file
                appendString(finding.pointee.file, to: &out)
                out += fingerprint
                appendString(finding.pointee.fingerprint, to: &out)
                if let value = finding.pointee.fix {
                    out += fix
                    appendString(value, to: &out)
                }
                out += line
                appendDecimal(finding.pointee.line, to: &out)
                out += message
                appendString(finding.pointee.message, to: &out)
                out += ruleId
                appendString(finding.pointee.ruleId, to: &out)
                out += severity
                appendString(finding.pointee.severity.rawValue, to: &out)
                out += snippet
                appendString(finding.pointee.snippet, to: &out)
                out += close
            }
        }
    }

    /// `value` in decimal, as `String(value)` spells it, without making the string.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { scratch in
            repeat {
                scratch[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(scratch[index]) }
        }
    }

    /// A JSON string as Foundation's writer escapes it: quote, backslash and control characters only.
    static func appendString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let plain: Bool? = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == 0x5C }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [0x5C, UInt8(ascii: "\"")]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x08: out += [0x5C, UInt8(ascii: "b")]
            case 0x0C: out += [0x5C, UInt8(ascii: "f")]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0..<0x20:
                out += Array("\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
