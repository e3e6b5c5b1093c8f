/// The parts of a package.json the audit reads, with the raw document kept for `exports` and `browser`.
public struct PackageManifest: Sendable {
    /// One entry of `dependencies`, `devDependencies`, `peerDependencies` or `optionalDependencies`.
    public struct Declaration: Sendable, Equatable {
        public enum Kind: String, Sendable { case dependencies, devDependencies, peerDependencies, optionalDependencies }
        public var name: String
        public var range: String
        public var kind: Kind
        /// Line of the declaration in the manifest.
        public var line: Int
        /// 1-based UTF-16 column of the declaration's key: declarations sharing a line stay apart.
        public var column: Int
        /// 1-based UTF-16 column just past `"name": "range"` on its line; nil when unknown.
        public var endColumn: Int?
        /// The pnpm catalog reference package.json writes (`catalog:`), when `range` is the catalog's range for it.
        public var catalogReference: String?

        /// A declaration of `name` at `range` in the `kind` section, with its place.
        public init(name: String, range: String, kind: Kind, line: Int, column: Int = 1, endColumn: Int? = nil) {
            self.name = name
            self.range = range
            self.kind = kind
            self.line = line
            self.column = column
            self.endColumn = endColumn
        }
    }

    /// A declaration field, or one of its entries, of the wrong type: not read, and said (a silently empty
    /// `"dependencies": []` would hide every declared package).
    public struct UnreadField: Sendable, Equatable {
        /// Line of the field in the manifest.
        public var line: Int
        /// 1-based UTF-16 column of the field's key.
        public var column: Int
        /// What was not read and why (`"dependencies" is an array; expected an object`).
        public var message: String
    }

    /// Tree path of the package.json.
    public var path: String
    public var document: JSONValue
    public var name: String?
    public var version: String?
    /// `"module"` or `"commonjs"` when set.
    public var type: String?
    public var declarations: [Declaration]
    /// Workspace globs from `workspaces` (array or `{packages: [...]}`).
    public var workspaceGlobs: [String]
    /// Declaration fields and entries that were not read because of their type, in source order.
    public var unreadFields: [UnreadField]

    /// The directory holding the manifest.
    public var directory: String { PathUtilities.directory(of: path) }

    public init(path: String, document: JSONValue) {
        self.path = path
        self.document = document
        name = document["name"]?.stringValue
        version = document["version"]?.stringValue
        type = document["type"]?.stringValue
        var declarations: [Declaration] = []
        var unread: [UnreadField] = []
        for kind in [Declaration.Kind.dependencies, .devDependencies, .peerDependencies, .optionalDependencies] {
            guard let field = document.member(kind.rawValue) else { continue }
            guard let entries = field.value.objectMembers else {
                unread.append(UnreadField(line: field.line, column: field.column, message: "\"\(kind.rawValue)\" is \(field.value.kindDescription); "
                    + "expected an object of package names and version ranges, so none of it was read"))
                continue
            }
            for entry in entries where entry.value.stringValue == nil {
                unread.append(UnreadField(line: entry.line, column: entry.column, message: "\"\(kind.rawValue)\" entry \"\(entry.key)\" is "
                    + "\(entry.value.kindDescription); expected a version range string (\"^16.14.0\"), so it was not read"))
            }
            for entry in field.value.stringMap {
                declarations.append(Declaration(name: entry.key, range: entry.value, kind: kind, line: entry.line, column: entry.column, endColumn: entry.endColumn))
            }
        }
        self.declarations = declarations
        let workspaces = document["workspaces"]
        let list = workspaces?.arrayValues ?? workspaces?["packages"]?.arrayValues
        // npm and yarn read an array of folder globs, yarn also `{ "packages": [...] }`: anything else declares no workspace.
        if let field = document.member("workspaces"), list == nil {
            unread.append(UnreadField(line: field.line, column: field.column, message: "\"workspaces\" is \(field.value.kindDescription); "
                + "expected an array of folder globs ([\"packages/*\"]) or an object with one under \"packages\", so no workspace was read"))
        }
        unreadFields = unread
        workspaceGlobs = (list ?? []).compactMap(\.stringValue)
    }

    /// Parses `bytes`; a malformed document yields a warning naming file, line and column.
    public static func parse(path: String, bytes: [UInt8]) -> Result<PackageManifest, ManifestProblem> {
        do {
            let document = try JSONParser.parse(bytes)
            guard case .object = document else {
                return .failure(ManifestProblem(file: path, line: 1, column: 1, reason: "package.json is not a JSON object"))
            }
            return .success(PackageManifest(path: path, document: document))
        } catch {
            return .failure(ManifestProblem(file: path, line: error.line, column: error.column, reason: error.reason))
        }
    }

    /// The line of a top-level key (for findings about `browser`, `module`, `exports`).
    public func line(ofKey key: String) -> Int { document.member(key)?.line ?? 1 }
}

/// A manifest or lockfile that could not be read, with where it went wrong.
public struct ManifestProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var reason: String

    public var description: String { "\(file):\(line):\(column): \(reason)" }
}
