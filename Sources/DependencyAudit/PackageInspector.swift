import JSLexer

/// Reads a package's resolved entry and the files it reaches, and decides its format the Vite way.
struct PackageInspector {
    /// A finding-worthy construct in a package file.
    struct Sighting: Sendable, Equatable {
        var file: String
        var line: Int
        var detail: String
    }

    struct Inspection: Sendable {
        var entryFacts: SourceFacts?
        var format: SourceFormat
        var cssRequires: [Sighting] = []
        var nodeGlobals: [Sighting] = []
        var builtinRequires: [Sighting] = []
        var jsx: [Sighting] = []
        var flow: [Sighting] = []
        /// Files with the stage-1 `export X from './X'`.
        var exportDefaultFrom: [Sighting] = []
        /// NODE_ENV-switched `require` targets that are compiled ESM (`__esModule` + `exports.default`).
        var switchedCompiledESM: [String] = []
        /// The entry (or a NODE_ENV-switched target) sets `__esModule` and `exports.default` and never
        /// assigns `module.exports`.
        var esModuleDefaultOnly = false
        var filesRead = 0
        /// Other packages the read files import (`randombytes`, `lodash/debounce`), each once, in order of appearance.
        var packageImports: [String] = []
        /// Files found reachable from the entry that the file limit left unread (at least this many).
        var unreadFiles = 0
    }

    /// A file's format as a bundler sees it.
    enum SourceFormat: Sendable, Equatable {
        case esm, cjs, json
        /// A stylesheet or other asset entry (`normalize.css`), which Vite serves without interop.
        case asset
    }

    static let builtinModules: Set<String> = [
        "assert", "async_hooks", "buffer", "child_process", "cluster", "console", "constants", "crypto", "dgram",
        "dns", "domain", "events", "fs", "http", "http2", "https", "inspector", "module", "net", "os", "path",
        "perf_hooks", "process", "punycode", "querystring", "readline", "repl", "stream", "string_decoder", "sys",
        "timers", "tls", "tty", "url", "util", "v8", "vm", "worker_threads", "zlib",
    ]

    /// Subpaths Node resolves as built-ins; any other path under a built-in's name is a file of an npm package.
    static let builtinSubpaths: Set<String> = [
        "assert/strict", "dns/promises", "fs/promises", "inspector/promises", "path/posix", "path/win32", "readline/promises",
        "stream/consumers", "stream/promises", "stream/web", "timers/promises", "util/types",
    ]

    let tree: any PackageTree
    let resolver: ViteResolver
    let maximumFiles: Int
    /// Facts and inspections already computed in this audit (by the threads reading ahead, or earlier questions).
    let memo = InspectionMemo()

    /// Reads and lexes a file; nil for non-JavaScript or unreadable files.
    func facts(of file: String) -> SourceFacts? {
        let ext = PathUtilities.fileExtension(of: file)
        guard ext != "json", let dialect = SourceDialect(fileExtension: ext.isEmpty ? "js" : ext) else { return nil }
        return memo.facts(of: file) { tree.read(file).map { SourceFacts(bytes: $0, dialect: dialect) } }
    }

    /// Extension, then the nearest package.json `type` (up to the package root), then content.
    func format(of file: String, packageDirectory: String, facts: SourceFacts?) -> SourceFormat {
        format(of: file, packageDirectory: packageDirectory) { facts }
    }

    /// As above, lexing the file (through `content`) only when neither the extension nor a `type` decides.
    func format(of file: String, packageDirectory: String, content: () -> SourceFacts?) -> SourceFormat {
        switch PathUtilities.fileExtension(of: file) {
        case "mjs", "mts": return .esm
        case "cjs", "cts": return .cjs
        case "json": return .json
        case "js", "jsx", "ts", "tsx", "": break
        // Stylesheets, images and other assets are served natively: no CommonJS interop.
        default: return .asset
        }
        var directory = PathUtilities.directory(of: file)
        while true {
            let manifest = PathUtilities.join(directory, "package.json")
            if let bytes = tree.read(manifest), let document = try? JSONParser.parse(bytes) {
                if document["type"]?.stringValue == "module" { return .esm }
                // A nested package.json without `type` ends the search (Node stops at the first one found).
                break
            }
            if directory == packageDirectory || directory.isEmpty || directory == "/" { break }
            directory = PathUtilities.directory(of: directory)
        }
        return (content()?.hasModuleSyntax ?? false) ? .esm : .cjs
    }

    /// Inspects the entry and the files reachable from it through relative requires/imports.
    /// The entry decides the format and export shape; the walk for hazards starts at `walkFrom` (the files the app
    /// imports: the entry, deep-imported files, or both) or at the entry when nil.
    func inspect(entry: String, package: ViteResolver.InstalledPackage, walkFrom: [String]? = nil) -> Inspection {
        let key = ([entry, package.directory] + (walkFrom ?? [entry])).joined(separator: "\u{0}")
        return memo.inspection(key) { walk(entry: entry, package: package, walkFrom: walkFrom) }
    }

    private func walk(entry: String, package: ViteResolver.InstalledPackage, walkFrom: [String]?) -> Inspection {
        let entryFacts = facts(of: entry)
        var inspection = Inspection(entryFacts: entryFacts, format: format(of: entry, packageDirectory: package.directory, facts: entryFacts))
        let browserMap = package.manifest?.document["browser"]?.objectMembers
        var queue: [String] = []
        var seen = Set<String>()
        for start in walkFrom ?? [entry] where seen.insert(start).inserted { queue.append(start) }
        var importedPackages = Set<String>()
        var head = 0
        while head < queue.count, inspection.filesRead < maximumFiles {
            let file = queue[head]
            head += 1
            guard let facts = file == entry ? entryFacts : self.facts(of: file) else { continue }
            inspection.filesRead += 1
            let relativeName = PathUtilities.path(file, inside: package.directory) ?? file
            let isJSFile = ["js", "cjs", "mjs"].contains(PathUtilities.fileExtension(of: file))
            if facts.containsJSX, isJSFile { inspection.jsx.append(Sighting(file: file, line: 1, detail: relativeName)) }
            if facts.hasFlow, isJSFile { inspection.flow.append(Sighting(file: file, line: 1, detail: relativeName)) }
            if facts.exportsDefaultFrom { inspection.exportDefaultFrom.append(Sighting(file: file, line: 1, detail: relativeName)) }
            var reported = Set<String>()
            for global in facts.nodeGlobals where reported.insert("\(global.line):\(global.name)").inserted {
                inspection.nodeGlobals.append(Sighting(file: file, line: global.line, detail: global.name))
            }
            let specifiers = facts.requires.map { ($0, true) } + facts.imports.map { ($0, false) }
            for (occurrence, isRequire) in specifiers {
                var specifier = occurrence.name
                var importsTarget: String?
                if specifier.hasPrefix("#") {
                    // Package imports (chalk 5's `#supports-color`) resolve with the export conditions; a target may
                    // be a file of the package or another package (a built-in among them).
                    guard let imports = package.manifest?.document["imports"],
                        case .target(let mapped, _) = ExportsResolver.resolveImports(imports, specifier: specifier, conditions: resolver.importConditions)
                    else { continue }
                    if mapped.hasPrefix("./") { importsTarget = PathUtilities.join(package.directory, mapped) } else { specifier = mapped }
                }
                if isRequire, Self.isStyle(specifier) {
                    inspection.cssRequires.append(Sighting(file: file, line: occurrence.line, detail: specifier))
                    continue
                }
                if importsTarget == nil, !specifier.hasPrefix(".") {
                    let bare = specifier.hasPrefix("node:") ? String(specifier.dropFirst(5)) : specifier
                    let root = String(bare.split(separator: "/").first ?? "")
                    if isMappedAway(specifier, browserMap: browserMap) { continue }
                    let builtin = Self.builtinModules.contains(root) && (bare == root || Self.builtinSubpaths.contains(bare))
                    if Self.builtinModules.contains(root), case .failure = resolver.locate(root, from: package.directory) {
                        inspection.builtinRequires.append(Sighting(file: file, line: occurrence.line, detail: specifier))
                    } else if !specifier.hasPrefix("node:"), !builtin || bare == root, importedPackages.insert(specifier).inserted {
                        inspection.packageImports.append(specifier)
                    }
                    continue
                }
                var target = importsTarget ?? PathUtilities.join(PathUtilities.directory(of: file), specifier)
                if let browserMap, let mapped = resolver.mapBrowser("./" + relative(target, to: package.directory), map: browserMap) {
                    guard let text = mapped.stringValue else { continue }
                    target = PathUtilities.join(package.directory, text)
                }
                guard let resolved = resolver.tryFileOrIndex(target),
                    !seen.contains(resolved)
                else { continue }
                seen.insert(resolved)
                queue.append(resolved)
            }
        }
        inspection.unreadFiles = queue.count - head
        if let facts = entryFacts {
            inspection.esModuleDefaultOnly = facts.setsESModuleFlag && facts.assignsExportsDefault && !facts.assignsModuleExports
            // `if (process.env.NODE_ENV === 'production') module.exports = require('./x.prod.js')`.
            if facts.readsNodeEnv, !facts.hasModuleSyntax, facts.assignsModuleExports, !facts.requires.isEmpty, facts.requires.count <= 4 {
                for required in facts.requires where required.name.hasPrefix(".") {
                    let target = PathUtilities.join(PathUtilities.directory(of: entry), required.name)
                    guard let file = resolver.tryFile(target), let targetFacts = self.facts(of: file) else { continue }
                    if targetFacts.setsESModuleFlag, targetFacts.assignsExportsDefault, !targetFacts.assignsModuleExports {
                        inspection.switchedCompiledESM.append(file)
                    }
                }
                if !inspection.switchedCompiledESM.isEmpty { inspection.esModuleDefaultOnly = true }
            }
        }
        return inspection
    }

    static func isStyle(_ specifier: String) -> Bool {
        let path = specifier.split(separator: "?").first.map(String.init) ?? specifier
        return ["css", "less", "scss", "sass", "styl"].contains(PathUtilities.fileExtension(of: path))
    }

    private func isMappedAway(_ specifier: String, browserMap: [JSONMember]?) -> Bool {
        guard let browserMap else { return false }
        return browserMap.contains { $0.key == specifier }
    }

    private func relative(_ path: String, to directory: String) -> String {
        PathUtilities.path(path, inside: directory) ?? path
    }
}
