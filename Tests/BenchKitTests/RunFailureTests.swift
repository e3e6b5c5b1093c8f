import Foundation
import Testing
@testable import BenchKit

/// How failed runs are counted and reported: a metric is abandoned only after consecutive failures, and says
/// so; a failed hot update costs only the HMR sample.
@Suite(.enabled(if: NodeFixture.available, NodeFixture.skipReason))
struct RunFailureTests {
    /// A working tree with an empty package.json, benched with `configure`'s options.
    private func bench(_ configure: (inout BenchOptions, String) throws -> Void) throws -> (BenchRecord, String) {
        let folder = try NodeFixture.temporaryFolder()
        try Data(#"{"scripts":{}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        var options = BenchOptions(projectPath: folder)
        options.warmup = 0
        options.runs = 4
        options.maxRuns = 4
        options.outputDirectory = "out"
        do {
            try configure(&options, folder)
            let record = try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
                .run(toolVersion: "test")
            return (record, folder)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)  // a refused run leaves no fixture behind
            throw error
        }
    }

    @Test func nonConsecutiveFailuresDoNotAbandonTheMetric() throws {
        let (record, folder) = try bench { options, folder in
            options.metrics = [.build]
            options.buildCommand = NodeFixture.command("flaky-build.js", folder + "/count", "FSFS", folder + "/out")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let build = try #require(record.sides.first?.metrics.build)
        #expect(build.samples.count == 2, "runs 2 and 4 succeed: \(record.warnings)")
        #expect(build.runs == [2, 4])
        #expect(record.sides.first?.failures.map(\.run) == [0, 2])
        #expect(!record.warnings.contains { $0.contains("abandoned") })
        #expect(record.sides.first?.metrics.bundle?.files.map(\.name) == ["index.js"])
    }

    @Test func consecutiveFailuresAbandonTheMetricAndSaySoWithTheRun() throws {
        let (record, folder) = try bench { options, folder in
            options.metrics = [.build]
            options.buildCommand = NodeFixture.command("flaky-build.js", folder + "/count", "SFF", folder + "/out")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(record.sides.first?.metrics.build?.samples.count == 1)
        #expect(try String(contentsOfFile: folder + "/count", encoding: .utf8) == "3", "run 4 still built")
        #expect(record.warnings.contains { $0.contains("build abandoned after run 3") && $0.contains("runs 2–3") },
                "\(record.warnings)")
        #expect(record.warnings.contains { $0.contains("not sized, because the last build (run 3) failed") },
                "\(record.warnings)")
    }

    /// A dev-only bench of the checking server watching `source` (created), with --hmr `hmrFile`.
    private func benchHMR(source: String, hmrFile: String, runs: Int, mode: String = "strict") throws -> (BenchRecord, String) {
        try bench { options, folder in
            try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
            try Data("export default 1;\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + source))
            options.runs = runs
            options.maxRuns = runs
            options.metrics = [.dev]
            options.devCommand = NodeFixture.command("hmr-check.js", folder + "/" + source, mode)
            options.readiness = [.log(pattern: ReadinessPreset.esbuild.pattern)]
            options.hmrFile = hmrFile
        }
    }

    @Test func aFailedHotUpdateKeepsTheRunsReadyAndFirstLoadSamples() throws {
        let (record, folder) = try benchHMR(source: "src/App.jsx", hmrFile: "src/App.jsx", runs: 2, mode: "broken")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let side = try #require(record.sides.first)
        #expect(side.metrics.devReady?.samples.count == 2, "\(side.failures.map(\.message))")
        #expect(side.metrics.hmr?.samples.isEmpty == true)
        #expect(side.failures.map(\.metric) == ["hmr", "hmr"])
        #expect(side.failures.first?.message.contains("compile error") == true)
        #expect(side.failures.first?.message.contains("--hmr-pattern") == true)
        #expect(UnmeasuredMetric.find(in: record).map(\.kind) == ["hmr"])
    }

    /// Checked before anything runs, on each side: a renamed file is named with what replaced it.
    @Test func anHMRFileMissingOnASideIsNamedWithTheSideAndItsReplacement() throws {
        let error = #expect(throws: BenchError.self) { try benchHMR(source: "src/App.tsx", hmrFile: "src/App.jsx", runs: 1) }
        let message = "\(error.map { "\($0)" } ?? "")"
        #expect(message.contains("--hmr src/App.jsx: no such file in the working tree"), "\(message)")
        #expect(message.contains("it has `src/App.tsx` instead"), "\(message)")
        #expect(!message.contains("could not be completed"))
    }

    /// Each warm-up runs on a copy of its side; only the failures it adds are kept, so a failure in the first of
    /// three warm-ups is one failure in the record, not one per later warm-up doubling it.
    @Test func aFailedWarmUpIsRecordedOnce() throws {
        let (record, folder) = try bench { options, folder in
            options.metrics = [.build]
            options.warmup = 3
            options.runs = 1
            options.maxRuns = 1
            options.buildCommand = NodeFixture.command("flaky-build.js", folder + "/count", "FS", folder + "/out")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let side = try #require(record.sides.first)
        #expect(side.failures.map(\.run) == [-1], "\(side.failures.map(\.message))")
        #expect(side.metrics.build?.samples.count == 1)
        #expect(record.warnings.contains("before: 1 failed run(s); see failures"), "\(record.warnings)")
    }

    /// What a warm-up observed is kept with its failures: here its first load met a 404, which no measured run did.
    @Test func aWarmUpsObservationsReachTheWarnings() throws {
        let (record, folder) = try bench { options, folder in
            options.metrics = [.dev]
            options.warmup = 1
            options.runs = 1
            options.maxRuns = 1
            options.readiness = [.log(pattern: ReadinessPreset.esbuild.pattern), .firstLoad(path: "/")]
            // The first start serves a page whose script is missing; later ones serve it.
            let server = """
                const fs = require('fs'); const first = !fs.existsSync('started'); fs.writeFileSync('started', '');
                require('http').createServer((q, s) => {
                  if (q.url === '/') { s.setHeader('content-type', 'text/html'); s.end('<script src="/main.js"></script>'); return; }
                  if (q.url === '/main.js' && !first) { s.setHeader('content-type', 'text/javascript'); s.end(''); return; }
                  s.writeHead(404); s.end();
                }).listen(+process.env.PORT, '127.0.0.1', () => console.log(' > Local: http://127.0.0.1:' + process.env.PORT + '/'));
                """
            try Data(server.utf8).write(to: URL(fileURLWithPath: folder + "/server.js"))
            options.devCommand = "node server.js"
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(record.sides.first?.metrics.devFirstLoad?.samples.count == 1)
        #expect(record.warnings.contains("before first load: answered other than 200: /main.js (404) (in a warm-up run)"),
                "\(record.warnings)")
    }
}
