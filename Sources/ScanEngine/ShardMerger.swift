import AuditModel

/// Joins sharded scan reports into the report a single scan writes.
public enum ShardMerger {
    /// The reports are not every shard of one scan, once each; the description names the files and what to do.
    public struct MismatchError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The report one unsharded scan writes, from all the shards of one scan (one revision, folder, Vite target and
    /// settings), each once, in any order. `names` (the shards' files, in the same order) name them in errors.
    public static func merge(_ shards: [ScanReport], names: [String]) throws -> ScanReport {
        precondition(shards.count == names.count, "one name per shard")
        try checkOneWholeScan(shards, names: names.map { "'\($0)'" })
        var merged = shards[0]
        var findings = shards.flatMap(\.findings)
        findings.sortInReportOrder()
        // Shards fingerprint only their own files, and occurrences never span files, so fingerprints stand.
        var seenDependencies = Set<String>()
        var dependencies: [DependencyRecord] = []
        for record in shards.flatMap(\.dependencies) where seenDependencies.insert(record.name + "\u{0}" + (record.entry ?? "")).inserted {
            dependencies.append(record)
        }
        dependencies.sort { ($0.name, $0.entry ?? "") < ($1.name, $1.entry ?? "") }
        // Every shard repeats the project-wide warnings: kept once, compared by bytes (a set's `==` would fold
        // `é.js` and `e\u{301}.js`, two files on disk, into one).
        var warnings: [ScanWarning] = []
        for warning in shards.flatMap(\.warnings).sorted(by: ScanWarning.precedesInReport)
        where warnings.last.map({ !ScanWarning.sameBytes($0, warning) }) ?? true {
            warnings.append(warning)
        }
        merged.source.shard = nil  // the merged report is the unsharded scan's, byte for byte
        // Each shard names its own files with findings that are not the commit's.
        let uncommitted = UTF8Order.sortedDistinct(shards.flatMap { $0.source.uncommittedFiles ?? [] })
        merged.source.uncommittedFiles = uncommitted.isEmpty ? nil : uncommitted
        merged.findings = findings
        merged.dependencies = dependencies
        merged.warnings = warnings
        merged.summary = .init(
            files: shards.map(\.summary.files).reduce(0, +),
            skippedFiles: merged.summary.skippedFiles, skippedByReason: merged.summary.skippedByReason,
            findings: findings, effort: merged.summary.effort)
        return merged
    }

    /// Throws unless every report is a shard, all of one N and one scan, and each of shards 1…N is there once:
    /// anything else would merge into a partial, doubled or meaningless report.
    private static func checkOneWholeScan(_ shards: [ScanReport], names: [String]) throws {
        guard !shards.isEmpty else { throw MismatchError(description: "no reports to merge") }
        var stamps: [ScanShard] = []
        for (shard, name) in zip(shards, names) {
            guard let stamp = shard.source.shard else {
                throw MismatchError(description: "\(name) is not a shard report (it has no source.shard: it was written by a scan "
                    + "without --shard); merge takes the JSON reports of `migrate-audit scan --shard I/N`, all N of one scan")
            }
            // Only an edited file holds another stamp: `scan --shard` writes 1 ≤ I ≤ N ≤ Shard.maximumCount.
            guard Shard.isValid(index: stamp.index, count: stamp.count) else {
                throw MismatchError(description: "\(name) has an invalid source.shard \(stamp.index)/\(stamp.count) (scan --shard writes "
                    + "1 ≤ I ≤ N ≤ \(Shard.maximumCount)); was it edited? Scan that shard again with `migrate-audit scan --shard I/N`")
            }
            guard stamp.settings != nil else {
                throw MismatchError(description: "\(name) has no source.shard.settings, which every shard report of this version holds; "
                    + "was it edited, or written by an older version? Scan that shard again")
            }
            // The summary is counted from the findings as written: findings removed or doubled by hand would merge
            // into a whole that looks right.
            let counted = ScanReport.Summary(files: 0, skippedFiles: 0, findings: shard.findings, effort: shard.summary.effort).findings
            guard counted == shard.summary.findings else {
                let held = shard.findings.count, summed = shard.summary.findings.values.reduce(0, +)
                throw MismatchError(description: "\(name) holds \(held) \(held == 1 ? "finding" : "findings") but its summary counts \(summed) "
                    + "(by severity: \(Self.spelled(counted)) against \(Self.spelled(shard.summary.findings))); was it edited or cut off? Scan that shard again")
            }
            stamps.append(stamp)
        }
        let count = stamps[0].count
        if let other = stamps.firstIndex(where: { $0.count != count }) {
            throw MismatchError(description: "\(names[0]) is shard \(stamps[0].index)/\(count) but \(names[other]) is shard "
                + "\(stamps[other].index)/\(stamps[other].count); the shards of one scan share N: scan every shard with the same --shard I/N")
        }
        for position in shards.indices.dropFirst() {
            let (first, other) = (shards[0].source, shards[position].source)
            // One commit named two ways: the report records the revision as written, so the shards must write it alike.
            if !first.worktree, !other.worktree, first.commit != nil, first.commit == other.commit, first.ref != other.ref {
                throw MismatchError(description: "\(names[0]) and \(names[position]) scanned the same commit but name it differently "
                    + "('\(first.ref ?? "")' vs '\(other.ref ?? "")'), and the merged report records one revision; "
                    + "pass the same --ref to every shard")
            }
            if let difference = difference(shards[0], shards[position]) {
                throw MismatchError(description: "\(names[0]) and \(names[position]) come from different scans (\(difference)); "
                    + "merge only the shards of one scan: the same revision, folder, Vite target and settings")
            }
        }
        var positionOfIndex: [Int: Int] = [:]
        for (position, stamp) in stamps.enumerated() {
            if let earlier = positionOfIndex[stamp.index] {
                let shard = "shard \(stamp.index)/\(count)"
                let doubled = names[earlier] == names[position]
                    ? "\(names[position]) (\(shard)) is given twice" : "\(names[earlier]) and \(names[position]) are both \(shard)"
                throw MismatchError(description: "\(doubled); pass each shard once")
            }
            positionOfIndex[stamp.index] = position
        }
        let missing = (1...count).filter { positionOfIndex[$0] == nil }.map { "\($0)/\(count)" }
        if !missing.isEmpty {
            let command = "migrate-audit scan --shard \(missing.count == 1 ? missing[0] : "I/\(count)") --format json -o FILE"
            throw MismatchError(description: "\(missing.count == 1 ? "shard" : "shards") \(listed(missing)) \(missing.count == 1 ? "is" : "are") missing (given: "
                + "\(listed(stamps.map(\.index).sorted().map { "\($0)/\(count)" }))); scan \(missing.count == 1 ? "it" : "them") with `\(command)` "
                + "on the same revision and settings, and merge all \(count)")
        }
    }

    /// The first way in which two shards' scans differ, in words (`commit '3f2a…' vs '9b1c…'`); nil when none shows.
    private static func difference(_ first: ScanReport, _ other: ScanReport) -> String? {
        func quoted(_ value: String?) -> String { value.map { "'\($0)'" } ?? "none" }
        func folder(_ root: String) -> String { root.isEmpty ? "the repository root" : "'\(root)'" }
        func origin(_ source: ScanReport.Source) -> String { source.worktree ? "the working tree" : "a revision" }
        let firstSettings = first.source.shard?.settings, otherSettings = other.source.shard?.settings
        let checks: [(differ: Bool, words: () -> String)] = [
            (first.source.commit != other.source.commit, { "commit \(quoted(first.source.commit)) vs \(quoted(other.source.commit))" }),
            (first.source.ref != other.source.ref, { "revision \(quoted(first.source.ref)) vs \(quoted(other.source.ref))" }),
            (first.source.worktree != other.source.worktree, { "\(origin(first.source)) vs \(origin(other.source))" }),
            (first.source.root != other.source.root, { "folder \(folder(first.source.root)) vs \(folder(other.source.root))" }),
            (first.source.repositoryURL != other.source.repositoryURL, {
                "repository \(quoted(first.source.repositoryURL)) vs \(quoted(other.source.repositoryURL))"
            }),
            (first.target != other.target, { "Vite target \(first.target.vite) vs \(other.target.vite)" }),
            (first.source.shard?.effort != other.source.shard?.effort, {
                "the effort weights differ: the shards were scanned with configurations of different weights"
            }),
            (first.source.shard?.files != other.source.shard?.files, {
                "the working tree's files differ: a file was edited, added or removed between the scans"
            }),
            (firstSettings != nil && otherSettings != nil && firstSettings != otherSettings, {
                "other settings: rule settings, include/exclude globs or skip policy differ"
            }),
            (first.tool != other.tool, { "\(first.tool.name) \(first.tool.version) vs \(other.tool.name) \(other.tool.version)" }),
            (first.schemaVersion != other.schemaVersion, { "schema version \(first.schemaVersion) vs \(other.schemaVersion)" }),
            // Skipped files are counted over the whole tree by every shard: a different count means different files.
            (first.summary.skippedFiles != other.summary.skippedFiles, {
                "\(first.summary.skippedFiles) vs \(other.summary.skippedFiles) skipped files: the files changed between the scans"
            }),
        ]
        return checks.first { $0.differ }?.words()
    }

    /// `spoken(items)`, or for a long list its first ten and how many in all (an error line stays readable).
    private static func spelled(_ counts: [String: Int]) -> String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    private static func listed(_ items: [String]) -> String {
        items.count <= 10 ? spoken(items) : items.prefix(10).joined(separator: ", ") + " … (\(items.count) in all)"
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func spoken(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
