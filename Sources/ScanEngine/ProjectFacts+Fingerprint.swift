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
        add("cssModuleFiles", cssModuleFiles)
        add("nodeEntries", nodeEntries)
        add("testFiles", testFiles.sorted())
        add("jestRoots", jestRoots ?? ["(default)"])
        add("jestMappedFiles", jestMappedFiles.sorted())
        add("callableCommonJS", callableCommonJSPackages.sorted())
        add("loaderExtensions", loaderExtensions)
        add("configurationFiles", configurationFiles.sorted())
        add("unmockedFileGlobals", unmockedFileGlobals.sorted())
        add("envFileVariables", envFileVariables.sorted())
        if let vite {
            add("viteConfig", [vite.file])
            add("viteDefine", vite.defineKeys.sorted())
            add("viteAliases", vite.aliases)
            add("viteAliasPatterns", vite.aliasPatterns.map { ($0.caseInsensitive ? "i:" : ":") + $0.source })
            add("viteBabel", vite.babelPlugins.sorted())
            add("viteEnvPrefixes", vite.envPrefixes)
            add("viteESBuildJSX", vite.esbuildJSXFiles.sorted())
            add("viteOxcJSX", vite.oxcJSXFiles.sorted())
        }
        return hash.hex
    }
}
