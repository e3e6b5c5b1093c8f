import Foundation

/// The `include` and `exclude` conditions a webpack module rule and the rules holding it (`oneOf`, `rules`) put on the
/// files it applies to: webpack applies a nested rule only to the files its parents' conditions let through.
struct RuleScope {
    /// Conditions a file must meet, one per rule on the way down that sets `include`.
    private var includes: [ConfigNode] = []
    /// Conditions a file must not meet, one per rule that sets `exclude`.
    private var excludes: [ConfigNode] = []

    /// No rule on the way down narrows the files.
    var isEmpty: Bool { includes.isEmpty && excludes.isEmpty }

    /// This scope narrowed by `rule`'s own `include` and `exclude`.
    func narrowed(by rule: ConfigNode) -> RuleScope {
        var scope = self
        if let include = rule["include"], !ConfigAuditor.isAbsent(include) { scope.includes.append(include) }
        if let exclude = rule["exclude"], !ConfigAuditor.isAbsent(exclude) { scope.excludes.append(exclude) }
        return scope
    }

    /// Whether the rules let the project file at `path` (relative to the scanned root) through; nil when a condition
    /// is not read here (a function, `{ and, or, not }`, a path outside the project, a value chosen when the config
    /// runs) and decides nothing already.
    func contains(_ path: String) -> Bool? {
        // webpack matches absolute paths: a leading `/` stands for the project's folder, as evaluated paths write it.
        let resource = "/" + path
        var known = true
        for include in includes {
            switch Self.matches(include, resource) {
            case false?: return false
            case nil: known = false
            case true?: break
            }
        }
        for exclude in excludes {
            switch Self.matches(exclude, resource) {
            case true?: return false
            case nil: known = false
            case false?: break
            }
        }
        return known ? true : nil
    }

    /// webpack's reading of one condition: a string is a path prefix, a RegExp is tested on the path, an array
    /// matches when one of its items does.
    private static func matches(_ condition: ConfigNode, _ resource: String) -> Bool? {
        switch condition.value {
        case .string(let prefix) where condition.isProjectPath:
            return resource.hasPrefix(prefix)
        case .regex(let literal):
            return ConfigAuditor.regularExpression(literal).map { ConfigAuditor.matches($0, resource) }
        case .array(let items) where !items.isEmpty:
            let answers = items.map { matches($0, resource) }
            if answers.contains(true) { return true }
            return answers.contains(nil) ? nil : false
        default:
            return nil
        }
    }
}
