/// The end of a value's text on the line it starts on, kept with that start: a node moved or copied to another
/// place keeps its span, which then no longer describes it and is not used.
struct WrittenSpan: Sendable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int

    func end(forStartLine line: Int, column: Int) -> (line: Int, column: Int)? {
        guard line == startLine, column == startColumn, (endLine, endColumn) > (line, column) else { return nil }
        return (endLine, endColumn)
    }
}
