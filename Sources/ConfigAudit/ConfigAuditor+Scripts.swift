extension ConfigAuditor {
    /// The CLIs that run CRA's start/build/test/eject scripts.
    static let craScriptRunners: Set<String> = ["react-scripts", "react-app-rewired", "craco"]

    /// A package.json script that runs react-scripts, react-app-rewired or craco, rewritten for Vite.
    struct ViteScript: Equatable {
        /// The CRA CLI the script runs.
        var tool: String
        /// The script under Vite; nil when it has no counterpart (`eject`).
        var command: String?
        /// What the rewrite leaves out or changes, and why.
        var notes: [String]
    }

    /// Jest flags that Vitest spells the same way.
    static let sameVitestFlags: Set<String> = ["--coverage", "--passWithNoTests", "--silent", "-u", "--updateSnapshot", "--logHeapUsage"]
    /// Jest flags with a Vitest spelling of their own; the value, if any, follows.
    static let renamedVitestFlags: [String: String] = [
        "--verbose": "--reporter=verbose", "--json": "--reporter=json", "--runInBand": "--no-file-parallelism", "-i": "--no-file-parallelism",
        "--onlyChanged": "--changed", "-o": "--changed", "-t": "-t", "--testNamePattern": "-t", "--maxWorkers": "--maxWorkers",
        "-w": "--maxWorkers", "--testTimeout": "--testTimeout", "--env": "--environment", "--testEnvironment": "--environment",
    ]
    /// Jest flags whose value is the next word when not written `--flag=value`.
    static let jestFlagsWithValues: Set<String> = [
        "-t", "--testNamePattern", "--testPathPattern", "--testPathPatterns", "--maxWorkers", "-w", "--testTimeout", "--env", "--testEnvironment",
        "--reporters", "--coverageReporters", "--collectCoverageFrom", "--config", "-c", "--setupFiles", "--testMatch", "--roots",
        "--config-overrides", "--scripts-version",
    ]
    /// What each react-scripts command forces NODE_ENV to, whatever the script sets.
    static let forcedNodeEnv = ["start": "development", "build": "production", "test": "test"]

    /// `command` with each `react-scripts start|build|test|eject` (or the react-app-rewired / craco equivalent)
    /// replaced by Vite's, keeping the flags that have a Vite or Vitest spelling; nil when no such CLI runs.
    static func viteScript(for command: String) -> ViteScript? {
        var tool: String?
        var notes: [String] = []
        var removesScript = false
        var rewritten: [String] = []
        for var segment in shellSegments(command) {
            if let separator = segment.first, ["&&", "||", ";", "|"].contains(separator) {
                rewritten.append(separator)
                segment.removeFirst()
            }
            guard let runnerIndex = segment.firstIndex(where: { craScriptRunners.contains(String($0.split(separator: "/").last ?? "")) }) else {
                rewritten += segment
                continue
            }
            let runner = String(segment[runnerIndex].split(separator: "/").last ?? "")
            tool = tool ?? runner
            let subcommand = runnerIndex + 1 < segment.count ? segment[runnerIndex + 1] : "start"
            let arguments = runnerIndex + 2 <= segment.count ? Array(segment[min(runnerIndex + 2, segment.count)...]) : []
            if subcommand == "eject" {
                removesScript = true
                continue
            }
            // Assignments before the CLI (`CI=true`, `cross-env NODE_ENV=staging`).
            var prefix: [String] = []
            var runOnce = false
            var viteArguments: [String] = []
            for word in segment[..<runnerIndex] {
                let (name, value) = assignment(word)
                switch name {
                case "NODE_ENV":
                    let forced = forcedNodeEnv[subcommand] ?? "production"
                    // Vite sets NODE_ENV itself; one that CRA would have overridden anyway is dropped quietly.
                    guard value != forced else { break }
                    notes.append("\(word) is left out: \(runner) \(subcommand) set NODE_ENV=\(forced) whatever the script said"
                        + (subcommand == "build" ? " and read .env.production; --mode \(value) would read .env.\(value) instead, which the CRA build never did" : ""))
                case "CI" where subcommand == "test" && !["", "false", "0"].contains(value):
                    // CRA's test watched unless CI was set.
                    runOnce = true
                case "PORT" where subcommand == "start":
                    viteArguments += ["--port", value]
                case "HOST" where subcommand == "start":
                    viteArguments += ["--host", value]
                default:
                    prefix.append(word)
                }
            }
            // `cross-env` with nothing left to set.
            if prefix.last == "cross-env" { prefix.removeLast() }
            switch subcommand {
            case "test":
                let (vitestArguments, run, dropped) = vitestArguments(arguments)
                runOnce = runOnce || run
                viteArguments = (runOnce ? ["run"] : []) + vitestArguments
                if !dropped.isEmpty { notes.append("no Vitest equivalent for \(dropped.joined(separator: " ")) (configure it in vite.config's test block, if at all)") }
                rewritten += prefix + ["vitest"] + viteArguments
            case "build", "start":
                // CRA's own flags (`--stats`, `--profile`) and the wrappers' (`--config`, `--config-overrides`).
                if !arguments.isEmpty { notes.append("no Vite equivalent for \(arguments.joined(separator: " ")) (their settings move into vite.config)") }
                rewritten += prefix + (subcommand == "build" ? ["vite", "build"] : ["vite"]) + viteArguments
            default:
                notes.append("\(runner) \(subcommand) has no Vite counterpart")
                rewritten += prefix + ["vite"]
            }
        }
        guard let tool else { return nil }
        if removesScript { return ViteScript(tool: tool, command: nil, notes: []) }
        // A separator left first by a removed segment.
        while let first = rewritten.first, ["&&", "||", ";", "|"].contains(first) { rewritten.removeFirst() }
        return ViteScript(tool: tool, command: rewritten.joined(separator: " "), notes: notes)
    }

    /// Jest's arguments to `react-scripts test` as Vitest's: kept, renamed or dropped; `run` when they turn watch mode off.
    static func vitestArguments(_ arguments: [String]) -> (arguments: [String], run: Bool, dropped: [String]) {
        var kept: [String] = []
        var dropped: [String] = []
        var run = false
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("-") else {
                kept.append(word)  // a test path pattern: Vitest's file filter
                continue
            }
            let equals = word.firstIndex(of: "=")
            let flag = equals.map { String(word[..<$0]) } ?? word
            var value = equals.map { String(word[word.index(after: $0)...]) }
            if value == nil, jestFlagsWithValues.contains(flag), index < arguments.count {
                value = arguments[index]
                index += 1
            }
            switch flag {
            case "--watchAll", "--watch":
                if value == "false" { run = true }
            case "--no-watchAll", "--no-watch":
                run = true
            case "--testPathPattern", "--testPathPatterns":
                if let value { kept.append(value) }
            case "--bail", "-b":
                kept.append("--bail=\(value ?? "1")")
            default:
                if sameVitestFlags.contains(flag) {
                    kept.append(word)
                } else if let renamed = renamedVitestFlags[flag] {
                    if let value { kept += renamed.hasPrefix("-t") ? [renamed, value] : ["\(renamed)=\(value)"] } else { kept.append(renamed) }
                } else {
                    dropped.append(value.map { equals == nil ? "\(flag) \($0)" : word } ?? word)
                }
            }
        }
        return (kept, run, dropped)
    }

    /// `NAME=value` as name and value; an empty name for any other word.
    static func assignment(_ word: String) -> (name: String, value: String) {
        guard let equals = word.firstIndex(of: "="), !word.hasPrefix("-") else { return ("", "") }
        let name = String(word[..<equals])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return ("", "") }
        return (name, String(word[word.index(after: equals)...]))
    }

    /// A shell command as words (quoted strings kept whole, quotes included), cut into segments at `&&`, `||`, `;`
    /// and `|`; each segment after the first starts with its separator.
    static func shellSegments(_ command: String) -> [[String]] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in command {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
                current.append(character)
            } else if character == " " || character == "\t" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character == ";" {
                if !current.isEmpty { words.append(current) }
                words.append(";")
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        var segments: [[String]] = [[]]
        for word in words {
            if ["&&", "||", ";", "|"].contains(word), !(segments.last?.isEmpty ?? true) {
                segments.append([word])
            } else {
                segments[segments.count - 1].append(word)
            }
        }
        return segments
    }
}
