import Foundation

/// What the project's own `vite.config.*` already configures, as the source rules consult it: a hazard these
/// settings answer is done, not reported. Kept apart from the webpack facts, which are still to move.
public struct ViteSettings: Sendable, Equatable {
    /// A `resolve.alias` entry whose `find` is a regular expression.
    public struct AliasPattern: Sendable, Equatable {
        public var source: String
        public var caseInsensitive: Bool

        public init(source: String, caseInsensitive: Bool = false) {
            self.source = source
            self.caseInsensitive = caseInsensitive
        }
    }

    /// The configuration file (`vite.config.js`), named in messages.
    public var file: String
    /// `define` keys (`process.env.REACT_APP_FLAG`, `__APP_VERSION__`).
    public var defineKeys: Set<String> = []
    /// `resolve.alias` string `find`s (`@`, `components`).
    public var aliases: [String] = []
    public var aliasPatterns: [AliasPattern] = []
    /// Babel plugins and presets Vite runs, normalised (`preset-flow`, `proposal-decorators` with legacy semantics).
    public var babelPlugins: Set<String> = []
    /// Top-level keys of the Vitest `test` block (`environment`, `snapshotFormat`).
    public var testSettings: Set<String> = []
    /// `envPrefix`: the variables Vite exposes on `import.meta.env`.
    public var envPrefixes: [String] = ["VITE_"]

    /// Whether `envPrefix` puts the variable on `import.meta.env` (and into index.html's `%NAME%`).
    public func exposes(_ name: String) -> Bool { envPrefixes.contains { !$0.isEmpty && name.hasPrefix($0) } }
    /// `.js` files `esbuild: { loader: 'jsx' }` parses as JSX (Vite ≤ 7 only: Vite 8 drops the loader).
    public var esbuildJSXFiles: Set<String> = []
    /// `.js` files `oxc: { lang: 'jsx' }` parses as JSX (Vite 8), where Vite's own transform runs: the dev server
    /// and Vitest, not the build.
    public var oxcJSXFiles: Set<String> = []

    public init(file: String) {
        self.file = file
    }

    /// Whether an import specifier (or the static head of a computed one) goes through one of the aliases: a string
    /// `find` matches itself and what follows it after a `/` (`@` takes `@/x`, not `@scope/pkg`), a pattern is tested
    /// on the specifier (`@rollup/plugin-alias`).
    public func aliases(_ specifier: String) -> Bool {
        if aliases.contains(where: { specifier == $0 || specifier.hasPrefix($0 + "/") }) { return true }
        return aliasPatterns.contains { pattern in
            guard let expression = try? NSRegularExpression(pattern: pattern.source, options: pattern.caseInsensitive ? [.caseInsensitive] : []) else { return false }
            return expression.firstMatch(in: specifier, range: NSRange(specifier.startIndex..., in: specifier)) != nil
        }
    }

    /// Whether Vite runs one of the Babel plugins or presets `names`.
    public func runsBabel(anyOf names: Set<String>) -> Bool {
        !babelPlugins.isDisjoint(with: names)
    }

    /// Whether the transformer of Vite `major` parses JSX in the `.js` file `path`; `isBuilt`: whether the file goes
    /// through the build (client code), not only through Vite's unbundled transform (Vitest).
    /// Vite 8 builds with Rolldown's `builtin:vite-transform`, which takes the language from the extension (a `.js`
    /// file is never JSX there) and leaves `oxc.lang` out; only the unbundled `vite:oxc` transform reads it.
    public func parsesJSX(in path: String, viteMajor major: Int, isBuilt: Bool) -> Bool {
        major >= 8 ? !isBuilt && oxcJSXFiles.contains(path) : esbuildJSXFiles.contains(path)
    }
}
