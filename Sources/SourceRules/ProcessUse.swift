import SourceStructure

/// A use of the `process` global: `process.env.X`, `global.process.env.X`, `typeof process`, `process.nextTick`.
public struct ProcessUse: Sendable {
    /// Token where the use starts (`process`, or `global`/`globalThis`/`window` before it).
    public var start: Int
    /// The chain re-rooted at `process`.
    public var chain: MemberChain

    /// The static env key: `X` in `process.env.X` / `process.env["X"]`; nil otherwise (and for the object's own
    /// methods: `process.env.hasOwnProperty('X')` reads no variable called `hasOwnProperty`).
    public var envKey: String? {
        guard chain.segments.count >= 2, chain.segments[0].name == "env", let name = chain.segments[1].name,
            !Self.objectMethods.contains(name)
        else { return nil }
        return name
    }

    /// `process.env` itself, with a computed non-literal key, or asked through an object method.
    public var isWholeOrComputedEnv: Bool {
        guard chain.segments.first?.name == "env" else { return false }
        return chain.segments.count == 1 || chain.segments[1].name.map(Self.objectMethods.contains) ?? true
    }

    /// `Object.prototype` methods: called on `process.env`, they use it as an object.
    static let objectMethods: Set<String> = ["hasOwnProperty", "propertyIsEnumerable", "isPrototypeOf", "toString", "toLocaleString", "valueOf"]
}
