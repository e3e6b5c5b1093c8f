import AuditModel
import JSLexer
import SourceStructure

/// Decides where each file's code runs: client (reachable from a browser entry), test, config, node, or unknown.
///
/// Order of decisions: test files by name (`*.test.*`, `*.spec.*`, `__tests__/`, `__mocks__/`, `setupTests.*`) and
/// build/tool configuration by name (webpack, Babel, Jest, craco, Vite, PostCSS, ESLint configs, CRA's `config/`
/// folder and `setupProxy.js`) come first; then files reachable from the entries over relative, aliased and
/// module-directory imports (static, `require` with a literal, `import()` with a literal or a static folder head)
/// are client code; then files under `server/`, `scripts/` or `bin/`, and files never reached that use Node APIs
/// (Node built-in modules, `__dirname`, `process.argv/exit/cwd`), are node code; the rest is unknown.
/// Entries: `ProjectFacts.entries`, `htmlScriptSources`, and CRA's `src/index.*`.
public struct ContextClassifier: Sendable {
    public let facts: ProjectFacts

    public init(facts: ProjectFacts) {
        self.facts = facts
    }

    /// One file to classify.
    public struct Input: Sendable {
        public var path: String
        public var lexed: LexedFile
        public var structure: SourceStructure
        public init(path: String, lexed: LexedFile, structure: SourceStructure) {
            self.path = path
            self.lexed = lexed
            self.structure = structure
        }
    }

    /// Classifies lexed files; a wrapper over `classify(summaries:)`.
    public func classify(_ inputs: [Input]) -> [String: CodeContext] {
        classify(summaries: inputs.map { Summary(path: $0.path, lexed: $0.lexed, structure: $0.structure) })
    }

    /// Test/config/node by name alone; nil when the name says nothing. `src/**` is client for examples.
    public static func classifyByName(_ path: String) -> CodeContext? {
        // Runs for every listed file: no array of components, no string per component.
        let lower = path.lowercased()
        let name = lower.utf8.lastIndex(of: UInt8(ascii: "/")).map { lower[lower.index(after: $0)...] } ?? lower[...]
        let folders = "/" + lower[..<name.startIndex]  // "/a/b/" for "a/b/c.js"
        if name.utf8Contains(".test.") || name.utf8Contains(".spec.") || folders.utf8Contains("/__tests__/")
            || folders.utf8Contains("/__mocks__/") || name.hasPrefix("setuptests.") || name.hasPrefix("jest.setup")
            || name.hasPrefix("setupjest") || name.hasPrefix("test-utils.") || name.hasPrefix("testutils.")
        {
            return .test
        }
        if configNames.contains(where: { name.hasPrefix($0) }) || lower.hasPrefix("config/") {
            return .config
        }
        return nil
    }

    /// File-name prefixes of build and tool configuration.
    private static let configNames = [
        "webpack", "babel.config", ".babelrc", "jest.config", "craco.config", "config-overrides", "vite.config",
        "vitest.config", "postcss.config", ".eslintrc", "karma.conf", "gulpfile", "gruntfile", "tailwind.config",
        "setupproxy", "rollup.config", ".prettierrc", "prettier.config", "commitlint.config", "lint-staged.config",
        ".stylelintrc", "stylelint.config",
    ]

    /// Context from the name, else client for `src/` and node for server folders (what examples are checked as).
    public static func classifyForExample(_ path: String) -> CodeContext {
        if let named = classifyByName(path) { return named }
        if isNodeFolder(path) { return .node }
        return path.hasPrefix("src/") ? .client : .unknown
    }

    static func isNodeFolder(_ path: String) -> Bool {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
        let folders = "/" + path[..<slash] + "/"
        return folders.utf8Contains("/server/") || folders.utf8Contains("/scripts/") || folders.utf8Contains("/bin/")
    }

    static let nodeBuiltins: Set<String> = [
        "assert", "buffer", "child_process", "cluster", "console", "constants", "crypto", "dgram", "dns", "domain",
        "events", "fs", "fs/promises", "http", "http2", "https", "module", "net", "os", "path", "perf_hooks",
        "process", "punycode", "querystring", "readline", "repl", "stream", "string_decoder", "sys", "timers",
        "tls", "tty", "url", "util", "v8", "vm", "worker_threads", "zlib",
    ]

    /// Modules only a server uses (no browser polyfill exists): a file requiring them runs in Node.
    static let serverOnlyBuiltins: Set<String> = [
        "child_process", "cluster", "dgram", "dns", "fs", "fs/promises", "http2", "module", "net", "readline",
        "repl", "tls", "v8", "worker_threads", "perf_hooks",
    ]

    static func usesNodeAPIs(structure: SourceStructure, lexed: LexedFile) -> Bool {
        for reference in structure.modules {
            guard var specifier = reference.specifier else { continue }
            if specifier.hasPrefix("node:") { return true }
            if let slash = specifier.firstIndex(of: "/"), !specifier.hasPrefix("fs/") { specifier = String(specifier[..<slash]) }
            if serverOnlyBuiltins.contains(specifier) { return true }
            if ["express", "koa", "fastify", "http-proxy-middleware", "webpack", "webpack-dev-server"].contains(specifier) { return true }
        }
        if !structure.freeReferences(to: "__dirname").isEmpty { return true }
        for index in structure.freeReferences(to: "process") {
            let chain = structure.memberChain(at: index, in: lexed)
            if let first = chain.segments.first?.name, ["argv", "exit", "cwd", "on", "stdout", "stderr", "stdin"].contains(first) {
                return true
            }
        }
        return false
    }
}
