/// Everything needed to undo a speculative JSX scan.
///
/// In `.js`, `.jsx` and `.tsx`, `<` in expression position is first read as a JSX tag. If the opening tag
/// turns out not to be one (an unexpected character before its `>` or its first `{`), the lexer returns to
/// this state and reads `<` as an operator. The bytes scanned twice are charged to a budget the size of the
/// input, which keeps lexing linear even for input built to defeat the guess.
struct JSXCheckpoint {
    var position: Int
    var line: Int32
    var newlineBefore: Bool
    var tokenCount: Int
    var commentCount: Int
    var lineStartCount: Int
    var errorCount: Int
    var stackDepth: Int
    var containsJSX: Bool
}
