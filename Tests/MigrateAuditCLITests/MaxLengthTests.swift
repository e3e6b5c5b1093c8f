import Foundation
import Testing

/// `--max-length`: a scan, merged or migration report short enough for a GitHub pull-request comment (65,536 characters),
/// saying what it left out and how to get the whole report.
@Suite struct MaxLengthTests {
    private let example = ToolProcess.packageRoot.appendingPathComponent("Examples/legacy-app").path

    @Test func theExampleScanFitsAPullRequestCommentAndSaysWhatItLeftOut() throws {
        let whole = try ToolProcess.run(["scan", example, "--no-git", "--no-cache", "--format", "markdown", "-o", "-"])
        #expect(whole.exitCode == 0, "\(whole.stderr)")
        #expect(whole.stdout.utf16.count > 65_536, "the example's report is longer than a comment may be")

        let short = try ToolProcess.run(["scan", example, "--no-git", "--no-cache", "--format", "markdown", "-o", "-", "--max-length", "65536"])
        #expect(short.exitCode == 0, "\(short.stderr)")
        #expect(short.stdout.utf16.count <= 65_536)
        #expect(short.stdout.hasPrefix("# Vite migration audit\n\n> [!WARNING]\n> This report was shortened to stay under 65536 characters (`--max-length`): "))
        #expect(short.stdout.contains(" findings not listed. The same command without `--max-length` writes the whole report; `--format json` lists every finding."))
        #expect(short.stdout.contains("more findings in this area are not listed here"))
        #expect(short.stdout.components(separatedBy: "<details>").count == short.stdout.components(separatedBy: "</details>").count)
        // The summary is whole: every count and the effort table are still there.
        let summary = { (text: String) in text.components(separatedBy: "## Top blockers")[0].components(separatedBy: "## Summary")[1] }
        #expect(summary(short.stdout) == summary(whole.stdout))

        // A report that fits is left as it is.
        let roomy = try ToolProcess.run(["scan", example, "--no-git", "--no-cache", "--format", "markdown", "-o", "-", "--max-length", "1000000"])
        #expect(roomy.stdout == whole.stdout)
    }

    @Test func compareFitsTheLengthItIsGiven() throws {
        let reports = ToolProcess.packageRoot.appendingPathComponent("Reports")
        let result = try ToolProcess.run([
            "compare", "--before", reports.appendingPathComponent("legacy-app.json").path,
            "--after", reports.appendingPathComponent("legacy-app-migrated.json").path, "-o", "-", "--max-length", "4000",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.utf16.count <= 4000, "\(result.stdout.utf16.count)")
        #expect(result.stdout.hasPrefix("# Vite migration report\n\n> [!WARNING]\n> This report was shortened to stay under 4000 characters (`--max-length`): "))
        #expect(result.stdout.contains("The same command without `--max-length` writes the whole report."))
    }

    @Test func mergeShortensTheMergedReportAsScanShortensItsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("max-length-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shards = try (1...2).map { index in
            let path = folder.appendingPathComponent("shard-\(index).json").path
            let scan = try ToolProcess.run(["scan", example, "--no-git", "--no-cache", "--shard", "\(index)/2", "--format", "json", "-o", path])
            #expect(scan.exitCode == 0, "\(scan.stderr)")
            return path
        }
        let whole = try ToolProcess.run(["merge", "--format", "markdown", "-o", "-"] + shards, in: folder)
        #expect(whole.exitCode == 0, "\(whole.stderr)")
        #expect(whole.stdout.utf16.count > 20_000)
        let short = try ToolProcess.run(["merge", "--format", "markdown", "-o", "-", "--max-length", "20000"] + shards, in: folder)
        #expect(short.exitCode == 0, "\(short.stderr)")
        #expect(short.stdout.utf16.count <= 20_000, "\(short.stdout.utf16.count)")
        #expect(short.stdout.hasPrefix("# Vite migration audit\n\n> [!WARNING]\n> This report was shortened to stay under 20000 characters (`--max-length`): "))
        #expect(short.stdout.contains("The same command without `--max-length` writes the whole report; `--format json` lists every finding."))

        let json = try ToolProcess.run(["merge", "--max-length", "65536"] + shards, in: folder)
        #expect(json.exitCode == 2)
        #expect(json.stderr.contains("--max-length shortens Markdown, and --format json is not"), "\(json.stderr)")
    }

    @Test func maxLengthIsRefusedWhereItCannotApply() throws {
        let json = try ToolProcess.run(["scan", example, "--no-git", "--no-cache", "--format", "json", "--max-length", "65536"])
        #expect(json.exitCode == 2)
        #expect(json.stderr.contains("--max-length shortens Markdown"), "\(json.stderr)")
        let tiny = try ToolProcess.run(["scan", example, "--no-git", "--no-cache", "--format", "markdown", "-o", "-", "--max-length", "80"])
        #expect(tiny.exitCode == 2)
        #expect(tiny.stderr.contains("--max-length must be at least 1000"), "\(tiny.stderr)")
        let compare = try ToolProcess.run(["compare", "--before", "a.json", "--after", "b.json", "--max-length", "0"])
        #expect(compare.exitCode == 2)
        #expect(compare.stderr.contains("--max-length must be at least 1000"), "\(compare.stderr)")
    }
}
