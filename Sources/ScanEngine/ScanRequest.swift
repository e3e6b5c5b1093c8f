import AuditModel
import Foundation

/// What to scan and how: the command line's `scan` options, as a value.
public struct ScanRequest: Sendable {
    /// The folder to scan, anywhere inside a repository (or any folder with `noGit`).
    public var path: String
    /// Read this revision from the object database instead of the working tree.
    public var revision: String?
    /// Walk `path` as a plain folder, without git.
    public var noGit: Bool
    /// Open a repository even when another user owns it.
    public var trustRepository: Bool
    /// The Vite major the rules are evaluated for; with `detectsViteMajor`, only when package.json declares none.
    public var viteMajor: Int
    /// Plan for the Vite major the scanned package.json declares (the user named none): a project midway through
    /// its move is audited for the Vite it installs.
    public var detectsViteMajor: Bool
    /// Worker threads for reading, lexing and per-file rules; output does not depend on it.
    public var threads: Int
    /// Where per-file results are cached; nil for no cache.
    public var cacheDirectory: URL?
    /// Scan only this share of the source files (the project-wide findings go to shard 1).
    public var shard: Shard?
    public var skipPolicy: SkipPolicy
    /// Configuration include/exclude globs, decided by the caller; false leaves a file out.
    public var includesFile: @Sendable (String) -> Bool
    /// The configuration's include patterns one by one, for the warning that names one matching no listed file.
    public var includePatterns: [IncludePattern]
    /// Folded into cache keys: anything besides the file that changes its findings (configuration).
    public var configurationFingerprint: String

    public init(
        path: String = ".", revision: String? = nil, noGit: Bool = false, trustRepository: Bool = false,
        viteMajor: Int = 8, detectsViteMajor: Bool = false, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        cacheDirectory: URL? = nil, shard: Shard? = nil, skipPolicy: SkipPolicy = SkipPolicy(),
        includesFile: @escaping @Sendable (String) -> Bool = { _ in true }, includePatterns: [IncludePattern] = [],
        configurationFingerprint: String = ""
    ) {
        self.path = path
        self.revision = revision
        self.noGit = noGit
        self.trustRepository = trustRepository
        self.viteMajor = viteMajor
        self.detectsViteMajor = detectsViteMajor
        self.threads = max(1, threads)
        self.cacheDirectory = cacheDirectory
        self.shard = shard
        self.skipPolicy = skipPolicy
        self.includesFile = includesFile
        self.includePatterns = includePatterns
        self.configurationFingerprint = configurationFingerprint
    }

    /// A digest of the settings besides the files that shape findings (configuration, skip policy): salts the
    /// cache, and goes into shard reports so that `merge` can tell shards scanned under different settings apart.
    public var settingsDigest: String {
        Self.settingsDigest(configurationFingerprint: configurationFingerprint, skipPolicy: skipPolicy)
    }

    /// The digest of a configuration's fingerprint and skip policy, as `settingsDigest` makes it for a request.
    public static func settingsDigest(configurationFingerprint: String, skipPolicy: SkipPolicy) -> String {
        StableHash.hex(of: configurationFingerprint, String(describing: skipPolicy))
    }
}
