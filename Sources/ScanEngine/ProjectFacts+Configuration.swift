import ConfigAudit
import SourceRules

extension ProjectFacts {
    /// Takes over what the configuration files say: webpack-defined and injected names, aliases, module
    /// folders and entries.
    mutating func apply(_ configuration: ConfigFacts) {
        definePluginKeys = configuration.defineKeys
        providePluginKeys = configuration.providedFromUnknownModules.union(configuration.provided.keys).sorted()
        environmentPluginKeys = configuration.environmentKeys
        environmentPluginDefaults = configuration.environmentDefaults
        // The bundler resolves with its own aliases: tsconfig/jsconfig `paths` only fill in prefixes it does not set,
        // whichever file the scan read first. A config a tsconfig extends (tsconfig.paths.json) writes them too.
        func fromTypeScript(_ alias: ConfigFacts.Alias) -> Bool {
            let name = alias.file.split(separator: "/").last ?? ""
            return (name.hasPrefix("tsconfig") || name.hasPrefix("jsconfig")) && name.hasSuffix(".json")
        }
        for alias in configuration.aliases where !fromTypeScript(alias) {
            aliases[alias.exact ? alias.find + "$" : alias.find] = alias.replacement
        }
        for alias in configuration.aliases where fromTypeScript(alias) && aliases[alias.exact ? alias.find + "$" : alias.find] == nil {
            aliases[alias.exact ? alias.find + "$" : alias.find] = alias.replacement
        }
        // Vite resolves with its own aliases too: they fill in prefixes no bundler alias or tsconfig path sets.
        for alias in configuration.vite?.aliases ?? [] where !alias.isPattern && aliases[alias.find] == nil {
            if let replacement = alias.replacement { aliases[alias.find] = replacement }
        }
        vite = configuration.vite.map(ViteSettings.init)
        viteForTests = configuration.vitest.map(ViteSettings.init) ?? vite
        moduleDirectories = configuration.resolveModules
        entries = configuration.entries
        babelLooseClassProperties = configuration.babelLooseClassProperties
        cssModulesByConfig = configuration.cssModulesByConfig
        classicJSXTSConfig = configuration.classicJSXTSConfig
        cssModuleExtensions = configuration.cssModuleExtensions
        cssModuleFiles = configuration.cssModuleFiles
        cssGlobalModeExtensions = configuration.cssGlobalModeExtensions
        nodeEntries = configuration.nodeEntries
        configurationFiles = Set(configuration.configurationFiles)
        unmockedFileGlobals = Set(configuration.unmockedFileGlobals)
        testFiles = Set(configuration.jestTestFiles)
        jestIgnoredFiles = Set(configuration.jestIgnoredFiles)
        jestTestRunner = configuration.jestTestRunner
        jestRoots = configuration.jestRoots
        inlinesWorkers = configuration.workerLoaderInlines
        jestMappedFiles = Set(configuration.jestMappedFiles)
        loaderExtensions = configuration.loaderExtensions
        assetLoaderExtensions = configuration.assetLoaderExtensions
        envFileVariables = Set(configuration.envVariableNames)
    }
}
