import Foundation

/// An npm semver range (`^16.8 || ^17`, `>=15 <17`, `1.x`, `15.0.0 - 16`, `~0.14`, `*`), enough to tell
/// whether a peer range admits the React version the migration targets.
public struct SemverRange: Sendable, CustomStringConvertible {
    private struct Comparator: Sendable {
        enum Operation: Sendable { case less, lessOrEqual, greater, greaterOrEqual, equal }
        var operation: Operation
        var version: SemanticVersion

        func admits(_ candidate: SemanticVersion) -> Bool {
            switch operation {
            case .less: candidate < version
            case .lessOrEqual: candidate <= version
            case .greater: candidate > version
            case .greaterOrEqual: candidate >= version
            case .equal: candidate == version
            }
        }
    }

    public let text: String
    /// Alternatives (`||`), each a conjunction of comparators.
    private let alternatives: [[Comparator]]

    /// Nil when the range is not semver (a URL, a tag like `latest`, `workspace:`, `file:`).
    public init?(_ text: String) {
        self.text = text
        var alternatives: [[Comparator]] = []
        for part in text.components(separatedBy: "||") {
            guard let set = Self.parseSet(part) else { return nil }
            alternatives.append(set)
        }
        self.alternatives = alternatives
    }

    public var description: String { text }

    /// Whether the version satisfies the range (prereleases only match comparators on the same triple).
    public func admits(_ version: SemanticVersion) -> Bool {
        alternatives.contains { set in
            guard set.allSatisfy({ $0.admits(version) }) else { return false }
            if version.prerelease.isEmpty { return true }
            return set.contains {
                !$0.version.prerelease.isEmpty && $0.version.major == version.major
                    && $0.version.minor == version.minor && $0.version.patch == version.patch
            }
        }
    }

    /// A partial version: missing or wildcard parts are nil.
    private struct Partial {
        var major: Int?
        var minor: Int?
        var patch: Int?
        var prerelease: [String]

        init?(_ raw: Substring) {
            var body = raw
            while let first = body.first, first == "v" || first == "=" { body = body.dropFirst() }
            if let plus = body.firstIndex(of: "+") { body = body[..<plus] }
            prerelease = []
            if let dash = body.firstIndex(of: "-") {
                prerelease = body[body.index(after: dash)...].split(separator: ".").map(String.init)
                body = body[..<dash]
            }
            let parts = body.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.count <= 3 else { return nil }
            var numbers: [Int?] = []
            for part in parts {
                if part == "x" || part == "X" || part == "*" {
                    numbers.append(nil)
                } else if let number = Int(part), number >= 0 {
                    if numbers.contains(where: { $0 == nil }) { return nil }
                    numbers.append(number)
                } else {
                    return nil
                }
            }
            major = numbers.count > 0 ? numbers[0] : nil
            minor = numbers.count > 1 ? numbers[1] : nil
            patch = numbers.count > 2 ? numbers[2] : nil
        }

        var floor: SemanticVersion {
            SemanticVersion(major: major ?? 0, minor: minor ?? 0, patch: patch ?? 0, prerelease: prerelease)
        }
    }

    private static func parseSet(_ text: String) -> [Comparator]? {
        let trimmed = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if trimmed.isEmpty { return [] }
        // Hyphen range: `a - b`.
        if trimmed.count == 3, trimmed[1] == "-" {
            guard let low = Partial(trimmed[0]), let high = Partial(trimmed[2]) else { return nil }
            var set = [Comparator(operation: .greaterOrEqual, version: low.floor)]
            set += upperBound(inclusive: high)
            return set
        }
        // Operators may be separated from their version by spaces (`>= 1.2`): glue them back.
        var tokens: [Substring] = []
        var pendingOperator: Substring?
        for token in trimmed {
            if let op = pendingOperator {
                tokens.append(Substring(String(op) + token))
                pendingOperator = nil
            } else if token.allSatisfy({ "<>=~^".contains($0) }) {
                pendingOperator = token
            } else {
                tokens.append(token)
            }
        }
        if pendingOperator != nil { return nil }
        var set: [Comparator] = []
        for token in tokens {
            guard let comparators = parseComparator(token) else { return nil }
            set += comparators
        }
        return set
    }

    private static func upperBound(inclusive high: Partial) -> [Comparator] {
        guard let major = high.major else { return [] }
        guard let minor = high.minor else {
            return [Comparator(operation: .less, version: SemanticVersion(major: major + 1, minor: 0, patch: 0, prerelease: ["0"]))]
        }
        guard high.patch != nil else {
            return [Comparator(operation: .less, version: SemanticVersion(major: major, minor: minor + 1, patch: 0, prerelease: ["0"]))]
        }
        return [Comparator(operation: .lessOrEqual, version: high.floor)]
    }

    private static func parseComparator(_ token: Substring) -> [Comparator]? {
        var body = token
        var op = ""
        while let first = body.first, "<>=~^".contains(first) {
            op.append(first)
            body = body.dropFirst()
        }
        if op == "~>" { op = "~" }
        guard let partial = Partial(body) else { return nil }
        let floor = partial.floor
        func exclusive(_ major: Int, _ minor: Int, _ patch: Int) -> Comparator {
            Comparator(operation: .less, version: SemanticVersion(major: major, minor: minor, patch: patch, prerelease: ["0"]))
        }
        switch op {
        case "", "=":
            guard let major = partial.major else { return [] }
            guard let minor = partial.minor else {
                return [Comparator(operation: .greaterOrEqual, version: floor), exclusive(major + 1, 0, 0)]
            }
            guard partial.patch != nil else {
                return [Comparator(operation: .greaterOrEqual, version: floor), exclusive(major, minor + 1, 0)]
            }
            return [Comparator(operation: .equal, version: floor)]
        case "^":
            guard let major = partial.major else { return [] }
            let upper: Comparator
            if major > 0 || partial.minor == nil {
                upper = exclusive(major + 1, 0, 0)
            } else if let minor = partial.minor, minor > 0 || partial.patch == nil {
                upper = exclusive(0, minor + 1, 0)
            } else {
                upper = exclusive(0, 0, (partial.patch ?? 0) + 1)
            }
            return [Comparator(operation: .greaterOrEqual, version: floor), upper]
        case "~":
            guard let major = partial.major else { return [] }
            let upper = partial.minor.map { exclusive(major, $0 + 1, 0) } ?? exclusive(major + 1, 0, 0)
            return [Comparator(operation: .greaterOrEqual, version: floor), upper]
        case ">":
            guard let major = partial.major else { return [Comparator(operation: .less, version: SemanticVersion(major: 0, minor: 0, patch: 0, prerelease: ["0"]))] }
            guard let minor = partial.minor else { return [Comparator(operation: .greaterOrEqual, version: SemanticVersion(major: major + 1, minor: 0, patch: 0))] }
            guard partial.patch != nil else { return [Comparator(operation: .greaterOrEqual, version: SemanticVersion(major: major, minor: minor + 1, patch: 0))] }
            return [Comparator(operation: .greater, version: floor)]
        case ">=":
            return [Comparator(operation: .greaterOrEqual, version: floor)]
        case "<":
            return [Comparator(operation: .less, version: floor.prerelease.isEmpty && partial.patch == nil
                ? SemanticVersion(major: floor.major, minor: floor.minor, patch: floor.patch, prerelease: ["0"]) : floor)]
        case "<=":
            return upperBound(inclusive: partial)
        default:
            return nil
        }
    }
}
