extension ConfigAuditor {
    /// File types Vite imports itself under Vitest: its asset types (imported, they are URLs) and stylesheets.
    static let vitestHandledTypes: Set<String> = styleExtensions.union([
        "apng", "bmp", "png", "jpg", "jpeg", "jfif", "gif", "svg", "ico", "webp", "avif", "mp4", "webm", "ogg", "mp3", "wav",
        "flac", "aac", "m4a", "woff", "woff2", "eot", "ttf", "otf", "pdf", "txt",
    ])

    /// Jest's moduleNameMapper as Vitest takes it. Jest matches a pattern anywhere in the import path and replaces the
    /// whole path, so each pattern is anchored (`^.*…$`) for Vitest's `test.alias`, which replaces only what matched;
    /// resolve.alias would change the app's build too. Mappings of stylesheets and assets to stubs are dropped: Vitest
    /// handles those imports itself. So is CRA's `'^react-native$': 'react-native-web'` without react-native-web
    /// declared (`declaresReactNativeWeb` false): no test imported anything through it.
    /// `portsNothing`: every mapping is dropped, so the option leaves only lines to delete.
    static func moduleNameMapperFix(_ mapper: ConfigNode, rootDir: String, declaresReactNativeWeb: Bool = true) -> (text: String, portsNothing: Bool) {
        var aliases: [String] = []
        var dropped: [String] = []
        var unused: [String] = []
        var stubsSVG = false
        for property in mapper.properties {
            guard let pattern = property.key else { continue }
            // An array is a list of candidates, tried in order: the first is what Jest used when it existed.
            guard let target = property.value.elements.compactMap(\.string).first else {
                aliases.append("{ find: \(anchoredPattern(pattern)), replacement: /* the value at line \(property.line) */ }")
                continue
            }
            if pattern == "^react-native$", target == "react-native-web", !declaresReactNativeWeb {
                unused.append("\(ConfigNode.quoted(pattern)) → \(target)")
                continue
            }
            let types = testExtensions(ConfigNode(.regex("/\(pattern)/"), line: property.line, column: property.column))
            if target == "identity-obj-proxy" || !types.isEmpty && types.allSatisfy(vitestHandledTypes.contains) {
                dropped.append("\(ConfigNode.quoted(pattern)) → \(target)")
                stubsSVG = stubsSVG || types.contains("svg")
                continue
            }
            aliases.append("{ find: \(anchoredPattern(pattern)), replacement: \(jestReplacement(target, rootDir: rootDir)) }")
        }
        let handled = "Vitest handles CSS and asset imports itself (test-css-modules covers class names in snapshots"
            + (stubsSVG ? "; an SVG used as a component needs vite-plugin-svgr's `?react`)" : ")")
        var drops: [String] = []
        if !unused.isEmpty { drops.append(unused.joined(separator: ", ") + ": CRA's default for React Native Web, which the project does not depend on, so no test imports through it") }
        if !dropped.isEmpty { drops.append(dropped.joined(separator: ", ") + ": " + handled) }
        guard !aliases.isEmpty else { return (drops.isEmpty ? "Nothing: no mapping to port." : "Nothing to port; delete " + drops.joined(separator: "; delete "), true) }
        let dropText = drops.joined(separator: "; drop ")
        return ("test: { alias: [" + aliases.joined(separator: ", ") + "] } in the Vitest config (whole-path patterns, as Jest matched; resolve.alias would change the app's build too)"
            + (drops.isEmpty ? "" : "; drop " + dropText), false)
    }

    /// A moduleNameMapper pattern as a regex literal matching the whole import path, so that the replacement replaces
    /// all of it as Jest's did; Jest's capture groups keep their numbers.
    static func anchoredPattern(_ pattern: String) -> String {
        var body = pattern
        if !body.hasPrefix("^") { body = "^.*" + body }
        if !body.hasSuffix("$") || body.hasSuffix("\\$") { body += ".*$" }
        var literal = ""
        var escaped = false
        for character in body {
            if character == "/", !escaped { literal += "\\" }
            literal.append(character)
            escaped = character == "\\" && !escaped
        }
        return "/" + literal + "/"
    }

    /// A moduleNameMapper target as vite.config writes it: `<rootDir>/src/$1` → `path.resolve(__dirname, 'src/$1')`,
    /// a package name as written.
    static func jestReplacement(_ target: String, rootDir: String) -> String {
        guard target.hasPrefix("<rootDir>") || target.hasPrefix(".") else { return ConfigNode.quoted(target) }
        guard let path = jestPathInProject(target, from: rootDir) else { return ConfigNode.quoted(target) }
        return ConfigNode.projectPathText("/" + path)
    }
}
