import Foundation

/// The change the HMR probe appends to a file: one that leaves the file valid in its own language, so the
/// rebuild it triggers succeeds. A `//` comment breaks CSS, HTML, Vue and JSON files.
struct HMREdit: Sendable, Equatable, CustomStringConvertible {
    enum Syntax: Sendable, Equatable {
        /// `// …`: JavaScript, TypeScript, and any type not known here.
        case lineComment
        /// `/* … */`
        case blockComment
        /// `<!-- … -->`
        case markupComment
        /// `# …`
        case hashComment
        /// Trailing whitespace: JSON has no comments.
        case whitespace
    }

    var syntax: Syntax
    var run: Int

    init(path: String, run: Int) {
        self.run = run
        syntax = Self.syntax(forExtension: URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    static func syntax(forExtension pathExtension: String) -> Syntax {
        switch pathExtension {
        case "css", "scss", "sass", "less", "styl", "stylus", "pcss", "postcss": return .blockComment
        case "html", "htm", "vue", "svelte", "astro", "svg", "xml", "md": return .markupComment
        case "json", "json5", "webmanifest", "map": return .whitespace
        case "yaml", "yml", "graphql", "gql", "toml": return .hashComment
        default: return .lineComment
        }
    }

    /// What stands before and after the run number in a probe comment (`\n/* migrate-audit hmr probe ` … ` */\n`);
    /// nil for whitespace, which names no run. `HMRFile` finds a comment a killed run left by them.
    static func commentDelimiters(of syntax: Syntax) -> (open: String, close: String)? {
        let text = "migrate-audit hmr probe "
        switch syntax {
        case .lineComment: return ("\n// " + text, "\n")
        case .blockComment: return ("\n/* " + text, " */\n")
        case .markupComment: return ("\n<!-- " + text, " -->\n")
        case .hashComment: return ("\n# " + text, "\n")
        case .whitespace: return nil
        }
    }

    /// The bytes appended to the file; different per run, so a watcher comparing contents sees a change.
    var suffix: Data {
        guard let comment = Self.commentDelimiters(of: syntax) else {
            return Data(("\n" + String(repeating: " ", count: Swift.max(run, 0) % 8 + 1) + "\n").utf8)
        }
        return Data((comment.open + String(run) + comment.close).utf8)
    }

    /// How the report names the edit: "a `/* */` comment appended".
    var description: String {
        switch syntax {
        case .lineComment: return "a `//` comment appended"
        case .blockComment: return "a `/* */` comment appended"
        case .markupComment: return "a `<!-- -->` comment appended"
        case .hashComment: return "a `#` comment appended"
        case .whitespace: return "trailing whitespace appended"
        }
    }
}
