/// A member-access chain read from tokens: `process.env.X`, `process?.env?.["X"]`, `this.props.params.id`.
public struct MemberChain: Sendable, Equatable {
    /// One `.name`, `?.name`, `["literal"]` or `[expression]` step.
    public struct Segment: Sendable, Equatable {
        /// The property name; nil for a computed key that is not a string literal.
        public var name: String?
        /// Token index of the name, or of `[` for computed keys.
        public var tokenIndex: Int
        /// Reached through `?.`.
        public var optional: Bool
        /// Written with brackets (`["X"]` or `[expr]`).
        public var computed: Bool
        /// For computed keys: the tokens between the brackets.
        public var keyRange: Range<Int>?

        public init(name: String?, tokenIndex: Int, optional: Bool, computed: Bool, keyRange: Range<Int>? = nil) {
            self.name = name
            self.tokenIndex = tokenIndex
            self.optional = optional
            self.computed = computed
            self.keyRange = keyRange
        }
    }

    /// Token index of the chain's root identifier.
    public var root: Int
    public var rootName: String
    public var segments: [Segment]
    /// Token index of the chain's last token (the name, or `]`).
    public var lastToken: Int

    public init(root: Int, rootName: String, segments: [Segment], lastToken: Int) {
        self.root = root
        self.rootName = rootName
        self.segments = segments
        self.lastToken = lastToken
    }

    /// The static names from the root on, stopping at the first non-literal computed key.
    public var staticPath: [String] {
        var path = [rootName]
        for segment in segments {
            guard let name = segment.name else { break }
            path.append(name)
        }
        return path
    }

    /// True when the static path starts with `prefix` (`["process", "env"]`).
    public func starts(with prefix: [String]) -> Bool {
        staticPath.starts(with: prefix)
    }

    /// The chain without its first `count` segments, re-rooted at the segment after them
    /// (`global.process.env.X` dropping 1 → `process.env.X`).
    public func droppingRoot(_ count: Int) -> MemberChain? {
        guard count > 0, segments.count >= count, let name = segments[count - 1].name else { return count == 0 ? self : nil }
        return MemberChain(
            root: segments[count - 1].tokenIndex, rootName: name, segments: Array(segments.dropFirst(count)),
            lastToken: lastToken)
    }
}
