import AuditModel

extension ConfigAuditor {
    /// CI and deploy files: workflows, Dockerfiles and hosting configuration name the app's build-time variables and
    /// its output folder, which the move renames (`REACT_APP_*` → `VITE_*`) and moves (`build/` → `dist/`).
    static func isPipelineFile(_ path: String) -> Bool {
        let name = fileName(path)
        let lower = name.lowercased()
        if path.hasPrefix(".github/workflows/") { return lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") }
        if path == ".circleci/config.yml" { return true }
        if lower == "dockerfile" || lower.hasPrefix("dockerfile.") || lower.hasSuffix(".dockerfile") { return true }
        return [
            ".gitlab-ci.yml", ".travis.yml", "azure-pipelines.yml", "bitbucket-pipelines.yml", "jenkinsfile", ".drone.yml",
            "appveyor.yml", "buildspec.yml", "netlify.toml", "firebase.json", "docker-compose.yml", "docker-compose.yaml",
        ].contains(lower)
    }

    /// Each `REACT_APP_*` name a pipeline file sets or passes, and in a Create React App each place it expects CRA's
    /// `build/` folder: one finding per name and line, one per line for the folder.
    mutating func auditPipelineFile(_ file: String) {
        guard let bytes = project.read(file) else { return }
        configFiles.insert(file)
        // CRLF is one Character in Swift: a Windows-written workflow would otherwise be one line.
        let text = String(decoding: bytes, as: UTF8.self).withLFLineEnds
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            var reported: Set<Substring> = []
            for (name, column) in Self.reactAppNames(in: line) where reported.insert(name).inserted {
                let renamed = Self.viteVariableName(name)
                add(ConfigRules.reactAppPrefix, file: file, line: lineNumber, column: column, end: (lineNumber, column + name.utf16.count),
                    message: "\(file) passes \(name) to the build; Vite exposes only VITE_* variables, so the renamed code reads \(renamed).",
                    fix: "Rename it to \(renamed) here when the code moves to import.meta.env.\(renamed) (or keep it with envPrefix: ['VITE_', 'REACT_APP_']).")
            }
            if isCreateReactApp, let column = Self.buildFolderColumn(in: line) {
                add(ConfigRules.outDir, file: file, line: lineNumber, column: column, end: (lineNumber, column + "build".utf16.count),
                    message: "\(file) expects CRA's build/ folder; Vite writes dist/.",
                    fix: "build: { outDir: 'build' } in vite.config, or dist/ here.")
            }
        }
    }

    /// `REACT_APP_X` words of a line with their 1-based UTF-16 columns.
    static func reactAppNames(in line: Substring) -> [(Substring, Int)] {
        var found: [(Substring, Int)] = []
        var rest = line[...]
        while let range = rest.range(of: "REACT_APP_") {
            let startsWord = range.lowerBound == line.startIndex || !isWordCharacter(line[line.index(before: range.lowerBound)])
            var end = range.upperBound
            while end < line.endIndex, isWordCharacter(line[end]) { end = line.index(after: end) }
            if startsWord, end > range.upperBound {
                found.append((line[range.lowerBound..<end], line[..<range.lowerBound].utf16.count + 1))
            }
            rest = line[end...]
        }
        return found
    }

    /// Where a line names the `build` output folder as a path: `build/…`, `./build`, `/app/build`, or a quoted
    /// `"build"`; not `npm run build`, a `build:` job or `rebuild/`.
    static func buildFolderColumn(in line: Substring) -> Int? {
        var rest = line[...]
        while let range = rest.range(of: "build") {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            let asPath = before == "/" && (after == nil || after == "/" || after == " " || after == "\"" || after == "'")
            let asFolder = (before == nil || before == " " || before == "=" || before == "\"" || before == "'") && after == "/"
            let quoted = (before == "\"" && after == "\"") || (before == "'" && after == "'")
            if asPath || asFolder || quoted { return line[..<range.lowerBound].utf16.count + 1 }
            rest = line[range.upperBound...]
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
