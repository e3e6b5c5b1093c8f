/// The load edges between the project's source files, read from their summaries: literal specifiers of imports,
/// `require` and `import()`, and the folders of dynamic imports and `require.context`, resolved to scanned files.
/// What runs where (the context classifier) and what a test loads (the test rules) walk the same edges.
public struct ImportGraph: Sendable {
    /// The summaries the edges come from, in scan order.
    public let summaries: [ContextClassifier.Summary]
    public let resolver: ModuleResolver
    private let byPath: [String: Int]
    /// Every summarised path, sorted: what a dynamic import's or require.context's folder may name. Empty when no
    /// file has such a folder.
    private let sortedPaths: [String]

    /// The edges of `summaries`, resolved with `resolver` (whose files should be the summarised paths).
    public init(summaries: [ContextClassifier.Summary], resolver: ModuleResolver) {
        self.summaries = summaries
        self.resolver = resolver
        byPath = Dictionary(summaries.indices.map { (summaries[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        let hasFolders = summaries.contains { !$0.dynamicFolders.isEmpty || !$0.contextFolders.isEmpty }
        sortedPaths = hasFolders ? summaries.map(\.path).sorted() : []
    }

    /// The graph of whole files, summarised here.
    public init(files: [SourceFile], facts: ProjectFacts) {
        let summaries = files.map { ContextClassifier.Summary(path: $0.path, lexed: $0.lexed, structure: $0.structure) }
        self.init(summaries: summaries, resolver: ModuleResolver(files: Set(files.map(\.path)), facts: facts))
    }

    /// The files `path` loads, in source order (a folder's files in path order); empty for an unknown path.
    public func targets(of path: String) -> [String] {
        guard let index = byPath[path] else { return [] }
        let summary = summaries[index]
        var targets: [String] = []
        for specifier in summary.specifiers {
            if let target = resolver.resolve(specifier, from: path) { targets.append(target) }
        }
        for folder in summary.dynamicFolders + summary.contextFolders {
            for base in resolver.candidates(folder, from: path) {
                let prefix = base.isEmpty ? "" : base + "/"
                targets += sortedPaths.filter { $0.hasPrefix(prefix) }
            }
        }
        return targets
    }

    /// The files reached from `seeds` over the edges, seeds included; a target `entering` refuses is not entered.
    public func reach(from seeds: [String], entering: (String) -> Bool = { _ in true }) -> Set<String> {
        var reached: Set<String> = []
        var queue = seeds
        while let path = queue.popLast() {
            guard !reached.contains(path), byPath[path] != nil else { continue }
            reached.insert(path)
            for target in targets(of: path) where !reached.contains(target) && entering(target) {
                queue.append(target)
            }
        }
        return reached
    }
}
