import ConfigAudit
import SourceRules

extension ViteSettings {
    /// The settings of the project's vite.config the source rules consult.
    init(_ facts: ViteConfigFacts) {
        self.init(file: facts.file)
        defineKeys = Set(facts.defineKeys)
        aliases = facts.aliases.filter { !$0.isPattern }.map(\.find)
        aliasPatterns = facts.aliases.filter(\.isPattern).map { AliasPattern(source: $0.find, caseInsensitive: $0.flags.contains("i")) }
        babelPlugins = Set(facts.babelPlugins)
        envPrefixes = facts.envPrefixes
        esbuildJSXFiles = Set(facts.esbuildJSXFiles)
        oxcJSXFiles = Set(facts.oxcJSXFiles)
        testSettings = Set(facts.testSettings)
    }
}
