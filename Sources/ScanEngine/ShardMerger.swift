import AuditModel

/// Joins sharded scan reports into the report a single scan writes.
public enum ShardMerger {
    public struct MismatchError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func merge(_ shards: [ScanReport]) throws -> ScanReport {
        guard var merged = shards.first else { throw MismatchError(description: "no reports to merge") }
        for shard in shards.dropFirst() {
            guard shard.source == merged.source, shard.target == merged.target else {
                throw MismatchError(description: "the reports come from different scans (source or target differ); merge only shards of one scan")
            }
        }
        var findings = shards.flatMap(\.findings)
        findings.sortInReportOrder()
        // Shards fingerprint only their own files, and occurrences never span files, so fingerprints stand.
        var seenDependencies = Set<String>()
        var dependencies: [DependencyRecord] = []
        for record in shards.flatMap(\.dependencies) where seenDependencies.insert(record.name + "\u{0}" + (record.entry ?? "")).inserted {
            dependencies.append(record)
        }
        dependencies.sort { ($0.name, $0.entry ?? "") < ($1.name, $1.entry ?? "") }
        var warnings = Array(Set(shards.flatMap(\.warnings)))
        warnings.sort { ($0.file ?? "", $0.message) < ($1.file ?? "", $1.message) }
        merged.findings = findings
        merged.dependencies = dependencies
        merged.warnings = warnings
        merged.summary = .init(
            files: shards.map(\.summary.files).reduce(0, +),
            skippedFiles: shards.first?.summary.skippedFiles ?? 0,
            findings: findings, effort: merged.summary.effort)
        return merged
    }
}
