import AuditModel
import Foundation
import Testing
@testable import Reporting

@Suite struct ConfigurationTests {
    private func parse(_ json: String, known: Set<String>? = nil) throws -> AuditConfiguration {
        try AuditConfiguration.parse(Data(json.utf8), name: ".migrate-audit.json", knownRuleIDs: known)
    }

    private func failure(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return (error as? InputError)?.description ?? "not an InputError: \(error)"
        }
    }

    @Test func anUnknownRuleIdIsWarnedOfWithTheClosestIds() throws {
        let known: Set<String> = ["rr3-index-redirect", "rr3-index-route", "rr3-router", "env-node-env"]
        let configuration = try parse(#"{ "version": 1, "rules": { "rr3-index": "off", "zzz": "off" } }"#, known: known)
        #expect(configuration.warnings.map(\.message) == [
            "no rule has this id; did you mean rr3-index-redirect, rr3-index-route, rr3-router? (see `migrate-audit rules`)",
            "no rule has this id; see `migrate-audit rules`",
        ])
    }

    @Test func aFullConfigurationIsRead() throws {
        let configuration = try parse("""
            {
              "version": 1,
              "rules": { "wp-module-hot": "off", "env-process-env-static": "blocker" },
              "include": ["src/**"],
              "exclude": ["*.stories.js", "src/legacy/"],
              "effort": {
                "severity": { "blocker": { "low": 4, "high": 12 } },
                "rules": { "rr3-router": { "low": 8, "high": 40 } }
              },
              "target": { "vite": 7 }
            }
            """, known: ["wp-module-hot", "env-process-env-static", "rr3-router"])
        #expect(configuration.warnings.isEmpty)
        #expect(configuration.rules["wp-module-hot"] == .off)
        #expect(configuration.rules["env-process-env-static"] == .severity(.blocker))
        #expect(configuration.viteTarget == 7)
        #expect(configuration.includes("src/App.js"))
        #expect(!configuration.includes("scripts/build.js"))
        #expect(!configuration.includes("src/components/Button.stories.js"))
        #expect(!configuration.includes("src/legacy/old.js"))
        let model = configuration.effortModel
        #expect(model.name == "custom")
        #expect(model.perSeverity[.blocker] == HoursRange(low: 4, high: 12))
        #expect(model.perSeverity[.manualFix] == EffortModel.severityDefaults[.manualFix])
        #expect(model.perRule["rr3-router"] == HoursRange(low: 8, high: 40))

        let findings = [
            Finding(ruleId: "wp-module-hot", severity: .manualFix, file: "a.js", line: 1, column: 1, message: "m"),
            Finding(ruleId: "env-process-env-static", severity: .autoFixable, file: "a.js", line: 2, column: 1, message: "m"),
        ]
        let applied = configuration.apply(to: findings)
        #expect(applied.map(\.ruleId) == ["env-process-env-static"])
        #expect(applied.first?.severity == .blocker)
    }

    @Test func unknownKeysAreWarnedWithTheirPath() throws {
        let configuration = try parse("""
            {"version": 1, "rule": {}, "effort": {"severty": {}, "severity": {"blokcer": {"low": 1, "high": 2}},
             "rules": {"no-such-rule": {"low": 1, "high": 2, "mid": 1.5}}}, "target": {"vite": 8, "react": 18},
             "rules": {"typo-rule": "info"}}
            """, known: ["wp-module-hot"])
        #expect(configuration.warnings.map(\.path) == [
            "effort.rules.no-such-rule.mid", "effort.rules.no-such-rule", "effort.severity.blokcer", "effort.severty",
            "rule", "rules.typo-rule", "target.react",
        ])
        #expect(configuration.warnings.first { $0.path == "rule" }?.description
            == "rule: unknown key, so it has no effect; expected one of: version, rules, include, exclude, effort, target, skip")
    }

    @Test func wrongValuesAreErrorsThatNameThePath() {
        #expect(failure("[]") == ".migrate-audit.json: the top level is an array; expected an object")
        #expect(failure("{}") == ".migrate-audit.json: the top level has no \"version\"; add \"version\": 1")
        #expect(failure(#"{"version": 2}"#) == ".migrate-audit.json: version is 2; this migrate-audit reads version 1")
        #expect(failure(#"{"version": 1, "rules": {"x-y": "error"}}"#)
            == ".migrate-audit.json: rules.x-y is \"error\"; expected \"off\" or a severity (blocker, manual-fix, auto-fixable, info)")
        #expect(failure(#"{"version": 1, "include": "src"}"#) == ".migrate-audit.json: include is a string; expected an array of glob patterns")
        #expect(failure(#"{"version": 1, "exclude": ["a", 3]}"#) == ".migrate-audit.json: exclude[1] is a number; expected a glob pattern string")
        #expect(failure(#"{"version": 1, "effort": {"rules": {"a-b": {"low": 5, "high": 1}}}}"#)
            == ".migrate-audit.json: effort.rules.a-b has low 5.0 above high 1.0")
        #expect(failure(#"{"version": 1, "effort": {"rules": {"a-b": {"low": 1}}}}"#)
            == ".migrate-audit.json: effort.rules.a-b needs both \"low\" and \"high\" (hours per finding)")
        #expect(failure(#"{"version": 1, "target": {"vite": "8"}}"#) == ".migrate-audit.json: target.vite is a string; expected a whole number")
        #expect(failure(#"{"version": true}"#) == ".migrate-audit.json: version is a boolean; expected a whole number")
        #expect(failure("{\"version\": 1")?.hasPrefix(".migrate-audit.json is not valid JSON") == true)
        // Valid JSON no reader holds: said at the number, not blamed on the value's type.
        #expect(failure(#"{"version": 1, "skip": {"maxFileSize": 1e400}}"#)
            == ".migrate-audit.json is not valid JSON (line 1, column 40: the number 1e400 is too large to be read (beyond a 64-bit float)); fix the file or delete it")
        #expect(failure(#"{"version": 1, "skip": {"maxFileSize": -1e400}}"#)?.contains("the number -1e400 is too large") == true)
        #expect(failure(#"{"version": 1, "skip": {"maxFileSize": 1e30}}"#)
            == ".migrate-audit.json: skip.maxFileSize is 1e+30; expected a whole number of bytes from 1 to 1073741824")
    }

    @Test func theSkipSectionReadsEveryKey() throws {
        let configuration = try parse("""
            {"version": 1, "skip": {"nodeModules": false, "vendored": true, "generated": false, "minified": false,
             "maxFileSize": 10485760, "minifiedLineLength": 5000}}
            """)
        #expect(configuration.warnings.isEmpty)
        #expect(configuration.skip == SkipSettings(
            nodeModules: false, vendored: true, generated: false, minified: false, maxFileSize: 10_485_760, minifiedLineLength: 5000))
        #expect(try parse(#"{"version": 1, "skip": {"maxFileSize": 1073741824, "minifiedLineLength": 1}}"#).skip
            == SkipSettings(maxFileSize: 1 << 30, minifiedLineLength: 1))
    }

    @Test func unsetSkipKeysLeaveTheScannersDefaults() throws {
        // nil, not a copy of the scanner's numbers: the CLI lays only what the file says over SkipPolicy.
        #expect(try parse(#"{"version": 1}"#).skip == SkipSettings())
        #expect(try parse(#"{"version": 1, "skip": {}}"#).skip == SkipSettings())
        #expect(try parse(#"{"version": 1, "skip": {"vendored": false}}"#).skip == SkipSettings(vendored: false))
        #expect(try parse(#"{"version": 1, "skip": {"minifiedLineLength": 8000}}"#).skip == SkipSettings(minifiedLineLength: 8000))
    }

    @Test func wrongSkipValuesAreErrorsThatNameTheKey() {
        let file = ".migrate-audit.json: "
        let sizes = "expected a whole number of bytes from 1 to 1073741824"
        #expect(failure(#"{"version": 1, "skip": false}"#) == file + "skip is a boolean; expected an object")
        #expect(failure(#"{"version": 1, "skip": {"nodeModules": "no"}}"#)
            == file + "skip.nodeModules is a string; expected true (skip these files) or false (scan them)")
        #expect(failure(#"{"version": 1, "skip": {"vendored": 0}}"#)
            == file + "skip.vendored is a number; expected true (skip these files) or false (scan them)")
        #expect(failure(#"{"version": 1, "skip": {"generated": null}}"#)
            == file + "skip.generated is null; expected true (skip these files) or false (scan them)")
        #expect(failure(#"{"version": 1, "skip": {"minified": []}}"#)
            == file + "skip.minified is an array; expected true (skip these files) or false (scan them)")
        #expect(failure(#"{"version": 1, "skip": {"maxFileSize": "10MB"}}"#) == file + "skip.maxFileSize is a string; " + sizes)
        #expect(failure(#"{"version": 1, "skip": {"maxFileSize": 0}}"#) == file + "skip.maxFileSize is 0; " + sizes)
        #expect(failure(#"{"version": 1, "skip": {"maxFileSize": -5}}"#) == file + "skip.maxFileSize is -5; " + sizes)
        #expect(failure(#"{"version": 1, "skip": {"maxFileSize": 1073741825}}"#) == file + "skip.maxFileSize is 1073741825; " + sizes)
        #expect(failure(#"{"version": 1, "skip": {"maxFileSize": 1e20}}"#) == file + "skip.maxFileSize is 1e+20; " + sizes)
        #expect(failure(#"{"version": 1, "skip": {"minifiedLineLength": 2.5}}"#) == file + "skip.minifiedLineLength is 2.5; " + sizes)
        #expect(failure(#"{"version": 1, "skip": {"minifiedLineLength": true}}"#) == file + "skip.minifiedLineLength is a boolean; " + sizes)
    }

    @Test func unknownSkipKeysAreWarnedWithTheirPath() throws {
        let configuration = try parse(#"{"version": 1, "skip": {"minifed": false, "vendored": false, "maxSize": 10}}"#)
        #expect(configuration.warnings.map(\.path) == ["skip.maxSize", "skip.minifed"])
        #expect(configuration.warnings.first?.description == "skip.maxSize: unknown key, so it has no effect; expected one of: "
            + "nodeModules, vendored, generated, minified, maxFileSize, minifiedLineLength")
        // The keys that were understood still apply.
        #expect(configuration.skip == SkipSettings(vendored: false))
    }

    @Test func globSemantics() throws {
        func matches(_ pattern: String, _ path: String) throws -> Bool { try GlobPattern(pattern).matches(path) }
        #expect(try matches("src/**/*.js", "src/a.js"))
        #expect(try matches("src/**/*.js", "src/x/y/a.js"))
        #expect(try !matches("src/**/*.js", "lib/a.js"))
        #expect(try !matches("src/*.js", "src/x/a.js"))
        #expect(try matches("*.test.js", "src/deep/a.test.js"))
        #expect(try matches("src/?.js", "src/a.js"))
        #expect(try !matches("src/?.js", "src/ab.js"))
        #expect(try matches("src/legacy", "src/legacy/old/a.js"))
        #expect(try !matches("src/legacy", "src/legacy2/a.js"))
        #expect(try matches("./src/a*b*c.js", "src/aXbYc.js"))
        #expect(try !matches("src/a*b*c.js", "src/aXbY.js"))
        #expect(try matches("**", "anything/at/all.js"))
        #expect(try matches("src/[id].js", "src/[id].js"))
        #expect(try matches("src/é?.js", "src/éa.js"))
        #expect(throws: InputError.self) { try GlobPattern("/") }
    }

    @Test func anInvalidGlobIsRefusedNamingKeyAndPattern() {
        let message = failure(#"{"version": 1, "include": ["src/**", "[unclosed"]}"#) ?? ""
        #expect(message.contains("include[1]") && message.contains("'[unclosed'"), "\(message)")
        #expect(failure(#"{"version": 1, "exclude": ["src/a]b.js"]}"#)?.contains("exclude[0]") == true)
        #expect(failure(#"{"version": 1, "include": ["pages/[id].js"]}"#) == nil, "a balanced bracket is a name")
    }

    @Test func theViteTargetIsCheckedAsTheFlagIs() {
        #expect(failure(#"{"version": 1, "target": {"vite": 6}}"#)?.contains("target.vite is 6; expected 7 or 8") == true)
        #expect(failure(#"{"version": 1, "target": {"vite": 7}}"#) == nil)
    }

    @Test func offendingNumbersAreQuoted() {
        let big = failure(#"{"version": 1, "target": {"vite": 99999999999}}"#) ?? ""
        #expect(big.contains("target.vite is 99999999999;"), "\(big)")
        let negative = failure(#"{"version": 1, "effort": {"severity": {"blocker": {"low": -1, "high": 2}}}}"#) ?? ""
        #expect(negative.contains("effort.severity.blocker.low is -1;"), "\(negative)")
    }

    @Test func invalidJSONIsPlacedByLineAndColumn() {
        let message = failure("{\n  \"version\": 1,\n  \"rules\": { \"x\": \"off\", }\n}") ?? ""
        #expect(message.contains("line 3, column"), "\(message)")
        let baseline = #expect(throws: InputError.self) { try Baseline.decode(Data("{\"version\": 1,\n \"entries\": [}".utf8), name: "b.json") }
        #expect(baseline?.description.contains("line 2, column 14") == true, "\(String(describing: baseline))")
    }

    @Test func aKeyGivenTwiceIsRefused() {
        let message = failure(#"{"version": 1, "target": {"vite": 7}, "target": {"vite": 8}}"#) ?? ""
        #expect(message.contains("\"target\" is given twice"), "\(message)")
        let nested = failure("{\"version\": 1,\n\"rules\": {\"a\": \"off\", \"a\": \"blocker\"}}") ?? ""
        #expect(nested.contains("\"rules.a\" is given twice") && nested.contains("line 2"), "\(nested)")
    }
}
