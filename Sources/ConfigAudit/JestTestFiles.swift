import Foundation

/// The files a Jest configuration makes tests or test setup, beyond the names every Jest finds (`*.test.js`,
/// `__tests__/`): its `testMatch` globs and `testRegex`, matched against the project's files as Jest matches them
/// (from `<rootDir>`, the configuration's folder), and its `setupFiles` / `setupFilesAfterEnv` / `setupTestFrameworkScriptFile`.
struct JestTestFiles: Sendable {
    /// Each pattern with the folder of its configuration: Jest looks for tests under its `rootDir` only.
    private var patterns: [(regex: NSRegularExpression, folder: String)] = []
    /// `testPathIgnorePatterns`, each with the folder of its configuration.
    private var ignorePatterns: [(regex: NSRegularExpression, folder: String)] = []
    private var setupFiles: [String] = []

    /// Reads the options of a Jest configuration whose `<rootDir>` is `directory` (its folder, or its `rootDir` option;
    /// relative to the scanned root, "" at the root).
    mutating func read(_ config: ConfigNode, directory: String) {
        let root = directory.isEmpty ? "" : "/" + directory
        for glob in config["testMatch"]?.elements.compactMap(\.string) ?? [] {
            // Jest resolves what follows `<rootDir>` from it, slash or not: `<rootDir>src/**` is `<rootDir>/src/**`.
            let anchored = glob.hasPrefix("<rootDir>") ? root + "/" + glob.dropFirst("<rootDir>".count).drop { $0 == "/" }
                : glob.replacingOccurrences(of: "<rootDir>", with: root)
            if let regex = try? NSRegularExpression(pattern: "^" + Self.regex(fromGlob: anchored) + "$") { patterns.append((regex, directory)) }
        }
        let regexes = config["testRegex"].map { $0.string.map { [$0] } ?? $0.elements.compactMap(\.string) } ?? []
        for pattern in regexes {
            if let regex = try? NSRegularExpression(pattern: pattern) { patterns.append((regex, directory)) }
        }
        // Regular expressions over the test's absolute path, `<rootDir>` standing for the configuration's folder.
        for pattern in config["testPathIgnorePatterns"]?.elements.compactMap(\.string) ?? [] {
            if let regex = try? NSRegularExpression(pattern: pattern.replacingOccurrences(of: "<rootDir>", with: root)) {
                ignorePatterns.append((regex, directory))
            }
        }
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

    /// The files of `paths` that are tests or setup files by this configuration, sorted: not the tests its
    /// `testPathIgnorePatterns` leave out.
    func files(among paths: [String]) -> [String] {
        guard !patterns.isEmpty || !setupFiles.isEmpty else { return [] }
        let setups = Set(setupFiles)
        return paths.filter { path in
            setups.contains(path) || (Self.matches(path, patterns) && !Self.matches(path, ignorePatterns))
        }.sorted()
    }

    /// The files of `paths` that this configuration's `testPathIgnorePatterns` keep from running as tests, sorted;
    /// its setup files are loaded all the same, whatever the patterns say.
    func ignoredFiles(among paths: [String]) -> [String] {
        guard !ignorePatterns.isEmpty else { return [] }
        let setups = Set(setupFiles)
        return paths.filter { !setups.contains($0) && Self.matches($0, ignorePatterns) }.sorted()
    }

    /// Whether one of `patterns` matches `path` (relative to the scanned root) within its configuration's folder.
    private static func matches(_ path: String, _ patterns: [(regex: NSRegularExpression, folder: String)]) -> Bool {
        let absolute = "/" + path
        let range = NSRange(absolute.startIndex..., in: absolute)
        return patterns.contains { pattern in
            (pattern.folder.isEmpty || path.hasPrefix(pattern.folder + "/")) && pattern.regex.firstMatch(in: absolute, range: range) != nil
        }
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
