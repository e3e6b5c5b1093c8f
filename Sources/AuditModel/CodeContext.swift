/// Where a file's code runs, which decides whether Node-only constructs are hazards.
public enum CodeContext: String, Codable, CaseIterable, Sendable {
    /// Reachable from a browser entry: bundled by Vite.
    case client
    /// Node scripts and servers: not bundled.
    case node
    /// Test files and test setup: run by Vitest.
    case test
    /// Build and tool configuration files (webpack, Babel, Jest, …).
    case config
    /// Not reachable from any known entry and not recognisably one of the above.
    case unknown
}
