extension String {
    /// The text as a Markdown code span, as messages mark quoted code: the fence is one backtick longer than
    /// any run inside, so a template literal such as `` `./${name}.png` `` stays whole.
    var codeSpan: String {
        var longestRun = 0, run = 0
        for byte in utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longestRun = Swift.max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        // Bytes, as the run count: a backtick followed by a combining mark still ends the span's text.
        let padded = utf8.first == UInt8(ascii: "`") || utf8.last == UInt8(ascii: "`") ? " \(self) " : self
        return fence + padded + fence
    }
}
