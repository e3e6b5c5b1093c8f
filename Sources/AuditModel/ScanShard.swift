/// Which share of the files a `scan --shard I/N` report holds (`source.shard` in the JSON report), so that `merge`
/// can tell a missing, doubled or foreign shard. Absent from an unsharded report.
public struct ScanShard: Codable, Sendable, Equatable {
    /// 1-based: this report is shard `index` of `count`.
    public var index: Int
    public var count: Int
    /// A digest of the settings that shape findings besides the files (rule settings, include/exclude globs,
    /// skip policy): shards scanned under different settings do not make one report. Nil when not recorded.
    public var settings: String?
    /// For a working-tree scan, a digest of the files it listed (paths, modes and contents): shards of one commit
    /// taken before and after an edit are not one scan. Absent for revisions (the commit says it) and when unknown.
    public var files: String?
    /// A digest of the effort weights the shard's estimate used: `merge` estimates the whole with the same ones.
    public var effort: String?
    /// The name the reports give the scanned project (its folder): `merge` names the whole as the scan did, wherever
    /// it runs. A label, not compared between shards.
    public var folder: String?

    public init(index: Int, count: Int, settings: String?, files: String? = nil, effort: String? = nil) {
        self.index = index
        self.count = count
        self.settings = settings
        self.files = files
        self.effort = effort
    }
}
