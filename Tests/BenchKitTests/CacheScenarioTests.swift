import Foundation
import Testing
@testable import BenchKit

/// Cold runs turn off Node's module compile cache, which Vite's bin enables (Node 22+) under the system's temporary
/// folder, outside every cache folder bench clears; warm runs leave it as the user has it.
@Suite(.enabled(if: NodeFixture.available, NodeFixture.skipReason))
struct CompileCacheTests {
    /// What a build of a working tree saw in NODE_DISABLE_COMPILE_CACHE, with `cache`.
    private func seenByBuild(cache: BenchOptions.CacheMode) throws -> String {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"scripts":{}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        var options = BenchOptions(projectPath: folder)
        options.metrics = [.build]
        options.cache = cache
        options.warmup = 0
        options.runs = 1
        options.maxRuns = 1
        options.outputDirectory = "out"
        options.buildCommand = #"node -e "require('fs').mkdirSync('out', { recursive: true }); "#
            + #"require('fs').writeFileSync('out/seen.txt', String(process.env.NODE_DISABLE_COMPILE_CACHE))""#
        let record = try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
            .run(toolVersion: "test")
        try #require(record.sides.first?.failures.isEmpty == true, "\(record.sides.first?.failures.map(\.message) ?? [])")
        return try String(contentsOfFile: folder + "/out/seen.txt", encoding: .utf8)
    }

    @Test func coldRunsTurnTheCompileCacheOff() throws {
        #expect(try seenByBuild(cache: .cold) == "1")
        #expect(try seenByBuild(cache: .warm) == "undefined")
    }

    @Test func onlyColdRunsGetTheVariable() {
        let base = ["PATH": "/bin"]
        #expect(BenchRunner.runEnvironment(base, cache: .cold) == ["PATH": "/bin", "NODE_DISABLE_COMPILE_CACHE": "1"])
        #expect(BenchRunner.runEnvironment(base, cache: .warm) == base)
    }
}

/// A warm-cache bench without a warm-up measures one cold run per side among the warm ones, and says so.
struct WarmScenarioTests {
    @Test func warmCachesWithoutAWarmUpAreWarned() {
        var options = BenchOptions(projectPath: "/tmp")
        options.cache = .warm
        options.warmup = 0
        let warning = BenchRunner.scenarioWarnings(options, checkouts: true)
        #expect(warning.count == 1 && warning[0].contains("cold run among warm ones"), "\(warning)")
        #expect(warning[0].contains("(none, in a fresh checkout)"))
        #expect(!BenchRunner.scenarioWarnings(options, checkouts: false)[0].contains("checkout"))
        options.warmup = 1
        #expect(BenchRunner.scenarioWarnings(options, checkouts: true).isEmpty)
        options.cache = .cold
        options.warmup = 0
        #expect(BenchRunner.scenarioWarnings(options, checkouts: true).isEmpty)
    }
}
