/// Which files are JavaScript or TypeScript sources, by extension.
enum SourceExtensions {
    static let lexed: Set<String> = ["js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts"]

    static func isSource(_ path: String) -> Bool {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return false }
        let ext = name[name.index(after: dot)...].lowercased()
        // Type declarations hold no runtime code.
        if name.hasSuffix(".d.ts") || name.hasSuffix(".d.mts") || name.hasSuffix(".d.cts") { return false }
        return lexed.contains(ext)
    }
}
