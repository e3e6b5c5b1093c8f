/// The files of a source plus the problems met while listing them.
public struct FileListing: Sendable, Equatable {
    /// Regular files, sorted by raw path bytes.
    public var files: [SourceFileEntry]
    /// One warning per file or folder that could not be listed (e.g. a blob missing from a partial clone).
    public var warnings: [SourceWarning]

    /// Builds a listing, sorting both parts so that output is deterministic.
    public init(files: [SourceFileEntry], warnings: [SourceWarning]) {
        // A tree walk and the index list paths in this order already (git orders tree entries so that they do):
        // checked in one pass, sorted only when not, which on a large tree was a third of the listing's time.
        let isSorted = files.indices.dropFirst().allSatisfy { !SourceFileEntry.byRawPath(files[$0], files[$0 - 1]) }
        self.files = isSorted ? files : files.sorted(by: SourceFileEntry.byRawPath)
        self.warnings = warnings.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}
