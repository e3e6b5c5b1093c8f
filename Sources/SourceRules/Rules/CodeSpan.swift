extension String {
    /// The text as a Markdown code span, as messages mark quoted code: the fence is one backtick longer than
    /// any run inside, so a template literal such as `` `./${name}.png` `` stays whole.
    var codeSpan: String {
        let longestRun = split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: longestRun + 1)
        let padded = first == "`" || last == "`" ? " \(self) " : self
        return fence + padded + fence
    }
}
