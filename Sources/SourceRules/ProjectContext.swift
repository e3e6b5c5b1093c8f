import SourceStructure

/// The facts plus what the engine derived from all files before the per-file phase: which router generation the
/// code is written for, and the set of files (for resolving relative imports).
public struct ProjectContext: Sendable {
    public let facts: ProjectFacts
    /// Every scanned source path (relative, forward slashes).
    public let filePaths: Set<String>
    /// React Router v3 rules apply: `react-router` < 4, or v3-only names are imported.
    public let routerV3: Bool
    /// `history` v2/v3 rules apply: `history` < 4, or unknown while the router is v3 (which brings history 3).
    public let historyV3: Bool
    /// `react-router-redux` v4 rules apply.
    public let routerRedux4: Bool

    /// Names exported only by React Router v2/v3 (v4+ has no such export).
    public static let routerV3OnlyNames: Set<String> = [
        "IndexRoute", "IndexRedirect", "IndexLink", "browserHistory", "hashHistory", "createMemoryHistory",
        "useRouterHistory", "match", "RouterContext", "formatPattern", "applyRouterMiddleware", "routerShape",
        "locationShape", "createRoutes", "Lifecycle", "History", "RouteContext", "RoutingContext", "PropTypes",
    ]

    public init(facts: ProjectFacts, files: [SourceFile]) {
        self.facts = facts
        self.filePaths = Set(files.map(\.path))
        let routerMajor = facts.majorVersion(of: "react-router")
        // Under React Router 6, `withRouter` is gone too: importing it is a leftover of the v3–v5 API.
        let onRouter6 = (routerMajor ?? 0) >= 6 || (facts.majorVersion(of: "react-router-dom") ?? 0) >= 6
        let leftoverNames = onRouter6 ? Self.routerV3OnlyNames.union(["withRouter"]) : Self.routerV3OnlyNames
        let importsV3Names = files.contains { file in
            file.structure.modules.contains { reference in
                guard let specifier = reference.specifier else { return false }
                if specifier.hasPrefix("react-router/lib/") || specifier.hasPrefix("react-router/es/") { return true }
                return (specifier == "react-router" || (onRouter6 && specifier == "react-router-dom"))
                    && reference.bindings.contains { leftoverNames.contains($0.imported) }
            }
        }
        // On, when the installed (or declared) router is below 4, or when code imports names only v3 has:
        // a half-migrated codebase keeps its v3 leftovers reported.
        routerV3 = (routerMajor.map { $0 < 4 } ?? false) || importsV3Names
        if let historyMajor = facts.majorVersion(of: "history") {
            historyV3 = historyMajor < 4
        } else {
            historyV3 = routerV3
        }
        if let reduxMajor = facts.majorVersion(of: "react-router-redux") {
            routerRedux4 = reduxMajor <= 4
        } else {
            routerRedux4 = routerV3
        }
    }

    /// True when `path` (relative, no extension games) is a scanned file.
    public func hasFile(_ path: String) -> Bool { filePaths.contains(path) }
}
