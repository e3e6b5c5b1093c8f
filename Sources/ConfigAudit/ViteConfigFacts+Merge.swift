extension ViteConfigFacts {
    /// These settings merged with `other`'s as Vite's `mergeConfig` does for what the audit reads: lists and `define`
    /// are joined; a transform option (`esbuild`, `oxc`) the other configuration sets is merged key by key there,
    /// which the audit does not follow, so only the other's own reading of it counts; other values the other sets
    /// replace these. `keys`: the top-level settings the other configuration writes.
    func merged(with other: ViteConfigFacts, setting keys: Set<String>) -> ViteConfigFacts {
        var result = self
        result.defineKeys = Array(Set(defineKeys).union(other.defineKeys)).sorted()
        result.aliases = aliases + other.aliases
        result.babelPlugins = Array(Set(babelPlugins).union(other.babelPlugins)).sorted()
        result.emitsDecoratorMetadata = emitsDecoratorMetadata || other.emitsDecoratorMetadata
        if keys.contains("esbuild") { result.esbuildJSXFiles = other.esbuildJSXFiles }
        if keys.contains("oxc") { result.oxcJSXFiles = other.oxcJSXFiles }
        if keys.contains("envPrefix") { result.envPrefixes = other.envPrefixes }
        result.localsConvention = other.localsConvention ?? localsConvention
        result.proxyPaths = proxyPaths + other.proxyPaths.filter { !proxyPaths.contains($0) }
        result.testSettings = testSettings + other.testSettings.filter { !testSettings.contains($0) }
        result.unread = other.unread
        return result
    }
}
