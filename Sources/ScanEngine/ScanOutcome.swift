import AuditModel

/// A scan's report and what it left unaudited, which a CI job must be told by more than a warning.
public struct ScanOutcome: Sendable {
    /// The report.
    public var report: ScanReport
    /// How many files could not be read or parsed, each named in the report's warnings (`unread`).
    public var unreadable: Int
    /// The root package.json's warning when it is not valid JSON (counted in `unreadable`): its declared
    /// dependencies and settings went unaudited.
    public var malformedManifest: ScanWarning?
    /// The lockfile's warning when it is not valid and no other was read (counted in `unreadable`): locked versions
    /// went unread.
    public var malformedLockfile: ScanWarning?
    /// True when the scanned folder holds no source file and no package.json: the scan audited nothing.
    public var auditedNothing: Bool
    /// The folder above with a package.json, when the scanned one has none (`scan` run in `src`).
    public var projectAbove: ProjectFolderAbove?

    /// Builds an outcome.
    public init(
        report: ScanReport, unreadable: Int = 0, malformedManifest: ScanWarning? = nil, malformedLockfile: ScanWarning? = nil, auditedNothing: Bool = false
    ) {
        self.report = report
        projectAbove = nil
        self.unreadable = unreadable
        self.malformedManifest = malformedManifest
        self.malformedLockfile = malformedLockfile
        self.auditedNothing = auditedNothing
    }
}
