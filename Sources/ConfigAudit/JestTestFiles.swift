import Foundation

/// The files a Jest configuration makes tests or test setup, beyond the names every Jest finds (`*.test.js`,
/// `__tests__/`): its `testMatch` globs and `testRegex`, matched against the project's files as Jest matches them
/// (from `<rootDir>`, the configuration's folder), and its `setupFiles` / `setupFilesAfterEnv` / `setupTestFrameworkScriptFile`.
struct JestTestFiles: Sendable {
    /// What one Jest configuration runs: each is a run of its own (`jest -c jest.e2e.config.js` beside
    /// jest.config.js), so one's `testPathIgnorePatterns` leave out nothing another runs.
    private struct Configuration: Sendable {
        /// The configuration's `<rootDir>`, relative to the scanned root: Jest looks for tests under it only.
        var folder: String
        /// Its `testMatch` globs and `testRegex`, as regular expressions over `/`-prefixed paths.
        var patterns: [NSRegularExpression] = []
        /// Its `testPathIgnorePatterns`.
        var ignorePatterns: [NSRegularExpression] = []

        /// Whether `path` is under the configuration's folder and one of `regexes` matches it.
        func matches(_ path: String, _ regexes: [NSRegularExpression]) -> Bool {
            guard folder.isEmpty || path.hasPrefix(folder + "/") else { return false }
            let absolute = "/" + path
            let range = NSRange(absolute.startIndex..., in: absolute)
            return regexes.contains { $0.firstMatch(in: absolute, range: range) != nil }
        }

        /// Whether its own `testMatch` / `testRegex` make `path` a test it runs.
        func runs(_ path: String) -> Bool { matches(path, patterns) && !matches(path, ignorePatterns) }

        /// Whether it runs `path` as a test, by its own patterns or, without any, by Jest's default testMatch.
        func runsAsTest(_ path: String) -> Bool {
            patterns.isEmpty ? matches(path, JestTestFiles.defaultTestMatch) && !matches(path, ignorePatterns) : runs(path)
        }
    }

    /// Jest's default `testMatch`: `**/__tests__/**/*.[jt]s?(x)` and `**/?(*.)+(spec|test).[jt]s?(x)`.
    private static let defaultTestMatch: [NSRegularExpression] = ["**/__tests__/**/*.[jt]s?(x)", "**/?(*.)+(spec|test).[jt]s?(x)"].compactMap {
        try? NSRegularExpression(pattern: "^/" + regex(fromGlob: $0) + "$")
    }

    private var configurations: [Configuration] = []
    private var setupFiles: [String] = []

    /// Reads the options of a Jest configuration whose `<rootDir>` is `directory` (its folder, or its `rootDir` option;
    /// relative to the scanned root, "" at the root).
    mutating func read(_ config: ConfigNode, directory: String) {
        let root = directory.isEmpty ? "" : "/" + directory
        var configuration = Configuration(folder: directory)
        for glob in config["testMatch"]?.elements.compactMap(\.string) ?? [] {
            // Jest resolves what follows `<rootDir>` from it, slash or not: `<rootDir>src/**` is `<rootDir>/src/**`.
            let anchored = glob.hasPrefix("<rootDir>") ? root + "/" + glob.dropFirst("<rootDir>".count).drop { $0 == "/" }
                : glob.replacingOccurrences(of: "<rootDir>", with: root)
            if let regex = try? NSRegularExpression(pattern: "^" + Self.regex(fromGlob: anchored) + "$") { configuration.patterns.append(regex) }
        }
        let regexes = config["testRegex"].map { $0.string.map { [$0] } ?? $0.elements.compactMap(\.string) } ?? []
        for pattern in regexes {
            if let regex = try? NSRegularExpression(pattern: pattern) { configuration.patterns.append(regex) }
        }
        // Regular expressions over the test's absolute path, `<rootDir>` standing for the configuration's folder.
        for pattern in config["testPathIgnorePatterns"]?.elements.compactMap(\.string) ?? [] {
            if let regex = try? NSRegularExpression(pattern: pattern.replacingOccurrences(of: "<rootDir>", with: root)) {
                configuration.ignorePatterns.append(regex)
            }
        }
        configurations.append(configuration)
        // `setupTestFrameworkScriptFile` (Jest 23 and earlier) names one file, not a list.
        for key in ["setupFiles", "setupFilesAfterEnv", "setupTestFrameworkScriptFile"] {
            let named = config[key].map { $0.string.map { [$0] } ?? $0.elements.compactMap(\.string) } ?? []
            for file in named where file.hasPrefix("<rootDir>") || file.hasPrefix(".") {
                // `<rootDir>/x` and `./x` are both the configuration's folder's.
                let inFolder = file.hasPrefix("<rootDir>") ? String(file.dropFirst("<rootDir>".count)) : file
                if let relative = Self.normalised(directory.isEmpty ? inFolder : directory + "/" + inFolder) { setupFiles.append(relative) }
            }
        }
    }

    /// The files of `paths` that are tests or setup files by these configurations, sorted: not the tests a
    /// configuration's `testPathIgnorePatterns` leave out, unless another configuration runs them.
    func files(among paths: [String]) -> [String] {
        guard configurations.contains(where: { !$0.patterns.isEmpty }) || !setupFiles.isEmpty else { return [] }
        let setups = Set(setupFiles)
        return paths.filter { path in setups.contains(path) || configurations.contains { $0.runs(path) } }.sorted()
    }

    /// The files of `paths` that a configuration's `testPathIgnorePatterns` keep from running as tests and that no
    /// configuration runs (a `jest.e2e.config.js` may run what jest.config.js ignores), sorted; setup files are
    /// loaded all the same, whatever the patterns say.
    func ignoredFiles(among paths: [String]) -> [String] {
        guard configurations.contains(where: { !$0.ignorePatterns.isEmpty }) else { return [] }
        let setups = Set(setupFiles)
        return paths.filter { path in
            !setups.contains(path) && configurations.contains { $0.matches(path, $0.ignorePatterns) } && !configurations.contains { $0.runsAsTest(path) }
        }.sorted()
    }

    /// `a/./b/../c` as `a/c`; nil when it climbs out of the project.
    private static func normalised(_ path: String) -> String? {
        let folded = ConfigAuditor.normalisePath(path)
        return folded.isEmpty || folded.hasPrefix("..") ? nil : folded
    }

    /// A micromatch glob as a regular expression over `/`-separated paths: `**`, `*`, `?`, `{a,b}`, `[…]`, and the
    /// extglobs `?(…)`, `*(…)`, `+(…)`, `@(…)` that Jest's default testMatch uses.
    static func regex(fromGlob glob: String) -> String {
        var result = ""
        let characters = Array(glob)
        var index = 0
        var groups: [Character] = []  // the closing suffix of each open extglob or brace group
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // `!(…)` (negation) is left literal: it then matches nothing, which classifies no file wrongly.
            if "?*+@".contains(character), next == "(" {
                result += "(?:"
                groups.append(character == "@" ? " " : character)
                index += 2
                continue
            }
            // A plain group, as Jest 22's default `?(*.)(spec|test).js?(x)` has.
            if character == "(" {
                result += "(?:"
                groups.append(" ")
                index += 1
                continue
            }
            switch character {
            case "*" where next == "*":
                // `**/` is any number of folders, none included; a final `**` anything.
                if index + 2 < characters.count, characters[index + 2] == "/" {
                    result += "(?:.*/)?"
                    index += 3
                } else {
                    result += ".*"
                    index += 2
                }
                continue
            case "*": result += "[^/]*"
            case "?": result += "[^/]"
            case "{": result += "(?:"; groups.append("}")
            case "," where !groups.isEmpty: result += "|"
            case "|" where !groups.isEmpty: result += "|"
            case "}" where groups.last == "}": result += ")"; groups.removeLast()
            case ")" where !groups.isEmpty:
                let kind = groups.removeLast()
                result += ")" + (kind == " " ? "" : String(kind))
            case "[":
                if let close = characters[(index + 1)...].firstIndex(of: "]") {
                    var set = String(characters[(index + 1)..<close]).replacingOccurrences(of: "\\", with: "\\\\")
                    if set.hasPrefix("!") { set = "^" + set.dropFirst() }  // glob negation is `[!…]`, regex `[^…]`
                    result += "[" + set + "]"
                    index = close + 1
                    continue
                }
                result += "\\["
            default: result += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        return result
    }
}
