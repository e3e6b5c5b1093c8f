import AuditModel
import Foundation
import Testing

@testable import SourceRules

/// Precision and recall on fixtures written the way real apps write code (aliases, optional chaining, JSX in .js,
/// TypeScript generics and casts, regex literals next to division), against a hand-made expected list: every
/// line carries `✓ <category>` once per hazard of that category on it.
@Suite("Precision and recall on realistic fixtures")
struct PrecisionRecallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/realistic")

    static let categories: [String: Set<String>] = [
        "process-env": [
            "env-node-env", "env-process-env-static", "env-process-env-dynamic", "env-public-url-js", "env-other-prefix",
            "env-config-process-env",
        ],
        "dynamic-path": [
            "dyn-import-fully-dynamic", "dyn-import-var-head", "dyn-import-no-ext", "dyn-import-same-dir",
            "dyn-import-alias-head", "dyn-import-multi-segment", "cjs-require-dynamic",
        ],
        "require-context": ["wp-require-context"],
        "module-hot": ["wp-module-hot"],
    ]

    struct Key: Hashable, Comparable, CustomStringConvertible {
        var category: String
        var file: String
        var line: Int
        static func < (a: Key, b: Key) -> Bool { (a.category, a.file, a.line) < (b.category, b.file, b.line) }
        var description: String { "\(category) \(file):\(line)" }
    }

    static func sources() throws -> [(path: String, bytes: [UInt8])] {
        var result: [(String, [UInt8])] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard ["js", "jsx", "ts", "tsx"].contains(url.pathExtension) else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            result.append((path, Array(try Data(contentsOf: url))))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The hand-made list: `✓ category` marks, counted per line.
    static func expected(_ sources: [(path: String, bytes: [UInt8])]) -> [Key: Int] {
        var counts: [Key: Int] = [:]
        for source in sources {
            let text = String(decoding: source.bytes, as: UTF8.self)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for part in line.components(separatedBy: "✓ ").dropFirst() {
                    let category = String(part.prefix { !$0.isWhitespace && $0 != "*" })
                    counts[Key(category: category, file: source.path, line: offset + 1), default: 0] += 1
                }
            }
        }
        return counts
    }

    /// Findings per category, one per construct (file, line, column).
    static func actual(_ findings: [Finding], files: [SourceFile]) -> [Key: Int] {
        var seen: Set<String> = []
        var counts: [Key: Int] = [:]
        let importLines = Dictionary(uniqueKeysWithValues: files.map { file in
            (file.path, Set(file.structure.modules.filter { $0.kind == .importDeclaration || $0.kind == .exportFrom }.flatMap { reference -> ClosedRange<Int> in
                let first = Int(file.tokens[reference.keywordToken].line)
                let last = Int(file.tokens[reference.specifierToken ?? reference.keywordToken].line)
                return first...max(first, last)
            }))
        })
        for finding in findings {
            var category = categories.first { $0.value.contains(finding.ruleId) }?.key
            if category == nil, [RuleCategory.rr3, .hist, .rrr].contains(finding.category),
                importLines[finding.file]?.contains(finding.line) == true
            {
                category = "router-import"
            }
            guard let category, seen.insert("\(category) \(finding.file) \(finding.line) \(finding.column)").inserted else { continue }
            counts[Key(category: category, file: finding.file, line: finding.line), default: 0] += 1
        }
        return counts
    }

    @Test("process.env, variable import()/require(), require.context, module.hot and router imports: ≥ 98% precision and recall")
    func precisionAndRecall() throws {
        let sources = try Self.sources()
        #expect(sources.count >= 6, "fixtures missing under \(Self.root.path)")
        let files = SourceRuleEngine.prepare(sources, facts: .examples)
        let findings = SourceRuleEngine().run(files: files, facts: .examples)
        let expected = Self.expected(sources)
        let actual = Self.actual(findings, files: files)
        var report: [String] = []
        var totalMatched = 0
        var totalExpected = 0
        var totalActual = 0
        for category in (Set(expected.keys.map(\.category)).union(actual.keys.map(\.category))).sorted() {
            let keys = Set(expected.keys.filter { $0.category == category }).union(actual.keys.filter { $0.category == category })
            var matched = 0
            var expectedCount = 0
            var actualCount = 0
            for key in keys.sorted() {
                let e = expected[key] ?? 0
                let a = actual[key] ?? 0
                matched += min(e, a)
                expectedCount += e
                actualCount += a
                if e != a { report.append("  \(key): expected \(e), found \(a)") }
            }
            totalMatched += matched
            totalExpected += expectedCount
            totalActual += actualCount
            let precision = actualCount == 0 ? 1 : Double(matched) / Double(actualCount)
            let recall = expectedCount == 0 ? 1 : Double(matched) / Double(expectedCount)
            print("\(category): \(expectedCount) expected, \(actualCount) found, precision \(String(format: "%.1f", precision * 100))%, recall \(String(format: "%.1f", recall * 100))%")
            #expect(precision >= 0.98 && recall >= 0.98, "\(category) below 98%:\n\(report.joined(separator: "\n"))")
        }
        let precision = Double(totalMatched) / Double(max(1, totalActual))
        let recall = Double(totalMatched) / Double(max(1, totalExpected))
        print("overall: \(totalExpected) expected, \(totalActual) found, precision \(String(format: "%.1f", precision * 100))%, recall \(String(format: "%.1f", recall * 100))%")
        if !report.isEmpty { print("differences:\n" + report.joined(separator: "\n")) }
        #expect(totalExpected >= 50, "the expected list is too small to measure 98%")
    }
}
