/// What opened an entry of the lexer's bracket stack, so that its closer can be interpreted.
///
/// `)` after an `if (…)` head lets a regular expression follow, `)` of a call does not; `}` of a block lets
/// one follow, `}` of an object literal does not; `}` of `${` resumes a template; `}` of a JSX expression
/// container resumes JSX; and the JSX frames say whether bytes are tag syntax or text.
enum FrameKind: UInt8 {
    case paren
    /// `(` of `if`, `while`, `for`, `with`.
    case controlParen
    case bracket
    /// `{` of a statement block, function body or class body.
    case blockBrace
    /// `{` in expression position: an object literal (or a destructuring pattern).
    case expressionBrace
    /// `${` in a template literal.
    case templateSubstitution
    /// `{` inside a JSX tag: `attr={…}` or `{...spread}`.
    case jsxAttributeExpression
    /// `{` among a JSX element's children.
    case jsxChildExpression
    /// Between `<name` and `>` of an opening tag.
    case jsxOpeningTag
    /// An opening tag after its `/`, expecting `>`.
    case jsxSelfClosingTag
    /// Between `</` and `>`.
    case jsxClosingTag
    /// Between an element's opening and closing tags.
    case jsxChildren

    var description: String {
        switch self {
        case .paren, .controlParen: "'('"
        case .bracket: "'['"
        case .blockBrace, .expressionBrace: "'{'"
        case .templateSubstitution: "template substitution '${'"
        case .jsxAttributeExpression, .jsxChildExpression: "JSX expression container '{'"
        case .jsxOpeningTag, .jsxSelfClosingTag: "JSX opening tag"
        case .jsxClosingTag: "JSX closing tag"
        case .jsxChildren: "JSX element"
        }
    }
}
