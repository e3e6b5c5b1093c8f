extension ConfigAuditor {
    /// The module script index.html loads under Vite for the entry `entry` (a project file), and the note saying it
    /// was renamed: a .js entry with JSX is one syntax-jsx-in-js tells to rename to .jsx.
    func pageScript(for entry: String) -> (tag: String, note: String) {
        let renamed = entry.hasSuffix(".js") && containsJSXElement(entry)
        let script = renamed ? String(entry.dropLast(".js".count)) + ".jsx" : entry
        return ("<script type=\"module\" src=\"/\(script)\"></script>", renamed ? " (\(entry) holds JSX, so it is renamed to .jsx as syntax-jsx-in-js says)" : "")
    }

    /// The page's entry for an HtmlWebpackPlugin of `configFile`: that file's first webpack entry that is a project
    /// file (webpack's extension and `index` probing included), else CRA's src/index.* (html-entry-location's).
    func htmlPluginEntry(configFile: String) -> String {
        let files = Set(project.files)
        for entry in facts.webpackEntries where entry.file == configFile {
            let candidates = [entry.path] + Self.entryProbes.flatMap { [entry.path + $0, entry.path + "/index" + $0] }
            if let found = candidates.first(where: files.contains) { return found }
        }
        return Self.craEntryCandidates.first(where: files.contains) ?? "src/index.js"
    }

    /// The extensions webpack's default resolve tries for an extensionless entry, and those React projects add.
    static let entryProbes = [".js", ".jsx", ".ts", ".tsx", ".mjs"]
}
