import SourceStructure

/// What a file imports from React Router v2/v3: local names mapped to the exported names, and the import sites.
struct RouterBindings {
    /// Local name → exported name (`h` → `browserHistory` for `import { browserHistory as h }`).
    var locals: [String: String] = [:]
    /// Each imported binding with the token to report it at.
    var sites: [(exported: String, token: Int, specifier: String)] = []
    /// Local names of `import * as RR from 'react-router'` (members are resolved at their use).
    var namespaces: Set<String> = []
    /// Local name → the token declaring it, to tell a use of the import from a local name shadowing it.
    var localTokens: [String: Int] = [:]
    /// Local names (and namespaces) imported from react-router-dom rather than react-router.
    var routerDOMLocals: Set<String> = []

    init(_ file: SourceFile) {
        for reference in file.structure.modules where reference.kind != .dynamicImport && !reference.isErased {
            guard let specifier = reference.specifier else { continue }
            var deepName: String?
            for prefix in ["react-router/lib/", "react-router/es/", "react-router/umd/"] where specifier.hasPrefix(prefix) {
                deepName = specifier.dropFirst(prefix.count).split(separator: "/").last.map(String.init)
            }
            // react-router-dom re-exports the router: v3 usage through it (a half-done migration) counts too.
            guard specifier == "react-router" || specifier == "react-router-dom" || deepName != nil else { continue }
            for binding in reference.bindings {
                if specifier == "react-router-dom", reference.kind != .exportFrom { routerDOMLocals.insert(binding.local) }
                // `import * as RR from 'react-router'`, or CommonJS's `var ReactRouter = require('react-router')`.
                if binding.imported == "*", specifier == "react-router" || specifier == "react-router-dom",
                    reference.kind == .importDeclaration || reference.kind == .require
                {
                    namespaces.insert(binding.local)
                    localTokens[binding.local] = binding.localToken
                    continue
                }
                var exported = binding.imported
                if exported == "default" || exported == "*", let deepName { exported = deepName }
                if exported == "default" || exported == "*" { continue }
                if reference.kind != .exportFrom {
                    locals[binding.local] = exported
                    localTokens[binding.local] = binding.localToken
                }
                let token = binding.imported == "default" || binding.imported == "*" ? binding.localToken : binding.importedToken
                // react-router-dom (v4+) exports its own names (v6's `useRoutes`, `Router`): only react-router's
                // imports are v3 import sites; react-router-dom bindings count for usage sites only.
                if specifier != "react-router-dom" { sites.append((exported, token, specifier)) }
            }
        }
        for namespace in namespaces { addMembersTaken(from: namespace, in: file) }
    }

    /// Names a declaration takes off a namespace, each a binding of its own: `var Link = ReactRouter.Link` and
    /// `const { Router, hashHistory: history } = RR` (the CommonJS style of React Router 1–3 tutorials).
    private mutating func addMembersTaken(from namespace: String, in file: SourceFile) {
        let viaDOM = routerDOMLocals.contains(namespace)
        func add(local: String, localToken: Int, exported: String, site: Int) {
            locals[local] = exported
            localTokens[local] = localToken
            if viaDOM { routerDOMLocals.insert(local) } else { sites.append((exported, site, "react-router")) }
        }
        func declares(_ index: Int) -> Bool { file.isWord(index, "var") || file.isWord(index, "let") || file.isWord(index, "const") }
        for index in file.structure.references[namespace] ?? [] where file.isPunct(index - 1, "=") {
            if file.isPunct(index + 1, "."), let member = file.word(index + 2), let local = file.word(index - 2), declares(index - 3),
                !file.isPunct(index + 3, "."), !file.isPunct(index + 3, "("), !file.isPunct(index + 3, "[")
            {
                add(local: local, localToken: index - 2, exported: member, site: index + 2)
            } else if file.isPunct(index - 2, "}"), !file.isPunct(index + 1, "."), let open = file.structure.partner(of: index - 2), declares(open - 1) {
                for part in file.structure.splitAtCommas((open + 1)..<(index - 2), in: file.lexed) where !part.isEmpty {
                    // `...rest` starts with punctuation: no member.
                    guard let member = file.word(part.lowerBound) else { continue }
                    let localToken = file.isPunct(part.lowerBound + 1, ":") && file.word(part.lowerBound + 2) != nil ? part.lowerBound + 2 : part.lowerBound
                    guard let local = file.word(localToken) else { continue }
                    add(local: local, localToken: localToken, exported: member, site: part.lowerBound)
                }
            }
        }
    }

    /// Import sites of the given exported names.
    func sites(of names: Set<String>) -> [Int] {
        sites.filter { names.contains($0.exported) }.map(\.token)
    }

    /// JSX elements bound to one of `names`.
    func elements(_ names: Set<String>, in file: SourceFile) -> [JSXElement] {
        file.structure.jsxElements.filter { element in exported(element, in: file).map(names.contains) ?? false }
    }

    /// The v3 export a JSX element name or local name stands for (`Route`, or `RR.Route` through a namespace).
    func exported(_ name: String) -> String? {
        if let exported = locals[name] { return exported }
        guard let dot = name.firstIndex(of: "."), namespaces.contains(String(name[..<dot])) else { return nil }
        return String(name[name.index(after: dot)...])
    }

    /// The v3 export a JSX element stands for, when its name resolves there to the import (`({ Link }) => <Link />`
    /// renders the parameter, not the router's `Link`).
    func exported(_ element: JSXElement, in file: SourceFile) -> String? {
        guard let exported = exported(element.name) else { return nil }
        let root = element.name.firstIndex(of: ".").map { String(element.name[..<$0]) } ?? element.name
        guard let token = localTokens[root], file.structure.resolves(root, at: element.nameToken, to: token) else { return nil }
        return exported
    }

    /// Local names bound to one of `names`.
    func localNames(_ names: Set<String>) -> [String] {
        locals.filter { names.contains($0.value) }.map(\.key).sorted()
    }

    /// References to locals bound to `names` (excluding the import itself), in source order.
    func references(_ names: Set<String>, in file: SourceFile) -> [Int] {
        // A use resolves to the binding's own declaration: an import's, or a `const { … } = require(…)` pattern's
        // (whose name in the pattern is the declaration itself, not a use).
        var result = localNames(names).flatMap { name in
            let declared = localTokens[name] ?? -1
            // A declared binding (a require pattern, maybe inside a function) reaches only its own scope; an import's
            // name, declared nowhere, reaches every use no closer name shadows.
            let scoped = file.structure.declarations[name]?.contains { $0.tokenIndex == declared } == true
            return (file.structure.references[name] ?? []).filter { index in
                guard index != declared else { return false }
                return scoped ? file.structure.declaration(of: name, at: index)?.tokenIndex == declared
                    : file.structure.resolves(name, at: index, to: declared)
            }
        }
        // `RR.browserHistory`: the member token stands for the reference; `var h = RR.browserHistory` is the
        // import site of `h`, whose uses are counted above.
        let siteTokens = Set(sites.map(\.token))
        for namespace in namespaces {
            let declared = localTokens[namespace] ?? -1
            let scoped = file.structure.declarations[namespace]?.contains { $0.tokenIndex == declared } == true
            for index in file.structure.references[namespace] ?? []
            where scoped ? file.structure.declaration(of: namespace, at: index)?.tokenIndex == declared
                : file.structure.resolves(namespace, at: index, to: declared) {
                let chain = file.structure.memberChain(at: index, in: file.lexed)
                if let first = chain.segments.first, let name = first.name, names.contains(name), !first.computed, !siteTokens.contains(first.tokenIndex) {
                    result.append(first.tokenIndex)
                }
            }
        }
        return result.sorted()
    }

    /// Calls of locals bound to `names`: the callee token.
    func calls(_ names: Set<String>, in file: SourceFile) -> [Int] {
        references(names, in: file).filter { file.isPunct($0 + 1, "(") }
    }
}
