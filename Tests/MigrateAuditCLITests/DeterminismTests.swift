import Foundation
import GitTestSupport
import Testing

/// The report is the same, byte for byte, whatever the thread count, with or without cache, and when the
/// scan is sharded then merged.
@Suite struct DeterminismTests {
    private let example = ToolProcess.packageRoot.appendingPathComponent("Examples/legacy-app").path

    private func scan(_ extra: [String]) throws -> String {
        let result = try ToolProcess.run(["scan", example, "--format", "json"] + extra)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func oneThreadAndManyThreadsWriteTheSameReport() throws {
        let one = try scan(["--threads", "1", "--no-cache"])
        let many = try scan(["--threads", "4", "--no-cache"])
        #expect(!one.isEmpty)
        #expect(one == many)
    }

    @Test func cachedScanWritesTheSameReport() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let cold = try scan(["--cache-dir", cache.path])
        let warm = try scan(["--cache-dir", cache.path])
        let uncached = try scan(["--no-cache"])
        #expect(cold == uncached)
        #expect(warm == uncached)
    }

    @Test func oneBlobAtPathsOfTwoDialectsIsSummarisedForEach() throws {
        // As .ts, `<any>window` is a type assertion and the import follows; as .js it opens JSX that swallows it.
        let repo = try RepoBuilder()
        let code = "const y = <any>window;\nimport lodash from 'lodash';\nexport default lodash(y);\n"
        try repo.write("src/a.ts", code)
        try repo.write("src/b.js", code)
        try repo.write("package.json", #"{ "dependencies": { "lodash": "^4.17.21" } }"#)
        try repo.commitAll("same bytes, two dialects")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        func run(_ extra: [String]) throws -> String {
            let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json", "--threads", "1"] + extra)
            #expect(result.exitCode == 0, "\(result.stderr)")
            return result.stdout
        }
        let uncached = try run(["--no-cache"])
        #expect(uncached.contains("src/a.ts"))
        #expect(try run(["--cache-dir", cache.path]) == uncached, "cold, filling the cache")
        #expect(try run(["--cache-dir", cache.path]) == uncached, "warm, from the cache")
    }

    @Test func oneBlobAtSeveralPathsIsReportedAtEachPath() throws {
        // Read and lexed once per scan (a memo by blob id), reported for every path with that path's context.
        let repo = try RepoBuilder()
        let code = "const fs = require('fs');\nmodule.exports = process.env.API_URL;\n"
        for path in ["src/a.js", "src/b.js", "server/c.js", "lib/d.js"] { try repo.write(path, code) }
        try repo.write("src/index.js", "import a from './a';\nimport b from './b';\nconsole.log(a, b);\n")
        try repo.commitAll("one blob, four paths")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        func run(_ extra: [String]) throws -> String {
            let result = try ToolProcess.run(["scan", repo.root, "--ref", "HEAD", "--format", "json"] + extra)
            #expect(result.exitCode == 0, "\(result.stderr)")
            return result.stdout
        }
        let one = try run(["--threads", "1", "--no-cache"])
        // The browser's copies report process.env; the copies that run in Node (they require 'fs') do not.
        for path in ["src/a.js", "src/b.js"] { #expect(one.contains("\"file\" : \"\(path)\""), "\(path)") }
        for path in ["server/c.js", "lib/d.js"] { #expect(!one.contains("\"file\" : \"\(path)\""), "\(path)") }
        #expect(try run(["--threads", "4", "--no-cache"]) == one)
        #expect(try run(["--cache-dir", cache.path]) == one)
        // Per-file entries only: without the whole report, the warm scan reads each path's summary and findings.
        try FileManager.default.removeItem(at: cache.appendingPathComponent("reports-v1"))
        #expect(try run(["--cache-dir", cache.path]) == one)
    }

    @Test func anUnwritableCacheFolderNeverFailsAScan() throws {
        // A folder under a regular file cannot be created, whoever runs the test (root included).
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
        try Data("x".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let uncached = try scan(["--no-cache"])
        #expect(try scan(["--cache-dir", blocker.appendingPathComponent("cache").path]) == uncached)
    }

    @Test func corruptOrTruncatedCacheEntriesAreIgnored() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let uncached = try scan(["--no-cache"])
        #expect(try scan(["--cache-dir", cache.path]) == uncached, "the cold scan that fills the cache")
        let packs = cache.appendingPathComponent("packs-v1")
        let names = try FileManager.default.contentsOfDirectory(atPath: packs.path).filter { $0.hasSuffix(".pack") }
        #expect(names.count == 1, "the cold scan should have written one pack")
        let pack = packs.appendingPathComponent(try #require(names.first))
        let original = try Data(contentsOf: pack)
        // Payload bytes flipped every 997 bytes (entries fail their checksums), then a truncated pack.
        var flipped = original
        for offset in stride(from: 64, to: flipped.count * 3 / 4, by: 997) { flipped[offset] ^= 0x55 }
        for damaged in [flipped, original.prefix(original.count / 2)] {
            try FileManager.default.contentsOfDirectory(atPath: packs.path).forEach { try FileManager.default.removeItem(at: packs.appendingPathComponent($0)) }
            try damaged.write(to: pack)
            #expect(try scan(["--cache-dir", cache.path]) == uncached)
            #expect(try scan(["--cache-dir", cache.path]) == uncached)
        }
    }

    @Test func shardedThenMergedEqualsOneScan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for index in 1...3 {
            let path = folder.appendingPathComponent("shard-\(index).json").path
            let result = try ToolProcess.run(["scan", example, "--format", "json", "--no-cache", "--shard", "\(index)/3", "-o", path])
            #expect(result.exitCode == 0, "\(result.stderr)")
            paths.append(path)
        }
        let merged = try ToolProcess.run(["merge"] + paths)
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(merged.stdout == (try scan(["--no-cache"])))
    }
}
