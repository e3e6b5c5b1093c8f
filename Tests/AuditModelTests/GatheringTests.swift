import AuditModel
import Testing

/// Findings gathered by moving them out of per-file arrays.
@Suite struct GatheringTests {
    private func part(_ file: String, _ count: Int) -> [Finding] {
        (0..<count).map { line in
            Finding(
                ruleId: "cjs-require-static", severity: .autoFixable, file: file, line: line + 1, column: 1,
                message: "message \(file) \(line) " + String(repeating: "x", count: 40), fix: line % 2 == 0 ? "fix \(line)" : nil,
                snippet: "require('\(file)')")
        }
    }

    @Test func gatheringEqualsConcatenationAndEmptiesTheParts() {
        var parts = [part("src/a.js", 3), [], part("src/b.js", 1), part("src/c.js", 50)]
        let expected = parts.flatMap { $0 }
        let gathered = [Finding].gatheringByMoving(&parts)
        #expect(gathered == expected)
        #expect(parts.isEmpty)
        var none: [[Finding]] = []
        #expect([Finding].gatheringByMoving(&none).isEmpty)
    }

    @Test func aPartStillHeldElsewhereIsLeftIntact() {
        let shared = part("src/shared.js", 5)
        var parts = [part("src/a.js", 2), shared]
        let gathered = [Finding].gatheringByMoving(&parts)
        #expect(gathered == part("src/a.js", 2) + part("src/shared.js", 5))
        #expect(shared == part("src/shared.js", 5), "the other holder's findings were copied out, not moved")
    }
}
