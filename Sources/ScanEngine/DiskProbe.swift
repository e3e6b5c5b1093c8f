import AuditModel
import DependencyAudit

/// One question asked of the disk (by absolute path) and a digest of its answer.
struct DiskProbe: Hashable, Sendable {
    enum Kind: Int, Sendable {
        case entryKind, linkTarget, fileContents, directoryEntries
    }

    struct Question: Hashable, Sendable {
        var kind: Kind
        var path: String

        // By bytes: two canonically equivalent spellings are two paths on disk.
        static func == (a: Question, b: Question) -> Bool { a.kind == b.kind && ExactText(a.path) == ExactText(b.path) }

        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(ExactText(path))
        }
    }

    var question: Question
    var digest: UInt64

    /// A stable order: by path bytes, then kind.
    static func precedes(_ a: DiskProbe, _ b: DiskProbe) -> Bool {
        let pathA = a.question.path.utf8, pathB = b.question.path.utf8
        if !pathA.elementsEqual(pathB) { return pathA.lexicographicallyPrecedes(pathB) }
        return a.question.kind.rawValue < b.question.kind.rawValue
    }

    /// True when the disk still gives the recorded answer.
    func holds() -> Bool {
        let path = question.path
        let tree = Self.disk
        switch question.kind {
        case .entryKind: return Self.digest(tree.entryKind(at: path)) == digest
        case .linkTarget: return Self.digest(tree.linkTarget(at: path).map { Array($0.utf8) }) == digest
        case .fileContents: return Self.digest(tree.fileContents(at: path)) == digest
        case .directoryEntries: return Self.digest(tree.directoryEntries(at: path)) == digest
        }
    }

    // Paths are absolute: the root is never used.
    private static let disk = DiskPackageTree(root: "/")

    // "Nothing there" digests to 0; a present answer's hash starts from a marker byte, so an empty file or
    // folder still differs from a missing one.
    static func digest(_ kind: PackageTreeEntryKind?) -> UInt64 {
        switch kind {
        case nil: 0
        case .file: 1
        case .directory: 2
        case .symlink: 3
        }
    }

    static func digest(_ bytes: [UInt8]?) -> UInt64 {
        guard let bytes else { return 0 }
        var hash = StableHash()
        hash.combine([1])
        hash.combine(bytes)
        return hash.value
    }

    static func digest(_ names: [String]?) -> UInt64 {
        guard let names else { return 0 }
        var hash = StableHash()
        hash.combine([1])
        for name in names { hash.combine(name) }
        return hash.value
    }
}
