/// Finds installed packages and their entry files the way Vite's resolver does (catalog §2.2.1).
public struct ViteResolver: Sendable {
    /// Which Vite build mode's condition is active (`development` in `vite`, `production` in `vite build`).
    public enum Mode: String, Sendable { case development, production }

    /// An installed package: where the app sees it and where its files really are.
    public struct InstalledPackage: Sendable, Equatable {
        /// `node_modules/<name>` as seen from the importer (may be a link).
        public var linkPath: String
        /// The real directory after following links (pnpm store, workspace folder, trusted external root).
        public var directory: String
        public var manifest: PackageManifest?
        /// Followed a link to a folder outside any `node_modules` (a workspace or `file:`/`link:` package).
        public var isLinkedSource: Bool

        public static func == (a: InstalledPackage, b: InstalledPackage) -> Bool {
            a.linkPath == b.linkPath && a.directory == b.directory && a.isLinkedSource == b.isLinkedSource
        }
    }

    /// Where an import ends up, and why.
    public struct Entry: Sendable, Equatable {
        /// Tree path of the resolved file; nil when no file exists.
        public var file: String?
        /// `exports:<condition path>`, `browser`, `module`, `jsnext:main`, `jsnext`, `main`, `index`.
        public var field: String
        /// Set when the `browser` object remapped the file to `false` (an empty module).
        public var browserEmptyModule: Bool = false
        /// Why no file was found (or what was odd on the way).
        public var problem: String?
    }

    public enum Outcome: Sendable, Equatable {
        case resolved(Entry)
        /// The subpath is not in the package's `exports` map.
        case notExported(subpath: String)
        case invalidExports(String)
        case missingEntry(Entry)
    }

    public let tree: any PackageTree
    public let vite: Int
    public let mode: Mode
    /// Whether a file's content has ES module syntax (import/export declarations, `import.meta`).
    public let hasModuleSyntax: @Sendable (String) -> Bool

    public static let mainFields = ["browser", "module", "jsnext:main", "jsnext"]
    public static let extensions = [".mjs", ".js", ".mts", ".ts", ".jsx", ".tsx", ".json"]

    public init(tree: any PackageTree, vite: Int, mode: Mode = .development, hasModuleSyntax: @escaping @Sendable (String) -> Bool) {
        self.tree = tree
        self.vite = vite
        self.mode = mode
        self.hasModuleSyntax = hasModuleSyntax
    }

    /// Conditions Vite passes to `resolve.exports` for a browser import: `import`, `browser`, `default`
    /// plus `resolve.conditions` (`module`, `browser`, `development|production`).
    public var importConditions: Set<String> { ["import", "module", "browser", "default", mode.rawValue] }

    /// Splits `@scope/name/sub/path` into package name and subpath (`.` or `./sub/path`).
    public static func splitSpecifier(_ specifier: String) -> (name: String, subpath: String)? {
        let parts = specifier.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, !first.isEmpty, !first.hasPrefix(".") else { return nil }
        let nameCount = first.hasPrefix("@") ? 2 : 1
        guard parts.count >= nameCount, !parts[nameCount - 1].isEmpty else { return nil }
        let name = parts[0..<nameCount].joined(separator: "/")
        let rest = parts[nameCount...].joined(separator: "/")
        return (name, rest.isEmpty ? "." : "./" + rest)
    }

    /// Looks for `node_modules/<name>` from `directory` up to the root, following links.
    public func locate(_ name: String, from directory: String) -> Result<InstalledPackage, LocateProblem> {
        var current = directory
        var firstProblem: LocateProblem?
        while true {
            if PathUtilities.fileName(of: current) != "node_modules" {
                let candidate = PathUtilities.join(current, "node_modules/" + name)
                switch tree.canonicalPath(candidate) {
                case .found(let real, .directory):
                    let manifestPath = PathUtilities.join(real, "package.json")
                    var manifest: PackageManifest?
                    if let bytes = tree.read(manifestPath), case .success(let parsed) = PackageManifest.parse(path: manifestPath, bytes: bytes) {
                        manifest = parsed
                    }
                    let linked = real != candidate && !PathUtilities.components(real).contains("node_modules") && !real.hasPrefix("/")
                    return .success(InstalledPackage(linkPath: candidate, directory: real, manifest: manifest, isLinkedSource: linked))
                case .cycle(let link):
                    firstProblem = firstProblem ?? .symlinkCycle(link: link)
                case .outsideProject(let link, let target):
                    firstProblem = firstProblem ?? .linkOutsideProject(link: link, target: target)
                default:
                    break
                }
            }
            if current.isEmpty || current == "/" { break }
            current = PathUtilities.directory(of: current)
        }
        return .failure(firstProblem ?? .notInstalled)
    }

    public enum LocateProblem: Error, Sendable, Equatable {
        case notInstalled
        case symlinkCycle(link: String)
        case linkOutsideProject(link: String, target: String)
    }

    /// Resolves `subpath` of an installed package for a browser `import`.
    public func resolve(_ package: InstalledPackage, subpath: String) -> Outcome {
        resolve(directory: package.directory, document: package.manifest?.document ?? .object([]), subpath: subpath, depth: 0)
    }

    private func resolve(directory: String, document: JSONValue, subpath: String, depth: Int) -> Outcome {
        // `"exports": null` is no exports field (Node falls back to "main").
        if let exports = document["exports"], exports != .null {
            switch ExportsResolver.resolve(exports, subpath: subpath, conditions: importConditions) {
            case .target(let target, let conditions):
                let field = "exports:" + (conditions.isEmpty ? "default" : conditions.joined(separator: ">"))
                var entry = Entry(file: nil, field: field)
                let path = PathUtilities.join(directory, target)
                entry.file = tree.isFile(path) ? path : nil
                if entry.file == nil {
                    entry.problem = "\"exports\" points at \(target), which does not exist"
                    return .missingEntry(entry)
                }
                return .resolved(entry)
            case .notExported, .excluded:
                return .notExported(subpath: subpath)
            case .invalid(let reason):
                return .invalidExports(reason)
            }
        }
        let browserMap = document["browser"]?.objectMembers
        if subpath != "." {
            var relative = subpath
            var field = "main"
            if let browserMap, let mapped = mapBrowser(relative, map: browserMap) {
                if case .bool(false) = mapped { return .resolved(Entry(file: nil, field: "browser", browserEmptyModule: true)) }
                if let text = mapped.stringValue { relative = text; field = "browser" }
            }
            let path = PathUtilities.join(directory, relative)
            if let file = tryFile(path) { return .resolved(Entry(file: file, field: field)) }
            if tree.isDirectory(path), depth < 4 {
                let nested = PathUtilities.join(path, "package.json")
                if let bytes = tree.read(nested), let document = try? JSONParser.parse(bytes) {
                    return resolve(directory: path, document: document, subpath: ".", depth: depth + 1)
                }
                if let index = tryIndex(path) { return .resolved(Entry(file: index, field: "index")) }
            }
            return .missingEntry(Entry(file: nil, field: field, problem: "no file for \(subpath)"))
        }

        var chosen: (value: String, field: String)?
        for field in Self.mainFields {
            if field == "browser" {
                if let browser = browserEntry(directory: directory, document: document) {
                    chosen = browser
                    break
                }
                continue
            }
            if let value = document[field]?.stringValue, !value.isEmpty {
                chosen = (value, field)
                break
            }
        }
        if chosen == nil, let main = document["main"]?.stringValue, !main.isEmpty { chosen = (main, "main") }
        // Like Vite, a named entry that does not exist is a failure, not a reason to try index.js.
        let candidates = chosen.map { [$0] } ?? [("index.js", "index"), ("index.json", "index")]
        var firstMissing: Entry?
        for (value, field) in candidates {
            var entryValue = value
            var entryField = field
            if let browserMap, let mapped = mapBrowser(entryValue, map: browserMap) {
                if case .bool(false) = mapped { return .resolved(Entry(file: nil, field: "browser", browserEmptyModule: true)) }
                if let text = mapped.stringValue { entryValue = text; entryField = "browser" }
            }
            let path = PathUtilities.join(directory, entryValue)
            if let file = tryFileOrIndex(path) {
                var entry = Entry(file: file, field: entryField)
                if let missing = firstMissing { entry.problem = missing.problem }
                return .resolved(entry)
            }
            if firstMissing == nil {
                firstMissing = Entry(file: nil, field: entryField, problem: "\"\(field)\" points at \(value), which does not exist")
            }
        }
        return .missingEntry(firstMissing ?? Entry(file: nil, field: "index", problem: "no entry file"))
    }

    /// The `browser` main field: a string, or the `"."` key of an object. Vite ≤7 sniffs: when a different
    /// `module` entry exists and the browser file has no ES module syntax, `module` wins. Vite 8 does not.
    private func browserEntry(directory: String, document: JSONValue) -> (String, String)? {
        let browser: String?
        switch document["browser"] {
        case .string(let text)?: browser = text
        case .object?: browser = document["browser"]?["."]?.stringValue
        default: browser = nil
        }
        guard let browser, !browser.isEmpty else { return nil }
        if vite <= 7, let module = document["module"]?.stringValue, module != browser {
            // Vite 7's tryResolveBrowserEntry gives nothing for a browser file that does not exist: `module` is next.
            guard let file = tryFile(PathUtilities.join(directory, browser)) else { return nil }
            if let bytes = tree.read(file) {
                return hasModuleSyntax(String(decoding: bytes, as: UTF8.self)) ? (browser, "browser") : (module, "module")
            }
        }
        return (browser, "browser")
    }

    /// An object `browser` field's replacement for a package-relative path (`./lib/node.js`), tried with and
    /// without `./` and with the `.js` extension, as Vite's `mapWithBrowserField` does.
    func mapBrowser(_ relative: String, map: [JSONMember]) -> JSONValue? {
        let normal = PathUtilities.normalise(relative)
        for member in map {
            let key = PathUtilities.normalise(member.key)
            if key == normal || key == normal + ".js" || key + ".js" == normal || key == normal + "/index.js" {
                return member.value
            }
        }
        return nil
    }

    /// The file itself, or with one of Vite's extensions.
    public func tryFile(_ path: String) -> String? {
        if tree.isFile(path) { return path }
        for ext in Self.extensions where tree.isFile(path + ext) { return path + ext }
        return nil
    }

    /// The file `path` names, with Vite's extensions, or the index file of the folder it names (a relative require).
    func tryFileOrIndex(_ path: String) -> String? {
        tryFile(path) ?? (tree.isDirectory(path) ? tryIndex(path) : nil)
    }

    func tryIndex(_ directory: String) -> String? {
        for ext in Self.extensions where tree.isFile(directory + "/index" + ext) { return directory + "/index" + ext }
        return nil
    }

    /// The root export's `import` and `require` targets (without browser conditions), when both exist as
    /// different files: a dual package when the first is ES and the second CommonJS (the caller reads formats).
    public func dualTargets(of package: InstalledPackage) -> (import: String, require: String)? {
        guard let exports = package.manifest?.document["exports"], exports != .null else { return nil }
        func target(_ condition: String) -> String? {
            guard case .target(let target, _) = ExportsResolver.resolve(exports, subpath: ".", conditions: [condition, "default", mode.rawValue]) else { return nil }
            let file = PathUtilities.join(package.directory, target)
            return tree.isFile(file) ? file : nil
        }
        guard let importFile = target("import"), let requireFile = target("require"), importFile != requireFile else { return nil }
        return (importFile, requireFile)
    }
}
