import SourceStructure

/// The facts plus what the engine derived from all files before the per-file phase: which router generation the
/// code is written for, and the set of files (for resolving relative imports).
public struct ProjectContext: Sendable {
    public let facts: ProjectFacts
    /// Every scanned source path (relative, forward slashes), asked through recordable questions.
    public let filePaths: ProjectFileSet
    /// React Router v3 rules apply: `react-router` < 4, or v3-only names are imported.
    public let routerV3: Bool
    /// `history` v2/v3 rules apply: `history` < 4, or unknown while the router is v3 (which brings history 3).
    public let historyV3: Bool
    /// `react-router-redux` v4 rules apply.
    public let routerRedux4: Bool
    /// react-router-dom 6 or later is installed (or declared): what code imports from it is already v6.
    public let routerDOMIsV6: Bool
    /// The load edges between every scanned file, for project rules that ask what a file reaches (what a test
    /// loads); nil when the scan did not give them.
    public let importGraph: ImportGraph?

    /// Names exported only by React Router v2/v3 (v4+ has no such export).
    public static let routerV3OnlyNames: Set<String> = [
        "IndexRoute", "IndexRedirect", "IndexLink", "browserHistory", "hashHistory", "createMemoryHistory",
        "useRouterHistory", "match", "RouterContext", "formatPattern", "applyRouterMiddleware", "routerShape",
        "locationShape", "createRoutes", "Lifecycle", "History", "RouteContext", "RoutingContext", "PropTypes",
    ]

    /// Derives the context from whole files; a wrapper over `init(facts:filePaths:routerImports:)`.
    public init(facts: ProjectFacts, files: [SourceFile]) {
        self.init(
            facts: facts, filePaths: Set(files.map(\.path)),
            routerImports: files.reduce(into: []) { $0.formUnion(RouterImportSignals($1.structure)) },
            importGraph: ImportGraph(files: files, facts: facts))
    }

    /// Derives the context from per-file facts: the scanned paths, and the union of every file's
    /// `RouterImportSignals`, so that files need not stay in memory.
    /// `listedPaths`: the project's other files, which imports may name (`./theme` → theme.scss).
    /// `importGraph`: the edges between the scanned files, when known.
    public init(
        facts: ProjectFacts, filePaths: Set<String>, routerImports: RouterImportSignals, listedPaths: Set<String> = [], importGraph: ImportGraph? = nil
    ) {
        self.facts = facts
        self.importGraph = importGraph
        self.filePaths = ProjectFileSet(filePaths, listed: listedPaths)
        let routerMajor = facts.majorVersion(of: "react-router")
        // Under React Router 6, `withRouter` is gone too: importing it is a leftover of the v3–v5 API.
        routerDOMIsV6 = (facts.majorVersion(of: "react-router-dom") ?? 0) >= 6
        let onRouter6 = (routerMajor ?? 0) >= 6 || routerDOMIsV6
        let importsV3Names = routerImports.contains(.v3OnlyNames) || (onRouter6 && routerImports.contains(.namesGoneInV6))
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

    private init(copying other: ProjectContext, filePaths: ProjectFileSet) {
        facts = other.facts
        self.filePaths = filePaths
        routerV3 = other.routerV3
        historyV3 = other.historyV3
        routerRedux4 = other.routerRedux4
        routerDOMIsV6 = other.routerDOMIsV6
        importGraph = other.importGraph
    }

    /// The same context, noting in `log` every question its rules ask of the path set.
    public func recordingFileQuestions(into log: PathQuestionLog) -> ProjectContext {
        ProjectContext(copying: self, filePaths: filePaths.recording(into: log))
    }

    /// True when `path` (relative, no extension games) is a scanned file.
    public func hasFile(_ path: String) -> Bool { filePaths.contains(path) }
}
