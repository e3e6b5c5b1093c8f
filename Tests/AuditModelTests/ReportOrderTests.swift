import AuditModel
import Testing

@Suite("Report order")
struct ReportOrderTests {
    /// Findings with many ties (same place, rule and message) told apart only by their fix.
    static func findings(count: Int, seed: UInt64) -> [Finding] {
        var generator = SplitMix(state: seed)
        return (0..<count).map { index in
            Finding(
                ruleId: ["b-rule", "a-rule"][Int(generator.next() % 2)], severity: .autoFixable,
                file: ["src/z.js", "src/a.js", "lib/é.js"][Int(generator.next() % 3)], line: Int(generator.next() % 4) + 1,
                column: Int(generator.next() % 2) + 1, message: "m\(generator.next() % 2)", fix: "\(index)", snippet: "s")
        }
    }

    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [0, 1, 2, 7, 500])
    func sortsLikeAStableSortByReportOrder(count: Int) {
        let input = Self.findings(count: count, seed: UInt64(count))
        var sorted = input
        sorted.sortInReportOrder()
        // The reference: a stable sort spelled out (index as the last key).
        let expected = input.enumerated().sorted {
            Finding.reportOrder($0.element, $1.element) || (!Finding.reportOrder($1.element, $0.element) && $0.offset < $1.offset)
        }.map(\.element)
        #expect(sorted.map(\.fix) == expected.map(\.fix))
        #expect(sorted.isInReportOrder)
        #expect(count < 7 || !input.isInReportOrder)
    }
}
