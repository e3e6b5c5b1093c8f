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
        /// Just past the specifier on its line (UTF-16 column): a finding at the import covers the specifier.
        var endColumn: Int?
        var kind: ImportKind?
    }

    var classifier: ContextClassifier.Summary
    var packageImports: [PackageImport]
    /// What the file's imports say about its React Router generation.
    var routerImports: RouterImportSignals
    /// The warning for a comment, string, template or JSX element left open to the end of the file, which the
    /// lexer read as part of it: nothing after its start was checked. Kept with the summary so that a cached
    /// summary warns too.
    var unclosedWarning: String?

    init(
        classifier: ContextClassifier.Summary, packageImports: [PackageImport], routerImports: RouterImportSignals,
        unclosedWarning: String? = nil
    ) {
        self.classifier = classifier
        self.packageImports = packageImports
        self.routerImports = routerImports
        self.unclosedWarning = unclosedWarning
    }

    init(path: String, lexed: LexedFile, structure: SourceStructure) {
        classifier = ContextClassifier.Summary(path: path, lexed: lexed, structure: structure)
        packageImports = structure.modules.compactMap { reference in
            // `import type …` and `import { type A, type B }` are erased when compiled: the package is never loaded.
            guard !reference.isErased, let specifier = reference.specifier, BareSpecifier.isPackage(specifier) else { return nil }
            let token = reference.specifierToken.map { lexed.tokens[$0] } ?? lexed.tokens[reference.keywordToken]
            let location = lexed.location(of: token), end = lexed.location(ofByte: token.end)
            return PackageImport(
                specifier: specifier, line: location.line, column: location.column, endColumn: end.line == location.line ? end.column : nil,
                kind: ImportKindMapping.kind(of: reference))
        }
        routerImports = RouterImportSignals(structure)
        unclosedWarning = Self.unclosedWarning(lexed)
    }

    /// The warning for the earliest construct `lexed` left open at its end (see `unclosedWarning`), or nil.
    static func unclosedWarning(_ lexed: LexedFile) -> String? {
        guard let error = lexed.errors.filter({ $0.leftOpen != nil }).min(by: { $0.offset < $1.offset }),
            let construct = error.leftOpen
        else { return nil }
        // The error's own line is where lexing stopped for some constructs; the start is what the reader looks for.
        let line = lexed.location(ofByte: error.offset).line
        let unchecked = "the rest of the file was read as part of it, so nothing after it was checked"
        switch construct {
        case .blockComment: return "unterminated comment from line \(line): \(unchecked); close it with */"
        case .string: return "unterminated string from line \(line): \(unchecked); close it with its quote"
        case .template: return "unterminated template literal from line \(line): \(unchecked); close it with a backtick"
        case .jsxAttributeString: return "unterminated JSX attribute string from line \(line): \(unchecked); close it with its quote"
        // The lexer reads the rest as the element's children: text, except `{…}` containers and tags' attributes, lexed as code.
        case .jsxElement:
            return "unclosed JSX element from line \(line): the rest of the file was read as its children (JSX text), "
                + "so code after it was checked only inside { } expression containers; add its closing tag"
        }
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
