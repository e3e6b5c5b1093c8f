/// How a css-loader class-name convention (`exportLocalsConvention`, `localsConvention`, css-loader 1–2's
/// `camelCase`) carries over to Vite's `css.modules.localsConvention`.
enum LocalsConvention: Equatable {
    /// Vite's default already exports names as written (`'asIs'`, `camelCase: false`): nothing to configure.
    case viteDefault
    /// The Vite value with the same behaviour.
    case vite(String)
    /// A function: Vite calls it with the class name first too, so it moves as it is.
    case sameFunction
    /// Chosen when the config runs, or a value we do not know: the team picks the Vite value.
    case unknown

    /// The same names Vite accepts: css-loader's `'camelCase'`, `'camelCaseOnly'`, `'dashes'`, `'dashesOnly'`;
    /// css-loader 1–2 wrote `camelCase: true | 'only' | 'dashes' | 'dashesOnly'`, css-loader 7 writes them in kebab case
    /// (`'as-is'`, `'camel-case'`, `'camel-case-only'`, `'dashes-only'`).
    init(_ node: ConfigNode) {
        switch node.value {
        case .bool(false): self = .viteDefault
        case .bool(true): self = .vite("camelCase")
        case .string("asIs"), .string("as-is"): self = .viteDefault
        case .string("only"), .string("camel-case-only"): self = .vite("camelCaseOnly")
        case .string("camel-case"): self = .vite("camelCase")
        case .string("dashes-only"): self = .vite("dashesOnly")
        case .string(let name) where ["camelCase", "camelCaseOnly", "dashes", "dashesOnly"].contains(name): self = .vite(name)
        case .function: self = .sameFunction
        default: self = .unknown
        }
    }
}
