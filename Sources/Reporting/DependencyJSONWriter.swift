import AuditModel
import Foundation

/// Writes dependency records as `ReportCoding` would (sorted keys, pretty-printed, absent optionals left out), byte
/// for byte, without the generic `JSONEncoder`: a large tree's hundreds of packages and thousands of import sites
/// were most of encoding a report's skeleton, on the path every scan waits on.
enum DependencyJSONWriter {
    /// The dependency array's elements at `indent` spaces, joined by ",\n" (the brackets are the caller's).
    static func elements(_ records: [DependencyRecord], indent: Int) -> Data {
        var out = ByteBuffer(capacity: records.count * 256 + records.reduce(0) { $0 + $1.importedFrom.count * 96 })
        let outer = [UInt8](repeating: 0x20, count: indent)
        let inner = [UInt8](repeating: 0x20, count: indent + 2)
        let innermost = [UInt8](repeating: 0x20, count: indent + 4)
        let fields = [UInt8](repeating: 0x20, count: indent + 6)
        func key(_ name: String, first: Bool, _ pad: [UInt8]) -> [UInt8] {
            (first ? [] : Array(",\n".utf8)) + pad + Array("\"\(name)\" : ".utf8)
        }
        for (index, record) in records.enumerated() {
            if index > 0 { out.append(Array(",\n".utf8)) }
            out.append(outer + Array("{\n".utf8))
            var first = true
            // Keys in sorted order: declared, entry, field, format, importedFrom, name, version.
            for (name, value) in [("declared", record.declared), ("entry", record.entry), ("field", record.field)] {
                guard let value else { continue }
                out.append(key(name, first: first, inner))
                FindingJSONWriter.appendString(value, to: &out)
                first = false
            }
            out.append(key("format", first: first, inner))
            FindingJSONWriter.appendString(record.format.rawValue, to: &out)
            out.append(key("importedFrom", first: false, inner))
            if record.importedFrom.isEmpty {
                out.append(Array("[\n\n".utf8) + inner + [UInt8(ascii: "]")])
            } else {
                out.append(Array("[\n".utf8))
                for (position, importer) in record.importedFrom.enumerated() {
                    if position > 0 { out.append(Array(",\n".utf8)) }
                    out.append(innermost + Array("{\n".utf8))
                    out.append(key("file", first: true, fields))
                    FindingJSONWriter.appendString(importer.file, to: &out)
                    out.append(key("line", first: false, fields))
                    FindingJSONWriter.appendDecimal(importer.line, to: &out)
                    out.append([0x0A] + innermost + [UInt8(ascii: "}")])
                }
                out.append([0x0A] + inner + [UInt8(ascii: "]")])
            }
            out.append(key("name", first: false, inner))
            FindingJSONWriter.appendString(record.name, to: &out)
            if let version = record.version {
                out.append(key("version", first: false, inner))
                FindingJSONWriter.appendString(version, to: &out)
            }
            out.append([0x0A] + outer + [UInt8(ascii: "}")])
        }
        return out.data()
    }
}
