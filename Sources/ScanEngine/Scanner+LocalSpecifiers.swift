import GitKit
import SourceRules

extension Scanner {
    /// The bare specifiers among `specifiers` that name a file of the project through webpack's `resolve.modules`
    /// (or `baseUrl`) folders, as the wp-resolve-modules rule resolves them: app modules, not packages. Any listed
    /// file counts (`styles/main.scss`), not only sources; installed packages do not.
    static func localSpecifiers(_ specifiers: [String], moduleDirectories: [String], listing: [SourceFileEntry]) -> Set<String> {
        guard !moduleDirectories.isEmpty else { return [] }
        let paths = Set(listing.lazy.map(\.path).filter { !$0.hasPrefix("node_modules/") && !$0.contains("/node_modules/") })
        let resolver = ModuleResolver(files: paths, facts: ProjectFacts(moduleDirectories: moduleDirectories))
        return Set(specifiers.filter { specifier in
            guard let first = specifier.utf8.first, first != UInt8(ascii: "."), first != UInt8(ascii: "/") else { return false }
            return resolver.resolve(specifier, from: "") != nil
        })
    }
}
