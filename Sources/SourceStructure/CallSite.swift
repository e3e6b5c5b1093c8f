/// One call: `f(a, b)`, `a.b.c(x)`, `new URL(x, base)`, `f()(g)`.
public struct CallSite: Sendable, Equatable {
    /// Token index of the callee's first token (`a` in `a.b.c(x)`; `)` or `]` for calls of call results).
    public var calleeStart: Int
    /// Token index of the callee's last token (the token before `(`).
    public var calleeEnd: Int
    /// Token index of `(`.
    public var openParen: Int
    /// Token index of `)`.
    public var closeParen: Int
    /// Argument token ranges, split at top-level commas.
    public var arguments: [Range<Int>]
    /// `new X(…)`.
    public var isNew: Bool

    public init(calleeStart: Int, calleeEnd: Int, openParen: Int, closeParen: Int, arguments: [Range<Int>], isNew: Bool) {
        self.calleeStart = calleeStart
        self.calleeEnd = calleeEnd
        self.openParen = openParen
        self.closeParen = closeParen
        self.arguments = arguments
        self.isNew = isNew
    }
}
