import AuditModel

/// What each project rule looks for beyond the primary files (`ProjectRule.interest(in:project:)`), by rule id.
public struct ProjectInterests: Sendable, Equatable {
    /// nil for a rule that needs every file.
    public var byRule: [String: Set<String>?]

    public init(byRule: [String: Set<String>?]) { self.byRule = byRule }

    /// A stable text of the interests, for cache keys: a file's fate depends on them.
    public var fingerprint: String {
        var hash = StableHash()
        for (rule, names) in byRule.sorted(by: { $0.key < $1.key }) {
            hash.combine(rule)
            if let names {
                for name in names.sorted() { hash.combine(name) }
            } else {
                hash.combine("*")
            }
            hash.combine(CollectionOfOne(1))
        }
        return hash.hex
    }
}
