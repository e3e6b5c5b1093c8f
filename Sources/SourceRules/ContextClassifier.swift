import AuditModel
import JSLexer
import SourceStructure

/// Decides where each file's code runs: client (reachable from a browser entry), test, config, node, or unknown.
///
/// Order of decisions:
/// 1. test files by name (`*.test.*`, `*.spec.*`, `__tests__/`, `__mocks__/`, `setupTests.*`) and build/tool
///    configuration by name (webpack, Babel, Jest, craco, Vite, PostCSS, ESLint configs, CRA's `config/` folder and
///    `setupProxy.js`);
///    except tests the Jest configuration's `testPathIgnorePatterns` leave out, which Jest never ran: another
///    tool's (Playwright, Cypress), config code like `cypress/`, unless a test Jest runs imports them, and so is what
///    only they import (after steps 2–4);
/// 2. files reachable from the entries over relative, aliased and module-directory imports (static, `require` with
///    a literal, `import()` with a literal or a static folder head, `require.context`) are client code;
/// 3. configuration files not named as such and not reached (`ProjectFacts.configurationFiles`: a webpack config a
///    script names, a module a config requires) are config code;
/// 4. when some entry was found, files not reached from it but reached over the same edges from test files (and
///    outside `server/`, `scripts/`, `bin/`) are test code: helpers that only tests import run under Vitest;
/// 5. files under `server/`, `scripts/` or `bin/`, and files never reached that use Node APIs (Node built-in
///    modules, `__dirname`, `process.argv/exit/cwd`), are node code;
/// 6. the rest is unknown.
/// Entries: `ProjectFacts.entries` (webpack's, resolved against its `context`), `htmlScriptSources`, and CRA's
/// `src/index.*`.
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
        // Runs for every listed file: ASCII paths (nearly all) are read as bytes in place; others go through
        // Unicode lower-casing, whose results the byte reading could not match.
        var path = path
        let ascii: CodeContext?? = path.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return .some(classifyByName(asciiLowercasedFrom: bytes))
        }
        if let ascii { return ascii }
        return classifyByName(lowercased: path.lowercased())
    }

    private static func classifyByName(asciiLowercasedFrom bytes: UnsafeBufferPointer<UInt8>) -> CodeContext? {
        var lower = [UInt8](repeating: 0, count: bytes.count + 1)
        lower[0] = UInt8(ascii: "/")  // "/a/b/c.js": every folder stands between slashes
        for index in bytes.indices {
            let byte = bytes[index]
            lower[index + 1] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        return lower.withUnsafeBufferPointer { lower in
            let nameStart = lower.lastIndex(of: UInt8(ascii: "/"))! + 1
            let name = UnsafeBufferPointer(rebasing: lower[nameStart...])
            let folders = UnsafeBufferPointer(rebasing: lower[..<nameStart])
            let fromRoot = UnsafeBufferPointer(rebasing: lower[1...])
            if toolFolders.contains(where: { hasPrefix(fromRoot, $0) }) || isInPackageToolFolder(folders) { return .config }
            if contains(name, testNameParts) || contains(folders, testFolders) || testNamePrefixes.contains(where: { hasPrefix(name, $0) }) {
                return .test
            }
            if (configNameBytes.contains(where: { hasPrefix(name, $0) }) && !contains(name, runtimeNameParts))
                || configFolders.contains(where: { hasPrefix(fromRoot, $0) })
            {
                return .config
            }
            return nil
        }
    }

    /// Whether the name alone makes `path` a test Jest's default `testMatch` would run (`*.test.*`, `*.spec.*`, a file
    /// under `__tests__/`), rather than a mock or a setup file, which Jest loads whatever `testPathIgnorePatterns` say.
    static func isNamedTest(_ path: String) -> Bool {
        let lower = path.lowercased()
        let name = lower.split(separator: "/").last ?? ""
        return name.contains(".test.") || name.contains(".spec.") || ("/" + lower).contains("/__tests__/")
    }

    private static func classifyByName(lowercased lower: String) -> CodeContext? {
        let name = lower.utf8.lastIndex(of: UInt8(ascii: "/")).map { lower[lower.index(after: $0)...] } ?? lower[...]
        let folders = "/" + lower[..<name.startIndex]  // "/a/b/" for "a/b/c.js"
        if lower.hasPrefix("cypress/") || lower.hasPrefix(".storybook/") { return .config }
        if !folders.utf8Contains("/src/"), folders.utf8Contains("/.storybook/") || folders.utf8Contains("/cypress/") { return .config }
        if name.utf8Contains(".test.") || name.utf8Contains(".spec.") || folders.utf8Contains("/__tests__/")
            || folders.utf8Contains("/__mocks__/") || name.hasPrefix("setuptests.") || name.hasPrefix("jest.setup")
            || name.hasPrefix("setupjest") || name.hasPrefix("test-utils.") || name.hasPrefix("testutils.")
        {
            return .test
        }
        if (configNames.contains(where: { name.hasPrefix($0) }) && !CodeContext.webpackRuntimeNameParts.contains(where: { name.utf8Contains($0) }))
            || lower.hasPrefix("config/") || lower.hasPrefix("webpack/")
        {
            return .config
        }
        return nil
    }

    private static let runtimeNameParts = CodeContext.webpackRuntimeNameParts.map { Array($0.utf8) }

    // The byte forms of the names `classifyByName(lowercased:)` spells out.
    private static let testNameParts = [".test.", ".spec."].map { Array($0.utf8) }
    private static let testFolders = ["/__tests__/", "/__mocks__/"].map { Array($0.utf8) }
    private static let testNamePrefixes = ["setuptests.", "jest.setup", "setupjest", "test-utils.", "testutils."].map { Array($0.utf8) }
    private static let configNameBytes = configNames.map { Array($0.utf8) }
    /// Top-level folders of other tools, read as their configuration: Cypress specs run in Cypress's own bundler with
    /// Mocha's globals, and `.storybook/` is built by Storybook; neither is the app Vite builds nor a Vitest test.
    private static let toolFolders = ["cypress/", ".storybook/"].map { Array($0.utf8) }

    /// A monorepo package's own `.storybook/` or `cypress/` (`packages/web/cypress/…`), scanned from the repository
    /// root: the same tools' folders as at the top, but never a folder of app code inside `src/`.
    private static func isInPackageToolFolder(_ folders: UnsafeBufferPointer<UInt8>) -> Bool {
        !contains(folders, sourceFolder) && contains(folders, nestedToolFolders)
    }

    // Built once: this runs for every listed file.
    private static let sourceFolder = [Array("/src/".utf8)]
    private static let nestedToolFolders = [Array("/.storybook/".utf8), Array("/cypress/".utf8)]
    /// Top-level folders of build configuration: an ejected CRA's `config/`, a hand-made `webpack/dev.config.js`.
    private static let configFolders = ["config/", "webpack/"].map { Array($0.utf8) }

    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
        bytes.count >= prefix.count && bytes.prefix(prefix.count).elementsEqual(prefix)
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needles: [[UInt8]]) -> Bool {
        needles.contains { needle in needle.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: bytes) != nil } }
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
        // "server", "scripts" or "bin" as a whole folder name, compared in place (no string of the folders).
        var path = path
        return path.withUTF8 { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return false }
            var start = 0
            while start <= slash {
                let end = bytes[start...slash].firstIndex(of: UInt8(ascii: "/"))!
                let folder = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if nodeFolders.contains(where: { folder.elementsEqual($0) }) { return true }
                start = end + 1
            }
            return false
        }
    }

    private static let nodeFolders = ["server", "scripts", "bin"].map { Array($0.utf8) }

    static let nodeBuiltins: Set<String> = [
        "assert", "buffer", "child_process", "cluster", "console", "constants", "crypto", "dgram", "dns", "domain",
        "events", "fs", "fs/promises", "http", "http2", "https", "module", "net", "os", "path", "perf_hooks",
        "process", "punycode", "querystring", "readline", "repl", "stream", "string_decoder", "sys", "timers",
        "tls", "tty", "url", "util", "v8", "vm", "worker_threads", "zlib",
    ]

    /// Node's built-in subpath modules; other subpaths of a built-in's name (`process/browser`, `buffer/`,
    /// `events/events.js`) are npm packages' files, the browser stand-ins among them.
    static let nodeBuiltinSubpaths: Set<String> = [
        "assert/strict", "dns/promises", "fs/promises", "inspector/promises", "path/posix", "path/win32", "readline/promises",
        "stream/consumers", "stream/promises", "stream/web", "timers/promises", "util/types",
    ]

    /// True when `specifier` names a Node built-in module: `fs`, `node:fs`, `fs/promises`; not `process/browser`.
    public static func isNodeBuiltin(_ specifier: String) -> Bool {
        let name = specifier.hasPrefix("node:") ? String(specifier.dropFirst(5)) : specifier
        return nodeBuiltins.contains(name) || nodeBuiltinSubpaths.contains(name)
    }

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
