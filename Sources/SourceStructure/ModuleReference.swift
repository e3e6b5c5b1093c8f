/// One place where the file names another module: a static `import`, an `export … from`, a `require(…)` call
/// or a dynamic `import(…)`.
public struct ModuleReference: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// `import x from 'a'`, `import 'a'`, `import * as ns from 'a'`.
        case importDeclaration
        /// `export { a } from 'a'`, `export * from 'a'`, and the legacy `export Foo from './Foo'`.
        case exportFrom
        /// A call of the free `require` (calls of a local function named `require` are not recorded).
        case require
        /// `import(…)`.
        case dynamicImport
    }

    public var kind: Kind
    /// The specifier when it is a plain string (or a template without substitutions), unquoted.
    public var specifier: String?
    /// Token index of the specifier literal; nil when the argument is not a literal.
    public var specifierToken: Int?
    /// Token index of `import`, `export` or `require`: where findings about the reference start.
    public var keywordToken: Int
    /// For calls (`require`, `import()`): token index of `(`; nil for declarations.
    public var openParen: Int?
    /// For calls: the token ranges of the arguments, split at top-level commas.
    public var arguments: [Range<Int>]
    /// Names the reference brings into scope (aliases kept apart from imported names).
    public var bindings: [ModuleBinding]
    /// `import type …` / `export type … from` (TypeScript): erased, never loaded.
    public var isTypeOnly: Bool
    /// `export Foo from './Foo'` (stage-1 proposal, Babel-only).
    public var isLegacyExportDefaultFrom: Bool
    /// Indexes into `LexedFile.comments` of the comments inside a call's parentheses (webpack magic comments).
    public var comments: [Int]
    /// For `require`: the property read on the result (`require('x').default` → "default").
    public var memberAfterCall: String?

    public init(
        kind: Kind, specifier: String?, specifierToken: Int?, keywordToken: Int, openParen: Int? = nil,
        arguments: [Range<Int>] = [], bindings: [ModuleBinding] = [], isTypeOnly: Bool = false,
        isLegacyExportDefaultFrom: Bool = false, comments: [Int] = [], memberAfterCall: String? = nil
    ) {
        self.kind = kind
        self.specifier = specifier
        self.specifierToken = specifierToken
        self.keywordToken = keywordToken
        self.openParen = openParen
        self.arguments = arguments
        self.bindings = bindings
        self.isTypeOnly = isTypeOnly
        self.isLegacyExportDefaultFrom = isLegacyExportDefaultFrom
        self.comments = comments
        self.memberAfterCall = memberAfterCall
    }

    /// Removed when compiled: `import type …`, or bindings that are all type-only (`import { type A, type B }`,
    /// `export { type T } from`). `import {} from 'x'` and `import 'x'` bind nothing and still load the module.
    public var isErased: Bool {
        isTypeOnly || (!bindings.isEmpty && bindings.allSatisfy(\.isTypeOnly))
    }
}
