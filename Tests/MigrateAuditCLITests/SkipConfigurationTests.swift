import AuditModel
import Foundation
import GitTestSupport
@testable import MigrateAuditCLI
import Reporting
import ScanEngine
import Testing

/// The `skip` section of `.migrate-audit.json` reaches the scanner: every skip reason is counted by default
/// and the files behind it are scanned, with their findings, once the configuration turns it off.
@Suite struct SkipConfigurationTests {
    /// One file per skip reason, each with a finding whose variable names the file, beside the app's own.
    private func makeRepository() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "export const app = process.env.REACT_APP_APP;\n")
        try repo.write("node_modules/x/index.js", "module.exports = process.env.REACT_APP_NODE_MODULES;\n")
        try repo.write("vendor/lib.js", "export const lib = process.env.REACT_APP_VENDORED;\n")
        try repo.write("dist/main.js", "export const built = process.env.REACT_APP_GENERATED;\n")
        try repo.write("src/legacy.min.js", "export const legacy = process.env.REACT_APP_MIN_NAME;\n")
        // Minified by shape: one 2,600-byte line, above the default 2,000 and below 5,000.
        try repo.write("src/wide.js", "export const wide = process.env.REACT_APP_MIN_SHAPE; // " + String(repeating: "x", count: 2_550) + "\n")
        // 4,000 bytes of short lines: above a 3,500-byte maxFileSize, below the default 5 MiB.
        try repo.write("src/big.js", "export const big = process.env.REACT_APP_BIG;\n" + String(repeating: "// padding line\n", count: 247))
        try repo.commitAll("one file per skip reason")
        return repo
    }

    /// The REACT_APP_ names of the report's findings, sorted: which files were scanned.
    private func variables(_ report: ScanReport) -> [String] {
        Set(report.findings.compactMap { finding in
            finding.message.range(of: #"REACT_APP_[A-Z_]+"#, options: .regularExpression).map { String(finding.message[$0]) }
        }).sorted()
    }

    /// Scans `repo` with the configuration `skip` (none when nil), written outside the repository so that the
    /// scanned files are the same in every run.
    private func scan(_ repo: RepoBuilder, skip: String?, cache: URL? = nil) throws -> ScanReport {
        var arguments = ["scan", repo.root, "--format", "json"]
        arguments += cache.map { ["--cache-dir", $0.path] } ?? ["--no-cache"]
        if let skip {
            let config = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("config-\(UUID().uuidString).json")
            try Data(#"{ "version": 1, "skip": \#(skip) }"#.utf8).write(to: config)
            arguments += ["--config", config.path]
        }
        let result = try ToolProcess.run(arguments)
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("warning"), "stderr: \(result.stderr)")
        return try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
    }

    @Test func everyReasonIsSkippedByDefaultAndScannedWhenTurnedOff() throws {
        let repo = try makeRepository()
        let byDefault = try scan(repo, skip: nil)
        #expect(variables(byDefault) == ["REACT_APP_APP", "REACT_APP_BIG"])
        #expect(byDefault.summary.files == 2)
        #expect(byDefault.summary.skippedFiles == 5)
        #expect(byDefault.summary.skippedByReason == ["node_modules": 1, "vendored": 1, "generated": 1, "minified": 2])

        let allOff = try scan(repo, skip: #"{ "nodeModules": false, "vendored": false, "generated": false, "minified": false }"#)
        #expect(variables(allOff) == [
            "REACT_APP_APP", "REACT_APP_BIG", "REACT_APP_GENERATED", "REACT_APP_MIN_NAME", "REACT_APP_MIN_SHAPE",
            "REACT_APP_NODE_MODULES", "REACT_APP_VENDORED",
        ])
        #expect(allOff.findings.contains { $0.file == "node_modules/x/index.js" })
        #expect(allOff.summary.files == 7)
        #expect(allOff.summary.skippedFiles == 0)

        // Each key acts alone: vendored scanned, the longer line limit lets wide.js through, and the smaller
        // size limit now skips big.js; node_modules, dist and the .min.js name stay skipped.
        let some = try scan(repo, skip: #"{ "vendored": false, "minifiedLineLength": 5000, "maxFileSize": 3500 }"#)
        #expect(variables(some) == ["REACT_APP_APP", "REACT_APP_MIN_SHAPE", "REACT_APP_VENDORED"])
        #expect(some.summary.skippedFiles == 4)
        #expect(some.summary.skippedByReason?["too-large"] == 1)
        // Too large to read: its hazards go unreported, so it is named.
        #expect(some.warnings.contains { $0.file == "src/big.js" && $0.message.hasPrefix("larger than skip.maxFileSize") })
        #expect(allOff.summary.skippedByReason == nil)
    }

    @Test func aGitLFSPointerIsSkippedAndNamedInTheWorkingTreeAndAtARevision() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "export const app = process.env.REACT_APP_APP;\n")
        try repo.write("src/big.js", "version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "ab", count: 32))\nsize 2400000\n")
        try repo.write(".gitattributes", "src/big.js filter=lfs diff=lfs merge=lfs -text\n")
        try repo.commitAll("an LFS pointer")
        for extra in [[], ["--ref", "HEAD"]] {
            let result = try ToolProcess.run(["scan", repo.root, "--format", "json", "--no-cache"] + extra)
            #expect(result.exitCode == 0, "stderr: \(result.stderr)")
            let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
            #expect(report.summary.files == 1, "\(extra)")
            #expect(report.summary.skippedByReason == ["lfs-pointer": 1])
            #expect(report.warnings.contains { $0.file == "src/big.js" && $0.message.hasPrefix("a Git LFS pointer, not the file's content") })
        }
    }

    @Test func aChangedPolicyIsNeverServedCachedResults() throws {
        let repo = try makeRepository()
        let cache = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("cache")
        // The same blobs every run: once a run scans wide.js its summary is cached by blob id, and only the
        // policy in the cache key keeps the later runs that skip it from being served that summary.
        let first = try scan(repo, skip: nil, cache: cache)
        #expect(!variables(first).contains("REACT_APP_MIN_SHAPE"))
        let minifiedOff = try scan(repo, skip: #"{ "minified": false }"#, cache: cache)
        #expect(variables(minifiedOff).contains("REACT_APP_MIN_SHAPE"))
        let longerLines = try scan(repo, skip: #"{ "minifiedLineLength": 5000 }"#, cache: cache)
        #expect(variables(longerLines).contains("REACT_APP_MIN_SHAPE"))
        let smallerFiles = try scan(repo, skip: #"{ "maxFileSize": 3500 }"#, cache: cache)
        #expect(!variables(smallerFiles).contains("REACT_APP_BIG"))
        let again = try scan(repo, skip: nil, cache: cache)
        #expect(variables(again) == variables(first))
        #expect(again.summary.skippedFiles == first.summary.skippedFiles)
    }

    @Test func compareScansBothSidesUnderTheConfiguredPolicy() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "export const app = 1;\n")
        try repo.write("vendor/lib.js", "export const lib = 1;\n")
        let before = try repo.commitAll("before")
        try repo.write("vendor/lib.js", "export const lib = process.env.REACT_APP_VENDORED;\n")
        let after = try repo.commitAll("after")
        let output = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("report.md")
        let arguments = ["compare", repo.root, "--before", before, "--after", after, "-o", output.path, "--no-cache"]

        let byDefault = try ToolProcess.run(arguments)
        #expect(byDefault.exitCode == 0, "stderr: \(byDefault.stderr)")
        #expect(byDefault.stdout.hasSuffix("fixed 0 · remaining 0 · new 0\n"), "got: \(byDefault.stdout)")

        // Not committed: the working tree's configuration governs both revisions.
        try repo.write(".migrate-audit.json", #"{ "version": 1, "skip": { "vendored": false } }"#)
        let vendoredScanned = try ToolProcess.run(arguments)
        #expect(vendoredScanned.exitCode == 0, "stderr: \(vendoredScanned.stderr)")
        #expect(vendoredScanned.stdout.hasSuffix("fixed 0 · remaining 0 · new 1\n"), "got: \(vendoredScanned.stdout)")
    }

    @Test func eachSettingReachesTheSkipPolicyAndItsCacheKey() {
        var configuration = AuditConfiguration()
        #expect(configuration.skipPolicy == SkipPolicy())
        // The defaults the configuration schema and the README document.
        #expect(SkipPolicy().maxFileSize == 5_242_880)
        #expect(SkipPolicy().minifiedLineLength == 2_000)

        configuration.skip = SkipSettings(
            nodeModules: false, vendored: false, generated: false, minified: false, maxFileSize: 10_485_760, minifiedLineLength: 5_000)
        let policy = configuration.skipPolicy
        #expect(!policy.skipNodeModules && !policy.skipVendored && !policy.skipGenerated && !policy.skipMinified)
        #expect(policy.maxFileSize == 10_485_760)
        #expect(policy.minifiedLineLength == 5_000)

        // The scanner salts its cache with the policy's description: every setting must show in it.
        let variants: [SkipSettings] = [
            SkipSettings(), SkipSettings(nodeModules: false), SkipSettings(vendored: false), SkipSettings(generated: false),
            SkipSettings(minified: false), SkipSettings(maxFileSize: 1_000), SkipSettings(minifiedLineLength: 1_000),
        ]
        let salts = variants.map { settings in
            var configuration = AuditConfiguration()
            configuration.skip = settings
            return String(describing: configuration.skipPolicy)
        }
        #expect(Set(salts).count == variants.count, "\(salts)")
    }
}
