import AuditModel
import Statistics
import Testing

@testable import ScanEngine

/// Duplicate removal reads the sorted source findings by neighbours and hashes only the rest; it must drop exactly
/// what hashing every finding's place dropped.
@Suite struct DuplicateRemovalTests {
    private func finding(_ file: String, _ line: Int, _ column: Int, _ rule: String, _ message: String = "m") -> Finding {
        Finding(ruleId: rule, severity: .autoFixable, file: file, line: line, column: column, message: message)
    }

    /// Hashing every place, by bytes: the first finding at each place is kept.
    private func reference(_ findings: [Finding]) -> [Finding] {
        struct Place: Hashable {
            var rule: [UInt8], file: [UInt8], line: Int, column: Int
        }
        var seen: Set<Place> = []
        return findings.filter { seen.insert(Place(rule: Array($0.ruleId.utf8), file: Array($0.file.utf8), line: $0.line, column: $0.column)).inserted }
    }

    @Test func dropsWhatHashingEveryPlaceDropped() {
        var generator = SplitMix64(seed: 7)  // deterministic: a failure names a reproducible round
        for round in 0..<300 {
            // Two spellings of é (one scalar, and e with a combining accent) are two files, with a file between them.
            let files = ["a.js", "b/c.js", "webpack.config.js", "z.js", "\u{E9}.js", "e\u{301}.js", "f.js"]
            let rules = ["cjs-require-static", "wp-config-loader", "env-process-env"]
            var sorted = (0..<Int(generator.next() % 40)).map { _ in
                finding(files[Int(generator.next() % UInt64(files.count))], Int(generator.next() % 4) + 1, Int(generator.next() % 3) + 1,
                        rules[Int(generator.next() % 3)], "message \(generator.next() % 3)")
            }
            sorted.sortInReportOrder()
            let rest = (0..<Int(generator.next() % 6)).map { _ in
                finding(files[Int(generator.next() % UInt64(files.count))], Int(generator.next() % 4) + 1, Int(generator.next() % 3) + 1,
                        rules[Int(generator.next() % 3)], "config \(round)")
            }
            let all = sorted + rest
            #expect(Scanner.removingDuplicates(all, sortedPrefix: sorted.count) == reference(all), "round \(round)")
        }
    }

    @Test func twoSpellingsOfANameAreTwoFilesEachKeepingItsFindings() {
        var findings = [finding("\u{E9}.js", 1, 1, "env-process-env"), finding("f.js", 1, 1, "env-process-env"), finding("e\u{301}.js", 1, 1, "env-process-env")]
        findings.sortInReportOrder()
        #expect(findings.map { Array($0.file.utf8) } == [Array("e\u{301}.js".utf8), Array("f.js".utf8), Array("\u{E9}.js".utf8)], "by bytes")
        #expect(Scanner.removingDuplicates(findings, sortedPrefix: findings.count).count == 3)
        #expect(Scanner.removingDuplicates(findings + [finding("\u{E9}.js", 1, 1, "env-process-env", "config")], sortedPrefix: 3).count == 3)
    }

    @Test func withoutDuplicatesTheFindingsComeBackUnchanged() {
        let findings = [finding("a.js", 1, 1, "r"), finding("a.js", 1, 2, "r"), finding("b.js", 1, 1, "r")]
        #expect(Scanner.removingDuplicates(findings, sortedPrefix: 2) == findings)
        #expect(Scanner.removingDuplicates([], sortedPrefix: 0).isEmpty)
        #expect(Scanner.removingDuplicates(findings + [finding("a.js", 1, 2, "r", "again")], sortedPrefix: 3) == findings)
    }
}
