/// Removes terminal control sequences from tool output, so that readiness patterns see plain text even
/// when a tool ignores NO_COLOR: CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC \`), two-byte escapes,
/// and carriage returns that tools use to redraw a line.
public enum ANSIStripper {
    public static func strip(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            if byte == 0x0D { continue }
            guard byte == 0x1B else { output.append(byte); continue }
            guard let kind = iterator.next() else { break }
            switch kind {
            case UInt8(ascii: "["):
                // Parameters and intermediates until a final byte in 0x40…0x7E.
                while let next = iterator.next(), !(0x40...0x7E).contains(next) {}
            case UInt8(ascii: "]"):
                var previous: UInt8 = 0
                while let next = iterator.next() {
                    if next == 0x07 || (previous == 0x1B && next == UInt8(ascii: "\\")) { break }
                    previous = next
                }
            default:
                break
            }
        }
        return output
    }

    public static func strip(_ text: String) -> String {
        String(decoding: strip(Array(text.utf8)), as: UTF8.self)
    }
}
