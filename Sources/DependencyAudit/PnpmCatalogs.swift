/// The version catalogs of a pnpm workspace (`catalog:` and `catalogs:` in pnpm-workspace.yaml), which a package.json
/// refers to with `"react": "catalog:"` or `"catalog:react17"`: the range pnpm installs is written there, not in the
/// manifest.
public struct PnpmCatalogs: Sendable, Equatable {
    /// Catalog name → package → range; the default catalog is `default`.
    public private(set) var catalogs: [String: [String: String]]

    /// The catalogs in the text of a pnpm-workspace.yaml; nil when it is not YAML (the workspace reader warns of
    /// that) or has no catalog.
    public init?(yaml bytes: [UInt8]) {
        guard let loaded = try? BoundedYAML.load(String(decoding: bytes, as: UTF8.self)), let document = BoundedYAML.mapping(loaded) else { return nil }
        var catalogs: [String: [String: String]] = [:]
        if let named = document["catalogs"].flatMap(BoundedYAML.mapping) {
            for (name, entries) in named {
                if let ranges = Self.ranges(entries) { catalogs[name] = ranges }
            }
        }
        // pnpm takes `catalog:` and `catalogs.default` for the same catalog, and refuses a workspace that sets both.
        if let ranges = document["catalog"].flatMap(Self.ranges) { catalogs["default"] = ranges }
        guard !catalogs.isEmpty else { return nil }
        self.catalogs = catalogs
    }

    /// Whether a declared range refers to a catalog (`catalog:`, `catalog:default`, `catalog:react17`).
    public static func isReference(_ range: String) -> Bool { range.hasPrefix("catalog:") }

    /// The range a catalog reference stands for: `reference` as package.json writes it for `package`. Nil when
    /// `reference` is not one, or the catalog does not list the package.
    public func range(of package: String, reference: String) -> String? {
        guard Self.isReference(reference) else { return nil }
        let name = String(reference.dropFirst("catalog:".count))
        return catalogs[name.isEmpty ? "default" : name]?[package]
    }

    /// A catalog's entries; YAML may read an unquoted range as a number (`react: 18`).
    private static func ranges(_ value: Any) -> [String: String]? {
        guard let entries = BoundedYAML.mapping(value) else { return nil }
        var ranges: [String: String] = [:]
        for (package, range) in entries {
            switch range {
            case let text as String: ranges[package] = text
            case let number as Int: ranges[package] = String(number)
            case let number as Double: ranges[package] = String(number)
            default: continue
            }
        }
        return ranges
    }
}
