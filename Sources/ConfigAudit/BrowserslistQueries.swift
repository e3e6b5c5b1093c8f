import Foundation

/// Browserslist queries read statically, for what Vite's build output cannot serve: browsers without native ES
/// modules, dynamic `import()` or `import.meta` (Vite's "Browser Compatibility"), which only
/// `@vitejs/plugin-legacy` reaches. Only queries naming a browser are judged: usage (`> 0.2%`) and `last N versions`
/// queries need caniuse data the audit does not carry.
struct BrowserslistQueries {
    /// The first version of each browser Vite's modern build runs in (Chrome 64, Firefox 67, Safari 11.1, Edge 79 …);
    /// Internet Explorer and Opera Mini have none.
    static let firstModern: [String: Double] = [
        "ie": .infinity, "explorer": .infinity, "op_mini": .infinity, "operamini": .infinity, "ie_mob": .infinity, "iemobile": .infinity,
        "chrome": 64, "and_chr": 64, "android": 64, "edge": 79, "firefox": 67, "ff": 67, "and_ff": 67,
        "safari": 11.1, "ios": 11.3, "ios_saf": 11.3, "samsung": 9.2, "opera": 51,
    ]

    /// One query naming a browser: the versions it covers.
    struct Query: Equatable {
        var browser: String
        var low: Double
        var high: Double
        var negated: Bool
        var text: String
    }

    let queries: [Query]

    /// `lines`: queries as written (array entries, comma- or `or`-separated strings, `.browserslistrc` lines).
    init(_ lines: [String]) {
        var queries: [Query] = []
        for line in lines {
            let uncommented = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            for part in uncommented.lowercased().replacingOccurrences(of: " or ", with: ",").split(separator: ",") {
                if let query = Self.parse(part.trimmingCharacters(in: .whitespaces), text: String(part).trimmingCharacters(in: .whitespaces)) { queries.append(query) }
            }
        }
        self.queries = queries
    }

    /// The `.browserslistrc` lines the production build reads: the `[production]` section's when there is one, as
    /// browserslist picks it, else those outside sections.
    static func productionLines(ofRC text: String) -> [String] {
        var section: String?
        var production: [String]?
        var defaults: [String] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("["), line.hasSuffix("]") {
                section = String(line.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces).lowercased()
                if section!.split(separator: " ").contains("production"), production == nil { production = [] }
                continue
            }
            if section == nil {
                defaults.append(line)
            } else if section!.split(separator: " ").contains("production") {
                production!.append(line)
            }
        }
        return production ?? defaults
    }

    /// The positive queries that reach a browser version Vite's build cannot serve, and that no negation removes.
    var legacyQueries: [String] {
        queries.filter { query in
            guard !query.negated, let first = Self.firstModern[query.browser], query.low < first else { return false }
            // The legacy versions run up to just below the first modern one: `not chrome < 64` removes all of them.
            let legacyHigh = min(query.high, first - 0.01)
            return !queries.contains { $0.negated && $0.browser == query.browser && $0.low <= query.low && $0.high >= legacyHigh }
        }.map(\.text)
    }

    private static func parse(_ raw: String, text: String) -> Query? {
        var rest = raw
        var negated = false
        if rest.hasPrefix("not ") {
            negated = true
            rest = String(rest.dropFirst(4)).trimmingCharacters(in: .whitespaces)
        }
        // Only plain queries: `and` intersections and extended ones are not judged.
        guard !rest.contains(" and ") else { return nil }
        rest = rest.replacingOccurrences(of: "opera mini", with: "op_mini").replacingOccurrences(of: "internet explorer", with: "ie")
        var words = rest.split(separator: " ").map(String.init)
        guard let name = words.first, firstModern[name] != nil else {
            // `ie11`, `IE9`: a name glued to its version.
            if let glued = words.first, glued.hasPrefix("ie"), let version = Double(glued.dropFirst(2)), words.count == 1 {
                return Query(browser: "ie", low: version, high: version, negated: negated, text: text)
            }
            return nil
        }
        words.removeFirst()
        let joined = words.joined(separator: " ")
        func version(_ text: Substring) -> Double? { Double(text.split(separator: ".").prefix(2).joined(separator: ".")) }
        var low = 0.0, high = Double.infinity
        if joined.isEmpty || joined == "all" || joined == "> 0" {
            // every version
        } else if let comparator = [">=", "<=", ">", "<"].first(where: { joined.hasPrefix($0) }) {
            guard let bound = version(joined.dropFirst(comparator.count).drop { $0 == " " }) else { return nil }
            switch comparator {
            case ">=": low = bound
            case ">": low = bound + 0.01
            case "<=": high = bound
            default: high = bound - 0.01
            }
        } else if let dash = joined.firstIndex(of: "-") {
            let before = joined[..<dash].trimmingCharacters(in: .whitespaces), after = joined[joined.index(after: dash)...].trimmingCharacters(in: .whitespaces)
            guard let from = version(Substring(before)), let to = version(Substring(after)) else { return nil }
            low = from
            high = to
        } else if let exact = version(Substring(joined)) {
            low = exact
            high = exact
        } else {
            return nil
        }
        return Query(browser: name, low: low, high: high, negated: negated, text: text)
    }
}
