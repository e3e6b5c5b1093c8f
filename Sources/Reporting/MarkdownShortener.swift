/// Fits a Markdown rendering under a `MarkdownSizeLimit`: rendered again listing fewer rows while it does not fit,
/// with a note after the title of what was left out; cut at a line boundary when even the shortest does not fit.
enum MarkdownShortener {
    /// `whole` when it fits; else the first of `render(level)` for `levels` (fewer rows each) that fits with its note;
    /// else `whole` cut. `render` returns the rendering and what it leaves out ("2900 findings"), nil when nothing.
    static func fit(
        _ whole: String, within limit: MarkdownSizeLimit, levels: [Int], render: (Int) -> (text: String, omitted: String?)
    ) -> String {
        if limit.size(of: whole) <= limit.maximum { return whole }
        for level in levels {
            let (text, omitted) = render(level)
            guard let omitted else { continue }
            let noted = afterTitle(text, note: limit.shortenedNote(omitted: omitted))
            if limit.size(of: noted) <= limit.maximum { return noted }
        }
        return cut(whole, within: limit)
    }

    /// The note after the title's paragraph: the title stays the first line, which is how a report is recognised as ours.
    static func afterTitle(_ text: String, note: String) -> String {
        guard let end = text.range(of: "\n\n") else { return note + text }
        return String(text[..<end.upperBound]) + note + String(text[end.upperBound...])
    }

    /// Keeps whole lines up to the limit, closes any open `<details>`, and says it was cut.
    static func cut(_ text: String, within limit: MarkdownSizeLimit) -> String {
        let note = limit.cutNote
        let closing = "\n</details>\n"
        var kept = ""
        var size = 0
        var openDetails = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let lineSize = limit.size(of: String(line)) + 1
            let opens = openDetails + (line.hasPrefix("<details>") ? 1 : 0) - (line.hasPrefix("</details>") ? 1 : 0)
            if size + lineSize + opens * limit.size(of: closing) + limit.size(of: note) > limit.maximum { break }
            kept += line + "\n"
            size += lineSize
            openDetails = opens
        }
        return kept + String(repeating: closing, count: max(openDetails, 0)) + note
    }
}
