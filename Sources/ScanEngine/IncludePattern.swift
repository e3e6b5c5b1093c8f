/// One of the configuration's `include` patterns, by its text, so that a pattern matching no listed file can
/// be named (a typo in `include` would otherwise scan nothing in silence).
public struct IncludePattern: Sendable {
    /// The pattern as written in the configuration.
    public var text: String
    /// True when the pattern matches `path`, relative to the scanned folder.
    public var matches: @Sendable (String) -> Bool

    public init(text: String, matches: @escaping @Sendable (String) -> Bool) {
        self.text = text
        self.matches = matches
    }
}
