import JSLexer

extension ConfigAuditor {
    /// What Vite's postcss-load-config passes a function-form PostCSS config: postcss-loader's `file`, `options`,
    /// `webpack`, `mode` and the like are undefined there.
    static let postcssContextKeys: Set<String> = ["env", "cwd"]

    static func isPostCSSConfig(_ path: String) -> Bool {
        let name = fileName(path)
        return ["postcss.config.js", "postcss.config.cjs", "postcss.config.mjs", "postcss.config.ts", ".postcssrc.js", ".postcssrc.cjs", ".postcssrc.mjs"].contains(name)
    }

    /// A `postcss.config.js` exported as a function of postcss-loader's context (`({ file, options, env }) => …`,
    /// postcss-loader 2/3): under Vite the members it reads other than `env` and `cwd` are undefined.
    mutating func auditPostCSSConfig(_ file: String) {
        guard let lexed = lex(file) else { return }
        configFiles.insert(file)
        let reads = Self.postcssContextReads(lexed).filter { !Self.postcssContextKeys.contains($0.name) }
        guard let first = reads.first else { return }
        var names: [String] = []
        for read in reads where !names.contains(read.name) { names.append(read.name) }
        let listed = names.map { "`\($0)`" }.joined(separator: ", ")
        add(ConfigRules.postcssConfig, file: file, line: first.line, column: first.column,
            message: "\(file) is a function of postcss-loader's context and reads \(listed); Vite loads it with postcss-load-config, which passes only `env` and `cwd`, so \(names.count == 1 ? "it is" : "they are") undefined (a member read of one throws).",
            fix: "Make the export a plain object (module.exports = { plugins: … }) or a function that reads only ctx.env, and write what \(listed) gave into the config itself (a folder as path.resolve(__dirname, …), loader options as values).",
            severity: .manualFix)
    }

    /// The context members an exported config function reads, with where: the keys it destructures in its parameter
    /// (`({ file, options })`), or the members read on its parameter (`ctx.file.dirname`). Empty for any other export.
    static func postcssContextReads(_ lexed: LexedFile) -> [(name: String, line: Int, column: Int)] {
        let tokens = lexed.tokens
        func text(_ index: Int) -> String { index < tokens.count ? lexed.text(tokens[index]) : "" }
        guard var index = tokens.indices.first(where: { position in
            (text(position) == "module" && text(position + 1) == "." && text(position + 2) == "exports" && text(position + 3) == "=")
                || (text(position) == "export" && text(position + 1) == "default")
        }) else { return [] }
        index += text(index) == "module" ? 4 : 2
        if text(index) == "async" { index += 1 }
        if text(index) == "function" {
            index += 1
            if text(index) != "(" { index += 1 }
        }
        func site(_ position: Int) -> (line: Int, column: Int) { (Int(tokens[position].line), lexed.location(of: tokens[position]).column) }
        // A single parameter without parentheses: `ctx => …`.
        if tokens.indices.contains(index), tokens[index].kind == .identifier, text(index + 1) == "=>" {
            return memberReads(of: text(index), after: index + 2, in: lexed).map { ($0.name, site($0.index).line, site($0.index).column) }
        }
        guard text(index) == "(" else { return [] }
        if text(index + 1) == "{" {
            // `({ file, options: loaderOptions, env = 'development' })`: the keys at the pattern's top level.
            var reads: [(name: String, line: Int, column: Int)] = []
            var depth = 0
            var position = index + 1
            while position < tokens.count {
                let token = text(position)
                if ["{", "[", "("].contains(token) { depth += 1 } else if ["}", "]", ")"].contains(token) { depth -= 1 }
                if depth == 0 { break }
                if depth == 1, tokens[position].kind == .identifier, ["{", ","].contains(text(position - 1)) {
                    reads.append((token, site(position).line, site(position).column))
                }
                position += 1
            }
            return reads
        }
        guard tokens.indices.contains(index + 1), tokens[index + 1].kind == .identifier, [")", ","].contains(text(index + 2)) else { return [] }
        return memberReads(of: text(index + 1), after: index + 2, in: lexed).map { ($0.name, site($0.index).line, site($0.index).column) }
    }

    /// `name.member` reads after token `start`, each with the token index of `name`.
    private static func memberReads(of name: String, after start: Int, in lexed: LexedFile) -> [(name: String, index: Int)] {
        let tokens = lexed.tokens
        var reads: [(name: String, index: Int)] = []
        var position = max(start, 1)
        while position + 2 < tokens.count {
            if tokens[position].kind == .identifier, lexed.text(tokens[position]) == name, lexed.text(tokens[position - 1]) != ".",
               [".", "?."].contains(lexed.text(tokens[position + 1])), tokens[position + 2].kind == .identifier {
                reads.append((lexed.text(tokens[position + 2]), position))
            }
            position += 1
        }
        return reads
    }

    /// postcss-loader's `config.path` (2/3) or `postcssOptions.config` (4+): a PostCSS config outside the project
    /// root, which Vite does not search (it looks in the root and the folders above it).
    mutating func auditPostCSSConfigPath(_ options: ConfigNode, file: String) {
        guard let node = options["config"]?["path"] ?? options["postcssOptions"]?["config"], let written = node.string else { return }
        let path = Self.normalisePath(Self.projectPath(written))
        let name = Self.fileName(path)
        // A file names its folder; a folder is searched as it is.
        let isFile = name.hasPrefix(".postcssrc") || [".js", ".cjs", ".mjs", ".ts", ".json", ".yaml", ".yml"].contains(where: name.hasSuffix)
        let folder = isFile ? Self.directory(of: path) : path
        guard !folder.isEmpty else { return }
        add(ConfigRules.postcssConfig, file: file, at: node,
            message: "postcss-loader reads the PostCSS config from '\(folder)'; Vite searches only the project root (and the folders above it), so it would run without that config.",
            fix: "css: { postcss: \(ConfigNode.projectPathText("/" + folder)) } in vite.config (the folder Vite searches for the config), or move the config to the project root.",
            severity: .manualFix)
    }
}
