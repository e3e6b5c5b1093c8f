import AuditModel

extension ConfigAuditor {
    /// The `DllPlugin` instance among a configuration's plugins: such a configuration (`webpack.dll.js`) prebuilds
    /// vendor packages for the app's build to link with `DllReferencePlugin`, so its entry and output are the DLL's,
    /// not the app's.
    static func dllPlugin(of config: ConfigNode) -> ConfigNode? {
        config["plugins"]?.elements.flatMap(\.alternatives).first { plugin in
            if case .instance("DllPlugin", _) = plugin.value { return true }
            return false
        }
    }

    /// One finding for a DLL build: Vite's dependency pre-bundling does what it did, so the whole configuration goes,
    /// and none of its settings (the DLL's output folder, its vendor entry) is one to port.
    mutating func reportDllBuild(_ config: ConfigNode, plugin: ConfigNode, file: String) {
        let entry = config["entry"]
        let packages = ((entry?.properties.map(\.value) ?? []) + (entry.map { [$0] } ?? []))
            .flatMap(\.elements).compactMap(\.string).filter { !$0.hasPrefix(".") && !$0.hasPrefix("/") }
        let listed = packages.isEmpty ? "vendor packages" : packages.map { "'\($0)'" }.joined(separator: ", ")
        let scripts = (packageJSON?["scripts"]?.properties ?? []).filter { property in
            property.value.string.map { Self.webpackConfigs(inScript: $0).contains(file) } ?? false
        }.compactMap(\.key)
        let scriptWords = scripts.isEmpty ? "" : " and the script\(scripts.count == 1 ? "" : "s") that run\(scripts.count == 1 ? "s" : "") it (\(scripts.map { "\"\($0)\"" }.joined(separator: ", ")))"
        add(ConfigRules.chunkConfig, file: file, at: plugin,
            message: "\(file) builds a webpack DLL of \(listed) for the app's DllReferencePlugin to link, so that webpack compiles them once; "
                + "Vite pre-bundles dependencies itself (dependency pre-bundling in dev, Rolldown in the build), so the DLL has no counterpart and its entry and output are not the app's.",
            fix: "Delete \(file)\(scriptWords), and the DLL's DllReferencePlugin and <script> (AddAssetHtmlPlugin) in the app's build; the packages stay ordinary imports.",
            severity: .info)
    }

    /// The manifest a DllReferencePlugin reads, as written: a path, or the file a `require` names (whose JSON
    /// content is no help in a message).
    static func dllManifestPath(_ manifest: ConfigNode?) -> String? {
        guard let manifest else { return nil }
        if let path = manifest.string { return path }
        if case .module(let name) = manifest.value, !name.hasPrefix(ConfigNode.globalPrefix) { return name }
        return nil
    }
}
