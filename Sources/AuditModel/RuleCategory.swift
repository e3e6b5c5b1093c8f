/// The catalog section a rule belongs to, taken from its id prefix (`env-process-env-static` → `env`).
public enum RuleCategory: String, Codable, CaseIterable, Sendable {
    case env, cjs, dyn, wp, css, asset, html, build, cra, node, syntax, babel, dep, rr3, hist, rrr, react18, test
    /// Findings about the tool's own reading of the project (unparsable config, lexer bail-outs).
    case audit

    /// The category of a rule id, from its prefix; `.audit` when the prefix is unknown.
    public init(ruleId: String) {
        let prefix = ruleId.split(separator: "-", maxSplits: 1).first.map(String.init) ?? ruleId
        self = RuleCategory(rawValue: prefix) ?? .audit
    }

    /// The migration area a tech lead budgets by (the report's summary rows).
    public var area: MigrationArea {
        switch self {
        case .env: .environment
        case .cjs, .dep: .commonJS
        case .dyn: .dynamicImports
        case .wp, .css, .asset, .html, .build, .cra, .babel, .syntax, .audit: .buildConfig
        case .node: .nodeGlobals
        case .rr3, .hist, .rrr: .reactRouter
        case .react18: .react18
        case .test: .tests
        }
    }
}

/// Areas of work in the migration report, in the order the report lists them.
public enum MigrationArea: String, Codable, CaseIterable, Sendable {
    /// The area a rule's findings are budgeted in: its category's, except dependency rules whose work belongs to
    /// another area (replacing Enzyme or Jest's own packages is the test migration's, a React peer range the React 18 upgrade's, removing
    /// webpack's toolchain packages the build configuration's, beside the cra-* and wp-* findings about them).
    public init(ruleId: String) {
        switch ruleId {
        case "dep-enzyme", "dep-jest-only": self = .tests
        case "dep-react-peer-range": self = .react18
        case "dep-webpack-only": self = .buildConfig
        default: self = RuleCategory(ruleId: ruleId).area
        }
    }

    case buildConfig = "build-config"
    case environment = "env-vars"
    case dynamicImports = "dynamic-imports"
    case commonJS = "commonjs"
    case nodeGlobals = "node-globals"
    case reactRouter = "react-router"
    case react18 = "react-18"
    case tests = "tests"

    /// A heading for people.
    public var title: String {
        switch self {
        case .buildConfig: "Build configuration"
        case .environment: "Environment variables"
        case .dynamicImports: "Dynamic imports"
        case .commonJS: "CommonJS code and dependencies"
        case .nodeGlobals: "Node globals in browser code"
        case .reactRouter: "React Router v3"
        case .react18: "React 18"
        case .tests: "Jest to Vitest"
        }
    }
}
