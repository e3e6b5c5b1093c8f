import ConfigAudit
import SourceRules

extension ProjectFacts {
    /// Takes over what the configuration files say: webpack-defined and injected names, aliases, module
    /// folders and entries.
    mutating func apply(_ configuration: ConfigFacts) {
        definePluginKeys = configuration.defineKeys
        providePluginKeys = configuration.provided.keys.sorted()
        environmentPluginKeys = configuration.environmentKeys
        for alias in configuration.aliases {
            aliases[alias.exact ? alias.find + "$" : alias.find] = alias.replacement
        }
        moduleDirectories = configuration.resolveModules
        entries = configuration.entries
        babelLooseClassProperties = configuration.babelLooseClassProperties
        cssModulesByConfig = configuration.cssModulesByConfig
        nodeEntries = configuration.nodeEntries
        testFiles = Set(configuration.jestTestFiles)
    }
}
