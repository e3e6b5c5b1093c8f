import Foundation
import Statistics
import Testing
@testable import BenchKit

/// The runner end to end on two git refs of a tiny project whose "build" is a fixture doing a set amount
/// of CPU work: the after side does sixty times more, so the verdict must be a regression.
@Suite(.enabled(if: NodeFixture.available && NodeFixture.gitAvailable, "node and git are needed to build the two refs"))
struct BenchRunnerTests {
    private func makeRepository() throws -> String {
        let folder = try NodeFixture.temporaryFolder()
        let build = { (work: Int) in
            #"{"scripts":{"build":"node \"\#(NodeFixture.folder)/cpu-build.js\" \#(work) && node \"\#(NodeFixture.folder)/build.js\" dist"}}"#
        }
        let script = """
            set -e
            git init -q -b main .
            git config user.email bench@example.invalid
            git config user.name bench
            printf '%s' '\(build(2))' > package.json
            git add package.json && git commit -q -m fast && git tag fast
            printf '%s' '\(build(120))' > package.json
            git commit -q -am slow && git tag slow
            """
        let process = try ManagedProcess(command: script, directory: folder)
        defer { process.terminate() }
        let exit = process.waitForExit(deadline: MonotonicClock.now() + 30_000_000_000)
        try #require(exit?.code == 0, "git: \(process.logTail())")
        return folder
    }

    @Test func slowerAfterSideIsARegressionAndTheRecordIsComplete() throws {
        let repository = try makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository) }
        var options = BenchOptions(projectPath: repository)
        options.before = "fast"
        options.after = "slow"
        options.runs = 3
        options.maxRuns = 7
        options.warmup = 0
        options.seed = 11
        options.outputDirectory = "dist"
        let record = try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
            .run(toolVersion: "test")
        let build = try #require(record.comparison.first { $0.metric == "build" })
        let samples = record.sides.map { $0.metrics.build?.samples ?? [] }
        #expect(build.verdict == .regressed, "samples \(samples), failures \(record.sides.flatMap(\.failures))")
        #expect(build.ratio > 1.05)
        // Adaptive extension: 3 rounds, then pairs of rounds while not decisive (needs 6 per side), up to 7.
        #expect(build.samplesBefore == 7 && build.samplesAfter == 7)
        #expect(record.config.schedule.count == 14)
        #expect(record.config.schedule.filter { $0 == "before" }.count == 7)
        #expect(record.sides.map(\.ref) == ["fast", "slow"])
        #expect(record.sides.allSatisfy { $0.commit?.count == 40 })
        #expect(record.sides.first?.metrics.bundle?.files.map(\.name) == ["assets/index-[hash].js", "index.html"])
        #expect(record.comparison.first { $0.metric == "bundle" }?.verdict == .equivalent)
        #expect(record.sides.first?.metrics.build?.cpuMs?.count == 7)
    }
}
