/// The files of a source plus the problems met while listing them.
public struct FileListing: Sendable, Equatable {
    /// Regular files, sorted by raw path bytes.
    public var files: [SourceFileEntry]
    /// One warning per file or folder that could not be listed (e.g. a blob missing from a partial clone).
    public var warnings: [SourceWarning]
    /// Entries that are not regular files, and so are not read: symbolic links (never followed) and submodules.
    public var unscanned: [UnscannedEntry]
    /// Tracked files of the scanned folder that a sparse checkout leaves off the disk (git's skip-worktree
    /// entries): not part of the working tree, so not listed, but said.
    public var outsideSparseCheckout = 0

    /// An entry of the tree that is not read.
    public struct UnscannedEntry: Sendable, Equatable {
        /// The raw value is the entry's git mode, plus what sets a submodule's folder apart from a checked-out one.
        public enum Kind: String, Sendable {
            case symbolicLink = "120000", submodule = "160000"
            /// A submodule of the working tree whose folder holds no checkout (`git submodule update --init` never run).
            case uninitialisedSubmodule = "160000 uninitialised"
        }
        public var path: String
        public var kind: Kind
        /// A revision's submodule: the commit its tree records for it, which is what to scan of it.
        public var commit: String?
        public init(path: String, kind: Kind, commit: String? = nil) {
            self.path = path
            self.kind = kind
            self.commit = commit
        }
    }

    /// Builds a listing, sorting its parts so that output is deterministic.
    public init(files: [SourceFileEntry], warnings: [SourceWarning], unscanned: [UnscannedEntry] = []) {
        self.unscanned = unscanned.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        // A tree walk and the index list paths in this order already (git orders tree entries so that they do):
        // checked in one pass, sorted only when not, which on a large tree was a third of the listing's time.
        let isSorted = files.indices.dropFirst().allSatisfy { !SourceFileEntry.byRawPath(files[$0], files[$0 - 1]) }
        self.files = isSorted ? files : files.sorted(by: SourceFileEntry.byRawPath)
        self.warnings = warnings.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// A git object id standing for every listed path, its mode and its content, like a tree id for a working
    /// tree: two listings share it only when they hold the same files with the same bytes. Nil when a file's
    /// content id is unknown (too large to hash) or the listing met problems.
    public var contentID: String? {
        guard warnings.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.count * 96)
        for file in files {
            guard let blobID = file.blobID, !blobID.isEmpty else { return nil }
            bytes += file.isExecutable ? Array("100755 ".utf8) : Array("100644 ".utf8)
            bytes += blobID.utf8
            bytes.append(0x20)
            bytes += file.rawPath
            bytes.append(0)  // a path holds no NUL byte: entries cannot run into each other
        }
        // So does the number of files a sparse checkout leaves out.
        if outsideSparseCheckout > 0 { bytes += Array("sparse \(outsideSparseCheckout)".utf8) + [0] }
        // A link or submodule added or removed changes what the report says (a warning names it).
        for entry in unscanned {
            bytes += Array("\(entry.kind.rawValue) ".utf8) + Array(entry.path.utf8)
            bytes.append(0)
            if let commit = entry.commit { bytes += Array(commit.utf8) + [0] }
        }
        let id = ObjectID.blobID(of: bytes)
        return id.isEmpty ? nil : id
    }
}
