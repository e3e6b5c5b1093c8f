/// A name declared in the file, with the token range where it is visible.
///
/// Scopes are approximated with the bracket structure: `let`/`const`/`var`/`class`/`function` names are visible in
/// the innermost enclosing `{…}` (so `var` is treated as block-scoped), parameters in their function's body (an
/// arrow's expression body extends to the end of the enclosing bracket group), imports in the whole file.
public struct Declaration: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case variable, parameter, function, `class`, `import`, `catch`
    }

    public var name: String
    public var kind: Kind
    /// Token index of the declared name.
    public var tokenIndex: Int
    /// Token indexes where the name refers to this declaration.
    public var scope: Range<Int>

    public init(name: String, kind: Kind, tokenIndex: Int, scope: Range<Int>) {
        self.name = name
        self.kind = kind
        self.tokenIndex = tokenIndex
        self.scope = scope
    }
}
