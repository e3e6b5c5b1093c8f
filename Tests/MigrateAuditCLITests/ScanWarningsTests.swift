import AuditModel
import Foundation
import GitTestSupport
import ScanEngine
import Testing

/// What the scan could not read reaches the user: in the report's warnings, named by file, and in the
/// terminal summary; the same warnings whatever the cache or the sharding.
@Suite struct ScanWarningsTests {
    private func json(_ arguments: [String]) throws -> (text: String, report: ScanReport) {
        let result = try ToolProcess.run(["scan"] + arguments + ["--format", "json"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        return (result.stdout, try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8)))
    }

    private func temporaryCache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
    }

    @Test func theTextSummaryListsTheWarningsOfAMalformedPackageJSON() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"x\",\n")
        try repo.write("a.js", "import React from 'react';\nprocess.env.X\n")
        let result = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache"])
        // A gap in the audit, as an unread file is: the summary is printed, then the run fails.
        #expect(result.exitCode == 2, "stderr: \(result.stderr)")
        // One warning for the file (not one per reader), and no claim of a declared dependency it could not read.
        #expect(result.stdout.contains("\n2 warnings while reading the project:\n  1 of 1 imported packages is not installed"), "\(result.stdout)")
        #expect(result.stdout.contains("\n  package.json: malformed at line 2, column 1: unterminated object; declared dependencies could not be read"))
        #expect(!result.stdout.contains("listed in the report"))
        let scanned = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache", "--format", "json"])
        #expect(scanned.exitCode == 2, "stderr: \(scanned.stderr)")
        let report = try ReportCoding.decode(ScanReport.self, from: Data(scanned.stdout.utf8))
        #expect(report.warnings.filter { $0.file == "package.json" }.count == 1, "\(report.warnings)")
    }

    /// Unusual skips (not UTF-8, binary) are named; the bulk skips are only counted.
    private func projectWithSkippedFiles() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("src/ok.js", "export const ok = process.env.REACT_APP_OK;\n")
        try repo.write(rawPath: Array("src/latin1.js".utf8), bytes: Array("var x = \"".utf8) + [0xFF, 0xFE] + Array("\"; process.env.X\n".utf8))
        try repo.write(rawPath: Array("src/binary.js".utf8), bytes: [0x00, 0x01, 0x02, 0x61])
        try repo.write("node_modules/x/index.js", "module.exports = 1;\n")
        try repo.write("vendor/lib.js", "export const lib = 1;\n")
        try repo.write("src/legacy.min.js", "export const legacy = 1;\n")
        // Hand-written, but nearly all one line of a data URI, so it looks minified: read, then skipped by its shape.
        try repo.write("src/Logo.js", "export const api = process.env.REACT_APP_API;\nexport const logo = 'data:image/png;base64,\(String(repeating: "A", count: 2100))';\n")
        try repo.writeLargeFile("src/huge.js", size: 6 * 1024 * 1024)
        try repo.commitAll("one file per skip reason")
        return repo
    }

    @Test func sourcesSkippedAsTooLargeNotUTF8OrBinaryAreNamedAndBulkSkipsAreNot() throws {
        let repo = try projectWithSkippedFiles()
        let report = try json([repo.root, "--no-cache"]).report
        #expect(report.summary.skippedFiles == 7)
        let named = report.warnings.filter { $0.file?.hasPrefix("src/") == true }
        #expect(named.map(\.file) == ["src/Logo.js", "src/binary.js", "src/huge.js", "src/latin1.js"], "\(report.warnings)")
        guard named.count == 4 else { return }
        #expect(named[0].message.hasPrefix("looks minified (mostly lines longer than skip.minifiedLineLength); skipped"))
        #expect(named[1].message.hasPrefix("binary data (a NUL byte), not source text; skipped"))
        #expect(named[2].message.hasPrefix("larger than skip.maxFileSize; skipped without being read"))
        #expect(named[3].message == "not UTF-8 text; skipped — convert it to UTF-8 or exclude it in .migrate-audit.json")
    }

    @Test func aNotUTF8FilesWarningIsTheSameFromAWarmCache() throws {
        let repo = try projectWithSkippedFiles()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        for revision in [[], ["--ref", "HEAD"]] {
            let uncached = try json([repo.root, "--no-cache"] + revision)
            #expect(uncached.report.warnings.contains { $0.file == "src/latin1.js" })
            #expect(try json([repo.root, "--cache-dir", cache.path] + revision).text == uncached.text, "cold \(revision)")
            #expect(try json([repo.root, "--cache-dir", cache.path] + revision).text == uncached.text, "warm \(revision)")
        }
        // Per-file entries only (the whole report of HEAD dropped): the skip comes from the summary cache.
        try FileManager.default.removeItem(at: cache.appendingPathComponent("reports-v1"))
        let perFile = try json([repo.root, "--cache-dir", cache.path, "--ref", "HEAD"]).report
        #expect(perFile.warnings.contains { $0.file == "src/latin1.js" && $0.message.hasPrefix("not UTF-8 text") })
    }

    @Test func aCommentLeftOpenToTheEndIsNamedWithItsLineAndFromAWarmCache() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name": "x", "dependencies": {"react": "^16.0.0"}}"#)
        try repo.write("src/index.js", "require(a1);\n/* forgot to close\nrequire(a2);\nprocess.env.REACT_APP_Y;\n")
        try repo.write("src/view.js", "export const v = <div>\n  <span>{process.env.REACT_APP_Z}</span>\nrequire(b);\n")
        try repo.write("src/ok.js", "export const s = '/* not a comment';\n")
        try repo.commitAll("one")
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let uncached = try json([repo.root, "--no-cache", "--ref", "HEAD"])
        let unclosed = uncached.report.warnings.filter { $0.message.contains("after it was checked") }
        #expect(unclosed.map { "\($0.file ?? ""): \($0.message)" } == [
            "src/index.js: unterminated comment from line 2: the rest of the file was read as part of it, so nothing after it was checked; close it with */",
            "src/view.js: unclosed JSX element from line 1: the rest of the file was read as its children (JSX text), so code after it was checked only inside { } expression containers; add its closing tag",
        ])
        // Code in a { } container after the open tag is still lexed and checked, as the warning says.
        #expect(uncached.report.findings.contains { $0.file == "src/view.js" && $0.line == 2 && $0.ruleId == "env-process-env-static" })
        #expect(try json([repo.root, "--cache-dir", cache.path, "--ref", "HEAD"]).text == uncached.text, "cold")
        // Per-file entries only (the whole report dropped): the warning comes back with the cached summary.
        try FileManager.default.removeItem(at: cache.appendingPathComponent("reports-v1"))
        #expect(try json([repo.root, "--cache-dir", cache.path, "--ref", "HEAD"]).text == uncached.text, "warm summaries")
    }

    @Test func aSkippedFilesWarningBelongsToTheShardThatOwnsIt() throws {
        let repo = try RepoBuilder()
        let names = (1...6).map { "src/latin\($0).js" }
        for name in names {
            try repo.write(rawPath: Array(name.utf8), bytes: Array("const s = '".utf8) + [0xE9] + Array("';\n".utf8))
        }
        try repo.write("src/index.js", "export const x = process.env.REACT_APP_X;\n")
        try repo.commitAll("files")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for index in 1...3 {
            let path = folder.appendingPathComponent("shard-\(index).json").path
            let result = try ToolProcess.run(["scan", repo.root, "--format", "json", "--no-cache", "--shard", "\(index)/3", "-o", path])
            #expect(result.exitCode == 0, "\(result.stderr)")
            let shard = try ReportCoding.decode(ScanReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            let owned = names.filter { Shard(index: index, count: 3).contains(path: $0) }
            #expect(shard.warnings.compactMap(\.file).filter { $0.hasPrefix("src/latin") } == owned, "shard \(index)")
            paths.append(path)
        }
        let merged = try ToolProcess.run(["merge"] + paths)
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        let whole = try json([repo.root, "--no-cache"])
        #expect(merged.stdout == whole.text)
        #expect(whole.report.warnings.compactMap(\.file).filter { $0.hasPrefix("src/") } == names)
    }

    @Test func unknownConfigurationKeysAreReportWarningsNamingTheFile() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "export const x = process.env.REACT_APP_X;\n")
        let settings = #"{ "version": 1, "colour": "blue", "rules": { "no-such-rule": "off" } }"#
        try repo.write(".migrate-audit.json", settings)
        try repo.write("settings/audit.json", settings)
        let expected = [
            "colour: unknown key, so it has no effect; expected one of: version, rules, include, exclude, effort, target, skip",
            "rules.no-such-rule: no rule has this id; see `migrate-audit rules`",
        ]
        // In the scanned folder, found by default or named; elsewhere, by its name alone.
        let outside = URL(fileURLWithPath: repo.temporaryFolder).appendingPathComponent("outside-\(UUID().uuidString).json")
        try Data(settings.utf8).write(to: outside)
        for (extra, file) in [([], ".migrate-audit.json"), (["--config", repo.path("settings/audit.json")], "settings/audit.json"),
                              (["--config", outside.path], outside.lastPathComponent)] {
            let report = try json([repo.root, "--no-cache"] + extra).report
            #expect(report.warnings.filter { $0.file == file }.map(\.message) == expected, "\(extra): \(report.warnings)")
        }
        let text = try ToolProcess.run(["scan", repo.root, "--no-cache"])
        #expect(text.stdout.contains("  .migrate-audit.json: colour: unknown key"), "\(text.stdout)")
        #expect(text.stderr.contains("colour"), "still said on stderr before the scan: \(text.stderr)")
    }
}
