import AuditModel
import Testing

@Suite("Report order")
struct ReportOrderTests {
    /// Findings with many ties (same place, rule and message) told apart only by their fix, in a scrambled order
    /// (strides coprime to each field's range).
    static func findings(count: Int) -> [Finding] {
        (0..<count).map { index in
            Finding(
                ruleId: ["b-rule", "a-rule"][(index * 5) % 2], severity: .autoFixable,
                file: ["src/z.js", "src/a.js", "lib/é.js"][(index * 7) % 3], line: (index * 11) % 4 + 1,
                column: (index * 3) % 2 + 1, message: "m\((index * 13) % 2)", fix: "\(index)", snippet: "s")
        }
    }

    /// The reference: a stable sort spelled out (index as the last key).
    static func stableSorted(_ input: [Finding]) -> [Finding] {
        input.enumerated().sorted {
            Finding.reportOrder($0.element, $1.element) || (!Finding.reportOrder($1.element, $0.element) && $0.offset < $1.offset)
        }.map(\.element)
    }

    @Test(arguments: [0, 1, 2, 7, 500])
    func sortsLikeAStableSortByReportOrder(count: Int) {
        let input = Self.findings(count: count)
        var sorted = input
        sorted.sortInReportOrder()
        let expected = Self.stableSorted(input)
        #expect(sorted.map(\.fix) == expected.map(\.fix))
        #expect(sorted.isInReportOrder)
        #expect(count < 7 || !input.isInReportOrder)
    }

    @Test(arguments: [1, 250, 499])
    func mergesAnOrderedPrefixWithTheRestLikeAStableSort(prefix: Int) {
        let scrambled = Self.findings(count: 500)
        var head = Array(scrambled[..<prefix])
        head.sortInReportOrder()
        // An ordered prefix, then findings that tie with it and fall before, between and after its elements.
        let input = head + scrambled[prefix...]
        var sorted = input
        sorted.sortInReportOrder()
        let expected = Self.stableSorted(input)
        #expect(sorted.map(\.fix) == expected.map(\.fix))
    }
}
