/// Node's `PACKAGE_EXPORTS_RESOLVE` as Vite applies it (through `resolve.exports`): the first key of an
/// object (in the package's own order) that is `default` or one of the active conditions wins; arrays try
/// each target in turn; `./*` patterns take the longest matching prefix; a string is sugar for `{".": …}`.
public enum ExportsResolver {
    public enum Outcome: Sendable, Equatable {
        /// A target inside the package (`./dist/index.mjs`) and the condition keys that led to it.
        case target(String, conditions: [String])
        /// No key of the map covers the subpath.
        case notExported
        /// The map covers the subpath with `null` (deliberately hidden), or no condition matched.
        case excluded(conditions: [String])
        /// The map is malformed; the reason says how.
        case invalid(String)
    }

    /// Resolves `subpath` (`.` or `./x/y`) against `exports` for the active `conditions`.
    public static func resolve(_ exports: JSONValue, subpath: String, conditions: Set<String>) -> Outcome {
        let map: [JSONMember]
        switch exports {
        case .string, .array:
            map = [JSONMember(key: ".", value: exports, line: 0)]
        case .object(let members):
            let dotted = members.filter { $0.key.hasPrefix(".") }
            if dotted.isEmpty {
                map = [JSONMember(key: ".", value: exports, line: 0)]
            } else if dotted.count != members.count {
                return .invalid("\"exports\" mixes subpath keys (\"./…\") with condition keys (\(members.first { !$0.key.hasPrefix(".") }!.key))")
            } else {
                map = members
            }
        case .null:
            return .notExported
        default:
            return .invalid("\"exports\" must be a string, an array or an object")
        }

        if let exact = map.first(where: { $0.key == subpath && !$0.key.contains("*") }) {
            return resolveTarget(exact.value, match: nil, conditions: conditions, path: [])
        }
        var best: (member: JSONMember, match: String, prefixLength: Int)?
        for member in map {
            let key = member.key
            if let star = key.firstIndex(of: "*") {
                let prefix = key[..<star]
                let suffix = key[key.index(after: star)...]
                if suffix.contains("*") { continue }
                guard subpath.hasPrefix(prefix), subpath.hasSuffix(suffix), subpath.count >= key.count else { continue }
                let match = String(subpath.dropFirst(prefix.count).dropLast(suffix.count))
                // Node's PATTERN_KEY_COMPARE: the longer prefix wins, and between equal prefixes the longer key
                // (`./features/*.js` over `./features/*`).
                if best == nil || prefix.count > best!.prefixLength
                    || (prefix.count == best!.prefixLength && key.count > best!.member.key.count)
                {
                    best = (member, match, prefix.count)
                }
            } else if key.hasSuffix("/"), subpath.hasPrefix(key) {
                // Legacy folder mapping (`"./": "./"`), still honoured by resolve.exports.
                let match = String(subpath.dropFirst(key.count))
                if best == nil || key.count > best!.prefixLength { best = (member, match, key.count) }
            }
        }
        guard let chosen = best else { return .notExported }
        let folder = chosen.member.key.hasSuffix("/") && !chosen.member.key.contains("*")
        return resolveTarget(chosen.member.value, match: chosen.match, conditions: conditions, path: [], folder: folder)
    }

    /// Resolves a package-internal specifier (`#supports-color`) against the package.json `imports` field, whose
    /// keys start with `#`; unlike an export, a target may also name another package (`"#dep": "dep"`).
    public static func resolveImports(_ imports: JSONValue, specifier: String, conditions: Set<String>) -> Outcome {
        guard case .object(let members) = imports, specifier.hasPrefix("#") else { return .notExported }
        if let exact = members.first(where: { $0.key == specifier && !$0.key.contains("*") }) {
            return resolveTarget(exact.value, match: nil, conditions: conditions, path: [], allowsPackages: true)
        }
        var best: (member: JSONMember, match: String, prefixLength: Int)?
        for member in members {
            guard let star = member.key.firstIndex(of: "*") else { continue }
            let prefix = member.key[..<star]
            let suffix = member.key[member.key.index(after: star)...]
            guard !suffix.contains("*"), specifier.hasPrefix(prefix), specifier.hasSuffix(suffix), specifier.count >= member.key.count else { continue }
            if best == nil || prefix.count > best!.prefixLength
                || (prefix.count == best!.prefixLength && member.key.count > best!.member.key.count)
            {
                best = (member, String(specifier.dropFirst(prefix.count).dropLast(suffix.count)), prefix.count)
            }
        }
        guard let chosen = best else { return .notExported }
        return resolveTarget(chosen.member.value, match: chosen.match, conditions: conditions, path: [], allowsPackages: true)
    }

    private static func resolveTarget(
        _ target: JSONValue, match: String?, conditions: Set<String>, path: [String], folder: Bool = false, allowsPackages: Bool = false
    ) -> Outcome {
        switch target {
        case .string(let text):
            if allowsPackages, !text.hasPrefix("."), !text.hasPrefix("/"), !text.contains(":") || text.hasPrefix("node:") {
                return .target(match.map { text.replacingAll("*", with: $0) } ?? text, conditions: path)
            }
            guard text.hasPrefix("./") else {
                return .invalid("target \"\(text)\" must start with \"./\"")
            }
            let segments = text.dropFirst(2).split(separator: "/")
            if segments.contains(where: { $0 == ".." || $0 == "." || $0 == "node_modules" }) {
                return .invalid("target \"\(text)\" contains \"..\", \".\" or \"node_modules\" segments")
            }
            var resolved = text
            if let match {
                if folder {
                    resolved = text + match
                } else {
                    resolved = text.replacingAll("*", with: match)
                }
            }
            return .target(resolved, conditions: path)
        case .array(let items):
            var lastProblem: Outcome = .excluded(conditions: path)
            for item in items {
                let outcome = resolveTarget(item, match: match, conditions: conditions, path: path, folder: folder, allowsPackages: allowsPackages)
                switch outcome {
                case .target: return outcome
                case .invalid: lastProblem = outcome
                default: continue
                }
            }
            return lastProblem
        case .object(let members):
            for member in members where member.key.hasPrefix(".") {
                return .invalid("condition object contains subpath key \"\(member.key)\"")
            }
            for member in members where member.key == "default" || conditions.contains(member.key) {
                let outcome = resolveTarget(member.value, match: match, conditions: conditions, path: path + [member.key], folder: folder, allowsPackages: allowsPackages)
                if case .excluded = outcome, member.value != .null { continue }
                return outcome
            }
            return .excluded(conditions: path)
        case .null:
            return .excluded(conditions: path)
        default:
            return .invalid("target must be a string, an array, an object or null")
        }
    }
}

extension String {
    func replacingAll(_ needle: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == needle { out += replacement } else { out.append(character) }
        }
        return out
    }
}
