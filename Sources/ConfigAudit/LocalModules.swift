import JSLexer

/// The project's own modules that configuration code requires (`require('./config/paths')`, `import parts from
/// './webpack.parts'`). Each is read and evaluated once, with the same reading as the configuration files, so that
/// what it exports flows into the configuration that requires it. Nesting is limited and cycles are cut: a module
/// that cannot be followed says why, and the evaluator makes that an unresolved value.
public final class LocalModules {
    /// What `follow` found for a specifier.
    public enum Outcome {
        /// The module's `module.exports` (or `export default`, else its named exports), as written there.
        case exports(ConfigNode, path: String)
        /// A file audited on its own (a webpack, Babel or Jest config): a whole-module use of it stays a reference,
        /// so that its settings are not reported twice, but its members are read from these exports.
        case auditedOnItsOwn(ConfigNode, path: String)
        /// Not a script of the project (`./package.json`, a data file): left as the module it names.
        case notScript
        /// A configuration whose uses are read by the module they name (vitest.config's `mergeConfig(viteConfig, …)`
        /// of the vite.config the audit reads by itself): left as the module it names, not followed.
        case namedConfiguration
        /// A script that could not be followed, with why.
        case failed(String)
    }

    /// How many requires deep modules are followed from a configuration file.
    static let maximumDepth = 4
    /// How many modules are read in all: the depth alone bounds nothing on a wide require graph.
    static let maximumModules = 256
    /// How many value nodes may reach the files that require them, in all. A value is copied into every file that
    /// requires it (each part marked with the file that wrote it), so a list required by many modules that many
    /// more require grows with the product of the fan-outs, not with the files.
    static let maximumArrivingNodes = 200_000
    /// The extensions Node (and webpack's CLI, for TypeScript configs) tries for an extensionless `require`.
    static let scriptExtensions = ["js", "cjs", "mjs", "ts", "cts", "mts"]

    private let files: Set<String>
    /// The monorepo's other packages, whose files a configuration may require by package name.
    private let workspace: WorkspacePackages?
    private let read: @Sendable (String) -> [UInt8]?
    private let isAuditedOnItsOwn: (String) -> Bool
    private let isNamedConfiguration: (String) -> Bool
    private var loaded: [String: Outcome] = [:]
    private var loading: Set<String> = []
    private var arrivingNodes = 0
    /// Every evaluator by the file it reads: a function keeps the file it was written in, and is called there.
    private var evaluators: [String: StaticEvaluator] = [:]
    /// The modules followed so far: configuration code, like the files that require them.
    public private(set) var followed: Set<String> = []
    /// Configurations audited on their own whose exported factory another configuration calls with its options
    /// (react-boilerplate's webpack.base.babel.js): what they build is read through those calls.
    public private(set) var calledFactories: Set<String> = []

    /// Notes that the factory `path` exports was called by another configuration.
    func noteFactoryCalled(_ path: String) {
        calledFactories.insert(path)
    }

    /// `files`: the project's files (node_modules left out); `workspace`: the monorepo's other packages (their files
    /// read through `read` as `../name/file`); `isAuditedOnItsOwn`: whether the audit reads a file as configuration by
    /// itself; `isNamedConfiguration`: whether a require of the file stays the module it names.
    public init(
        files: [String], workspace: WorkspacePackages? = nil, read: @escaping @Sendable (String) -> [UInt8]?,
        isAuditedOnItsOwn: @escaping (String) -> Bool, isNamedConfiguration: @escaping (String) -> Bool = { _ in false }
    ) {
        self.files = Set(files)
        self.workspace = workspace
        self.read = read
        self.isAuditedOnItsOwn = isAuditedOnItsOwn
        self.isNamedConfiguration = isNamedConfiguration
    }

    /// Notes the evaluator reading `path`, so that functions written there can be called from other files.
    func register(_ evaluator: StaticEvaluator, for path: String) {
        if evaluators[path] == nil { evaluators[path] = evaluator }
    }

    /// The evaluator of the file a function was written in.
    func evaluator(for path: String) -> StaticEvaluator? { evaluators[path] }

    /// A project path without a detour out of the scanned folder and back (`../web/src` from packages/web is `src`).
    func folded(_ path: String) -> String {
        workspace?.folded(path) ?? path
    }

    /// Whether a bare `specifier` names a package of the monorepo, which `follow` then reads like the project's own.
    func namesWorkspacePackage(_ specifier: String) -> Bool {
        workspace?.package(for: specifier) != nil
    }

    /// Follows the relative `specifier` (or one naming a workspace package) required from `directory` by a file
    /// `depth` requires deep.
    func follow(_ specifier: String, from directory: String, depth: Int) -> Outcome {
        let base: String
        if let (package, subpath) = workspace?.package(for: specifier) {
            // As Node resolves it: the `exports` entry, else `main` (or index.js) for the bare name.
            guard let target = package.target(of: subpath) else { return .failed("'\(specifier)' is not among the exports of \(package.folder)/package.json") }
            base = ConfigAuditor.normalisePath(package.folder + "/" + target)
        } else {
            base = ConfigAuditor.normalisePath(directory.isEmpty ? specifier : directory + "/" + specifier)
        }
        let isWorkspaceFile = base.hasPrefix("..") && workspace?.contains(base) == true
        guard !base.hasPrefix("..") || isWorkspaceFile else { return .failed("'\(specifier)' is outside the scanned folder") }
        guard let path = script(at: base) else {
            return exists(base) ? .notScript : .failed("'\(specifier)' names no file of the project")
        }
        if !isWorkspaceFile, isNamedConfiguration(path) { return .namedConfiguration }
        if let outcome = loaded[path] { return outcome }
        guard !loading.contains(path) else { return .failed("\(path) requires itself through the files it requires") }
        guard depth <= Self.maximumDepth else { return .failed("\(path) is more than \(Self.maximumDepth) requires away from the configuration") }
        guard loaded.count < Self.maximumModules else { return .failed("the configuration requires more than \(Self.maximumModules) of the project's modules, and the audit follows no more") }
        guard let bytes = read(path) else { return .failed("\(path) could not be read") }
        loading.insert(path)
        defer { loading.remove(path) }
        let ext = String(ConfigAuditor.fileName(path).split(separator: ".").last ?? "js")
        let lexed = Lexer.lex(bytes, dialect: SourceDialect(fileExtension: ext) ?? .javascript)
        let evaluator = StaticEvaluator(file: lexed, directory: ConfigAuditor.directory(of: path), path: path, modules: self, depth: depth)
        let outcome: Outcome
        if let exported = evaluator.evaluateExports() {
            // Another package's files are not audited by themselves: what they configure is read here, as the app's.
            outcome = !isWorkspaceFile && isAuditedOnItsOwn(path) ? .auditedOnItsOwn(exported, path: path) : .exports(exported, path: path)
            followed.insert(path)
        } else if let stop = evaluator.abandoned, case .unresolved(let reason) = stop.value {
            outcome = .failed("reading \(path) stopped at line \(stop.line): \(reason)")
        } else {
            outcome = .failed("\(path) exports nothing the audit can evaluate")
        }
        loaded[path] = outcome
        return outcome
    }

    /// Whether `value`, read from a module, may reach the file that requires it: false once the values that have
    /// arrived in all would pass `maximumArrivingNodes`.
    func admits(_ value: ConfigNode) -> Bool {
        let remaining = Self.maximumArrivingNodes - arrivingNodes
        let size = Self.size(of: value, upTo: remaining + 1)
        guard size <= remaining else { return false }
        arrivingNodes += size
        return true
    }

    /// How many nodes `value` holds, counted no further than `limit`.
    private static func size(of value: ConfigNode, upTo limit: Int) -> Int {
        var count = 0
        var pending = [value]
        while let node = pending.popLast(), count < limit {
            count += 1
            switch node.value {
            case .array(let items), .either(let items), .instance(_, let items), .call(_, let items): pending += items
            case .object(let properties): pending += properties.map(\.value)
            default: break
            }
        }
        return count
    }

    /// Whether `path` is a file of the project or, outside it, of a workspace package.
    private func exists(_ path: String) -> Bool {
        if path.hasPrefix("..") { return workspace.map { $0.contains(path) && $0.isFile(path) } ?? false }
        return files.contains(path)
    }

    /// The script `base` names as Node resolves it: the file itself, with an extension added, or its folder's index.
    private func script(at base: String) -> String? {
        let name = ConfigAuditor.fileName(base)
        if let dot = name.lastIndex(of: "."), Self.scriptExtensions.contains(String(name[name.index(after: dot)...])), exists(base) {
            return base
        }
        let candidates = Self.scriptExtensions.map { base + "." + $0 } + Self.scriptExtensions.map { base + "/index." + $0 }
        return candidates.first(where: exists)
    }
}
