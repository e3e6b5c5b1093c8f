import JSLexer

extension ConfigAuditor {
    /// The module script index.html loads under Vite for the entry `entry` (a project file), and the note saying it
    /// was renamed: a .js entry with JSX is one syntax-jsx-in-js tells to rename to .jsx.
    func pageScript(for entry: String) -> (tag: String, note: String) {
        let renamed = entry.hasSuffix(".js") && containsJSXElement(entry)
        let script = renamed ? String(entry.dropLast(".js".count)) + ".jsx" : entry
        return ("<script type=\"module\" src=\"/\(script)\"></script>", renamed ? " (\(entry) holds JSX, so it is renamed to .jsx as syntax-jsx-in-js says)" : "")
    }

    /// The module scripts of the page an HtmlWebpackPlugin of `configFile` builds: that config's first entry, each of
    /// its files that is in the project (webpack's extension and `index` probing included), in webpack's order; else
    /// CRA's src/index.* (html-entry-location's). The tags, and the notes on files renamed.
    /// `chunks`: the plugin's `chunks` option, whose named entries the page loads instead of the first entry's.
    func htmlPluginScripts(configFile: String, chunks: [String]? = nil) -> (tags: String, notes: String) {
        let files = Set(project.files)
        let chunkPaths = chunks.map { $0.flatMap { chunkEntries[configFile]?[$0] ?? [] } } ?? []
        let found = (chunkPaths.isEmpty ? pageEntries[configFile] ?? [] : chunkPaths).compactMap { path in
            ([path] + Self.entryProbes.flatMap { [path + $0, path + "/index" + $0] }).first(where: files.contains)
        }
        let entries = found.isEmpty ? Self.craEntryCandidates.first(where: files.contains).map { [$0] } ?? [] : found
        // No entry known (one the audit could not read, no src/index.*): the tag is named by what it must load.
        guard !entries.isEmpty else { return Self.unknownEntryScript }
        let scripts = entries.map { pageScript(for: $0) }
        return (scripts.map(\.tag).joined(separator: " "), scripts.map(\.note).joined())
    }

    /// The polyfills a project-file entry imports when that is all it does: the file is nothing but side-effect
    /// imports of packages (`import 'core-js/stable';`, `require('whatwg-fetch');`, a `'use strict'` directive), one
    /// at least a whole-language polyfill. Such a file is a chunk webpack loads before the app, not a page's script.
    /// Nil for anything else, a file not in the project included.
    func polyfillImports(ofEntry value: ConfigNode, context: String, in file: String) -> [String]? {
        polyfillEntry(value, context: context, in: file)?.specifiers
    }

    /// The project file of a polyfill-only entry (see `polyfillImports(ofEntry:context:in:)`) and its polyfills.
    func polyfillEntry(_ value: ConfigNode, context: String, in file: String) -> (file: String, specifiers: [String])? {
        guard let path = value.string ?? Self.resolvedPath(value, in: file), path.hasPrefix(".") || path.hasPrefix("/") else { return nil }
        let resolved = Self.normalisePath(path.hasPrefix("/") || context.isEmpty ? path : context + "/" + path)
        let files = Set(project.files)
        guard let found = ([resolved] + Self.entryProbes.map { resolved + $0 }).first(where: files.contains),
              let bytes = project.read(found) else { return nil }
        let dialect = SourceDialect(fileExtension: String(Self.fileName(found).split(separator: ".").last ?? "js")) ?? .javascript
        let lexed = Lexer.lex(bytes, dialect: dialect)
        let tokens = lexed.tokens
        func text(_ index: Int) -> String? {
            index < tokens.count ? String(decoding: lexed.bytes[Int(tokens[index].start)..<Int(tokens[index].end)], as: UTF8.self) : nil
        }
        func literal(_ index: Int) -> String? {
            guard index < tokens.count, tokens[index].kind == .string, let quoted = text(index) else { return nil }
            return String(quoted.dropFirst().dropLast())
        }
        var specifiers: [String] = []
        var index = 0
        while index < tokens.count {
            if text(index) == ";" || (index == 0 && literal(0) == "use strict") {
                index += 1
            } else if text(index) == "import", let specifier = literal(index + 1) {
                specifiers.append(specifier)
                index += 2
            } else if text(index) == "require", text(index + 1) == "(", let specifier = literal(index + 2), text(index + 3) == ")" {
                specifiers.append(specifier)
                index += 4
            } else {
                return nil
            }
        }
        guard specifiers.contains(where: ConfigRules.namesPolyfill), specifiers.allSatisfy({ !$0.hasPrefix(".") && !$0.hasPrefix("/") }) else { return nil }
        return (found, specifiers)
    }

    /// The module script for an entry the scan does not know, and the note that says so.
    static let unknownEntryScript = (tags: "<script type=\"module\" src=\"/src/…\"></script>", notes: " (the app's entry module; the scan found neither a webpack entry it could read nor src/index.*)")

    /// The extensions webpack's default resolve tries for an extensionless entry, and those React projects add.
    static let entryProbes = [".js", ".jsx", ".ts", ".tsx", ".mjs"]
}
