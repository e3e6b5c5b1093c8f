import AuditModel

extension ProjectFacts {
    /// The Vite settings that transform code of `context`: Vitest's for tests, Vite's for the rest.
    public func viteSettings(for context: CodeContext) -> ViteSettings? {
        context == .test ? viteForTests : vite
    }
}
