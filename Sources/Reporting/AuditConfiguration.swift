import AuditModel
import Foundation

/// The project's `.migrate-audit.json`, version 1:
///
/// ```json
/// {
///   "version": 1,
///   "rules": { "wp-module-hot": "off", "env-process-env-static": "blocker" },
///   "include": ["src/**"],
///   "exclude": ["**/*.stories.js", "src/legacy"],
///   "effort": {
///     "severity": { "blocker": { "low": 4, "high": 12 } },
///     "rules": { "rr3-router": { "low": 8, "high": 40 } }
///   },
///   "target": { "vite": 8 },
///   "skip": {
///     "nodeModules": true, "vendored": true, "generated": true, "minified": true,
///     "maxFileSize": 5242880, "minifiedLineLength": 2000
///   }
/// }
/// ```
///
/// `skip` turns each reason for leaving a file out of the scan on (`true`) or off (`false`): committed
/// `node_modules`, vendored folders, generated folders, minified bundles (by name and by a line longer than
/// `minifiedLineLength` bytes in the first 64 KiB); files above `maxFileSize` bytes are skipped unread. The
/// `skip` values shown are the defaults; sizes are whole numbers from 1 to 1073741824.
///
/// Every key is optional except `version`. Unknown keys are reported as warnings with their path (a typo
/// must not silently do nothing): the CLI prints them and adds them to the report's warnings. Values of the
/// wrong type are errors that name the path and what is expected.
public struct AuditConfiguration: Sendable, Equatable {
    public static let currentVersion = 1
    public static let fileName = ".migrate-audit.json"
    /// The Vite majors the rules know (`target.vite`, `--vite`).
    public static let supportedViteMajors = [7, 8]

    /// A rule's configured level.
    public enum RuleSetting: Sendable, Equatable {
        case off
        case severity(Severity)
    }

    public var version: Int
    public var rules: [String: RuleSetting]
    public var include: [GlobPattern]
    public var exclude: [GlobPattern]
    public var severityWeights: [Severity: HoursRange]
    public var ruleWeights: [String: HoursRange]
    /// The Vite major to audit for; nil leaves the CLI's default.
    public var viteTarget: Int?
    /// Which files the scan leaves out; unset keys keep the scanner's defaults.
    public var skip: SkipSettings
    /// Keys that were not understood, and rule ids that no rule has; each names its path.
    public var warnings: [ConfigurationWarning]

    /// The configuration of a project without a configuration file.
    public init() {
        version = Self.currentVersion
        rules = [:]
        include = []
        exclude = []
        severityWeights = [:]
        ruleWeights = [:]
        viteTarget = nil
        skip = SkipSettings()
        warnings = []
    }

    /// The effort model with this configuration's weights laid over the defaults.
    public var effortModel: EffortModel {
        EffortModel.default.overridden(severity: severityWeights, rules: ruleWeights)
    }

    /// True when `path` (relative to the scanned root) is to be scanned.
    public func includes(_ path: String) -> Bool {
        (include.isEmpty || include.contains { $0.matches(path) }) && !exclude.contains { $0.matches(path) }
    }

    /// The findings with configured severities applied and switched-off rules removed.
    public func apply(to findings: [Finding]) -> [Finding] {
        // Without rule settings the list is returned as it is, not copied finding by finding.
        guard !rules.isEmpty else { return findings }
        return findings.compactMap { finding in
            switch rules[finding.ruleId] {
            case nil: return finding
            case .off: return nil
            case .severity(let severity):
                var finding = finding
                finding.severity = severity
                return finding
            }
        }
    }

    // MARK: - Reading

    /// Reads `url`; `knownRuleIDs`, when given, turns unknown rule ids into warnings. `named` is true when the user
    /// named the file (`--config`), false for the scanned folder's own, found by its name.
    public static func read(from url: URL, knownRuleIDs: Set<String>? = nil, named: Bool = true) throws(InputError) -> AuditConfiguration {
        let data: Data
        do {
            data = try InputFile.contents(of: url)
        } catch {
            let next = named ? "check the path given to --config" : "make it a readable JSON file, or pass another one with --config"
            throw InputError("cannot read the configuration \(url.path): \(InputError.readProblem(error, at: url)); \(next)")
        }
        return try parse(data, name: url.path, knownRuleIDs: knownRuleIDs)
    }

    public static func parse(_ data: Data, name: String = fileName, knownRuleIDs: Set<String>? = nil) throws(InputError) -> AuditConfiguration {
        // Checked first for the position of a syntax error, and for keys given twice: the decoder would keep the
        // first value where JSON.parse keeps the last, so a repeated key is refused rather than guessed.
        if let problem = JSONSyntaxCheck.firstProblem(in: [UInt8](data), refusingDuplicateKeys: true) {
            if problem.isDuplicateKey { throw InputError("\(name): line \(problem.line), column \(problem.column): \(problem.reason)") }
            throw InputError("\(name) is not valid JSON (line \(problem.line), column \(problem.column): \(problem.reason)); fix the file or delete it")
        }
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw InputError("\(name) is not valid JSON (\(InputError.describe(error, in: data))); fix the file or delete it")
        }
        // Another file migrate-audit writes is said as what it is: a baseline would even pass for one (its version is 1),
        // with `entries` an unknown key.
        if let other = WrittenFileKind.recognised(in: data) {
            throw InputError("\(other.described(name)), not a migrate-audit configuration, which is written by hand "
                + "({\"version\": \(currentVersion), \"rules\": {…}}; the README's Configuration section lists its keys)")
        }
        var reader = ConfigurationReader(name: name, knownRuleIDs: knownRuleIDs)
        return try reader.read(root)
    }
}

/// A configuration key that was not understood (or a rule id no rule has), by its path.
public struct ConfigurationWarning: Sendable, Equatable, CustomStringConvertible {
    /// Dotted path from the top of the file: `effort.severity.blokcer`.
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// Walks the decoded JSON, collecting values, warnings and the first error.
private struct ConfigurationReader {
    let name: String
    let knownRuleIDs: Set<String>?
    var configuration = AuditConfiguration()

    init(name: String, knownRuleIDs: Set<String>?) {
        self.name = name
        self.knownRuleIDs = knownRuleIDs
    }

    mutating func read(_ root: JSONValue) throws(InputError) -> AuditConfiguration {
        let top = try object(root, at: "")
        guard let versionValue = top["version"] else {
            throw error("", "has no \"version\"; add \"version\": \(AuditConfiguration.currentVersion)")
        }
        let version = try integer(versionValue, at: "version")
        guard version == AuditConfiguration.currentVersion else {
            throw error("version", "is \(version); this migrate-audit reads version \(AuditConfiguration.currentVersion)")
        }
        configuration.version = version
        for (key, value) in top.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "version", "$schema": continue
            case "rules": try readRules(value)
            case "include": configuration.include = try globs(value, at: "include")
            case "exclude": configuration.exclude = try globs(value, at: "exclude")
            case "effort": try readEffort(value)
            case "target": try readTarget(value)
            case "skip": try readSkip(value)
            default: warnUnknown(key, expected: ["version", "rules", "include", "exclude", "effort", "target", "skip"])
            }
        }
        return configuration
    }

    /// The warning for a rule id no rule has, with the ids `explain` would suggest for it.
    private static func unknownRuleMessage(_ id: String, known: Set<String>) -> String {
        let list = "see `migrate-audit rules`"
        return "no rule has this id; " + (RuleIDSuggestions.question(for: id, among: Array(known)).map { "\($0) (\(list))" } ?? list)
    }

    private mutating func readRules(_ value: JSONValue) throws(InputError) {
        for (ruleId, setting) in try object(value, at: "rules").sorted(by: { $0.key < $1.key }) {
            let path = "rules." + ruleId
            guard case .string(let text) = setting else {
                throw error(path, "is \(setting.kind); expected \"off\" or a severity (\(severityNames))")
            }
            if text == "off" {
                configuration.rules[ruleId] = .off
            } else if let severity = Severity(rawValue: text) {
                configuration.rules[ruleId] = .severity(severity)
            } else {
                throw error(path, "is \"\(text)\"; expected \"off\" or a severity (\(severityNames))")
            }
            if let knownRuleIDs, !knownRuleIDs.contains(ruleId) {
                configuration.warnings.append(.init(path: path, message: Self.unknownRuleMessage(ruleId, known: knownRuleIDs)))
            }
        }
    }

    private mutating func readEffort(_ value: JSONValue) throws(InputError) {
        for (key, entry) in try object(value, at: "effort").sorted(by: { $0.key < $1.key }) {
            switch key {
            case "severity":
                for (name, range) in try object(entry, at: "effort.severity").sorted(by: { $0.key < $1.key }) {
                    guard let severity = Severity(rawValue: name) else {
                        configuration.warnings.append(.init(
                            path: "effort.severity." + name, message: "unknown severity; expected one of \(severityNames)"))
                        continue
                    }
                    configuration.severityWeights[severity] = try hours(range, at: "effort.severity." + name)
                }
            case "rules":
                for (ruleId, range) in try object(entry, at: "effort.rules").sorted(by: { $0.key < $1.key }) {
                    configuration.ruleWeights[ruleId] = try hours(range, at: "effort.rules." + ruleId)
                    if let knownRuleIDs, !knownRuleIDs.contains(ruleId) {
                        configuration.warnings.append(.init(path: "effort.rules." + ruleId, message: Self.unknownRuleMessage(ruleId, known: knownRuleIDs)))
                    }
                }
            default: warnUnknown("effort." + key, expected: ["severity", "rules"])
            }
        }
    }

    private mutating func readTarget(_ value: JSONValue) throws(InputError) {
        for (key, entry) in try object(value, at: "target").sorted(by: { $0.key < $1.key }) {
            guard key == "vite" else {
                warnUnknown("target." + key, expected: ["vite"])
                continue
            }
            let major = try integer(entry, at: "target.vite")
            guard AuditConfiguration.supportedViteMajors.contains(major) else {
                throw error("target.vite", "is \(major); expected \(AuditConfiguration.supportedViteMajors.map(String.init).joined(separator: " or ")), as for --vite")
            }
            configuration.viteTarget = major
        }
    }

    private mutating func readSkip(_ value: JSONValue) throws(InputError) {
        var skip = SkipSettings()
        for (key, entry) in try object(value, at: "skip").sorted(by: { $0.key < $1.key }) {
            let path = "skip." + key
            switch key {
            case "nodeModules": skip.nodeModules = try boolean(entry, at: path)
            case "vendored": skip.vendored = try boolean(entry, at: path)
            case "generated": skip.generated = try boolean(entry, at: path)
            case "minified": skip.minified = try boolean(entry, at: path)
            case "maxFileSize": skip.maxFileSize = try byteCount(entry, at: path)
            case "minifiedLineLength": skip.minifiedLineLength = try byteCount(entry, at: path)
            default:
                warnUnknown(path, expected: ["nodeModules", "vendored", "generated", "minified", "maxFileSize", "minifiedLineLength"])
            }
        }
        configuration.skip = skip
    }

    private mutating func hours(_ value: JSONValue, at path: String) throws(InputError) -> HoursRange {
        var low: Double?
        var high: Double?
        for (key, entry) in try object(value, at: path).sorted(by: { $0.key < $1.key }) {
            switch key {
            case "low", "high":
                guard case .number(let number) = entry, number.isFinite, number >= 0 else {
                    throw error(path + "." + key, "is \(entry.quoted); expected a number of hours, 0 or more")
                }
                if key == "low" { low = number } else { high = number }
            default: warnUnknown(path + "." + key, expected: ["low", "high"])
            }
        }
        guard let low, let high else {
            throw error(path, "needs both \"low\" and \"high\" (hours per finding)")
        }
        guard low <= high else { throw error(path, "has low \(low) above high \(high)") }
        return HoursRange(low: low, high: high)
    }

    private func globs(_ value: JSONValue, at path: String) throws(InputError) -> [GlobPattern] {
        guard case .array(let items) = value else { throw error(path, "is \(value.kind); expected an array of glob patterns") }
        var patterns: [GlobPattern] = []
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item else {
                throw error("\(path)[\(index)]", "is \(item.kind); expected a glob pattern string")
            }
            do {
                patterns.append(try GlobPattern(text))
            } catch {
                throw self.error("\(path)[\(index)]", error.description)
            }
        }
        return patterns
    }

    private func object(_ value: JSONValue, at path: String) throws(InputError) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw error(path, "is \(value.kind); expected an object")
        }
        return members
    }

    private func integer(_ value: JSONValue, at path: String) throws(InputError) -> Int {
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e9 else {
            throw error(path, "is \(value.quoted); expected a whole number" + (value.kind == "a number" ? " below 1000000000" : ""))
        }
        return Int(number)
    }

    private func boolean(_ value: JSONValue, at path: String) throws(InputError) -> Bool {
        guard case .bool(let flag) = value else {
            throw error(path, "is \(value.kind); expected true (skip these files) or false (scan them)")
        }
        return flag
    }

    /// A size in bytes: a whole number from 1 to `SkipSettings.largestSize`.
    private func byteCount(_ value: JSONValue, at path: String) throws(InputError) -> Int {
        let expected = "expected a whole number of bytes from 1 to \(SkipSettings.largestSize)"
        guard case .number(let number) = value else { throw error(path, "is \(value.kind); \(expected)") }
        guard number == number.rounded(), number >= 1, number <= Double(SkipSettings.largestSize) else {
            // Quote the number as written: 0, -5, 1.5 or 1e+20, not "a number".
            let shown = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            throw error(path, "is \(shown); \(expected)")
        }
        return Int(number)
    }

    private mutating func warnUnknown(_ path: String, expected: [String]) {
        configuration.warnings.append(.init(
            path: path, message: "unknown key, so it has no effect; expected one of: " + expected.joined(separator: ", ")))
    }

    private var severityNames: String { Severity.allCases.map(\.rawValue).joined(separator: ", ") }

    private func error(_ path: String, _ message: String) -> InputError {
        InputError("\(name): " + (path.isEmpty ? "the top level " : "\(path) ") + message)
    }
}
