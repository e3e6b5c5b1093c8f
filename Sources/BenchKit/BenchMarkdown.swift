import Foundation
import Statistics

/// The benchmark as Markdown: a headline verdict line, the table Metric | Before | After | Change | 95% CI |
/// verdict, and folded details (per-run samples, failures, environment, method). `compare` embeds it in the
/// migration report; `--github-summary` appends it to `$GITHUB_STEP_SUMMARY`.
public enum BenchMarkdown {
    static let titles: [String: String] = [
        "dev-ready": "Dev server ready", "dev-first-load": "Dev → first load", "hmr": "HMR update",
        "build": "Production build", "bundle": "Output (gzip)",
    ]
    static let order = ["dev-ready", "dev-first-load", "hmr", "build", "bundle"]
    /// The report's first line, by which migrate-audit recognises a report it may replace.
    public static let marker = "<!-- migrate-audit:bench -->"

    /// GitHub rejects a step summary over 1 MiB; a report that would exceed `limit` bytes drops its
    /// per-run samples and log tails (the JSON keeps everything) and says so.
    public static func render(_ record: BenchRecord, limit: Int) -> String {
        let full = render(record)
        guard full.utf8.count > limit else { return full }
        var compact = record
        for index in compact.sides.indices {
            for failure in compact.sides[index].failures.indices { compact.sides[index].failures[failure].logTail = "" }
        }
        let trimmed = render(compact, includeSamples: false)
        return trimmed + "\n_Per-run samples and logs were left out to stay under \(limit) bytes; the JSON record has them._\n"
    }

    public static func render(_ record: BenchRecord) -> String { render(record, includeSamples: true) }

    /// A two-sided record's comparison as the bench report shows it: the verdict line, metrics not measured, the
    /// table (medians ± MAD, change, 95% CI, verdict), the note on what the times mean, and the record's warnings
    /// (outliers among them). `compare` embeds it in the migration report, so that one record reads alike in both.
    /// `failures` says where the failed runs are told, for the metrics not measured. Nil for a one-sided record.
    public static func comparisonSection(_ record: BenchRecord, failures: String) -> String? {
        guard record.sides.count == 2 else { return nil }
        return comparisonLines(record, failures: failures).drop { $0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// Lines from the verdict to the warnings, starting with an empty line.
    private static func comparisonLines(_ record: BenchRecord, failures: String) -> [String] {
        let unmeasured = UnmeasuredMetric.find(in: record)
        var lines: [String] = []
        let counts = Dictionary(grouping: record.comparison, by: \.verdict).mapValues(\.count)
        let runs = runsPerSide(record)
        lines.append("")
        if let empty = record.sides.first(where: measuredNothing) {
            // No verdict icons over a side with nothing to compare.
            lines.append("**Verdict:** ❌ none — the \(empty.label) side measured nothing (every run failed)")
        } else {
            let failed = unmeasured.isEmpty ? "" : "❌ \(unmeasured.count) not measured · "
            lines.append("**Verdict:** \(failed)✅ \(counts[.improved] ?? 0) improved · ≈ \(counts[.equivalent] ?? 0) equivalent · "
                + "❔ \(counts[.inconclusive] ?? 0) inconclusive · ❌ \(counts[.regressed] ?? 0) regressed "
                + "(margin \(percent(record.config.margin)), 95% CI, \(runs) interleaved runs per side, seed \(record.config.seed))")
        }
        lines += notMeasuredLines(unmeasured, failures: failures)
        lines.append("")
        lines.append("| Metric | Before | After | Change | 95% CI | Verdict |")
        lines.append("|:--|--:|--:|--:|:--:|:--:|")
        for name in order {
            if let failed = unmeasured.first(where: { $0.metrics.contains(name) }) {
                let (before, after) = failedCells(name, failed, record)
                lines.append("| \(titles[name] ?? name) | \(before) | \(after) | – | – | ❌ not measured |")
                continue
            }
            guard let comparison = record.comparison.first(where: { $0.metric == name }) else {
                // Measured on one side only (a side without the command): shown, and said not compared.
                let before = cell(name, record.sides[0]), after = cell(name, record.sides[1])
                if before != "–" || after != "–" {
                    lines.append("| \(titles[name] ?? name) | \(before) | \(after) | – | – | not compared |")
                }
                continue
            }
            let before = cell(name, record.sides[0]), after = cell(name, record.sides[1])
            let ci = name == "bundle" ? "exact" : "\(ratioText(comparison.ciLow))–\(ratioText(comparison.ciHigh))×"
            let difference = change(comparison.ratio, size: name == "bundle")
            lines.append("| \(titles[name] ?? name) | \(before) | \(after) | \(difference) | \(ci) | "
                + "\(icon(comparison.verdict))\(comparison.reason == nil ? "" : " (too few runs)") |")
            if name == "dev-ready" { lines += checkRows(record.sides[0], record.sides[1]) }
            if name == "bundle" { lines += brotliRow(record.sides[0], record.sides[1]) }
        }
        return lines + notes(record)
    }

    /// An A/A record: the same code as both sides, so every timing metric should be equivalent. Per metric, how much
    /// its runs varied, the interval of the two identical sides, and the smallest margin this machine can honestly
    /// judge with this many runs; starts with an empty line.
    private static func calibrationLines(_ record: BenchRecord, _ calibration: [BenchRecord.Calibration]) -> [String] {
        let counts = Dictionary(grouping: calibration, by: \.outcome).mapValues(\.count)
        let runs = runsPerSide(record)
        let unmeasured = UnmeasuredMetric.find(in: record)
        // As the comparison's verdict line and table do: a metric a side never measured is counted and has its row.
        let failed = unmeasured.isEmpty ? "" : "❌ \(unmeasured.count) not measured · "
        var lines = [""]
        lines.append("**Calibration:** \(failed)✅ \(counts[.resolves] ?? 0) resolve the \(percent(record.config.margin)) margin · "
            + "❔ \(counts[.unresolved] ?? 0) cannot resolve it · ❌ \(counts[.falsePositive] ?? 0) false positive(s) "
            + "(the same code as both sides, 95% CI, \(runs) interleaved runs per side, seed \(record.config.seed))")
        lines += notMeasuredLines(unmeasured, failures: "see the failed runs below")
        lines.append("")
        lines.append("| Metric | Before (A) | After (A) | Run-to-run (robust CV) | A/A 95% CI | Smallest margin | Result |")
        lines.append("|:--|--:|--:|--:|:--:|--:|:--|")
        for name in order {
            if let failed = unmeasured.first(where: { $0.metrics.contains(name) }) {
                let (first, second) = failedCells(name, failed, record)
                lines.append("| \(titles[name] ?? name) | \(first) | \(second) | – | – | – | ❌ not measured |")
                continue
            }
            guard let entry = calibration.first(where: { $0.metric == name }),
                  let comparison = record.comparison.first(where: { $0.metric == name }) else { continue }
            let variation = entry.robustCV.map { $0.map { percent(($0 * 1000).rounded() / 1000) } ?? "–" }.joined(separator: " / ")
            let result: String
            switch entry.outcome {
            case .resolves: result = "✅ resolves ±\(percent(record.config.margin))"
            case .unresolved: result = "❔ cannot resolve ±\(percent(record.config.margin))" + (comparison.reason == nil ? "" : " (too few runs)")
            case .falsePositive: result = "❌ false positive (\(comparison.verdict.rawValue))"
            }
            lines.append("| \(titles[name] ?? name) | \(cell(name, record.sides[0])) | \(cell(name, record.sides[1])) | \(variation) | "
                + "\(ratioText(comparison.ciLow))–\(ratioText(comparison.ciHigh))× | \(entry.smallestMargin.map(percent) ?? "–") | \(result) |")
        }
        lines.append("")
        lines.append("_Both sides ran the same code, interleaved as a real comparison runs. A metric that resolves the margin tells changes "
            + "that large from this machine's noise; for one that does not, use at least its smallest margin (--margin), more runs or a "
            + "quieter machine before trusting a before/after verdict._")
        return lines + notes(record)
    }

    /// A metric one side never measured: "failed" on that side, its median on the other.
    private static func failedCells(_ name: String, _ failed: UnmeasuredMetric, _ record: BenchRecord) -> (String, String) {
        (failed.side == record.sides[0].label ? "failed" : cell(name, record.sides[0]),
         failed.side == record.sides[1].label ? "failed" : cell(name, record.sides[1]))
    }

    /// The headline's runs per side: the build's, else the first load's, else those of readiness or HMR alone
    /// (`--metrics dev --ready log` measures neither of the first two, and said 0).
    private static func runsPerSide(_ record: BenchRecord) -> Int {
        record.sides.map { side in
            let metrics = side.metrics
            return (metrics.build ?? metrics.devFirstLoad ?? metrics.devReady ?? metrics.hmr)?.samples.count ?? 0
        }.max() ?? 0
    }

    /// What the times mean, and the record's warnings folded; starts with an empty line.
    private static func notes(_ record: BenchRecord) -> [String] {
        var lines = [""]
        // The dev-server wording only where a dev server was measured.
        if Self.measuredDevServer(record) {
            lines.append("_Times are medians from spawn, \"±\" is the MAD. \"Dev server ready\" is the "
                + "\(record.sides.first?.metrics.devReady?.readiness ?? "log") signal, which is not comparable across tools; "
                + "\"first load\" fetches the page and every module it imports until served, as a browser would; "
                + "\"ready by\" rows are the other --ready checks, timed from spawn on the same runs, for information._")
        } else {
            lines.append("_Times are medians from spawn, \"±\" is the MAD._")
        }
        if !record.warnings.isEmpty {
            lines.append("")
            lines.append("<details><summary>⚠️ \(record.warnings.count) warning(s)</summary>\n")
            for warning in record.warnings { lines.append("- \(warning)") }
            lines.append("\n</details>")
        }
        return lines
    }

    static func render(_ record: BenchRecord, includeSamples: Bool) -> String {
        var lines = [marker]
        let labels = record.sides.map { side in side.ref.map { codeSpan($0) + (side.commit.map { "@\u{200B}" + $0.prefix(7) } ?? "") } ?? "working tree" }
        if record.sides.count == 2, let calibration = record.calibration {
            lines.append("## migrate-audit bench — A/A calibration of \(labels[0])")
            lines += calibrationLines(record, calibration)
        } else if record.sides.count == 2 {
            lines.append("## migrate-audit bench — \(labels[0]) → \(labels[1])")
            lines += comparisonLines(record, failures: "see the failed runs below")
        } else if let side = record.sides.first {
            lines.append("## migrate-audit bench — \(labels[0])")
            let unmeasured = UnmeasuredMetric.find(in: record)
            lines += notMeasuredLines(unmeasured, failures: "see the failed runs below")
            lines.append("")
            lines.append("| Metric | Median | MAD | Min | Max | Runs |")
            lines.append("|:--|--:|--:|--:|--:|--:|")
            for name in order {
                if unmeasured.contains(where: { $0.metrics.contains(name) }) {
                    lines.append("| \(titles[name] ?? name) | ❌ failed | | | | 0 |")
                    continue
                }
                guard let metric = timing(name, side) else { continue }
                lines += summaryRow(titles[name] ?? name, metric)
                if name == "dev-ready" {
                    for (check, timing) in (metric.checks ?? [:]).sorted(by: { $0.key < $1.key }) {
                        lines += summaryRow("↳ ready by \(check)", timing)
                    }
                }
            }
            if let bundle = side.metrics.bundle {
                lines.append("| \(titles["bundle"]!) | \(bytes(bundle.gzipTotal)) | | | | |")
                if let brotli = bundle.brotliTotal { lines.append("| Output (brotli) | \(bytes(brotli)) | | | | |") }
            }
            lines += notes(record)
        }
        lines.append("")
        if includeSamples { lines.append(samplesSection(record)) }
        let failures = record.sides.flatMap { side in side.failures.map { (side.label, $0) } }
        if !failures.isEmpty {
            lines.append("<details><summary>❌ \(failures.count) failed run(s)</summary>\n")
            for (label, failure) in failures {
                lines.append("- \(label) \(failure.metric) \(failure.run < 0 ? "warm-up" : "run \(failure.run + 1)"): \(failure.message)")
                if !failure.logTail.isEmpty { lines.append("\n" + codeBlock(failure.logTail) + "\n") }
            }
            lines.append("</details>\n")
        }
        lines.append(environmentSection(record))
        lines.append(methodSection(record))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "**Not measured:** …" lines naming each metric that failed on every attempt, with its command and status, and
    /// where its failed runs are told.
    private static func notMeasuredLines(_ unmeasured: [UnmeasuredMetric], failures: String) -> [String] {
        unmeasured.flatMap { ["", "**Not measured:** ❌ \($0.summary); \(failures)."] }
    }

    /// True when a side had commands but every one of its timing metrics is empty.
    private static func measuredNothing(_ side: BenchRecord.Side) -> Bool {
        let metrics = [side.metrics.devReady, side.metrics.devFirstLoad, side.metrics.hmr, side.metrics.build].compactMap { $0 }
        return !metrics.isEmpty && metrics.allSatisfy(\.samples.isEmpty)
    }

    private static func timing(_ name: String, _ side: BenchRecord.Side) -> BenchRecord.TimingMetric? {
        side.metrics.timing(name)
    }

    /// A single-side table row: median, MAD, min, max and count; nothing when there are no samples.
    private static func summaryRow(_ title: String, _ metric: BenchRecord.TimingMetric) -> [String] {
        guard let median = metric.median else { return [] }
        return ["| \(title) | \(duration(median)) | \(duration(metric.mad ?? 0)) | \(duration(metric.min ?? 0)) | "
            + "\(duration(metric.max ?? 0)) | \(metric.samples.count) |"]
    }

    /// The brotli totals under the gzip row, when both sides have them: shown with their change, while the verdict (and
    /// `--fail-on regression`) stays with gzip, the one compression every server and CDN applies.
    private static func brotliRow(_ before: BenchRecord.Side, _ after: BenchRecord.Side) -> [String] {
        guard let old = before.metrics.bundle?.brotliTotal, let new = after.metrics.bundle?.brotliTotal, old > 0 else { return [] }
        return ["| Output (brotli) | \(bytes(old)) | \(bytes(new)) | \(change(Double(new) / Double(old), size: true)) | exact | not compared |"]
    }

    /// Rows under dev-ready for the other readiness checks both sides timed: medians and change, no verdict.
    private static func checkRows(_ before: BenchRecord.Side, _ after: BenchRecord.Side) -> [String] {
        let first = before.metrics.devReady?.checks ?? [:], second = after.metrics.devReady?.checks ?? [:]
        return first.keys.sorted().compactMap { check in
            guard let old = first[check], let new = second[check], let oldMedian = old.median, let newMedian = new.median,
                  oldMedian > 0 else { return nil }
            return "| ↳ ready by \(check) | \(duration(oldMedian)) ±\(duration(old.mad ?? 0)) | "
                + "\(duration(newMedian)) ±\(duration(new.mad ?? 0)) | \(change(newMedian / oldMedian)) | – | not compared |"
        }
    }

    private static func cell(_ name: String, _ side: BenchRecord.Side) -> String {
        if name == "bundle" { return side.metrics.bundle.map { bytes($0.gzipTotal) } ?? "–" }
        guard let metric = timing(name, side), let median = metric.median else { return "–" }
        return "\(duration(median)) ±\(duration(metric.mad ?? 0))"
    }

    private static func samplesSection(_ record: BenchRecord) -> String {
        var lines = ["<details><summary>Per-run samples</summary>", ""]
        lines.append("| Side | Metric | Samples (run order) | Outliers | Tool-reported |")
        lines.append("|:--|:--|:--|:--|:--|")
        for side in record.sides {
            for name in order.dropLast() {
                guard let metric = timing(name, side) else { continue }
                let samples = metric.samples.map(duration).joined(separator: ", ")
                let outliers = metric.outliers.isEmpty ? "none" : metric.outliers.map { "run \(metric.runNumber(ofSample: $0))" }.joined(separator: ", ")
                let reported = metric.toolReportedMs.map { $0.map { $0.map(duration) ?? "–" }.joined(separator: ", ") } ?? ""
                lines.append("| \(side.label) | \(name) | \(samples) | \(outliers) | \(reported) |")
                for (check, timing) in (metric.checks ?? [:]).sorted(by: { $0.key < $1.key }) {
                    lines.append("| \(side.label) | \(name) (\(check)) | \(timing.samples.map(duration).joined(separator: ", ")) | | |")
                }
            }
            if let build = side.metrics.build, let cpu = build.cpuMs, let rss = build.peakRssBytes, !cpu.isEmpty {
                lines.append("| \(side.label) | build CPU (user+sys) | \(cpu.map(duration).joined(separator: ", ")) | | |")
                lines.append("| \(side.label) | build peak RSS | \(rss.map(bytes).joined(separator: ", ")) | | |")
            }
            if let requests = side.metrics.devFirstLoad?.requests, let sizes = side.metrics.devFirstLoad?.bytes, !requests.isEmpty {
                lines.append("| \(side.label) | first-load requests / bytes | "
                    + zip(requests, sizes).map { "\($0) / \(bytes($1))" }.joined(separator: ", ") + " | | |")
            }
        }
        if record.sides.contains(where: { $0.metrics.bundle != nil }) {
            lines.append("")
            lines.append("| Side | Output file | Size | Gzip | Brotli |")
            lines.append("|:--|:--|--:|--:|--:|")
            for side in record.sides {
                for file in side.metrics.bundle?.files ?? [] {
                    lines.append("| \(side.label) | \(codeSpan(file.name, inTable: true)) | \(bytes(file.bytes)) | \(bytes(file.gzipBytes)) | "
                        + "\(file.brotliBytes.map(bytes) ?? "–") |")
                }
            }
        }
        lines.append("")
        lines.append("</details>\n")
        return lines.joined(separator: "\n")
    }

    /// `text` (a command's output) as a fenced code block that only its own closing fence ends: the fence is longer
    /// than any backtick run in the text, so a line of ``` in a log cannot close it and turn the rest into Markdown.
    static func codeBlock(_ text: String) -> String {
        var longest = 0, run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\n\(text)\n\(fence)"
    }

    /// `text` (a command, a ref, a file name) as one inline code span, shown literally: the fence is longer than any
    /// backtick run inside (a shell command may hold `` `which webpack` ``), padded when the text starts or ends with a
    /// backtick, on one line; in a table a `|` is written `\|`, which GFM reads back as `|` before the code span.
    static func codeSpan(_ text: String, inTable: Bool = false) -> String {
        var content = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
        if inTable { content = content.replacingOccurrences(of: "|", with: "\\|") }
        var longest = 0, run = 0
        for scalar in content.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = content.hasPrefix("`") || content.hasSuffix("`") || (content.hasPrefix(" ") && content.hasSuffix(" "))
        return padded ? "\(fence) \(content) \(fence)" : "\(fence)\(content)\(fence)"
    }

    private static func environmentSection(_ record: BenchRecord) -> String {
        let env = record.environment
        var lines = ["<details><summary>Environment</summary>", ""]
        lines.append("- CPU: \(env.cpu), \(env.cores) cores; memory \(String(format: "%.1f GiB", Double(env.memoryBytes) / 1_073_741_824))")
        lines.append("- OS: \(env.os); Node: \(env.node ?? "not found")")
        lines.append("- Load average (1 min): \(env.loadBefore) before, \(env.loadAfter.map { "\($0)" } ?? "–") after")
        for side in record.sides {
            let commands = [("dev", side.commands.dev), ("build", side.commands.build), ("install", side.commands.install)]
                .compactMap { name, command in command.map { "\(name) \(codeSpan($0))" } }.joined(separator: "; ")
            // A checkout of a ref without an install builds with whatever node_modules its folder resolves to: said.
            let install = side.installMs.map { " (install took \(duration($0)))" }
                ?? (side.commands.install == nil && side.commit != nil ? "; no install (no lockfile at that ref, and no --install)" : "")
            lines.append("- \(side.label): \(commands)\(install)")
        }
        lines.append("")
        lines.append("</details>\n")
        return lines.joined(separator: "\n")
    }

    /// Whether either side measured a dev server (build-only runs have no readiness to speak of).
    static func measuredDevServer(_ record: BenchRecord) -> Bool {
        record.sides.contains { $0.metrics.devReady != nil || $0.metrics.devFirstLoad != nil }
            || record.sides.contains { side in side.failures.contains { $0.metric.hasPrefix("dev") || $0.metric == "hmr" } }
    }

    private static func methodSection(_ record: BenchRecord) -> String {
        let config = record.config
        return """
            <details><summary>Method</summary>

            - Each run spawns the command in its own process group (`/bin/sh -c`, `node_modules/.bin` on PATH, \
            no package-manager wrapper) with stdin open, `NO_COLOR=1`, `BROWSER=none` and a free `PORT`; the clock \
            is CLOCK_MONOTONIC from just before spawn. Teardown: SIGTERM to the group, SIGKILL after \
            the grace period, then the port is awaited free.
            - \(measuredDevServer(record) ? "Readiness: \(config.readiness.joined(separator: ", ")); timeout" : "Timeout") \(config.timeoutMs / 1000) s. Caches: \
            \(config.cache) (\(config.cache == "cold" ? "tool caches removed before every run, Node's compile cache off" : "kept")); \
            \(config.warmup) discarded warm-up run(s) per side.
            - Order: \(config.order), seed \(config.seed): \(config.schedule.joined(separator: " "))
            - Statistics: median and MAD per side; outliers flagged by modified Z-score > 3.5 when also at least \
            1 ms and 1% from the median, never dropped; runs are numbered from 1 as the progress shows them; \
            95% CI of the after/before ratio of medians by percentile bootstrap (10,000 resamples, SplitMix64 \
            seeded with the recorded seed); verdict against a ±\(percent(config.margin)) margin: improved or \
            regressed when the whole interval lies beyond it, equivalent when it lies within, else inconclusive.

            </details>
            """
    }

    // MARK: Formatting

    static func duration(_ milliseconds: Double) -> String {
        if milliseconds >= 10_000 { return String(format: "%.1f s", milliseconds / 1000) }
        if milliseconds >= 1000 { return String(format: "%.2f s", milliseconds / 1000) }
        if milliseconds >= 100 { return String(format: "%.0f ms", milliseconds) }
        return String(format: "%.1f ms", milliseconds)
    }

    static func bytes(_ count: Int) -> String {
        if count >= 1_000_000 { return String(format: "%.2f MB", Double(count) / 1_000_000) }
        if count >= 1000 { return String(format: "%.1f kB", Double(count) / 1000) }
        return "\(count) B"
    }

    static func change(_ ratio: Double, size: Bool = false) -> String {
        let percentText = String(format: "%+.1f%%", (ratio - 1) * 100).replacingOccurrences(of: "-", with: "−")
        if ratio > 0 && ratio < 0.9 { return percentText + String(format: size ? " (%.1f× smaller)" : " (%.1f× faster)", 1 / ratio) }
        if ratio > 1.1 { return percentText + String(format: size ? " (%.1f× larger)" : " (%.1f× slower)", ratio) }
        return percentText
    }

    static func ratioText(_ value: Double) -> String { String(format: "%.3f", value) }

    /// One comparison as a line for the terminal: what changed, by how much, and the interval behind the verdict
    /// ("Production build: +22.0% (1.2× slower), 95% CI 1.120–1.350× after/before"); sizes are exact.
    public static func comparisonLine(_ comparison: BenchRecord.Comparison) -> String {
        let size = comparison.metric == "bundle"
        let interval = size ? "exact" : "95% CI \(ratioText(comparison.ciLow))–\(ratioText(comparison.ciHigh))× after/before"
        return "\(titles[comparison.metric] ?? comparison.metric): \(change(comparison.ratio, size: size)), \(interval)"
    }

    static func percent(_ fraction: Double) -> String { String(format: "%g%%", fraction * 100) }

    static func icon(_ verdict: Verdict) -> String {
        switch verdict {
        case .improved: return "✅ improved"
        case .regressed: return "❌ regressed"
        case .equivalent: return "≈ equivalent"
        case .inconclusive: return "❔ inconclusive"
        }
    }
}
