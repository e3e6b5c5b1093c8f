import AuditModel
import JSLexer
import SourceStructure

extension ContextClassifier {
    /// What classification needs of one file, small enough to keep for every file of a large tree (and to cache):
    /// the scan drops a file's bytes and tokens once its summary is made.
    public struct Summary: Sendable, Codable, Equatable {
        public var path: String
        /// Literal specifiers of value imports (`import`, `require`, `import()`, `export … from`), in source order.
        public var specifiers: [String]
        /// Folder heads of dynamic imports without a literal specifier (`import(\`./pages/${name}\`)` → `./pages`).
        public var dynamicFolders: [String]
        /// Folders of `require.context('./dir', …)`.
        public var contextFolders: [String]
        /// Node built-ins, server packages, `__dirname` or `process.argv/exit/…` are used.
        public var usesNodeAPIs: Bool

        public init(path: String, specifiers: [String], dynamicFolders: [String], contextFolders: [String], usesNodeAPIs: Bool) {
            self.path = path
            self.specifiers = specifiers
            self.dynamicFolders = dynamicFolders
            self.contextFolders = contextFolders
            self.usesNodeAPIs = usesNodeAPIs
        }

        /// The globals a summary looks up (`require.context`, `__dirname`, `process.argv`…): a structure built with
        /// `.modules(referencing: referencedGlobals)` is enough for `init(path:lexed:structure:)`.
        public static let referencedGlobals: [StaticString] = ["require", "__dirname", "process"]

        /// Summarises a lexed and structured file.
        public init(path: String, lexed: LexedFile, structure: SourceStructure) {
            self.path = path
            specifiers = []
            dynamicFolders = []
            contextFolders = []
            for reference in structure.modules where !reference.isTypeOnly {
                if let specifier = reference.specifier {
                    specifiers.append(specifier)
                    continue
                }
                guard let argument = reference.arguments.first, !argument.isEmpty else { continue }
                let first = lexed.tokens[argument.lowerBound]
                guard first.kind == .templateHead || first.kind == .string else { continue }
                var head = lexed.text(first).dropFirst()
                if first.kind == .templateHead { head = head.dropLast(2) } else { head = head.dropLast() }
                guard let slash = head.lastIndex(of: "/") else { continue }
                dynamicFolders.append(String(head[..<slash]))
            }
            for index in structure.freeReferences(to: "require") {
                let chain = structure.memberChain(at: index, in: lexed)
                guard chain.segments.count == 1, chain.segments[0].name == "context", chain.lastToken + 2 < lexed.tokens.count,
                    lexed.matches(lexed.tokens[chain.lastToken + 1], "("),
                    lexed.tokens[chain.lastToken + 2].kind == .string
                else { continue }
                contextFolders.append(String(lexed.text(lexed.tokens[chain.lastToken + 2]).dropFirst().dropLast()))
            }
            usesNodeAPIs = ContextClassifier.usesNodeAPIs(structure: structure, lexed: lexed)
        }
    }

    /// Classifies files from their summaries (same decisions as `classify(_:)`).
    public func classify(summaries: [Summary]) -> [String: CodeContext] {
        let paths = Set(summaries.map(\.path))
        let resolver = ModuleResolver(files: paths, facts: facts)
        var entries = (facts.entries + facts.htmlScriptSources).map(ModuleResolver.normalise)
            .compactMap { resolver.probe($0, extensions: ModuleResolver.extensions) }
        for ext in ["js", "jsx", "ts", "tsx"] where paths.contains("src/index.\(ext)") { entries.append("src/index.\(ext)") }
        var reached: Set<String> = []
        var queue = entries.filter { Self.classifyByName($0) == nil }
        // Only a walk from entries needs files by path (a tree without entries, as a folder of packages, has none).
        let byPath = queue.isEmpty ? [:] : Dictionary(summaries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // Sorted paths, built once, for the folder expansions of dynamic imports and require.context.
        var sortedPaths: [String]?
        while let path = queue.popLast() {
            guard !reached.contains(path), let summary = byPath[path] else { continue }
            reached.insert(path)
            var targets: [String] = []
            for specifier in summary.specifiers {
                if let target = resolver.resolve(specifier, from: path) { targets.append(target) }
            }
            for folder in summary.dynamicFolders + summary.contextFolders {
                if sortedPaths == nil { sortedPaths = paths.sorted() }
                for base in resolver.candidates(folder, from: path) {
                    let prefix = base.isEmpty ? "" : base + "/"
                    targets += sortedPaths!.filter { $0.hasPrefix(prefix) }
                }
            }
            for target in targets where !reached.contains(target) {
                if Self.classifyByName(target) == nil { queue.append(target) }
            }
        }
        var result: [String: CodeContext] = [:]
        result.reserveCapacity(summaries.count)
        for summary in summaries {
            if let named = Self.classifyByName(summary.path) {
                result[summary.path] = named
            } else if reached.contains(summary.path) {
                result[summary.path] = .client
            } else if Self.isNodeFolder(summary.path) || summary.usesNodeAPIs {
                result[summary.path] = .node
            } else {
                result[summary.path] = .unknown
            }
        }
        return result
    }
}
