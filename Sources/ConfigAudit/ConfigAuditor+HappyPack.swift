extension ConfigAuditor {
    /// The loaders of each `new HappyPack({ id, loaders })` among a configuration's plugins, by id (HappyPack's
    /// default id is '1'): a rule's `happypack/loader?id=js` runs them, so their options (babel-loader's presets
    /// and plugins) are the rule's. (`require('happypack')` is read as the class `Happypack`.)
    static func happyPackPools(of config: ConfigNode) -> [String: ConfigNode] {
        var pools: [String: ConfigNode] = [:]
        for plugin in config["plugins"]?.elements.flatMap(\.alternatives) ?? [] {
            guard case .instance(let name, let arguments) = plugin.value, name.lowercased() == "happypack", let options = arguments.first,
                let loaders = options["loaders"] ?? options["use"]
            else { continue }
            pools[options["id"]?.string ?? "1"] = loaders
        }
        return pools
    }
}
