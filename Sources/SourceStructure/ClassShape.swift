/// A class's head as the structure reads it: where its keyword and body are, and which tokens of the head are types.
public struct ClassShape: Sendable {
    /// The `class` keyword.
    public var keyword: Int
    /// The `{` opening the body.
    public var body: Int
    /// Token ranges of the head that are TypeScript types: type parameters and arguments, the `implements` clause.
    public var types: [Range<Int>]
}
