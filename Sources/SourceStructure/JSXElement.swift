/// An opening (or self-closing) JSX tag with its attributes.
public struct JSXElement: Sendable, Equatable {
    /// `Route`, `Foo.Bar`, `div`; "" for a fragment `<>`.
    public var name: String
    /// Token index of the `<`.
    public var openToken: Int
    /// Token index of the first name token (the `<` for fragments).
    public var nameToken: Int
    /// Token index of the closing `>` of the opening tag.
    public var endToken: Int
    public var isSelfClosing: Bool
    public var attributes: [JSXAttribute]
    /// Index in `SourceStructure.jsxElements` of the element this one is nested in.
    public var parent: Int?

    public init(
        name: String, openToken: Int, nameToken: Int, endToken: Int, isSelfClosing: Bool,
        attributes: [JSXAttribute], parent: Int?
    ) {
        self.name = name
        self.openToken = openToken
        self.nameToken = nameToken
        self.endToken = endToken
        self.isSelfClosing = isSelfClosing
        self.attributes = attributes
        self.parent = parent
    }

    public func attribute(_ name: String) -> JSXAttribute? {
        attributes.first { $0.name == name }
    }
}
