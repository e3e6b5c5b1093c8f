import CLibgit2

/// Conversions between libgit2's `git_oid` and the hex strings GitKit exposes.
enum ObjectID {
    /// The 40-character lowercase hex form of `oid`.
    static func hex(_ oid: UnsafePointer<git_oid>) -> String {
        // Spelled in place: once per listed file, and an intermediate C buffer and copy showed in listing profiles.
        withUnsafeBytes(of: oid.pointee.id) { raw in
            String(unsafeUninitializedCapacity: raw.count * 2) { out in
                for (index, byte) in raw.enumerated() {
                    out[2 * index] = hexDigits[Int(byte >> 4)]
                    out[2 * index + 1] = hexDigits[Int(byte & 0x0F)]
                }
                return raw.count * 2
            }
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The hex form of `oid`, taken by value.
    static func hex(_ oid: git_oid) -> String {
        withUnsafePointer(to: oid) { hex($0) }
    }

    /// Parses a full 40-character hex id.
    static func parse(_ hex: String) throws(GitError) -> git_oid {
        // Read from the UTF-8 bytes in place: once per blob read, where bridging to a C string allocated.
        var oid = git_oid()
        let parsed = withUnsafeMutableBytes(of: &oid.id) { id in
            hex.utf8.count == id.count * 2 && hex.utf8.withContiguousStorageIfAvailable { digits in
                for index in id.indices {
                    guard let high = value(of: digits[2 * index]), let low = value(of: digits[2 * index + 1]) else { return false }
                    id[index] = high << 4 | low
                }
                return true
            } == true
        }
        if parsed { return oid }
        // Anything else (short or odd ids, non-native strings) as libgit2 reads it, with its error message; its
        // error state is per thread and set up by `git_libgit2_init`, which a caller may not have run yet.
        LibGit2.ensureInitialised()
        oid = git_oid()
        try LibGit2.check(git_oid_fromstr(&oid, hex), "git_oid_fromstr")
        return oid
    }

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The blob id git would give `bytes` (`git hash-object`), computed without a repository.
    static func blobID(of bytes: [UInt8]) -> String {
        LibGit2.ensureInitialised()
        var oid = git_oid()
        let status = bytes.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_BLOB) }
        // git_odb_hash only fails on allocation failure; an empty id then means "unknown".
        return status == 0 ? hex(oid) : ""
    }
}
