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
        let scripts = (packageJSON?["scripts"]?.properties ?? []).compactMap { property in property.key.flatMap { key in property.value.string.map { (key, $0) } } }
        let (deleted, steps) = Self.dllScriptSteps(scripts, configFile: file)
        var scriptWords = deleted.isEmpty ? "" : " and the script\(deleted.count == 1 ? "" : "s") that run\(deleted.count == 1 ? "s" : "") it (\(deleted.map { "\"\($0)\"" }.joined(separator: ", ")))"
        // A script that goes on to build the app loses only its DLL step: deleted whole, the app's build goes too.
        if !steps.isEmpty {
            scriptWords += ", the " + steps.map { "`\($0.step)` step of \"\($0.script)\"" }.joined(separator: ", the ")
        }
        add(ConfigRules.chunkConfig, file: file, at: plugin,
            message: "\(file) builds a webpack DLL of \(listed) for the app's DllReferencePlugin to link, so that webpack compiles them once; "
                + "Vite pre-bundles dependencies itself (dependency pre-bundling in dev, Rolldown in the build), so the DLL has no counterpart and its entry and output are not the app's.",
            fix: "Delete \(file)\(scriptWords), and the DLL's DllReferencePlugin and <script> (AddAssetHtmlPlugin) in the app's build; the packages stay ordinary imports.",
            severity: .info)
    }

    /// The package.json scripts that run the DLL build `configFile`: `deleted`, those that do nothing else (`"dll":
    /// "webpack --config webpack.dll.js"`, or a script that only runs such a one); `steps`, the commands to take out
    /// of the others, which also build the app (`npm run dll` in `"build": "npm run dll && webpack"`, which would
    /// fail once "dll" is deleted).
    static func dllScriptSteps(_ scripts: [(name: String, command: String)], configFile: String) -> (deleted: [String], steps: [(script: String, step: String)]) {
        var deleted: Set<String> = []
        // Until no script is added: a script may run one that only runs the DLL build.
        var changed = true
        while changed {
            changed = false
            for script in scripts where !deleted.contains(script.name) {
                let commands = shellSegments(script.command).map(command(of:)).filter { !$0.isEmpty }
                if !commands.isEmpty, commands.allSatisfy({ runsDll($0, configFile: configFile, deleted: deleted) }) {
                    deleted.insert(script.name)
                    changed = true
                }
            }
        }
        var steps: [(script: String, step: String)] = []
        for script in scripts where !deleted.contains(script.name) {
            for command in shellSegments(script.command).map(command(of:)) where runsDll(command, configFile: configFile, deleted: deleted) {
                steps.append((script.name, command.joined(separator: " ")))
            }
        }
        return (scripts.map(\.name).filter(deleted.contains), steps)
    }

    /// A shell segment's words without the separator that starts it.
    private static func command(of segment: [String]) -> [String] {
        if let first = segment.first, shellSeparators.contains(first) { return Array(segment.dropFirst()) }
        return segment
    }

    /// Whether `command` runs webpack with `configFile`, or runs by name (`npm run dll`, `yarn dll`) a script in `deleted`.
    private static func runsDll(_ command: [String], configFile: String, deleted: Set<String>) -> Bool {
        if webpackConfigs(inScript: command.joined(separator: " ")).contains(configFile) { return true }
        guard let manager = command.first, ["npm", "yarn", "pnpm"].contains(manager) else { return false }
        var words = command.dropFirst().filter { !$0.hasPrefix("-") }[...]
        // npm runs a script only through `run`; yarn and pnpm also take its name alone.
        if let first = words.first, ["run", "run-script"].contains(first) {
            words = words.dropFirst()
        } else if manager == "npm" {
            return false
        }
        return words.first.map(deleted.contains) ?? false
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
