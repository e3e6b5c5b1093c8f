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

extension CodeContext {
    /// Lowercased parts of a file name that make a `webpack…` name app code, not configuration: react-slingshot's
    /// `src/webpack-public-path.js` sets `__webpack_public_path__` in the browser.
    public static let webpackRuntimeNameParts = ["public-path", "publicpath", "public_path"]
}
