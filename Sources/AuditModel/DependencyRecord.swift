/// One dependency as Vite will see it (the report's `dependencies[]` entry).
public struct DependencyRecord: Codable, Hashable, Sendable {
    public enum Format: String, Codable, Sendable, CaseIterable {
        case esm, cjs, dual, unknown
    }

    /// A place in the application that imports the package.
    public struct Importer: Codable, Hashable, Sendable {
        public var file: String
        public var line: Int
        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }

    public var name: String
    /// The range in package.json; nil for a package only imported, not declared.
    public var declared: String?
    /// The installed (or locked) version; nil when unknown.
    public var version: String?
    public var format: Format
    /// Which entry won: `exports:<condition path>`, `browser`, `module`, `jsnext:main`, `jsnext`, `main`, `index`.
    public var field: String?
    /// The resolved entry file, relative to the scanned root.
    public var entry: String?
    public var importedFrom: [Importer]

    public init(
        name: String, declared: String?, version: String?, format: Format, field: String?, entry: String?,
        importedFrom: [Importer]
    ) {
        self.name = name
        self.declared = declared
        self.version = version
        self.format = format
        self.field = field
        self.entry = entry
        self.importedFrom = importedFrom
    }
}
