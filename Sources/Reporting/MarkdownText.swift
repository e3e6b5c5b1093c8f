/// Escaping for text taken from the scanned repository (paths, snippets, package names, messages that quote
/// code) before it goes into GitHub-flavoured Markdown.
///
/// The escaped text renders literally: it cannot end a table cell (`|`), open an HTML tag or entity (`<`, `>`,
/// `&`), start a code span, emphasis, link, image or strike-through, or become a heading, list item or
/// block quote. Newlines are folded to spaces so that one value stays in one table cell or line.
public enum MarkdownText {
    /// Escapes `text` for an inline position: a table cell, a list item's text, a heading's text.
    public static func inline(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        var atLineStart = true
        var previousWasSpace = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}":
                // One value, one line: a newline would end a table row or start a new block.
                if !previousWasSpace { output.append(" ") }
                previousWasSpace = true
                continue
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            // An entity, not `\|`: GFM splits cells before it reads backslash escapes inside code spans.
            case "|": output.append("&#124;")
            case "`": output.append("&#96;")
            case "\\", "*", "_", "[", "]", "(", ")", "~", "!", "#", "$":
                output.append("\\")
                output.unicodeScalars.append(scalar)
            case "+", "-", "=":
                // Only at the start would they make a list item or a setext heading underline.
                if atLineStart { output.append("\\") }
                output.unicodeScalars.append(scalar)
            case " " where atLineStart, "\t" where atLineStart:
                // Leading white space could turn the text into an indented code block.
                output.append(scalar == " " ? "&#32;" : "&#9;")
                previousWasSpace = scalar == " "
                continue
            default:
                if isInvisibleHazard(scalar) && scalar != "\t" {
                    output.append("\u{FFFD}")
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
            previousWasSpace = scalar == " "
            atLineStart = false
        }
        return escapingOrderedListMarker(output)
    }

    /// Escapes `text` for a table cell, where an empty value would otherwise collapse the cell visually.
    public static func cell(_ text: String) -> String {
        text.isEmpty ? "" : inline(text)
    }

    /// Percent-encodes one URL path (keeping `/` separators), so that any file name is a valid link target
    /// and cannot close the Markdown link or inject an attribute.
    public static func urlPath(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            if isUnreservedURLByte(byte) || byte == UInt8(ascii: "/") {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output.append("%")
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return output
    }

    /// Control characters (which render as nothing or garble a terminal) and bidirectional overrides
    /// (which make text read differently from what it is, as in "Trojan Source" file names).
    public static func isInvisibleHazard(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.generalCategory == .control { return true }
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    // MARK: - Private

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    private static func isUnreservedURLByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// `1. text` or `1) text` at the start would become an ordered list item.
    private static func escapingOrderedListMarker(_ text: String) -> String {
        let digits = text.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 9 else { return text }
        let rest = text.dropFirst(digits.count)
        guard let marker = rest.first, marker == "." || marker == ")" else { return text }
        // A list marker needs a space (or the end of the line) after it: `16.14.0` is not one.
        guard let next = rest.dropFirst().first, next != " " && next != "\t" else { return String(digits) + "\\" + rest }
        return text
    }
}
