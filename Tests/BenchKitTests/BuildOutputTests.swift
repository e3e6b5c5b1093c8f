import Foundation
import Testing
@testable import BenchKit

/// Build output in a working tree belongs to the user: it is never deleted, and files no build of the run
/// wrote are left out of the sizes and named.
@Suite(.enabled(if: NodeFixture.available, NodeFixture.skipReason))
struct BuildOutputTests {
    @Test func staleOutputIsNeitherDeletedNorCounted() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let build = NodeFixture.command("build.js", "dist")
        try Data(#"{"scripts":{}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        try FileManager.default.createDirectory(atPath: folder + "/dist/assets", withIntermediateDirectories: true)
        let stale = folder + "/dist/assets/index-DEADBEEF.js"
        try Data(String(repeating: "old();\n", count: 1000).utf8).write(to: URL(fileURLWithPath: stale))
        // An older copy of a file the build rewrites: counted once rewritten.
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/dist/index.html"))

        var options = BenchOptions(projectPath: folder)
        options.buildCommand = build
        options.metrics = [.build]
        options.outputDirectory = "dist"
        options.runs = 1
        options.warmup = 0
        let record = try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
            .run(toolVersion: "test")
        let bundle = try #require(record.sides.first?.metrics.bundle)
        #expect(bundle.files.map(\.name) == ["assets/index-[hash].js", "index.html"])
        #expect(bundle.files.first?.bytes == 4400, "the fresh script, not the stale one: \(bundle.files)")
        #expect(bundle.ignoredStale == ["assets/index-DEADBEEF.js"])
        #expect(record.warnings.contains { $0.contains("left out of the sizes") && $0.contains("assets/index-DEADBEEF.js") },
                "\(record.warnings)")
        #expect(FileManager.default.fileExists(atPath: stale), "the user's file was deleted")
    }

    @Test func onlyFilesWrittenSinceTheSnapshotAreSized() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(["kept.js": "a", "rewritten.js": "b"], in: folder)
        let baseline = OutputSnapshot.take(folder: folder)
        try Data("bb".utf8).write(to: URL(fileURLWithPath: folder + "/rewritten.js"))
        try Data("c".utf8).write(to: URL(fileURLWithPath: folder + "/new.js"))
        let measured = try OutputSizer.measure(folder: folder, excluding: baseline)
        #expect(measured.files.map(\.name) == ["new.js", "rewritten.js"])
        #expect(measured.stale == ["kept.js"])
        #expect(try OutputSizer.measure(folder: folder, excluding: .empty).stale.isEmpty)
    }

    /// A working tree whose package.json builds with `command`, measured once, build only.
    private func benchBuild(_ folder: String, _ command: String, outputDirectory: String? = nil) throws -> BenchRecord {
        try Data(#"{"scripts":{}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        var options = BenchOptions(projectPath: folder)
        options.buildCommand = command
        options.metrics = [.build]
        options.outputDirectory = outputDirectory
        options.runs = 1
        options.warmup = 0
        return try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
            .run(toolVersion: "test")
    }

    /// Run once before `bench`, so every file `bench`'s builds produce is already there, identical.
    private func prebuild(_ command: String, in folder: String) throws {
        let process = try ManagedProcess(command: command, directory: folder)
        defer { process.terminate(graceMs: 1000) }
        #expect(process.waitForExit(deadline: MonotonicClock.now() + 30_000_000_000)?.code == 0, "\(process.logTail())")
    }

    @Test func identicalOutputLeftUntouchedIsSizedWhenTheBuildNamesIt() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let build = NodeFixture.command("compare-build.js", "dist")
        try prebuild(build, in: folder)
        let record = try benchBuild(folder, build, outputDirectory: "dist")
        let bundle = try #require(record.sides.first?.metrics.bundle, "\(record.warnings)")
        #expect(bundle.files.map(\.name) == ["assets/index-[hash].js", "index.html"])
        #expect(bundle.files.first?.bytes == 4400, "\(bundle.files)")
        #expect(bundle.gzipTotal > 0)
        #expect(bundle.ignoredStale == nil)
        #expect(record.warnings.contains { $0.contains("2 file(s)") && $0.contains("left untouched") }, "\(record.warnings)")
    }

    @Test func identicalOutputIsSizedWhenTheBuildOnlyComparedIt() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Names no file: only its reading the files to compare them tells them from stale output.
        let build = NodeFixture.command("compare-build.js", "dist", "quiet")
        try prebuild(build, in: folder)
        try Data("stale();\n".utf8).write(to: URL(fileURLWithPath: folder + "/dist/assets/old-87654321.js"))
        let record = try benchBuild(folder, build, outputDirectory: "dist")
        let bundle = try #require(record.sides.first?.metrics.bundle, "\(record.warnings)")
        #expect(bundle.files.map(\.name) == ["assets/index-[hash].js", "index.html"])
        #expect(bundle.ignoredStale == ["assets/old-87654321.js"])
    }

    @Test func outputNoBuildWroteOrReadIsNotSizedRatherThanZero() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try prebuild(NodeFixture.command("compare-build.js", "dist", "quiet"), in: folder)
        let record = try benchBuild(folder, "exit 0", outputDirectory: "dist")
        #expect(record.sides.first?.metrics.bundle == nil, "a 0 B bundle instead of none")
        #expect(record.comparison.isEmpty)
        #expect(record.warnings.contains { $0.contains("output: not sized") && $0.contains("--out-dir") }, "\(record.warnings)")
    }

    @Test func aStaleDistDoesNotHideTheBuildFolderTheBuildWrote() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/dist", withIntermediateDirectories: true)
        try Data("stale();\n".utf8).write(to: URL(fileURLWithPath: folder + "/dist/old-12345678.js"))
        let record = try benchBuild(folder, NodeFixture.command("build.js", "build"))
        let bundle = try #require(record.sides.first?.metrics.bundle, "\(record.warnings)")
        #expect(bundle.files.map(\.name) == ["assets/index-[hash].js", "index.html"])
        #expect(bundle.total > 4400)
        #expect(FileManager.default.fileExists(atPath: folder + "/dist/old-12345678.js"))
    }

    @Test func untouchedFilesAreKeptWhenWrittenOutputRefersToThem() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(["vendor-a1b2c3d4.js": "vendor();", "main-99999999.js": "stale();"], in: folder)
        let baseline = OutputSnapshot.take(folder: folder)
        // A chunk map as webpack's runtime writes it: ids to hashes, never whole file names.
        try write(["index.html": #"<script src="main-12345678.js"></script>"#, "main-12345678.js": #"({1:"a1b2c3d4"})"#],
                  in: folder)
        let measured = try OutputSizer.measure(folder: folder, excluding: baseline)
        #expect(measured.keptIdentical == ["vendor-a1b2c3d4.js"])
        #expect(measured.stale == ["main-99999999.js"])
        #expect(measured.written == 2)
    }

    @Test func aHashedFileOnlyStattedIsKeptBesideAComparedFileWithItsHash() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(["main-5a796a60.js": "x", "main-5a796a60.js.LICENSE.txt": "x", "main-11111111.js": "x"], in: folder)
        let baseline = OutputSnapshot.take(folder: folder)
        let measured = try OutputSizer.measure(folder: folder, excluding: baseline, opened: ["main-5a796a60.js.LICENSE.txt"])
        #expect(measured.keptIdentical == ["main-5a796a60.js", "main-5a796a60.js.LICENSE.txt"])
        #expect(measured.stale == ["main-11111111.js"])
    }

    /// Writes each file (name relative to `folder` → text).
    private func write(_ files: [String: String], in folder: String) throws {
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
    }
}

/// Source maps are not what a page ships: sized apart, out of the totals that the output verdict compares.
@Suite(.enabled(if: NodeFixture.available, NodeFixture.skipReason))
struct SourceMapSizeTests {
    @Test func sourceMapsAreLeftOutOfTheTotals() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"scripts":{}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        var options = BenchOptions(projectPath: folder)
        // webpack's devtool: 'source-map' (CRA's default): a script and its map, several times its size.
        options.buildCommand = #"node -e "const fs = require('fs'); fs.mkdirSync('dist', { recursive: true }); "#
            + #"fs.writeFileSync('dist/main.4f3a9c1b.js', 'run();\n'); "#
            + #"fs.writeFileSync('dist/main.4f3a9c1b.js.map', JSON.stringify({ mappings: 'AAAA;'.repeat(500) }))""#
        options.metrics = [.build]
        options.outputDirectory = "dist"
        options.runs = 1
        options.warmup = 0
        let record = try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
            .run(toolVersion: "test")
        let bundle = try #require(record.sides.first?.metrics.bundle, "\(record.warnings)")
        #expect(bundle.files.map(\.name) == ["main.[hash].js"])
        #expect(bundle.total == 7)
        #expect(bundle.gzipTotal == bundle.files[0].gzipBytes)
        #expect(bundle.sourceMaps?.map(\.name) == ["main.[hash].js.map"])
        #expect(record.warnings.contains { $0.contains("1 source map(s)") && $0.contains("left out of the sizes") },
                "\(record.warnings)")
    }

    @Test func aBundleWithoutMapsHasNoSourceMapsField() {
        let bundle = BenchRecord.BundleMetric(files: [.init(name: "a.js", bytes: 3, gzipBytes: 20)])
        #expect(bundle.sourceMaps == nil && bundle.total == 3 && bundle.gzipTotal == 20)
    }
}
