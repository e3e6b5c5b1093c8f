/// A GitHub-flavoured Markdown table whose cells are already escaped (see `MarkdownText`).
struct MarkdownTable {
    enum Alignment { case left, right }

    var columns: [(title: String, alignment: Alignment)]
    var rows: [[String]] = []

    init(_ columns: [(title: String, alignment: Alignment)]) {
        self.columns = columns
    }

    mutating func append(_ cells: [String]) {
        precondition(cells.count == columns.count, "a row has one cell per column")
        rows.append(cells)
    }

    /// The table, or nothing when it has no rows. Ends with a newline.
    func render(rows selected: ArraySlice<[String]>? = nil) -> String {
        let body = selected ?? rows[...]
        guard !body.isEmpty else { return "" }
        var text = "| " + columns.map(\.title).joined(separator: " | ") + " |\n"
        text += "|" + columns.map { $0.alignment == .right ? " --: |" : " :-- |" }.joined() + "\n"
        for row in body {
            // An empty cell still needs its pipes; a space keeps it visibly empty.
            text += "| " + row.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// The first `visible` rows as a table, the rest folded in `<details>` under `summary`.
    func renderFolded(visible: Int, summary: (Int) -> String) -> String {
        guard rows.count > visible else { return render() }
        var text = render(rows: rows.prefix(visible))
        let hidden = rows.count - visible
        text += "\n<details><summary>\(summary(hidden))</summary>\n\n"
        text += render(rows: rows.dropFirst(visible))
        text += "\n</details>\n"
        return text
    }
}
