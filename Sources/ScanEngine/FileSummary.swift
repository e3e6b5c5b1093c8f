import DependencyAudit
import JSLexer
import SourceRules
import SourceStructure

/// What the scan keeps of a file after its first pass (and caches by blob id): enough to classify contexts, feed
/// the dependency audit and derive the project context, while the file's bytes and tokens are dropped.
struct FileSummary: Sendable, Codable {
    /// One import of a package (bare specifier), located.
    struct PackageImport: Sendable, Codable {
        var specifier: String
        var line: Int
        var column: Int
        var kind: ImportKind?
    }

    var classifier: ContextClassifier.Summary
    var packageImports: [PackageImport]
    /// What the file's imports say about its React Router generation.
    var routerImports: RouterImportSignals

    init(classifier: ContextClassifier.Summary, packageImports: [PackageImport], routerImports: RouterImportSignals) {
        self.classifier = classifier
        self.packageImports = packageImports
        self.routerImports = routerImports
    }

    init(path: String, lexed: LexedFile, structure: SourceStructure) {
        classifier = ContextClassifier.Summary(path: path, lexed: lexed, structure: structure)
        packageImports = structure.modules.compactMap { reference in
            // `import type …` and `import { type A, type B }` are erased when compiled: the package is never loaded.
            guard !reference.isErased, let specifier = reference.specifier, BareSpecifier.isPackage(specifier) else { return nil }
            let token = reference.specifierToken.map { lexed.tokens[$0] } ?? lexed.tokens[reference.keywordToken]
            let location = lexed.location(of: token)
            return PackageImport(
                specifier: specifier, line: location.line, column: location.column, kind: ImportKindMapping.kind(of: reference))
        }
        routerImports = RouterImportSignals(structure)
    }
}

/// A first-pass result as cached: a summary, or the content-based reason the file was skipped.
struct CachedSummary: Sendable {
    var summary: FileSummary?
    var skipped: SkipPolicy.Reason?

    init(summary: FileSummary? = nil, skipped: SkipPolicy.Reason? = nil) {
        self.summary = summary
        self.skipped = skipped
    }
}
