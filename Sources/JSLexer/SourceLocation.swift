/// A position in a source file as editors show it.
///
/// `line` is 1-based. `column` is 1-based and counted in UTF-16 code units, the convention of LSP, VS Code,
/// SARIF's default and JavaScript's own `String` indices; a character outside the Basic Multilingual Plane
/// (an emoji) counts 2.
public struct SourceLocation: Sendable, Equatable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
