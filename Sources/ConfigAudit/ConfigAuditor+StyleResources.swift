extension ConfigAuditor {
    /// One preprocessor's way to inject a shared file through Vite's additionalData: its css.preprocessorOptions key,
    /// its include-paths option, and the statement for one file. additionalData is prepended to every stylesheet, so
    /// a path relative to the project resolves only through the include paths (Vite resolves no relative path there).
    struct SharedStyleLanguage: Sendable {
        var key: String
        var includePaths: String
        var statement: @Sendable (String) -> String

        static let scss = SharedStyleLanguage(key: "scss", includePaths: "loadPaths") { "@use \"\($0)\" as *;" }
        // The indented syntax ends a statement with a newline, not a semicolon.
        static let sass = SharedStyleLanguage(key: "sass", includePaths: "loadPaths") { "@use \"\($0)\" as *\\n" }
        // `(reference)`: the shared file's rules are not output into every stylesheet, only its variables and mixins.
        static let less = SharedStyleLanguage(key: "less", includePaths: "paths") { "@import (reference) \"\($0)\";" }
        static let stylus = SharedStyleLanguage(key: "stylus", includePaths: "paths") { "@import \"\($0)\"\\n" }

        /// The language of a file or rule-test extension; nil for one no preprocessor reads.
        static func of(_ ext: String) -> SharedStyleLanguage? {
            switch ext.lowercased() {
            case "scss": scss
            case "sass": sass
            case "less": less
            case "styl", "stylus": stylus
            default: nil
            }
        }
    }

    /// The finding for sass-resources-loader (`resources`) or style-resources-loader (`patterns`): the files they
    /// injected, as additionalData of the language each is written in (the rule's when it does not say).
    mutating func auditStyleResources(_ name: String, options: ConfigNode?, rule: ConfigNode, at node: ConfigNode, file: String) {
        let ruleLanguage = Self.testExtensions(rule["test"]).lazy.compactMap(SharedStyleLanguage.of).first ?? .scss
        let written = (options?["resources"] ?? options?["patterns"])?.elements.flatMap(\.alternatives) ?? []
        let paths = written.compactMap(\.string).map { Self.normalisePath(Self.projectPath($0)) }
        var groups: [(language: SharedStyleLanguage, paths: [String])] = []
        for path in paths {
            let ext = String(Self.fileName(path).split(separator: ".").last ?? "")
            let language = SharedStyleLanguage.of(ext) ?? ruleLanguage
            if let index = groups.firstIndex(where: { $0.language.key == language.key }) { groups[index].paths.append(path) } else { groups.append((language, [path])) }
        }
        let globNote = paths.contains { $0.contains("*") || $0.contains("{") } ? " (list the files a glob matched: an import names one file)" : ""
        let options = groups.isEmpty
            ? "\(ruleLanguage.key): { \(ruleLanguage.includePaths): [__dirname], additionalData: `\(ruleLanguage.statement("the shared file"))` }"
            : groups.map { group in
                "\(group.language.key): { \(group.language.includePaths): [__dirname], additionalData: `\(group.paths.map(group.language.statement).joined(separator: " "))` }"
            }.joined(separator: ", ")
        let what = paths.isEmpty ? "shared styles" : paths.joined(separator: ", ")
        add(ConfigRules.nodeSass, file: file, at: node, message: "\(name) injects \(what) into every stylesheet it handles; Vite uses additionalData.",
            fix: "css: { preprocessorOptions: { \(options) } }\(globNote)")
    }
}
