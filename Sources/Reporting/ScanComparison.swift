import AuditModel

/// Two scans of the same project, before and after (some of) the migration, matched finding by finding.
///
/// Findings are matched by fingerprint (rule + file + normalised line text + occurrence), so a hazard whose
/// line moved is *remaining*, not fixed-and-new. Reports written without fingerprints get them assigned
/// first, the same way the scanner does. Files renamed between the two sides (`renames`, from git's rename
/// detection) are matched under their new name: `App.js` → `App.jsx` leaves its hazards remaining.
public struct ScanComparison: Sendable, Equatable {
    /// Fixed, remaining, new and not compared findings of one group (an area, a rule, or everything).
    public struct Counts: Sendable, Equatable {
        public var fixed: Int
        public var remaining: Int
        public var new: Int
        /// Before-side findings in files the after scan skipped: neither fixed nor remaining, as far as the scans tell.
        public var notCompared: Int

        public init(fixed: Int = 0, remaining: Int = 0, new: Int = 0, notCompared: Int = 0) {
            self.fixed = fixed
            self.remaining = remaining
            self.new = new
            self.notCompared = notCompared
        }

        /// Findings in the "before" report.
        public var before: Int { fixed + remaining + notCompared }
        /// Findings in the "after" report.
        public var after: Int { remaining + new }
    }

    /// A dependency whose module format, version or presence changed.
    public struct DependencyChange: Sendable, Equatable {
        public var name: String
        /// Nil when the package was added.
        public var before: DependencyRecord?
        /// Nil when the package was removed.
        public var after: DependencyRecord?
    }

    public var before: ScanReport
    public var after: ScanReport
    /// In the before report, gone from the after report.
    public var fixed: [Finding]
    /// In both; the after report's version (current file and line).
    public var remaining: [Finding]
    /// Before-side findings in files the after scan skipped (minified, binary, not UTF-8, unreadable): whether they
    /// were fixed is unknown, so they are neither fixed nor remaining (`Counts.notCompared`), and the after report,
    /// which has no findings there, does not hold them.
    public var unscannedAfter: [Finding]
    /// Only in the after report.
    public var new: [Finding]
    public var dependencyChanges: [DependencyChange]
    /// The renamed files (old path → new path) that hold findings on the before side.
    public var renamedFiles: [String: String]

    /// Matches `after` against `before`; `renames` maps a before path to its after path (relative to the scanned
    /// folder, like the findings' files).
    public init(before: ScanReport, after: ScanReport, renames: [String: String] = [:]) {
        let before = Self.fingerprinted(JSONReportRenderer.canonical(before))
        let after = Self.fingerprinted(JSONReportRenderer.canonical(after))
        self.before = before
        self.after = after
        let filesBefore = Set(before.findings.map(\.file))
        let renamed = renames.filter { filesBefore.contains($0.key) }
        renamedFiles = renamed
        var (beforeMatched, afterMatched) = Self.match(before.findings.map(\.fingerprint), after.findings.map(\.fingerprint))
        if !renamed.isEmpty {
            // What is left unmatched in renamed files is matched again, fingerprinted as if the file had always had
            // its new name (every finding of those files, so that occurrences count as the after side's do). A
            // package-wide finding carries no file in its fingerprint: it matched above already.
            let inRenamed = before.findings.indices.filter { renamed[before.findings[$0].file] != nil }
            var moved = inRenamed.map { index in
                var finding = before.findings[index]
                let newPath = renamed[finding.file]!
                // A message that names its own file ("src/D.js contains JSX") names the new path after a move, and
                // one that names other renamed files, their new paths.
                finding.message = Self.messageAfterRenames(finding.message, file: finding.file, renames: renames)
                finding.file = newPath
                return finding
            }
            Fingerprinter.assign(&moved)
            let unmatched = zip(inRenamed, moved).filter { !beforeMatched[$0.0] }
            let open = after.findings.indices.filter { !afterMatched[$0] }
            let (movedMatched, openMatched) = Self.match(unmatched.map(\.1.fingerprint), open.map { after.findings[$0].fingerprint })
            for ((index, _), matched) in zip(unmatched, movedMatched) where matched { beforeMatched[index] = true }
            for (index, matched) in zip(open, openMatched) where matched { afterMatched[index] = true }
        }
        // A line edited around a hazard (another hazard on it fixed, a route's other props changed) changes its text,
        // so its fingerprint: what is still unmatched with the same rule, file and message on both sides is the same
        // hazard, remaining. (A hazard fixed and a like one added in the same file also pair off; the counts hold.)
        // The same goes for a hazard whose message names a renamed file (the importers of a package, a file that
        // defines a value): its text names the new path after the move, though neither its line nor its file changed.
        func editedLineKey(_ finding: Finding, file: String, message: String) -> String {
            finding.ruleId + "\u{0}" + file + "\u{0}" + Fingerprinter.withoutLineNumbers(message)
        }
        let openBefore = before.findings.indices.filter { !beforeMatched[$0] }
        let openAfter = after.findings.indices.filter { !afterMatched[$0] }
        let (editedBefore, editedAfter) = Self.match(
            openBefore.map { index in
                let finding = before.findings[index]
                return editedLineKey(
                    finding, file: renamed[finding.file] ?? finding.file,
                    message: Self.messageAfterRenames(finding.message, file: finding.file, renames: renames))
            },
            openAfter.map { editedLineKey(after.findings[$0], file: after.findings[$0].file, message: after.findings[$0].message) })
        for (index, matched) in zip(openBefore, editedBefore) where matched { beforeMatched[index] = true }
        for (index, matched) in zip(openAfter, editedAfter) where matched { afterMatched[index] = true }
        new = after.findings.indices.filter { !afterMatched[$0] }.map { after.findings[$0] }
        // A file the after side skipped said nothing about its hazards: they are not fixed for that.
        let skippedAfter = Set(after.warnings.compactMap { $0.message.contains("; skipped") ? $0.file : nil })
        let gone = before.findings.indices.filter { !beforeMatched[$0] }.map { before.findings[$0] }
        unscannedAfter = gone.filter { skippedAfter.contains(renamed[$0.file] ?? $0.file) }
        fixed = gone.filter { !skippedAfter.contains(renamed[$0.file] ?? $0.file) }
        remaining = after.findings.indices.filter { afterMatched[$0] }.map { after.findings[$0] }
        dependencyChanges = Self.dependencyChanges(before.dependencies, after.dependencies)
    }

    /// The files holding findings on each side, the before side's under their new names where git saw a rename.
    public var filesWithFindings: (before: Set<String>, after: Set<String>) {
        (Set(before.findings.map { renamedFiles[$0.file] ?? $0.file }), Set(after.findings.map(\.file)))
    }

    public var total: Counts {
        Counts(fixed: fixed.count, remaining: remaining.count, new: new.count, notCompared: unscannedAfter.count)
    }

    /// Counts for every area, zero included, in the report's area order.
    public var byArea: [(area: MigrationArea, counts: Counts)] {
        let grouped = group { $0.area }
        return MigrationArea.allCases.map { ($0, grouped[$0] ?? Counts()) }
    }

    /// Counts for every rule that appears on either side, sorted by rule id.
    public var byRule: [(ruleId: String, counts: Counts)] {
        group(\.ruleId).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    // MARK: - Private

    private func group<Key: Hashable>(_ key: (Finding) -> Key) -> [Key: Counts] {
        var counts: [Key: Counts] = [:]
        for finding in fixed { counts[key(finding), default: Counts()].fixed += 1 }
        for finding in remaining { counts[key(finding), default: Counts()].remaining += 1 }
        for finding in new { counts[key(finding), default: Counts()].new += 1 }
        for finding in unscannedAfter { counts[key(finding), default: Counts()].notCompared += 1 }
        return counts
    }

    /// Multiset matching: a fingerprint present twice before and once after is one matched and one not, on each
    /// side (the first occurrences, in order).
    private static func match(_ before: [String], _ after: [String]) -> (before: [Bool], after: [Bool]) {
        func multiplicity(_ fingerprints: [String]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for fingerprint in fingerprints { counts[fingerprint, default: 0] += 1 }
            return counts
        }
        func claim(_ fingerprints: [String], from available: [String: Int]) -> [Bool] {
            var available = available
            return fingerprints.map { fingerprint in
                guard available[fingerprint, default: 0] > 0 else { return false }
                available[fingerprint, default: 0] -= 1
                return true
            }
        }
        return (claim(before, from: multiplicity(after)), claim(after, from: multiplicity(before)))
    }

    /// `message`, of a finding in `file` on the before side, as it reads once the files of `renames` (old path → new
    /// path) have their new names: its own file replaced wherever it appears, and every other renamed path it quotes
    /// as a whole (`src/pages/Settings.js:2` → `src/pages/Settings.jsx:2`; `src/a.js` within `lib/src/a.js` or
    /// `src/a.json` is another path, and stays).
    static func messageAfterRenames(_ message: String, file: String, renames: [String: String]) -> String {
        var message = message
        if !renames.isEmpty {
            // Quoted paths end at white space or the punctuation messages put around them (`a.js:12`, `(a.js, b.js)`).
            let delimiters: Set<Character> = [":", ",", ";", "(", ")", "'", "\"", "`", "<", ">"]
            var rewritten = ""
            var changed = false
            var rest = Substring(message)
            while let start = rest.firstIndex(where: { !$0.isWhitespace && !delimiters.contains($0) }) {
                rewritten += rest[..<start]
                let end = rest[start...].firstIndex(where: { $0.isWhitespace || delimiters.contains($0) }) ?? rest.endIndex
                var word = rest[start..<end]
                // A path that ends a sentence: `… in src/a.js.`
                var trailing = Substring("")
                while word.last == ".", renames[String(word)] == nil, word.count > 1 {
                    trailing = word.suffix(1) + trailing
                    word = word.dropLast()
                }
                if String(word) != file, let newPath = renames[String(word)] {
                    rewritten += newPath
                    changed = true
                } else {
                    rewritten += word
                }
                rewritten += trailing
                rest = rest[end...]
            }
            rewritten += rest
            if changed { message = rewritten }
        }
        guard let newPath = renames[file] else { return message }
        return message.replacingOccurrences(of: file, with: newPath)
    }

    private static func fingerprinted(_ report: ScanReport) -> ScanReport {
        guard report.findings.contains(where: { $0.fingerprint.isEmpty }) else { return report }
        var report = report
        Fingerprinter.assign(&report.findings)
        return report
    }

    private static func dependencyChanges(_ before: [DependencyRecord], _ after: [DependencyRecord]) -> [DependencyChange] {
        let old = Dictionary(before.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return Set(old.keys).union(new.keys).sorted().compactMap { name in
            let previous = old[name]
            let current = new[name]
            if let previous, let current, previous.format == current.format, previous.version == current.version {
                return nil
            }
            return DependencyChange(name: name, before: previous, after: current)
        }
    }
}
