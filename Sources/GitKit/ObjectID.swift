import CLibgit2

/// Conversions between libgit2's `git_oid` and the hex strings GitKit exposes.
enum ObjectID {
    /// The 40-character lowercase hex form of `oid`.
    static func hex(_ oid: UnsafePointer<git_oid>) -> String {
        var buffer = [CChar](repeating: 0, count: Int(GIT_OID_HEXSZ) + 1)
        git_oid_tostr(&buffer, buffer.count, oid)
        return String(decoding: buffer.prefix(Int(GIT_OID_HEXSZ)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The hex form of `oid`, taken by value.
    static func hex(_ oid: git_oid) -> String {
        withUnsafePointer(to: oid) { hex($0) }
    }

    /// Parses a full 40-character hex id.
    static func parse(_ hex: String) throws(GitError) -> git_oid {
        var oid = git_oid()
        try LibGit2.check(git_oid_fromstr(&oid, hex), "git_oid_fromstr")
        return oid
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
