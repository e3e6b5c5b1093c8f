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

    /// Options for two refs of `folder`, without warm-up.
    private func refs(_ folder: String, before: String, after: String, runs: Int, maxRuns: Int) -> BenchOptions {
        var options = BenchOptions(projectPath: folder)
        options.before = before
        options.after = after
        options.runs = runs
        options.maxRuns = maxRuns
        options.warmup = 0
        return options
    }

    @Test func slowerAfterSideIsARegressionAndTheRecordIsComplete() throws {
        let repository = try makeRepository()
        defer { try? FileManager.default.removeItem(atPath: repository) }
        var options = refs(repository, before: "fast", after: "slow", runs: 3, maxRuns: 7)
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

    @Test func aSideWithoutADevScriptIsSaidNotSilentlyDropped() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func commit(_ scripts: [String: String], tag: String) throws {
            try JSONSerialization.data(withJSONObject: ["scripts": scripts]).write(to: URL(fileURLWithPath: folder + "/package.json"))
            let process = try ManagedProcess(command: "set -e; [ -d .git ] || git init -q -b main .; git config user.email "
                + "bench@example.invalid; git config user.name bench; git add package.json; git commit -q -m \(tag); git tag \(tag)",
                directory: folder)
            defer { process.terminate() }
            try #require(process.waitForExit(deadline: MonotonicClock.now() + 30_000_000_000)?.code == 0, "git: \(process.logTail())")
        }
        let build = NodeFixture.command("build.js", "dist")
        try commit(["build": build], tag: "nodev")
        try commit(["dev": NodeFixture.command("hmr-watch.js", "package.json"), "build": build], tag: "ok")
        var options = refs(folder, before: "nodev", after: "ok", runs: 1, maxRuns: 1)
        options.readiness = [.log(pattern: ReadinessPreset.esbuild.pattern)]
        let messages = Messages()
        let record = try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:),
                                     progress: { messages.append($0) }).run(toolVersion: "test")
        let expected = "the before side (`nodev`) has no dev command (its package.json has no dev, start or serve script)"
        #expect(record.warnings.contains { $0.hasPrefix(expected) && $0.hasSuffix("pass --dev \"…\" to give both sides the command") },
                "\(record.warnings)")
        #expect(messages.all.contains { $0.hasPrefix("warning: " + expected) })
        #expect(record.sides[1].metrics.devReady?.samples.count == 1, "\(record.sides[1].failures)")
        let markdown = BenchMarkdown.render(record)
        #expect(markdown.contains("| Dev server ready | – | "), "\(markdown)")
        #expect(markdown.contains("| – | – | not compared |"))
    }
}

/// Progress lines collected from the runner's thread.
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
