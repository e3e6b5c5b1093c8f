/// The shape of one function: where its parameters and its body are.
public struct FunctionShape: Sendable, Equatable {
    /// Tokens of the parameter list (without parentheses); a single identifier for `x => …`.
    public var parameters: Range<Int>
    /// Tokens of the body: inside the braces, or an arrow's expression body.
    public var body: Range<Int>
    /// True for `=>` functions.
    public var isArrow: Bool
    /// Token index of the function's name, when it has one (declarations, methods, `const f = () =>`).
    public var nameToken: Int?

    public init(parameters: Range<Int>, body: Range<Int>, isArrow: Bool, nameToken: Int?) {
        self.parameters = parameters
        self.body = body
        self.isArrow = isArrow
        self.nameToken = nameToken
    }
}
