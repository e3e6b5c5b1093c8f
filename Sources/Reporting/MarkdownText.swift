/// Escaping for text taken from the scanned repository (paths, snippets, package names, messages that quote
/// code) before it goes into GitHub-flavoured Markdown.
///
/// The escaped text renders literally: it cannot end a table cell (`|`), open an HTML tag or entity (`<`, `>`,
/// `&`), start a code span, emphasis, link, image or strike-through, or become a heading, list item or
/// block quote, nor a GitHub mention (`@babel/core`, a decorator's `@connect`) or issue reference (`#12`). Newlines
/// are folded to spaces so that one value stays in one table cell or line.
public enum MarkdownText {
    /// Where escaped text goes: the escaping of a pipe inside a code span depends on it.
    public enum Position: Sendable {
        /// A cell of a GFM table, where an unescaped `|` ends the cell even inside a code span.
        case tableCell
        /// Anywhere else inline: a list item, a paragraph, a heading.
        case text
    }

    /// Escapes `text` for an inline position: a table cell, a list item's text, a heading's text.
    public static func inline(_ text: String) -> String {
        inline(text, atLineStart: true)
    }

    /// Like `inline`, except that code marked with matching backtick runs (`` `x` `` or ``` ``a`b`` ```, as in
    /// CommonMark) becomes a code span again, its content shown literally. Messages and fixes mark code this
    /// way; a backtick without a partner is shown as a backtick.
    public static func withCodeSpans(_ text: String, in position: Position) -> String {
        var output = ""
        var plainStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "`" else {
                index = text.index(after: index)
                continue
            }
            let openerEnd = text[index...].firstIndex(where: { $0 != "`" }) ?? text.endIndex
            let fence = text.distance(from: index, to: openerEnd)
            if let bare = bareCode(openingAt: index, fence: fence, in: text, after: plainStart) {
                output += inline(String(text[plainStart..<bare.lowerBound]), atLineStart: plainStart == text.startIndex)
                output += code(String(text[bare]), in: position)
                index = bare.upperBound
                plainStart = index
                continue
            }
            guard let closer = closingRun(of: fence, in: text[openerEnd...]) else {
                // No partner: these backticks are text, and so is everything up to the next run.
                index = openerEnd
                continue
            }
            output += inline(String(text[plainStart..<index]), atLineStart: plainStart == text.startIndex)
            output += code(String(text[openerEnd..<closer.lowerBound]), in: position)
            index = closer.upperBound
            plainStart = index
        }
        output += inline(String(text[plainStart...]), atLineStart: plainStart == text.startIndex)
        return output
    }

    /// `content` as one code span, shown literally wherever it is put.
    ///
    /// The fence is one backtick longer than the longest run inside; in a table a `|` is written `\|`, which
    /// GFM turns back into `|` before it reads the code span. A backslash right before a pipe would be read
    /// differently by different GFM parsers, so such content is escaped as plain text instead.
    public static func code(_ content: String, in position: Position) -> String {
        var literal = ""
        var previousWasSpace = false
        for scalar in content.unicodeScalars {
            if isLineBreak(scalar) {
                if !previousWasSpace { literal.append(" ") }
                previousWasSpace = true
                continue
            }
            previousWasSpace = scalar == " "
            if isInvisibleHazard(scalar) && scalar != "\t" {
                literal.append("\u{FFFD}")
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
        guard !literal.isEmpty else { return "" }
        if position == .tableCell {
            guard !literal.contains("\\|") else { return inline(literal, atLineStart: false) }
            literal = literal.replacingOccurrences(of: "|", with: "\\|")
        }
        let longestRun = literal.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: longestRun + 1)
        // CommonMark strips one space from each side when both are spaces, and a backtick next to the fence
        // would lengthen it: padding both sides keeps the content exact.
        let needsPadding = literal.first == "`" || literal.last == "`" || (literal.first == " " && literal.last == " ")
        return needsPadding ? "\(fence) \(literal) \(fence)" : fence + literal + fence
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}": true
        default: false
        }
    }

    /// Code quoted as written that holds a template literal (`require(`./${x}`)`, `env[`A_${b}`]`, `to={`a/${id}`}`:
    /// messages quote such code bare, a longer fence being noise everywhere but here): the backtick run at `opener`
    /// follows a bracket, `=`, `+` or `,` glued to the code before it, unlike a code span in prose (` (`x`)`).
    /// The code runs from the whitespace before it to the whitespace after the template's closing run, without
    /// trailing prose punctuation; nil when the run is not such a template.
    private static func bareCode(openingAt opener: String.Index, fence: Int, in text: String, after floor: String.Index) -> Range<String.Index>? {
        guard opener > floor else { return nil }
        let glue = text.index(before: opener)
        guard "([{=+,".contains(text[glue]), glue > floor, !text[text.index(before: glue)].isWhitespace,
            let closer = closingRun(of: fence, in: text[text.index(opener, offsetBy: fence)...])
        else { return nil }
        let start = text[floor..<opener].lastIndex(where: \.isWhitespace).map(text.index(after:)) ?? floor
        var end = text[closer.upperBound...].firstIndex(where: \.isWhitespace) ?? text.endIndex
        while end > closer.upperBound, ",;:.".contains(text[text.index(before: end)]) { end = text.index(before: end) }
        return start..<end
    }

    /// The range of the first backtick run of exactly `length` in `text`, if any.
    private static func closingRun(of length: Int, in text: Substring) -> Range<String.Index>? {
        var index = text.startIndex
        while let start = text[index...].firstIndex(of: "`") {
            let end = text[start...].firstIndex(where: { $0 != "`" }) ?? text.endIndex
            if text.distance(from: start, to: end) == length { return start..<end }
            index = end
        }
        return nil
    }

    private static func inline(_ text: String, atLineStart startsLine: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        var atLineStart = startsLine
        var previousWasSpace = false
        // The scalar before this one, as written: GitHub takes `@name` and `#123` for references only after a
        // character that is not a word character.
        var previous: Unicode.Scalar?
        var pendingReference: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if let marker = pendingReference {
                pendingReference = nil
                if startsGitHubReference(marker, before: scalar) { output.append(zeroWidthSpace) }
            }
            if scalar == "@" || scalar == "#", !(previous.map(isWordCharacter) ?? false) { pendingReference = scalar }
            switch scalar {
            case _ where isLineBreak(scalar):
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
        return startsLine ? escapingOrderedListMarker(output) : output
    }

    /// U+200B, put between `@` or `#` and what follows when GitHub would read them as a mention or an issue reference.
    static let zeroWidthSpace: Character = "\u{200B}"

    /// GitHub links `@name` (`@org/team`) to a user or team, notifying them when the Markdown is posted as a comment,
    /// and `#123` to an issue, wherever the text is not code: it does so after rendering, so a backslash escape does not
    /// stop it. A zero-width space after the marker does, and shows nothing.
    private static func startsGitHubReference(_ marker: Unicode.Scalar, before next: Unicode.Scalar) -> Bool {
        guard next.isASCII else { return false }
        switch marker {
        case "@": return ("a"..."z").contains(next) || ("A"..."Z").contains(next) || ("0"..."9").contains(next)
        case "#": return ("0"..."9").contains(next)
        default: return false
        }
    }

    /// A word character as GitHub's reference patterns see it: an ASCII letter, digit or underscore.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
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
