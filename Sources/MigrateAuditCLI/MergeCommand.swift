import ArgumentParser
import AuditModel
import Foundation
import Reporting
import ScanEngine

/// `migrate-audit merge`: joins the JSON reports of `scan --shard I/N` runs into the report one scan writes.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of sharded scans (scan --shard I/N) into one report.",
        discussion: """
            Example (a CI matrix of 4 jobs, then one job that merges):
              migrate-audit scan --shard 1/4 --format json -o shard-1.json   (… 2/4, 3/4, 4/4)
              migrate-audit merge shard-*.json --format markdown
            """)

    @Argument(help: "The shard reports (scan --format json).")
    var reports: [String]

    @Option(name: [.short, .long], help: "Output format: json, markdown, sarif, github, text.")
    var format: String = "json"

    @Option(name: [.short, .long], help: "Where to write ('-' for standard output).")
    var output: String?

    func run() throws {
        guard !reports.isEmpty else { throw CLIError("merge needs at least one report") }
        let format = try ReportFormat.parse(format)
        var shards: [ScanReport] = []
        for path in reports {
            shards.append(try ReportFile.scanReport(path))
        }
        var merged = try ShardMerger.merge(shards)
        merged.summary.effort = EffortModel.default.estimate(merged.findings).summaryEffort
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let destination = output.map { ReportDestination(argument: $0, currentDirectory: cwd) }
            ?? (format == .markdown ? .defaultFile(named: "migration-audit", format: .markdown, currentDirectory: cwd) : .standardOutput)
        try destination.write(try format.render(merged, rules: RuleCatalog.all))
    }
}
