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
        try Data("a".utf8).write(to: URL(fileURLWithPath: folder + "/kept.js"))
        try Data("b".utf8).write(to: URL(fileURLWithPath: folder + "/rewritten.js"))
        let baseline = OutputSnapshot.take(folder: folder)
        try Data("bb".utf8).write(to: URL(fileURLWithPath: folder + "/rewritten.js"))
        try Data("c".utf8).write(to: URL(fileURLWithPath: folder + "/new.js"))
        let measured = try OutputSizer.measure(folder: folder, excluding: baseline)
        #expect(measured.files.map(\.name) == ["new.js", "rewritten.js"])
        #expect(measured.stale == ["kept.js"])
        #expect(try OutputSizer.measure(folder: folder, excluding: .empty).stale.isEmpty)
    }
}
