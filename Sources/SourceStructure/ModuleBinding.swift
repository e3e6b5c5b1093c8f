/// One name bound by an import or require: `import { browserHistory as h }` has imported `browserHistory`,
/// local `h`. Default imports have imported `default`, namespace imports and whole-module requires `*`.
public struct ModuleBinding: Sendable, Equatable {
    public var imported: String
    /// The local name; for `export { a as b } from` the exported name `b`.
    public var local: String
    /// Token index of the imported name (the specifier's first token).
    public var importedToken: Int
    /// Token index of the local name.
    public var localToken: Int
    public var isTypeOnly: Bool

    public init(imported: String, local: String, importedToken: Int, localToken: Int, isTypeOnly: Bool = false) {
        self.imported = imported
        self.local = local
        self.importedToken = importedToken
        self.localToken = localToken
        self.isTypeOnly = isTypeOnly
    }
}
