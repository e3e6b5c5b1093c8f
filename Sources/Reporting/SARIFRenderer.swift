import AuditModel
import Foundation

/// `scan --format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// One `reportingDescriptor` per rule (every rule passed in, plus a minimal one for any rule id a finding
/// carries that was not passed in), sorted by id. Columns are UTF-16 code units (`columnKind`), as in
/// findings; `endColumn` is the column after the construct, as SARIF defines it. Paths are relative to the
/// repository root, so GitHub can place annotations.
public enum SARIFRenderer {
    /// The partialFingerprints key; versioned so that a future change of fingerprint scheme gets a new key.
    public static let fingerprintKey = "migrateAudit/v1"

    /// GitHub code scanning rejects a whole upload whose run holds more results than this (a hard limit; it shows the
    /// 5,000 most severe of those it takes), so a run keeps the most severe findings up to it and says what it left out.
    public static let resultLimit = 25_000

    /// The `automationDetails.id` of a log filtered by `--baseline`: its own analysis category in GitHub code
    /// scanning, so that its few results never stand for a full scan's (which has no automationDetails).
    public static let baselineCategory = "migrate-audit/new-since-baseline/"

    /// - Parameter documentationBaseURL: when given, each rule's `helpUri` is `<base>/<rule id>.md` (the
    ///   project's rule pages); otherwise the rule's `sourceURL`, where the behaviour is documented.
    /// - Parameter baseline: what `--baseline` left out, when one filtered the report: the log is then marked partial.
    public static func render(
        _ report: ScanReport, rules: [RuleDescription], documentationBaseURL: String? = nil, baseline: BaselineOutcome? = nil
    ) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(log(report, rules: rules, documentationBaseURL: documentationBaseURL, baseline: baseline))
        data.append(0x0A)
        return data
    }

    /// The log as values, for callers that post-process it.
    ///
    /// A report filtered by a baseline (`baseline`, or `summary.baselineHidden` when read back) holds only the
    /// findings new to it: uploaded as a full scan, it would close every baselined alert. So its results are
    /// `baselineState: "new"`, its run has the `baselineCategory`, and a notification says what was left out.
    public static func log(
        _ report: ScanReport, rules: [RuleDescription], documentationBaseURL: String? = nil, baseline: BaselineOutcome? = nil,
        resultLimit: Int = resultLimit
    ) -> SARIFLog {
        let report = JSONReportRenderer.canonical(report)
        let descriptors = descriptors(for: report.findings, rules: rules, documentationBaseURL: documentationBaseURL)
        let index = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($1.id, $0) })
        // Set even when the baseline hid nothing: the run's category must not change with what it hid.
        let baselineHidden = baseline?.hidden ?? report.summary.baselineHidden
        let kept = mostSevere(report.findings, limit: max(resultLimit, 0))
        var results = kept.map { finding in
            result(finding, ruleIndex: index[finding.ruleId] ?? 0, root: report.source.root)
        }
        if baselineHidden != nil {
            for position in results.indices { results[position].baselineState = "new" }
        }
        // What could not be read is a gap in the results, an error of the run; the other warnings qualify them.
        var notifications = report.warnings.map { warning in
            SARIFLog.Notification(
                level: warning.isUnread ? "error" : "warning", message: .init(text: warning.message),
                locations: warning.file.map { [location(ReportPaths.repositoryPath($0, root: report.source.root), region: nil)] })
        }
        if kept.count < report.findings.count {
            notifications.insert(.init(
                level: "warning", message: .init(text: resultLimitText(left: report.findings.count - kept.count, kept: kept)), locations: nil),
                at: 0)
        }
        if let baselineHidden {
            notifications.insert(.init(level: "warning", message: .init(text: partialScanText(hidden: baselineHidden)), locations: nil), at: 0)
        }
        let run = SARIFLog.Run(
            tool: .init(driver: .init(
                name: report.tool.name, version: report.tool.version, semanticVersion: report.tool.version,
                rules: descriptors)),
            columnKind: "utf16CodeUnits",
            versionControlProvenance: provenance(report.source),
            automationDetails: automationDetails(shard: report.source.shard, baselineHidden: baselineHidden),
            invocations: [.init(
                executionSuccessful: !report.warnings.contains(where: \.isUnread),
                toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            results: results)
        return SARIFLog(runs: [run])
    }

    /// blocker → error; manual-fix and auto-fixable → warning; info → note.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .blocker: "error"
        case .manualFix, .autoFixable: "warning"
        case .info: "note"
        }
    }

    // MARK: - Private

    private static func descriptors(
        for findings: [Finding], rules: [RuleDescription], documentationBaseURL: String?
    ) -> [SARIFLog.ReportingDescriptor] {
        var byID: [String: SARIFLog.ReportingDescriptor] = [:]
        for rule in rules where byID[rule.id] == nil {
            var base = documentationBaseURL
            while base?.hasSuffix("/") == true { base?.removeLast() }
            let helpURI = base.map { "\($0)/\(MarkdownText.urlPath(rule.id)).md" } ?? rule.sourceURL
            byID[rule.id] = descriptor(rule, helpURI: helpURI)
        }
        for finding in findings where byID[finding.ruleId] == nil {
            byID[finding.ruleId] = SARIFLog.ReportingDescriptor(
                id: finding.ruleId, name: nil, shortDescription: .init(text: finding.ruleId), fullDescription: nil,
                help: nil, helpUri: nil, defaultConfiguration: .init(level: level(finding.severity)),
                properties: .init(tags: ["vite-migration", finding.category.rawValue], severity: finding.severity.rawValue))
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    private static func descriptor(_ rule: RuleDescription, helpURI: String) -> SARIFLog.ReportingDescriptor {
        let helpMarkdown = "\(rule.rationale)\n\n**Vite-world fix:** \(rule.replacement)"
            + (rule.sourceURL.isEmpty ? "" : "\n\nSource: \(rule.sourceURL)")
        return SARIFLog.ReportingDescriptor(
            id: rule.id, name: pascalCase(rule.id), shortDescription: .init(text: rule.title),
            fullDescription: .init(text: rule.summary),
            help: .init(text: "\(rule.rationale)\n\nFix: \(rule.replacement)", markdown: helpMarkdown),
            helpUri: isURI(helpURI) ? helpURI : nil,
            defaultConfiguration: .init(level: level(rule.defaultSeverity)),
            properties: .init(tags: ["vite-migration", rule.category.rawValue], severity: rule.defaultSeverity.rawValue))
    }

    private static func result(_ finding: Finding, ruleIndex: Int, root: String) -> SARIFLog.Result {
        var text = finding.message
        if let fix = finding.fix, !fix.isEmpty { text += "\nFix: " + fix }
        // No `snippet`: SARIF's is the region's exact text (§3.30.13), and a finding's snippet is its line trimmed,
        // shortened on long lines, so it is not that. Viewers read the text from the artifact.
        let region = region(finding)
        let context = region.flatMap(contextRegion(around:))
        return SARIFLog.Result(
            ruleId: finding.ruleId, ruleIndex: ruleIndex, level: level(finding.severity), message: .init(text: text),
            locations: [location(ReportPaths.repositoryPath(finding.file, root: root), region: region, context: context)],
            partialFingerprints: [fingerprintKey: finding.fingerprint.isEmpty ? "none" : finding.fingerprint],
            properties: .init(
                severity: finding.severity.rawValue, category: finding.category.rawValue,
                context: finding.context.rawValue, fix: finding.fix))
    }

    private static func location(_ path: String, region: SARIFLog.Region?, context: SARIFLog.Region? = nil) -> SARIFLog.Location {
        .init(physicalLocation: .init(
            artifactLocation: .init(uri: MarkdownText.urlPath(path)), region: region, contextRegion: context))
    }

    /// The whole lines `region` is on, as its context. SARIF wants a proper superset of the region (§3.29.5), so
    /// there is none when the region already spans whole lines (from column 1, or none, to the end of its last line).
    private static func contextRegion(around region: SARIFLog.Region) -> SARIFLog.Region? {
        let endLine = region.endLine ?? region.startLine
        guard (region.startColumn ?? 1) > 1 || region.endColumn != nil else { return nil }
        let oneLine = endLine == region.startLine
        return SARIFLog.Region(startLine: region.startLine, startColumn: nil, endLine: oneLine ? nil : endLine, endColumn: nil, snippet: nil)
    }

    /// SARIF regions need startLine ≥ 1; an end before the start is dropped rather than written invalid, and so
    /// is an end at the start (a finding that marks a point, such as a configuration key's place): SARIF's end
    /// column is exclusive, so it would be an empty region; without one the region runs to the end of the line.
    private static func region(_ finding: Finding) -> SARIFLog.Region? {
        guard finding.line >= 1 else { return nil }
        let column = finding.column >= 1 ? finding.column : nil
        var region = SARIFLog.Region(startLine: finding.line, startColumn: column, endLine: nil, endColumn: nil, snippet: nil)
        let endIsAfterStart = finding.endLine > finding.line
            || (finding.endLine == finding.line && column != nil && finding.endColumn > finding.column)
        if endIsAfterStart, finding.endColumn >= 1 {
            region.endLine = finding.endLine
            region.endColumn = finding.endColumn
        }
        return region
    }

    /// The `limit` most severe of `findings` (in report order) when there are more: ties at the cut go by report order.
    private static func mostSevere(_ findings: [Finding], limit: Int) -> [Finding] {
        guard findings.count > limit else { return findings }
        return Array(findings.sorted(by: ReportWording.bySeverity).prefix(limit)).sorted(by: Finding.reportOrder)
    }

    /// The notification of a run that holds `kept` of its findings, `left` more being past `resultLimit`.
    static func resultLimitText(left: Int, kept: [Finding]) -> String {
        let least = kept.map(\.severity).max().map { " (the least severe kept: \($0.rawValue))" } ?? ""
        return "Not every finding is a result: GitHub code scanning rejects a run of more than \(resultLimit) results, so this "
            + "run holds the \(ReportWording.count(kept.count, "most severe finding"))\(least) and leaves out "
            + "\(ReportWording.count(left, "finding")). --format json or markdown lists them all."
    }

    /// "Not a full scan: …", the notification of a log filtered by a baseline that hid `hidden` findings.
    static func partialScanText(hidden: Int) -> String {
        "Not a full scan: --baseline left out \(ReportWording.count(hidden, "finding")) the baseline holds, so these results are "
            + "only the findings new to it. They have their own category (\(baselineCategory)): upload a scan without --baseline "
            + "for the project's full state."
    }

    /// A run's own analysis category when it holds part of the results: a shard's share of the files, or the
    /// findings new to a baseline (`scan` refuses a shard with --baseline, so a run is at most one of them).
    private static func automationDetails(shard: ScanShard?, baselineHidden: Int?) -> SARIFLog.RunAutomationDetails? {
        if let baselineHidden {
            return .init(id: baselineCategory, description: .init(
                text: "the findings a baseline does not hold; \(ReportWording.count(baselineHidden, "finding")) it holds are left out"))
        }
        return shard.map { shard in
            .init(id: "migrate-audit/shard-\(shard.index)-of-\(shard.count)/", description: .init(
                text: "shard \(shard.index) of \(shard.count) of a sharded scan: the results of a share of the files only"))
        }
    }

    private static func provenance(_ source: ScanReport.Source) -> [SARIFLog.VersionControlDetails]? {
        guard let url = source.repositoryURL, isURI(url) else { return nil }
        return [.init(repositoryUri: url, revisionId: source.commit, branch: source.ref.flatMap(branchName))]
    }

    /// `ref` as a branch name when it reads as one: not `HEAD`, a revision expression (`HEAD~3`, `main^`, `@{u}`,
    /// `a..b`), an abbreviated or full commit id, a tag (`refs/tags/…`, `v1.2.0`) or a remote-tracking ref. SARIF's
    /// `branch` names a branch that holds the revision; a wrong one is worse than none.
    static func branchName(_ ref: String) -> String? {
        var name = ref
        if name.hasPrefix("refs/heads/") { name.removeFirst("refs/heads/".count) }
        guard !name.isEmpty, name != "HEAD", !name.hasPrefix("refs/"), !name.hasPrefix("-"),
            !name.contains(where: { "~^:@{}?*[\\ ".contains($0) }), !name.contains(".."),
            !name.hasPrefix("origin/"), !name.hasPrefix("upstream/")
        else { return nil }
        let isHex = name.count >= 7 && name.count <= 64 && name.allSatisfy(\.isHexDigit)
        let isVersionTag = name.wholeMatch(of: /v?[0-9]+(\.[0-9]+)*([-+].*)?/) != nil
        return isHex || isVersionTag ? nil : name
    }

    private static func isURI(_ text: String) -> Bool {
        (text.hasPrefix("https://") || text.hasPrefix("http://")) && !text.contains(where: { $0.isWhitespace })
    }

    /// `env-process-env-static` → `EnvProcessEnvStatic`: SARIF's `name` is an identifier-like label.
    private static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
