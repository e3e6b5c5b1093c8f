import AuditModel
import Foundation

/// How one Jest option moves to Vitest, written out with its value: the fix, a severity other than the rule's, or
/// why there is nothing to write (the finding is then info).
struct JestOptionPort {
    var fix: String
    var severity: Severity? = nil
    var nothingToPort: String? = nil
}

extension ConfigAuditor {
    /// The Vitest configuration for a Jest option, with its value; nil when the option is not one of these or its value
    /// is not literal enough (the finding then names the target option only). `options` is the whole configuration,
    /// for the options that act together (verbose picks the reporter `default` stands for).
    static func jestOptionPort(_ key: String, _ value: ConfigNode, rootDir: String, options: ConfigNode) -> JestOptionPort? {
        // Jest's verbose chooses the reporter behind `default`; with reporters written, the reporters' fix says which.
        let verbose: Bool = if case .bool(true) = options["verbose"]?.value { true } else { false }
        let hasReporters = !(options["reporters"]?.elements.isEmpty ?? true)
        func path(_ node: ConfigNode) -> String? { node.string.map { "./" + pathFromRoot(Substring($0), rootDir: rootDir) } }
        switch key {
        case "collectCoverageFrom": return collectCoverageFromFix(value, rootDir: rootDir).map { JestOptionPort(fix: $0) }
        case "coverageThreshold": return coverageThresholdFix(value, rootDir: rootDir).map { JestOptionPort(fix: $0) }
        case "coverageReporters":
            // The same reporter names (istanbul's); `[name, options]` pairs are named by the target only.
            let names = value.elements.compactMap(\.string)
            guard !names.isEmpty, names.count == value.elements.count else { return nil }
            return JestOptionPort(fix: "test: { coverage: { reporter: [\(names.map(ConfigNode.quoted).joined(separator: ", "))] } } in the Vitest config")
        case "testPathIgnorePatterns": return testPathIgnoreFix(value, rootDir: rootDir)
        case "collectCoverage":
            guard case .bool(let enabled) = value.value else { return nil }
            return enabled
                ? JestOptionPort(fix: "test: { coverage: { enabled: true } } in the Vitest config (install @vitest/coverage-v8)")
                : JestOptionPort(fix: "nothing (remove)", nothingToPort: "Vitest collects no coverage by default either.")
        case "coverageDirectory":
            return path(value).map { JestOptionPort(fix: "test: { coverage: { reportsDirectory: \(ConfigNode.quoted($0)) } } in the Vitest config") }
        case "coverageProvider":
            switch value.string {
            case "v8": return JestOptionPort(fix: "nothing (remove); install @vitest/coverage-v8", nothingToPort: "v8 is Vitest's default coverage provider.")
            // Jest's default, babel-plugin-istanbul: Vitest's istanbul provider instruments the same way.
            case "babel": return JestOptionPort(fix: "test: { coverage: { provider: 'istanbul' } } in the Vitest config (install @vitest/coverage-istanbul)")
            default: return nil
            }
        case "globalSetup":
            // Vitest runs the file's default export (or its `setup` export) once, with a project, not Jest's configs.
            return path(value).map {
                JestOptionPort(fix: "test: { globalSetup: [\(ConfigNode.quoted($0))] } in the Vitest config; the file exports its function as `export default` (Vitest passes it a project, not Jest's globalConfig/projectConfig)")
            }
        case "globalTeardown":
            return JestOptionPort(
                fix: "return the teardown function from the globalSetup function (or export it as `teardown` from the globalSetup file): Vitest has no globalTeardown option",
                severity: .manualFix)
        case "reporters": return reportersFix(value, rootDir: rootDir, verbose: verbose)
        case "globals": return globalsFix(value)
        case "projects":
            let globs = value.elements.compactMap(\.string)
            let projects = globs.count == value.elements.count && !globs.isEmpty
                ? "[\(globs.map { ConfigNode.quoted(pathFromRoot(Substring($0), rootDir: rootDir)) }.joined(separator: ", "))]" : "[…]"
            return JestOptionPort(
                fix: "test: { projects: \(projects) } in the Vitest config, each project with a vitest.config of its own (its Jest options ported there)",
                severity: .manualFix)
        case "maxWorkers":
            guard let written = value.sourceText else { return nil }
            return JestOptionPort(fix: "test: { maxWorkers: \(written) } in the Vitest config")
        case "displayName":
            guard let name = value.string ?? value["name"]?.string else { return nil }
            return JestOptionPort(fix: "test: { name: \(ConfigNode.quoted(name)) } in the Vitest config")
        case "testRunner":
            guard let runner = value.string else { return nil }
            if runner.hasSuffix("circus") || runner.hasSuffix("circus/runner") {
                return JestOptionPort(fix: "nothing (remove)", nothingToPort: "Vitest runs tests itself, as jest-circus did.")
            }
            return JestOptionPort(
                fix: "remove it, and replace the Jasmine globals the tests use (fail(), pending(), spyOn(), jasmine.*; test-missing-globals names each use)",
                severity: .manualFix)
        case "resolver":
            return JestOptionPort(fix: "resolve.alias, or a Vite plugin's resolveId, for what the custom resolver does", severity: .manualFix)
        case "testSequencer":
            return JestOptionPort(fix: "test: { sequence: { sequencer: … } } in the Vitest config, a class extending Vitest's BaseSequencer", severity: .manualFix)
        case "bail":
            guard let written = value.sourceText else { return nil }
            // Jest's `bail: true` is 1.
            return JestOptionPort(fix: "test: { bail: \(written == "true" ? "1" : written) } in the Vitest config")
        case "verbose":
            guard case .bool(let verbose) = value.value else {
                // `verbose: !!process.env.CI`: the same condition picks the reporter.
                return value.sourceText.map { JestOptionPort(fix: "test: { reporters: [(\($0)) ? 'verbose' : 'default'] } in the Vitest config") }
            }
            if verbose, hasReporters {
                return JestOptionPort(fix: "nothing (remove)", nothingToPort: "the reporters option's fix writes Vitest's verbose reporter where Jest's default one stands.")
            }
            return verbose
                ? JestOptionPort(fix: "test: { reporters: ['verbose'] } in the Vitest config")
                : JestOptionPort(fix: "nothing (remove)", nothingToPort: "Vitest's default reporter is not verbose either.")
        case "moduleFileExtensions":
            let extensions = value.elements.compactMap(\.string)
            guard extensions.count == value.elements.count else { return nil }
            let missing = extensions.filter { !viteDefaultExtensions.contains($0) && $0 != "node" }
            guard !missing.isEmpty else {
                return JestOptionPort(fix: "nothing (remove)", nothingToPort: "Vite resolves \(viteDefaultExtensions.map { "." + $0 }.joined(separator: ", ")) without it.")
            }
            return JestOptionPort(fix: "resolve: { extensions: [\((viteDefaultExtensions + missing).map { ConfigNode.quoted("." + $0) }.joined(separator: ", "))] } in vite.config")
        case "modulePathIgnorePatterns":
            return JestOptionPort(fix: "nothing (remove)", nothingToPort: "Vitest builds no module map whose duplicates it would hide.")
        default: return nil
        }
    }

    /// The extensions Vite's `resolve.extensions` tries by default.
    static let viteDefaultExtensions = ["mjs", "js", "mts", "ts", "jsx", "tsx", "json"]

    /// A Jest path (`<rootDir>/x`, `./x`) from the scanned root, where Vitest reads it: `<rootDir>` is `rootDir`.
    static func pathFromRoot(_ path: Substring, rootDir: String) -> String {
        var rest = path
        if rest.hasPrefix("<rootDir>") { rest = rest.dropFirst("<rootDir>".count).drop { $0 == "/" } }
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        return (rootDir.isEmpty || rest.hasPrefix("**") ? "" : rootDir + "/") + rest
    }

    /// Jest's `default`, `github-actions` and `jest-junit` reporters are Vitest's `default` (`verbose` with Jest's
    /// verbose option), `github-actions` and built-in `junit` (jest-junit's `outputDirectory`/`outputName` as
    /// `outputFile`); any other reporter is named for a Vitest counterpart.
    static func reportersFix(_ value: ConfigNode, rootDir: String, verbose: Bool) -> JestOptionPort? {
        var names: [String] = []
        var junitFile: String?
        var others: [String] = []
        for entry in value.elements {
            guard let name = entry.string ?? entry.elements.first?.string else { return nil }
            switch name {
            case "default", "summary": names.append(ConfigNode.quoted(name == "summary" ? "dot" : verbose ? "verbose" : "default"))
            // Jest 28's built-in reporter is Vitest's, under the same name.
            case "github-actions": names.append("'github-actions'")
            case "jest-junit":
                names.append("'junit'")
                let options = entry.elements.count > 1 ? entry.elements[1] : nil
                let folder = options?["outputDirectory"]?.string.map { pathFromRoot(Substring($0), rootDir: rootDir) } ?? rootDir
                let file = options?["outputName"]?.string ?? "junit.xml"
                junitFile = "./" + (folder.isEmpty ? "" : folder + "/") + file
            default: others.append(name)
            }
        }
        guard !names.isEmpty || !others.isEmpty else { return nil }
        var settings = names.isEmpty ? [] : ["reporters: [\(names.joined(separator: ", "))]"]
        if let junitFile { settings.append("outputFile: { junit: \(ConfigNode.quoted(junitFile)) }") }
        let written = settings.isEmpty ? "" : "test: { \(settings.joined(separator: ", ")) } in the Vitest config"
        guard !others.isEmpty else { return JestOptionPort(fix: written) }
        let manual = "a Vitest reporter for \(others.joined(separator: ", ")) (a Jest reporter does not run under Vitest)"
        return JestOptionPort(fix: written.isEmpty ? manual : written + "; " + manual, severity: .manualFix)
    }

    /// `['src/**/*.js', '!src/index.js']`: Jest's negated globs are Vitest's `coverage.exclude`. Both are read from the
    /// root, which knows no `<rootDir>`.
    static func collectCoverageFromFix(_ value: ConfigNode, rootDir: String) -> String? {
        let globs = value.elements.compactMap(\.string)
        guard !globs.isEmpty, globs.count == value.elements.count else { return nil }
        func fromRoot(_ glob: Substring) -> String { ConfigNode.quoted(pathFromRoot(glob, rootDir: rootDir)) }
        let include = globs.filter { !$0.hasPrefix("!") }.map { fromRoot(Substring($0)) }
        let exclude = globs.filter { $0.hasPrefix("!") }.map { fromRoot($0.dropFirst()) }
        var options = ["include: [\(include.joined(separator: ", "))]"]
        if !exclude.isEmpty { options.append("exclude: [\(exclude.joined(separator: ", "))]") }
        return "test: { coverage: { \(options.joined(separator: ", ")) } } in the Vitest config"
    }

    /// `{ global: { lines: 80 } }` → `thresholds: { lines: 80 }`: Vitest's global thresholds sit at the top (negative
    /// numbers mean the same, at most that many uncovered); a folder key (`./src/api/`, `./src/api`) becomes a glob of
    /// its files. Jest reads path keys from its `rootDir`, Vitest from the project root.
    static func coverageThresholdFix(_ value: ConfigNode, rootDir: String) -> String? {
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
                let glob = Substring(pathFromRoot(Substring(key), rootDir: rootDir))
                // Jest matches a path key as a prefix of each file's path: a key naming no file (no extension, no
                // glob characters) is a folder, with or without its closing slash.
                let isPath = !glob.contains { "*?{[".contains($0) }
                let isFolder = glob.hasSuffix("/") || (isPath && !(glob.split(separator: "/").last ?? "").contains("."))
                let folder = glob.hasSuffix("/") ? glob : glob + "/"
                entries.append("\(ConfigNode.quoted(isFolder ? folder + "**" : String(glob))): { \(numbers.joined(separator: ", ")) }")
            }
        }
        guard !entries.isEmpty else { return nil }
        return "test: { coverage: { thresholds: { \(entries.joined(separator: ", ")) } } } in the Vitest config"
    }

    /// Jest's path regexes as Vitest's `test.exclude` globs, after Vitest's own defaults (`configDefaults.exclude`,
    /// which a written `exclude` replaces and which already holds node_modules). Only the regexes that are a plain
    /// folder (`/e2e/`, `<rootDir>/build/`) translate; `\.` is a dot, and a bare `.` is read as one too.
    static func testPathIgnoreFix(_ value: ConfigNode, rootDir: String) -> JestOptionPort? {
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
        guard !globs.isEmpty else { return JestOptionPort(fix: "nothing (remove)", nothingToPort: "Vitest leaves node_modules out by default.") }
        return JestOptionPort(fix: "test: { exclude: [...configDefaults.exclude, \(globs.joined(separator: ", "))] } in the Vitest config (import { configDefaults } from 'vitest/config')")
    }

    /// Jest's `globals`, values every test sees as globals: the Vitest config's `define` replaces the same names, written
    /// out (a string as `JSON.stringify(…)`, since define takes a string as code); the transformers' own keys
    /// (`'ts-jest'`, `'babel-jest'`, `'vue-jest'` options) configure what Vite does itself. Nil when a value is not
    /// written out.
    static func globalsFix(_ value: ConfigNode) -> JestOptionPort? {
        let transformerKeys: Set<String> = ["ts-jest", "babel-jest", "vue-jest", "@vue/vue3-jest", "esbuild-jest", "@swc/jest"]
        var defines: [String] = []
        var dropped: [String] = []
        for property in value.properties {
            guard let key = property.key else { return nil }
            if transformerKeys.contains(key) {
                dropped.append(ConfigNode.quoted(key))
                continue
            }
            guard let text = property.value.faithfulText else { return nil }
            defines.append("\(ConfigNode.propertyKey(key)): " + (property.value.string != nil ? "JSON.stringify(\(text))" : text))
        }
        let drop = dropped.isEmpty ? "" : " (drop \(dropped.joined(separator: ", ")): Vite transforms the tests itself)"
        if defines.isEmpty {
            return JestOptionPort(fix: "nothing (remove)\(drop)", nothingToPort: "its keys configure Jest's transformers, which Vitest does without.")
        }
        return JestOptionPort(fix: "define: { \(defines.joined(separator: ", ")) } in the Vitest config, or assignments to globalThis in a setup file where only tests may see them\(drop)")
    }
}
