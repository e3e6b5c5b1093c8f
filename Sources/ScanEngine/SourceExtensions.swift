/// Which files are JavaScript or TypeScript sources, by extension.
public enum SourceExtensions {
    /// The extensions lexed as sources, in lower case.
    public static let lexed: Set<String> = ["js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts"]

    /// Runs for every listed file: the name's bytes are read in place, with no array of components and no
    /// lowercased copy (both showed in profiles of large trees).
    static func isSource(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let nameStart = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
            guard let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")) else { return false }
            let ext = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            guard isLexedExtension(ext) else { return false }
            // Type declarations (`x.d.ts`, `x.d.mts`, `x.d.cts`, spelled in lower case) hold no runtime code.
            let declarationExtension = ext.elementsEqual("ts".utf8) || ext.elementsEqual("mts".utf8) || ext.elementsEqual("cts".utf8)
            return !(declarationExtension && dot - nameStart >= 2 && bytes[dot - 1] == UInt8(ascii: "d") && bytes[dot - 2] == UInt8(ascii: "."))
        }
    }

    /// `js jsx mjs cjs ts tsx mts cts`, in any case.
    private static func isLexedExtension(_ ext: UnsafeBufferPointer<UInt8>) -> Bool {
        guard ext.count == 2 || ext.count == 3 else { return false }
        // ASCII letters folded to lower case; no other byte can fold onto a letter.
        var key: UInt32 = 0
        for byte in ext { key = key << 8 | UInt32(byte | 0x20) }
        return lexedKeys.contains(key)
    }

    private static let lexedKeys: [UInt32] = lexed.map { $0.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
}
