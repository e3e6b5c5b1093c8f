import JSLexer
import SourceStructure

extension SourceFile {
    /// A use of webpack's HMR API: `module.hot…` (its method is segment 1) or `import.meta.webpackHot…` (segment 2).
    public struct HotChain: Sendable {
        public let chain: MemberChain
        /// The index of the method's segment (`accept` in `module.hot.accept`).
        public let method: Int
    }

    /// The file's HMR API uses, `module.hot` ones first (read once per file into `hotChains`).
    func findHotChains() -> [HotChain] {
        // Most files never say `hot`: skip the chain walk for them.
        let moduleHot = lexed.containsBytes("hot"), webpackHot = lexed.containsBytes("webpackHot")
        guard moduleHot || webpackHot else { return [] }
        var chains: [HotChain] = []
        if moduleHot { chains += freeChains("module").filter { $0.segments.first?.name == "hot" }.map { HotChain(chain: $0, method: 1) } }
        if webpackHot { chains += WebpackRules.importMeta(self, "webpackHot").map { HotChain(chain: $0, method: 2) } }
        return chains
    }

    /// Token ranges of webpack HMR code (read once per file into `hotGuardRanges`): the body of an `if (module.hot …)`
    /// or `if (import.meta.webpackHot …)` block and the arguments of a `module.hot.accept/dispose/…(…)` call (or
    /// `import.meta.webpackHot.accept(…)`). wp-module-hot tells the user to delete or port that code whole, so
    /// `FindingSink` drops other rules' findings there (a re-`require` of the accepted module, a re-render, a
    /// `setImmediate`), which would count it twice.
    func findHotGuardRanges(_ chains: [HotChain]) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for hot in chains {
            let chain = hot.chain
            if chain.segments.count > hot.method, chain.segments[hot.method].name != nil, isCalled(chain),
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
}

extension SourceFile {
    /// Whether token `index` is inside webpack HMR code (`hotGuardRanges`), whose findings the sink drops.
    func isInHotCode(_ index: Int) -> Bool { hotGuardRanges.contains { $0.contains(index) } }
}
