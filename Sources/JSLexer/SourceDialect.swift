/// Which language a file is written in, chosen from its extension.
///
/// The dialect decides one thing the bytes alone cannot: whether `<` may open a JSX element.
public enum SourceDialect: Sendable, Equatable, CaseIterable {
    /// `.js`, `.mjs`, `.cjs`. JSX is recognised where the context allows it (legacy apps put JSX in `.js`).
    case javascript
    /// `.jsx`.
    case jsx
    /// `.ts`, `.mts`, `.cts`. Never JSX: `<T>x` is a type assertion.
    case typescript
    /// `.tsx`. JSX, with TypeScript generics such as `<T,>() =>` told apart from elements.
    case tsx

    /// The dialect for a file extension given without its dot (`"js"`, `"TSX"`), or nil for anything else.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "js", "mjs", "cjs": self = .javascript
        case "jsx": self = .jsx
        case "ts", "mts", "cts": self = .typescript
        case "tsx": self = .tsx
        default: return nil
        }
    }

    /// Whether `<` in expression position may open a JSX element.
    public var allowsJSX: Bool { self != .typescript }

    /// Whether Annex B HTML-like comments (`<!--`, `-->` at line start) are recognised. TypeScript has none.
    var allowsHTMLComments: Bool { self == .javascript || self == .jsx }
}
