import AuditModel
import JSLexer
import SourceStructure

extension ContextClassifier {
    /// What classification needs of one file, small enough to keep for every file of a large tree (and to cache):
    /// the scan drops a file's bytes and tokens once its summary is made.
    public struct Summary: Sendable, Codable, Equatable {
        public var path: String
        /// Literal specifiers of value imports (`import`, `require`, `import()`, `export … from`), in source order;
        /// imports erased when compiled (`import type`, `import { type A }`) load nothing and are left out.
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
        public static let referencedGlobals: [StaticString] = ["require", "__dirname", "process", "System"]

        /// Summarises a lexed and structured file.
        public init(path: String, lexed: LexedFile, structure: SourceStructure) {
            self.path = path
            specifiers = []
            dynamicFolders = []
            contextFolders = []
            for reference in structure.modules where !reference.isErased {
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
            specifiers += Self.legacyWebpackLoads(lexed: lexed, structure: structure)
            usesNodeAPIs = ContextClassifier.usesNodeAPIs(structure: structure, lexed: lexed)
        }

        /// Literal specifiers webpack 1/2 loaded lazily, which `structure.modules` does not hold: `System.import('./a')`
        /// (an `import()`), and `require.ensure(['./a'], (require) => { require('./b'); })`: the listed modules and
        /// the callback's calls of its own `require` parameter.
        static func legacyWebpackLoads(lexed: LexedFile, structure: SourceStructure) -> [String] {
            var found: [String] = []
            func literal(_ index: Int) -> String? {
                guard index < lexed.tokens.count, lexed.tokens[index].kind == .string || lexed.tokens[index].kind == .template
                else { return nil }
                let text = lexed.text(lexed.tokens[index])
                return text.count >= 2 ? String(text.dropFirst().dropLast()) : nil
            }
            for index in structure.freeReferences(to: "System") {
                let chain = structure.memberChain(at: index, in: lexed)
                guard chain.segments.count == 1, chain.segments[0].name == "import", chain.lastToken + 3 < lexed.tokens.count,
                    lexed.matches(lexed.tokens[chain.lastToken + 1], "("), let specifier = literal(chain.lastToken + 2)
                else { continue }
                found.append(specifier)
            }
            for index in structure.freeReferences(to: "require") {
                let chain = structure.memberChain(at: index, in: lexed)
                let open = chain.lastToken + 1
                guard chain.segments.count == 1, chain.segments[0].name == "ensure", open < lexed.tokens.count,
                    lexed.matches(lexed.tokens[open], "(")
                else { continue }
                let arguments = structure.arguments(ofCallAt: open, in: lexed)
                guard arguments.count >= 2 else { continue }
                if let list = arguments.first, lexed.matches(lexed.tokens[list.lowerBound], "["),
                    let close = structure.partner(of: list.lowerBound)
                {
                    found += structure.splitAtCommas((list.lowerBound + 1)..<close, in: lexed)
                        .compactMap { $0.count == 1 ? literal($0.lowerBound) : nil }
                }
                // The callback's first parameter is webpack's local require: `(require) =>`, `function (r) {`.
                guard let callback = structure.functions.filter({ arguments[1].contains($0.parameters.lowerBound) })
                        .min(by: { $0.parameters.lowerBound < $1.parameters.lowerBound }),
                    let parameter = callback.parameters.first(where: { lexed.tokens[$0].kind == .identifier })
                else { continue }
                let name = lexed.text(lexed.tokens[parameter])
                var j = callback.body.lowerBound
                while j + 2 < callback.body.upperBound {
                    if lexed.tokens[j].kind == .identifier, lexed.matches(lexed.tokens[j + 1], "("), lexed.text(lexed.tokens[j]) == name,
                        j == 0 || !lexed.matches(lexed.tokens[j - 1], "."), let specifier = literal(j + 2)
                    {
                        found.append(specifier)
                    }
                    j += 1
                }
            }
            return found
        }
    }

    /// Classifies files from their summaries (same decisions as `classify(_:)`).
    public func classify(summaries: [Summary]) -> [String: CodeContext] {
        classifyNotingEntries(summaries: summaries).contexts
    }

    /// Classifies files, and names the entries of `facts.entries` that no scanned file answers: the code behind
    /// such an entry is not known as client code, which a scan says in a warning rather than in silence.
    public func classifyNotingEntries(summaries: [Summary]) -> (contexts: [String: CodeContext], unresolvedEntries: [String]) {
        let resolver = ModuleResolver(files: Set(summaries.map(\.path)), facts: facts)
        return classifyNotingEntries(graph: ImportGraph(summaries: summaries, resolver: resolver))
    }

    /// Classifies the files of `graph` (built with this classifier's facts), walking its edges.
    public func classifyNotingEntries(graph: ImportGraph) -> (contexts: [String: CodeContext], unresolvedEntries: [String]) {
        let summaries = graph.summaries
        let paths = Set(summaries.map(\.path))
        let resolver = graph.resolver
        var entries: [String] = []
        var unresolvedEntries: [String] = []
        for entry in facts.entries {
            if let found = resolver.probe(ModuleResolver.normalise(entry), extensions: ModuleResolver.extensions) {
                entries.append(found)
            } else {
                unresolvedEntries.append(entry)
            }
        }
        entries += facts.htmlScriptSources.map(ModuleResolver.normalise).compactMap { resolver.probe($0, extensions: ModuleResolver.extensions) }
        for ext in ["js", "jsx", "ts", "tsx"] where paths.contains("src/index.\(ext)") { entries.append("src/index.\(ext)") }
        // Test files by the Jest configuration count as named tests: never entered as client code.
        let testFiles = facts.testFiles
        var names = summaries.map { Self.classifyByName($0.path) ?? (testFiles.contains($0.path) ? .test : nil) }
        // Tests that Jest's testPathIgnorePatterns leave out (Playwright or Cypress specs under e2e/): Jest never ran
        // them, and the ported configuration excludes them from Vitest too. No test seeds, and another tool's files,
        // as cypress/ is, unless a test Jest runs imports them.
        var ignoredTests: Set<String> = []
        for index in summaries.indices
        where names[index] == .test && facts.jestIgnoredFiles.contains(summaries[index].path) && Self.isNamedTest(summaries[index].path) {
            ignoredTests.insert(summaries[index].path)
            names[index] = nil
        }
        // Targets named as tests or configuration are never entered.
        func reach(from seeds: [String], entering: (String) -> Bool) -> Set<String> {
            seeds.isEmpty ? [] : graph.reach(from: seeds, entering: { Self.classifyByName($0) == nil && entering($0) })
        }
        let reached = reach(from: entries.filter { Self.classifyByName($0) == nil && !testFiles.contains($0) }, entering: { !testFiles.contains($0) })
        // Test-only helpers run under Vitest. Only against known entries: without them, app code and test helpers
        // cannot be told apart, and app code read as test code would lose its client findings.
        var testReached: Set<String> = []
        let tests = summaries.indices.filter { names[$0] == .test }.map { summaries[$0].path }
        if !reached.isEmpty {
            testReached = reach(from: tests, entering: { !reached.contains($0) && !Self.isNodeFolder($0) && !testFiles.contains($0) })
        }
        let ignoredTestsImported = ignoredTests.isEmpty ? [] : graph.reach(from: tests, entering: { ignoredTests.contains($0) })
        // What only those other tools' tests import (e2e/helpers.js) is theirs too.
        let otherToolSeeds = ignoredTests.subtracting(ignoredTestsImported).sorted()
        let otherToolReached = reach(from: otherToolSeeds, entering: { !reached.contains($0) && !testReached.contains($0) })
        // What package.json scripts run with Node (`node server.js`), and no client entry reaches, is Node code.
        let nodeSeeds = facts.nodeEntries.map(ModuleResolver.normalise).compactMap { resolver.probe($0, extensions: ModuleResolver.extensions) }
        let nodeReached = reach(from: nodeSeeds.filter { !reached.contains($0) }, entering: { !reached.contains($0) })
        var result: [String: CodeContext] = [:]
        result.reserveCapacity(summaries.count)
        for (summary, named) in zip(summaries, names) {
            if ignoredTests.contains(summary.path) {
                result[summary.path] = ignoredTestsImported.contains(summary.path) ? .test : .config
            } else if let named {
                result[summary.path] = named
            } else if reached.contains(summary.path) {
                result[summary.path] = .client
            } else if facts.configurationFiles.contains(summary.path) {
                result[summary.path] = .config
            } else if testReached.contains(summary.path) {
                result[summary.path] = .test
            } else if otherToolReached.contains(summary.path) {
                result[summary.path] = .config
            } else if nodeReached.contains(summary.path) || Self.isNodeFolder(summary.path) || summary.usesNodeAPIs {
                result[summary.path] = .node
            } else {
                result[summary.path] = .unknown
            }
        }
        return (result, unresolvedEntries)
    }
}
