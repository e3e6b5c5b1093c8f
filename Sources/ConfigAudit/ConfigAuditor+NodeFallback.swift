extension ConfigAuditor {
    /// What takes the place of each entry of webpack 5's `resolve.fallback` under Vite. Vite resolves a bare
    /// `buffer` or `process` to the installed npm package of that name before it externalises the built-in, so a
    /// polyfill of the same name needs nothing; one of another name (`crypto-browserify`) needs an alias; and `false`
    /// (webpack's empty module) meets Vite's external module, empty in the build but throwing on any property read
    /// in dev, where webpack's gave `undefined`.
    static func nodeFallbackFix(_ fallback: ConfigNode, file: String) -> String {
        let generic = "Install the same polyfill packages and alias them in resolve.alias, or remove the Node dependency."
        let properties = fallback.properties
        guard !properties.isEmpty else { return generic }
        var aliases: [String] = []
        var samePackage: [String] = []
        var emptied: [String] = []
        var unread: [String] = []
        for property in properties {
            guard let name = property.key else { return generic }
            if isAbsent(property.value) {
                emptied.append(name)
            } else if let request = loaderRequest(property.value) {
                if request.hasPrefix("./") || request.hasPrefix("../") {
                    let path = resolvedPath(property.value, in: file) ?? request
                    aliases.append("\(ConfigNode.propertyKey(name)): path.resolve(__dirname, \(ConfigNode.quoted("." + path)))")
                } else if packageName(of: request) == name {
                    samePackage.append(name)
                } else {
                    // `buffer/` (a trailing slash that made Node take the package over the built-in) names the package.
                    let target = request.hasSuffix("/") ? String(request.dropLast()) : request
                    aliases.append("\(ConfigNode.propertyKey(name)): \(ConfigNode.quoted(target))")
                }
            } else {
                unread.append(name)
            }
        }
        var parts: [String] = []
        if !aliases.isEmpty { parts.append("resolve: { alias: { \(aliases.joined(separator: ", ")) } } in vite.config") }
        if !samePackage.isEmpty {
            let packages = samePackage.map { "'\($0)'" }.joined(separator: ", ")
            let one = samePackage.count == 1
            parts.append("keep the \(packages) package\(one ? "" : "s") installed: Vite resolves the name\(one ? "" : "s") to \(one ? "it" : "them"), no alias needed")
        }
        if !emptied.isEmpty {
            let names = emptied.joined(separator: ", ")
            parts.append("\(names) (false, an empty module in webpack): Vite externalises \(emptied.count == 1 ? "it" : "them") too, but reading a property throws in dev where webpack gave undefined, so check the code that imports \(emptied.count == 1 ? "it" : "them")")
        }
        if !unread.isEmpty { parts.append("\(unread.joined(separator: ", ")): alias the polyfill the config names") }
        return parts.joined(separator: "; ") + "."
    }
}
