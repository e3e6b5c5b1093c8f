/// The `scan --format json` document, schema version 1 (contract: scan-json-v1).
public struct ScanReport: Codable, Sendable, Equatable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var tool: ToolInfo
    public var source: Source
    public var target: Target
    public var summary: Summary
    public var findings: [Finding]
    public var dependencies: [DependencyRecord]
    public var warnings: [ScanWarning]

    public init(
        tool: ToolInfo = .current, source: Source, target: Target, summary: Summary,
        findings: [Finding], dependencies: [DependencyRecord], warnings: [ScanWarning]
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.tool = tool
        self.source = source
        self.target = target
        self.summary = summary
        self.findings = findings
        self.dependencies = dependencies
        self.warnings = warnings
    }

    /// What was scanned.
    public struct Source: Codable, Sendable, Equatable {
        /// Scanned folder relative to the repository root; "" for the root.
        public var root: String
        /// The revision as given; nil for the working tree.
        public var ref: String?
        /// The resolved commit; nil when not a git repository.
        public var commit: String?
        /// True when files were read from disk.
        public var worktree: Bool
        /// A web URL of the repository when known (for links in reports); not in the v1 contract's example, an addition.
        public var repositoryURL: String?
        /// The share of the files a `scan --shard I/N` report holds; nil (and absent from the JSON) when unsharded.
        public var shard: ScanShard?
        /// For a working-tree scan of a repository, the files with findings whose content is not the commit's (edited,
        /// staged, untracked, ignored), relative to the scanned folder and sorted: a link to `commit` would show other
        /// lines, or none. Nil (and absent from the JSON) when there is none, and for a revision scan.
        public var uncommittedFiles: [String]?

        public init(
            root: String, ref: String?, commit: String?, worktree: Bool, repositoryURL: String? = nil, shard: ScanShard? = nil,
            uncommittedFiles: [String]? = nil
        ) {
            self.root = root
            self.ref = ref
            self.commit = commit
            self.worktree = worktree
            self.repositoryURL = repositoryURL
            self.shard = shard
            self.uncommittedFiles = uncommittedFiles
        }

        private enum CodingKeys: String, CodingKey { case root, ref, commit, worktree, repositoryURL, shard, uncommittedFiles }

        // The contract writes `null` for a missing ref or commit rather than omitting the key.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(root, forKey: .root)
            try container.encode(ref, forKey: .ref)
            try container.encode(commit, forKey: .commit)
            try container.encode(worktree, forKey: .worktree)
            try container.encodeIfPresent(repositoryURL, forKey: .repositoryURL)
            try container.encodeIfPresent(shard, forKey: .shard)
            try container.encodeIfPresent(uncommittedFiles, forKey: .uncommittedFiles)
        }
    }

    /// The Vite major the rules were evaluated for.
    public struct Target: Codable, Sendable, Equatable {
        public var vite: Int
        public init(vite: Int) { self.vite = vite }
    }

    public struct Summary: Codable, Sendable, Equatable {
        public var files: Int
        public var skippedFiles: Int
        /// `skippedFiles` by reason (`generated`, `too-large`, …; only reasons with files); absent when none was skipped.
        public var skippedByReason: [String: Int]?
        /// Keyed by severity raw value; every severity present, zero included.
        public var findings: [String: Int]
        /// Keyed by category raw value; only categories with findings.
        public var byCategory: [String: Int]
        public var effort: Effort
        /// Findings a baseline (`--baseline`) left out of this report; absent when no baseline filtered it. Such a
        /// report is not the project's whole state: `compare` refuses it.
        public var baselineHidden: Int?

        public init(files: Int, skippedFiles: Int, findings: [String: Int], byCategory: [String: Int], effort: Effort) {
            self.files = files
            self.skippedFiles = skippedFiles
            self.findings = findings
            self.byCategory = byCategory
            self.effort = effort
        }

        /// Counts derived from findings.
        public init(files: Int, skippedFiles: Int, skippedByReason: [String: Int]? = nil, findings list: [Finding], effort: Effort) {
            // Counted by enum case over the borrowed buffer: reports hold tens of thousands of findings.
            var severities: [Severity: Int] = [:]
            var categories: [RuleCategory: Int] = [:]
            list.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    severities[buffer[index].severity, default: 0] += 1
                    categories[buffer[index].category, default: 0] += 1
                }
            }
            var bySeverity = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, 0) })
            for (severity, count) in severities { bySeverity[severity.rawValue, default: 0] += count }
            let byCategory = Dictionary(uniqueKeysWithValues: categories.map { ($0.key.rawValue, $0.value) })
            self.init(files: files, skippedFiles: skippedFiles, findings: bySeverity, byCategory: byCategory, effort: effort)
            self.skippedByReason = skippedByReason.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// "2 generated, 1 too-large", by count then name; nil when nothing was skipped or reasons were not recorded.
        public var skippedReasonsText: String? {
            guard let reasons = skippedByReason, !reasons.isEmpty else { return nil }
            return reasons.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        }
    }

    public struct Effort: Codable, Sendable, Equatable {
        public var hours: Double
        public var model: String
        public init(hours: Double, model: String) {
            self.hours = hours
            self.model = model
        }
    }
}

/// The tool's name and version, as written into every report.
public struct ToolInfo: Codable, Sendable, Equatable {
    public var name: String
    public var version: String
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
    public static let current = ToolInfo(name: "migrate-audit", version: "0.1.0")
}

/// A problem reading the project that did not stop the scan.
public struct ScanWarning: Codable, Hashable, Sendable {
    public var file: String?
    public var message: String
    /// True when the warning names what the scan could not read (a file, a folder, part of the tree): its findings
    /// are missing, so the report has gaps and the scan ends with exit code 2. Absent from the JSON otherwise.
    public var unread: Bool?

    /// `unread`: the scan could not read what the warning names (stored as nil when false, as the JSON leaves it out).
    public init(file: String?, message: String, unread: Bool = false) {
        self.file = file
        self.message = message
        self.unread = unread ? true : nil
    }

    /// True for a gap in the report: see `unread`.
    public var isUnread: Bool { unread == true }

    /// Report order: by file (none first), then message, both by their UTF-8 bytes. `String`'s `<` holds `é.js` and
    /// `e\u{301}.js` equal, which would leave their order to the input's and let a merge fold one into the other.
    public static func precedesInReport(_ a: ScanWarning, _ b: ScanWarning) -> Bool {
        let byFile = UTF8Order.compare(a.file ?? "", b.file ?? "")
        return byFile != 0 ? byFile < 0 : UTF8Order.compare(a.message, b.message) < 0
    }

    /// The same file and message, byte for byte.
    public static func sameBytes(_ a: ScanWarning, _ b: ScanWarning) -> Bool {
        (a.file == nil) == (b.file == nil) && UTF8Order.same(a.file ?? "", b.file ?? "") && UTF8Order.same(a.message, b.message)
    }
}
