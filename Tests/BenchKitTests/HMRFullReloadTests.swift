import Foundation
import Testing
@testable import BenchKit

/// An edit the server answers with a full page reload (Vite's `page reload`, for a module outside any HMR boundary) is
/// reported as such: the methodology counts it as a regression a migration must show, not as a fast hot update.
@Suite(.enabled(if: NodeFixture.available, NodeFixture.skipReason))
struct HMRFullReloadTests {
    /// A dev-only bench of a working tree whose server answers each edit of src/App.jsx with `updateLine`.
    private func bench(updateLine: String) throws -> BenchRecord {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        try Data(#"{"scripts":{}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        try Data("export default 1;\n".utf8).write(to: URL(fileURLWithPath: folder + "/src/App.jsx"))
        var options = BenchOptions(projectPath: folder)
        options.warmup = 0
        options.runs = 2
        options.maxRuns = 2
        options.metrics = [.dev]
        options.devCommand = NodeFixture.command("hmr-watch.js", folder + "/src/App.jsx", updateLine)
        options.readiness = [.log(pattern: ReadinessPreset.esbuild.pattern)]
        options.hmrFile = "src/App.jsx"
        return try BenchRunner(options: options, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
            .run(toolVersion: "test")
    }

    @Test func aFullReloadIsTimedAndSaidSo() throws {
        let record = try bench(updateLine: "12:00:00 [vite] page reload src/App.jsx")
        #expect(record.sides.first?.metrics.hmr?.samples.count == 2, "\(record.sides.first?.failures.map(\.message) ?? [])")
        let warning = record.warnings.first { $0.contains("full page reload") }
        #expect(warning?.contains("before HMR: the server answered the edit of src/App.jsx with a full page reload") == true,
                "\(record.warnings)")
        #expect(warning?.contains("`12:00:00 [vite] page reload src/App.jsx`") == true, "\(record.warnings)")
    }

    @Test func aHotUpdateIsNotAReload() throws {
        let record = try bench(updateLine: "12:00:00 [vite] hmr update /src/App.jsx")
        #expect(record.sides.first?.metrics.hmr?.samples.count == 2, "\(record.sides.first?.failures.map(\.message) ?? [])")
        #expect(!record.warnings.contains { $0.contains("reload") }, "\(record.warnings)")
    }

    @Test func reloadWordings() {
        #expect(HMRProbe.isFullReload("[vite] page reload src/main.jsx"))
        #expect(HMRProbe.isFullReload("[HMR] full-reload"))
        #expect(!HMRProbe.isFullReload("[vite] hmr update /src/App.jsx"))
        #expect(!HMRProbe.isFullReload("webpack 5.88.0 compiled successfully in 41 ms"))
    }
}
