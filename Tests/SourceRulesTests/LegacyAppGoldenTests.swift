import AuditModel
import Foundation
import Testing

@testable import SourceRules

/// Compares the source findings on `Examples/legacy-app` with the hand-written `EXPECTED.tsv`
/// (rule id, file, line of every planted hazard in source and `.env` files).
@Suite("Examples/legacy-app golden list")
struct LegacyAppGoldenTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let appRoot = packageRoot.appendingPathComponent("Examples/legacy-app")

    /// Rules whose findings EXPECTED.tsv lists: every source rule plus `.env` prefix findings.
    static var listedRules: Set<String> { Set(SourceRuleRegistry.all.map(\.description.id)) }

    /// What the configuration reader extracts from the example's webpack config, package.json and node_modules.
    static func facts() throws -> ProjectFacts {
        var installed: [String: String] = [:]
        let modules = appRoot.appendingPathComponent("node_modules")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? [] {
            let manifest = modules.appendingPathComponent(name).appendingPathComponent("package.json")
            guard let data = try? Data(contentsOf: manifest),
                let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let version = object["version"] as? String
            else { continue }
            installed[name] = version
        }
        let package = try JSONSerialization.jsonObject(with: Data(contentsOf: appRoot.appendingPathComponent("package.json"))) as? [String: Any] ?? [:]
        var declared: [String: String] = [:]
        for key in ["dependencies", "devDependencies"] {
            for (name, range) in package[key] as? [String: String] ?? [:] { declared[name] = range }
        }
        var facts = ProjectFacts(
            installedVersions: installed, declaredRanges: declared,
            definePluginKeys: ["__DEV__", "process.env"], providePluginKeys: ["_"],
            aliases: ["@": "src", "components": "src/components", "lodash$": "lodash-es"],
            entries: ["src/publicPath.js", "src/index.js"], htmlScriptSources: [],
            babelLooseClassProperties: true)
        facts.cssModulesByConfig = true  // webpack.config.js: css-loader { modules: true }
        return facts
    }

    struct Row: Hashable, Comparable, CustomStringConvertible {
        var rule: String
        var file: String
        var line: Int
        static func < (a: Row, b: Row) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
        var description: String { "\(rule)\t\(file)\t\(line)" }
    }

    static func expected() throws -> [Row] {
        let text = try String(contentsOf: appRoot.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let number = Int(fields[2]) else { return nil }
            return Row(rule: String(fields[0]), file: String(fields[1]), line: number)
        }
    }

    static func actual() throws -> [Finding] {
        var sources: [(path: String, bytes: [UInt8])] = []
        var dotEnv: [Finding] = []
        let enumerator = FileManager.default.enumerator(at: appRoot, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(appRoot.standardizedFileURL.path.count + 1))
            if path.hasPrefix("node_modules") { enumerator?.skipDescendants(); continue }
            if DotEnvScanner.isDotEnvFile(path) {
                dotEnv += DotEnvScanner.findings(path: path, text: try String(contentsOf: url, encoding: .utf8))
            } else if StyleScanner.isStyleFile(path) {
                dotEnv += StyleScanner.findings(path: path, bytes: Array(try Data(contentsOf: url)))
            } else if ["js", "jsx", "ts", "tsx", "mjs", "cjs"].contains(url.pathExtension) {
                sources.append((path, Array(try Data(contentsOf: url))))
            }
        }
        let facts = try facts()
        let files = SourceRuleEngine.prepare(sources, facts: facts)
        return SourceRuleEngine().run(files: files, facts: facts) + dotEnv
    }

    @Test("every planted hazard is found at its line, and nothing else")
    func matchesExpected() throws {
        guard FileManager.default.fileExists(atPath: Self.appRoot.appendingPathComponent("EXPECTED.tsv").path) else {
            Issue.record("Examples/legacy-app/EXPECTED.tsv is missing")
            return
        }
        let expected = try Self.expected().filter { Self.listedRules.contains($0.rule) }
        let findings = try Self.actual()
        let actual = findings.map { Row(rule: $0.ruleId, file: $0.file, line: $0.line) }
        var remaining = expected
        var extra: [Row] = []
        for row in actual {
            if let index = remaining.firstIndex(of: row) { remaining.remove(at: index) } else { extra.append(row) }
        }
        let missing = remaining.sorted()
        let unexpected = extra.sorted()
        let messages = findings.filter { finding in unexpected.contains(Row(rule: finding.ruleId, file: finding.file, line: finding.line)) }
            .map { "\($0.ruleId) \($0.file):\($0.line) \($0.message)" }
        print("legacy-app: \(actual.count) findings, \(expected.count) expected, \(missing.count) missing, \(unexpected.count) unexpected")
        #expect(missing.isEmpty, "missing:\n\(missing.map(\.description).joined(separator: "\n"))")
        #expect(unexpected.isEmpty, "unexpected:\n\(messages.joined(separator: "\n"))")
    }
}
