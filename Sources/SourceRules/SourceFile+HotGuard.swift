import JSLexer
import SourceStructure

extension SourceFile {
    /// Token ranges of webpack HMR code (read once per file into `hotGuardRanges`): the body of an `if (module.hot …)` block and the arguments of a
    /// `module.hot.accept/dispose/…(…)` call. wp-module-hot tells the user to delete or port that code whole, so rules
    /// about what runs inside it (a re-`require` of the accepted module, a re-render) would count it twice.
    func findHotGuardRanges() -> [ClosedRange<Int>] {
        // Most files never say `hot`: skip the chain walk for them.
        guard lexed.containsBytes("hot") else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for chain in freeChains("module") where chain.segments.first?.name == "hot" {
            if chain.segments.count > 1, chain.segments[1].name != nil, isCalled(chain),
                let close = structure.partner(of: chain.lastToken + 1)
            {
                ranges.append((chain.lastToken + 1)...close)
            }
            // `if (module.hot)`, `if (module.hot && x)`: the test is the `if`'s own parenthesis.
            guard let open = structure.enclosingBracket(of: chain.root), isPunct(open, "("), isWord(open - 1, "if"),
                let close = structure.partner(of: open), close + 1 < tokens.count
            else { continue }
            if isPunct(close + 1, "{"), let end = structure.partner(of: close + 1) {
                ranges.append((close + 1)...end)
            } else {
                // A braceless consequent runs to the `;` that ends it at its own level.
                var end = close + 1
                let level = structure.enclosing[close + 1]
                while end + 1 < tokens.count, !(isPunct(end, ";") && structure.enclosing[end] == level) {
                    end = structure.partner(of: end).map { max($0, end + 1) } ?? end + 1
                }
                ranges.append((close + 1)...end)
            }
        }
        return ranges
    }

    /// True when `index` lies in one of `ranges` (from `hotGuardRanges`).
    public func isInHotGuard(_ index: Int, _ ranges: [ClosedRange<Int>]) -> Bool {
        ranges.contains { $0.contains(index) }
    }
}
