import Yams

/// Loads YAML the way `Yams.load` does, but refuses a document whose aliases would expand past a bound: a few
/// hundred bytes of nested anchors (a "billion laughs") made the scan allocate gigabytes and abort.
enum BoundedYAML {
    /// Nodes a document may expand to. A pnpm lockfile of tens of thousands of packages stays far below it.
    static let nodeBudget = 2_000_000

    /// The document's aliases expand to more than `nodeBudget` nodes.
    struct TooLarge: Error, CustomStringConvertible {
        var description: String { "its aliases expand to more than \(BoundedYAML.nodeBudget) nodes (nested anchors); it was not read" }
    }

    static func load(_ text: String) throws -> Any? {
        // Only a document with anchors can grow past its text: counted on the composed tree, where an alias is the
        // anchored node itself (shared, not copied), before anything is built from it.
        if text.utf8.contains(UInt8(ascii: "&")), let node = try Yams.compose(yaml: text) {
            var budget = nodeBudget
            guard fits(node, within: &budget) else { throw TooLarge() }
        }
        return try Yams.load(yaml: text)
    }

    /// A loaded mapping with string keys (Yams gives `[AnyHashable: Any]` where a key is not a string); nil for any
    /// other value.
    static func mapping(_ value: Any) -> [String: Any]? {
        if let mapping = value as? [String: Any] { return mapping }
        guard let mapping = value as? [AnyHashable: Any] else { return nil }
        return Dictionary(mapping.map { ("\($0.key.base)", $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private static func fits(_ node: Node, within budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping where !fits(key, within: &budget) || !fits(value, within: &budget) { return false }
        case .sequence(let sequence):
            for value in sequence where !fits(value, within: &budget) { return false }
        case .scalar, .alias:
            break
        }
        return true
    }
}
