import AuditModel
import SourceRules

extension ProjectFacts {
    /// A stable hash of every fact (dictionaries in key order): part of the cache key of per-file findings.
    var fingerprint: String {
        var hash = StableHash()
        func add(_ label: String, _ values: [String]) {
            hash.combine(label)
            for value in values { hash.combine(value) }
        }
        func add(_ label: String, _ dictionary: [String: String]) {
            add(label, dictionary.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
        }
        add("installed", installedVersions)
        add("declared", declaredRanges)
        add("define", definePluginKeys)
        add("provide", providePluginKeys)
        add("environment", environmentPluginKeys)
        add("environmentDefaults", environmentPluginDefaults)
        add("aliases", aliases)
        add("modules", moduleDirectories)
        add("entries", entries)
        add("html", htmlScriptSources)
        add("vite", [String(targetViteMajor)])
        add("loose", [String(babelLooseClassProperties)])
        add("cssModules", [String(cssModulesByConfig)])
        add("classicJSXTSConfig", [classicJSXTSConfig ?? "(none)"])
        add("cssModuleExtensions", cssModuleExtensions.sorted())
        add("cssModuleFiles", cssModuleFiles)
        add("cssGlobalModeExtensions", cssGlobalModeExtensions.sorted())
        add("nodeEntries", nodeEntries)
        add("testFiles", testFiles.sorted())
        add("jestIgnoredFiles", jestIgnoredFiles.sorted())
        add("jestTestRunner", [jestTestRunner ?? "(default)"])
        add("jestRoots", jestRoots ?? ["(default)"])
        add("inlinesWorkers", [String(inlinesWorkers)])
        add("jestMappedFiles", jestMappedFiles.sorted())
        add("callableCommonJS", callableCommonJSPackages.sorted())
        add("esModulesWithoutDefault", esModulesWithoutDefault.sorted())
        add("defaultOnlyESModules", defaultOnlyESModules.sorted())
        add("loaderExtensions", loaderExtensions)
        add("assetLoaderExtensions", assetLoaderExtensions)
        add("configurationFiles", configurationFiles.sorted())
        add("unmockedFileGlobals", unmockedFileGlobals.sorted())
        add("envFileVariables", envFileVariables.sorted())
        for (label, settings) in [("vite", vite), ("vitest", viteForTests)] {
            guard let settings else { continue }
            add(label + "Config", [settings.file])
            add(label + "Define", settings.defineKeys.sorted())
            add(label + "Aliases", settings.aliases)
            add(label + "AliasPatterns", settings.aliasPatterns.map { ($0.caseInsensitive ? "i:" : ":") + $0.source })
            add(label + "Babel", settings.babelPlugins.sorted())
            add(label + "EnvPrefixes", settings.envPrefixes)
            add(label + "ESBuildJSX", settings.esbuildJSXFiles.sorted())
            add(label + "OxcJSX", settings.oxcJSXFiles.sorted())
            add(label + "Test", settings.testSettings.sorted())
        }
        return hash.hex
    }
}
