import AuditModel

/// How the app imports a package at one place.
public enum ImportKind: String, Sendable, Hashable, Codable {
    /// `import x from 'pkg'`
    case `default`
    /// `import * as x from 'pkg'`
    case namespace
    /// `import { a } from 'pkg'`
    case named
    /// `import 'pkg'`
    case sideEffect
    /// `require('pkg')`
    case require
    /// `import('pkg')`
    case dynamic
}

/// One place in the application that imports a package specifier.
public struct ImportSite: Sendable, Hashable {
    /// Tree path of the importing file.
    public var file: String
    public var line: Int
    public var column: Int
    /// Just past the specifier on its line (UTF-16 column), when known: findings at the import cover it.
    public var endColumn: Int?
    /// Nil when the caller does not know; rules that depend on the kind then assume it may apply.
    public var kind: ImportKind?
    /// Where the importing file runs: a finding placed at this import carries it, like the file's own findings.
    public var context: CodeContext

    public init(file: String, line: Int, column: Int = 1, endColumn: Int? = nil, kind: ImportKind? = nil, context: CodeContext = .unknown) {
        self.file = file
        self.line = line
        self.column = column
        self.endColumn = endColumn
        self.kind = kind
        self.context = context
    }
}

/// Settings of a dependency audit.
public struct DependencyAuditOptions: Sendable {
    /// Target Vite major (`--vite`); rules whose behaviour differs between 7 and 8 read it.
    public var vite: Int
    public var mode: ViteResolver.Mode
    /// The React version peer ranges are checked against.
    public var reactTarget: SemanticVersion
    /// Files read per package when looking for CSS requires, Node globals and JSX (entry first, then what it
    /// requires/imports, breadth first).
    public var maximumFilesPerPackage: Int
    /// Specifier prefixes that are app-local (webpack aliases, `resolve.modules` folders), not packages; a
    /// trailing `$` means an exact match, as in webpack's `resolve.alias`.
    public var localSpecifierPrefixes: [String]
    /// Aliases whose replacement is another package (`lodash$` → `lodash-es`): imports are audited as the
    /// package Vite will load once the alias is ported. Keys follow `resolve.alias` (`$` = exact).
    public var packageAliases: [String: String]
    /// Bare specifiers that resolve to the app's own files through `resolve.modules`, `NODE_PATH` or `baseUrl`
    /// (`helpers` → src/helpers.js): app modules, unless a package of that name is declared or installed (webpack
    /// looks in node_modules first).
    public var localSpecifiers: Set<String>
    /// Threads that read installed packages ahead of the audit (1: none; the audit itself reads on demand). The
    /// result does not depend on it: what is read ahead is only what the audit would read.
    public var threads: Int
    /// Tree paths of the files the scan's source rules audit in client code (a monorepo root scan holds its workspace
    /// packages' sources): a linked package's own JSX, Flow and Node globals found there are reported by those rules
    /// at each use, so the dep-* finding that only points at them is not reported a second time.
    public var auditedSourceFiles: Set<String>
    /// Tree paths of app files no page loads under Vite: a webpack entry that only imports polyfills (no other file
    /// imports it), which html-polyfill-entries reports for removal or @vitejs/plugin-legacy. A package only they import
    /// is never discovered or pre-bundled, and needs nothing.
    public var unloadedFiles: Set<String> = []

    public static let latestVite = 8

    public init(
        vite: Int = DependencyAuditOptions.latestVite, mode: ViteResolver.Mode = .development,
        reactTarget: SemanticVersion = SemanticVersion(major: 18, minor: 3, patch: 1),
        maximumFilesPerPackage: Int = 200, localSpecifierPrefixes: [String] = [], packageAliases: [String: String] = [:],
        localSpecifiers: Set<String> = [], threads: Int = 1, auditedSourceFiles: Set<String> = []
    ) {
        self.threads = max(1, threads)
        self.auditedSourceFiles = auditedSourceFiles
        self.packageAliases = packageAliases
        self.localSpecifiers = localSpecifiers
        self.vite = vite
        self.mode = mode
        self.reactTarget = reactTarget
        self.maximumFilesPerPackage = maximumFilesPerPackage
        self.localSpecifierPrefixes = localSpecifierPrefixes
    }
}

/// Everything a dependency audit produces.
public struct DependencyAuditResult: Sendable {
    /// One record per package, sorted by name then entry.
    public var dependencies: [DependencyRecord]
    /// dep-* findings, in report order.
    public var findings: [Finding]
    /// Problems reading the project (malformed manifests, links, missing node_modules).
    public var warnings: [ScanWarning]
    /// Packages that are declared or imported but not installed (undeclared imports included).
    public var unknownCount: Int
    /// Manifests read: the root and every workspace package.
    public var manifests: [PackageManifest]
    /// The lockfile used for locked versions, when one was readable.
    public var lockfile: Lockfile?
    /// The app's package.json exists but is not valid JSON; its warning speaks for every reader of the file.
    public var rootManifestMalformed = false
    /// The warning of a lockfile that is not valid (a merge conflict left in it, a file cut off) when no other
    /// lockfile was read: locked versions went unread, a gap in the audit.
    public var malformedLockfile: ScanWarning?
    /// Installed packages whose entry assigns a function to module.exports, sorted: dep-cjs-fn-namespace reports
    /// their namespace imports, so cjs-interop-default leaves the calls of such a namespace to it.
    public var callableCommonJSPackages: [String] = []
    /// Installed packages whose entry (as Vite resolves it) is an ES module with named exports and no default
    /// export, sorted: react-router 3's `es/` build.
    public var esModulesWithoutDefault: [String] = []
    /// Installed packages whose entry is an ES module with only a default export, sorted: moment's `jsnext:main`.
    public var defaultOnlyESModules: [String] = []
}
