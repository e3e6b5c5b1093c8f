import Foundation
import Testing
@testable import BenchKit

/// Every readiness check given to --ready is recorded per run, not only the one that defines dev-ready.
@Suite(.enabled(if: NodeFixture.available, NodeFixture.skipReason))
struct ReadinessRecordTests {
    @Test func portAndHTTPTimesAreKeptBesideTheLogLine() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"scripts":{}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        var options = BenchOptions(projectPath: folder)
        options.devCommand = NodeFixture.command("module-graph.js")
        options.metrics = [.dev]
        options.readiness = try ReadinessCheck.parseList("log:esbuild,port,http,first-load", url: "/")
        options.readinessText = ["log:esbuild", "port", "http", "first-load"]
        options.cache = .warm
        options.runs = 2
        options.warmup = 0
        let record = try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
            .run(toolVersion: "test")
        let ready = try #require(record.sides.first?.metrics.devReady)
        #expect(ready.readiness == "log")
        #expect(ready.samples.count == 2)
        let checks = try #require(ready.checks)
        #expect(checks.keys.sorted() == ["http", "port"])
        #expect(checks["port"]?.samples.count == 2 && checks["http"]?.samples.count == 2)
        // The server listens before it prints its line, and answers once listening. The port is polled every
        // millisecond on its own thread, which a busy machine may run a few milliseconds late: a 25 ms allowance
        // keeps the order checked without making the test depend on the load.
        #expect(zip(checks["port"]?.samples ?? [], ready.samples).allSatisfy { $0 <= $1 + 25 })
        #expect(record.sides.first?.metrics.devFirstLoad?.samples.count == 2)

        let markdown = BenchMarkdown.render(record)
        #expect(markdown.contains("| ↳ ready by http | "), "\(markdown)")
        #expect(markdown.contains("| ↳ ready by port | "), "\(markdown)")
        #expect(markdown.contains("| before | dev-ready (port) | "), "\(markdown)")
        let json = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        #expect(json.contains(#""checks":{"#))
    }
}
