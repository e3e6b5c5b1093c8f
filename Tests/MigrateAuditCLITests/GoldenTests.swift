import AuditModel
import Foundation
import Testing

/// Golden files: the findings of the bundled example, the sample reports of `Reports/` and the README's example
/// outputs.
/// Regenerate everything with `make golden` (which sets UPDATE_GOLDEN=1); a stale copy fails here.
@Suite(.serialized) struct GoldenTests {
    private let root = ToolProcess.packageRoot
    private var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// The example's report through git (the realistic path), with the commit blanked: it changes with every
    /// commit of this repository.
    @Test func legacyAppFindingsMatchTheGoldenJSON() throws {
        let result = try ToolProcess.run(["scan", "Examples/legacy-app", "--format", "json", "--no-cache"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        var report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
        report.source.commit = nil
        let actual = try ReportCoding.encode(report)
        let golden = root.appendingPathComponent("Tests/MigrateAuditCLITests/Golden/legacy-app.json")
        if updating { try actual.write(to: golden) }
        let expected = try Data(contentsOf: golden)
        #expect(actual == expected, "Examples/legacy-app findings changed; review, then run `make golden`")
    }

    /// Every planted hazard of EXPECTED.tsv is reported at its line, and no other finding of those rules.
    @Test func legacyAppReportsEveryPlantedHazardAndNothingElse() throws {
        for example in ["legacy-app", "legacy-app-migrated"] {
            let result = try ToolProcess.run(["scan", "Examples/\(example)", "--format", "json", "--no-cache"])
            let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
            let expectedText = try String(contentsOf: root.appendingPathComponent("Examples/\(example)/EXPECTED.tsv"), encoding: .utf8)
            var expected = Set<String>()
            for line in expectedText.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
                expected.insert(line.split(separator: "\t").joined(separator: " "))
            }
            // EXPECTED.tsv covers the source rules (and the env/html/style text rules); config-file rules
            // (babel-*, wp-* config rows, test-jest-config, cra-*) and dep-* rules are checked elsewhere.
            let coveredRules = Set(expected.map { String($0.split(separator: " ")[0]) })
            let actual = Set(report.findings.filter { coveredRules.contains($0.ruleId) && !Self.configFiles.contains($0.file) }
                .map { "\($0.ruleId) \($0.file) \($0.line)" })
            let expectedInSource = expected.filter { !Self.configFiles.contains(String($0.split(separator: " ")[1])) }
            #expect(expectedInSource.subtracting(actual).sorted() == [], "\(example): planted hazards not reported")
            #expect(actual.subtracting(expectedInSource).sorted() == [], "\(example): findings not planted")
        }
    }

    /// Configuration files, whose rules report settings rather than planted source constructs.
    static let configFiles: Set<String> = ["webpack.config.js", "webpack.prod.js", "jest.config.js", "package.json", ".babelrc", "vite.config.js", "vitest.config.js"]

    @Test func sampleReportsAreFresh() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = updating ? root.appendingPathComponent("Reports") : folder
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/make-sample-reports.sh").path, target.path, ToolProcess.executable.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        guard !updating else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!names.isEmpty)
        for name in names {
            let fresh = try Data(contentsOf: folder.appendingPathComponent(name))
            let committed = try? Data(contentsOf: root.appendingPathComponent("Reports").appendingPathComponent(name))
            #expect(fresh == committed, "Reports/\(name) is stale; run `make golden` (or `make reports`)")
        }
    }

    /// Each README block between `<!-- output: ARGS -->` and `<!-- end output -->` is `$ migrate-audit ARGS` and what
    /// the tool prints for it (from the repository root, NO_COLOR set, as `ToolProcess` runs it).
    @Test func readmeExamplesAreFresh() throws {
        let readme = root.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        var fresh = ""
        var rest = Substring(text)
        var blocks = 0
        while let start = rest.range(of: "<!-- output: "), let header = rest[start.upperBound...].range(of: " -->\n"),
            let end = rest[header.upperBound...].range(of: "<!-- end output -->")
        {
            let arguments = String(rest[start.upperBound..<header.lowerBound])
            let output = try ToolProcess.run(arguments.split(separator: " ").map(String.init)).stdout
            let trimmed = output.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            fresh += rest[..<start.lowerBound]
            fresh += "<!-- output: \(arguments) -->\n```text\n$ migrate-audit \(arguments)\n\(trimmed)\n```\n<!-- end output -->"
            rest = rest[end.upperBound...]
            blocks += 1
        }
        fresh += rest
        #expect(blocks >= 2)
        if updating {
            try fresh.write(to: readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(fresh == text, "README.md's example outputs are stale; run `make golden`")
    }
}

