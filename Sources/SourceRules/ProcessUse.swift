import SourceStructure

/// A use of the `process` global: `process.env.X`, `global.process.env.X`, `typeof process`, `process.nextTick`.
public struct ProcessUse: Sendable {
    /// Token where the use starts (`process`, or `global`/`globalThis`/`window` before it).
    public var start: Int
    /// The chain re-rooted at `process`.
    public var chain: MemberChain

    /// The static env key: `X` in `process.env.X` / `process.env["X"]`; nil otherwise.
    public var envKey: String? {
        guard chain.segments.count >= 2, chain.segments[0].name == "env" else { return nil }
        return chain.segments[1].name
    }

    /// `process.env` itself, or with a computed non-literal key.
    public var isWholeOrComputedEnv: Bool {
        guard chain.segments.first?.name == "env" else { return false }
        return chain.segments.count == 1 || chain.segments[1].name == nil
    }
}
