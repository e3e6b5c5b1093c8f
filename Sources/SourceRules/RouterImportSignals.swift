import SourceStructure

/// What one file's imports say about the React Router generation it is written for. Kept per file (and cached)
/// so that the project context is derived without keeping every file's structure in memory.
public struct RouterImportSignals: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Imports a name only v2/v3 exports from `react-router`, or its `lib/`/`es/` internals.
    public static let v3OnlyNames = RouterImportSignals(rawValue: 1 << 0)
    /// Imports a name React Router 6 no longer has (the v3-only names, or `withRouter`) from `react-router` or
    /// `react-router-dom`: a leftover once the installed router is 6 or later.
    public static let namesGoneInV6 = RouterImportSignals(rawValue: 1 << 1)

    /// The signals of one file.
    public init(_ structure: SourceStructure) {
        var signals: RouterImportSignals = []
        for reference in structure.modules {
            guard let specifier = reference.specifier else { continue }
            if specifier.hasPrefix("react-router/lib/") || specifier.hasPrefix("react-router/es/") {
                signals.insert([.v3OnlyNames, .namesGoneInV6])
                continue
            }
            guard specifier == "react-router" || specifier == "react-router-dom" else { continue }
            for binding in reference.bindings {
                let isV3Only = ProjectContext.routerV3OnlyNames.contains(binding.imported)
                if isV3Only && specifier == "react-router" { signals.insert(.v3OnlyNames) }
                if isV3Only || binding.imported == "withRouter" { signals.insert(.namesGoneInV6) }
            }
        }
        self = signals
    }
}
