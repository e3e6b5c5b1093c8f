/// One attribute of a JSX tag.
public struct JSXAttribute: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        /// `disabled`.
        case none
        /// `to="/x"`: token index of the `.jsxString`.
        case string(Int)
        /// `to={…}`: the tokens between the braces.
        case expression(Range<Int>)
    }

    /// "" for a spread `{...props}`.
    public var name: String
    /// Token index of the name (of `{` for spreads).
    public var nameToken: Int
    public var value: Value
    public var isSpread: Bool

    public init(name: String, nameToken: Int, value: Value, isSpread: Bool = false) {
        self.name = name
        self.nameToken = nameToken
        self.value = value
        self.isSpread = isSpread
    }
}
