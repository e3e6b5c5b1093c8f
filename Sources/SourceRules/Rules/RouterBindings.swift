import SourceStructure

/// What a file imports from React Router v2/v3: local names mapped to the exported names, and the import sites.
struct RouterBindings {
    /// Local name → exported name (`h` → `browserHistory` for `import { browserHistory as h }`).
    var locals: [String: String] = [:]
    /// Each imported binding with the token to report it at.
    var sites: [(exported: String, token: Int, specifier: String)] = []

    init(_ file: SourceFile) {
        for reference in file.structure.modules where reference.kind != .dynamicImport && !reference.isTypeOnly {
            guard let specifier = reference.specifier else { continue }
            var deepName: String?
            for prefix in ["react-router/lib/", "react-router/es/", "react-router/umd/"] where specifier.hasPrefix(prefix) {
                deepName = specifier.dropFirst(prefix.count).split(separator: "/").last.map(String.init)
            }
            guard specifier == "react-router" || deepName != nil else { continue }
            for binding in reference.bindings {
                var exported = binding.imported
                if exported == "default" || exported == "*", let deepName { exported = deepName }
                if exported == "default" || exported == "*" { continue }
                if reference.kind != .exportFrom { locals[binding.local] = exported }
                let token = binding.imported == "default" || binding.imported == "*" ? binding.localToken : binding.importedToken
                sites.append((exported, token, specifier))
            }
        }
    }

    /// Import sites of the given exported names.
    func sites(of names: Set<String>) -> [Int] {
        sites.filter { names.contains($0.exported) }.map(\.token)
    }

    /// JSX elements bound to one of `names`.
    func elements(_ names: Set<String>, in file: SourceFile) -> [JSXElement] {
        file.structure.jsxElements.filter { element in locals[element.name].map(names.contains) ?? false }
    }

    /// Local names bound to one of `names`.
    func localNames(_ names: Set<String>) -> [String] {
        locals.filter { names.contains($0.value) }.map(\.key).sorted()
    }

    /// References to locals bound to `names` (excluding the import itself), in source order.
    func references(_ names: Set<String>, in file: SourceFile) -> [Int] {
        localNames(names).flatMap { name in
            (file.structure.references[name] ?? []).filter { index in
                file.structure.declaration(of: name, at: index)?.kind == .import
            }
        }.sorted()
    }

    /// Calls of locals bound to `names`: the callee token.
    func calls(_ names: Set<String>, in file: SourceFile) -> [Int] {
        references(names, in: file).filter { file.isPunct($0 + 1, "(") }
    }
}
