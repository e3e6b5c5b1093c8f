import AuditModel
import Foundation

/// Writes findings as `ReportCoding` would (sorted keys, pretty-printed, slashes unescaped), byte for byte, without
/// the generic `JSONEncoder`: encoding tens of thousands of findings was a fifth of a warm scan.
enum FindingJSONWriter {
    /// The findings array's elements at `indent` spaces, joined by ",\n" (the array brackets are the caller's), as
    /// byte chunks to be concatenated in order. Large lists are written in chunks on all cores; the caller copies
    /// each chunk once, into its output (a report's largest part is never assembled twice).
    static func chunks(_ findings: [Finding], indent: Int) -> [Data] {
        let count = findings.count < 8192 ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8)
        guard count > 1 else {
            var out = ByteBuffer(capacity: findings.count * 640)
            append(findings[...], afterOthers: false, indent: indent, to: &out)
            return [out.data()]
        }
        let bounds = (0...count).map { findings.count * $0 / count }
        return ParallelChunks.map(count: count, parallelFrom: 2) { chunk in
            let slice = findings[bounds[chunk]..<bounds[chunk + 1]]
            // Generous: growing a multi-megabyte buffer would copy it and touch twice the pages.
            var part = ByteBuffer(capacity: slice.count * 640)
            append(slice, afterOthers: chunk > 0, indent: indent, to: &part)
            return part.data()
        }
    }

    /// One chunk; `afterOthers` when elements precede it (its first element then starts with the separator).
    private static func append(_ findings: ArraySlice<Finding>, afterOthers: Bool, indent: Int, to out: inout ByteBuffer) {
        let outer = [UInt8](repeating: 0x20, count: indent)
        let open = Array(",\n".utf8) + outer + Array("{\n".utf8)
        let firstOpen = Array(open.dropFirst(2))
        let close = [0x0A] + outer + [UInt8(ascii: "}")]
        // Each key's whole lead-in (separator, indentation, quoted name, colon) appended at once.
        func lead(_ name: String, first: Bool = false) -> [UInt8] {
            (first ? [] : Array(",\n".utf8)) + [UInt8](repeating: 0x20, count: indent + 2) + Array("\"\(name)\" : ".utf8)
        }
        let category = lead("category", first: true), column = lead("column"), context = lead("context")
        let endColumn = lead("endColumn"), endLine = lead("endLine"), file = lead("file"), fingerprint = lead("fingerprint")
        let fix = lead("fix"), importSite = lead("importSite"), line = lead("line"), message = lead("message"), ruleId = lead("ruleId")
        let severity = lead("severity"), snippet = lead("snippet")
        findings.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for position in buffer.indices {
                // Fields read through the pointer: copying each finding (a dozen reference counts) showed in profiles.
                let finding = base + position
                out.append(position > 0 || afterOthers ? open : firstOpen)
                out.append(category)
                appendString(finding.pointee.category.rawValue, to: &out)
                out.append(column)
                appendDecimal(finding.pointee.column, to: &out)
                out.append(context)
                appendString(finding.pointee.context.rawValue, to: &out)
                out.append(endColumn)
                appendDecimal(finding.pointee.endColumn, to: &out)
                out.append(endLine)
                appendDecimal(finding.pointee.endLine, to: &out)
                out.append(file)
                appendString(finding.pointee.file, to: &out)
                out.append(fingerprint)
                appendString(finding.pointee.fingerprint, to: &out)
                if let value = finding.pointee.fix {
                    out.append(fix)
                    appendString(value, to: &out)
                }
                if finding.pointee.importSite == true {
                    out.append(importSite)
                    out.append(Array("true".utf8))
                }
                out.append(line)
                appendDecimal(finding.pointee.line, to: &out)
                out.append(message)
                appendString(finding.pointee.message, to: &out)
                out.append(ruleId)
                appendString(finding.pointee.ruleId, to: &out)
                out.append(severity)
                appendString(finding.pointee.severity.rawValue, to: &out)
                out.append(snippet)
                appendString(finding.pointee.snippet, to: &out)
                out.append(close)
            }
        }
    }

    /// `value` in decimal, as `String(value)` spells it, without making the string.
    static func appendDecimal(_ value: Int, to out: inout ByteBuffer) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { scratch in
            repeat {
                scratch[scratch.count - 1 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out.append(UnsafeBufferPointer(rebasing: scratch.bindMemory(to: UInt8.self)[(scratch.count - count)...]))
        }
    }

    /// Whether any byte is a control character, a quote or a backslash; eight bytes at a time (this runs over every
    /// string of every finding).
    @inline(__always)
    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // Non-zero exactly when some byte of `word` is zero (the classic test: a borrow only starts at a zero byte).
        @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Bytes below 0x20: (byte | 0x80) - 0x20 keeps its high bit unless the low seven bits are below 0x20 (no
            // borrow crosses bytes); bytes of 0x80 and above never need escaping and are masked out with ~word.
            let below = (word | highs) &- (ones &* 0x20)
            let controls = ~below & ~word & highs
            if controls != 0 || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C)) { return true }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C { return true }
            index += 1
        }
        return false
    }

    /// A JSON string as Foundation's writer escapes it: quote, backslash and control characters only.
    static func appendString(_ value: String, to out: inout ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        let plain: Bool? = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !needsEscaping(bytes) else { return false }
            out.append(bytes)
            return true
        }
        if plain == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append([0x5C, UInt8(ascii: "\"")])
            case 0x5C: out.append([0x5C, 0x5C])
            case 0x08: out.append([0x5C, UInt8(ascii: "b")])
            case 0x0C: out.append([0x5C, UInt8(ascii: "f")])
            case 0x0A: out.append([0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append([0x5C, UInt8(ascii: "r")])
            case 0x09: out.append([0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                out.append(Array("\\u00".utf8))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
