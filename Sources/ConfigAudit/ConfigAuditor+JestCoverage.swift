import Foundation

extension ConfigAuditor {
    /// The Vitest configuration for Jest's coverage and test-path options, written out with their values; nil when a
    /// value is not literal enough to translate (the finding then names the target option only).
    static func jestCoverageFix(_ key: String, _ value: ConfigNode, rootDir: String) -> String? {
        switch key {
        case "collectCoverageFrom": return collectCoverageFromFix(value, rootDir: rootDir)
        case "coverageThreshold": return coverageThresholdFix(value)
        case "coverageReporters":
            // The same reporter names (istanbul's); `[name, options]` pairs are named by the target only.
            let names = value.elements.compactMap(\.string)
            guard !names.isEmpty, names.count == value.elements.count else { return nil }
            return "test: { coverage: { reporter: [\(names.map(ConfigNode.quoted).joined(separator: ", "))] } } in the Vitest config"
        case "testPathIgnorePatterns": return testPathIgnoreFix(value, rootDir: rootDir)
        default: return nil
        }
    }

    /// `['src/**/*.js', '!src/index.js']`: Jest's negated globs are Vitest's `coverage.exclude`. Both are read from the
    /// root, which knows no `<rootDir>`.
    static func collectCoverageFromFix(_ value: ConfigNode, rootDir: String) -> String? {
        let globs = value.elements.compactMap(\.string)
        guard !globs.isEmpty, globs.count == value.elements.count else { return nil }
        func fromRoot(_ glob: Substring) -> String {
            var rest = glob
            if rest.hasPrefix("<rootDir>") { rest = rest.dropFirst("<rootDir>".count).drop { $0 == "/" } }
            while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
            return ConfigNode.quoted((rootDir.isEmpty || rest.hasPrefix("**") ? "" : rootDir + "/") + rest)
        }
        let include = globs.filter { !$0.hasPrefix("!") }.map { fromRoot(Substring($0)) }
        let exclude = globs.filter { $0.hasPrefix("!") }.map { fromRoot($0.dropFirst()) }
        var options = ["include: [\(include.joined(separator: ", "))]"]
        if !exclude.isEmpty { options.append("exclude: [\(exclude.joined(separator: ", "))]") }
        return "test: { coverage: { \(options.joined(separator: ", ")) } } in the Vitest config"
    }

    /// `{ global: { lines: 80 } }` → `thresholds: { lines: 80 }`: Vitest's global thresholds sit at the top (negative
    /// numbers mean the same, at most that many uncovered); a folder key (`./src/api/`) becomes a glob of its files.
    static func coverageThresholdFix(_ value: ConfigNode) -> String? {
        var entries: [String] = []
        for property in value.properties {
            guard let key = property.key, case .object(let metrics) = property.value.value else { return nil }
            var numbers: [String] = []
            for metric in metrics {
                guard let name = metric.key, case .number = metric.value.value, let number = metric.value.sourceText else { return nil }
                numbers.append("\(name): \(number)")
            }
            if key == "global" {
                entries.insert(contentsOf: numbers, at: 0)
            } else {
                var glob = Substring(key)
                while glob.hasPrefix("./") { glob = glob.dropFirst(2) }
                entries.append("\(ConfigNode.quoted(glob.hasSuffix("/") ? glob + "**" : String(glob))): { \(numbers.joined(separator: ", ")) }")
            }
        }
        guard !entries.isEmpty else { return nil }
        return "test: { coverage: { thresholds: { \(entries.joined(separator: ", ")) } } } in the Vitest config"
    }

    /// The fix of `testPathIgnorePatterns` that only leaves node_modules out, as Vitest does by default.
    static let nothingToExclude = "nothing: Vitest's default exclude already leaves node_modules out (remove)"

    /// Jest's path regexes as Vitest's `test.exclude` globs, after Vitest's own defaults (`configDefaults.exclude`,
    /// which a written `exclude` replaces and which already holds node_modules). Only the regexes that are a plain
    /// folder (`/e2e/`, `<rootDir>/build/`) translate; `\.` is a dot, and a bare `.` is read as one too.
    static func testPathIgnoreFix(_ value: ConfigNode, rootDir: String) -> String? {
        let patterns = value.elements.compactMap(\.string)
        guard !patterns.isEmpty, patterns.count == value.elements.count else { return nil }
        var globs: [String] = []
        for pattern in patterns {
            var rest = Substring(pattern)
            let rooted = rest.hasPrefix("<rootDir>")
            if rooted { rest = rest.dropFirst("<rootDir>".count) }
            // `/e2e/`: a folder of that name anywhere (after `<rootDir>`, only there). Without the closing slash the
            // regex also takes `/e2e.test.js` or `/build-tools/`, which no folder glob says.
            guard rest.hasPrefix("/"), rest.hasSuffix("/"), rest.count > 1 else { return nil }
            rest = rest.dropFirst().dropLast()
            let folder = rest.replacingOccurrences(of: "\\.", with: ".")
            guard !folder.isEmpty, folder.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) }), !folder.contains("..") else { return nil }
            if !rooted, folder == "node_modules" { continue }
            globs.append(ConfigNode.quoted(rooted ? (rootDir.isEmpty ? "" : rootDir + "/") + folder + "/**" : "**/" + folder + "/**"))
        }
        guard !globs.isEmpty else { return nothingToExclude }
        return "test: { exclude: [...configDefaults.exclude, \(globs.joined(separator: ", "))] } in the Vitest config (import { configDefaults } from 'vitest/config')"
    }
}
