/// The rule ids close to one that no rule has: `explain`'s "did you mean" and the configuration file's warning for
/// an unknown id say the same.
public enum RuleIDSuggestions {
    /// Up to five ids like `id`: those it begins, then those containing it, then its family (`rr3-`) by the length
    /// of the prefix they share with it; alphabetical within each, so that the order `ids` come in does not matter.
    public static func closest(to id: String, among ids: [String]) -> [String] {
        let wanted = id.lowercased()
        // An empty id (an unset variable) begins and is contained in every id: none of them is closer than another.
        guard !wanted.allSatisfy(\.isWhitespace) else { return [] }
        let ids = ids.sorted()
        let shared = { (candidate: String) in zip(candidate, wanted).prefix { $0 == $1 }.count }
        let family = ids.filter { $0.hasPrefix(String(wanted.prefix(4))) }.sorted { shared($0) > shared($1) || (shared($0) == shared($1) && $0 < $1) }
        var seen: Set<String> = []
        return (ids.filter { $0.hasPrefix(wanted) } + ids.filter { $0.contains(wanted) } + family)
            .filter { seen.insert($0).inserted }
            .prefix(5).map { $0 }
    }

    /// "did you mean a, b?" with the ids closest to `id`; nil when none is close.
    public static func question(for id: String, among ids: [String]) -> String? {
        let close = closest(to: id, among: ids)
        return close.isEmpty ? nil : "did you mean " + close.joined(separator: ", ") + "?"
    }
}
