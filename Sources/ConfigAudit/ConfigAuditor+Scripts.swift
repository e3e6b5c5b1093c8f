extension ConfigAuditor {
    /// The CLIs that run CRA's start/build/test/eject scripts.
    static let craScriptRunners: Set<String> = ["react-scripts", "react-scripts-ts", "react-app-rewired", "craco"]
    /// The words that join a script's commands.
    static let shellSeparators: Set<String> = ["&&", "||", ";", "|"]

    /// Whether `word` runs a CRA CLI, by name or path (`node_modules/.bin/react-scripts`).
    static func isCRARunner(_ word: String) -> Bool {
        craScriptRunners.contains(String(word.split(separator: "/").last ?? ""))
    }

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
    static let sameVitestFlags: Set<String> = ["--coverage", "--passWithNoTests", "--silent", "-u", "--logHeapUsage"]
    /// Jest flags with a Vitest spelling of their own; the value, if any, follows.
    static let renamedVitestFlags: [String: String] = [
        "--verbose": "--reporter=verbose", "--json": "--reporter=json", "--runInBand": "--no-file-parallelism", "-i": "--no-file-parallelism",
        "--onlyChanged": "--changed", "-o": "--changed", "-t": "-t", "--testNamePattern": "-t", "--maxWorkers": "--maxWorkers",
        "-w": "--maxWorkers", "--testTimeout": "--testTimeout", "--updateSnapshot": "--update",
    ]
    /// Jest flags whose value is the next word when not written `--flag=value`.
    static let jestFlagsWithValues: Set<String> = [
        "-t", "--testNamePattern", "--testPathPattern", "--testPathPatterns", "--maxWorkers", "-w", "--testTimeout", "--env", "--testEnvironment",
        "--reporters", "--coverageReporters", "--collectCoverageFrom", "--config", "-c", "--setupFiles", "--testMatch", "--roots",
        "--config-overrides", "--scripts-version",
    ]
    /// What each react-scripts command forces NODE_ENV to, whatever the script sets.
    static let forcedNodeEnv = ["start": "development", "build": "production", "test": "test"]
    /// The commands the CRA CLIs run; Node flags may come before them (`react-scripts --inspect-brk test`).
    static let craSubcommands: Set<String> = ["start", "build", "test", "eject"]
    /// Node's debugger flags, which Vitest takes itself.
    static let nodeInspectFlags: Set<String> = ["--inspect", "--inspect-brk"]

    /// `command` with each `react-scripts start|build|test|eject` (or the react-app-rewired / craco equivalent)
    /// replaced by Vite's, keeping the flags that have a Vite or Vitest spelling; nil when no such CLI runs.
    /// `exposes`: whether the project's Vite exposes a variable to the app as it is named (its envPrefix).
    static func viteScript(for command: String, exposes: (String) -> Bool = { $0.hasPrefix("VITE_") }) -> ViteScript? {
        var tool: String?
        var notes: [String] = []
        var rewritten: [String] = []
        for var segment in withWindowsAssignmentsJoined(shellSegments(command)) {
            if let separator = segment.first, shellSeparators.contains(separator) {
                rewritten.append(separator)
                segment.removeFirst()
            }
            guard let runnerIndex = segment.firstIndex(where: isCRARunner) else {
                rewritten += segment
                continue
            }
            let runner = String(segment[runnerIndex].split(separator: "/").last ?? "")
            tool = tool ?? runner
            // The CLIs look for the command by name; the words before it are Node's flags.
            let afterRunner = segment[(runnerIndex + 1)...]
            let subcommandIndex = afterRunner.firstIndex { craSubcommands.contains($0) } ?? afterRunner.firstIndex { !$0.hasPrefix("-") }
            let subcommand = subcommandIndex.map { segment[$0] } ?? "start"
            let nodeFlags = Array(segment[(runnerIndex + 1)..<(subcommandIndex ?? segment.count)])
            let arguments = subcommandIndex.map { Array(segment[($0 + 1)...]) } ?? []
            if subcommand == "eject" {
                // Only this command goes, with the separator that joined it.
                if let last = rewritten.last, shellSeparators.contains(last) { rewritten.removeLast() }
                notes.append("\(runner) eject is left out: Vite has no eject, vite.config is the whole configuration")
                continue
            }
            // Assignments before the CLI (`CI=true`, `cross-env NODE_ENV=staging`, cmd's `set PORT=3001 &&`).
            var prefix: [String] = []
            var runOnce = false
            var viteArguments: [String] = []
            var index = segment.startIndex
            while index < runnerIndex {
                let word = segment[index]
                index += 1
                let setByCmd = word == "set" && index + 1 < runnerIndex && segment[index + 1] == "&&"
                let written = setByCmd ? segment[index] : word
                if setByCmd { index += 2 }
                let (name, value) = assignment(written)
                func keep() { prefix += setByCmd ? ["set", written, "&&"] : [written] }
                switch name {
                case "NODE_ENV":
                    let forced = forcedNodeEnv[subcommand] ?? "production"
                    // Vite sets NODE_ENV itself; one that CRA would have overridden anyway is dropped quietly.
                    guard value != forced else { break }
                    notes.append("\(written) is left out: \(runner) \(subcommand) set NODE_ENV=\(forced) whatever the script said"
                        + (subcommand == "build" ? " and read .env.production; --mode \(value) would read .env.\(value) instead, which the CRA build never did" : ""))
                case "CI" where subcommand == "test" && !["", "false", "0"].contains(value):
                    // CRA's test watched unless CI was set.
                    runOnce = true
                case "PORT" where subcommand == "start":
                    viteArguments += ["--port", value]
                case "HOST" where subcommand == "start":
                    viteArguments += ["--host", value]
                case "BUILD_PATH" where subcommand == "build":
                    viteArguments += ["--outDir", value]
                case "BROWSER" where subcommand == "start" && value.lowercased() == "none":
                    notes.append("\(written) is left out: Vite opens no browser unless --open")
                case "BROWSER", "BROWSER_ARGS":
                    // Vite's --open reads both, as CRA's start did.
                    keep()
                    if subcommand == "start", !viteArguments.contains("--open") { viteArguments.append("--open") }
                case "NODE_PATH":
                    // Reported as wp-resolve-modules, with the folders it named.
                    notes.append("\(written) is left out: Vite ignores NODE_PATH (resolve.alias or a baseUrl instead)")
                case "GENERATE_SOURCEMAP" where subcommand == "build":
                    notes.append("\(written) is left out: "
                        + (value == "false" ? "Vite's build.sourcemap is false by default" : "build: { sourcemap: true } in vite.config keeps the source maps CRA wrote"))
                case "HTTPS", "SSL_CRT_FILE", "SSL_KEY_FILE":
                    notes.append("\(written) is left out: Vite serves https only with server.https in vite.config ({ cert, key } read from the certificate files, or @vitejs/plugin-basic-ssl for a self-signed one)")
                case _ where name.hasPrefix("REACT_APP_") && !exposes(name):
                    // The app reads it as import.meta.env.VITE_… (env-process-env-static's fix): set under that name.
                    let renamed = viteVariableName(name)
                    let assignment = "\(renamed)=\(value)"
                    prefix += setByCmd ? ["set", assignment, "&&"] : [assignment]
                    notes.append("\(name) is set as \(renamed): Vite exposes only VITE_* variables to the app")
                case _ where craToolingVariables.contains(name):
                    let replacement = craVariableReplacement(name).replacingOccurrences(of: "Remove it: ", with: "")
                    notes.append("\(written) is left out: \(runner) \(subcommand) read it, Vite does not (\(replacement.hasSuffix(".") ? String(replacement.dropLast()) : replacement))")
                default:
                    keep()
                }
            }
            // `cross-env` with nothing left to set.
            if prefix.last == "cross-env" { prefix.removeLast() }
            switch subcommand {
            case "test":
                // Vitest takes Node's debugger flags itself; one worker keeps the breakpoints in one process.
                let inspect = nodeFlags.filter { nodeInspectFlags.contains(String($0.split(separator: "=").first ?? "")) }
                let otherNodeFlags = nodeFlags.filter { !inspect.contains($0) }
                var (vitestArguments, run, dropped) = vitestArguments(arguments)
                if !inspect.isEmpty {
                    vitestArguments = inspect + ["--no-file-parallelism"] + vitestArguments.filter { $0 != "--no-file-parallelism" }
                }
                dropped = otherNodeFlags + dropped
                runOnce = runOnce || run
                viteArguments = (runOnce ? ["run"] : []) + vitestArguments
                if !dropped.isEmpty { notes.append("no Vitest equivalent for \(dropped.joined(separator: " ")) (configure it in vite.config's test block, if at all)") }
                rewritten += prefix + ["vitest"] + viteArguments
            case "build", "start":
                if !nodeFlags.isEmpty {
                    let flags = nodeFlags.joined(separator: " ")
                    notes.append("\(flags) went to Node, not to \(runner): node \(flags) node_modules/vite/bin/vite.js keeps \(nodeFlags.count == 1 ? "it" : "them")")
                }
                // CRA's own flags (`--stats`, `--profile`) and the wrappers' (`--config`, `--config-overrides`).
                if !arguments.isEmpty { notes.append("no Vite equivalent for \(arguments.joined(separator: " ")) (their settings move into vite.config)") }
                rewritten += prefix + (subcommand == "build" ? ["vite", "build"] : ["vite"]) + viteArguments
            default:
                notes.append("\(runner) \(subcommand) has no Vite counterpart")
                rewritten += prefix + ["vite"]
            }
        }
        guard let tool else { return nil }
        // A separator left first by a removed segment.
        while let first = rewritten.first, shellSeparators.contains(first) { rewritten.removeFirst() }
        // Nothing but an eject: the script goes.
        if rewritten.isEmpty { return ViteScript(tool: tool, command: nil, notes: []) }
        return ViteScript(tool: tool, command: rewritten.joined(separator: " "), notes: notes)
    }

    /// `segments` with each Windows cmd `set NAME=value` that ends in `&&` before a CRA CLI moved into that CLI's
    /// segment (as `set NAME=value && react-scripts start`), so that its assignments are read like `NAME=value`.
    static func withWindowsAssignmentsJoined(_ segments: [[String]]) -> [[String]] {
        func isSet(_ segment: [String]) -> Bool {
            let words = segment.first.map { shellSeparators.contains($0) } == true ? Array(segment.dropFirst()) : segment
            return words.count == 2 && words[0].lowercased() == "set" && !assignment(words[1]).name.isEmpty
        }
        var joined: [[String]] = []
        for segment in segments {
            var current = segment
            let runsCRA = current.contains(where: isCRARunner)
            while runsCRA, current.first == "&&", let previous = joined.last, isSet(previous) {
                joined.removeLast()
                let separator = previous.count == 3 ? [previous[0]] : []
                current = separator + ["set", previous[previous.count - 1], "&&"] + current.dropFirst()
            }
            joined.append(current)
        }
        return joined
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
            case "--env", "--testEnvironment":
                // Vitest loads only its own environments: a Jest environment package is named, not passed on.
                if let value, let environment = vitestEnvironment(forJest: value) { kept.append("--environment=\(environment)") } else {
                    dropped.append(value.map { equals == nil ? "\(flag) \($0)" : word } ?? word)
                }
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

    /// The webpack CLIs whose `--config` names a webpack configuration.
    static let webpackRunners: Set<String> = ["webpack", "webpack-cli", "webpack-dev-server", "webpack.js", "webpack-dev-server.js"]
    /// The Jest CLIs whose `--config` names a Jest configuration.
    static let jestRunners: Set<String> = ["jest", "jest-cli", "jest.js"]

    /// The configuration files a script hands the webpack CLI (`webpack --config webpack/prod.js`,
    /// `webpack-dev-server --config=config/dev.js`, `webpack serve -c build/dev.js`), relative to the project root.
    static func webpackConfigs(inScript command: String) -> [String] {
        configFiles(inScript: command, runners: webpackRunners)
    }

    /// The configuration files a script hands Jest (`jest --config jest/unit.config.js`, `jest -c=test/jest.json`),
    /// relative to the project root; a configuration written inline as JSON is not a file.
    static func jestConfigs(inScript command: String) -> [String] {
        configFiles(inScript: command, runners: jestRunners).filter { !$0.hasPrefix("{") }
    }

    /// The configuration each run of Vite in `command` loads (`vite build --config vite.prod.ts`), relative to the
    /// project root; nil for a run without `--config`, which loads Vite's default file.
    static func viteConfigs(inScript command: String, runners: Set<String> = ["vite", "vite.js"]) -> [String?] {
        shellSegments(command).compactMap { segment -> [String?]? in
            guard segment.contains(where: { runners.contains(String($0.split(separator: "/").last ?? "")) }) else { return nil }
            let configs = configFiles(inScript: segment.joined(separator: " "), runners: runners)
            return configs.isEmpty ? [nil] : configs.map(Optional.some)
        }.flatMap { $0 }
    }

    /// The `--config` / `-c` values of the commands in `command` that run one of `runners`.
    static func configFiles(inScript command: String, runners: Set<String>) -> [String] {
        var configs: [String] = []
        for segment in shellSegments(command) {
            guard let runner = segment.firstIndex(where: { runners.contains(String($0.split(separator: "/").last ?? "")) }) else { continue }
            for value in optionValues(in: segment, after: runner, options: ["--config", "-c"]) where !value.hasPrefix("/") {
                configs.append(normalisePath(value))
            }
        }
        return configs
    }

    /// The values, unquoted, that the words of `segment` after `start` give `options` (`-c x`, `--config=x`).
    static func optionValues(in segment: [String], after start: Int, options: Set<String>) -> [String] {
        var values: [String] = []
        var index = start + 1
        while index < segment.count {
            let word = segment[index]
            index += 1
            var value: String?
            if options.contains(word), index < segment.count {
                value = segment[index]
                index += 1
            } else if let option = options.first(where: { word.hasPrefix($0 + "=") }) {
                value = String(word.dropFirst(option.count + 1))
            }
            guard let value else { continue }
            values.append(value.count >= 2 && (value.first == "\"" || value.first == "'") && value.last == value.first ? String(value.dropFirst().dropLast()) : value)
        }
        return values
    }

    /// The value of each `NODE_PATH=…` set for a CRA CLI in `command` (`cross-env NODE_PATH=src react-scripts start`),
    /// unquoted: CRA resolves bare imports from those folders. Other commands (a Node server) are Node's concern.
    static func nodePathValues(inScript command: String) -> [String] {
        var values: [String] = []
        for segment in withWindowsAssignmentsJoined(shellSegments(command)) {
            guard let runner = segment.firstIndex(where: isCRARunner) else { continue }
            for word in segment[..<runner] {
                let (name, value) = assignment(word)
                guard name == "NODE_PATH" else { continue }
                let unquoted = value.count >= 2 && (value.first == "\"" || value.first == "'") && value.last == value.first ? String(value.dropFirst().dropLast()) : value
                values.append(unquoted)
            }
        }
        return values
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
            if shellSeparators.contains(word), !(segments.last?.isEmpty ?? true) {
                segments.append([word])
            } else {
                segments[segments.count - 1].append(word)
            }
        }
        return segments
    }
}
