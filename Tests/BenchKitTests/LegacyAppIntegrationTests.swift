import Foundation
import Testing
@testable import BenchKit

/// The whole benchmark on a generated legacy React app: webpack 5 + babel-loader before, esbuild after.
/// Runs only where both toolchains work (Debian: scripts in ../shared/toolchain, with NODE_PATH and
/// NODE_OPTIONS exported); skipped with that reason elsewhere.
@Suite(.enabled(if: LegacyToolchain.works, LegacyToolchain.skipReason))
struct LegacyAppIntegrationTests {
    @Test func benchesWebpackAgainstEsbuildOnAGeneratedApp() throws {
        let root = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = root + "/app"
        let generate = try ManagedProcess(command: "node \"\(LegacyToolchain.generator)\" \"\(app)\" --modules 12", directory: root)
        let generated = generate.waitForExit(deadline: MonotonicClock.now() + 60_000_000_000)
        #expect(generated?.code == 0, "generator: \(generate.logTail())")
        generate.terminate()

        var options = BenchOptions(projectPath: app)
        options.before = "webpack"
        options.after = "esbuild"
        options.runs = 1
        options.maxRuns = 1
        options.warmup = 0
        options.hmrFile = "src/App.jsx"
        options.timeoutMs = 120_000
        options.seed = 7
        let record = try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
            .run(toolVersion: "test")

        #expect(record.sides.map(\.label) == ["before", "after"])
        #expect(record.sides.allSatisfy { $0.failures.isEmpty }, "\(record.sides.flatMap(\.failures))")
        #expect(record.comparison.map(\.metric) == ["dev-ready", "dev-first-load", "hmr", "build", "bundle"])
        let before = try #require(record.sides.first?.metrics)
        let after = try #require(record.sides.last?.metrics)
        #expect(before.devFirstLoad?.requests == [2])
        #expect(after.devFirstLoad?.requests == [2])
        #expect(before.build?.exitCodes == [0])
        #expect(after.bundle?.files.map(\.name) == ["assets/index-[hash].js"])
        #expect(before.bundle?.files.contains { $0.name == "assets/main-[hash].js" } == true)
        // The checkouts are gone and the app's own tree is untouched.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("migrate-audit-bench-") }
        #expect(leftovers.isEmpty)
        #expect(try String(contentsOfFile: app + "/src/App.jsx", encoding: .utf8).contains("hmr probe") == false)
    }
}

/// Whether webpack 5 + babel-loader + React and esbuild can run here, and the generator's location.
enum LegacyToolchain {
    static let generator = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/generate-legacy-app.js").standardizedFileURL.path

    static let skipReason: Comment = """
        webpack 5 + babel-loader + React and esbuild are not runnable here (install them with \
        install-js-toolchain.sh and export NODE_PATH and NODE_OPTIONS as it prints)
        """

    static let works: Bool = {
        let probe = "command -v git && command -v esbuild && command -v webpack && node -e \"for (const m of "
            + "['webpack','react','react-dom','babel-loader','@babel/preset-react','@babel/plugin-proposal-class-properties']) "
            + "require.resolve(m)\" && webpack --version"
        guard NodeFixture.available, let process = try? ManagedProcess(command: probe, directory: "/") else { return false }
        defer { process.terminate(graceMs: 500) }
        return process.waitForExit(deadline: MonotonicClock.now() + 60_000_000_000)?.code == 0
    }()
}
